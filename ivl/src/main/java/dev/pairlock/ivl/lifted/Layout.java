package dev.pairlock.ivl.lifted;

import java.math.BigInteger;

/** What lifted programs assume of the memory layout of the programs they stand for. */
public final class Layout {
  private Layout() {}

  /**
   * Every object is smaller than this (2^40 bytes): an access through a pointer into an object
   * lies less than this far from the pointer. The frontend bounds the addresses of a range of
   * unknown size with it ({@code free(p)}, a string passed to {@code printf}: {@code p <= a < p +
   * 2^40}); the precise checker places allocations twice as far apart, so that no such range
   * from inside one object reaches another.
   */
  public static final BigInteger MAX_OBJECT_SIZE = BigInteger.ONE.shiftLeft(40);

  /**
   * The lowest address of an object: the frontend places globals from here on, allocations
   * higher. Below it lies the null page: an access there (through a null pointer, or a field of
   * one) faults and ends the program, it is never a data race.
   */
  public static final long FIRST_ADDRESS = 4096;
}

package dev.pairlock.ivl.ast;

/** IVL types: mathematical integers, booleans and maps (memory regions are {@code [int]int}). */
public sealed interface Type {
  Type INT = new Int();
  Type BOOL = new Bool();

  record Int() implements Type {}

  record Bool() implements Type {}

  record Map(Type key, Type value) implements Type {}

  static Type map(Type key, Type value) {
    return new Map(key, value);
  }
}

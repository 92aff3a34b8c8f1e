package dev.pairlock.cli;

/** The exit-code contract of every pairlock command. */
public final class ExitCode {
  /** Everything verified. */
  public static final int VERIFIED = 0;

  /** A problem was found: an assertion may fail; for {@code analyze}, races reported. */
  public static final int PROBLEM = 1;

  /** Input rejected: usage, missing file, parse, type or compile error. */
  public static final int INPUT = 2;

  /** Inconclusive (timeouts, unverified parts) with nothing found. */
  public static final int INCONCLUSIVE = 3;

  /** Internal error. */
  public static final int INTERNAL = 4;

  /** {@code analyze --property}: a property other than no-data-race, which is not checked. */
  public static final int UNSUPPORTED_PROPERTY = 5;

  private ExitCode() {}
}

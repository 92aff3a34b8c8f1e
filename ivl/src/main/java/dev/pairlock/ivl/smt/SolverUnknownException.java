package dev.pairlock.ivl.smt;

/** The solver answered unknown where a definite answer was required. */
public class SolverUnknownException extends RuntimeException {
  private final SatResult.Unknown result;

  public SolverUnknownException(SatResult.Unknown result) {
    super("solver returned unknown: " + result.reason());
    this.result = result;
  }

  public SatResult.Unknown result() {
    return result;
  }
}

package dev.pairlock.ivl.smt;

/** The answer to one satisfiability query. */
public sealed interface SatResult {
  /** Satisfiable; the prover holds a model until the next change or check. */
  record Sat() implements SatResult {}

  record Unsat() implements SatResult {}

  /**
   * The solver gave up.
   *
   * @param reason Z3's reason ({@code timeout}, {@code canceled}, {@code incomplete quantifiers},
   *     ...)
   * @param timeout whether it ran out of time (or was interrupted by the time limit)
   */
  record Unknown(String reason, boolean timeout) implements SatResult {}

  SatResult SAT = new Sat();
  SatResult UNSAT = new Unsat();

  default boolean isSat() {
    return this instanceof Sat;
  }

  default boolean isUnsat() {
    return this instanceof Unsat;
  }
}

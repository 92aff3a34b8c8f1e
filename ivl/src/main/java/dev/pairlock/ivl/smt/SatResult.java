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
   * @param budget whether it ran out of its deterministic limit in resource units ({@link
   *     SolverBudget}, {@link Prover#setQueryUnits}); {@code reason} then says which
   */
  record Unknown(String reason, boolean timeout, boolean budget) implements SatResult {
    public Unknown(String reason, boolean timeout) {
      this(reason, timeout, false);
    }
  }

  SatResult SAT = new Sat();
  SatResult UNSAT = new Unsat();

  default boolean isSat() {
    return this instanceof Sat;
  }

  default boolean isUnsat() {
    return this instanceof Unsat;
  }
}

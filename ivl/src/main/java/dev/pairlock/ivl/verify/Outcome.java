package dev.pairlock.ivl.verify;

import java.util.List;

/**
 * The result of verifying one procedure. Whether a list of failures is complete is part of the
 * type: {@link Failed} says every obligation it does not list holds, {@link Partial} says nothing
 * of them. A consumer switches over all of them, so a run that stopped early cannot be read as a
 * complete one.
 */
public sealed interface Outcome {
  /** Every checked obligation holds on every path. */
  record Verified() implements Outcome {}

  /**
   * The complete list: these obligations may fail, each with a counterexample, and every other
   * checked obligation holds (the last query, with these assumed, was unsatisfiable).
   */
  record Failed(List<Failure> failures) implements Outcome {
    public Failed {
      failures = List.copyOf(failures);
      if (failures.isEmpty()) {
        throw new IllegalArgumentException("Failed without a failure: that is Verified");
      }
    }
  }

  /**
   * These obligations may fail, each with a counterexample, but the search stopped before it knew
   * the others: they are neither verified nor failed.
   *
   * @param failures at least one
   * @param stop why the search stopped
   */
  record Partial(List<Failure> failures, Stop stop) implements Outcome {
    public Partial {
      failures = List.copyOf(failures);
      if (failures.isEmpty()) {
        throw new IllegalArgumentException("Partial without a failure: that is Timeout or Unknown");
      }
    }
  }

  /** The solver ran out of time before any failure was found: inconclusive, never "verified". */
  record Timeout() implements Outcome {}

  /** The solver answered unknown for another reason before any failure was found. */
  record Unknown(String reason) implements Outcome {}

  /** Why a {@link Partial} search stopped. */
  sealed interface Stop {
    /**
     * It found as many failures as it was asked for ({@link VerifyOptions#maxFailures()}, one per
     * {@link VerificationSession#check}): not inconclusive, but the rest was not searched.
     */
    record FailureLimit(int limit) implements Stop {}

    /** The next query ran out of time. */
    record SolverTimeout() implements Stop {}

    /** The next query was answered unknown (or the solver failed) for another reason. */
    record SolverUnknown(String reason) implements Stop {}
  }
}

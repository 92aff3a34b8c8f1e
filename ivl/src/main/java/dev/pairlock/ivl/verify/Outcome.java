package dev.pairlock.ivl.verify;

import java.util.List;

/** The result of verifying one procedure. */
public sealed interface Outcome {
  /** Every checked obligation holds on every path. */
  record Verified() implements Outcome {}

  /** At least one obligation may fail; each failure comes with a counterexample. */
  record Failed(List<Failure> failures) implements Outcome {
    public Failed {
      failures = List.copyOf(failures);
    }
  }

  /** The solver ran out of time: inconclusive, never "verified". */
  record Timeout() implements Outcome {}

  /** The solver answered unknown for another reason. */
  record Unknown(String reason) implements Outcome {}
}

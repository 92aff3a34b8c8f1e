package dev.pairlock.ivl.verify;

import dev.pairlock.ivl.smt.SolverBudget;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;

/**
 * Options of one verification run.
 *
 * @param timeout per solver query; {@link Duration#ZERO} means none
 * @param smtDumpDir if non-null, every query is written there as an SMT-LIB file
 * @param randomSeed Z3's seed (fixed, for determinism)
 * @param maxFailures how many failing obligations to report per procedure (each later one is
 *     searched for with the earlier ones assumed to hold)
 * @param observed names of variables (globals, locals, parameters) whose values a counterexample
 *     reports at every observation point on its path and at the failure
 * @param budget the deterministic budget every query is charged to (null: none); a query that runs
 *     out of it is inconclusive ({@link Outcome.Unknown} or {@link Outcome.Stop.SolverUnknown} with
 *     the budget's {@link SolverBudget#exhaustedMessage()})
 */
public record VerifyOptions(
    Duration timeout,
    Path smtDumpDir,
    int randomSeed,
    int maxFailures,
    Set<String> observed,
    SolverBudget budget) {
  public VerifyOptions {
    observed = Set.copyOf(observed);
  }

  public VerifyOptions(
      Duration timeout, Path smtDumpDir, int randomSeed, int maxFailures, Set<String> observed) {
    this(timeout, smtDumpDir, randomSeed, maxFailures, observed, null);
  }

  public static VerifyOptions defaults() {
    return new VerifyOptions(Duration.ofSeconds(60), null, 0, 5, Set.of());
  }

  public VerifyOptions withTimeout(Duration t) {
    return new VerifyOptions(t, smtDumpDir, randomSeed, maxFailures, observed, budget);
  }

  public VerifyOptions withObserved(Set<String> names) {
    return new VerifyOptions(timeout, smtDumpDir, randomSeed, maxFailures, names, budget);
  }

  public VerifyOptions withSmtDump(Path dir) {
    return new VerifyOptions(timeout, dir, randomSeed, maxFailures, observed, budget);
  }

  public VerifyOptions withMaxFailures(int n) {
    return new VerifyOptions(timeout, smtDumpDir, randomSeed, n, observed, budget);
  }

  public VerifyOptions withBudget(SolverBudget b) {
    return new VerifyOptions(timeout, smtDumpDir, randomSeed, maxFailures, observed, b);
  }
}

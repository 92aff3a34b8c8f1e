package dev.pairlock.ivl.verify;

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
 */
public record VerifyOptions(
    Duration timeout, Path smtDumpDir, int randomSeed, int maxFailures, Set<String> observed) {
  public VerifyOptions {
    observed = Set.copyOf(observed);
  }

  public static VerifyOptions defaults() {
    return new VerifyOptions(Duration.ofSeconds(60), null, 0, 5, Set.of());
  }

  public VerifyOptions withTimeout(Duration t) {
    return new VerifyOptions(t, smtDumpDir, randomSeed, maxFailures, observed);
  }

  public VerifyOptions withObserved(Set<String> names) {
    return new VerifyOptions(timeout, smtDumpDir, randomSeed, maxFailures, names);
  }

  public VerifyOptions withSmtDump(Path dir) {
    return new VerifyOptions(timeout, dir, randomSeed, maxFailures, observed);
  }

  public VerifyOptions withMaxFailures(int n) {
    return new VerifyOptions(timeout, smtDumpDir, randomSeed, n, observed);
  }
}

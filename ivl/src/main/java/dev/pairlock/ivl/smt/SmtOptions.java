package dev.pairlock.ivl.smt;

import java.nio.file.Path;
import java.time.Duration;

/**
 * Options of a {@link SolverContext}.
 *
 * @param timeout per query ({@code check}); {@link Duration#ZERO} means none
 * @param randomSeed value of Z3's {@code smt.random_seed} and {@code sat.random_seed}
 * @param dumpDir if non-null, every query is written there as a complete SMT-LIB file
 * @param dumpPrefix file name prefix of dumped queries (files are {@code <prefix>-<nnnn>.smt2},
 *     numbered per context in query order)
 */
public record SmtOptions(Duration timeout, int randomSeed, Path dumpDir, String dumpPrefix) {
  public SmtOptions {
    if (timeout.isNegative()) {
      throw new IllegalArgumentException("negative timeout " + timeout);
    }
    dumpPrefix = dumpPrefix == null || dumpPrefix.isEmpty() ? "query" : dumpPrefix;
  }

  public static SmtOptions defaults() {
    return new SmtOptions(Duration.ZERO, 0, null, "query");
  }

  public SmtOptions withTimeout(Duration t) {
    return new SmtOptions(t, randomSeed, dumpDir, dumpPrefix);
  }

  public SmtOptions withDump(Path dir, String prefix) {
    return new SmtOptions(timeout, randomSeed, dir, prefix);
  }
}

package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code regression/analyze/*.c}: the report {@code pairlock analyze} prints for each small driver,
 * golden. A {@code _race} driver must report a race, a {@code _safe} one must verify.
 */
class AnalyzeRegressionTest {
  private static final Path DIR = Golden.repoRoot().resolve("regression/analyze");

  @TestFactory
  Stream<DynamicTest> regression() throws Exception {
    return Golden.analyzeEach(DIR, 30);
  }

  @Test
  void jsonReport() throws Exception {
    Path c = DIR.resolve("global_counter_race.c");
    Golden.check(DIR.resolve("global_counter_race.json.expected"), Golden.run(DIR, "analyze", "--format", "json", c.toString()));
  }

  /** Pairs that share only read-only data say so (each pair's reason is in the JSON report). */
  @Test
  void readOnlyDataIsNotShared() throws Exception {
    Path c = DIR.resolve("readonly_tables_race.c");
    Golden.check(
        DIR.resolve("readonly_tables_race.json.expected"),
        Golden.run(DIR, "analyze", "--format", "json", c.toString()));
  }

  @Test
  void outputIsDeterministic() {
    Path c = DIR.resolve("helper_lock_race.c");
    assertEquals(Golden.run(DIR, "analyze", c.toString()), Golden.run(DIR, "analyze", c.toString()));
  }

  @Test
  void compileErrorIsAnInputError() throws Exception {
    Path bad = Golden.repoRoot().resolve("regression/analyze-errors/syntax_error.c");
    Golden.check(bad.resolveSibling("syntax_error.expected"), Golden.run(bad.getParent(), "analyze", bad.toString()));
  }

  /** A callback named with --entry-point is checked, and no longer reported as unchecked. */
  @Test
  void callbackNamedAsEntryPointIsChecked() throws Exception {
    Path c = DIR.resolve("callbacks_reported.c");
    Golden.check(DIR.resolve("callbacks_reported.entry.expected"),
        Golden.run(DIR, "analyze", "--entry-point", "my_irq", c.toString()));
  }

  /** LLVM's default handler would end the process with status 1 ("races found"). */
  @Test
  void linkConflictBetweenTheDriversFilesIsAnInputError() throws Exception {
    Path dir = Golden.repoRoot().resolve("regression/analyze-errors");
    Golden.check(dir.resolve("link_conflict.expected"), Golden.run(dir, "analyze", dir.resolve("link_conflict").toString()));
  }

  /**
   * The kernel's pseudo-locks (RTNL, TX, the atomic section) are one lock for all files of a
   * driver: each file used to get its own copy, and accesses protected by them in two files raced.
   */
  @Test
  void pseudoLocksAreSharedByTheFilesOfADriver() throws Exception {
    Path dir = Golden.repoRoot().resolve("regression/multi-file");
    Golden.check(dir.resolve("pseudo_locks_safe.expected"),
        Golden.run(dir, "analyze", dir.resolve("pseudo_locks_safe").toString()));
  }
}

package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A driver or program of which no pair is checked has a status of its own in every report, never
 * {@code verified}: {@code no-entry-points} (nothing found, inconclusive: exit 3) or {@code
 * nothing-to-check} (entry points that cannot run concurrently: race-free, exit 0).
 */
class NoPairCheckedTest {
  private static final Path ROOT = Golden.repoRoot();
  private static final Path NONE = ROOT.resolve("regression/soundness/no_entry_points_unverified.c");
  private static final Path ALONE = ROOT.resolve("regression/pthread/no_threads_safe.c");

  private static String run(String... args) {
    return Golden.run(ROOT, args);
  }

  @Test
  void noEntryPointIsInconclusiveInJsonAndSarif() {
    String json = run("analyze", "--no-cache", "--format", "json", NONE.toString());
    assertTrue(json.contains("\"status\": \"no-entry-points\""), json);
    assertTrue(json.contains("\"code\": \"no-entry-points\""), json);
    assertTrue(json.endsWith("exit: 3\n"), json);
    String sarif = run("analyze", "--no-cache", "--format", "sarif", NONE.toString());
    assertTrue(sarif.contains("\"ruleId\": \"diagnostic/no-entry-points\""), sarif);
    assertTrue(sarif.endsWith("exit: 3\n"), sarif);
  }

  @Test
  void entryPointsThatCannotRunConcurrentlyAreNothingToCheck() {
    String json = run("analyze", "--no-cache", "--format", "json", ALONE.toString());
    assertTrue(json.contains("\"status\": \"nothing-to-check\""), json);
    assertTrue(json.endsWith("exit: 0\n"), json);
    String sarif = run("analyze", "--no-cache", "--format", "sarif", ALONE.toString());
    assertTrue(sarif.contains("\"ruleId\": \"nothing-to-check\""), sarif);
    assertTrue(
        sarif.contains("nothing to check: 1 entry point (main), no pair of them can run concurrently."),
        sarif);
  }

  @Test
  void theBatchTableShowsBothStatuses() {
    String out = run("analyze", "--no-cache", "--isolation", "none", "--no-progress",
        NONE.toString(), ALONE.toString());
    assertTrue(out.matches("(?s).*no_entry_points_unverified +no-entry-points .*"), out);
    assertTrue(out.matches("(?s).*no_threads_safe +nothing-to-check .*"), out);
    assertTrue(out.contains("pairlock: no entry points found: nothing was checked\n"), out);
    assertTrue(out.endsWith("exit: 3\n"), out);
  }
}

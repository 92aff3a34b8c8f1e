package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.frontend.CompileOptions;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import dev.pairlock.instrument.race.Verdict;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code analyze} options that change the analysis: golden reports under regression/analyze-options. */
class AnalyzeOptionsTest {
  private static final Path DIR = Golden.repoRoot().resolve("regression/analyze-options");
  private static final String C = DIR.resolve("param_alias.c").toString();

  @Test
  void entryPointFromCommandLineWithoutAliasing_safe() throws Exception {
    Golden.check(DIR.resolve("param_alias.expected"), Golden.run(DIR, "analyze", "--entry-point", "xfer", C));
  }

  @Test
  void paramAliasing_race() throws Exception {
    Golden.check(
        DIR.resolve("param_alias.aliasing.expected"),
        Golden.run(DIR, "analyze", "--entry-point", "xfer", "--param-aliasing", C));
  }

  @Test
  void kernelSerializationKeepsReleaseConcurrent_race() throws Exception {
    Path c = DIR.resolve("fops_release.c");
    Golden.check(DIR.resolve("fops_release.expected"), Golden.run(DIR, "analyze", c.toString()));
  }

  /** WHOOP's rules serialize release with every file operation; the option reaches a child JVM. */
  @Test
  void whoopSerializationSerializesRelease_safe() throws Exception {
    Path c = DIR.resolve("fops_release.c");
    Golden.check(
        DIR.resolve("fops_release.whoop.expected"),
        Golden.run(DIR, "analyze", "--serialization", "whoop", "--isolation", "process", "--format",
            "json", c.toString()));
  }

  /**
   * A solver budget that runs out makes the pairs unverified (exit 3, never verified) and the
   * report names the budget as the cause; the option reaches a child JVM.
   */
  @Test
  void exhaustedSolverBudgetIsInconclusiveAndNamed() throws Exception {
    String out =
        Golden.run(DIR, "analyze", "--entry-point", "xfer", "--solver-budget", "1", "--isolation",
            "process", C);
    Golden.check(DIR.resolve("param_alias.budget.expected"), out);
    // the side's summaries run out first (the pair's own budget: PairAnalysisTest)
    assertTrue(out.contains("ran out of their solver budget (1 rlimit units)"), out);
    assertTrue(out.endsWith("exit: 3\n"), out);
  }

  /**
   * A side whose summaries run out of the solver budget is summarised again for the regions of
   * each pair, and where that runs out too (or the pair shares all the side's regions), in halves
   * (budget_narrow_safe.c, a safe driver): every pair is proved race-free. Before the halves, the
   * three pairs that share all eight tables stayed unverified naming the budget; before the
   * per-pair narrowing, the reader's pairs were unverified too, and the others were called racy
   * with races found without summaries.
   */
  @Test
  void summariesOutOfBudgetAreNarrowedToThePairsRegions() throws Exception {
    String out =
        Golden.run(DIR, "analyze", "--format", "json", "--solver-budget", "150000",
            DIR.resolve("budget_narrow_safe.c").toString());
    Golden.check(DIR.resolve("budget_narrow_safe.budget.json.expected"), out);
    assertTrue(!out.contains("\"verdict\": \"unverified\""), out);
    assertTrue(!out.contains("\"verdict\": \"racy\""), out);
    assertTrue(out.endsWith("exit: 0\n"), out);
  }

  /**
   * A driver's time budget (--driver-timeout) stops its pair checks a little before it ends, so
   * that the pairs not finished are reported unverified, naming it, rather than the driver's whole
   * report lost as a timeout. With a budget of 1 ms it has passed before the first pair: every pair
   * with a region to check is unverified, naming it (those that share no written region need no
   * check and stay verified), none is racy.
   */
  @Test
  void driverTimeBudgetStopsThePairsAndKeepsTheReport() throws Exception {
    Drivers.Spec spec = narrowSafe();
    DriverAnalysis.AnalysisRequest req =
        new DriverAnalysis.AnalysisRequest(
            List.of(), PairAnalysisOptions.defaults().withThreads(1), false, null, Duration.ofMillis(1));
    Reports.DriverReport r = DriverAnalysis.run(spec, req);
    String text = Reports.text(r).replace(DIR.toAbsolutePath() + "/", "");
    Golden.check(DIR.resolve("budget_narrow_safe.stopped.expected"), text);
    assertTrue(r.analysis().pairs().stream().noneMatch(p -> p.verdict() == Verdict.RACY), text);
    assertTrue(
        r.analysis().pairs().stream()
            .filter(p -> p.verdict() == Verdict.UNVERIFIED)
            .allMatch(p -> p.reason().contains("stopped by the driver's time budget")),
        text);
    assertEquals(
        5, r.analysis().pairs().stream().filter(p -> p.verdict() == Verdict.UNVERIFIED).count(), text);
    assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals(DriverAnalysis.STOPPED)), text);
  }

  /**
   * A CPU-time budget (`--cpu-timeout`, SV-COMP's limit) stops the pair checks as the driver's
   * time budget does, once the process has used it: this test JVM has used more than 1 ms of CPU
   * before the first pair, so the report is the one above with the CPU budget named.
   */
  @Test
  void cpuTimeBudgetStopsThePairsAndKeepsTheReport() throws Exception {
    Drivers.Spec spec = narrowSafe();
    DriverAnalysis.AnalysisRequest req =
        new DriverAnalysis.AnalysisRequest(
                List.of(), PairAnalysisOptions.defaults().withThreads(1), false, null)
            .withCpuTimeout(Duration.ofMillis(1));
    Reports.DriverReport r = DriverAnalysis.run(spec, req);
    String text = Reports.text(r).replace(DIR.toAbsolutePath() + "/", "");
    Golden.check(DIR.resolve("budget_narrow_safe.cpu-stopped.expected"), text);
    assertTrue(r.analysis().pairs().stream().noneMatch(p -> p.verdict() == Verdict.RACY), text);
    assertEquals(
        5,
        r.analysis().pairs().stream()
            .filter(p -> p.verdict() == Verdict.UNVERIFIED)
            .filter(p -> p.reason().contains("stopped by the CPU-time budget (--cpu-timeout 1 ms)"))
            .count(),
        text);
  }

  /** The process's CPU time is the budget: a run of several drivers has no one driver to give it. */
  @Test
  void cpuTimeBudgetIsForOneDriver() throws Exception {
    Golden.check(
        DIR.resolve("cpu_timeout_two_drivers.expected"),
        Golden.run(DIR, "analyze", "--cpu-timeout", "900", C, DIR.resolve("budget_narrow_safe.c").toString()));
  }

  /** budget_narrow_safe.c as a driver. */
  private static Drivers.Spec narrowSafe() {
    return Drivers.find(List.of(DIR.resolve("budget_narrow_safe.c")), CompileOptions.kernelDefaults(), false)
        .get(0);
  }

  @Test
  void solverBudgetSuffixes() {
    AnalyzeCommand.SolverBudgetConverter c = new AnalyzeCommand.SolverBudgetConverter();
    assertEquals(120_000_000L, c.convert("120M"));
    assertEquals(1_500_000_000L, c.convert("1.5G"));
    assertEquals(2_000L, c.convert("2k"));
    assertEquals(7L, c.convert("7"));
  }

  @Test
  void unknownEntryPointIsAnInputError() throws Exception {
    Golden.check(
        DIR.resolve("param_alias.unknown.expected"),
        Golden.run(DIR, "analyze", "--entry-point", "no_such_function", C));
  }

  @Test
  void missingDriverIsAnInputError() throws Exception {
    Golden.check(DIR.resolve("missing.expected"), Golden.run(DIR, "analyze", DIR.resolve("missing.c").toString()));
  }

  @Test
  void dumpAfterHoudiniPrintsSummarizedPairPrograms() {
    Path c = Golden.repoRoot().resolve("regression/analyze/lock_in_loop_safe.c");
    String out = Golden.run(c.getParent(), "analyze", "--dump-after", "houdini", c.toString());
    // (dev_read/dev_read shares only what both read: not instrumented)
    assertTrue(out.startsWith("// pairlock: lock_in_loop_safe, pair programs after houdini (2 instrumented pairs"), out);
    assertTrue(out.contains("// ---- $pair$dev_read$dev_write\n"), out);
    // the loop of dev_write gets a proved invariant (free: an assume): the lock is not held at its head
    assertTrue(out.contains("    assume !$CLS_2_lock.acc_lock;\n"), out);
    assertTrue(out.endsWith("exit: 0\n"), out);
  }

  @Test
  void dumpAfterHoudiniNeedsSummaries() {
    Path c = Golden.repoRoot().resolve("regression/analyze/lock_in_loop_safe.c");
    String out = Golden.run(c.getParent(), "analyze", "--inline", "--dump-after", "houdini", c.toString());
    assertEquals("pairlock: --dump-after houdini needs summaries: drop --inline\nexit: 2\n", out);
  }
}

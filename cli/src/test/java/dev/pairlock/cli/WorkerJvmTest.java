package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.frontend.CompileOptions;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One worker JVM ({@link WorkerJvm}, {@link Worker#serve}) analyses driver after driver and
 * reports for each what the analysis in this JVM reports; a driver that kills it ends it, and
 * only that driver is reported failed.
 */
class WorkerJvmTest {
  private static final DriverAnalysis.AnalysisRequest REQUEST =
      new DriverAnalysis.AnalysisRequest(List.of(), PairAnalysisOptions.defaults().withThreads(1), false);

  private static List<Drivers.Spec> drivers(String... names) {
    List<Path> files = new ArrayList<>();
    for (String n : names) {
      files.add(Golden.repoRoot().resolve("regression/analyze/" + n + ".c"));
    }
    return Drivers.find(files, CompileOptions.kernelDefaults(), false);
  }

  private static String json(Reports.DriverReport r) {
    return Reports.jsonReport(List.of(r));
  }

  @Test
  void oneWorkerAnalysesDriverAfterDriverAsThisJvmDoes() {
    List<Drivers.Spec> specs = drivers("global_counter_race", "global_counter_safe", "inline_asm_unverified");
    try (WorkerJvm w = WorkerJvm.start(new ChildJvm.Limits(512, Duration.ZERO))) {
      for (Drivers.Spec s : specs) {
        Reports.DriverReport child = w.analyse(s, REQUEST, (d, t) -> {});
        assertEquals(json(DriverAnalysis.run(s, REQUEST)), json(child), s.name());
        assertTrue(w.alive(), s.name());
        if (java.nio.file.Files.isReadable(Path.of("/proc/self/status"))) {
          // the worker JVM's resident peak during this driver: at least the heap it touched
          assertTrue(w.peakKb() > 10_000, s.name() + ": peak " + w.peakKb() + " kB");
        }
      }
      assertEquals(3, w.served());
    }
  }

  /**
   * The driver's time budget reaches the worker with the request: its pair checks stop before it
   * as in this JVM (a 1 ms budget: before the first pair), and the report comes back.
   */
  @Test
  void theDriversTimeBudgetReachesTheWorker() {
    Drivers.Spec s = drivers("global_counter_race").get(0);
    DriverAnalysis.AnalysisRequest stopped = REQUEST.withDriverTimeout(Duration.ofMillis(1));
    try (WorkerJvm w = WorkerJvm.start(new ChildJvm.Limits(512, Duration.ZERO))) {
      String child = json(w.analyse(s, stopped, (d, t) -> {}));
      assertEquals(json(DriverAnalysis.run(s, stopped)), child);
      assertTrue(child.contains("stopped by the driver's time budget (--driver-timeout 1 ms)"), child);
    }
  }

  /** A worker grown past its memory bound delivers its driver's result and ends after it. */
  @Test
  void aWorkerThatRetiresDeliversItsResultFirst() {
    List<Drivers.Spec> specs = drivers("global_counter_race");
    ChildJvm.Limits limits = new ChildJvm.Limits(512, Duration.ZERO, FaultyWorker.command("retire:-"));
    try (WorkerJvm w = WorkerJvm.start(limits)) {
      Reports.DriverReport r = w.analyse(specs.get(0), REQUEST, (d, t) -> {});
      assertEquals(json(DriverAnalysis.run(specs.get(0), REQUEST)), json(r));
      assertFalse(w.alive());
    }
  }

  @Test
  void aDriverThatKillsTheWorkerEndsItAndIsReportedFailed() {
    List<Drivers.Spec> specs = drivers("global_counter_race", "global_counter_safe");
    ChildJvm.Limits limits =
        new ChildJvm.Limits(512, Duration.ZERO, FaultyWorker.command("halt:" + specs.get(1).name()));
    try (WorkerJvm w = WorkerJvm.start(limits)) {
      Reports.DriverReport first = w.analyse(specs.get(0), REQUEST, (d, t) -> {});
      assertEquals("racy", first.status());
      Reports.DriverReport second = w.analyse(specs.get(1), REQUEST, (d, t) -> {});
      assertEquals("crash", second.errorKind());
      assertTrue(second.error().startsWith("the analysis crashed (signal 6)"), second.error());
      assertFalse(w.alive());
    }
  }

  /**
   * A child's memory budget ({@code --memory}) is split so that the child stays within it: half
   * the heap cap, three eighths Z3's limit (before, the heap alone was capped and Z3 had 6 GB: a
   * kernel module's worker grew to 2.8 GB with a 2 GB heap).
   */
  @Test
  void theMemoryBudgetCapsTheHeapAndZ3() {
    List<String> cmd = ChildJvm.command(2048, ChildJvm.WORKER);
    assertTrue(cmd.contains("-Xmx1024m"), cmd.toString());
    if (System.getProperty(dev.pairlock.ivl.smt.SolverContext.MAX_MEMORY_PROPERTY) == null) {
      assertTrue(cmd.contains("-Dpairlock.z3.maxMemoryMb=768"), cmd.toString());
    }
    assertEquals(1, cmd.stream().filter(a -> a.startsWith("-Xmx")).count(), cmd.toString());
  }
}

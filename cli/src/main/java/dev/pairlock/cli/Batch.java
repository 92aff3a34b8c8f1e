package dev.pairlock.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Analyses a list of drivers on a pool: up to {@code jobs} drivers at a time, each with {@code
 * max(1, jobs / drivers-at-a-time)} pair threads, so that about {@code jobs} cores are busy.
 * Results come back in the order of the drivers, whatever order they finish in, so the report
 * does not depend on {@code jobs}.
 */
final class Batch {
  private Batch() {}

  /**
   * How to run.
   *
   * @param jobs parallelism ({@code -j})
   * @param isolate run each driver in a child JVM ({@link ChildJvm}); else in this JVM
   * @param limits the driver's limits: its time budget always, its heap only with {@code isolate}
   * @param cache the result cache, or null ({@code --no-cache})
   */
  record Settings(int jobs, boolean isolate, ChildJvm.Limits limits, ResultCache cache) {}

  /** A driver's report and whether it came from the cache. */
  record Outcome(Reports.DriverReport report, boolean cached) {}

  static List<Outcome> run(
      List<Drivers.Spec> specs,
      DriverAnalysis.AnalysisRequest request,
      Settings settings,
      Progress progress) {
    int parallelDrivers = Math.max(1, Math.min(settings.jobs(), specs.size()));
    int pairThreads = Math.max(1, settings.jobs() / parallelDrivers);
    DriverAnalysis.AnalysisRequest perDriver =
        request.withOptions(request.options().withThreads(pairThreads));
    progress.start(specs.size());
    List<Outcome> out = new ArrayList<>();
    if (parallelDrivers == 1) {
      for (Drivers.Spec s : specs) {
        out.add(one(s, perDriver, settings, progress));
      }
      progress.finish();
      return out;
    }
    ExecutorService pool = Executors.newFixedThreadPool(parallelDrivers);
    try {
      List<Future<Outcome>> futures = new ArrayList<>();
      for (Drivers.Spec s : specs) {
        futures.add(pool.submit(() -> one(s, perDriver, settings, progress)));
      }
      for (Future<Outcome> f : futures) {
        try {
          out.add(f.get());
        } catch (ExecutionException e) {
          switch (e.getCause()) {
            case RuntimeException re -> throw re;
            case Error er -> throw er; // out of memory or stack: reported as such
            default -> throw new IllegalStateException("driver analysis failed", e.getCause());
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted", e);
        }
      }
    } finally {
      pool.shutdownNow();
    }
    progress.finish();
    return out;
  }

  private static Outcome one(
      Drivers.Spec spec, DriverAnalysis.AnalysisRequest request, Settings settings, Progress progress) {
    progress.started(spec.name());
    String key = null;
    boolean cacheable = settings.cache() != null && request.options().smtDumpDir() == null;
    if (cacheable) {
      key = ResultCache.key(spec, request);
      var hit = settings.cache().get(key);
      if (hit.isPresent() && hit.get().name().equals(spec.name()) && hit.get().source().equals(spec.source().toString())) {
        progress.done(spec.name(), hit.get());
        return new Outcome(hit.get(), true);
      }
    }
    Reports.DriverReport r;
    if (settings.isolate()) {
      r = ChildJvm.run(spec, request, settings.limits(), (d, t) -> progress.pairs(spec.name(), d, t));
    } else {
      long t0 = System.nanoTime();
      try {
        r = inProcess(spec, request, settings.limits().driverTimeout(), progress);
      } catch (OutOfMemoryError e) {
        r =
            Reports.DriverReport.failed(
                spec,
                "crash",
                "the analysis ran out of memory (" + e.getMessage() + "; the launcher's heap cap"
                    + " is PAIRLOCK_HEAP, default 1g)",
                null,
                DriverAnalysis.millis(t0));
      } catch (StackOverflowError e) {
        r = Reports.DriverReport.failed(spec, "crash", "the analysis failed: " + e, null, DriverAnalysis.millis(t0));
      }
    }
    if (cacheable) {
      settings.cache().put(key, r);
    }
    progress.done(spec.name(), r);
    return new Outcome(r, false);
  }

  /**
   * The analysis of one driver in this JVM, on a thread of its own (stack: {@link
   * Main#STACK_BYTES}) held to {@code driverTimeout} ({@link Duration#ZERO}: none) as a child JVM
   * is: past it the thread is interrupted (every long loop of the analysis stops at its next
   * step) and left to end by itself, and the driver is reported as a timeout.
   */
  private static Reports.DriverReport inProcess(
      Drivers.Spec spec, DriverAnalysis.AnalysisRequest request, Duration driverTimeout, Progress progress) {
    long t0 = System.nanoTime();
    FutureTask<Reports.DriverReport> task =
        new FutureTask<>(() -> DriverAnalysis.run(spec, request, (d, t) -> progress.pairs(spec.name(), d, t)));
    Thread t = new Thread(null, task, "pairlock-driver", Main.STACK_BYTES);
    t.setDaemon(true);
    t.start();
    try {
      return driverTimeout.isZero() ? task.get() : task.get(driverTimeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      t.interrupt();
      return Reports.DriverReport.failed(
          spec,
          "timeout",
          "the analysis ran out of its time budget (" + driverTimeout.toSeconds() + " s, --driver-timeout)",
          null,
          DriverAnalysis.millis(t0));
    } catch (InterruptedException e) {
      t.interrupt();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while analysing " + spec.name(), e);
    } catch (ExecutionException e) {
      switch (e.getCause()) {
        case RuntimeException re -> throw re;
        case Error er -> throw er;
        default -> throw new IllegalStateException(e.getCause());
      }
    }
  }
}

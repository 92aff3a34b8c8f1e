package dev.pairlock.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

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
   * @param limits the child's limits (only with {@code isolate})
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
          if (e.getCause() instanceof RuntimeException re) {
            throw re;
          }
          throw new IllegalStateException("driver analysis failed", e.getCause());
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
        r = DriverAnalysis.run(spec, request, (d, t) -> progress.pairs(spec.name(), d, t));
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
}

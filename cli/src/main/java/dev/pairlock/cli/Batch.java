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
   * @param isolate run each driver in a child JVM ({@link WorkerJvm}); else in this JVM
   * @param limits the driver's limits: its time budget always, its heap only with {@code isolate}
   * @param cache the result cache, or null ({@code --no-cache})
   * @param finished told of each driver's report as soon as it is there (cached or analysed), in
   *     the order drivers finish, from the thread that analysed it
   */
  record Settings(
      int jobs,
      boolean isolate,
      ChildJvm.Limits limits,
      ResultCache cache,
      java.util.function.Consumer<Outcome> finished) {
    Settings(int jobs, boolean isolate, ChildJvm.Limits limits, ResultCache cache) {
      this(jobs, isolate, limits, cache, o -> {});
    }
  }

  /**
   * A driver's report, whether it came from the cache, and the resident-memory peak (kB) of the
   * worker JVM that analysed it ({@link WorkerJvm#peakKb}; -1: not measured, as for a cached
   * result or an analysis in this JVM).
   */
  record Outcome(Reports.DriverReport report, boolean cached, long peakKb) {}

  /** A worker's report of a driver and its memory peak. */
  record Measured(Reports.DriverReport report, long peakKb) {}

  static List<Outcome> run(
      List<Drivers.Spec> specs,
      DriverAnalysis.AnalysisRequest request,
      Settings settings,
      Progress progress) {
    int parallelDrivers = Math.max(1, Math.min(settings.jobs(), specs.size()));
    int pairThreads = Math.max(1, settings.jobs() / parallelDrivers);
    DriverAnalysis.AnalysisRequest perDriver =
        request
            .withOptions(request.options().withThreads(pairThreads))
            .withDriverTimeout(settings.limits().driverTimeout());
    progress.start(specs.size());
    List<Outcome> out = new ArrayList<>();
    try (Workers workers = new Workers(settings.limits())) {
      if (parallelDrivers == 1) {
        for (Drivers.Spec s : specs) {
          out.add(one(s, perDriver, settings, workers, progress));
        }
      } else {
        parallel(specs, perDriver, settings, workers, progress, parallelDrivers, out);
      }
    }
    progress.finish();
    return out;
  }

  private static void parallel(
      List<Drivers.Spec> specs,
      DriverAnalysis.AnalysisRequest perDriver,
      Settings settings,
      Workers workers,
      Progress progress,
      int parallelDrivers,
      List<Outcome> out) {
    ExecutorService pool = Executors.newFixedThreadPool(parallelDrivers);
    try {
      List<Future<Outcome>> futures = new ArrayList<>();
      for (Drivers.Spec s : specs) {
        futures.add(pool.submit(() -> one(s, perDriver, settings, workers, progress)));
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
  }

  /**
   * The idle worker JVMs of a batch ({@link WorkerJvm}): a driver takes one (or starts one) and
   * gives it back after, unless it ended or has analysed {@link ChildJvm.Limits#driversPerWorker}
   * drivers. At most one worker per driver analysed at a time; all end with the batch.
   */
  static final class Workers implements AutoCloseable {
    private final ChildJvm.Limits limits;
    private final java.util.Deque<WorkerJvm> idle = new java.util.ArrayDeque<>();
    private boolean closed;

    Workers(ChildJvm.Limits limits) {
      this.limits = limits;
    }

    synchronized WorkerJvm take() {
      if (closed) {
        throw new IllegalStateException("the batch has ended");
      }
      WorkerJvm w = idle.pollFirst();
      return w != null ? w : WorkerJvm.start(limits);
    }

    synchronized void give(WorkerJvm w) {
      int most = limits.driversPerWorker();
      if (closed || !w.alive() || (most > 0 && w.served() >= most)) {
        w.close();
      } else {
        idle.addFirst(w);
      }
    }

    /**
     * The analysis of {@code spec} in a worker. A driver that failed (not timed out) in a worker
     * that had analysed other drivers before is analysed again in a fresh worker, whose outcome
     * counts: a failure must not depend on what a worker did before (native memory a driver left
     * behind, a crash of the worker between drivers), so a batch reports what a JVM per driver
     * would have.
     */
    Measured analyse(
        Drivers.Spec spec,
        DriverAnalysis.AnalysisRequest request,
        dev.pairlock.instrument.race.PairAnalysis.ProgressListener listener) {
      WorkerJvm w = take();
      boolean fresh = w.served() == 0;
      Reports.DriverReport r;
      long peak;
      try {
        r = w.analyse(spec, request, listener);
        peak = w.peakKb();
      } finally {
        give(w);
      }
      if (!fresh && "crash".equals(r.errorKind())) {
        WorkerJvm again = WorkerJvm.start(limits);
        try {
          r = again.analyse(spec, request, listener);
          peak = again.peakKb();
        } finally {
          give(again);
        }
      }
      return new Measured(r, peak);
    }

    @Override
    public synchronized void close() {
      closed = true;
      idle.forEach(WorkerJvm::close);
      idle.clear();
    }
  }

  private static Outcome one(
      Drivers.Spec spec,
      DriverAnalysis.AnalysisRequest request,
      Settings settings,
      Workers workers,
      Progress progress) {
    progress.started(spec.name());
    String key = null;
    boolean cacheable = settings.cache() != null && request.options().smtDumpDir() == null;
    if (cacheable) {
      key = ResultCache.key(spec, request);
      var hit = settings.cache().get(key);
      if (hit.isPresent() && hit.get().name().equals(spec.name()) && hit.get().source().equals(spec.source().toString())) {
        progress.done(spec.name(), hit.get());
        Outcome o = new Outcome(hit.get(), true, -1);
        settings.finished().accept(o);
        return o;
      }
    }
    Reports.DriverReport r;
    long peakKb = -1;
    if (settings.isolate()) {
      Measured m = workers.analyse(spec, request, (d, t) -> progress.pairs(spec.name(), d, t));
      r = m.report();
      peakKb = m.peakKb();
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
    Outcome o = new Outcome(r, false, peakKb);
    settings.finished().accept(o);
    return o;
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

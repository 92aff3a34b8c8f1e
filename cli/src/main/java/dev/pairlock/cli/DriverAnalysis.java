package dev.pairlock.cli;

import dev.pairlock.frontend.CompileException;
import dev.pairlock.frontend.LiftException;
import dev.pairlock.frontend.LiftResult;
import dev.pairlock.frontend.Lifter;
import dev.pairlock.houdini.pair.HoudiniPreparer;
import dev.pairlock.houdini.pair.PairSummaries;
import dev.pairlock.instrument.race.PairAnalysis;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairProgramPreparer;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.precise.PreciseChecker;
import dev.pairlock.precise.PreciseOptions;
import dev.pairlock.precise.PreciseResult;
import dev.pairlock.precise.explore.Exploration;
import dev.pairlock.precise.explore.ExploreOptions;
import dev.pairlock.precise.explore.Explorer;
import dev.pairlock.instrument.race.Deadline;
import dev.pairlock.instrument.race.Verdict;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Analyses one driver in this JVM: lift (one LLVM context), then the pairwise analysis (each
 * verifier call creates and closes its own Z3 context, so pairs may run on several threads).
 */
final class DriverAnalysis {
  private DriverAnalysis() {}

  /**
   * How each pair program is prepared for verification: Houdini's procedure and loop summaries by
   * default, bounded inlining with havocked loops under {@code --inline}. Houdini may spend a
   * pair's whole solver budget and its deadline; a pair whose summaries run out of either is
   * unverified, never verified.
   */
  static PairProgramPreparer preparer(AnalysisRequest request) {
    if (request.inline()) {
      return PairProgramPreparer.INLINED;
    }
    return new HoudiniPreparer(
        PairSummaries.defaultOptions()
            .withTimeLimit(request.options().timeoutPerPair())
            .withBudgetUnits(request.options().budgetPerPair())
            .withSmtDump(request.options().smtDumpDir())
            .withTrace(request.options().trace()));
  }

  /**
   * Everything an analysis of one driver depends on besides its files.
   *
   * @param extraEntryPoints {@code --entry-point} names
   * @param options the pair analysis options ({@code threads} = pair threads for this driver)
   * @param inline full inlining ({@code --inline}) rather than Houdini summaries
   * @param precise the context-bounded checker's options ({@code --precise}), or null to run the
   *     lockset analysis only
   * @param driverTimeout the driver's time budget ({@code --driver-timeout}; {@link Duration#ZERO}:
   *     none): the pair checks stop a little before it ({@link #stopBefore}), so that the pairs
   *     finished are reported rather than lost when the driver's analysis is ended at it
   * @param explore the bounds of the exploration of a closed user-space program's interleavings
   *     ({@link Explorer}), or null for none
   * @param cpuTimeout the CPU-time budget of this JVM ({@code --cpu-timeout}; {@link
   *     Duration#ZERO}: none), for a JVM that analyses this one driver only (an SV-COMP task):
   *     the pair checks stop a little before the process has used it, as for {@code
   *     driverTimeout}. Not part of what a worker JVM is sent (a batch has none)
   */
  record AnalysisRequest(
      List<String> extraEntryPoints,
      PairAnalysisOptions options,
      boolean inline,
      PreciseOptions precise,
      Duration driverTimeout,
      ExploreOptions explore,
      Duration cpuTimeout) {
    AnalysisRequest {
      extraEntryPoints = List.copyOf(extraEntryPoints);
    }

    /** A request without a CPU-time budget. */
    AnalysisRequest(
        List<String> extraEntryPoints,
        PairAnalysisOptions options,
        boolean inline,
        PreciseOptions precise,
        Duration driverTimeout,
        ExploreOptions explore) {
      this(extraEntryPoints, options, inline, precise, driverTimeout, explore, Duration.ZERO);
    }

    /** A request with the default exploration. */
    AnalysisRequest(
        List<String> extraEntryPoints,
        PairAnalysisOptions options,
        boolean inline,
        PreciseOptions precise,
        Duration driverTimeout) {
      this(extraEntryPoints, options, inline, precise, driverTimeout, ExploreOptions.defaults());
    }

    /** A request without a driver time budget. */
    AnalysisRequest(
        List<String> extraEntryPoints, PairAnalysisOptions options, boolean inline, PreciseOptions precise) {
      this(extraEntryPoints, options, inline, precise, Duration.ZERO);
    }

    /** A request without the precise checker. */
    AnalysisRequest(List<String> extraEntryPoints, PairAnalysisOptions options, boolean inline) {
      this(extraEntryPoints, options, inline, null);
    }

    AnalysisRequest withOptions(PairAnalysisOptions o) {
      return new AnalysisRequest(extraEntryPoints, o, inline, precise, driverTimeout, explore, cpuTimeout);
    }

    AnalysisRequest withDriverTimeout(Duration d) {
      return new AnalysisRequest(extraEntryPoints, options, inline, precise, d, explore, cpuTimeout);
    }

    AnalysisRequest withCpuTimeout(Duration d) {
      return new AnalysisRequest(extraEntryPoints, options, inline, precise, driverTimeout, explore, d);
    }
  }

  /**
   * How long before the end of a driver's time budget {@code t} its pair checks stop: a tenth of
   * it, at most a minute (what a check under way, a solver query or a summary's run, may take to
   * notice and return, and the report to be written), so that the analysis ends by itself.
   */
  static Duration stopBefore(Duration t) {
    Duration tenth = t.dividedBy(10);
    return tenth.compareTo(Duration.ofMinutes(1)) < 0 ? tenth : Duration.ofMinutes(1);
  }

  /** {@code d} for a message: whole seconds as {@code N s}, else {@code N ms}. */
  private static String seconds(Duration d) {
    return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
  }

  /** The code of the note on what the exploration of a closed program's interleavings found. */
  static final String EXPLORED = "explored";

  /** The code of the warning that a driver's analysis was stopped by its time budget. */
  static final String STOPPED = "driver-time-budget";

  /** Analyses {@code spec}; compile and lift failures come back as failed reports. */
  static Reports.DriverReport run(Drivers.Spec spec, AnalysisRequest request) {
    return run(spec, request, (done, total) -> {});
  }

  /** Analyses {@code spec}, telling {@code progress} how many pairs are checked. */
  static Reports.DriverReport run(
      Drivers.Spec spec, AnalysisRequest request, PairAnalysis.ProgressListener progress) {
    long t0 = System.nanoTime();
    if (spec.error() != null) {
      return Reports.DriverReport.failed(spec, "invalid", spec.error(), null, 0);
    }
    DebugTrace trace = request.options().trace();
    LiftResult lifted;
    try {
      lifted =
          Lifter.lift(
              spec.files(),
              spec.options(),
              Lifter.modelFor(spec.options()),
              request.extraEntryPoints(),
              trace);
    } catch (CompileException e) {
      return Reports.DriverReport.failed(spec, "compile", e.getMessage(), e.clangOutput(), millis(t0));
    } catch (LiftException e) {
      return Reports.DriverReport.failed(spec, "crash", "cannot lift: " + e.getMessage(), null, millis(t0));
    }
    Duration budget = request.driverTimeout();
    // from the start of this driver's analysis: its front end used part of the budget already
    Deadline deadline =
        budget.isZero()
            ? Deadline.NONE
            : new Deadline(
                t0 + budget.minus(stopBefore(budget)).toNanos(),
                "driver's time budget (--driver-timeout " + seconds(budget) + ")");
    Duration cpu = request.cpuTimeout();
    if (!cpu.isZero()) {
      // the process's CPU time since it started: the JVM's start and the front end count too
      deadline =
          deadline
              .withCpu(cpu.minus(stopBefore(cpu)), "CPU-time budget (--cpu-timeout " + seconds(cpu) + ")");
    }
    PairAnalysisResult result;
    try {
      result =
          new PairAnalysis(new VcVerifier(trace), request.options(), preparer(request))
              .withProgress(progress)
              .withDeadline(deadline)
              .analyze(lifted.program());
    } catch (IvlException e) {
      throw new IllegalStateException(
          "the lifted program breaks the analysis' conventions: " + e.diagnostics().get(0).render(), e);
    }
    PreciseResult precise = null;
    if (request.precise() != null) {
      try {
        Path dump = request.options().smtDumpDir();
        precise =
            new PreciseChecker(
                    new VcVerifier(trace),
                    request.precise(),
                    dump == null ? null : dump.resolve("precise"),
                    trace)
                .withDeadline(deadline)
                .check(lifted.program(), result);
      } catch (IvlException e) {
        throw new IllegalStateException(
            "the lifted program breaks the precise checker's conventions: "
                + e.diagnostics().get(0).render(),
            e);
      }
    }
    Diagnostic explored = null;
    if (request.explore() != null
        && request.extraEntryPoints().isEmpty()
        && !result.isVerified()
        && result.status() != PairAnalysisResult.Status.NO_ENTRY_POINTS
        && (precise == null || precise.conclusiveCount() == 0)
        && Explorer.isClosedProgram(lifted.program())) {
      Exploration e = new Explorer(request.explore(), deadline).explore(lifted.program());
      switch (e) {
        case Exploration.RaceFree proof -> {
          result = proof.apply(result);
          if (precise != null) {
            precise = proof.apply(precise);
          }
        }
        case Exploration.RaceFound found -> {
          if (precise != null) {
            precise = found.addTo(precise);
          }
        }
        case Exploration.Incomplete none -> {}
      }
      explored = new Diagnostic(Diagnostic.Severity.NOTE, EXPLORED, null, "explored the program's interleavings: " + e.describe());
    }
    List<Diagnostic> stopped = new ArrayList<>();
    if (explored != null) {
      stopped.add(explored);
    }
    if (deadline.passed()) {
      String by = deadline.reason();
      long open =
          result.pairs().stream()
              .filter(p -> p.verdict() == Verdict.UNVERIFIED && p.reason().contains(by))
              .count();
      long unconfirmed =
          precise == null
              ? 0
              : precise.pairs().stream().filter(p -> p.reason().contains(by)).count();
      List<String> left = new ArrayList<>();
      if (open > 0) {
        left.add(open + (open == 1 ? " pair it had not finished is" : " pairs it had not finished are")
            + " unverified");
      }
      if (unconfirmed > 0) {
        left.add(unconfirmed + (unconfirmed == 1 ? " pair" : " pairs")
            + " of the precise checker stopped before confirming all their races");
      }
      if (!left.isEmpty()) {
        stopped.add(
            Diagnostic.warning(
                STOPPED, null, "the analysis was " + by + ": " + String.join("; ", left)));
      }
    }
    List<Diagnostic> diagnostics = new ArrayList<>(lifted.diagnostics());
    diagnostics.addAll(stopped);
    // The analysis restates what the lifted program marks (unsound constructs, unresolved locks)
    // because it also runs on hand-written IVL; show each problem once, in the frontend's words.
    Set<String> said = new HashSet<>();
    lifted.diagnostics().forEach(d -> said.add(d.code() + "@" + d.location()));
    for (Diagnostic d : result.diagnostics()) {
      if (d.location() == null || !said.contains(d.code() + "@" + d.location())) {
        diagnostics.add(d);
      }
    }
    if (precise != null) {
      for (Diagnostic d : precise.diagnostics()) {
        if (d.location() == null || !said.contains(d.code() + "@" + d.location())) {
          diagnostics.add(d);
        }
      }
    }
    diagnostics = diagnostics.stream().distinct().sorted().toList();
    return new Reports.DriverReport(
        spec.name(),
        spec.source().toString(),
        new DisplayPaths(spec.source()),
        lifted.sources(),
        diagnostics,
        result,
        null,
        null,
        null,
        Drivers.linesOfCode(spec.files()),
        millis(t0),
        precise);
  }

  static long millis(long t0) {
    return (System.nanoTime() - t0) / 1_000_000;
  }
}

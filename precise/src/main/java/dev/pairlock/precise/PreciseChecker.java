package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.race.Deadline;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairResult;
import dev.pairlock.instrument.race.Verdict;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.Region;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerificationSession;
import dev.pairlock.ivl.smt.SolverBudget;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The context-bounded precise checker (WHOOP §IV, the role of CORRAL): for every entry-point pair
 * of a lockset result that the kernel may run concurrently, builds the sequentialized two-thread
 * program ({@link TwoThreadBuilder}) with yields and race checks placed by the {@link
 * YieldPolicy}, and searches it with the verifier for failing race checks; each one is a {@link
 * ConfirmedRace} with its interleaving.
 *
 * <p>The lockset result is used as a partial-order reduction: under {@link YieldPolicy#MR}, a
 * region proved race-free for a pair (every access pair protected by a common lock) gets no yields
 * and no checks; the interleavings it removes are equivalent to ones at lock operations. The
 * proved regions are {@link PairResult#provedRegions}: every shared region of a verified pair, the
 * regions a racy pair's check closed without a race, and the same for a pair left unverified only
 * by code the program models as a havoc (an external call, say: the proof holds for the program,
 * which is what this checker runs); region names identify regions here, so two regions with one
 * name are proved only together.
 *
 * <p>A bug finder: bounded (csb, unrolling, recursion), so "no races" means none within the
 * bounds; every race it reports has an execution of the two-thread program within them.
 */
public final class PreciseChecker {
  private final ProgramVerifier verifier;
  private final PreciseOptions options;
  private final boolean reduceYields;
  private final boolean slice;
  /** Where every query of the checker is written as SMT-LIB (null: nowhere). */
  private final Path smtDumpDir;
  /** Told each pair's time split ({@link DebugTrace.Topic#PRECISE}). */
  private final DebugTrace trace;
  /** When every pair's check stops (a driver's time budget), besides its own time limit. */
  private final Deadline deadline;

  /**
   * This checker, stopping its pairs at {@code d} as at their own time limit (what their finished
   * solver calls confirmed stands; the reason names {@code d}).
   */
  public PreciseChecker withDeadline(Deadline d) {
    return new PreciseChecker(verifier, options, reduceYields, slice, smtDumpDir, trace, d);
  }

  public PreciseChecker(ProgramVerifier verifier, PreciseOptions options) {
    this(verifier, options, null, DebugTrace.OFF);
  }

  /**
   * A checker that writes every query into {@code smtDumpDir} (null: nowhere) and tells {@code
   * trace} each pair's time split: how it reports, never what it finds.
   */
  public PreciseChecker(
      ProgramVerifier verifier, PreciseOptions options, Path smtDumpDir, DebugTrace trace) {
    this(verifier, options, true, true, smtDumpDir, trace, Deadline.NONE);
  }

  /**
   * {@code reduceYields} false keeps every lock-operation yield (no {@link YieldReduction}),
   * {@code slice} false every assignment (no {@link ConeOfInfluence}): the references the
   * reduction and the slicing are tested against.
   */
  PreciseChecker(
      ProgramVerifier verifier, PreciseOptions options, boolean reduceYields, boolean slice) {
    this(verifier, options, reduceYields, slice, null, DebugTrace.OFF, Deadline.NONE);
  }

  private PreciseChecker(
      ProgramVerifier verifier,
      PreciseOptions options,
      boolean reduceYields,
      boolean slice,
      Path smtDumpDir,
      DebugTrace trace,
      Deadline deadline) {
    this.verifier = verifier;
    this.options = options;
    this.reduceYields = reduceYields;
    this.slice = slice;
    this.smtDumpDir = smtDumpDir;
    this.trace = trace;
    this.deadline = deadline;
  }

  /**
   * Checks the pairs of {@code lockset} (the result of the lockset analysis of {@code program}).
   *
   * @throws IvlException if {@code program} is not a lifted program
   */
  public PreciseResult check(Program program, PairAnalysisResult lockset) throws IvlException {
    LiftedProgram lifted = LiftedProgram.of(program);
    List<PairOutcome> outcomes = new ArrayList<>();
    Map<String, ConfirmedRace> races = new LinkedHashMap<>();
    Set<Diagnostic> diagnostics = new TreeSet<>();
    for (PairResult pr : lockset.pairs()) {
      EntryPoint e1 = pr.first();
      EntryPoint e2 = pr.second();
      if (!e1.isInitLike() && e2.isInitLike()
          || !e1.isInitLike()
              && !e2.isInitLike()
              && lifted.reachesStart(e2.procedure(), e1.procedure())
              && !lifted.reachesStart(e1.procedure(), e2.procedure())) {
        // the init-like entry point, or the thread that creates the other, runs as thread 1
        e1 = pr.second();
        e2 = pr.first();
      }
      if (pr.verdict() == Verdict.SERIALIZED) {
        outcomes.add(
            new PairOutcome(
                e1,
                e2,
                PairOutcome.Status.SERIALIZED,
                pr.reason(),
                0,
                0,
                List.of(),
                List.of(),
                0,
                Duration.ZERO));
        continue;
      }
      // a builder per pair: a worker abandoned after its timeout may still be using the last one
      TwoThreadBuilder builder = new TwoThreadBuilder(lifted, options, reduceYields, slice);
      outcomes.add(checkPair(lifted, builder, pr, e1, e2, races, diagnostics));
    }
    List<ConfirmedRace> sorted = new ArrayList<>(races.values());
    sorted.sort(null);
    return new PreciseResult(options, outcomes, sorted, new ArrayList<>(diagnostics));
  }

  /** Names of the shared regions the lockset result proved race-free for the pair. */
  static Set<String> provedRegions(PairResult pr) {
    return new TreeSet<>(pr.provedRegions());
  }

  /** The region variables that get yields and race checks under the policy. */
  Set<String> checkedRegions(LiftedProgram lifted, PairResult pr, EntryPoint a, EntryPoint b) {
    Set<String> out = new TreeSet<>();
    Set<String> proved = provedRegions(pr);
    for (Region r : lifted.sharedRegions(a.procedure(), b.procedure())) {
      boolean check =
          switch (options.yieldPolicy()) {
            case ALL -> true;
            case EPP -> pr.verdict() != Verdict.VERIFIED;
            case MR -> !proved.contains(r.name());
          };
      if (check) {
        out.add(r.variable());
      }
    }
    return out;
  }

  /** Stack size of the worker thread of a pair (deep expression trees recurse). */
  private static final long WORKER_STACK = 512L << 20;

  /** How long a cancelled pair's worker may take to stop before it is abandoned. */
  private static final long STOP_GRACE_MS = 5_000;

  private static final String SOLVER_TIMEOUT = "the solver timed out";
  private static final String SOLVER_UNKNOWN = "the solver answered unknown: ";

  /**
   * What one pair's run produced: filled by the thread that runs the pair, read by the caller only
   * after that thread has ended.
   */
  private static final class PairRun {
    final Map<String, ConfirmedRace> races = new LinkedHashMap<>();
    final Set<Diagnostic> diagnostics = new TreeSet<>();
    final Set<String> found = new LinkedHashSet<>();
    volatile TwoThreadBuilder.Built built;
    /** Solver calls made so far. */
    volatile int calls;
    /** The pair's solver budget (null: none). */
    volatile SolverBudget budget;
  }

  /**
   * Checks one pair within its time budget: building the two-thread program, generating its VCs and
   * every solver call all count. With a budget, the work runs on a worker thread that is interrupted
   * when the budget is spent (flattening and VC generation stop at the next block; a running Z3
   * query stops at its own timeout, the time left); the pair is then TIMEOUT, with the races its
   * finished solver calls confirmed.
   */
  private PairOutcome checkPair(
      LiftedProgram lifted,
      TwoThreadBuilder builder,
      PairResult pr,
      EntryPoint e1,
      EntryPoint e2,
      Map<String, ConfirmedRace> races,
      Set<Diagnostic> diagnostics) {
    long start = System.nanoTime();
    PairRun run = new PairRun();
    long own =
        options.timeoutPerPair().isZero() ? Long.MAX_VALUE : start + options.timeoutPerPair().toNanos();
    long deadline = Math.min(own, this.deadline.nanoTime());
    if (deadline == Long.MAX_VALUE) {
      PairOutcome out = runPair(lifted, builder, pr, e1, e2, run, start, Long.MAX_VALUE);
      merge(run, races, diagnostics);
      return out;
    }
    FutureTask<PairOutcome> task =
        new FutureTask<>(() -> runPair(lifted, builder, pr, e1, e2, run, start, deadline));
    Thread worker = new Thread(null, task, "pairlock-precise-pair", WORKER_STACK);
    worker.setDaemon(true);
    worker.start();
    PairOutcome out = null;
    boolean interrupted = false;
    try {
      out = task.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    } catch (TimeoutException | InterruptedException e) {
      interrupted = e instanceof InterruptedException;
      task.cancel(true);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(e.getCause());
    }
    boolean stopped = true;
    if (out == null) {
      try {
        worker.join(STOP_GRACE_MS);
      } catch (InterruptedException e) {
        interrupted = true;
      }
      stopped = !worker.isAlive();
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    if (out != null) {
      merge(run, races, diagnostics);
      return out;
    }
    // The budget ran out: never verified, and confirmed only what finished solver calls found.
    String label = e1.procedure() + "/" + e2.procedure();
    String why =
        (deadline < own ? this.deadline.reason() : "timeout after " + budget())
            + " ("
            + (run.built == null ? "building the two-thread program" : "VC generation or solving")
            + ")";
    List<String> found = List.of();
    if (stopped) {
      merge(run, races, diagnostics);
      found = new ArrayList<>(new TreeSet<>(run.found));
    } else {
      diagnostics.add(
          Diagnostic.warning(
              "precise-timeout",
              null,
              label + ": the pair's worker did not stop within " + STOP_GRACE_MS + " ms of its"
                  + " timeout; its results are dropped"));
    }
    TwoThreadBuilder.Built built = run.built;
    PairOutcome.Status status =
        found.isEmpty() ? PairOutcome.Status.TIMEOUT : PairOutcome.Status.RACES;
    String reason =
        found.isEmpty()
            ? why
            : found.size() + " race(s) confirmed; other races may be missing: " + why;
    return new PairOutcome(
        e1,
        e2,
        status,
        reason,
        built == null ? 0 : built.tables().yields,
        built == null ? 0 : built.tables().checks.size(),
        new ArrayList<>(checkedRegions(lifted, pr, e1, e2)),
        found,
        run.calls,
        Duration.ofNanos(System.nanoTime() - start));
  }

  /** The per-pair budget for messages: {@code 60 s}, {@code 0.3 s}. */
  private String budget() {
    long ms = options.timeoutPerPair().toMillis();
    return (ms % 1000 == 0 ? String.valueOf(ms / 1000) : String.valueOf(ms / 1000.0)) + " s";
  }

  private static void merge(
      PairRun run, Map<String, ConfirmedRace> races, Set<Diagnostic> diagnostics) {
    run.races.forEach(races::putIfAbsent);
    diagnostics.addAll(run.diagnostics);
  }

  /**
   * One pair's work (see {@link #checkPair}), its results in {@code run}: build the two-thread
   * program of the regions left to check, open one verification session on it, search races until
   * none is left or the search stops, and say why it ended.
   */
  private PairOutcome runPair(
      LiftedProgram lifted,
      TwoThreadBuilder builder,
      PairResult pr,
      EntryPoint e1,
      EntryPoint e2,
      PairRun run,
      long start,
      long deadline) {
    Set<String> checked = checkedRegions(lifted, pr, e1, e2);
    Set<String> shared = new TreeSet<>();
    lifted.sharedRegions(e1.procedure(), e2.procedure()).forEach(r -> shared.add(r.variable()));
    if (checked.isEmpty()) {
      // no region gets a race check: nothing could fail, so the program is not built
      return nothingToCheck(e1, e2, shared, start);
    }
    run.budget =
        options.budgetPerPair() == 0 ? null : new SolverBudget(options.budgetPerPair());
    String label = e1.procedure() + "/" + e2.procedure();
    int unroll = options.unroll();
    TwoThreadBuilder.Built built = builder.build(e1, e2, checked, shared);
    run.built = built;
    PairOutcome out = search(lifted, built, label, checked, run, start, deadline, options);
    // Iterative deepening of the unrolling bound: a pair in which no race was found within the
    // bound (or no race check lay on a path within it), but whose loops were cut there, is built again with a larger bound as long as its
    // budget lasts (the same budget: a deeper attempt spends what the first left). A race behind
    // a loop that runs a fixed number of times (main computing before it reads a shared
    // variable) is confirmed; a deeper attempt that runs out finds what it found and otherwise
    // leaves the outcome of the last one that ended. The deeper attempts share a budget of their
    // own, a quarter of the pair's, and only a pair whose first attempt spent less than that
    // deepens: a program of many pairs that each find nothing does not spend every pair's budget.
    long deepening = options.budgetPerPair() / DEEPENING_SHARE;
    if (run.budget != null && run.budget.used() < deepening) {
      run.budget = new SolverBudget(deepening);
    } else {
      deepening = 0;
    }
    // First one more context per thread at the same unrolling bound: a race whose check needs the
    // first thread to run again after the second thread's access (the first thread preempted
    // right after its access, as main past a wait loop that the other thread ends) is beyond K
    // contexts when each thread needs K to reach its access. Confirmed races stay real runs (any
    // bound explores real runs only); the deeper unrolling below keeps the pair's own bound.
    if (deepening > 0 && nothingFound(out) && !run.budget.exhausted()
        && built.blocks().size() <= MAX_BLOCKS_TO_DEEPEN && deadline - System.nanoTime() > 0) {
      PreciseOptions more = options.withCsb(options.csb() + 1);
      TwoThreadBuilder.Built next =
          new TwoThreadBuilder(lifted, more, reduceYields, slice).build(e1, e2, checked, shared);
      PairOutcome o = search(lifted, next, label, checked, run, start, deadline, more);
      if (o.status() == PairOutcome.Status.RACES) {
        run.diagnostics.add(
            new Diagnostic(
                Diagnostic.Severity.NOTE,
                "precise-bounds",
                null,
                label + ": races confirmed with " + more.csb() + " contexts per thread"));
        noteBuilt(next, label, run.diagnostics);
        run.built = next;
        return o;
      }
    }
    while (deepening > 0
        && nothingFound(out)
        && built.loopsCut()
        && unroll < MAX_DEEPENED_UNROLL
        && built.blocks().size() <= MAX_BLOCKS_TO_DEEPEN
        && built.tables().yields <= MAX_YIELDS_TO_DEEPEN
        && run.budget.used() <= deepening / DEEPER_WHILE_SPENT_BELOW
        && !run.budget.exhausted()
        && deadline - System.nanoTime() > 0) {
      unroll = Math.min(MAX_DEEPENED_UNROLL, 2 * unroll + 2);
      PreciseOptions deeper = options.withUnroll(unroll);
      TwoThreadBuilder.Built next =
          new TwoThreadBuilder(lifted, deeper, reduceYields, slice).build(e1, e2, checked, shared);
      PairOutcome o = search(lifted, next, label, checked, run, start, deadline, deeper);
      if (o.status() != PairOutcome.Status.RACES && !nothingFound(o)) {
        break;
      }
      built = next;
      run.built = next;
      out = o;
    }
    noteBuilt(built, label, run.diagnostics);
    if (nothingFound(out) && !built.assumed().isEmpty()) {
      // the text report's word for it (the JSON has it in the pair's reason)
      run.diagnostics.add(
          new Diagnostic(
              Diagnostic.Severity.NOTE,
              "precise-assumed",
              null,
              label + ": no race confirmed" + assumedClause(built)));
    }
    return out;
  }

  /**
   * What the runs checked assumed of library results ({@link TwoThreadBuilder.Built#assumed}), as
   * a clause of a reason: "; only runs where pthread_mutex_init returned 0 were checked (...)";
   * empty when nothing was assumed. A pair that found nothing must not read as a proof.
   */
  static String assumedClause(TwoThreadBuilder.Built built) {
    return built.assumed().isEmpty()
        ? ""
        : "; only runs where " + String.join(", ", built.assumed()) + " were checked (the"
            + " precise checker narrows these library results to their success; a race on a run"
            + " where such a call fails is not searched for)";
  }

  /** The search ended without a race: none within the bounds, or no check on a path within them. */
  private static boolean nothingFound(PairOutcome o) {
    return o.status() == PairOutcome.Status.NO_RACES_WITHIN_BOUNDS
        || o.status() == PairOutcome.Status.NOTHING_TO_CHECK;
  }

  /** The deeper attempts of {@link #runPair} share this part of the pair's budget. */
  static final long DEEPENING_SHARE = 4;

  /** The largest unrolling bound {@link #runPair} deepens to. */
  static final int MAX_DEEPENED_UNROLL = 30;

  /**
   * A pair program of more yields is not built again with a larger unrolling bound. A search
   * costs with the points where a thread may switch, and a loop with a yield in it (a shared
   * access or a lock operation: a spin loop, a loop of joins or waits) gains yields with every
   * copy: SV-COMP's dekker went from 10 to 75 s, a program whose loop of joins the checker runs
   * by handle from 8 to 70 s, all deepened to 30 back edges without finding anything. A race
   * behind a loop of local computation (fib, loop_then_race.c: 1 to 13 yields at 30 back edges)
   * is still found.
   */
  static final int MAX_YIELDS_TO_DEEPEN = 24;

  /**
   * A deeper attempt is made only while the attempts after the first spent at most this part of
   * their budget: each costs several times the one before (SV-COMP's per-thread-array-join-counter,
   * a pair of 4 yields: 0.3M solver units at 6 back edges, 2.6M at 14, 25M at 30, for nothing), so
   * one that starts with more spent would mostly run out unanswered.
   */
  static final long DEEPER_WHILE_SPENT_BELOW = 16;

  /** A pair program of more blocks is not built again with a larger unrolling bound. */
  static final int MAX_BLOCKS_TO_DEEPEN = 4_000;

  /**
   * Searches the races of one built pair program under {@code bounds} (the options it was built
   * with), on {@code run}'s budget.
   */
  private PairOutcome search(
      LiftedProgram lifted,
      TwoThreadBuilder.Built built,
      String label,
      Set<String> checked,
      PairRun run,
      long start,
      long deadline,
      PreciseOptions bounds) {
    long builtAt = System.nanoTime();
    if (built.tables().checks.isEmpty()) {
      return outcome(
          built,
          PairOutcome.Status.NOTHING_TO_CHECK,
          (built.tables().protectedAccesses > 0
              ? "on the paths feasible within the bounds, every access to a checked region"
                  + " protected by a lock from the other thread's conflicting accesses"
              : "no race check on a path feasible within the bounds")
              + assumedClause(built),
          checked,
          List.of(),
          0,
          start);
    }
    VerifyOptions vo =
        new VerifyOptions(
            Duration.ZERO, smtDumpDir, options.randomSeed(), 1, Names.OBSERVED, run.budget);
    // One VC for all of the pair's queries: each race found is assumed reported (the final
    // assertions consult the functions RaceExclusions makes facts about), and the solver is asked
    // again, keeping what it learned.
    VerificationSession session;
    try {
      session = verifier.open(built.program(), built.main(), vo);
    } catch (IvlException e) {
      run.diagnostics.addAll(e.diagnostics());
      return outcome(
          built,
          PairOutcome.Status.UNKNOWN,
          "the two-thread program could not be checked: " + e.getMessage(),
          checked,
          List.of(),
          0,
          start);
    }
    long opened = System.nanoTime();
    List<Long> checkNanos = new ArrayList<>();
    Ending end = new Ending();
    try (session) {
      searchRaces(lifted, built, label, session, run, deadline, checkNanos, end);
    }
    if (trace.on(DebugTrace.Topic.PRECISE)) {
      trace.line(
              DebugTrace.Topic.PRECISE,
              String.format(
                  "precise %s %s csb %d unroll %d: build %d ms, open %d ms, checks %s ms, %d yields, %d"
                      + " checks, %d solver units spent of the budget",
                  label,
                  options.yieldPolicy(),
                  bounds.csb(),
                  bounds.unroll(),
                  (builtAt - start) / 1_000_000,
                  (opened - builtAt) / 1_000_000,
                  checkNanos.stream().map(n -> String.valueOf(n / 1_000_000)).toList(),
                  built.tables().yields,
                  built.tables().checks.size(),
                  run.budget == null ? 0 : run.budget.used()));
    }
    return ended(built, checked, run.found, end, session.checks(), start, bounds);
  }

  /**
   * A pair with no region to check: none shared (both reach it, one may write it), or each proved
   * by the lockset analysis.
   */
  private static PairOutcome nothingToCheck(
      EntryPoint e1, EntryPoint e2, Set<String> shared, long start) {
    return new PairOutcome(
        e1,
        e2,
        PairOutcome.Status.NOTHING_TO_CHECK,
        shared.isEmpty()
            ? "no race check (no region both threads reach that either writes)"
            : "every shared region proved race-free by the lockset analysis",
        0,
        0,
        List.of(),
        List.of(),
        0,
        Duration.ofNanos(System.nanoTime() - start));
  }

  /** The builder's notes (bounds hit); whether the pair reaches constructs not modelled soundly. */
  private static void noteBuilt(
      TwoThreadBuilder.Built built, String label, Set<Diagnostic> diagnostics) {
    for (String n : built.notes()) {
      diagnostics.add(
          new Diagnostic(Diagnostic.Severity.NOTE, "precise-bounds", null, label + ": " + n));
    }
    if (built.tainted()) {
      diagnostics.add(
          Diagnostic.warning(
              "precise-unsound",
              null,
              label
                  + ": reaches constructs not modelled soundly (unresolved locks or {:unsound});"
                  + " its confirmed races are marked inconclusive"));
    }
  }

  /**
   * Why a pair's race search ended: a status that overrides the one its races give (null: none),
   * and the reason (null: the search ran to completion).
   */
  private static final class Ending {
    PairOutcome.Status status;
    String stop;

    void set(PairOutcome.Status status, String stop) {
      this.status = status;
      this.stop = stop;
    }
  }

  /**
   * Asks {@code session} for a failing race check until it verifies, runs out of time, answers
   * inconclusively or repeats itself; each race found is recorded in {@code run} and excluded from
   * the next query. Why it ended goes to {@code end}.
   */
  private void searchRaces(
      LiftedProgram lifted,
      TwoThreadBuilder.Built built,
      String label,
      VerificationSession session,
      PairRun run,
      long deadline,
      List<Long> checkNanos,
      Ending end) {
    RaceExclusions excluded = new RaceExclusions(lifted, built, options.maxRacesPerCheck());
    while (true) {
      long remaining = deadline - System.nanoTime();
      if (remaining <= 0) {
        end.set(PairOutcome.Status.TIMEOUT, "timeout after " + budget());
        return;
      }
      excluded.drain().forEach(session::assume);
      // One failure per call: its model gives every race of its execution, and each race
      // excludes all the check/writer combinations that report it (RaceExclusions); asking the
      // verifier for more failures in one call would re-find those one query each.
      Outcome outcome;
      long asked = System.nanoTime();
      try {
        run.calls++;
        outcome =
            session.check(deadline == Long.MAX_VALUE ? Duration.ZERO : Duration.ofNanos(remaining));
        checkNanos.add(System.nanoTime() - asked);
      } catch (IvlException e) {
        run.diagnostics.addAll(e.diagnostics());
        end.set(
            PairOutcome.Status.UNKNOWN,
            "the two-thread program could not be checked: " + e.getMessage());
        return;
      }
      // an answer that stopped after its failures: why (and the status it gives)
      Ending stopped = new Ending();
      List<Failure> failures = failures(outcome, deadline, run.budget, end, stopped);
      if (failures == null) {
        return;
      }
      boolean progress = recordRaces(lifted, built, label, failures, excluded, run, end);
      if (stopped.stop != null) {
        end.set(stopped.status, stopped.stop);
        return;
      }
      if (!progress) {
        end.status = PairOutcome.Status.UNKNOWN;
        if (end.stop == null) {
          end.stop = "the verifier repeated a failure already reported";
        }
        return;
      }
    }
  }

  /**
   * The failures of {@code outcome} to map to races, or null when the search ends (why, if not
   * complete: in {@code end}); a partial answer's reason to stop after its failures goes to {@code
   * stopped}.
   */
  private List<Failure> failures(
      Outcome outcome, long deadline, SolverBudget budget, Ending end, Ending stopped) {
    boolean spent = budget != null && budget.exhausted();
    return switch (outcome) {
      case Outcome.Verified v -> {
        if (System.nanoTime() > deadline) {
          // VC generation overran the budget: a late answer is not a verdict
          end.set(PairOutcome.Status.TIMEOUT, "timeout after " + budget());
        }
        yield null;
      }
      case Outcome.Timeout t -> {
        end.set(PairOutcome.Status.TIMEOUT, SOLVER_TIMEOUT);
        yield null;
      }
      case Outcome.Unknown u -> {
        if (spent) {
          // out of the pair's deterministic budget: as a timeout, in every run at this call
          end.set(PairOutcome.Status.TIMEOUT, budget.exhaustedMessage());
        } else {
          end.set(PairOutcome.Status.UNKNOWN, SOLVER_UNKNOWN + u.reason());
        }
        yield null;
      }
      // complete: the next check finds nothing new and verifies
      case Outcome.Failed f -> f.failures();
      case Outcome.Partial f -> {
        // the races are real; whether there are more, only a next check can say
        switch (f.stop()) {
          case Outcome.Stop.FailureLimit l -> {}
          case Outcome.Stop.SolverTimeout t ->
              stopped.set(PairOutcome.Status.TIMEOUT, SOLVER_TIMEOUT);
          case Outcome.Stop.SolverUnknown u ->
              stopped.set(
                  spent ? PairOutcome.Status.TIMEOUT : PairOutcome.Status.UNKNOWN,
                  spent ? budget.exhaustedMessage() : SOLVER_UNKNOWN + u.reason());
        }
        yield f.failures();
      }
    };
  }

  /**
   * Maps each failing race check of {@code failures} (and the others failing on the same path) to
   * a confirmed race in {@code run}, excluding it from later queries. Whether anything new was
   * found; a failure that is no race check sets {@code end}'s reason.
   */
  private static boolean recordRaces(
      LiftedProgram lifted,
      TwoThreadBuilder.Built built,
      String label,
      List<Failure> failures,
      RaceExclusions excluded,
      PairRun run,
      Ending end) {
    boolean progress = false;
    for (Failure f : failures) {
      Optional<Integer> id = TraceMapper.intAttr(f.attrs(), Names.CHECK);
      if (id.isEmpty()) {
        end.stop = "a failing assertion that is not a race check: " + f.kind().message;
        continue;
      }
      // The picked check first, then the others failing on the same path: one model, all of
      // its execution's races.
      for (TraceMapper.FailingCheck c : TraceMapper.failingChecks(built, f, id.get())) {
        if (!excluded.add(c.checkId(), c.writer())) {
          continue;
        }
        progress = true;
        Optional<ConfirmedRace> race = TraceMapper.map(lifted, built, f, c);
        if (race.isEmpty()) {
          run.diagnostics.add(
              Diagnostic.warning(
                  "race-writer-unknown",
                  built.tables().checks.get(c.checkId()).site().location(),
                  label
                      + ": a race check failed but the last writer is not an access of the"
                      + " other thread"));
          continue;
        }
        run.found.add(race.get().key());
        run.races.putIfAbsent(race.get().key(), race.get());
      }
    }
    return progress;
  }

  /** The outcome of a pair whose search ended as {@code end} says, with the races {@code found}. */
  private PairOutcome ended(
      TwoThreadBuilder.Built built,
      Set<String> checked,
      Set<String> found,
      Ending end,
      int calls,
      long start,
      PreciseOptions bounds) {
    PairOutcome.Status status = end.status;
    if (status == null) {
      status = found.isEmpty() ? PairOutcome.Status.NO_RACES_WITHIN_BOUNDS : PairOutcome.Status.RACES;
    } else if (!found.isEmpty()) {
      status = PairOutcome.Status.RACES;
    }
    String reason =
        switch (status) {
          case RACES -> found.size() + " race(s) confirmed";
          case NO_RACES_WITHIN_BOUNDS ->
              "no race within " + bounds.describeBounds() + assumedClause(built);
          default -> end.stop;
        };
    if (status == PairOutcome.Status.RACES && end.stop != null) {
      reason += "; other races may be missing: " + end.stop;
    }
    return outcome(
        built, status, reason, checked, new ArrayList<>(new TreeSet<>(found)), calls, start);
  }

  private static PairOutcome outcome(
      TwoThreadBuilder.Built built,
      PairOutcome.Status status,
      String reason,
      Set<String> checked,
      List<String> races,
      int calls,
      long start) {
    return new PairOutcome(
        built.thread1(),
        built.thread2(),
        status,
        reason,
        built.tables().yields,
        built.tables().checks.size(),
        new ArrayList<>(checked),
        races,
        calls,
        Duration.ofNanos(System.nanoTime() - start));
  }
}

package dev.pairlock.instrument.race;

import dev.pairlock.instrument.EntryPointPair;
import dev.pairlock.instrument.GhostNames;
import dev.pairlock.instrument.Inliner;
import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.instrument.PairProgramBuilder;
import dev.pairlock.instrument.SerializationRule;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.verify.ProgramVerifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Symbolic pairwise lockset analysis (WHOOP §III): for every pair of entry points the kernel may
 * run concurrently (all unordered pairs, self pairs included, minus those a {@link
 * SerializationRule} serializes), builds the {@link PairProgram}, inlines it ({@link Inliner}) and
 * verifies it; each failing race assertion is a potential race, recovered from the counterexample's
 * final values of the pick ghosts. To report every racing pair of accesses (up to {@link
 * PairAnalysisOptions#maxRacesPerRegion()}), a found pair is excluded from its region's assertion
 * and the pair verified again, until it verifies.
 *
 * <p>A pair is never reported verified when the proof would not be sound: an unresolved lock, an
 * {@code {:unsound}} command, a shared region used outside an access command, recursion, the
 * inlining bounds make it {@link Verdict#UNVERIFIED} even when races were found (they are reported
 * as {@linkplain Race#inconclusive() inconclusive}); a failing assertion that is not a race check,
 * a timeout or an unknown answer make it unverified unless races were found before.
 */
public final class PairAnalysis {
  /**
   * A pair the lifted program itself serializes, by facts about its entry points rather than by
   * their kinds: the self pair of a {@code {:single_instance}} entry point, a thread main joins
   * before it creates the other ({@code {:ends_before}}), and module_exit against an entry point
   * the kernel calls holding a module reference ({@code {:holds_module}}).
   */
  private static Optional<SerializationRule> serializedByProgram(
      LiftedProgram lifted, EntryPoint a, EntryPoint b) {
    if (a.equals(b) && a.singleInstance()) {
      String why =
          a.kind().equals(EntryPoint.MAIN)
              ? "main runs once, as the program's initial thread"
              : a.procedure()
                  + " runs as a single instance (started once, outside loops): it never runs"
                  + " concurrently with itself";
      return Optional.of(programRule("single-instance", why));
    }
    for (EntryPoint[] ab : new EntryPoint[][] {{a, b}, {b, a}}) {
      if (lifted.endsBefore(ab[0], ab[1])) {
        return Optional.of(
            programRule(
                "joined-before",
                "main joins " + ab[0].procedure() + " before it creates " + ab[1].procedure()));
      }
      if (ab[0].kind().equals(EntryPoint.MODULE_EXIT) && lifted.holdsModule(ab[1])) {
        return Optional.of(
            programRule(
                "module-ref",
                "module_exit cannot run while the kernel holds a reference to the module, as it"
                    + " does around every call of "
                    + ab[1].procedure()
                    + " (its table's owner is THIS_MODULE)"));
      }
    }
    return Optional.empty();
  }

  /** A rule of one pair's program facts: it names the reason, and matches no kinds. */
  private static SerializationRule programRule(String name, String reason) {
    return new SerializationRule(name, reason, (x, y) -> false);
  }

  private final ProgramVerifier verifier;
  private final PairAnalysisOptions options;
  private final PairProgramPreparer preparer;
  private final ProgressListener progress;
  /** When the analysis stops checking: the pairs not finished by then are unverified. */
  private final Deadline deadline;

  /** Hears how many pairs are checked: for progress displays. */
  @FunctionalInterface
  public interface ProgressListener {
    /**
     * Called with {@code (0, total)} before the first pair is checked, then after each pair (from
     * the thread that checked it; calls may overlap).
     */
    void pairsDone(int done, int total);
  }

  public PairAnalysis(ProgramVerifier verifier, PairAnalysisOptions options) {
    this(verifier, options, PairProgramPreparer.INLINED);
  }

  /** An analysis that verifies what {@code preparer} makes of each inlined pair program. */
  public PairAnalysis(
      ProgramVerifier verifier, PairAnalysisOptions options, PairProgramPreparer preparer) {
    this(verifier, options, preparer, null, Deadline.NONE);
  }

  private PairAnalysis(
      ProgramVerifier verifier,
      PairAnalysisOptions options,
      PairProgramPreparer preparer,
      ProgressListener progress,
      Deadline deadline) {
    this.verifier = verifier;
    this.options = options;
    this.preparer = preparer;
    this.progress = progress;
    this.deadline = deadline;
  }

  /** This analysis, reporting its progress to {@code listener}. */
  public PairAnalysis withProgress(ProgressListener listener) {
    return new PairAnalysis(verifier, options, preparer, listener, deadline);
  }

  /**
   * This analysis, stopping at {@code d} (a driver's time budget): every pair finished by then
   * keeps its verdict, every other one is unverified naming {@code d}, and the second checks (which
   * only name the locks of races more precisely) are left out once it has passed. Its result is
   * then a report of what was finished, rather than none.
   */
  public PairAnalysis withDeadline(Deadline d) {
    return new PairAnalysis(verifier, options, preparer.withDeadline(d), progress, d);
  }

  /**
   * Analyses a lifted program: decides which pairs are serialized ({@link #serialization}), notes
   * what holds for the whole program ({@link #programNotes}), checks every other pair in two
   * rounds ({@link Rounds}) and collects the pairs' results and races.
   *
   * @throws IvlException if the program does not follow the lifted-program conventions
   */
  public PairAnalysisResult analyze(Program program) throws IvlException {
    LiftedProgram lifted = LiftedProgram.of(program);
    Map<EntryPointPair, Optional<SerializationRule>> rules = serialization(lifted);
    PairProgramBuilder builder =
        new PairProgramBuilder(
            lifted,
            options.paramAliasing(),
            (a, b) -> rules.get(new EntryPointPair(a, b)).isEmpty());
    Set<Diagnostic> diagnostics = new TreeSet<>(programNotes(lifted, rules));
    Rounds rounds = new Rounds(lifted, builder, rules);
    List<PairCheck.Result> finals = rounds.run();
    diagnostics.addAll(rounds.secondsCut());
    Map<List<Object>, Race> races = new LinkedHashMap<>();
    List<PairResult> results = new ArrayList<>();
    for (PairCheck.Result w : finals) {
      results.add(w.pair());
      w.races().forEach(races::putIfAbsent);
      diagnostics.addAll(w.diagnostics());
    }
    List<Race> sorted = new ArrayList<>(races.values());
    sorted.sort(null);
    return new PairAnalysisResult(
        lifted.entryPoints(),
        results,
        sorted,
        lifted.regions().size(),
        new ArrayList<>(diagnostics));
  }

  /** Every entry-point pair, with the rule that serializes it (the program's or an option's). */
  private Map<EntryPointPair, Optional<SerializationRule>> serialization(LiftedProgram lifted) {
    Map<EntryPointPair, Optional<SerializationRule>> rules = new LinkedHashMap<>();
    for (EntryPointPair pair : EntryPointPair.all(lifted.entryPoints())) {
      // a callback's self rule names the kernel's reason before the generic single-instance one
      rules.put(
          pair,
          options.serializationRules().stream()
              .filter(r -> r.self() && r.serializes(pair.first(), pair.second()))
              .findFirst()
              .or(() -> serializedByProgram(lifted, pair.first(), pair.second()))
              .or(
                  () ->
                      options.serializationRules().stream()
                          .filter(r -> r.serializes(pair.first(), pair.second()))
                          .findFirst()));
    }
    return rules;
  }

  /**
   * What holds for the program rather than a pair: init-like entry points that reach no
   * registration, and, when no pair is checked, the constructs not modelled soundly that no pair
   * carries.
   */
  private static List<Diagnostic> programNotes(
      LiftedProgram lifted, Map<EntryPointPair, Optional<SerializationRule>> rules) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    // no entry point at all is the result's status (NO_ENTRY_POINTS); the frontend says what it
    // looked for
    for (EntryPoint ep : lifted.entryPoints()) {
      if (ep.isInitLike()
          && lifted.entryPoints().size() > 1
          && !lifted.reachesRegistration(ep.procedure())) {
        diagnostics.add(
            new Diagnostic(
                Diagnostic.Severity.NOTE,
                "no-registration",
                ep.location(),
                ep.procedure()
                    + " reaches no {:registration} call: all of it is checked against the other"
                    + " entry points"));
      }
    }
    if (!lifted.entryPoints().isEmpty() && rules.values().stream().allMatch(Optional::isPresent)) {
      diagnostics.addAll(uncheckedUnsound(lifted));
    } else {
      diagnostics.addAll(unanalysedConcurrency(lifted));
    }
    return diagnostics;
  }

  /**
   * Taint kinds that stand for code running concurrently that no entry point stands for: a thread
   * whose start function is not resolved, a callback handed to the kernel that is not an entry
   * point. No pair covers the races between it and the entry points.
   */
  private static final Set<String> CONCURRENT_CODE_NOT_ANALYSED =
      Set.of("unresolved-thread", "callback-not-entry");

  /**
   * Pairs are checked, yet code that no entry point stands for may run beside them (a taint of
   * {@link #CONCURRENT_CODE_NOT_ANALYSED} reachable from an entry point): every pair may be proved,
   * and still the driver is not known to be race-free ({@link
   * PairAnalysisResult#UNANALYSED_CONCURRENCY}).
   */
  private static List<Diagnostic> unanalysedConcurrency(LiftedProgram lifted) {
    return taintWarnings(
        lifted,
        CONCURRENT_CODE_NOT_ANALYSED::contains,
        PairAnalysisResult.UNANALYSED_CONCURRENCY,
        "code that no entry point stands for may run beside the entry points, so the program is"
            + " not known to be race-free");
  }

  /**
   * One warning of code {@code code} per construct not modelled soundly whose kind {@code kinds}
   * accepts and that an entry point reaches: {@code text}, then the construct's message.
   */
  private static List<Diagnostic> taintWarnings(
      LiftedProgram lifted, java.util.function.Predicate<String> kinds, String code, String text) {
    List<Diagnostic> out = new ArrayList<>();
    Set<String> seen = new TreeSet<>();
    for (EntryPoint ep : lifted.entryPoints()) {
      for (LiftedProgram.Taint t : lifted.taintsReachable(ep.procedure())) {
        Diagnostic d = t.diagnostic();
        if (kinds.test(d.code()) && seen.add(d.render())) {
          out.add(
              new Diagnostic(
                  Diagnostic.Severity.WARNING, code, d.location(),
                  text + " (" + d.message() + ")"));
        }
      }
    }
    return out;
  }

  /**
   * No pair is checked, so no pair carries the program's constructs not modelled soundly: yet such
   * a construct (a thread started through a pointer or by an unmodelled library, a callback handed
   * to an external function) may run code concurrently that no entry point stands for. The driver
   * is then not known to be race-free.
   */
  private static List<Diagnostic> uncheckedUnsound(LiftedProgram lifted) {
    return taintWarnings(
        lifted,
        kind -> true,
        PairAnalysisResult.UNCHECKED_UNSOUND,
        "no pair to check, yet code not modelled soundly may run beside the entry points");
  }


  /**
   * The checks of one analysis: first every pair with the cheaper preparer; then the pairs where
   * races were found again, with the facts that name the locks of the race reports, each side
   * summarised for the regions racy in any of its pairs (so that one summary serves them all).
   */
  private final class Rounds {
    private final List<EntryPointPair> pairs;
    private final Map<EntryPointPair, Optional<SerializationRule>> rules;
    private final PairProgramPreparer prep = preparer.forAnalysis();
    /** Per pair, in order: its check, null for a serialized pair. */
    private final List<PairCheck> checks = new ArrayList<>();
    private final AtomicInteger done = new AtomicInteger();
    private final int total;

    Rounds(
        LiftedProgram lifted,
        PairProgramBuilder builder,
        Map<EntryPointPair, Optional<SerializationRule>> rules) {
      this.rules = rules;
      this.pairs = new ArrayList<>(rules.keySet());
      this.total = pairs.size();
      if (progress != null) {
        progress.pairsDone(0, total);
      }
      for (EntryPointPair pair : pairs) {
        checks.add(
            rules.get(pair).isPresent()
                ? null
                : new PairCheck(lifted, builder.build(pair), verifier, options, prep, deadline));
      }
    }

    /** Every pair's final result, in the order of the pairs. */
    List<PairCheck.Result> run() {
      List<PairCheck.Result> firsts = first();
      List<PairCheck.Result> finals = new ArrayList<>(firsts);
      second(firsts, finals);
      return finals;
    }

    /**
     * A note when some racy pair kept its first check's races because its second check did not
     * run, did not finish (the driver's deadline, the pair's limits) or ended less sound: their
     * lock names are coarser, and some of those races may be spurious counterexamples that the
     * second check's per-site facts exclude. Over-reporting, never a race missed; the report says
     * so.
     */
    List<Diagnostic> secondsCut() {
      long n = checks.stream().filter(c -> c != null && c.secondCut()).count();
      if (n == 0) {
        return List.of();
      }
      return List.of(
          new Diagnostic(
              Diagnostic.Severity.NOTE,
              PairAnalysisResult.SECOND_CHECKS_CUT,
              null,
              n + " racy pair" + (n == 1 ? "" : "s") + " kept the races of the first check: the"
                  + " second check, which names their locks per access and may exclude some of"
                  + " those races as spurious, did not run, did not finish or was less sound"));
    }

    /** The first round: every pair, serialized ones answered by their rule. */
    private List<PairCheck.Result> first() {
      List<Supplier<PairCheck.Result>> work = new ArrayList<>();
      List<PairProgram> programs = new ArrayList<>();
      for (int k = 0; k < pairs.size(); k++) {
        EntryPointPair pair = pairs.get(k);
        Optional<SerializationRule> rule = rules.get(pair);
        PairCheck check = checks.get(k);
        // a pair with no region both sides access is answered without summaries (PairCheck):
        // its sides are summarised only for the pairs that need them
        if (check != null && !check.pairProgram().sharedRegions().isEmpty()) {
          programs.add(check.pairProgram());
        }
        work.add(
            () -> {
              PairCheck.Result r =
                  check == null
                      ? new PairCheck.Result(serialized(pair, rule.get()), Map.of(), Set.of())
                      : check.first();
              // a pair checked again counts when its second check is done
              if (progress != null && (check == null || check.racyVariables().isEmpty())) {
                progress.pairsDone(done.incrementAndGet(), total);
              }
              return r;
            });
      }
      return withSidesFirst(prep.withoutReportFacts(), programs, work);
    }

    /** The second round: the racy pairs of {@code firsts} again, their results into finals. */
    private void second(List<PairCheck.Result> firsts, List<PairCheck.Result> finals) {
      if (deadline.passed()) {
        // the first checks' races stand, with their coarser lock names
        checks.stream()
            .filter(c -> c != null && !c.racyVariables().isEmpty())
            .forEach(PairCheck::skipSecond);
        return;
      }
      Map<String, Set<String>> racyByEntry = new HashMap<>();
      Map<String, Set<Long>> sitesByEntry = new HashMap<>();
      List<Integer> again = new ArrayList<>();
      for (int k = 0; k < checks.size(); k++) {
        PairCheck check = checks.get(k);
        if (check == null || check.racyVariables().isEmpty()) {
          continue;
        }
        again.add(k);
        PairResult pr = firsts.get(k).pair();
        for (String e : List.of(pr.first().procedure(), pr.second().procedure())) {
          racyByEntry.computeIfAbsent(e, x -> new TreeSet<>()).addAll(check.racyVariables());
        }
        check.racySites()
            .forEach((e, s) -> sitesByEntry.computeIfAbsent(e, x -> new TreeSet<>()).addAll(s));
      }
      List<Supplier<PairCheck.Result>> seconds = new ArrayList<>();
      List<PairProgram> racyPrograms = new ArrayList<>();
      for (int k : again) {
        racyPrograms.add(checks.get(k).pairProgram());
      }
      for (int k : again) {
        PairCheck check = checks.get(k);
        PairCheck.Result quick = firsts.get(k);
        seconds.add(
            () -> {
              PairCheck.Result r = check.second(quick, racyByEntry, sitesByEntry);
              if (progress != null) {
                progress.pairsDone(done.incrementAndGet(), total);
              }
              return r;
            });
      }
      List<PairCheck.Result> rechecked =
          withSidesFirst(
              prep.withReportFactsFor(racyByEntry, sitesByEntry), racyPrograms, seconds);
      for (int n = 0; n < again.size(); n++) {
        finals.set(again.get(n), rechecked.get(n));
      }
    }
  }

  /** The result of a pair {@code rule} serializes. */
  private static PairResult serialized(EntryPointPair pair, SerializationRule rule) {
    return new PairResult(
        pair.first(),
        pair.second(),
        Verdict.SERIALIZED,
        rule.reason() + " (rule " + rule.name() + ")",
        List.of(),
        List.of(),
        List.of(),
        0,
        Duration.ZERO);
  }

  /**
   * Runs {@code work} after the sides of {@code programs} ({@link PairProgramPreparer#prepareSide}),
   * each distinct side once, the largest first (commands in its procedures): with a pair thread
   * each, the large sides of r8169 of the WHOOP suite kept the other thread waiting for them.
   * Results of {@code work}, in order.
   */
  private List<PairCheck.Result> withSidesFirst(
      PairProgramPreparer prep, List<PairProgram> programs, List<Supplier<PairCheck.Result>> work) {
    record SideWork(PairProgram pp, int side, long size) {}
    Map<String, SideWork> sides = new LinkedHashMap<>();
    for (PairProgram pp : programs) {
      for (int side = 1; side <= 2; side++) {
        if (!sides.containsKey(pp.sideKeys().get(side - 1))) {
          sides.put(pp.sideKeys().get(side - 1), new SideWork(pp, side, size(pp, side)));
        }
      }
    }
    List<SideWork> order = new ArrayList<>(sides.values());
    order.sort(Comparator.comparingLong(SideWork::size).reversed()); // stable: ties in pair order
    List<Supplier<PairCheck.Result>> all = new ArrayList<>();
    if (options.threads() > 1) {
      for (SideWork w : order) {
        all.add(
            () -> {
              prep.prepareSide(w.pp(), w.side());
              return null;
            });
      }
    }
    int ahead = all.size();
    all.addAll(work);
    return run(all).subList(ahead, all.size());
  }

  /** The number of commands in the procedures of side {@code side} of {@code pp}. */
  private static long size(PairProgram pp, int side) {
    String suffix = GhostNames.sideCopy("", side);
    long n = 0;
    for (Decl.Procedure p : pp.program().procedures()) {
      if (p.body() != null && p.name().endsWith(suffix)) {
        for (Block b : p.body().blocks()) {
          n += b.cmds().size();
        }
      }
    }
    return n;
  }

  /** Runs the pair checks, on {@link PairAnalysisOptions#threads()} threads, results in order. */
  private List<PairCheck.Result> run(List<Supplier<PairCheck.Result>> work) {
    List<PairCheck.Result> out = new ArrayList<>();
    if (options.threads() <= 1 || work.size() <= 1) {
      work.forEach(w -> out.add(w.get()));
      return out;
    }
    ExecutorService pool = Executors.newFixedThreadPool(options.threads());
    try {
      List<Future<PairCheck.Result>> futures = new ArrayList<>();
      for (Supplier<PairCheck.Result> w : work) {
        futures.add(pool.submit(w::get));
      }
      for (Future<PairCheck.Result> f : futures) {
        try {
          out.add(f.get());
        } catch (ExecutionException e) {
          switch (e.getCause()) {
            case RuntimeException re -> throw re;
            case Error er -> throw er; // out of memory or stack: reported as such
            default -> throw new IllegalStateException("pair check failed", e.getCause());
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted while checking pairs", e);
        }
      }
      return out;
    } finally {
      pool.shutdownNow();
    }
  }
}

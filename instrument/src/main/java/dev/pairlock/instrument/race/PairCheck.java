package dev.pairlock.instrument.race;

import dev.pairlock.instrument.EntryPointPair;
import dev.pairlock.instrument.Inliner;
import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.instrument.PickDomain;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.Region;
import dev.pairlock.ivl.smt.SolverBudget;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerificationSession;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The check of one entry-point pair: inline and prepare the pair program, then enumerate its races
 * in one {@link VerificationSession} (one VC, one solver; one per region with {@link
 * PairAnalysisOptions#regionAtATime()}): each check asks for one failing race assertion of the
 * regions still open, whose race is then excluded from that assertion by a fact the later checks
 * assume. A region is closed when it verifies, when {@link
 * PairAnalysisOptions#maxRacesPerRegion()} races were found on it, or when a counterexample does
 * not name its accesses; it is proved only in the first case, by an answer
 * that covered it ({@link Outcome.Verified}, or a complete {@link Outcome.Failed} that does not
 * list it). Call {@link #first()}, then possibly {@link #second}; not thread-safe.
 */
final class PairCheck {
  /** What one pair contributes to the analysis result. */
  record Result(PairResult pair, Map<List<Object>, Race> races, Set<Diagnostic> diagnostics) {}

  private final LiftedProgram lifted;
  private final PairProgram pp;
  private final ProgramVerifier verifier;
  private final PairAnalysisOptions options;
  private final PairProgramPreparer preparer;
  private final EntryPointPair pair;
  /** When the check started (for the pair's reported time). */
  private long start;

  private final List<String> unsound = new ArrayList<>();
  /** Whether every construct in {@link #unsound} is one the program models by a havoc. */
  private boolean unsoundOnlyHavocs = true;
  private final Set<Diagnostic> diagnostics = new TreeSet<>();
  private final Map<List<Object>, Race> races = new LinkedHashMap<>();
  private final Map<String, List<long[]>> excluded = new LinkedHashMap<>();
  private final Map<String, Integer> found = new LinkedHashMap<>();
  /** Region variables no longer checked: proved, or done with their races. */
  private final Set<String> closed = new LinkedHashSet<>();
  /**
   * Region variables an unsatisfiable query covered: the verifier answered {@link
   * Outcome.Verified}, or a complete {@link Outcome.Failed} that does not list them (with the races
   * found on them before excluded).
   */
  private final Set<String> proved = new LinkedHashSet<>();
  /** Variables of the regions with a race. */
  private final Set<String> racyRegionVariables = new TreeSet<>();
  /**
   * Names of the regions whose race check failed with a counterexample that names no accesses
   * (e.g. a side's summary lost its facts to Houdini's time limit): neither proved nor racy.
   */
  private final Set<String> unnamed = new TreeSet<>();
  private String inconclusive;
  private int calls;
  /** The pair's solver budget (null: none), made when its race check starts. */
  private SolverBudget budget;

  /** When the whole analysis stops (a driver's time budget), besides the pair's own limits. */
  private final Deadline driverDeadline;

  PairCheck(
      LiftedProgram lifted,
      PairProgram pp,
      ProgramVerifier verifier,
      PairAnalysisOptions options,
      PairProgramPreparer preparer,
      Deadline driverDeadline) {
    this.lifted = lifted;
    this.pp = pp;
    this.verifier = verifier;
    this.options = options;
    this.preparer = preparer;
    this.driverDeadline = driverDeadline;
    this.pair = pp.pair();
  }

  /** The pair program checked. */
  PairProgram pairProgram() {
    return pp;
  }

  /** Whether {@link #first()} used a cheaper preparer, so that racy regions deserve a second check. */
  private boolean twoSteps;
  /** How long {@link #first()} took, in nanoseconds. */
  private long firstTime;
  /** The program {@link #run} verified and the problems its preparer reported (null: none yet). */
  private Program preparedProgram;
  private List<Diagnostic> preparedProblems;
  /**
   * For a second check: the first check, whose answers stand when this check's preparer makes the
   * same program ({@link #sameAsFirst}).
   */
  private PairCheck firstCheck;
  /** Whether this second check's program and problems are the first check's. */
  private boolean sameAsFirst;
  /** {@link #secondCut()}. */
  private volatile boolean secondCut;
  /** What the program {@link #run} verifies proves of the locks held at each access site. */
  private SiteLocks siteLocks;

  /**
   * The first check, with the preparer's cheaper variant ({@link
   * PairProgramPreparer#withoutReportFacts()}); when it finds races, {@link #second} checks the
   * racy regions again with the facts that pin the locks each access held.
   */
  Result first() {
    start = System.nanoTime();
    PairProgramPreparer first = preparer.withoutReportFacts();
    twoSteps = first != preparer;
    Result r = run(first);
    firstTime = System.nanoTime() - start;
    if (racyVariables().isEmpty()) {
      preparedProgram = null; // no second check compares with it
    }
    return r;
  }

  /**
   * Per entry-point procedure of this pair, the access sites (ids) the races {@link #first()} found
   * name on its side.
   */
  Map<String, Set<Long>> racySites() {
    Map<String, Set<Long>> out = new LinkedHashMap<>();
    for (List<long[]> pairs : excluded.values()) {
      for (long[] ex : pairs) {
        out.computeIfAbsent(pair.first().procedure(), k -> new TreeSet<>()).add(ex[0]);
        out.computeIfAbsent(pair.second().procedure(), k -> new TreeSet<>()).add(ex[1]);
      }
    }
    return out;
  }

  /**
   * Whether this pair's races are the first check's because its second check did not finish
   * (time, budget) or ended less sound ({@link #second}), or never ran ({@link #skipSecond}).
   */
  boolean secondCut() {
    return secondCut;
  }

  /** The second check is left out (the driver's deadline has passed): the first's races stand. */
  void skipSecond() {
    secondCut = true;
  }

  /** The variables of the regions {@link #first()} found racy, if a second check is due. */
  Set<String> racyVariables() {
    Set<String> out = new LinkedHashSet<>();
    if (twoSteps) {
      Set<String> racy = racyNames();
      for (Region r : pp.sharedRegions()) {
        if (racy.contains(r.name())) {
          out.add(r.variable());
        }
      }
    }
    return out;
  }

  /**
   * Checks the racy regions of {@link #first()} again (the others it proved race-free already, or
   * left open), summarising per entry point the regions {@code regionsByEntry} names (at least this
   * pair's racy ones), with the pair's time limit again. The second check only adds what it
   * finished: the regions the first proved stay proved, a racy region the second did not finish
   * keeps the first's races, and regions the first left open stay open (with its reason). Should
   * the second run out where the first did not, or be less sound, {@code quick} stands (the same
   * races, with coarser lock names).
   */
  Result second(
      Result quick,
      Map<String, Set<String>> regionsByEntry,
      Map<String, Set<Long>> sitesByEntry) {
    Set<String> racyVariables = racyVariables();
    PairCheck again = new PairCheck(lifted, pp, verifier, options, preparer, driverDeadline);
    again.start = System.nanoTime() - firstTime; // the pair's time counts both checks
    again.closed.addAll(pp.sharedRegionVariables());
    again.closed.removeAll(racyVariables);
    for (String v : proved) {
      if (!racyVariables.contains(v)) {
        again.proved.add(v);
      }
    }
    again.unnamed.addAll(unnamed);
    again.calls = calls;
    if (racyVariables.containsAll(pp.sharedRegionVariables()) && inconclusive == null) {
      // every shared region is checked again, from the state the first check started in (and
      // the first did not stop early, perhaps at its wall-clock limit)
      again.firstCheck = this;
    }
    Result precise = again.run(preparer.withReportFactsFor(regionsByEntry, sitesByEntry));
    if (again.sameAsFirst) {
      // The per-site lockset facts added nothing to either side's summaries, and every shared
      // region is racy: the second check would verify the first's program from the first's
      // state, query for query (the verifier is deterministic), so the first's answers stand.
      // Not when some region was proved: checking only the racy ones asks other queries, whose
      // models may pick other races of a region with more than maxRacesPerRegion.
      trace("pair %s %s: second check skipped, its program is the first's", pair.first(),
          pair.second());
      return quick;
    }
    // out of time: in the race checks, or in the summaries (a side procedure's check timed out)
    if (again.inconclusive != null && inconclusive == null
        || again.unsound.size() > unsound.size()) {
      secondCut = true;
      return quick;
    }
    boolean merged = false;
    // A racy region the second check did not finish: the first's races on it stand.
    for (String v : racyRegionVariables) {
      if (!again.closed.contains(v)) {
        merged = true;
        secondCut = true;
        again.racyRegionVariables.add(v);
        races.forEach(
            (key, race) -> {
              if (race.regionVariable().equals(v)) {
                again.races.putIfAbsent(key, race);
              }
            });
      }
    }
    // Regions the first check left open (it stopped early) were not checked again.
    Set<String> open = new TreeSet<>(pp.sharedRegionVariables());
    open.removeAll(closed);
    open.removeAll(racyVariables);
    if (!open.isEmpty() && again.inconclusive == null) {
      merged = true;
      again.inconclusive = inconclusive;
    }
    return merged ? again.result(sharedNames()) : precise;
  }

  /** Names of the shared regions, sorted. */
  private List<String> sharedNames() {
    return pp.sharedRegions().stream().map(Region::name).sorted().toList();
  }

  private Result run(PairProgramPreparer prep) {
    pp.unsoundness().forEach(this::unsound);
    List<String> shared = sharedNames();
    if (shared.isEmpty()) {
      // No region both sides access: no race is possible, whatever the locks and callees do.
      return result(shared);
    }
    Program checked = pp.program();
    if (prep.usesInlined()) {
      Inliner.Inlined inlined =
          Inliner.inline(
              pp.program(),
              pp.mainProcedure(),
              options.inlineDepth(),
              g -> !g.startsWith("$PICK") && !g.startsWith("$WATCHED"));
      inlined.problems().forEach(this::unsound);
      checked = PickDomain.addToLoopHeads(inlined.program(), pp.mainProcedure(), pp, lifted);
    }
    try {
      PairProgramPreparer.Prepared prepared = prep.prepare(pp, checked);
      trace(
          "pair %s %s: %d shared regions, prepared in %d ms",
          pair.first(),
          pair.second(),
          shared.size(),
          (System.nanoTime() - start) / 1_000_000);
      checked = prepared.program();
      preparedProgram = checked;
      preparedProblems = prepared.problems();
      if (firstCheck != null
          && checked.equals(firstCheck.preparedProgram)
          && prepared.problems().equals(firstCheck.preparedProblems)) {
        sameAsFirst = true;
        return null;
      }
      prepared.problems().forEach(this::unsound);
      if (options.trace().on(DebugTrace.Topic.PAIRS)) {
        trace(
            "pair %s %s: prepared hash %08x",
            pair.first(),
            pair.second(),
            dev.pairlock.ivl.syntax.Printer.print(checked).hashCode());
      }
    } catch (IvlException e) {
      diagnostics.addAll(e.diagnostics());
      inconclusive = "the pair program could not be prepared: " + e.getMessage();
      return result(shared);
    }
    // The limits count from here: the summaries have limits of their own (a side's may be
    // inferred for another pair, while this one waits for it).
    long deadline =
        options.timeoutPerPair().isZero()
            ? Long.MAX_VALUE
            : System.nanoTime() + options.timeoutPerPair().toNanos();
    deadline = Math.min(deadline, driverDeadline.nanoTime());
    siteLocks = SiteLocks.of(checked, pp);
    budget = options.budgetPerPair() == 0 ? null : new SolverBudget(options.budgetPerPair());
    List<List<String>> phases = new ArrayList<>();
    if (options.regionAtATime()) {
      pp.sharedRegions().forEach(r -> phases.add(List.of(r.variable())));
    } else {
      phases.add(pp.sharedRegionVariables());
    }
    for (List<String> phase : phases) {
      if (!closed.containsAll(phase) && !enumerate(checked, phase, deadline)) {
        break;
      }
    }
    return result(shared);
  }

  private void unsound(Diagnostic d) {
    diagnostics.add(d);
    unsoundOnlyHavocs &= HAVOC_MODELLED.contains(d.code());
    unsound.add(d.where().map(l -> d.message() + " (" + l + ")").orElse(d.message()));
  }

  /**
   * Enumerates the races of the open regions of {@code phase} in one {@link VerificationSession}
   * (one VC, one solver): each check asks for one failing race check; its race is excluded, or
   * its region closed, by a fact the next checks assume ({@link
   * RaceRecovery#withRaceEnumeration}), until a check verifies (every region still open is
   * proved) or the regions are closed. False if the check must stop.
   */
  private boolean enumerate(Program checked, List<String> phase, long deadline) {
    Set<String> skip = new LinkedHashSet<>(pp.sharedRegionVariables());
    List<String> regions = phase.stream().filter(r -> !closed.contains(r)).toList();
    skip.removeAll(regions);
    Program p = RaceRecovery.withRaceEnumeration(checked, pp.mainProcedure(), skip);
    VerifyOptions vo =
        new VerifyOptions(
            Duration.ZERO,
            options.smtDumpDir(),
            options.randomSeed(),
            1,
            pp.observedVariables(),
            budget);
    Enumeration en = new Enumeration(regions);
    VerificationSession session;
    try {
      session = verifier.open(p, pp.mainProcedure(), vo);
    } catch (IvlException e) {
      diagnostics.addAll(e.diagnostics());
      inconclusive = "the pair program could not be verified: " + e.getMessage();
      return false;
    }
    try (session) {
      while (!closed.containsAll(regions)) {
        en.facts().forEach(session::assume);
        if (!check(session, regions, deadline)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The facts a session has assumed of its regions' exclusions and closures ({@link
   * RaceRecovery#reported}, {@link RaceRecovery#closed}), and those to assume next.
   */
  private final class Enumeration {
    private final List<String> regions;
    /** Per region, how many of its {@link #excluded} pairs were assumed. */
    private final Map<String, Integer> assumed = new LinkedHashMap<>();
    private final Set<String> closedAssumed = new LinkedHashSet<>();

    Enumeration(List<String> regions) {
      this.regions = regions;
    }

    /** The facts not assumed yet: the pairs excluded and the regions closed since the last call. */
    List<Expr> facts() {
      List<Expr> out = new ArrayList<>();
      for (String r : regions) {
        List<long[]> ex = excluded.getOrDefault(r, List.of());
        for (int i = assumed.getOrDefault(r, 0); i < ex.size(); i++) {
          out.add(RaceRecovery.reported(r, ex.get(i)[0], ex.get(i)[1]));
        }
        assumed.put(r, ex.size());
        if (closed.contains(r) && closedAssumed.add(r)) {
          out.add(RaceRecovery.closed(r));
        }
      }
      return out;
    }
  }

  /** One check of {@code session} on the open regions of {@code regions}; false if it must stop. */
  private boolean check(VerificationSession session, List<String> regions, long deadline) {
    if (budget != null && budget.exhausted()) {
      inconclusive = budgetRanOut();
      return false;
    }
    long remaining = deadline - System.nanoTime();
    if (remaining <= 0) {
      inconclusive =
          outOfTime("timeout after " + options.timeoutPerPair().toSeconds() + " s");
      return false;
    }
    List<String> active = regions.stream().filter(r -> !closed.contains(r)).toList();
    Outcome outcome;
    calls++;
    try {
      outcome =
          session.check(deadline == Long.MAX_VALUE ? Duration.ZERO : Duration.ofNanos(remaining));
    } catch (IvlException e) {
      diagnostics.addAll(e.diagnostics());
      inconclusive = "the pair program could not be verified: " + e.getMessage();
      return false;
    }
    return switch (outcome) {
      case Outcome.Verified v -> {
        proved(active);
        yield true;
      }
      case Outcome.Timeout t -> {
        inconclusive = outOfTime(TIMED_OUT);
        yield false;
      }
      case Outcome.Unknown u -> {
        inconclusive = unknown(u.reason());
        yield false;
      }
      case Outcome.Failed f -> {
        // complete: every active region that did not fail is proved (picks of different
        // regions are independent, so assuming one region's check does not hide another's
        // race)
        Set<String> failedRegions = races(f.failures(), active);
        if (failedRegions == null) {
          yield false;
        }
        proved(active.stream().filter(r -> !failedRegions.contains(r)).toList());
        yield true;
      }
      case Outcome.Partial f -> {
        // the races are real, but the regions that did not fail are not proved
        if (races(f.failures(), active) == null) {
          yield false;
        }
        yield switch (f.stop()) {
          case Outcome.Stop.FailureLimit l -> true;
          case Outcome.Stop.SolverTimeout t -> {
            inconclusive = outOfTime(TIMED_OUT);
            yield false;
          }
          case Outcome.Stop.SolverUnknown u -> {
            inconclusive = unknown(u.reason());
            yield false;
          }
        };
      }
    };
  }

  private static final String TIMED_OUT = "the solver timed out";

  /**
   * Why the pair is inconclusive when its time ran out: the driver's deadline where that has
   * passed (it may be a point in CPU time, which moves: {@link Deadline#nanoTime}), else {@code
   * own}, the pair's own limit.
   */
  private String outOfTime(String own) {
    return driverDeadline.passed() ? driverDeadline.reason() : own;
  }

  /** Why the pair is inconclusive after an unknown answer: its budget, or the solver's reason. */
  private String unknown(String reason) {
    return budget != null && budget.exhausted() ? budgetRanOut() : UNKNOWN + reason;
  }

  /** The reason of a pair whose solver budget ran out. */
  private String budgetRanOut() {
    return budget.exhaustedMessage();
  }
  private static final String UNKNOWN = "the solver answered unknown: ";

  /** Closes {@code regions} as proved by an unsatisfiable query. */
  private void proved(List<String> regions) {
    closed.addAll(regions);
    proved.addAll(regions);
  }

  /**
   * Records the races of {@code failures}; the active regions that failed, or null (with {@link
   * #inconclusive} set) if the check must stop.
   */
  private Set<String> races(List<Failure> failures, List<String> active) {
    Set<String> failedRegions = new LinkedHashSet<>();
    String other = null;
    for (Failure f : failures) {
      Optional<String> region = Attribute.stringOf(f.attrs(), Attrs.RACE_CHECK);
      if (region.isPresent() && active.contains(region.get())) {
        failedRegions.add(region.get());
        race(region.get(), f);
      } else if (other == null) {
        other =
            f.kind().message
                + Attribute.sourceLocOf(f.attrs())
                    .map(l -> " (" + l + ")")
                    .orElse(f.pos().isKnown() ? " (" + f.pos() + ")" : "");
      }
    }
    if (other != null) {
      inconclusive = "not a race check: " + other;
      return null;
    }
    if (failedRegions.isEmpty()) {
      inconclusive = "the verifier reported no race check although the pair did not verify";
      return null;
    }
    return failedRegions;
  }

  /** Records the race of a failing race check of region {@code r}. */
  private void race(String r, Failure f) {
    Optional<RaceRecovery.Recovered> rec =
        RaceRecovery.recover(lifted, pp, siteLocks, r, f, !unsound.isEmpty());
    if (rec.isEmpty()) {
      unnamed.add(lifted.regions().get(r).name());
      diagnostics.add(
          Diagnostic.warning(
              "race-unrecovered",
              pair.first().location(),
              "pair "
                  + pair.label()
                  + ": the race check on "
                  + lifted.regions().get(r).name()
                  + " failed, but its counterexample names no accesses (no race is reported)"));
      closed.add(r);
      return;
    }
    RaceRecovery.Recovered x = rec.get();
    if (siteLocks.protects(pp, r, x.loc1(), x.loc2())
        && spurious.merge(r, 1, Integer::sum) <= SPURIOUS_PER_REGION * options.maxRacesPerRegion()) {
      // The counterexample is spurious: the program proves a common lock at both accesses (the
      // summaries the race check assumed did not pin it, beyond HoudiniOptions.maxSiteFacts say).
      // The pair is excluded, not reported, and the enumeration goes on; a region whose every
      // counterexample is so is proved.
      trace(
          "pair %s %s: race on %s at accesses %d/%d is spurious (a common lock is proved)",
          pair.first(), pair.second(), r, x.loc1(), x.loc2());
      exclude(r, x);
      return;
    }
    racyRegionVariables.add(r);
    races.putIfAbsent(RaceRecovery.key(x.race()), x.race());
    exclude(r, x);
    if (found.merge(r, 1, Integer::sum) >= options.maxRacesPerRegion()) {
      closed.add(r);
    }
  }

  /** Excludes the access pair of {@code x} from the later race checks of region {@code r}. */
  private void exclude(String r, RaceRecovery.Recovered x) {
    List<long[]> ex = excluded.computeIfAbsent(r, k -> new ArrayList<>());
    ex.add(new long[] {x.loc1(), x.loc2()});
    if (pair.isSelfPair() && x.loc1() != x.loc2()) {
      // The sides of a self pair are copies: the swapped pair is the same race.
      ex.add(new long[] {x.loc2(), x.loc1()});
    }
  }

  /**
   * How many spurious counterexamples (a common lock proved at both accesses) a region's race
   * checks exclude, per race it may report, before the others are reported as they are (each one
   * costs a verifier call).
   */
  private static final int SPURIOUS_PER_REGION = 4;

  /** Per region, the spurious counterexamples excluded so far. */
  private final Map<String, Integer> spurious = new LinkedHashMap<>();

  /**
   * Constructs not modelled soundly that the lifted program replaces by nondeterminism (a havoc
   * of the memory reachable from the call's arguments, nondeterministic control flow, unchecked
   * scalar globals): a proof of a region within the program is a proof for any checker of the
   * same program (the precise checker's Yield-MR), though not one of the C code. Not among them:
   * unresolved locks, shared regions used outside access commands (their uses are not
   * instrumented), bounds of inlining and summaries that did not hold.
   */
  private static final Set<String> HAVOC_MODELLED =
      Set.of(
          "extern-call",
          "indirect-call",
          "inline-asm",
          "intrinsic",
          "varargs",
          "unsupported",
          "scalar-global");

  /**
   * Names of the shared regions proved race-free within the program's model: every variable of
   * the name covered by an unsatisfiable query, no race on the name, and the pair's unsoundness (if
   * any) only havocs. For a verified pair that is every shared region (all are proved, none racy,
   * nothing unsound).
   */
  private List<String> provedRegions() {
    if (!unsoundOnlyHavocs) {
      return List.of();
    }
    Set<String> proved = new TreeSet<>();
    Set<String> open = racyNames();
    for (Region r : pp.sharedRegions()) {
      if (this.proved.contains(r.variable())) {
        proved.add(r.name());
      } else {
        open.add(r.name());
      }
    }
    proved.removeAll(open);
    return new ArrayList<>(proved);
  }

  /** Names of the regions with a race, sorted. */
  private Set<String> racyNames() {
    Set<String> names = new TreeSet<>();
    racyRegionVariables.forEach(v -> names.add(lifted.regions().get(v).name()));
    return names;
  }

  /**
   * Why some shared region is neither proved nor racy, or null when none is. A pair is verified
   * only when this is null: every shared region's check ended in an unsatisfiable query.
   */
  private String unfinished() {
    List<String> why = new ArrayList<>();
    if (inconclusive != null) {
      why.add(inconclusive);
    }
    if (!unnamed.isEmpty()) {
      why.add(
          "a race check on "
              + String.join(", ", unnamed)
              + " failed, but its counterexample names no accesses");
    }
    if (why.isEmpty()) {
      Set<String> open = new TreeSet<>();
      for (Region r : pp.sharedRegions()) {
        if (!proved.contains(r.variable()) && !racyRegionVariables.contains(r.variable())) {
          open.add(r.name());
        }
      }
      if (!open.isEmpty()) {
        why.add("no check finished on " + String.join(", ", open));
      }
    }
    return why.isEmpty() ? null : String.join("; ", why);
  }

  /** A line of the {@code PAIRS} debug trace ({@link PairAnalysisOptions#trace}). */
  private void trace(String format, Object... args) {
    if (options.trace().on(DebugTrace.Topic.PAIRS)) {
      options.trace().line(DebugTrace.Topic.PAIRS, String.format(format, args));
    }
  }

  /**
   * Why a pair without shared regions is race-free: nothing both access, or only regions that
   * neither changes ({@link LiftedProgram#sharedRegions}).
   */
  private String onlyRead() {
    List<String> common =
        lifted.commonRegions(pair.first().procedure(), pair.second().procedure()).stream()
            .map(Region::name)
            .sorted()
            .toList();
    return common.isEmpty()
        ? "no memory region accessed by both"
        : "both only read the memory they share (" + String.join(", ", common) + ")";
  }

  private Result result(List<String> shared) {
    trace(
        "pair %s %s: done in %d ms, %d verifier calls%s%s",
        pair.first(),
        pair.second(),
        (System.nanoTime() - start) / 1_000_000,
        calls,
        budget == null ? "" : ", " + budget.used() + " solver units",
        inconclusive == null ? "" : " (" + inconclusive + ")");
    Verdict verdict;
    String reason;
    Set<String> racy = racyNames();
    String left = unfinished();
    if (!unsound.isEmpty()) {
      // Races found here are reported (marked inconclusive), but the verdict stays unverified:
      // what is not modelled may both hide races and make the ones found spurious.
      verdict = Verdict.UNVERIFIED;
      reason = "not modelled soundly: " + String.join("; ", unsound);
      if (!racy.isEmpty()) {
        reason += "; potential race on " + String.join(", ", racy);
      }
    } else if (!racy.isEmpty()) {
      verdict = Verdict.RACY;
      reason = "potential race on " + String.join(", ", racy);
      if (left != null) {
        reason += "; other races may be missing: " + left;
      }
    } else if (left != null) {
      verdict = Verdict.UNVERIFIED;
      reason = left;
    } else {
      verdict = Verdict.VERIFIED;
      reason =
          shared.isEmpty()
              ? onlyRead()
              : "no race on the shared regions " + String.join(", ", shared);
    }
    PairResult result =
        new PairResult(
            pair.first(),
            pair.second(),
            verdict,
            reason,
            shared,
            new ArrayList<>(racy),
            provedRegions(),
            calls,
            Duration.ofNanos(System.nanoTime() - start));
    return new Result(result, races, diagnostics);
  }
}

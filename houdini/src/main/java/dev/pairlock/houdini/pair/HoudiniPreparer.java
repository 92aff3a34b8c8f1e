package dev.pairlock.houdini.pair;

import dev.pairlock.houdini.Candidate;
import dev.pairlock.houdini.Frames;
import dev.pairlock.houdini.Houdini;
import dev.pairlock.houdini.HoudiniOptions;
import dev.pairlock.houdini.HoudiniResult;
import dev.pairlock.houdini.HoudiniStats;
import dev.pairlock.instrument.GhostNames;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.instrument.race.Deadline;
import dev.pairlock.instrument.race.PairProgramPreparer;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The hook for {@code instrument}'s {@link dev.pairlock.instrument.race.PairAnalysis}: instead of
 * the inlined program, the pair program itself (side procedures separate, loops intact) with the
 * summaries Houdini proved as free contracts and loop invariants, so that the analysis checks the
 * race assertions of the main procedure modularly.
 *
 * <pre>{@code
 * new PairAnalysis(new VcVerifier(), options, new HoudiniPreparer(PairSummaries.defaultOptions()))
 * }</pre>
 *
 * <p>Problems (which make the pair unverified): a non-candidate obligation of a side procedure (an
 * assertion of the lifted code) that does not verify under the summaries, and a side whose
 * Houdini run ran out of its solver budget or its deadline (it then has no summaries beyond its
 * frames: races found without them may be spurious, and the report names the budget).
 * Inconclusive Houdini queries are not problems: their candidates are dropped, which is sound.
 *
 * <p>Thread-safe (the analysis may check pairs in parallel): each call has its own solver
 * context; the running totals are synchronized.
 */
public final class HoudiniPreparer implements PairProgramPreparer {
  private final HoudiniOptions options;
  private final ProgramVerifier verifier;
  private HoudiniStats totals = new HoudiniStats(0, 0, 0, 0, 0, 0, 0, Duration.ZERO);
  private int pairs;
  private int runs;

  /** Houdini summarizes the side procedures of the pair program; it never reads the inlined one. */
  @Override
  public boolean usesInlined() {
    return false;
  }

  /** With the per-site lockset candidates (what race reports say each access held). */
  private final boolean siteLocksets;
  /**
   * Per entry-point procedure, the region variables to summarise on its side, or null for all the
   * regions the side instruments.
   */
  private final Map<String, Set<String>> regions;
  /**
   * Per entry-point procedure, the access sites (ids) whose per-site lockset candidates come first
   * on its side (the sites the first check's races named), or empty.
   */
  private final Map<String, Set<Long>> sites;
  /** Where the statistics go: this preparer, or the one it was derived from. */
  private final HoudiniPreparer stats;
  /**
   * The summaries of each side proved so far in this analysis, or null to summarise every pair
   * program whole ({@link #forAnalysis()} makes one).
   */
  private final SideCache cache;
  /**
   * When every Houdini run stops (a driver's time budget), besides its own time limit: a run it
   * stops has dropped its candidates, and its pairs name this deadline.
   */
  private final Deadline deadline;

  public HoudiniPreparer(HoudiniOptions options, ProgramVerifier verifier) {
    this(options, verifier, true, null, Map.of(), null, null, Deadline.NONE);
  }

  private HoudiniPreparer(
      HoudiniOptions options,
      ProgramVerifier verifier,
      boolean siteLocksets,
      Map<String, Set<String>> regions,
      Map<String, Set<Long>> sites,
      HoudiniPreparer stats,
      SideCache cache,
      Deadline deadline) {
    this.options = options;
    this.verifier = verifier;
    this.siteLocksets = siteLocksets;
    this.regions = regions;
    this.sites = sites;
    this.stats = stats == null ? this : stats;
    this.cache = cache;
    this.deadline = deadline;
  }

  @Override
  public PairProgramPreparer withDeadline(Deadline d) {
    return new HoudiniPreparer(options, verifier, siteLocksets, regions, sites, stats, cache, d);
  }

  /**
   * A preparer for one analysis that summarises each side (an entry point's side copies) once and
   * reuses the summaries in every pair with that entry point on that side. Sound because a side's
   * instrumentation does not depend on its partner ({@link
   * dev.pairlock.instrument.PairProgramBuilder}) and its candidates mention only its own ghosts:
   * what is inductive for a side in one pair program is inductive in all of them, and the greatest
   * inductive subset of both sides' candidates is the union of each side's.
   */
  @Override
  public PairProgramPreparer forAnalysis() {
    return new HoudiniPreparer(
        options, verifier, siteLocksets, regions, sites, stats, new SideCache(), deadline);
  }

  /**
   * Without the per-site lockset candidates: they are not needed to prove a pair race-free, and
   * on large drivers (r8169) most of Houdini's queries go to refuting them one access site at a
   * time. A pair where races are found is prepared again for its racy regions with them.
   */
  @Override
  public PairProgramPreparer withoutReportFacts() {
    return new HoudiniPreparer(
        options, verifier, false, regions, Map.of(), stats, cache, deadline);
  }

  @Override
  public PairProgramPreparer withReportFactsFor(
      Map<String, Set<String>> regionsByEntry, Map<String, Set<Long>> sitesByEntry) {
    Map<String, Set<String>> copy = new HashMap<>();
    regionsByEntry.forEach((e, rs) -> copy.put(e, Set.copyOf(rs)));
    Map<String, Set<Long>> siteCopy = new HashMap<>();
    sitesByEntry.forEach((e, ss) -> siteCopy.put(e, Set.copyOf(ss)));
    return new HoudiniPreparer(
        options,
        verifier,
        true,
        Map.copyOf(copy),
        Map.copyOf(siteCopy),
        stats,
        cache,
        deadline);
  }

  public HoudiniPreparer(HoudiniOptions options) {
    this(options, new VcVerifier());
  }

  @Override
  public Prepared prepare(PairProgram pairProgram, Program inlined) throws IvlException {
    if (cache == null) {
      HoudiniResult r = summarize(pairProgram);
      List<Diagnostic> problems = new ArrayList<>(problems(r));
      ranOut(r, "the pair").ifPresent(problems::add);
      return new Prepared(r.summarized(), problems);
    }
    PairShape shape = shape(pairProgram);
    List<Side> sides = new ArrayList<>();
    for (int side = 1; side <= 2; side++) {
      sides.add(side(pairProgram, shape, side));
    }
    stats.countPair();
    Map<String, Proved> proved = new HashMap<>();
    List<Diagnostic> problems = new ArrayList<>();
    for (Side s : sides) {
      proved.putAll(s.procedures());
      problems.addAll(problems(s.outcomes()));
      if (s.ranOut() != null && !problems.contains(s.ranOut())) {
        problems.add(s.ranOut()); // once for a self pair
      }
    }
    List<Decl> decls = new ArrayList<>();
    for (Decl d : pairProgram.program().decls()) {
      decls.add(
          d instanceof Decl.Procedure p && proved.containsKey(p.name())
              ? proved.get(p.name()).applyTo(p)
              : d);
    }
    return new Prepared(new Program(decls), problems);
  }

  /** Summarises side {@code side} of {@code pairProgram} into the analysis's cache, if it has one. */
  @Override
  public void prepareSide(PairProgram pairProgram, int side) {
    if (cache == null) {
      return;
    }
    try {
      side(pairProgram, shape(pairProgram), side);
    } catch (IvlException e) {
      // prepare reports it for each pair with this side
    }
  }

  /**
   * The ghost state to summarise: every region either side instruments, or the ones chosen for
   * either side.
   */
  private PairShape shape(PairProgram pp) {
    PairShape shape = PairShape.of(pp);
    if (regions == null) {
      return shape;
    }
    Set<String> chosen = new HashSet<>(chosen(pp, 1));
    chosen.addAll(chosen(pp, 2));
    return shape.onlyRegions(chosen);
  }

  /** The region variables chosen for side {@code side} (regions != null). */
  private Set<String> chosen(PairProgram pp, int side) {
    return regions.getOrDefault(pp.side(side).procedure(), Set.of());
  }

  /**
   * What Houdini proved of one side's procedures (by name), and how their own assertions fared.
   *
   * @param ranOut why the side's Houdini run stopped before its fixpoint (its solver budget or its
   *     deadline), or null
   */
  private record Side(
      Map<String, Proved> procedures, Map<String, Outcome> outcomes, Diagnostic ranOut) {}

  /**
   * A problem saying that the Houdini run {@code r} of {@code what} ran out of its solver budget
   * or its deadline (every candidate dropped), if it did.
   */
  private java.util.Optional<Diagnostic> ranOut(HoudiniResult r, String what) {
    return java.util.Optional.ofNullable(r.ranOut())
        .map(
            o ->
                HoudiniResult.RanOut.TIME_LIMIT.equals(o.code()) && deadline.passed()
                    ? stopped(what)
                    : Diagnostic.warning(
                        o.code(),
                        null,
                        "the summaries of " + what + " ran out of their " + o.limit()
                            + ": checked without them"));
  }

  /** A problem saying that {@link #deadline} stopped the summaries of {@code what}. */
  private Diagnostic stopped(String what) {
    return Diagnostic.warning(
        HoudiniResult.RanOut.TIME_LIMIT,
        null,
        "the summaries of " + what + " were " + deadline.reason() + ": checked without them");
  }

  /**
   * The options of one Houdini run: its time limit ends at {@link #deadline} if that comes first.
   */
  private HoudiniOptions runOptions() {
    return options.withTimeLimit(deadline.limit(options.timeLimit()));
  }

  /**
   * What makes a side's summaries: its side copies ({@link PairProgram#sideKeys()}), whether
   * per-site lockset candidates are made, and the regions summarised (null: all the side
   * instruments). Not the side: summaries are kept as side 1's and moved to side 2 ({@link
   * SideSwap}).
   */
  private record SideKey(
      String copies, boolean siteLocksets, Set<String> regions, Set<Long> sites) {}

  /** Per analysis: the sides summarised so far (thread-safe; one computation per side). */
  private static final class SideCache {
    private final Map<SideKey, Side> done = new HashMap<>();
    private final Map<SideKey, Object> locks = new HashMap<>();

    synchronized Object lockFor(SideKey k) {
      return locks.computeIfAbsent(k, x -> new Object());
    }

    synchronized Side get(SideKey k) {
      return done.get(k);
    }

    synchronized void put(SideKey k, Side s) {
      done.put(k, s);
    }
  }

  private Side side(PairProgram pp, PairShape shape, int side) throws IvlException {
    if (regions != null) {
      PairShape own = shape.onlyRegions(chosen(pp, side));
      return side(pp, own, side, Set.copyOf(own.regions()));
    }
    Side whole = side(pp, shape, side, null);
    if (whole.ranOut() == null || deadline.passed()) {
      return whole;
    }
    PairShape narrow = shape.onlyRegions(new HashSet<>(pp.sharedRegionVariables()));
    // The whole side ran out of its solver budget or its time limit: summarised for this pair's
    // shared regions alone, the only ones its race check asserts on. Candidates of different
    // regions do not depend on each other (a region's facts mention its own ghosts and the locks),
    // so these are the whole side's facts on those regions, at a fraction of the cost; pairs that
    // share the same regions reuse them (each narrowed run has the limits of a whole one, and
    // runs once per side and set of regions). After a time limit too: which limit a large side
    // meets first depends on the machine's load, and the narrowed facts do not, so the report is
    // the same either way whenever the narrowed run finishes.
    if (narrow.regions().size() < shape.regions().size()) {
      Side part = side(pp, narrow, side, Set.copyOf(narrow.regions()));
      if (part.ranOut() == null) {
        return part;
      }
    }
    // still too large (or the pair shares every region of the side): in halves
    Side split = split(pp, narrow, side, MAX_SPLITS);
    return split != null ? split : whole;
  }

  /** How many times a run that ran out is halved again ({@link #split}): at most 2^3 parts. */
  private static final int MAX_SPLITS = 3;

  /**
   * Side {@code side} of {@code pp} summarised for the regions of {@code shape} in two halves,
   * each halved again (up to {@code depth} times) where it runs out of a limit too; null if a part
   * still runs out, or the deadline has passed. The parts' facts together are the facts of the
   * whole region set: each part's candidates are inductive with its own facts alone (a region's
   * candidates mention its own ghosts and the locks), and more facts assumed of the callees never
   * break a proof, so their union is inductive too.
   */
  private Side split(PairProgram pp, PairShape shape, int side, int depth) throws IvlException {
    List<String> all = shape.regions();
    if (depth == 0 || all.size() < 2 || deadline.passed()) {
      return null;
    }
    List<Side> parts = new ArrayList<>();
    int mid = all.size() / 2;
    for (List<String> half : List.of(all.subList(0, mid), all.subList(mid, all.size()))) {
      PairShape h = shape.onlyRegions(new HashSet<>(half));
      Side s = side(pp, h, side, Set.copyOf(h.regions()));
      if (s.ranOut() != null) {
        s = split(pp, h, side, depth - 1);
      }
      if (s == null) {
        return null;
      }
      parts.add(s);
    }
    return merged(parts.get(0), parts.get(1));
  }

  /** The facts of {@code a} and {@code b} together (both proved of the same side procedures). */
  private static Side merged(Side a, Side b) {
    Map<String, Proved> procedures = new LinkedHashMap<>(a.procedures());
    b.procedures().forEach((p, f) -> procedures.merge(p, f, Proved::union));
    Map<String, Outcome> outcomes = new LinkedHashMap<>(a.outcomes());
    // a procedure's own obligation verified under one part's facts holds under both parts' facts
    b.outcomes().forEach((p, o) -> outcomes.merge(p, o, (x, y) -> x instanceof Outcome.Verified ? x : y));
    return new Side(procedures, outcomes, null);
  }

  /**
   * Side {@code side} of {@code pp} summarised for the regions of {@code own}, from the cache or
   * computed into it.
   *
   * @param keyRegions the regions in the cache key, null for every region the side instruments
   */
  private Side side(PairProgram pp, PairShape own, int side, Set<String> keyRegions)
      throws IvlException {
    SideKey key =
        new SideKey(pp.sideKeys().get(side - 1), siteLocksets, keyRegions, preferred(pp, side));
    synchronized (cache.lockFor(key)) {
      Side kept = cache.get(key);
      if (kept != null) {
        return side == 1 ? kept : moved(kept, new SideSwap(pp, side, 1, false));
      }
      if (deadline.passed()) {
        // not summarised at all: a side without facts, and its pairs name the deadline
        Side none = new Side(Map.of(), Map.of(), stopped(pp.side(side).procedure()));
        cache.put(key, none);
        return none;
      }
      Side first = firstCheck(pp, side);
      HoudiniResult r =
          first == null ? summarizeSide(pp, own, side, null) : summarizeSide(pp, own, side, first);
      Map<String, Proved> procs = new LinkedHashMap<>();
      for (Decl.Procedure p : r.summarized().procedures()) {
        if (p.body() != null
            && !p.name().equals(own.mainProcedure())
            && Ghosts.sideOf(p.name()) == side) {
          procs.put(p.name(), Proved.of(p, pp.program().procedure(p.name()).orElseThrow()));
        }
      }
      Map<String, Outcome> outcomes = new LinkedHashMap<>();
      r.outcomes().forEach((p, o) -> {
        if (procs.containsKey(p)) {
          outcomes.put(p, o);
        }
      });
      Side s = new Side(procs, outcomes, ranOut(r, pp.side(side).procedure()).orElse(null));
      // Kept even when Houdini ran out of its time limit: it then dropped every candidate, which is
      // sound (a side without facts), and its timed-out outcomes keep the pairs unverified where
      // they depended on them. Summarising the side again for each of its pairs would only spend
      // the same time limit once per pair (r8169: 60 s for each of 25 pairs of one side).
      Side stored = side == 1 ? s : moved(s, new SideSwap(pp, side, 1, true));
      if (options.trace().on(DebugTrace.Topic.PAIRS)) {
        StringBuilder sb = new StringBuilder();
        stored.procedures().forEach((p, f) -> sb.append(p).append(f));
        trace(
            String.format(
                "houdini: side %s stored from pair %s/%s side %d hash %08x",
                key.copies(),
                pp.side(1).procedure(),
                pp.side(2).procedure(),
                side,
                sb.toString().hashCode()));
      }
      cache.put(key, stored);
      return s;
    }
  }

  /**
   * For a second check (per-site lockset facts of some regions), side {@code side} of {@code pp}
   * as the first check summarised it (in this side's names), or null: not a second check, or the
   * first check's summaries ran out of a limit (without facts, building on them would leave the
   * second check only the per-site facts: its races would be spurious). A side the first check
   * narrowed per pair is not used: the regions a second check chooses are per entry point, not
   * per pair, and may lie outside the pair's (its result is kept for every pair of the entry).
   */
  private Side firstCheck(PairProgram pp, int side) {
    if (!siteLocksets || regions == null) {
      return null;
    }
    Side kept = cache.get(new SideKey(pp.sideKeys().get(side - 1), false, null, Set.of()));
    if (kept != null && kept.ranOut() != null) {
      // the first check proved nothing of this side: summarised anew, for the chosen regions
      return null;
    }
    return kept == null || side == 1 ? kept : moved(kept, new SideSwap(pp, side, 1, false));
  }

  /** The access sites whose per-site lockset candidates come first on side {@code side}. */
  private Set<Long> preferred(PairProgram pp, int side) {
    return siteLocksets ? sites.getOrDefault(pp.side(side).procedure(), Set.of()) : Set.of();
  }

  /** {@code s} moved to the other side by {@code swap}. */
  private static Side moved(Side s, SideSwap swap) {
    Map<String, Proved> procedures = new LinkedHashMap<>();
    s.procedures().forEach((p, f) -> procedures.put(swap.name(p), swap.proved(f)));
    Map<String, Outcome> outcomes = new LinkedHashMap<>();
    s.outcomes().forEach((p, o) -> outcomes.put(swap.name(p), o));
    return new Side(procedures, outcomes, s.ranOut());
  }

  /**
   * Houdini on one side of {@code pp}: the other side's procedures are left out, but for its entry
   * point, which the main procedure calls, as a declaration that keeps only its frame. With {@code
   * first} (a second check), the side's procedures are those the first check summarised, and only
   * the per-site lockset candidates are added: every other candidate was decided by the first
   * check, whose facts are proved of the same procedures (the shapes differ only in which regions
   * get candidates).
   */
  private HoudiniResult summarizeSide(PairProgram pp, PairShape shape, int side, Side first)
      throws IvlException {
    Program narrowed = Frames.narrowModifies(pp.program());
    String otherEntry = GhostNames.sideCopy(pp.side(3 - side).procedure(), 3 - side);
    Map<String, Proved> proved = first == null ? Map.of() : first.procedures();
    List<Decl> decls = new ArrayList<>();
    for (Decl d : narrowed.decls()) {
      if (d instanceof Decl.Procedure p
          && p.body() != null
          && !p.name().equals(shape.mainProcedure())
          && Ghosts.sideOf(p.name()) != side) {
        if (p.name().equals(otherEntry)) {
          List<Spec> frame = new ArrayList<>();
          p.specs().stream().filter(x -> x instanceof Spec.Modifies).forEach(frame::add);
          decls.add(new Decl.Procedure(p.name(), p.ins(), p.outs(), frame, null, p.attrs(), p.pos()));
        }
        continue;
      }
      decls.add(
          d instanceof Decl.Procedure p && proved.containsKey(p.name())
              ? proved.get(p.name()).applyTo(p)
              : d);
    }
    Program withCandidates =
        first != null
            ? PairCandidates.generateSiteFacts(
                new Program(decls), shape, options.maxSiteFacts(), preferred(pp, side))
            : PairCandidates.generate(
                new Program(decls),
                shape,
                siteLocksets ? options.maxSiteFacts() : 0,
                siteLocksets ? preferred(pp, side) : Set.of());
    Set<String> deferred = new HashSet<>(options.deferred());
    deferred.add(shape.mainProcedure());
    // Candidates by region: a region's candidates speak of its pick ghosts and watched address,
    // which only its own picks assign and only contracts read, and each of them holds where the
    // region's ghosts keep their values (nothing picked); the lockset and thread-state facts
    // (Houdini.BASE) mention no region. So no region's candidates can help prove another's or the
    // state facts: the state facts' fixpoint is computed first, then each region's alone with
    // them as free facts, on VCs without the other regions' candidates (in a second check every
    // candidate is a per-site fact of one region, every other fact a free contract already).
    // On by default (REGION_GROUPS): see there.
    HoudiniResult r =
        Houdini.run(
            withCandidates,
            runOptions().withDeferred(deferred),
            verifier,
            REGION_GROUPS ? regionOf(shape) : null);
    stats.record(r.stats());
    trace("houdini: side " + side + " " + pp.side(side).procedure() + ": " + r.stats());
    return r;
  }

  /**
   * The system property that turns off Houdini per region group ({@link #regionOf}): "false". On
   * by default. Where the joint run and the grouped one both finish, their survivors are the same
   * (every side run of dw_wdt of Linux 6.1; the WHOOP suite's 15 drivers give byte-identical
   * reports either way); but the grouped runs' queries are smaller, so they can finish where a
   * joint query runs out of its limit, and then the report changes for the better: on dw_wdt one
   * joint query of drv_probe's second check (430 per-site candidates) ran into the per-query limit
   * (120M units, after 552 s) and all its candidates were dropped, where the grouped run kept 234
   * (two false alarms fewer). It was off while race reports took the locks an access held from the
   * model, which differs with the facts around it; they come from proved facts now ({@code
   * SiteLocks}). The grouped runs cost less: ps3vram 45 s of CPU and 430 MB instead of 62 s and
   * 870 MB.
   */
  public static final String REGION_GROUPS_PROPERTY = "pairlock.houdini.regionGroups";

  private static final boolean REGION_GROUPS =
      !"false".equalsIgnoreCase(System.getProperty(REGION_GROUPS_PROPERTY, "true"));

  /**
   * The region of {@code shape} whose ghosts (pick ghosts of either side, watched address) a
   * candidate mentions: {@link Houdini#BASE} if it mentions none, null if several.
   */
  static Function<Candidate, String> regionOf(PairShape shape) {
    Map<String, String> ghosts = new HashMap<>();
    for (String k : shape.regions()) {
      ghosts.put(Ghosts.watched(k), k);
      for (int side = 1; side <= 2; side++) {
        ghosts.put(Ghosts.picked(k, side), k);
        ghosts.put(Ghosts.pickWrite(k, side), k);
        ghosts.put(Ghosts.pickLoc(k, side), k);
        for (String l : shape.locks()) {
          ghosts.put(Ghosts.pickLockset(k, side, l), k);
          ghosts.put(Ghosts.pickReadLockset(k, side, l), k);
        }
      }
    }
    return c -> {
      String region = null;
      for (String v : Exprs.freeVars(c.expr())) {
        String k = ghosts.get(v);
        if (k != null && region != null && !region.equals(k)) {
          return null;
        }
        region = k != null ? k : region;
      }
      return region == null ? Houdini.BASE : region;
    };
  }

  /** The Houdini result for one pair program (what {@link #prepare} uses). */
  public HoudiniResult summarize(PairProgram pp) throws IvlException {
    PairShape shape = shape(pp);
    HoudiniResult r =
        PairSummaries.summarize(pp.program(), shape, runOptions(), verifier, siteLocksets);
    stats.record(r.stats());
    stats.countPair();
    trace("houdini: " + r.stats());
    return r;
  }

  /** A line of the {@code PAIRS} debug trace ({@link HoudiniOptions#trace}). */
  private void trace(String line) {
    options.trace().line(DebugTrace.Topic.PAIRS, line);
  }

  /** Diagnostics for the side procedures' own obligations that failed under the summaries. */
  public static List<Diagnostic> problems(HoudiniResult r) {
    return problems(r.outcomes());
  }

  private static List<Diagnostic> problems(Map<String, Outcome> outcomes) {
    List<Diagnostic> out = new ArrayList<>();
    for (Map.Entry<String, Outcome> e : outcomes.entrySet()) {
      String what =
          switch (e.getValue()) {
            case Outcome.Verified v -> null;
            case Outcome.Failed f -> describe(f.failures().get(0));
            // the failures found are real; the rest is not known to hold either way
            case Outcome.Partial f -> describe(f.failures().get(0));
            case Outcome.Timeout t -> "its check timed out";
            case Outcome.Unknown u -> "its check was inconclusive: " + u.reason();
          };
      if (what != null) {
        out.add(
            Diagnostic.warning(
                "houdini-assertion",
                null,
                "procedure "
                    + e.getKey()
                    + " does not verify under the inferred summaries: "
                    + what));
      }
    }
    return out;
  }

  private static String describe(Failure f) {
    return f.kind().message + (f.pos().isKnown() ? " (" + f.pos() + ")" : "");
  }

  private synchronized void countPair() {
    pairs++;
  }

  private synchronized void record(HoudiniStats s) {
    runs++;
    totals =
        new HoudiniStats(
            totals.candidates() + s.candidates(),
            totals.refuted() + s.refuted(),
            totals.procedureChecks() + s.procedureChecks(),
            totals.queries() + s.queries(),
            totals.assertionChecks() + s.assertionChecks(),
            totals.inconclusive() + s.inconclusive(),
            totals.units() + s.units(),
            totals.time().plus(s.time()));
  }

  /** Sums of the statistics of every pair prepared so far. */
  public synchronized HoudiniStats totals() {
    return totals;
  }

  /** How many times Houdini ran so far (once per pair, or once per side when sides are reused). */
  public synchronized int runs() {
    return runs;
  }

  /** How many pair programs were prepared so far. */
  public synchronized int pairsPrepared() {
    return pairs;
  }
}

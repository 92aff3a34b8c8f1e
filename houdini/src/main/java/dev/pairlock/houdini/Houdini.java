package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.smt.SmtOptions;
import dev.pairlock.ivl.smt.SolverBudget;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The Houdini fixpoint (Flanagan and Leino, FME 2001) over candidates in Boogie's existential
 * encoding (see {@link Candidates}).
 *
 * <p>All candidates start true. Each procedure's VC is generated once and kept in an incremental
 * prover; it is asked under assumptions (the existential constants of the alive candidates true,
 * of the refuted ones false; the procedure's candidate obligations checked, its other obligations
 * assumed). A counterexample fails one candidate obligation (a postcondition, an invariant on
 * entry or maintained, a candidate precondition of a call), whose candidate is dropped; the
 * procedure is asked again until it verifies. The unsat core over the assumptions of a proof says
 * which candidates it used: when one of them is dropped later (a callee's postcondition shrinking,
 * the procedure's own precondition dropped at a call site, an invariant), the procedure goes back
 * on the worklist; others are not re-checked. The worklist is ordered callees first; the result is
 * the greatest subset of the candidates that is inductive, which does not depend on the order.
 *
 * <p>Non-candidate obligations (the property) never cause drops; after the fixpoint they are
 * verified under the summaries with a {@link ProgramVerifier} and reported in {@link
 * HoudiniResult#outcomes()}.
 *
 * <p>A query that runs out of its limit ({@link HoudiniOptions#queryUnits}) or returns unknown makes
 * its procedure drop every candidate it would have to prove (sound: what remains is still
 * inductive), with a warning. The whole run has a deterministic budget in Z3's resource units
 * ({@link HoudiniOptions#budgetUnits}) and a wall-clock deadline ({@link HoudiniOptions#timeLimit}),
 * the outer bound; when either runs out every candidate is dropped.
 */
public final class Houdini {
  private final Program program;
  private final HoudiniOptions options;
  private final ProgramVerifier verifier;
  private final List<Candidate> candidates;
  private final Set<String> guards;
  private final Set<String> alive;
  private final List<Diagnostic> diagnostics = new ArrayList<>();
  private int procedureChecks;
  private int queries;
  private int inconclusive;
  private int assertionChecks;
  /** When the time limit runs out ({@link System#nanoTime}; {@link Long#MAX_VALUE}: never). */
  private long deadline;
  /** The run's solver budget (null: none). */
  private SolverBudget budget;
  /** Why the run stopped early: {@link #OUT_OF_TIME}, {@link #OUT_OF_BUDGET}, or null. */
  private String stopped;
  /** The limit the fixpoint ran out of (its candidates all dropped), or null. */
  private HoudiniResult.RanOut ranOut;

  private static final String OUT_OF_TIME = "time";
  private static final String OUT_OF_BUDGET = "budget";
  /** For each guard, the procedures whose last proof used it. */
  private final Map<String, Set<String>> usedBy = new HashMap<>();
  /** For each procedure, the guards its last proof used. */
  private final Map<String, Set<String>> deps = new HashMap<>();
  /**
   * Per procedure: its queries, those that refuted candidates (or were inconclusive), the solver
   * units they used and the candidates its VC mentions ({@link #traceCosts}).
   */
  private final Map<String, long[]> costs = new HashMap<>();

  /**
   * CPU time of the fixpoint's thread (ns): generating VCs, in the solver's checks, walking
   * counterexamples, all of the queries, the solver's checks that proved and that refuted.
   */
  private final long[] cpu = new long[8];

  /**
   * How many VCs the run generated, how many of them the pool's budget freed, and the size of the
   * largest (the {@code PAIRS} trace).
   */
  private int vcBuilds;

  private int vcEvictions;
  private long vcLargest;

  /** How many procedures the {@code PAIRS} trace names as the costliest of a run. */
  static final int COSTLIEST = 5;

  /** Whether a visited procedure has obligations other than its candidates. */
  private final Map<String, Boolean> hasOthers = new LinkedHashMap<>();

  /**
   * How re-checks are triggered when a candidate is dropped: by the unsat cores of the last proofs
   * (default), or, as in the original algorithm, every procedure whose VC mentions it.
   */
  enum Dependencies {
    UNSAT_CORES,
    MENTIONS
  }

  private final Dependencies dependencies;

  /**
   * The candidates' guards in groups, each solved by a fixpoint of its own in which the other
   * groups' candidates are left out of the VCs (one group: the plain algorithm). With {@link
   * #hasBase}, the first group is the base, whose survivors the others assume.
   */
  private final List<Set<String>> groups;

  /** Whether {@link #groups}' first is the base group ({@link #BASE}). */
  private final boolean hasBase;

  /**
   * The group key of the base group: its fixpoint is computed first, and its survivors are free
   * facts of every other group's.
   */
  public static final String BASE = "";

  /**
   * The fewest candidates of a group: smaller groups in a row are solved together. A group costs
   * a VC of each procedure that can mention its candidates and a final query of each (on ps3vram
   * and dtlk of the WHOOP suite, one group per region cost more CPU than groups of this size).
   */
  static final int MIN_GROUP = 150;

  private Houdini(
      Program program,
      HoudiniOptions options,
      ProgramVerifier verifier,
      Dependencies dependencies,
      Function<Candidate, String> groupOf,
      int minGroup)
      throws IvlException {
    this.dependencies = dependencies;
    this.program = program;
    this.options = options;
    this.verifier = verifier;
    this.candidates = Candidates.of(program);
    this.guards = Candidates.guards(program);
    this.alive = new LinkedHashSet<>(guards);
    this.groups = groups(candidates, guards, groupOf, minGroup);
    this.hasBase =
        groups.size() > 1 && groupOf.apply(first(candidates, groups.get(0))).equals(BASE);
  }

  private static Candidate first(List<Candidate> candidates, Set<String> group) {
    return candidates.stream().filter(c -> group.contains(c.guard())).findFirst().orElseThrow();
  }

  /**
   * The guards by {@code groupOf}: the base group first, then the others in the order of their
   * first candidates, those in a row with fewer than {@code minGroup} candidates together; or one
   * group of them all when there is no grouping, a candidate in none, or fewer than two groups
   * besides the base.
   */
  private static List<Set<String>> groups(
      List<Candidate> candidates,
      Set<String> guards,
      Function<Candidate, String> groupOf,
      int minGroup) {
    if (groupOf == null) {
      return List.of(guards);
    }
    Map<String, Set<String>> byKey = new LinkedHashMap<>();
    byKey.put(BASE, new LinkedHashSet<>());
    Set<String> grouped = new HashSet<>();
    for (Candidate c : candidates) {
      String k = groupOf.apply(c);
      if (k == null) {
        return List.of(guards);
      }
      byKey.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(c.guard());
      grouped.add(c.guard());
    }
    if (byKey.get(BASE).isEmpty()) {
      byKey.remove(BASE);
    }
    if (byKey.size() < 2 || !grouped.equals(guards)) {
      return List.of(guards);
    }
    // groups of fewer than minGroup candidates together (any union of groups is a group)
    List<Set<String>> out = new ArrayList<>();
    Set<String> batch = new LinkedHashSet<>();
    for (Map.Entry<String, Set<String>> e : byKey.entrySet()) {
      if (e.getKey().equals(BASE)) {
        out.add(Set.copyOf(e.getValue()));
        continue;
      }
      batch.addAll(e.getValue());
      if (batch.size() >= minGroup) {
        out.add(Set.copyOf(batch));
        batch.clear();
      }
    }
    if (!batch.isEmpty()) {
      out.add(Set.copyOf(batch));
    }
    // a single group besides the base: the plain algorithm (on small sides, two fixpoints cost
    // more than the joint one)
    int others = out.size() - (byKey.containsKey(BASE) ? 1 : 0);
    return others < 2 ? List.of(guards) : List.copyOf(out);
  }

  /** Runs Houdini on {@code program} with the {@link VcVerifier} for the final check. */
  public static HoudiniResult run(Program program, HoudiniOptions options) throws IvlException {
    return run(program, options, new VcVerifier());
  }

  /**
   * Runs Houdini on {@code program}, whose candidates are marked by existential constants.
   *
   * @param verifier verifies the non-candidate obligations after the fixpoint
   * @throws IvlException if a procedure cannot be verified as given (unknown callee, irreducible
   *     control flow, untranslatable expression) or a free clause is guarded
   */
  public static HoudiniResult run(Program program, HoudiniOptions options, ProgramVerifier verifier)
      throws IvlException {
    return new Houdini(program, options, verifier, Dependencies.UNSAT_CORES, null, 1).fixpoint();
  }

  /**
   * Runs Houdini on {@code program} with its candidates in groups ({@code groupOf} names a
   * candidate's group): first the fixpoint of the {@link #BASE} group alone (if it has
   * candidates), with the other groups' candidates left out of the VCs; then each other group's
   * alone, with the base group's survivors as free contracts and invariants and the other groups'
   * candidates left out. The survivors of all groups are the result.
   *
   * <p>The caller promises that no non-base group's candidates can help prove the base group's or
   * another group's (they speak of ghost state of their own that nothing but contracts reads, and
   * every such fact can be met by leaving that state as it was): then each group's fixpoint is the
   * joint fixpoint's part of that group, and the result is the joint one, at the cost of several
   * smaller VCs instead of one large one. Either way the union is inductive (more assumptions of
   * the callees never break a proof), so a wrong promise costs precision, never soundness. If
   * {@code groupOf} maps a candidate to null, all candidates are one group; groups of fewer than
   * {@link #MIN_GROUP} candidates in a row are solved together.
   */
  public static HoudiniResult run(
      Program program,
      HoudiniOptions options,
      ProgramVerifier verifier,
      Function<Candidate, String> groupOf)
      throws IvlException {
    return run(program, options, verifier, groupOf, MIN_GROUP);
  }

  /**
   * As {@link #run(Program, HoudiniOptions, ProgramVerifier, Function)}, with the fewest
   * candidates of a group.
   */
  static HoudiniResult run(
      Program program,
      HoudiniOptions options,
      ProgramVerifier verifier,
      Function<Candidate, String> groupOf,
      int minGroup)
      throws IvlException {
    return new Houdini(program, options, verifier, Dependencies.UNSAT_CORES, groupOf, minGroup)
        .fixpoint();
  }

  /** For measurements: the fixpoint with the given dependency tracking. */
  static HoudiniResult run(
      Program program, HoudiniOptions options, ProgramVerifier verifier, Dependencies deps)
      throws IvlException {
    return new Houdini(program, options, verifier, deps, null, 1).fixpoint();
  }

  /** A query slower than this goes to the debug trace ({@code PAIRS}). */
  private static final long SLOW_QUERY_NANOS = 500_000_000L;

  /**
   * The fixpoint: refute candidates until the survivors are inductive, drop all of them if the
   * time limit ran out, write the survivors as contracts, verify the other obligations.
   */
  private HoudiniResult fixpoint() throws IvlException {
    long start = System.nanoTime();
    deadline =
        options.timeLimit().isZero() ? Long.MAX_VALUE : start + options.timeLimit().toNanos();
    budget = options.budgetUnits() == 0 ? null : new SolverBudget(options.budgetUnits());
    boolean outOfTime = !refuteCandidates();
    if (outOfTime) {
      dropAllCandidates();
    }
    traceCosts();
    Program summarized = Summaries.apply(program, guards, alive, options.contracts());
    Map<String, Outcome> outcomes = checkAssertions(summarized, outOfTime);
    return result(summarized, outcomes, Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * Visits the procedures bottom-up over the call graph, each once at least (its VC is generated
   * then; one that mentions no candidate has nothing to check and is not kept), and again when a
   * candidate its last proof used is refuted; one group of candidates after the other, each with
   * VCs of its own. False if the time limit ran out first.
   */
  private boolean refuteCandidates() throws IvlException {
    List<String> order = CallGraph.of(program).bottomUp();
    Map<String, Integer> rank = new HashMap<>();
    for (int i = 0; i < order.size(); i++) {
      rank.put(order.get(i), i);
    }
    ProcedureVc.Prelude prelude = ProcedureVc.Prelude.of(program);
    Map<String, Set<String>> reach = groups.size() > 1 ? guardsInReach(prelude) : Map.of();
    for (int n = 0; n < groups.size(); n++) {
      Set<String> group = groups.get(n);
      if (n == 1 && hasBase) {
        // the base group's survivors as free contracts and invariants, its refuted ones gone
        prelude =
            ProcedureVc.Prelude.of(
                Summaries.apply(
                    program, groups.get(0), alive, HoudiniOptions.ContractForm.FREE));
      }
      usedBy.clear();
      deps.clear();
      Predicate<String> outside = g -> !alive.contains(g) || !group.contains(g);
      // dumped queries are named after the run's last procedure bottom-up (a pair program's main
      // procedure), its candidates (the two sides of a pair have different ones) and the group,
      // so that the runs of one analysis do not overwrite each other's files
      SmtOptions smt =
          new SmtOptions(
              Duration.ZERO,
              options.randomSeed(),
              options.smtDumpDir(),
              String.format(
                  "houdini-%s-%08x-%d",
                  order.isEmpty() ? "" : order.get(order.size() - 1),
                  new TreeSet<>(guards).hashCode(),
                  n));
      try (VcPool pool = new VcPool(prelude, smt, guards, options.vcBudget())) {
        TreeSet<Integer> worklist = new TreeSet<>();
        for (int i = 0; i < order.size(); i++) {
          // the first group visits every procedure (which has obligations besides candidates);
          // the others only those whose VC can mention one of their candidates
          if (n == 0 || !Collections.disjoint(reach.get(order.get(i)), group)) {
            worklist.add(i);
          }
        }
        while (!worklist.isEmpty()) {
          if (outOfLimits()) {
            return false;
          }
          String p = order.get(worklist.pollFirst());
          long t0 = ProcedureVc.cpuNanos();
          ProcedureVc vc = pool.get(p, outside);
          cpu[0] += ProcedureVc.cpuNanos() - t0;
          hasOthers.put(p, vc.hasOtherObligations());
          if (vc.mentionedGuards().isEmpty()) {
            pool.release(p);
            continue;
          }
          procedureChecks++;
          for (String g : deps.getOrDefault(p, Set.of())) {
            usedBy.getOrDefault(g, new LinkedHashSet<>()).remove(p);
          }
          deps.remove(p);
          if (!checkProcedure(p, vc, prelude, rank, worklist)) {
            return false;
          }
        }
        vcBuilds += pool.builds();
        vcEvictions += pool.evictions();
        vcLargest = Math.max(vcLargest, pool.largest());
      }
    }
    return true;
  }

  /**
   * Per procedure with a body, the guards its VC can mention: those of its own contracts and
   * asserts, and of its callees' contracts.
   */
  private Map<String, Set<String>> guardsInReach(ProcedureVc.Prelude prelude) {
    Map<String, Set<String>> own = new HashMap<>();
    for (Candidate c : candidates) {
      own.computeIfAbsent(c.procedure(), k -> new HashSet<>()).add(c.guard());
    }
    CallGraph calls = CallGraph.of(program);
    Map<String, Set<String>> reach = new HashMap<>();
    for (String p : prelude.procedures().keySet()) {
      Set<String> r = new HashSet<>(own.getOrDefault(p, Set.of()));
      for (String q : calls.callees(p)) {
        r.addAll(own.getOrDefault(q, Set.of()));
      }
      reach.put(p, r);
    }
    return reach;
  }

  /**
   * Checks {@code p} until its surviving candidates hold or its query is inconclusive: each
   * refuted candidate is dropped and the other procedures whose proofs used it go back on the
   * {@code worklist} (by their {@code rank}, callees first). When one of those comes before
   * {@code p} (a callee whose proof assumed a precondition {@code p} just refuted), {@code p}
   * stops and goes back on the worklist too: the callee is checked first, and if it loses a
   * postcondition {@code p}'s proof would have to be found again; the last query of a procedure,
   * the one that proves it, is often its costliest. False if the time limit ran out first.
   */
  private boolean checkProcedure(
      String p,
      ProcedureVc vc,
      ProcedureVc.Prelude prelude,
      Map<String, Integer> rank,
      TreeSet<Integer> worklist)
      throws IvlException {
    int own = rank.get(p);
    while (true) {
      if (outOfLimits()) {
        return false;
      }
      vc.setLimits(queryTimeout(), budget, options.queryUnits());
      queries++;
      ProcedureVc.Answer a = check(p, vc);
      if (a instanceof ProcedureVc.Answer.Valid v) {
        Set<String> used =
            dependencies == Dependencies.UNSAT_CORES ? v.core() : vc.mentionedGuards();
        deps.put(p, used);
        for (String g : used) {
          usedBy.computeIfAbsent(g, k -> new LinkedHashSet<>()).add(p);
        }
        return true;
      }
      if (a instanceof ProcedureVc.Answer.Inconclusive && outOfLimits()) {
        // the query ran out of the whole run's budget, not of its own: no procedure is done
        return false;
      }
      boolean calleeFirst = false;
      for (String g : dropped(p, vc, a, prelude)) {
        alive.remove(g);
        for (String q : usedBy.getOrDefault(g, Set.of())) {
          if (!q.equals(p)) {
            int r = rank.get(q);
            worklist.add(r);
            calleeFirst |= r < own;
          }
        }
      }
      if (a instanceof ProcedureVc.Answer.Inconclusive) {
        deps.put(p, Set.of());
        return true;
      }
      if (calleeFirst) {
        // not proved yet: no dependencies, checked again after the callee
        worklist.add(own);
        return true;
      }
    }
  }

  /** One query of {@code p}'s VC under the surviving candidates; a slow one is traced. */
  private ProcedureVc.Answer check(String p, ProcedureVc vc) throws IvlException {
    long t0 = System.nanoTime();
    long c0 = ProcedureVc.cpuNanos();
    long s0 = vc.solverNanos;
    long w0 = vc.walkNanos;
    ProcedureVc.Answer a = vc.check(alive);
    long took = System.nanoTime() - t0;
    cpu[1] += vc.solverNanos - s0;
    cpu[2] += vc.walkNanos - w0;
    cpu[3] += ProcedureVc.cpuNanos() - c0;
    cpu[a instanceof ProcedureVc.Answer.Valid ? 4 : 5] += vc.solverNanos - s0;
    if (s0 == 0) {
      cpu[6] += vc.solverNanos;
      cpu[7]++;
    }
    long[] cost = costs.computeIfAbsent(p, k -> new long[4]);
    cost[0]++;
    cost[1] += a instanceof ProcedureVc.Answer.Valid ? 0 : 1;
    cost[2] += vc.lastUnits();
    cost[3] = vc.mentionedGuards().size();
    if (took > SLOW_QUERY_NANOS && options.trace().on(DebugTrace.Topic.PAIRS)) {
      options
          .trace()
          .line(
              DebugTrace.Topic.PAIRS,
              String.format(
                  "houdini: %s, %d guards, %s in %d ms, %d solver units",
                  p,
                  vc.mentionedGuards().size(),
                  a.getClass().getSimpleName(),
                  took / 1_000_000,
                  vc.lastUnits()));
    }
    return a;
  }

  /**
   * The {@code PAIRS} trace's line on where the run's solver work went: the {@link #COSTLIEST}
   * procedures by solver units (then by queries, then by name: the same line in every run when a
   * budget counts the units), each with its queries, those that refuted candidates, its units and
   * the candidates its VC mentions.
   */
  private void traceCosts() {
    if (costs.isEmpty() || !options.trace().on(DebugTrace.Topic.PAIRS)) {
      return;
    }
    options
        .trace()
        .line(
            DebugTrace.Topic.PAIRS,
            String.format(
                "houdini: cpu ms: %d VCs %d, queries %d (solver %d: proving %d, refuting %d; walks %d); first queries of %d VCs %d; %d groups, %d VCs freed by the budget, largest %d commands",
                vcBuilds,
                cpu[0] / 1_000_000,
                cpu[3] / 1_000_000,
                cpu[1] / 1_000_000,
                cpu[4] / 1_000_000,
                cpu[5] / 1_000_000,
                cpu[2] / 1_000_000,
                cpu[7],
                cpu[6] / 1_000_000,
                groups.size(),
                vcEvictions,
                vcLargest));
    List<Map.Entry<String, long[]>> order = new ArrayList<>(costs.entrySet());
    order.sort(
        (x, y) -> {
          int c = Long.compare(y.getValue()[2], x.getValue()[2]);
          c = c != 0 ? c : Long.compare(y.getValue()[0], x.getValue()[0]);
          return c != 0 ? c : x.getKey().compareTo(y.getKey());
        });
    StringBuilder sb = new StringBuilder("houdini: costliest procedures:");
    for (Map.Entry<String, long[]> e : order.subList(0, Math.min(COSTLIEST, order.size()))) {
      long[] c = e.getValue();
      sb.append(
          String.format(
              " %s %d queries (%d refuting), %d units, %d candidates in its VC;",
              e.getKey(), c[0], c[1], c[2], c[3]));
    }
    sb.setLength(sb.length() - 1);
    options.trace().line(DebugTrace.Topic.PAIRS, sb.toString());
  }

  /**
   * The candidates answer {@code a} refutes: the failing one and those refuted with it, or, for
   * an inconclusive query, every candidate it checked (with a warning).
   */
  private List<String> dropped(
      String p, ProcedureVc vc, ProcedureVc.Answer a, ProcedureVc.Prelude prelude) {
    List<String> dropped = new ArrayList<>();
    if (a instanceof ProcedureVc.Answer.Fails f) {
      if (f.guard() == null) {
        throw new IllegalStateException(
            "Houdini: a non-candidate obligation of " + p + " was checked");
      }
      dropped.add(f.guard());
      for (String g : f.alsoRefuted()) {
        if (alive.contains(g) && !dropped.contains(g)) {
          dropped.add(g);
        }
      }
    } else if (a instanceof ProcedureVc.Answer.Inconclusive i) {
      inconclusive++;
      diagnostics.add(
          Diagnostic.warning(
              "houdini-inconclusive",
              loc(prelude.procedures().get(p).pos()),
              "Houdini: the query of procedure '"
                  + p
                  + "' was inconclusive ("
                  + i.reason()
                  + "); its candidates are dropped"));
      for (String g : vc.checkedGuards()) {
        if (alive.contains(g)) {
          dropped.add(g);
        }
      }
    }
    return dropped;
  }

  /**
   * Whether the run must stop: its solver budget is used up, or its deadline has passed (the
   * budget is looked at first, so that a run that used it up says so whatever the time); sets
   * {@link #stopped}.
   */
  private boolean outOfLimits() {
    if (budget != null && budget.exhausted()) {
      stopped = OUT_OF_BUDGET;
    } else if (System.nanoTime() > deadline) {
      stopped = OUT_OF_TIME;
    }
    return stopped != null;
  }

  /**
   * The budget or the time limit ran out: no candidate is proved (sound: no summaries beyond the
   * frames).
   */
  private void dropAllCandidates() {
    ranOut =
        OUT_OF_BUDGET.equals(stopped)
            ? new HoudiniResult.RanOut(
                HoudiniResult.RanOut.BUDGET, "solver budget (" + budget.limit() + " rlimit units)")
            : new HoudiniResult.RanOut(
                HoudiniResult.RanOut.TIME_LIMIT, "time limit (" + options.timeLimit().toMillis() + " ms)");
    diagnostics.add(
        Diagnostic.warning(
            ranOut.code(),
            null,
            "Houdini ran out of its " + ranOut.limit() + "; all candidates are dropped"));
    inconclusive++;
    alive.clear();
  }

  /**
   * Verifies the non-candidate obligations of the summarized procedures that have any (not the
   * deferred ones); after the time limit or the budget ran out none is checked, each a timeout or
   * inconclusive.
   */
  private Map<String, Outcome> checkAssertions(Program summarized, boolean outOfTime)
      throws IvlException {
    Map<String, Outcome> outcomes = new LinkedHashMap<>();
    if (!options.checkAssertions()) {
      return outcomes;
    }
    for (var proc : summarized.procedures()) {
      String p = proc.name();
      if (proc.body() == null
          || options.deferred().contains(p)
          || !hasOthers.getOrDefault(p, outOfTime)) {
        continue;
      }
      if (outOfTime || outOfLimits()) {
        // not checked: never reported as verified
        outcomes.put(
            p,
            OUT_OF_BUDGET.equals(stopped)
                ? new Outcome.Unknown(budget.exhaustedMessage())
                : new Outcome.Timeout());
        continue;
      }
      assertionChecks++;
      VerifyOptions vo =
          new VerifyOptions(
              queryTimeout(),
              options.smtDumpDir(),
              options.randomSeed(),
              5,
              Set.of(),
              budget);
      outcomes.put(p, verifier.verify(summarized, p, vo));
    }
    return outcomes;
  }

  private HoudiniResult result(
      Program summarized, Map<String, Outcome> outcomes, Duration elapsed) {
    List<Candidate> surviving = new ArrayList<>();
    List<Candidate> refuted = new ArrayList<>();
    for (Candidate c : candidates) {
      (alive.contains(c.guard()) ? surviving : refuted).add(c);
    }
    List<Diagnostic> diags = new ArrayList<>(new TreeSet<>(diagnostics));
    HoudiniStats stats =
        new HoudiniStats(
            guards.size(),
            guards.size() - alive.size(),
            procedureChecks,
            queries,
            assertionChecks,
            inconclusive,
            budget == null ? 0 : budget.used(),
            elapsed);
    return new HoudiniResult(summarized, surviving, refuted, outcomes, stats, diags, ranOut);
  }

  /** The wall-clock limit of the next query: what is left until the deadline (ZERO: none). */
  private Duration queryTimeout() {
    if (deadline == Long.MAX_VALUE) {
      return Duration.ZERO;
    }
    return Duration.ofNanos(Math.max(deadline - System.nanoTime(), 1_000_000));
  }

  private static SourceLoc loc(Pos pos) {
    return pos.isKnown() ? SourceLoc.of(pos) : null;
  }

}

package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.smt.SmtOptions;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

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
 * <p>A query that runs out of time or returns unknown makes its procedure drop every candidate it
 * would have to prove (sound: what remains is still inductive), with a warning.
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

  /**
   * How re-checks are triggered when a candidate is dropped: by the unsat cores of the last proofs
   * (default), or, as in the original algorithm, every procedure whose VC mentions it.
   */
  enum Dependencies {
    UNSAT_CORES,
    MENTIONS
  }

  private final Dependencies dependencies;

  private Houdini(
      Program program, HoudiniOptions options, ProgramVerifier verifier, Dependencies dependencies)
      throws IvlException {
    this.dependencies = dependencies;
    this.program = program;
    this.options = options;
    this.verifier = verifier;
    this.candidates = Candidates.of(program);
    this.guards = Candidates.guards(program);
    this.alive = new LinkedHashSet<>(guards);
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
    return new Houdini(program, options, verifier, Dependencies.UNSAT_CORES).fixpoint();
  }

  /** For measurements: the fixpoint with the given dependency tracking. */
  static HoudiniResult run(
      Program program, HoudiniOptions options, ProgramVerifier verifier, Dependencies deps)
      throws IvlException {
    return new Houdini(program, options, verifier, deps).fixpoint();
  }

  /** Debug aid: {@code -Dpairlock.debug.pairs=true} prints the slow queries. */
  private static final boolean TRACE = Boolean.getBoolean("pairlock.debug.pairs");

  private HoudiniResult fixpoint() throws IvlException {
    long start = System.nanoTime();
    long deadline =
        options.timeLimit().isZero() ? Long.MAX_VALUE : start + options.timeLimit().toNanos();
    CallGraph cg = CallGraph.of(program);
    List<String> order = cg.bottomUp();
    Map<String, Integer> rank = new HashMap<>();
    for (int i = 0; i < order.size(); i++) {
      rank.put(order.get(i), i);
    }
    SmtOptions smt =
        new SmtOptions(
            options.queryTimeout(), options.randomSeed(), options.smtDumpDir(), "houdini");
    ProcedureVc.Prelude prelude = ProcedureVc.Prelude.of(program);
    Map<String, Boolean> hasOthers = new LinkedHashMap<>();
    boolean outOfTime = false;
    try (VcPool pool = new VcPool(prelude, smt, guards, VcPool.defaultBudget())) {
      // Which procedures' last proof used each guard.
      Map<String, Set<String>> usedBy = new HashMap<>();
      Map<String, Set<String>> deps = new HashMap<>();
      // Every procedure is visited once at least; its VC is generated then (a procedure whose VC
      // mentions no candidate has nothing to check and is not kept).
      TreeSet<Integer> worklist = new TreeSet<>();
      for (int i = 0; i < order.size(); i++) {
        worklist.add(i);
      }
      fixpoint:
      while (!worklist.isEmpty()) {
        if (System.nanoTime() > deadline) {
          outOfTime = true;
          break;
        }
        String p = order.get(worklist.pollFirst());
        ProcedureVc vc = pool.get(p, g -> !alive.contains(g));
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
        while (true) {
          long remaining = deadline - System.nanoTime();
          if (remaining <= 0) {
            outOfTime = true;
            break fixpoint;
          }
          vc.setTimeout(queryTimeout(remaining));
          queries++;
          long t0 = System.nanoTime();
          ProcedureVc.Answer a = vc.check(alive);
          if (TRACE && System.nanoTime() - t0 > 500_000_000L) {
            System.err.printf("houdini: %s, %d guards, %s in %d ms%n", p,
                vc.mentionedGuards().size(), a.getClass().getSimpleName(),
                (System.nanoTime() - t0) / 1_000_000);
          }
          if (a instanceof ProcedureVc.Answer.Valid v) {
            Set<String> used =
                dependencies == Dependencies.UNSAT_CORES ? v.core() : vc.mentionedGuards();
            deps.put(p, used);
            for (String g : used) {
              usedBy.computeIfAbsent(g, k -> new LinkedHashSet<>()).add(p);
            }
            break;
          }
          if (a instanceof ProcedureVc.Answer.Inconclusive && System.nanoTime() > deadline) {
            // the query ran out of the whole budget, not of its own: no procedure is done
            outOfTime = true;
            break fixpoint;
          }
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
          for (String g : dropped) {
            alive.remove(g);
            for (String q : usedBy.getOrDefault(g, Set.of())) {
              if (!q.equals(p)) {
                worklist.add(rank.get(q));
              }
            }
          }
          if (a instanceof ProcedureVc.Answer.Inconclusive) {
            deps.put(p, Set.of());
            break;
          }
        }
      }
    }
    if (outOfTime) {
      diagnostics.add(
          Diagnostic.warning(
              "houdini-time-limit",
              null,
              "Houdini ran out of its time limit ("
                  + options.timeLimit().toMillis()
                  + " ms); all candidates are dropped"));
      inconclusive++;
      alive.clear();
    }
    Program summarized = Summaries.apply(program, guards, alive, options.contracts());
    Map<String, Outcome> outcomes = new LinkedHashMap<>();
    int assertionChecks = 0;
    if (options.checkAssertions()) {
      for (var proc : summarized.procedures()) {
        String p = proc.name();
        if (proc.body() == null
            || options.deferred().contains(p)
            || !hasOthers.getOrDefault(p, outOfTime)) {
          continue;
        }
        long remaining = deadline - System.nanoTime();
        if (outOfTime || remaining <= 0) {
          // not checked: never reported as verified
          outcomes.put(p, new Outcome.Timeout());
          continue;
        }
        assertionChecks++;
        VerifyOptions vo =
            new VerifyOptions(
                queryTimeout(remaining),
                options.smtDumpDir(),
                options.randomSeed(),
                5,
                Set.of());
        outcomes.put(p, verifier.verify(summarized, p, vo));
      }
    }
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
            Duration.ofNanos(System.nanoTime() - start));
    return new HoudiniResult(summarized, surviving, refuted, outcomes, stats, diags);
  }

  /** The time limit of a query when {@code remaining} nanoseconds of the budget are left. */
  private Duration queryTimeout(long remaining) {
    if (options.timeLimit().isZero()) {
      return options.queryTimeout();
    }
    Duration left = Duration.ofNanos(Math.max(remaining, 1_000_000));
    return options.queryTimeout().isZero() || left.compareTo(options.queryTimeout()) < 0
        ? left
        : options.queryTimeout();
  }

  private static SourceLoc loc(Pos pos) {
    return pos.isKnown() ? SourceLoc.of(pos) : null;
  }

}

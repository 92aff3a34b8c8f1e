package dev.pairlock.houdini;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Z3Exception;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.smt.ExprTranslator;
import dev.pairlock.ivl.smt.Prover;
import dev.pairlock.ivl.smt.SatResult;
import dev.pairlock.ivl.smt.Signature;
import dev.pairlock.ivl.smt.SolverContext;
import dev.pairlock.ivl.vc.Core;
import dev.pairlock.ivl.vc.DeadDefinitions;
import dev.pairlock.ivl.vc.Desugarer;
import dev.pairlock.ivl.vc.Passifier;
import dev.pairlock.ivl.vc.Passive;
import dev.pairlock.ivl.vc.VcGenerator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The VC of one procedure, generated once and kept in its own incremental prover; Houdini asks it
 * again and again under different assumptions: the existential constants of alive candidates true,
 * of refuted ones false. Candidate obligations are checked, the others assumed (and verified after
 * the fixpoint by the caller).
 */
final class ProcedureVc implements AutoCloseable {
  /** The answer to one query. */
  sealed interface Answer {
    /** Valid; {@code core} are the alive candidates the proof needed (a superset suffices). */
    record Valid(Set<String> core) implements Answer {}

    /**
     * The obligation {@code obligation} fails (and belongs to candidate {@code guard}, if any);
     * {@code alsoRefuted} are the guards of further candidate checks right after it, on the same
     * state, that the counterexample fails too.
     */
    record Fails(Core.Obligation obligation, String guard, Set<String> alsoRefuted)
        implements Answer {}

    record Inconclusive(String reason) implements Answer {}
  }

  final String procedure;
  private final Core.Program core;
  private final Passive.Program passive;
  private final VcGenerator.Vc vc;
  private final SolverContext sc;
  private final Prover prover;
  private final ExprTranslator tr;
  private final Context ctx;
  /** Candidate guard of each obligation that is a candidate. */
  private final Map<Integer, String> guardOfObligation = new TreeMap<>();
  /** Existential constants the VC mentions, with their literals. */
  private final Map<String, BoolExpr> guardLiterals = new LinkedHashMap<>();
  private final Map<BoolExpr, String> guardByLiteral = new HashMap<>();

  private ProcedureVc(
      String procedure,
      Core.Program core,
      Passive.Program passive,
      VcGenerator.Vc vc,
      SolverContext sc,
      Prover prover,
      ExprTranslator tr,
      Context ctx) {
    this.procedure = procedure;
    this.core = core;
    this.passive = passive;
    this.vc = vc;
    this.sc = sc;
    this.prover = prover;
    this.tr = tr;
    this.ctx = ctx;
  }

  /**
   * What every procedure's VC shares within one Houdini run: the program's signature, its axioms
   * (with {@code old} stripped) and its groups of unique constants, computed once.
   */
  record Prelude(
      Program program,
      Signature signature,
      List<Expr> axioms,
      List<List<String>> uniqueGroups,
      Map<String, Decl.Procedure> procedures) {
    static Prelude of(Program program) {
      List<Expr> axioms = new ArrayList<>();
      for (Decl.Axiom a : program.axioms()) {
        axioms.add(stripOld(a.expr()));
      }
      Map<Type, List<String>> unique = new LinkedHashMap<>();
      for (Decl.Const c : program.constants()) {
        if (c.unique()) {
          unique.computeIfAbsent(c.type(), k -> new ArrayList<>()).add(c.name());
        }
      }
      List<List<String>> groups = new ArrayList<>();
      for (List<String> g : unique.values()) {
        if (g.size() > 1) {
          groups.add(List.copyOf(g));
        }
      }
      Map<String, Decl.Procedure> procs = new LinkedHashMap<>();
      for (Decl.Procedure p : program.procedures()) {
        procs.putIfAbsent(p.name(), p);
      }
      return new Prelude(program, Signature.of(program), axioms, groups, procs);
    }
  }

  /**
   * Generates the VC of {@code proc} into a prover of its own in {@code sc}, which the VCs of one
   * Houdini run share ({@link #close} frees the prover, so a caller can bound how many VCs are
   * alive at once; the VC's terms go when Java no longer refers to them). One context per VC, as
   * before, cost about 17 MB of Z3 memory per VC before any query: most of r8169's native memory
   * (WHOOP suite), whose sides have up to 280 procedures.
   */
  static ProcedureVc build(
      Prelude prelude,
      Decl.Procedure proc,
      SolverContext sc,
      Set<String> guards,
      Predicate<String> refuted)
      throws IvlException {
    // Candidates already refuted stay refuted: their clauses (in this procedure and in its
    // callees' contracts) are left out rather than disabled by an assumption, which keeps the VCs
    // of callers generated late in the fixpoint small.
    Map<String, Decl.Procedure> pruned = new HashMap<>();
    Function<String, Decl.Procedure> callees =
        name -> {
          Decl.Procedure q = prelude.procedures().get(name);
          return q == null ? null : pruned.computeIfAbsent(name, n -> prune(q, guards, refuted));
        };
    Core.Program core = Desugarer.desugar(prelude.program(), prune(proc, guards, refuted), callees);
    Passive.Program passive;
    try {
      passive = Passifier.passify(core, List.of());
      if (DEAD_DEFINITIONS) {
        passive = DeadDefinitions.drop(passive);
      }
    } catch (IllegalArgumentException e) {
      throw cannot(proc, e);
    }
    Prover prover = null;
    try {
      ExprTranslator tr = sc.translator(prelude.signature(), passive.incarnations());
      prover = sc.newProver();
      for (Expr a : prelude.axioms()) {
        prover.addConstraint(tr.formula(a));
      }
      for (List<String> group : prelude.uniqueGroups()) {
        com.microsoft.z3.Expr<?>[] cs = new com.microsoft.z3.Expr<?>[group.size()];
        for (int i = 0; i < cs.length; i++) {
          cs[i] = tr.symbol(group.get(i));
        }
        prover.addConstraint(sc.z3().mkDistinct(cs));
      }
      // Non-candidate obligations are assumed during the fixpoint (e ==> Q), candidates checked
      // (e && Q, no obligation literals: a refuted candidate is disabled by its guard instead).
      Set<Integer> others = new HashSet<>();
      for (Passive.Block b : passive.blocks()) {
        for (Passive.Cmd c : b.cmds()) {
          if (c instanceof Passive.Cmd.Check k && Candidates.guardOf(k.expr(), guards).isEmpty()) {
            others.add(k.obligation());
          }
        }
      }
      VcGenerator.Vc vc = VcGenerator.generate(passive, sc, tr, others, false);
      for (BoolExpr c : vc.constraints()) {
        prover.addConstraint(c);
      }
      ProcedureVc p = new ProcedureVc(proc.name(), core, passive, vc, sc, prover, tr, sc.z3());
      p.index(guards);
      p.hasOthers = !others.isEmpty();
      return p;
    } catch (IllegalArgumentException | Z3Exception e) {
      close(prover);
      throw cannot(proc, e);
    } catch (RuntimeException e) {
      close(prover);
      throw e;
    }
  }

  /**
   * The system property that keeps the definitions no check depends on in the VCs ({@link
   * DeadDefinitions}): "false". They are dropped by default: the answers are the same (see there),
   * and the solver no longer carries the body's data flow that no candidate, branch or assumption
   * reads.
   */
  static final String DEAD_DEFINITIONS_PROPERTY = "pairlock.houdini.deadDefinitions";

  private static final boolean DEAD_DEFINITIONS =
      !"false".equalsIgnoreCase(System.getProperty(DEAD_DEFINITIONS_PROPERTY, "true"));

  /** {@code proc} without the candidate clauses (contract and asserts) of refuted guards. */
  static Decl.Procedure prune(Decl.Procedure proc, Set<String> guards, Predicate<String> refuted) {
    Predicate<Expr> dead = e -> Candidates.guardOf(e, guards).filter(refuted).isPresent();
    List<Spec> specs = new ArrayList<>();
    boolean changed = false;
    for (Spec sp : proc.specs()) {
      boolean drop =
          switch (sp) {
            case Spec.Requires r -> dead.test(r.expr());
            case Spec.Ensures e -> dead.test(e.expr());
            case Spec.Modifies m -> false;
          };
      if (drop) {
        changed = true;
      } else {
        specs.add(sp);
      }
    }
    Decl.Procedure r = changed ? proc.withSpecs(specs) : proc;
    if (proc.body() == null) {
      return r;
    }
    List<Block> blocks = new ArrayList<>();
    boolean bodyChanged = false;
    for (Block b : proc.body().blocks()) {
      List<Cmd> cmds = new ArrayList<>();
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Assert a && dead.test(a.expr())) {
          bodyChanged = true;
        } else {
          cmds.add(c);
        }
      }
      blocks.add(cmds.size() == b.cmds().size() ? b : b.withCmds(cmds));
    }
    return bodyChanged ? r.withBody(new Body(proc.body().locals(), blocks)) : r;
  }

  private static void close(Prover prover) {
    if (prover != null) {
      prover.close();
    }
  }

  private static IvlException cannot(Decl.Procedure proc, Exception e) {
    return new IvlException(
        Diagnostic.error(
            "houdini",
            proc.pos().isKnown() ? SourceLoc.of(proc.pos()) : null,
            "cannot generate the VC of procedure '" + proc.name() + "': " + e.getMessage()));
  }

  private void index(Set<String> guards) {
    Set<String> mentioned = new LinkedHashSet<>();
    for (Passive.Block b : passive.blocks()) {
      for (Passive.Cmd c : b.cmds()) {
        switch (c) {
          case Passive.Cmd.Assume a -> freeVars(a.expr(), guards, mentioned);
          case Passive.Cmd.Check k -> {
            freeVars(k.expr(), guards, mentioned);
            Candidates.guardOf(k.expr(), guards)
                .ifPresent(g -> guardOfObligation.put(k.obligation(), g));
          }
          case Passive.Cmd.Observe o -> {}
        }
      }
    }
    for (String g : mentioned) {
      BoolExpr lit = (BoolExpr) tr.symbol(g);
      guardLiterals.put(g, lit);
      guardByLiteral.put(lit, g);
    }
  }

  /** The candidates whose guard this VC mentions. */
  Set<String> mentionedGuards() {
    return guardLiterals.keySet();
  }

  /** The guards of the candidate obligations this procedure must prove. */
  Set<String> checkedGuards() {
    return new LinkedHashSet<>(guardOfObligation.values());
  }

  private boolean hasOthers;

  /** Whether the procedure has obligations that are not candidates. */
  boolean hasOtherObligations() {
    return hasOthers;
  }

  /**
   * Checks the candidate obligations, with the candidates in {@code alive} assumed true and the
   * others false; the non-candidate obligations are assumed.
   */
  Answer check(Set<String> alive) {
    List<BoolExpr> as = new ArrayList<>();
    for (Map.Entry<String, BoolExpr> g : guardLiterals.entrySet()) {
      as.add(alive.contains(g.getKey()) ? g.getValue() : ctx.mkNot(g.getValue()));
    }
    SatResult r;
    long t0 = cpuNanos();
    try {
      r = prover.checkUnderAssumptions(as);
    } catch (Z3Exception e) {
      return new Answer.Inconclusive("solver error: " + SolverContext.errorReason(e));
    } finally {
      solverNanos += cpuNanos() - t0;
    }
    return switch (r) {
      case SatResult.Unsat u -> {
        Set<String> used = new LinkedHashSet<>();
        for (BoolExpr l : prover.unsatCoreOverAssumptions()) {
          String g = guardByLiteral.get(l);
          if (g != null) {
            used.add(g);
          }
        }
        yield new Answer.Valid(used);
      }
      case SatResult.Unknown u -> new Answer.Inconclusive(u.reason());
      case SatResult.Sat s -> {
        List<Integer> obs;
        long t1 = cpuNanos();
        try {
          obs = failingObligations(alive);
        } catch (IllegalStateException | Z3Exception e) {
          // cannot happen for a well-formed VC; inconclusive (its candidates dropped) is sound
          yield new Answer.Inconclusive("counterexample not traced: " + e.getMessage());
        } finally {
          walkNanos += cpuNanos() - t1;
        }
        int ob = obs.get(0);
        Set<String> more = new LinkedHashSet<>();
        for (int k : obs.subList(1, obs.size())) {
          more.add(guardOfObligation.get(k));
        }
        yield new Answer.Fails(core.obligations().get(ob), guardOfObligation.get(ob), more);
      }
    };
  }

  /**
   * Walks the model from the start block to the first failing check (as the VC verifier does),
   * then on through the checks that immediately follow it in the same block: they see the same
   * state, so each candidate check among them that the model fails fails on this path too (once
   * the first is dropped, which only removes assumptions). Stops at the first other command, or at
   * a failing check that is not a candidate (it is assumed, so the path would end there).
   *
   * <p>What the walk evaluates in the model is kept small: a candidate check whose guard is not in
   * {@code alive} holds (its guard is assumed false), so it is not evaluated; a check's formula is
   * translated once per VC; and a successor whose block boolean {@code ok@@S} is false has a false
   * wp (the VC constrains {@code wp(S) ==> ok@@S}), so its wp is evaluated only when that boolean
   * is true. The path and the checks found are the same as evaluating every formula.
   */
  private List<Integer> failingObligations(Set<String> alive) {
    Map<String, Passive.Block> byName = new LinkedHashMap<>();
    for (Passive.Block b : passive.blocks()) {
      byName.put(b.name(), b);
    }
    Passive.Block b = passive.blocks().get(0);
    while (true) {
      List<Passive.Cmd> cmds = b.cmds();
      for (int i = 0; i < cmds.size(); i++) {
        // non-candidate checks are assumed: on the failing path they hold
        if (cmds.get(i) instanceof Passive.Cmd.Check k
            && alive.contains(guardOfObligation.get(k.obligation()))
            && !holds(k)) {
          List<Integer> r = new ArrayList<>(List.of(k.obligation()));
          for (int j = i + 1; j < cmds.size() && cmds.get(j) instanceof Passive.Cmd.Check n; j++) {
            String g = guardOfObligation.get(n.obligation());
            if (g != null && !alive.contains(g) || holds(n)) {
              continue;
            }
            if (g == null) {
              break;
            }
            r.add(n.obligation());
          }
          return r;
        }
      }
      Passive.Block next = null;
      for (String s : b.succs()) {
        if (!prover.isTrue(vc.ok().get(s)) || !prover.isTrue(vc.wp().get(s))) {
          next = byName.get(s);
          break;
        }
      }
      if (next == null) {
        throw new IllegalStateException(
            "counterexample of " + procedure + " does not lead to a failing check");
      }
      b = next;
    }
  }

  /** The formula of each check the walk of a counterexample evaluated, by obligation. */
  private final Map<Integer, BoolExpr> checkFormulas = new HashMap<>();

  /** Whether check {@code k} holds in the model of the last query. */
  private boolean holds(Passive.Cmd.Check k) {
    return prover.isTrue(checkFormulas.computeIfAbsent(k.obligation(), o -> tr.formula(k.expr())));
  }

  /** CPU time of this thread in the solver's checks so far, and in counterexample walks. */
  long solverNanos;

  long walkNanos;

  /** The CPU time of the current thread (for the {@code PAIRS} trace's figures). */
  static long cpuNanos() {
    return THREADS.getCurrentThreadCpuTime();
  }

  private static final java.lang.management.ThreadMXBean THREADS =
      java.lang.management.ManagementFactory.getThreadMXBean();

  /** Z3's resource units (rlimit) the last query used (0 when its prover counts none). */
  long lastUnits() {
    return prover.lastUnits();
  }

  /** Size of the passive program (number of commands), a measure of the VC's memory. */
  int size() {
    return passive.commandCount();
  }

  /**
   * Sets the limits of later queries: the wall-clock timeout (ZERO: none), the budget they are
   * charged to (null: none) and the limit of each in resource units (0: none).
   */
  void setLimits(java.time.Duration t, dev.pairlock.ivl.smt.SolverBudget budget, long queryUnits) {
    prover.setTimeout(t);
    prover.setBudget(budget);
    prover.setQueryUnits(queryUnits);
  }

  /** Closes the prover (its solver's memory is freed; the terms when no longer referred to). */
  @Override
  public void close() {
    close(prover);
  }

  private static void freeVars(Expr e, Set<String> of, Set<String> out) {
    switch (e) {
      case Expr.IntLit i -> {}
      case Expr.BoolLit b -> {}
      case Expr.Var v -> {
        if (of.contains(v.name())) {
          out.add(v.name());
        }
      }
      case Expr.Old o -> freeVars(o.expr(), of, out);
      case Expr.Select s -> {
        freeVars(s.map(), of, out);
        freeVars(s.index(), of, out);
      }
      case Expr.Store s -> {
        freeVars(s.map(), of, out);
        freeVars(s.index(), of, out);
        freeVars(s.value(), of, out);
      }
      case Expr.Unary u -> freeVars(u.operand(), of, out);
      case Expr.Binary bin -> {
        // iterative on the left spine: long conjunction chains
        Expr cur = bin;
        while (cur instanceof Expr.Binary cb) {
          freeVars(cb.right(), of, out);
          cur = cb.left();
        }
        freeVars(cur, of, out);
      }
      case Expr.Ite i -> {
        freeVars(i.cond(), of, out);
        freeVars(i.thenExpr(), of, out);
        freeVars(i.elseExpr(), of, out);
      }
      case Expr.FunApp f -> f.args().forEach(a -> freeVars(a, of, out));
      case Expr.Quant q -> {
        Set<String> inner = new LinkedHashSet<>(of);
        for (Param p : q.vars()) {
          inner.remove(p.name());
        }
        freeVars(q.body(), inner, out);
      }
    }
  }

  /** {@code old(e)} replaced by {@code e} (axioms have no old state). */
  static Expr stripOld(Expr e) {
    return switch (e) {
      case Expr.Old o -> stripOld(o.expr());
      case Expr.Unary u -> new Expr.Unary(u.op(), stripOld(u.operand()));
      case Expr.Binary b -> new Expr.Binary(b.op(), stripOld(b.left()), stripOld(b.right()));
      case Expr.Select s -> new Expr.Select(stripOld(s.map()), stripOld(s.index()));
      case Expr.Store s ->
          new Expr.Store(stripOld(s.map()), stripOld(s.index()), stripOld(s.value()));
      case Expr.Ite i ->
          new Expr.Ite(stripOld(i.cond()), stripOld(i.thenExpr()), stripOld(i.elseExpr()));
      case Expr.FunApp f ->
          new Expr.FunApp(f.function(), f.args().stream().map(ProcedureVc::stripOld).toList());
      case Expr.Quant q -> new Expr.Quant(q.forall(), q.vars(), stripOld(q.body()));
      default -> e;
    };
  }
}

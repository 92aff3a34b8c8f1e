package dev.pairlock.ivl.vc;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.smt.ExprTranslator;
import dev.pairlock.ivl.smt.SolverContext;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The weakest precondition of a passive program in Barnett and Leino's efficient form: one boolean
 * {@code ok@@B} per block, constrained by {@code wp(cmds(B), /\ ok@@S for S in succ(B)) ==> ok@@B},
 * so the VC is linear in the size of the passive program. The VC is {@code ok@@start@}; the prover
 * is given the block constraints and its negation. (Measured alternatives: full {@code <=>}
 * definitions are about 5x slower on long chains of diamonds, and inlining the block formulas as
 * one shared DAG term instead of naming them is slower still.)
 *
 * <p>A check of obligation {@code i} is {@code e && Q}, or {@code e ==> Q} if the caller assumes it
 * (a failure already reported). Optionally, for incremental use, it is {@code (ob@@i || e) && (e
 * ==> Q)} with a free boolean {@code ob@@i}: false, it is checked; true, it is assumed. In a model,
 * the check that failed is the first one on the path whose {@code e} is false (and not assumed).
 */
public final class VcGenerator {
  /**
   * The generated VC.
   *
   * @param constraints block definitions followed by the negated VC, to be added to a prover
   * @param ok the boolean of each block
   * @param wp the weakest precondition of each block (in terms of its successors' booleans); in a
   *     counterexample, a block on the failing path has a false wp
   * @param obligationLiterals the literal {@code ob@@i} of each obligation id
   */
  public record Vc(
      List<BoolExpr> constraints,
      Map<String, BoolExpr> ok,
      Map<String, BoolExpr> wp,
      Map<Integer, BoolExpr> obligationLiterals) {
    public Vc {
      constraints = List.copyOf(constraints);
      ok = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(ok));
      wp = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(wp));
      obligationLiterals =
          java.util.Collections.unmodifiableMap(new LinkedHashMap<>(obligationLiterals));
    }

    /** DAG size of all constraints. */
    public long size() {
      return SolverContext.dagSize(constraints);
    }
  }

  private VcGenerator() {}

  /**
   * Generates the VC of {@code program}; {@code tr} must know every incarnation's type.
   *
   * @param assumed obligations encoded as assumptions ({@code e ==> Q}) rather than checks
   * @param literals whether to guard the other checks with literals {@code ob@@i} (for incremental
   *     use: a later query can assume an obligation by asserting its literal); without them a check
   *     is plain {@code e && Q}, which Z3 solves faster, and the VC is regenerated per query
   */
  public static Vc generate(
      Passive.Program program,
      SolverContext sc,
      ExprTranslator tr,
      java.util.Set<Integer> assumed,
      boolean literals) {
    Context ctx = sc.z3();
    Map<String, BoolExpr> ok = new LinkedHashMap<>();
    for (Passive.Block b : program.blocks()) {
      ok.put(b.name(), sc.boolConst("ok@@" + b.name()));
    }
    Map<Integer, BoolExpr> lits = new HashMap<>();
    Map<String, BoolExpr> wp = new LinkedHashMap<>();
    List<BoolExpr> defs = new ArrayList<>();
    List<Passive.Block> blocks = program.blocks();
    for (int k = blocks.size() - 1; k >= 0; k--) {
      Passive.Block b = blocks.get(k);
      Interruption.check();
      List<BoolExpr> succ = new ArrayList<>();
      for (String s : b.succs()) {
        succ.add(ok.get(s));
      }
      BoolExpr q = and(ctx, succ);
      List<Passive.Cmd> cmds = b.cmds();
      for (int i = cmds.size() - 1; i >= 0; i--) {
        switch (cmds.get(i)) {
          case Passive.Cmd.Assume a -> {
            if (a.expr().equals(Expr.FALSE)) {
              q = ctx.mkTrue();
            } else {
              q = ctx.mkImplies(tr.formula(a.expr()), q);
            }
          }
          case Passive.Cmd.Check c -> {
            BoolExpr e = tr.formula(c.expr());
            if (assumed.contains(c.obligation())) {
              q = ctx.mkImplies(e, q);
            } else if (literals) {
              BoolExpr lit = sc.boolConst("ob@@" + c.obligation());
              lits.put(c.obligation(), lit);
              q = ctx.mkAnd(ctx.mkOr(lit, e), ctx.mkImplies(e, q));
            } else {
              q = ctx.mkAnd(e, q);
            }
          }
          case Passive.Cmd.Observe o -> {}
        }
      }
      wp.put(b.name(), q);
      // Only wp => ok is needed: the negated VC makes ok@@start false, which forces the wp of
      // some block on every level false along a failing path (the definitions are monotone).
      defs.add(ctx.mkImplies(q, ok.get(b.name())));
    }
    defs.add(ctx.mkNot(ok.get(blocks.get(0).name())));
    return new Vc(defs, ok, wp, lits);
  }

  private static BoolExpr and(Context ctx, List<BoolExpr> es) {
    return switch (es.size()) {
      case 0 -> ctx.mkTrue();
      case 1 -> es.get(0);
      default -> ctx.mkAnd(es.toArray(new BoolExpr[0]));
    };
  }
}

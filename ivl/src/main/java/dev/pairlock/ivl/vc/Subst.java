package dev.pairlock.ivl.vc;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Param;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Capture-avoiding substitution of free variables, with a separate mapping under {@code old}. */
final class Subst {
  private Subst() {}

  /**
   * Replaces free variables by {@code now}, and {@code old(e)} by {@code e} with free variables
   * replaced by {@code old}; names missing from a map stay. The replacements must not contain
   * variables bound at the substitution point (callers substitute names containing {@code @} or
   * closed terms).
   */
  static Expr apply(Expr e, Map<String, ? extends Expr> now, Map<String, ? extends Expr> old) {
    return switch (e) {
      case Expr.IntLit i -> i;
      case Expr.BoolLit b -> b;
      case Expr.Var v -> now.containsKey(v.name()) ? now.get(v.name()) : v;
      case Expr.Old o -> apply(o.expr(), old, old);
      case Expr.Select s -> new Expr.Select(apply(s.map(), now, old), apply(s.index(), now, old));
      case Expr.Store s ->
          new Expr.Store(
              apply(s.map(), now, old), apply(s.index(), now, old), apply(s.value(), now, old));
      case Expr.Unary u -> new Expr.Unary(u.op(), apply(u.operand(), now, old));
      case Expr.Binary b ->
          new Expr.Binary(b.op(), apply(b.left(), now, old), apply(b.right(), now, old));
      case Expr.Ite i ->
          new Expr.Ite(
              apply(i.cond(), now, old),
              apply(i.thenExpr(), now, old),
              apply(i.elseExpr(), now, old));
      case Expr.FunApp f -> {
        List<Expr> args = new ArrayList<>();
        for (Expr a : f.args()) {
          args.add(apply(a, now, old));
        }
        yield new Expr.FunApp(f.function(), args);
      }
      case Expr.Quant q -> {
        Map<String, Expr> n2 = new HashMap<>(now);
        Map<String, Expr> o2 = new HashMap<>(old);
        for (Param p : q.vars()) {
          n2.remove(p.name());
          o2.remove(p.name());
        }
        yield new Expr.Quant(q.forall(), q.vars(), apply(q.body(), n2, o2));
      }
    };
  }

  /** {@code old(e)} replaced by {@code e} (for contexts where the old state is the current one). */
  static Expr stripOld(Expr e) {
    return apply(e, Map.of(), Map.of());
  }
}

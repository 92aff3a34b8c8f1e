package dev.pairlock.ivl.vc;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Param;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Capture-avoiding substitution of free variables, with a separate mapping under {@code old}. */
final class Subst {
  private Subst() {}

  /**
   * Replaces free variables by {@code now}, and {@code old(e)} by {@code e} with free variables
   * replaced by {@code old}; names missing from a map stay. Bound variables that a replacement
   * mentions are renamed, so nothing is captured.
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
        Set<String> bound = new HashSet<>();
        for (Param p : q.vars()) {
          n2.remove(p.name());
          o2.remove(p.name());
          bound.add(p.name());
        }
        Set<String> captured = new HashSet<>();
        mentioned(n2.values(), bound, captured);
        mentioned(o2.values(), bound, captured);
        List<Param> vars = q.vars();
        if (!captured.isEmpty()) {
          // A replacement mentions a bound name: rename the bound variable (to a name with '@',
          // which no program variable has).
          List<Param> renamed = new ArrayList<>();
          Map<String, Expr> fresh = new HashMap<>();
          for (Param p : vars) {
            String name = captured.contains(p.name()) ? p.name() + "@bound" : p.name();
            renamed.add(new Param(name, p.type()));
            fresh.put(p.name(), new Expr.Var(name));
          }
          Expr body = apply(q.body(), fresh, fresh);
          yield new Expr.Quant(q.forall(), renamed, apply(body, n2, o2));
        }
        yield new Expr.Quant(q.forall(), vars, apply(q.body(), n2, o2));
      }
    };
  }

  /** Adds to {@code out} the names of {@code bound} that occur free in some of {@code values}. */
  private static void mentioned(
      Iterable<? extends Expr> values, Set<String> bound, Set<String> out) {
    for (Expr v : values) {
      switch (v) {
        case Expr.Var x -> {
          if (bound.contains(x.name())) {
            out.add(x.name());
          }
        }
        case Expr.IntLit i -> {}
        case Expr.BoolLit b -> {}
        default -> {
          for (String b : bound) {
            if (occursFree(v, b)) {
              out.add(b);
            }
          }
        }
      }
    }
  }

  /** Whether variable {@code name} occurs free in {@code e} (also under {@code old}). */
  static boolean occursFree(Expr e, String name) {
    return switch (e) {
      case Expr.IntLit i -> false;
      case Expr.BoolLit b -> false;
      case Expr.Var v -> v.name().equals(name);
      case Expr.Old o -> occursFree(o.expr(), name);
      case Expr.Select s -> occursFree(s.map(), name) || occursFree(s.index(), name);
      case Expr.Store s ->
          occursFree(s.map(), name) || occursFree(s.index(), name) || occursFree(s.value(), name);
      case Expr.Unary u -> occursFree(u.operand(), name);
      case Expr.Binary b -> occursFree(b.left(), name) || occursFree(b.right(), name);
      case Expr.Ite i ->
          occursFree(i.cond(), name)
              || occursFree(i.thenExpr(), name)
              || occursFree(i.elseExpr(), name);
      case Expr.FunApp f -> f.args().stream().anyMatch(a -> occursFree(a, name));
      case Expr.Quant q ->
          q.vars().stream().noneMatch(p -> p.name().equals(name)) && occursFree(q.body(), name);
    };
  }

  /** {@code old(e)} replaced by {@code e} (for contexts where the old state is the current one). */
  static Expr stripOld(Expr e) {
    return apply(e, Map.of(), Map.of());
  }
}

package dev.pairlock.ivl.ast;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Expression helpers of the passes over IVL programs: free variables, {@code old} detection,
 * renaming of free variables (bound ones shadow), and small constructors. Substitution by
 * expressions, for verification conditions, is {@code ivl.vc.Subst}.
 */
public final class Exprs {
  private Exprs() {}

  /** The free variables of {@code e}, in order of first occurrence. */
  public static Set<String> freeVars(Expr e) {
    Set<String> out = new LinkedHashSet<>();
    collect(e, Set.of(), out);
    return out;
  }

  public static boolean mentions(Expr e, String name) {
    return freeVars(e).contains(name);
  }

  /** Calls {@code f} on {@code e} and each of its subexpressions, parents before children. */
  public static void forEach(Expr e, Consumer<Expr> f) {
    f.accept(e);
    switch (e) {
      case Expr.IntLit i -> {}
      case Expr.BoolLit b -> {}
      case Expr.Var v -> {}
      case Expr.Old o -> forEach(o.expr(), f);
      case Expr.Select s -> {
        forEach(s.map(), f);
        forEach(s.index(), f);
      }
      case Expr.Store s -> {
        forEach(s.map(), f);
        forEach(s.index(), f);
        forEach(s.value(), f);
      }
      case Expr.Unary u -> forEach(u.operand(), f);
      case Expr.Binary b -> {
        forEach(b.left(), f);
        forEach(b.right(), f);
      }
      case Expr.Ite i -> {
        forEach(i.cond(), f);
        forEach(i.thenExpr(), f);
        forEach(i.elseExpr(), f);
      }
      case Expr.FunApp a -> a.args().forEach(x -> forEach(x, f));
      case Expr.Quant q -> forEach(q.body(), f);
    }
  }

  /** Whether {@code e} or one of its subexpressions satisfies {@code p}. */
  public static boolean anyMatch(Expr e, Predicate<Expr> p) {
    boolean[] found = {false};
    forEach(e, x -> found[0] |= p.test(x));
    return found[0];
  }

  private static void collect(Expr e, Set<String> bound, Set<String> out) {
    switch (e) {
      case Expr.IntLit i -> {}
      case Expr.BoolLit b -> {}
      case Expr.Var v -> {
        if (!bound.contains(v.name())) {
          out.add(v.name());
        }
      }
      case Expr.Old o -> collect(o.expr(), bound, out);
      case Expr.Select s -> {
        collect(s.map(), bound, out);
        collect(s.index(), bound, out);
      }
      case Expr.Store s -> {
        collect(s.map(), bound, out);
        collect(s.index(), bound, out);
        collect(s.value(), bound, out);
      }
      case Expr.Unary u -> collect(u.operand(), bound, out);
      case Expr.Binary b -> {
        collect(b.left(), bound, out);
        collect(b.right(), bound, out);
      }
      case Expr.Ite i -> {
        collect(i.cond(), bound, out);
        collect(i.thenExpr(), bound, out);
        collect(i.elseExpr(), bound, out);
      }
      case Expr.FunApp f -> f.args().forEach(a -> collect(a, bound, out));
      case Expr.Quant q -> {
        Set<String> inner = new LinkedHashSet<>(bound);
        q.vars().forEach(p -> inner.add(p.name()));
        collect(q.body(), inner, out);
      }
    }
  }

  /** Whether {@code e} contains an {@code old(...)} expression. */
  public static boolean containsOld(Expr e) {
    return switch (e) {
      case Expr.IntLit i -> false;
      case Expr.BoolLit b -> false;
      case Expr.Var v -> false;
      case Expr.Old o -> true;
      case Expr.Select s -> containsOld(s.map()) || containsOld(s.index());
      case Expr.Store s -> containsOld(s.map()) || containsOld(s.index()) || containsOld(s.value());
      case Expr.Unary u -> containsOld(u.operand());
      case Expr.Binary b -> containsOld(b.left()) || containsOld(b.right());
      case Expr.Ite i ->
          containsOld(i.cond()) || containsOld(i.thenExpr()) || containsOld(i.elseExpr());
      case Expr.FunApp f -> f.args().stream().anyMatch(Exprs::containsOld);
      case Expr.Quant q -> containsOld(q.body());
    };
  }

  /** Renames the free variables of {@code e} that {@code map} names; bound variables shadow. */
  public static Expr rename(Expr e, Map<String, String> map) {
    if (map.isEmpty()) {
      return e;
    }
    return switch (e) {
      case Expr.IntLit i -> i;
      case Expr.BoolLit b -> b;
      case Expr.Var v -> map.containsKey(v.name()) ? new Expr.Var(map.get(v.name())) : v;
      case Expr.Old o -> new Expr.Old(rename(o.expr(), map));
      case Expr.Select s -> new Expr.Select(rename(s.map(), map), rename(s.index(), map));
      case Expr.Store s ->
          new Expr.Store(rename(s.map(), map), rename(s.index(), map), rename(s.value(), map));
      case Expr.Unary u -> new Expr.Unary(u.op(), rename(u.operand(), map));
      case Expr.Binary b -> new Expr.Binary(b.op(), rename(b.left(), map), rename(b.right(), map));
      case Expr.Ite i ->
          new Expr.Ite(rename(i.cond(), map), rename(i.thenExpr(), map), rename(i.elseExpr(), map));
      case Expr.FunApp f -> new Expr.FunApp(f.function(), renameAll(f.args(), map));
      case Expr.Quant q -> {
        Map<String, String> inner = new HashMap<>(map);
        for (Param p : q.vars()) {
          inner.remove(p.name());
        }
        yield new Expr.Quant(q.forall(), q.vars(), rename(q.body(), inner));
      }
    };
  }

  public static List<Expr> renameAll(List<Expr> es, Map<String, String> map) {
    List<Expr> out = new ArrayList<>(es.size());
    for (Expr e : es) {
      out.add(rename(e, map));
    }
    return out;
  }

  /** {@code if c then a else b}. */
  public static Expr ite(Expr c, Expr a, Expr b) {
    return new Expr.Ite(c, a, b);
  }

  /** {@code e + d}, written {@code e - |d|} for a negative {@code d} and {@code e} for 0. */
  public static Expr plus(Expr e, long d) {
    if (d == 0) {
      return e;
    }
    return d > 0
        ? new Expr.Binary(Expr.BinOp.ADD, e, Expr.num(d))
        : new Expr.Binary(Expr.BinOp.SUB, e, Expr.num(-d));
  }
}

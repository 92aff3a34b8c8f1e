package dev.pairlock.houdini.pair;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Program;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Rewrites an expression of a procedure's body into one over its entry state, when it has the same
 * value wherever it is evaluated: in-parameters and constants, globals the procedure never
 * modifies, and locals assigned exactly once (never havocked or returned by a call) from such an
 * expression. Such an expression may appear in the procedure's postconditions and in its loop
 * invariants. (Candidates built from it are checked by Houdini all the same; this only keeps
 * useless ones out.)
 */
final class EntryExprs {
  private static final int MAX_DEPTH = 32;
  private final Set<String> fixed = new HashSet<>();
  private final Map<String, Expr> definitions = new HashMap<>();

  EntryExprs(Program p, Decl.Procedure proc, Set<String> modified) {
    p.constants().forEach(c -> fixed.add(c.name()));
    p.globals().forEach(g -> {
      if (!modified.contains(g.name())) {
        fixed.add(g.name());
      }
    });
    proc.ins().forEach(in -> fixed.add(in.name()));
    Map<String, Integer> defs = new HashMap<>();
    Set<String> bad = new HashSet<>();
    Set<String> locals = new HashSet<>();
    proc.body().locals().forEach(l -> locals.add(l.name()));
    proc.outs().forEach(o -> locals.add(o.name()));
    for (Block b : proc.body().blocks()) {
      for (Cmd c : b.cmds()) {
        switch (c) {
          case Cmd.Assign a -> {
            for (int k = 0; k < a.lhs().size(); k++) {
              Lhs l = a.lhs().get(k);
              defs.merge(l.variable(), 1, Integer::sum);
              if (l instanceof Lhs.VarLhs) {
                definitions.put(l.variable(), a.rhs().get(k));
              } else {
                bad.add(l.variable());
              }
            }
          }
          case Cmd.Havoc h -> bad.addAll(h.vars());
          case Cmd.Call call -> bad.addAll(call.outs());
          case Cmd.Assume a -> {}
          case Cmd.Assert a -> {}
        }
      }
    }
    for (Map.Entry<String, Integer> e : defs.entrySet()) {
      if (e.getValue() != 1) {
        bad.add(e.getKey());
      }
    }
    definitions.keySet().removeIf(v -> bad.contains(v) || !locals.contains(v));
  }

  /** {@code e} over the entry state, if it has one. */
  Optional<Expr> entry(Expr e) {
    return Optional.ofNullable(rewrite(e, 0));
  }

  private Expr rewrite(Expr e, int depth) {
    if (depth > MAX_DEPTH) {
      return null;
    }
    return switch (e) {
      case Expr.IntLit i -> i;
      case Expr.BoolLit b -> b;
      case Expr.Var v -> {
        if (fixed.contains(v.name())) {
          yield v;
        }
        Expr d = definitions.get(v.name());
        yield d == null ? null : rewrite(d, depth + 1);
      }
      case Expr.Old o -> null;
      case Expr.Select s -> {
        Expr m = rewrite(s.map(), depth + 1);
        Expr i = rewrite(s.index(), depth + 1);
        yield m == null || i == null ? null : new Expr.Select(m, i);
      }
      case Expr.Store s -> {
        Expr m = rewrite(s.map(), depth + 1);
        Expr i = rewrite(s.index(), depth + 1);
        Expr v = rewrite(s.value(), depth + 1);
        yield m == null || i == null || v == null ? null : new Expr.Store(m, i, v);
      }
      case Expr.Unary u -> {
        Expr o = rewrite(u.operand(), depth + 1);
        yield o == null ? null : new Expr.Unary(u.op(), o);
      }
      case Expr.Binary b -> {
        Expr l = rewrite(b.left(), depth + 1);
        Expr r = rewrite(b.right(), depth + 1);
        yield l == null || r == null ? null : new Expr.Binary(b.op(), l, r);
      }
      case Expr.Ite i -> {
        Expr c = rewrite(i.cond(), depth + 1);
        Expr t = rewrite(i.thenExpr(), depth + 1);
        Expr f = rewrite(i.elseExpr(), depth + 1);
        yield c == null || t == null || f == null ? null : new Expr.Ite(c, t, f);
      }
      case Expr.FunApp f -> {
        List<Expr> args = new ArrayList<>();
        for (Expr a : f.args()) {
          Expr r = rewrite(a, depth + 1);
          if (r == null) {
            yield null;
          }
          args.add(r);
        }
        yield new Expr.FunApp(f.function(), args);
      }
      case Expr.Quant q -> null;
    };
  }

}

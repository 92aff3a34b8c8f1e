package dev.pairlock.instrument.race;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The current locksets ({@code $CLS_i_l}, {@code $CLSR_i_l}) whose value is the same on every path
 * to each point of one procedure: a forward dataflow from the procedure's literal preconditions,
 * through assignments, havocs (unknown) and calls (what the callee's modifies clause names is
 * unknown after it, unless a postcondition says {@code v}, {@code !v} or {@code v == old(v)}, also
 * under {@code $STOPPED_i ||}: a caller continues only where its callee did not stop). To decide
 * which lock an acquire of a variable takes ({@code if l == $lock.a then true else $CLS}), it also
 * follows the variables that hold a unique constant on every path (an inlined lock parameter).
 * A state maps a lockset to a {@link Boolean} and a variable to the name of its constant; a
 * variable absent from a state is not known there.
 */
final class LockValues {
  private final Program program;
  private final Decl.Procedure proc;

  LockValues(Program program, Decl.Procedure proc) {
    this.program = program;
    this.proc = proc;
  }

  static boolean isLockset(String v) {
    return v.startsWith("$CLS_") || v.startsWith("$CLSR_");
  }

  /** The unique constants of {@code program}. */
  static Set<String> uniques(Program program) {
    Set<String> out = new HashSet<>();
    program.constants().stream().filter(Decl.Const::unique).forEach(c -> out.add(c.name()));
    return out;
  }

  /** Per block label, the known values on entry to it; a block never reached has none. */
  Map<String, Map<String, Object>> run(Set<String> uniques) {
    Map<String, Block> blocks = new HashMap<>();
    proc.body().blocks().forEach(b -> blocks.put(b.label(), b));
    Map<String, Map<String, Object>> in = new HashMap<>();
    Map<String, Object> entry = new HashMap<>();
    for (Spec s : proc.specs()) {
      if (s instanceof Spec.Requires r) {
        literals(r.expr(), entry);
      }
    }
    Block first = proc.body().blocks().get(0);
    in.put(first.label(), entry);
    Deque<String> work = new ArrayDeque<>(List.of(first.label()));
    Set<String> queued = new HashSet<>(work);
    while (!work.isEmpty()) {
      Block b = blocks.get(work.poll());
      queued.remove(b.label());
      Map<String, Object> state = new HashMap<>(in.get(b.label()));
      for (Cmd c : b.cmds()) {
        state = after(program, uniques, c, state);
      }
      if (b.transfer() instanceof Transfer.Goto g) {
        for (String t : g.targets()) {
          Map<String, Object> old = in.get(t);
          Map<String, Object> joined = old == null ? new HashMap<>(state) : join(old, state);
          if (old == null || !old.equals(joined)) {
            in.put(t, joined);
            if (queued.add(t)) {
              work.add(t);
            }
          }
        }
      }
    }
    return in;
  }

  private static Map<String, Object> join(Map<String, Object> a, Map<String, Object> b) {
    Map<String, Object> out = new HashMap<>();
    a.forEach(
        (v, x) -> {
          if (x.equals(b.get(v))) {
            out.put(v, x);
          }
        });
    return out;
  }

  /** The known values after {@code c}, from those before it. */
  static Map<String, Object> after(
      Program program, Set<String> uniques, Cmd c, Map<String, Object> before) {
    switch (c) {
      case Cmd.Assign a -> {
        Map<String, Object> out = new HashMap<>(before);
        for (int i = 0; i < a.lhs().size(); i++) {
          String v = a.lhs().get(i).variable();
          Object x = value(a.rhs().get(i), before, uniques);
          if (x == null || a.lhs().get(i) instanceof Lhs.MapLhs) {
            out.remove(v);
          } else {
            out.put(v, x);
          }
        }
        return out;
      }
      case Cmd.Havoc h -> {
        Map<String, Object> out = new HashMap<>(before);
        h.vars().forEach(out::remove);
        return out;
      }
      case Cmd.Call call -> {
        Optional<Decl.Procedure> callee = program.procedure(call.procedure());
        if (callee.isEmpty()) {
          return new HashMap<>();
        }
        Map<String, Object> out = new HashMap<>(before);
        call.outs().forEach(out::remove);
        Map<String, Object> post = new HashMap<>();
        for (Spec s : callee.get().specs()) {
          if (s instanceof Spec.Modifies m) {
            m.vars().forEach(out::remove);
          } else if (s instanceof Spec.Ensures e) {
            Expr x = e.expr();
            if (x instanceof Expr.Binary(Expr.BinOp op, Expr.Var stop, Expr rest)
                && op == Expr.BinOp.OR
                && stop.name().startsWith("$STOPPED_")) {
              x = rest;
            }
            literals(x, post);
            if (x instanceof Expr.Binary(Expr.BinOp eq, Expr.Var(String v), Expr.Old(Expr.Var(String w)))
                && eq == Expr.BinOp.EQ
                && v.equals(w)
                && isLockset(v)
                && before.containsKey(v)) {
              post.put(v, before.get(v));
            }
          }
        }
        out.putAll(post);
        return out;
      }
      default -> {
        return before;
      }
    }
  }

  /** Records {@code v} or {@code !v} for each such conjunct of {@code e} over a lockset. */
  private static void literals(Expr e, Map<String, Object> out) {
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr l, Expr r) && op == Expr.BinOp.AND) {
      literals(l, out);
      literals(r, out);
    } else if (e instanceof Expr.Var(String v) && isLockset(v)) {
      out.put(v, true);
    } else if (e instanceof Expr.Unary(Expr.UnOp not, Expr.Var(String v))
        && not == Expr.UnOp.NOT
        && isLockset(v)) {
      out.put(v, false);
    }
  }

  /**
   * The value of {@code e} in {@code state}: a {@link Boolean}, the name of a unique constant, or
   * null if not known.
   */
  static Object value(Expr e, Map<String, Object> state, Set<String> uniques) {
    switch (e) {
      case Expr.BoolLit(boolean b) -> {
        return b;
      }
      case Expr.Var(String v) -> {
        return uniques.contains(v) ? v : state.get(v);
      }
      case Expr.Binary(Expr.BinOp op, Expr l, Expr r)
          when op == Expr.BinOp.EQ || op == Expr.BinOp.NEQ -> {
        Object a = value(l, state, uniques);
        Object b = value(r, state, uniques);
        if (a instanceof String x && b instanceof String y) {
          return x.equals(y) == (op == Expr.BinOp.EQ);
        }
        return null;
      }
      case Expr.Ite(Expr c, Expr t, Expr f) -> {
        Object cond = value(c, state, uniques);
        Object a = value(t, state, uniques);
        Object b = value(f, state, uniques);
        if (cond instanceof Boolean x) {
          return x ? a : b;
        }
        return a != null && a.equals(b) ? a : null;
      }
      default -> {
        return null;
      }
    }
  }
}

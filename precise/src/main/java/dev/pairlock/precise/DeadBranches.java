package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;

/**
 * Constant propagation over an acyclic body that cuts the branches no run can take: a forward
 * analysis of the values of variables, and of map cells at addresses built from constants ({@code
 * $M.6[$g.gd + 32]}), learnt from assignments of known values and from {@code assume x == c}. An
 * {@code assume} whose condition is certainly false ends its block (the block keeps the commands up
 * to it and returns: the path is infeasible), and blocks reached only through such paths are
 * dropped.
 *
 * <p>Sound for a body that runs alone, and for one thread of two when the variables the other
 * thread writes are {@code unlearnable}: their values are never known, so no branch is cut on
 * them, and everything else the thread reads only it and the code before it wrote (WHOOP's gdrom:
 * the init sets {@code gd.toc = NULL}, only the probe allocates it, and {@code get_last_session}
 * returns at once on NULL; its pairs with the other entry points had thousands of dead commands).
 * A body with a cycle is returned as it is.
 */
final class DeadBranches {
  /**
   * What is known at a point: values of variables, and of cells of map variables at known
   * addresses. Mutable; {@link #copy} before sharing.
   */
  static final class Facts {
    private final Map<String, Object> vars;
    private final Map<String, Map<Object, Object>> cells;

    Facts() {
      this(new HashMap<>(), new HashMap<>());
    }

    private Facts(Map<String, Object> vars, Map<String, Map<Object, Object>> cells) {
      this.vars = vars;
      this.cells = cells;
    }

    Facts copy() {
      Map<String, Map<Object, Object>> c = new HashMap<>();
      cells.forEach((m, cs) -> c.put(m, new HashMap<>(cs)));
      return new Facts(new HashMap<>(vars), c);
    }

    /** Keeps what {@code o} knows too (a join of paths). */
    void meet(Facts o) {
      vars.entrySet().removeIf(e -> !e.getValue().equals(o.vars.get(e.getKey())));
      cells
          .entrySet()
          .removeIf(
              e -> {
                Map<Object, Object> other = o.cells.get(e.getKey());
                if (other == null) {
                  return true;
                }
                e.getValue().entrySet().removeIf(c -> !c.getValue().equals(other.get(c.getKey())));
                return e.getValue().isEmpty();
              });
    }

    /** The facts but those about the variables (and map variables) in {@code drop}. */
    Facts without(Set<String> drop) {
      Facts f = copy();
      f.vars.keySet().removeAll(drop);
      f.cells.keySet().removeAll(drop);
      return f;
    }

    void forget(String v) {
      vars.remove(v);
      cells.remove(v);
    }
  }

  private final LiftedProgram lifted;
  private final Set<String> intConstants = new HashSet<>();
  private final Set<String> unlearnable;
  /** The program's integer constants that the body being pruned does not assign. */
  private Set<String> constants = Set.of();

  /**
   * For bodies over {@code lifted}'s constants and procedures (flattened: calls left go to bodiless
   * ones); the values of {@code unlearnable} variables are never learnt.
   */
  DeadBranches(LiftedProgram lifted, Set<String> unlearnable) {
    this.lifted = lifted;
    for (Decl.Const c : lifted.program().constants()) {
      if (c.type().equals(Type.INT)) {
        intConstants.add(c.name());
      }
    }
    this.unlearnable = unlearnable;
  }

  /**
   * With {@link #folding}: the commands of each block {@link #prune} reached, with every
   * right-hand side and map index whose integer or boolean value is known there replaced by that
   * value (the same commands on every run; a block cut by an infeasible {@code assume} is folded up
   * to it). Null otherwise.
   */
  private Map<String, List<Cmd>> folded;

  /** This pruner, recording the constant-folded commands of its next prune ({@link #folded()}). */
  DeadBranches folding() {
    folded = new HashMap<>();
    return this;
  }

  /** The constant-folded commands of the last prune, by block label (see {@link #folding}). */
  Map<String, List<Cmd>> folded() {
    return folded;
  }

  /** The pruned body, and what is known on the edges to labels outside it. */
  record Result(List<Block> blocks, Map<String, Facts> exits) {}

  /**
   * Prunes {@code blocks} (entry first) from {@code start}; a body with a cycle is returned
   * unchanged with no exit facts.
   */
  Result prune(List<Block> blocks, Facts start) {
    List<Block> order = topological(blocks);
    if (order == null) {
      return new Result(blocks, Map.of());
    }
    Set<String> inBody = new HashSet<>();
    blocks.forEach(b -> inBody.add(b.label()));
    // a constant name assigned somewhere is not a constant here (names do not clash in lifted code)
    constants = new HashSet<>(intConstants);
    for (Block b : blocks) {
      for (Cmd c : b.cmds()) {
        lifted.writtenBy(c).forEach(constants::remove);
      }
    }
    Map<String, Facts> in = new HashMap<>();
    in.put(order.get(0).label(), start.copy());
    Map<String, Facts> exits = new HashMap<>();
    Map<String, Block> replaced = new HashMap<>();
    for (Block b : order) {
      if (Thread.currentThread().isInterrupted()) {
        throw new CancellationException("pruning dead branches interrupted");
      }
      Facts f = in.remove(b.label());
      if (f == null) {
        continue;
      }
      int dead = -1;
      List<Cmd> folds = folded == null ? null : new ArrayList<>();
      if (folds != null) {
        folded.put(b.label(), folds);
      }
      for (int i = 0; i < b.cmds().size(); i++) {
        if (folds != null) {
          folds.add(fold(f, b.cmds().get(i)));
        }
        if (!step(f, b.cmds().get(i))) {
          dead = i;
          break;
        }
      }
      if (dead >= 0) {
        Transfer end = new Transfer.Return(b.transfer().pos());
        replaced.put(
            b.label(), new Block(b.label(), b.cmds().subList(0, dead + 1), end, b.pos()));
        continue;
      }
      replaced.put(b.label(), b);
      if (b.transfer() instanceof Transfer.Goto g) {
        List<String> targets = new ArrayList<>(new LinkedHashSet<>(g.targets()));
        for (int i = 0; i < targets.size(); i++) {
          String t = targets.get(i);
          Map<String, Facts> into = inBody.contains(t) ? in : exits;
          Facts prev = into.get(t);
          if (prev == null) {
            into.put(t, i == targets.size() - 1 ? f : f.copy());
          } else {
            prev.meet(f);
          }
        }
      }
    }
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      Block r = replaced.get(b.label());
      if (r != null) {
        out.add(r);
      }
    }
    return new Result(out, exits);
  }

  /** {@code c} with the right-hand sides and map indices whose value {@code f} knows replaced by it. */
  private Cmd fold(Facts f, Cmd c) {
    if (!(c instanceof Cmd.Assign a)) {
      return c;
    }
    ConstantEval.Env env = env(f);
    List<Expr> rhs = new ArrayList<>();
    for (Expr e : a.rhs()) {
      rhs.add(literal(ConstantEval.value(e, env), e));
    }
    List<Lhs> lhs = new ArrayList<>();
    for (Lhs l : a.lhs()) {
      lhs.add(
          l instanceof Lhs.MapLhs m
              ? new Lhs.MapLhs(m.variable(), literal(ConstantEval.value(m.index(), env), m.index()))
              : l);
    }
    return new Cmd.Assign(lhs, rhs, a.attrs(), a.pos());
  }

  /** The literal of an integer or boolean {@code value}, else {@code e}. */
  private static Expr literal(Object value, Expr e) {
    return switch (value) {
      case java.math.BigInteger i -> new Expr.IntLit(i);
      case Boolean b -> new Expr.BoolLit(b);
      case null, default -> e;
    };
  }

  /** Applies {@code c} to {@code f}; false if no run continues past it. */
  private boolean step(Facts f, Cmd c) {
    switch (c) {
      case Cmd.Assume a -> {
        Object v = ConstantEval.value(a.expr(), env(f));
        if (Boolean.FALSE.equals(v)) {
          return false;
        }
        if (v == null) {
          learn(f, a.expr());
        }
      }
      case Cmd.Assign a -> assign(f, a);
      case Cmd.Havoc h -> h.vars().forEach(f::forget);
      case Cmd.Call call -> {
        if (lifted.procedure(call.procedure()).isEmpty()) {
          // a callee we cannot see: it may write anything
          f.vars.clear();
          f.cells.clear();
          return true;
        }
        lifted.writtenBy(call).forEach(f::forget);
      }
      case Cmd.Assert a -> {}
    }
    return true;
  }

  private void assign(Facts f, Cmd.Assign a) {
    ConstantEval.Env env = env(f);
    int n = a.lhs().size();
    Object[] values = new Object[n];
    Object[] addresses = new Object[n];
    // a parallel assignment: every right-hand side and index in the state before
    for (int i = 0; i < n; i++) {
      values[i] = ConstantEval.value(a.rhs().get(i), env);
      if (a.lhs().get(i) instanceof Lhs.MapLhs m) {
        addresses[i] = ConstantEval.value(m.index(), env);
      }
    }
    for (int i = 0; i < n; i++) {
      switch (a.lhs().get(i)) {
        case Lhs.VarLhs v -> {
          f.forget(v.variable());
          if (values[i] != null && !unlearnable.contains(v.variable())) {
            f.vars.put(v.variable(), values[i]);
          }
        }
        case Lhs.MapLhs m -> {
          Object at = addresses[i];
          if (at == null) {
            f.cells.remove(m.variable());
            continue;
          }
          Map<Object, Object> cs = f.cells.get(m.variable());
          if (cs != null) {
            cs.keySet().removeIf(k -> !ConstantEval.distinct(k, at));
          }
          if (values[i] != null && !unlearnable.contains(m.variable())) {
            f.cells.computeIfAbsent(m.variable(), x -> new HashMap<>()).put(at, values[i]);
          }
        }
      }
    }
  }

  /** Learns the equalities a condition that holds states: {@code x}, {@code !x}, {@code x == c}. */
  private void learn(Facts f, Expr e) {
    switch (e) {
      case Expr.Binary b when b.op() == Expr.BinOp.AND -> {
        learn(f, b.left());
        learn(f, b.right());
      }
      case Expr.Var v -> set(f, v, true);
      case Expr.Unary u when u.op() == Expr.UnOp.NOT && u.operand() instanceof Expr.Var v ->
          set(f, v, false);
      case Expr.Binary b when b.op() == Expr.BinOp.EQ || b.op() == Expr.BinOp.IFF -> {
        ConstantEval.Env env = env(f);
        Object r = ConstantEval.value(b.right(), env);
        if (r != null) {
          set(f, b.left(), r);
        } else {
          Object l = ConstantEval.value(b.left(), env);
          if (l != null) {
            set(f, b.right(), l);
          }
        }
      }
      default -> {}
    }
  }

  /** Records that {@code target} (a variable or a map cell) has {@code value}, where it may. */
  private void set(Facts f, Expr target, Object value) {
    switch (target) {
      case Expr.Var v -> {
        if (!unlearnable.contains(v.name()) && !constants.contains(v.name())) {
          f.vars.put(v.name(), value);
        }
      }
      case Expr.Select s when s.map() instanceof Expr.Var m -> {
        Object at = ConstantEval.value(s.index(), env(f));
        if (at != null && !unlearnable.contains(m.name())) {
          f.cells.computeIfAbsent(m.name(), x -> new HashMap<>()).put(at, value);
        }
      }
      default -> {}
    }
  }

  private ConstantEval.Env env(Facts f) {
    return new ConstantEval.Env() {
      @Override
      public Object var(String name) {
        Object v = f.vars.get(name);
        if (v == null && constants.contains(name)) {
          return new ConstantEval.Address(name, java.math.BigInteger.ZERO);
        }
        return v;
      }

      @Override
      public Object cell(String map, Object address) {
        Map<Object, Object> cs = f.cells.get(map);
        return cs == null ? null : cs.get(address);
      }
    };
  }

  /**
   * The blocks in a topological order (entry first), or null if they have a cycle or a block before
   * the entry.
   */
  static List<Block> topological(List<Block> blocks) {
    Map<String, Block> byLabel = new HashMap<>();
    blocks.forEach(b -> byLabel.put(b.label(), b));
    Map<String, Integer> indeg = new HashMap<>();
    blocks.forEach(b -> indeg.put(b.label(), 0));
    for (Block b : blocks) {
      for (String s : targets(b)) {
        if (indeg.containsKey(s)) {
          indeg.merge(s, 1, Integer::sum);
        }
      }
    }
    List<Block> order = new ArrayList<>();
    Deque<Block> ready = new ArrayDeque<>();
    for (Block b : blocks) {
      if (indeg.get(b.label()) == 0) {
        ready.add(b);
      }
    }
    while (!ready.isEmpty()) {
      Block b = ready.poll();
      order.add(b);
      for (String s : targets(b)) {
        if (indeg.containsKey(s) && indeg.merge(s, -1, Integer::sum) == 0) {
          ready.add(byLabel.get(s));
        }
      }
    }
    if (order.size() != blocks.size() || blocks.isEmpty() || order.get(0) != blocks.get(0)) {
      return null;
    }
    return order;
  }

  private static List<String> targets(Block b) {
    return b.transfer() instanceof Transfer.Goto g
        ? new ArrayList<>(new LinkedHashSet<>(g.targets()))
        : List.of();
  }
}

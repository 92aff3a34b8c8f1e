package dev.pairlock.precise.explore;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Transfer;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which nondeterministic integers an explicit-state search may enumerate by representatives: a
 * {@code havoc v} of an integer local whose value is only ever compared for equality with
 * integer literals ({@code v == k}, {@code v != k}: what a {@code switch} over
 * {@code __VERIFIER_nondet_int()} and an {@code if (__VERIFIER_nondet_int())} lower to).
 *
 * <p>A forward dataflow check over the procedure's control-flow graph from the havoc: every use of
 * {@code v} that the havoc's definition reaches (up to the next assignment, havoc or call result
 * of {@code v} on each path) must be an equality or disequality with a literal; a use anywhere
 * else (arithmetic, an order comparison, an address, a stored or copied value, a call argument)
 * or a path to the procedure's return when {@code v} is an out-parameter (the value flows to the
 * caller) means no enumeration. When the check passes, two values that are equal to the same
 * literals of the set K compared against make every reached command evaluate alike, so the
 * values partition into one class per literal of K and one class for "none of them": one
 * representative per class covers every execution. The {@code {:type_range}} assumption after an
 * any-value havoc is not a use (see {@link #usedExprs}).
 */
final class EqualityOnlyValues {
  /** The most literals enumerated: a representative of "none of them" near 0 fits in 8 bits. */
  static final int MAX_CONSTANTS = 200;

  private final Map<String, TreeSet<Long>> cache = new HashMap<>();
  private final Set<String> rejected = new HashSet<>();

  /**
   * The literals the value of the havoc at {@code (block, cmd)} of {@code q} (a havoc of the one
   * integer local {@code v}) is compared against, in order; null when the value is used in any
   * other way, or when nothing compares it (no enumeration needed).
   */
  TreeSet<Long> constants(Decl.Procedure q, int block, int cmd, String v) {
    String key = q.name() + ':' + block + ':' + cmd;
    if (rejected.contains(key)) {
      return null;
    }
    TreeSet<Long> k = cache.get(key);
    if (k == null) {
      k = compute(q, block, cmd, v);
      if (k == null || k.isEmpty() || k.size() > MAX_CONSTANTS) {
        rejected.add(key);
        return null;
      }
      cache.put(key, k);
    }
    return k;
  }

  private static TreeSet<Long> compute(Decl.Procedure q, int block, int cmd, String v) {
    for (Param p : q.outs()) {
      if (p.name().equals(v)) {
        return null; // the value may flow to the caller
      }
    }
    List<Block> blocks = q.body().blocks();
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < blocks.size(); i++) {
      index.put(blocks.get(i).label(), i);
    }
    TreeSet<Long> consts = new TreeSet<>();
    Set<Integer> entered = new HashSet<>();
    Deque<int[]> work = new ArrayDeque<>();
    work.push(new int[] {block, cmd + 1});
    while (!work.isEmpty()) {
      int[] at = work.pop();
      Block b = blocks.get(at[0]);
      boolean killed = false;
      for (int i = at[1]; i < b.cmds().size() && !killed; i++) {
        Cmd c = b.cmds().get(i);
        for (Expr e : usedExprs(c)) {
          if (!onlyCompared(e, v, consts)) {
            return null;
          }
        }
        killed = defines(c, v);
      }
      if (killed) {
        continue;
      }
      if (b.transfer() instanceof Transfer.Goto g) {
        for (String t : g.targets()) {
          Integer ti = index.get(t);
          if (ti == null) {
            return null;
          }
          if (entered.add(ti)) {
            work.push(new int[] {ti, 0});
          }
        }
      }
    }
    return consts;
  }

  /**
   * The expressions {@code c} uses: its own, and every expression in its attributes, which the
   * search may evaluate ({:exact}'s operands, a semaphore's address and count, {:semaphore}): a
   * value that flows into one of them is not only compared (before, a sem_init count was not seen
   * and a nondeterministic count ran only its representatives: a racy program proved).
   */
  private static List<Expr> usedExprs(Cmd c) {
    if (c instanceof Cmd.Assume a && dev.pairlock.ivl.lifted.Attrs.isTypeRange(a.attrs())) {
      // the type's range after an any-value havoc: not a use. It holds of every representative
      // but those of empty classes (a literal outside the range; "none of them" out of range
      // only when every value of the range is a literal: the signed range [-n, n-1] is the
      // first 2n values noneOf tries), which the search's assume drops as it should
      return List.of();
    }
    List<Expr> es = new java.util.ArrayList<>(ownExprs(c));
    for (Attribute a : c.attrs()) {
      for (AttrValue x : a.args()) {
        if (x instanceof AttrValue.Ex(Expr e)) {
          es.add(e);
        }
      }
    }
    return es;
  }

  private static List<Expr> ownExprs(Cmd c) {
    return switch (c) {
      case Cmd.Assign a -> {
        List<Expr> es = new java.util.ArrayList<>(a.rhs());
        for (Lhs l : a.lhs()) {
          if (l instanceof Lhs.MapLhs m) {
            es.add(m.index());
          }
        }
        yield es;
      }
      case Cmd.Assume a -> List.of(a.expr());
      case Cmd.Assert a -> List.of(a.expr());
      case Cmd.Call call -> call.args();
      // (the operands of the instruction an over-approximated value stands for, {:exact}, are
      // attribute expressions: uses like any other)
      case Cmd.Havoc h -> List.of();
    };
  }

  private static boolean defines(Cmd c, String v) {
    return switch (c) {
      case Cmd.Assign a -> a.lhs().stream().anyMatch(l -> l instanceof Lhs.VarLhs && l.variable().equals(v));
      case Cmd.Havoc h -> h.vars().contains(v);
      case Cmd.Call call -> call.outs().contains(v);
      default -> false;
    };
  }

  /**
   * Whether every occurrence of {@code v} in {@code e} is an operand of {@code ==} or {@code !=}
   * whose other operand is an integer literal (added to {@code out}).
   */
  private static boolean onlyCompared(Expr e, String v, Set<Long> out) {
    return switch (e) {
      case Expr.Var x -> !x.name().equals(v);
      case Expr.IntLit l -> true;
      case Expr.BoolLit l -> true;
      case Expr.Binary b -> {
        if (b.op() == Expr.BinOp.EQ || b.op() == Expr.BinOp.NEQ) {
          Long k = literalAgainst(b.left(), b.right(), v);
          if (k == null) {
            k = literalAgainst(b.right(), b.left(), v);
          }
          if (k != null) {
            out.add(k);
            yield true;
          }
        }
        yield onlyCompared(b.left(), v, out) && onlyCompared(b.right(), v, out);
      }
      case Expr.Unary u -> onlyCompared(u.operand(), v, out);
      case Expr.Ite i -> onlyCompared(i.cond(), v, out) && onlyCompared(i.thenExpr(), v, out)
          && onlyCompared(i.elseExpr(), v, out);
      case Expr.Select s -> onlyCompared(s.map(), v, out) && onlyCompared(s.index(), v, out);
      case Expr.Store s -> onlyCompared(s.map(), v, out) && onlyCompared(s.index(), v, out)
          && onlyCompared(s.value(), v, out);
      case Expr.FunApp f -> f.args().stream().allMatch(a -> onlyCompared(a, v, out));
      case Expr.Old o -> onlyCompared(o.expr(), v, out);
      // a bound variable of the same name would shadow v: refuse rather than tell them apart
      case Expr.Quant q -> false;
    };
  }

  /** {@code k} when {@code x} is {@code v} and {@code lit} an integer literal that fits a long. */
  private static Long literalAgainst(Expr x, Expr lit, String v) {
    if (x instanceof Expr.Var(String n) && n.equals(v) && lit instanceof Expr.IntLit(BigInteger k)
        && k.bitLength() < 64) {
      return k.longValue();
    }
    return null;
  }

  /**
   * A value equal to none of {@code k}: the first of 0, -1, 1, -2, 2, … not in it (within the
   * range of every integer type of 8 bits or more while {@code k} has at most {@link
   * #MAX_CONSTANTS} members, so some execution of the program can produce it).
   */
  static long noneOf(TreeSet<Long> k) {
    for (long m = 0; ; m++) {
      if (!k.contains(m)) {
        return m;
      }
      if (!k.contains(-m - 1)) {
        return -m - 1;
      }
    }
  }
}

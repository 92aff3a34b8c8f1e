package dev.pairlock.ivl.vc;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Param;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A passive program without the definitions nothing needs: an assumption {@code v == e} whose
 * incarnation {@code v} no other command mentions (no check, no other assumption, no other
 * definition's right side) is dropped, and so, in turn, are the definitions only it mentioned.
 * What is left is what the checks depend on: the assumptions that constrain the paths (branch
 * conditions, contracts, axioms of the body) and the definitions of the incarnations they read.
 *
 * <p>Exact: the VC of the result is satisfiable under the same assumptions, with the same models
 * but for the dropped incarnations, as the VC of the input. Dropping assumptions only weakens each
 * block's antecedents, so every model of the input's VC is one of the result's. Conversely, take a
 * model of the result's VC and the failing path it describes (from the start, blocks whose
 * weakest precondition is false, every assumption on it true, a check false at its end). A
 * dropped incarnation {@code v} is defined at most once on that path (below), and nothing else
 * mentions it; give it the value of that definition's right side (any value if there is none):
 * the path is then a failing path of the input's VC, whose block booleans can be set to their
 * weakest preconditions. So a Houdini query (existential constants as assumptions; they are never
 * dropped) has the same answer, its unsat cores are cores of the input, and a counterexample walk
 * over the result (checks and block booleans, which never mention a dropped incarnation) finds a
 * path of the input.
 *
 * <p>At most one definition per path: {@code v} is dropped only if it has a single definition, or
 * all its definitions are the passifier's join assumptions, one in each of several distinct
 * blocks whose only successor is the same block (a path visits that block at most once, so at
 * most one of them).
 */
public final class DeadDefinitions {
  private DeadDefinitions() {}

  /** {@code program} without its dead definitions (itself if it has none). */
  public static Passive.Program drop(Passive.Program program) {
    List<Passive.Block> blocks = program.blocks();
    // per command: the incarnations it mentions, and the one it defines (or null)
    List<List<Set<String>>> mentions = new ArrayList<>();
    List<List<String>> defines = new ArrayList<>();
    Map<String, Integer> uses = new HashMap<>();
    Map<String, List<int[]>> defs = new HashMap<>();
    for (int bi = 0; bi < blocks.size(); bi++) {
      List<Set<String>> ms = new ArrayList<>();
      List<String> ds = new ArrayList<>();
      List<Passive.Cmd> cmds = blocks.get(bi).cmds();
      for (int ci = 0; ci < cmds.size(); ci++) {
        Passive.Cmd c = cmds.get(ci);
        Set<String> m = new HashSet<>();
        String d = null;
        switch (c) {
          case Passive.Cmd.Assume a -> {
            names(a.expr(), m);
            if (a.expr() instanceof Expr.Binary b
                && b.op() == Expr.BinOp.EQ
                && b.left() instanceof Expr.Var v
                && program.incarnations().containsKey(v.name())) {
              Set<String> right = new HashSet<>();
              names(b.right(), right);
              if (!right.contains(v.name())) {
                d = v.name();
              }
            }
          }
          case Passive.Cmd.Check k -> {
            names(k.expr(), m);
            k.observed().values().forEach(e -> names(e, m));
          }
          case Passive.Cmd.Observe o -> o.observed().values().forEach(e -> names(e, m));
        }
        for (String n : m) {
          uses.merge(n, 1, Integer::sum);
        }
        if (d != null) {
          defs.computeIfAbsent(d, k -> new ArrayList<>()).add(new int[] {bi, ci});
        }
        ms.add(m);
        ds.add(d);
      }
      mentions.add(ms);
      defines.add(ds);
    }
    Set<Long> dropped = new HashSet<>();
    Deque<String> todo = new ArrayDeque<>(new LinkedHashSet<>(defs.keySet()));
    Set<String> gone = new HashSet<>();
    while (!todo.isEmpty()) {
      String v = todo.pop();
      List<int[]> ds = defs.get(v);
      if (gone.contains(v) || uses.getOrDefault(v, 0) != ds.size() || !onePerPath(blocks, ds)) {
        continue;
      }
      gone.add(v);
      for (int[] at : ds) {
        dropped.add(key(at[0], at[1]));
        for (String n : mentions.get(at[0]).get(at[1])) {
          if (uses.merge(n, -1, Integer::sum) > 0 && defs.containsKey(n) && !gone.contains(n)) {
            todo.push(n);
          }
        }
      }
    }
    if (dropped.isEmpty()) {
      return program;
    }
    List<Passive.Block> out = new ArrayList<>();
    for (int bi = 0; bi < blocks.size(); bi++) {
      Passive.Block b = blocks.get(bi);
      List<Passive.Cmd> kept = new ArrayList<>();
      for (int ci = 0; ci < b.cmds().size(); ci++) {
        if (!dropped.contains(key(bi, ci))) {
          kept.add(b.cmds().get(ci));
        }
      }
      out.add(
          kept.size() == b.cmds().size()
              ? b
              : new Passive.Block(b.name(), b.origin(), kept, b.succs()));
    }
    return new Passive.Program(out, program.incarnations());
  }

  private static long key(int block, int cmd) {
    return ((long) block << 32) | cmd;
  }

  /**
   * Whether no path visits two of the definitions {@code ds}: there is one, or they lie in
   * distinct blocks whose only successor is one and the same block.
   */
  private static boolean onePerPath(List<Passive.Block> blocks, List<int[]> ds) {
    if (ds.size() == 1) {
      return true;
    }
    Set<Integer> seen = new HashSet<>();
    String join = null;
    for (int[] at : ds) {
      Passive.Block b = blocks.get(at[0]);
      if (!seen.add(at[0]) || b.succs().size() != 1) {
        return false;
      }
      if (join == null) {
        join = b.succs().get(0);
      } else if (!join.equals(b.succs().get(0))) {
        return false;
      }
    }
    return true;
  }

  /** Adds every variable name {@code e} mentions (bound ones too: conservative) to {@code out}. */
  private static void names(Expr e, Set<String> out) {
    Deque<Expr> stack = new ArrayDeque<>();
    stack.push(e);
    while (!stack.isEmpty()) {
      switch (stack.pop()) {
        case Expr.IntLit i -> {}
        case Expr.BoolLit b -> {}
        case Expr.Var v -> out.add(v.name());
        case Expr.Old o -> stack.push(o.expr());
        case Expr.Select s -> {
          stack.push(s.map());
          stack.push(s.index());
        }
        case Expr.Store s -> {
          stack.push(s.map());
          stack.push(s.index());
          stack.push(s.value());
        }
        case Expr.Unary u -> stack.push(u.operand());
        case Expr.Binary b -> {
          stack.push(b.left());
          stack.push(b.right());
        }
        case Expr.Ite i -> {
          stack.push(i.cond());
          stack.push(i.thenExpr());
          stack.push(i.elseExpr());
        }
        case Expr.FunApp f -> f.args().forEach(stack::push);
        case Expr.Quant q -> {
          for (Param p : q.vars()) {
            out.add(p.name());
          }
          stack.push(q.body());
        }
      }
    }
  }
}

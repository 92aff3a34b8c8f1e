package dev.pairlock.ivl.vc;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Passification: turns an acyclic {@link Core.Program} into SSA form. Each assignment or havoc
 * gives a variable a fresh incarnation {@code x@n}; an assignment becomes {@code assume x@n == e},
 * except that an assignment of a variable or literal just renames (copy propagation). Where
 * predecessors of a join disagree on a variable's incarnation, the join gets a fresh one and each
 * predecessor assumes the equality (critical edges are split first, so such a predecessor has one
 * successor). {@code old(e)} refers to the incarnations at the start.
 *
 * <p>Only live variables are merged at joins and carried from block to block: a variable no later
 * command may read (before assigning it again) is dropped. On the precise checker's flattened
 * threads (thousands of blocks, thousands of inlined locals) nine in ten passive commands were
 * join equalities of dead locals, and their Z3 terms took most of the time before the first query.
 * Liveness counts every variable an expression mentions (also under {@code old} and quantifiers)
 * and the observed variables at observations and checks, so dropping never changes a value read.
 */
public final class Passifier {
  private final Core.Program core;
  private final List<String> observed;
  private final Map<String, Type> incarnations = new LinkedHashMap<>();
  private final Map<String, Integer> counters = new HashMap<>();
  private Map<String, Expr> entry;
  /** Non-temporary variables in declaration order, and their indices in the liveness sets. */
  private final List<String> varList = new ArrayList<>();
  private final Map<String, Integer> varIndex = new HashMap<>();

  private Passifier(Core.Program core, List<String> observed) {
    this.core = core;
    this.observed = observed;
  }

  /**
   * @param observed variables whose incarnations are recorded at observation points and checks
   *     (names that are not mutable variables of the program are ignored)
   */
  public static Passive.Program passify(Core.Program core, List<String> observed) {
    return new Passifier(core, observed).run();
  }

  private Passive.Program run() {
    List<Core.Block> blocks = splitCriticalEdges(core.blocks());
    Map<String, Core.Block> byName = new LinkedHashMap<>();
    for (Core.Block b : blocks) {
      byName.put(b.name(), b);
    }
    List<String> topo = topologicalOrder(byName, blocks.get(0).name());
    Map<String, List<String>> preds = new HashMap<>();
    for (String n : topo) {
      for (String s : byName.get(n).succs()) {
        preds.computeIfAbsent(s, k -> new ArrayList<>()).add(n);
      }
    }
    entry = new LinkedHashMap<>();
    for (Map.Entry<String, Type> v : core.vars().entrySet()) {
      if (!isTemporary(v.getKey())) {
        entry.put(v.getKey(), fresh(v.getKey()));
        varIndex.put(v.getKey(), varList.size());
        varList.add(v.getKey());
      }
    }
    Map<String, LiveSet> liveIn = new HashMap<>();
    Map<String, LiveSet> liveOut = new HashMap<>();
    liveness(byName, topo, liveIn, liveOut);
    // A block's exit map is kept only until its last successor has been passified: on large
    // acyclic programs (the precise checker's flattened threads) keeping all of them took
    // gigabytes (blocks x variables).
    Map<String, Map<String, Expr>> exitMaps = new HashMap<>();
    Map<String, Integer> pendingSuccs = new HashMap<>();
    for (String n : topo) {
      pendingSuccs.put(n, byName.get(n).succs().size());
    }
    Map<String, List<Passive.Cmd>> cmds = new LinkedHashMap<>();
    for (String n : topo) {
      Interruption.check();
      List<String> ps = preds.getOrDefault(n, List.of());
      Map<String, Expr> cur;
      if (ps.isEmpty()) {
        cur = new LinkedHashMap<>(entry);
      } else if (ps.size() == 1) {
        String p = ps.get(0);
        cur =
            pendingSuccs.get(p) == 1
                ? exitMaps.get(p) // the last user of the map: no copy
                : new LinkedHashMap<>(exitMaps.get(p));
      } else {
        cur = new LinkedHashMap<>();
        for (int i : liveIn.get(n).members()) {
          String v = varList.get(i);
          Expr first = exitMaps.get(ps.get(0)).get(v);
          boolean same = true;
          for (String p : ps) {
            same &= exitMaps.get(p).get(v).equals(first);
          }
          if (same) {
            cur.put(v, first);
          } else {
            Expr j = fresh(v);
            cur.put(v, j);
            for (String p : ps) {
              cmds.get(p).add(new Passive.Cmd.Assume(Expr.eq(j, exitMaps.get(p).get(v))));
            }
          }
        }
      }
      for (String p : ps) {
        if (pendingSuccs.merge(p, -1, Integer::sum) == 0) {
          exitMaps.remove(p);
        }
      }
      List<Passive.Cmd> out = new ArrayList<>();
      for (Core.Cmd c : byName.get(n).cmds()) {
        passify(c, cur, out);
      }
      cmds.put(n, out);
      // Temporaries of a call are dead after its commands, which never span blocks; so are the
      // variables no successor may read.
      if (pendingSuccs.get(n) > 0) {
        LiveSet live = liveOut.get(n);
        cur.keySet().removeIf(v -> !isLive(v, live));
        exitMaps.put(n, cur);
      }
    }
    List<Passive.Block> result = new ArrayList<>();
    for (String n : topo) {
      Core.Block b = byName.get(n);
      result.add(new Passive.Block(n, b.origin(), cmds.get(n), b.succs()));
    }
    return new Passive.Program(result, incarnations);
  }

  private boolean isLive(String v, LiveSet live) {
    Integer i = varIndex.get(v);
    return i != null && live.contains(i);
  }

  /**
   * Live variables at the entry and exit of every block (backwards over the acyclic graph): a
   * variable is live where some path reads it before assigning or havocking it. One working set
   * is reused; each block keeps its two sets in their compact form.
   */
  private void liveness(
      Map<String, Core.Block> byName,
      List<String> topo,
      Map<String, LiveSet> liveIn,
      Map<String, LiveSet> liveOut) {
    BitSet live = new BitSet(varList.size());
    for (int k = topo.size() - 1; k >= 0; k--) {
      Interruption.check();
      String n = topo.get(k);
      Core.Block b = byName.get(n);
      live.clear();
      for (String s : b.succs()) {
        liveIn.get(s).addTo(live);
      }
      liveOut.put(n, LiveSet.of(live));
      List<Core.Cmd> cs = b.cmds();
      for (int i = cs.size() - 1; i >= 0; i--) {
        switch (cs.get(i)) {
          case Core.Cmd.Assign a -> {
            a.vars().forEach(v -> mark(live, v, false));
            a.rhs().forEach(e -> uses(e, live));
          }
          case Core.Cmd.Havoc h -> h.vars().forEach(v -> mark(live, v, false));
          case Core.Cmd.Assume a -> uses(a.expr(), live);
          case Core.Cmd.Check c -> {
            uses(c.expr(), live);
            observed.forEach(v -> mark(live, v, true));
          }
          case Core.Cmd.Observe o -> observed.forEach(v -> mark(live, v, true));
        }
      }
      liveIn.put(n, LiveSet.of(live));
    }
  }

  /** Marks {@code v} live or dead in {@code live} (temporaries and unknown names: no effect). */
  private void mark(BitSet live, String v, boolean isLive) {
    Integer i = varIndex.get(v);
    if (i != null) {
      live.set(i, isLive);
    }
  }

  /** Marks every variable {@code e} mentions (bound ones and those under old too: conservative). */
  private void uses(Expr e, BitSet live) {
    switch (e) {
      case Expr.IntLit i -> {}
      case Expr.BoolLit b -> {}
      case Expr.Var v -> mark(live, v.name(), true);
      case Expr.Old o -> uses(o.expr(), live);
      case Expr.Select s -> {
        uses(s.map(), live);
        uses(s.index(), live);
      }
      case Expr.Store s -> {
        uses(s.map(), live);
        uses(s.index(), live);
        uses(s.value(), live);
      }
      case Expr.Unary u -> uses(u.operand(), live);
      case Expr.Binary b -> {
        uses(b.left(), live);
        uses(b.right(), live);
      }
      case Expr.Ite i -> {
        uses(i.cond(), live);
        uses(i.thenExpr(), live);
        uses(i.elseExpr(), live);
      }
      case Expr.FunApp f -> f.args().forEach(a -> uses(a, live));
      case Expr.Quant q -> uses(q.body(), live);
    }
  }

  private void passify(Core.Cmd c, Map<String, Expr> cur, List<Passive.Cmd> out) {
    switch (c) {
      case Core.Cmd.Assign a -> {
        List<Expr> rhs = new ArrayList<>();
        for (Expr e : a.rhs()) {
          rhs.add(Subst.apply(e, cur, entry));
        }
        for (int k = 0; k < a.vars().size(); k++) {
          Expr r = rhs.get(k);
          if (r instanceof Expr.Var || r instanceof Expr.IntLit || r instanceof Expr.BoolLit) {
            cur.put(a.vars().get(k), r);
          } else {
            Expr x = fresh(a.vars().get(k));
            out.add(new Passive.Cmd.Assume(Expr.eq(x, r)));
            cur.put(a.vars().get(k), x);
          }
        }
      }
      case Core.Cmd.Havoc h -> {
        for (String v : h.vars()) {
          cur.put(v, fresh(v));
        }
      }
      case Core.Cmd.Assume a -> {
        Expr e = Subst.apply(a.expr(), cur, entry);
        if (!e.equals(Expr.TRUE)) {
          out.add(new Passive.Cmd.Assume(e));
        }
      }
      case Core.Cmd.Check k ->
          out.add(
              new Passive.Cmd.Check(
                  Subst.apply(k.expr(), cur, entry), k.obligation(), observedIn(cur)));
      case Core.Cmd.Observe o -> out.add(new Passive.Cmd.Observe(o.site(), observedIn(cur)));
    }
  }

  /** The desugarer's temporaries (names with {@code @}), assigned and used within one block. */
  private static boolean isTemporary(String var) {
    return var.indexOf('@') >= 0;
  }

  private Map<String, Expr> observedIn(Map<String, Expr> cur) {
    Map<String, Expr> r = new LinkedHashMap<>();
    for (String v : observed) {
      if (cur.containsKey(v)) {
        r.put(v, cur.get(v));
      }
    }
    return r;
  }

  private Expr.Var fresh(String v) {
    Type t = core.vars().get(v);
    if (t == null) {
      throw new IllegalArgumentException("assignment to undeclared variable '" + v + "'");
    }
    int n = counters.merge(v, 1, Integer::sum) - 1;
    String name = v + "@" + n;
    incarnations.put(name, t);
    return new Expr.Var(name);
  }

  /** Inserts an empty block on every edge from a branching block to a join. */
  private static List<Core.Block> splitCriticalEdges(List<Core.Block> blocks) {
    Map<String, Integer> predCount = new HashMap<>();
    for (Core.Block b : blocks) {
      for (String s : b.succs()) {
        predCount.merge(s, 1, Integer::sum);
      }
    }
    List<Core.Block> out = new ArrayList<>();
    List<Core.Block> extra = new ArrayList<>();
    for (Core.Block b : blocks) {
      if (b.succs().size() <= 1) {
        out.add(b);
        continue;
      }
      List<String> succs = new ArrayList<>();
      for (String s : b.succs()) {
        if (predCount.getOrDefault(s, 0) > 1) {
          String e = b.name() + "@to@" + s;
          extra.add(new Core.Block(e, null, List.of(), List.of(s)));
          succs.add(e);
        } else {
          succs.add(s);
        }
      }
      out.add(new Core.Block(b.name(), b.origin(), b.cmds(), succs));
    }
    out.addAll(extra);
    return out;
  }

  /** Reverse post-order of the blocks reachable from {@code start}; fails on a cycle. */
  private static List<String> topologicalOrder(Map<String, Core.Block> byName, String start) {
    List<String> post = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    Set<String> onStack = new HashSet<>();
    Deque<String> stack = new ArrayDeque<>();
    Deque<Integer> next = new ArrayDeque<>();
    stack.push(start);
    next.push(0);
    seen.add(start);
    onStack.add(start);
    while (!stack.isEmpty()) {
      String u = stack.peek();
      int i = next.pop();
      List<String> succs = byName.get(u).succs();
      if (i < succs.size()) {
        next.push(i + 1);
        String v = succs.get(i);
        if (onStack.contains(v)) {
          throw new IllegalStateException("core program has a cycle through '" + v + "'");
        }
        if (seen.add(v)) {
          stack.push(v);
          next.push(0);
          onStack.add(v);
        }
      } else {
        stack.pop();
        onStack.remove(u);
        post.add(u);
      }
    }
    List<String> r = new ArrayList<>();
    for (int k = post.size() - 1; k >= 0; k--) {
      r.add(post.get(k));
    }
    return r;
  }
}

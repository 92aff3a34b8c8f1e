package dev.pairlock.ivl.vc;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The control-flow graph of a procedure body, with dominators and loops. Blocks are numbered in the
 * order of the body (0 is the entry). Only blocks reachable from the entry take part in the
 * analysis; unreachable blocks are ignored. A back edge is an edge whose target dominates its
 * source; a loop head is the target of a back edge; the natural loop of a head is the head plus
 * every block that reaches one of its back-edge sources without passing through the head.
 * Irreducible control flow (a retreating edge of the depth-first search that is not a back edge) is
 * rejected.
 */
public final class Cfg {
  private final List<Block> blocks;
  private final Map<String, Integer> index = new HashMap<>();
  private final List<List<Integer>> succs = new ArrayList<>();
  private final List<List<Integer>> preds = new ArrayList<>();
  private final BitSet reachable = new BitSet();
  private final List<Integer> rpo = new ArrayList<>();
  private final int[] idom;
  private final Map<Integer, BitSet> loops = new LinkedHashMap<>();
  private final Map<Integer, List<Integer>> backEdges = new LinkedHashMap<>();

  /** Edges of the depth-first search to a block on the stack, as {@code {from, to}}. */
  private List<int[]> retreatingEdges;

  private Cfg(Body body) throws IvlException {
    this.blocks = body.blocks();
    for (int i = 0; i < blocks.size(); i++) {
      if (index.put(blocks.get(i).label(), i) != null) {
        throw new IvlException(
            Diagnostic.error(
                "duplicate-label",
                loc(blocks.get(i)),
                "duplicate block label '" + blocks.get(i).label() + "'"));
      }
      succs.add(new ArrayList<>());
      preds.add(new ArrayList<>());
    }
    for (int i = 0; i < blocks.size(); i++) {
      if (blocks.get(i).transfer() instanceof Transfer.Goto g) {
        for (String t : g.targets()) {
          Integer j = index.get(t);
          if (j == null) {
            throw new IvlException(
                Diagnostic.error(
                    "undefined-label",
                    loc(blocks.get(i)),
                    "goto to undefined label '"
                        + t
                        + "' in block '"
                        + blocks.get(i).label()
                        + "'"));
          }
          if (!succs.get(i).contains(j)) {
            succs.get(i).add(j);
            preds.get(j).add(i);
          }
        }
      }
    }
    idom = new int[blocks.size()];
    dfsAndCheck();
    computeDominators();
    findLoops();
  }

  /** Builds the graph; throws if a label is undefined or the control flow is irreducible. */
  public static Cfg of(Body body) throws IvlException {
    return new Cfg(body);
  }

  private static SourceLoc loc(Block b) {
    return b.pos().isKnown() ? SourceLoc.of(b.pos()) : null;
  }

  /** Iterative DFS: reverse post-order, and retreating edges (to a block on the stack). */
  private void dfsAndCheck() {
    int n = blocks.size();
    BitSet onStack = new BitSet();
    int[] next = new int[n];
    List<Integer> post = new ArrayList<>();
    List<int[]> retreating = new ArrayList<>();
    Deque<Integer> stack = new ArrayDeque<>();
    stack.push(0);
    reachable.set(0);
    onStack.set(0);
    while (!stack.isEmpty()) {
      int u = stack.peek();
      if (next[u] < succs.get(u).size()) {
        int v = succs.get(u).get(next[u]++);
        if (onStack.get(v)) {
          retreating.add(new int[] {u, v});
        } else if (!reachable.get(v)) {
          reachable.set(v);
          onStack.set(v);
          stack.push(v);
        }
      } else {
        stack.pop();
        onStack.clear(u);
        post.add(u);
      }
    }
    for (int i = post.size() - 1; i >= 0; i--) {
      rpo.add(post.get(i));
    }
    retreatingEdges = retreating;
  }

  /** Cooper, Harvey and Kennedy's iterative algorithm over the reverse post-order. */
  private void computeDominators() throws IvlException {
    int[] order = new int[blocks.size()];
    for (int i = 0; i < rpo.size(); i++) {
      order[rpo.get(i)] = i;
    }
    Arrays.fill(idom, -1);
    idom[0] = 0;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int k = 1; k < rpo.size(); k++) {
        int b = rpo.get(k);
        int nd = -1;
        for (int p : preds.get(b)) {
          if (!reachable.get(p) || idom[p] < 0) {
            continue;
          }
          nd = nd < 0 ? p : intersect(p, nd, order);
        }
        if (idom[b] != nd) {
          idom[b] = nd;
          changed = true;
        }
      }
    }
    for (int[] e : retreatingEdges) {
      if (!dominates(e[1], e[0])) {
        Block b = blocks.get(e[1]);
        throw new IvlException(
            Diagnostic.error(
                "irreducible", loc(b), "irreducible control flow at block '" + b.label() + "'"));
      }
    }
  }

  private int intersect(int a, int b, int[] order) {
    while (a != b) {
      while (order[a] > order[b]) {
        a = idom[a];
      }
      while (order[b] > order[a]) {
        b = idom[b];
      }
    }
    return a;
  }

  /** Whether block {@code a} dominates block {@code b} (both reachable). */
  public boolean dominates(int a, int b) {
    int x = b;
    while (true) {
      if (x == a) {
        return true;
      }
      if (x == 0) {
        return false;
      }
      x = idom[x];
    }
  }

  private void findLoops() {
    for (int u : rpo) {
      for (int v : succs.get(u)) {
        if (dominates(v, u)) {
          backEdges.computeIfAbsent(v, k -> new ArrayList<>()).add(u);
        }
      }
    }
    for (int h : rpo) {
      List<Integer> sources = backEdges.get(h);
      if (sources == null) {
        continue;
      }
      BitSet body = new BitSet();
      body.set(h);
      Deque<Integer> work = new ArrayDeque<>();
      for (int s : sources) {
        if (!body.get(s)) {
          body.set(s);
          work.push(s);
        }
      }
      while (!work.isEmpty()) {
        int x = work.pop();
        for (int p : preds.get(x)) {
          if (reachable.get(p) && !body.get(p)) {
            body.set(p);
            work.push(p);
          }
        }
      }
      loops.put(h, body);
    }
  }

  public int size() {
    return blocks.size();
  }

  public Block block(int i) {
    return blocks.get(i);
  }

  public List<Integer> successors(int i) {
    return succs.get(i);
  }

  public List<Integer> predecessors(int i) {
    return preds.get(i);
  }

  public boolean isReachable(int i) {
    return reachable.get(i);
  }

  /** Reachable blocks in reverse post-order (entry first). */
  public List<Integer> reversePostOrder() {
    return rpo;
  }

  /** Immediate dominator of a reachable block (the entry is its own). */
  public int immediateDominator(int i) {
    return idom[i];
  }

  public boolean isLoopHead(int i) {
    return loops.containsKey(i);
  }

  public boolean isBackEdge(int from, int to) {
    List<Integer> s = backEdges.get(to);
    return s != null && s.contains(from);
  }

  /** The natural loop of a loop head (all its back edges together), including the head. */
  public BitSet naturalLoop(int head) {
    return (BitSet) loops.get(head).clone();
  }

  /** Loop heads in reverse post-order. */
  public List<Integer> loopHeads() {
    return List.copyOf(loops.keySet());
  }
}

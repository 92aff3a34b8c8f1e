package dev.pairlock.precise;

import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Transfer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The eager Lal–Reps sequentialization with a <em>working copy</em>: a thread reads and writes
 * every rounded variable {@code v} itself (its commands are not rewritten), and the K round states
 * {@code v#0 .. v#K-1} are touched only where the round may change, at yields: the yield
 * <em>saves</em> {@code v} into the slot of the round it leaves ({@code v#j := ite($pl.rnd == j, v,
 * v#j)}) and <em>loads</em> the slot of the round it enters ({@code v := v#$pl.rnd}, an ite chain).
 * So the cost of the rounds is paid per yield, and fewer yields (Yield-MR) give a smaller VC.
 *
 * <p>Two dataflow facts over the acyclic flattened thread keep the yields cheap. A yield saves only
 * the variables the thread may have written since its previous yield (<em>dirty</em>: on a path
 * without such a write, the slot of the current round already holds {@code v}); it loads only the
 * variables the thread may use afterwards (<em>live</em>: read, written, or saved by a later yield
 * or the thread's end). Invariant: wherever {@code v} is live, {@code v} is the thread's view of
 * {@code v} in the current round; a saved variable is live before its save, so saves never store a
 * stale working copy.
 */
final class WorkingCopies {
  private final int k;
  private final Set<String> rounded;
  private final LiftedProgram lifted;
  private Set<String> liveAtStart = Set.of();
  private Set<String> dirtyAtEnd = Set.of();

  WorkingCopies(int k, Set<String> rounded, LiftedProgram lifted) {
    this.k = k;
    this.rounded = rounded;
    this.lifted = lifted;
  }

  /** The rounded variables the last {@link #instrument}ed thread uses after its first yield. */
  Set<String> liveAtStart() {
    return liveAtStart;
  }

  /** The rounded variables the last {@link #instrument}ed thread may have written at its end. */
  Set<String> dirtyAtEnd() {
    return dirtyAtEnd;
  }

  /**
   * The thread's blocks (entry first, acyclic, jumping to a label outside them at its end) with a
   * save before and a load after every yield marker ({@link Names#YIELD}).
   */
  List<Block> instrument(List<Block> blocks) {
    Set<String> labels = new HashSet<>();
    blocks.forEach(b -> labels.add(b.label()));
    List<Block> topo = YieldReduction.topological(blocks);
    // Forward: dirty variables at the start of each block, and at each yield (in order).
    Map<String, Set<String>> dirtyIn = new HashMap<>();
    Map<String, Set<String>> saves = new HashMap<>();
    Set<String> endDirty = new TreeSet<>();
    for (Block b : topo) {
      Set<String> d = new TreeSet<>(dirtyIn.getOrDefault(b.label(), Set.of()));
      for (int i = 0; i < b.cmds().size(); i++) {
        Cmd c = b.cmds().get(i);
        if (isYield(c)) {
          saves.put(at(b, i), new TreeSet<>(d));
          d.clear();
        } else {
          d.addAll(written(c));
        }
      }
      for (String s : targets(b)) {
        if (labels.contains(s)) {
          dirtyIn.computeIfAbsent(s, x -> new TreeSet<>()).addAll(d);
        } else {
          endDirty.addAll(d);
        }
      }
    }
    // Backward: live variables after each yield.
    Map<String, Set<String>> liveIn = new HashMap<>();
    Map<String, Set<String>> loads = new HashMap<>();
    for (int bi = topo.size() - 1; bi >= 0; bi--) {
      Block b = topo.get(bi);
      Set<String> l = new TreeSet<>();
      for (String s : targets(b)) {
        l.addAll(labels.contains(s) ? liveIn.getOrDefault(s, Set.of()) : endDirty);
      }
      for (int i = b.cmds().size() - 1; i >= 0; i--) {
        Cmd c = b.cmds().get(i);
        if (isYield(c)) {
          loads.put(at(b, i), new TreeSet<>(l));
          l = new TreeSet<>(saves.get(at(b, i)));
        } else {
          l.addAll(used(c));
        }
      }
      liveIn.put(b.label(), l);
    }
    liveAtStart = liveIn.getOrDefault(blocks.get(0).label(), Set.of());
    dirtyAtEnd = endDirty;
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      List<Cmd> cmds = new ArrayList<>();
      for (int i = 0; i < b.cmds().size(); i++) {
        Cmd c = b.cmds().get(i);
        if (isYield(c)) {
          cmds.addAll(save(saves.get(at(b, i))));
          cmds.add(c);
          cmds.addAll(load(loads.get(at(b, i))));
        } else {
          cmds.add(c);
        }
      }
      out.add(b.withCmds(cmds));
    }
    return out;
  }

  /** Stores the working copies of {@code vars} into the slot of the current round. */
  List<Cmd> save(Set<String> vars) {
    List<Cmd> out = new ArrayList<>();
    for (String v : vars) {
      List<Lhs> lhs = new ArrayList<>();
      List<Expr> rhs = new ArrayList<>();
      for (int j = 0; j < k; j++) {
        lhs.add(new Lhs.VarLhs(Names.copy(v, j)));
        rhs.add(new Expr.Ite(eq(var(Names.ROUND), Expr.num(j)), var(v), var(Names.copy(v, j))));
      }
      out.add(new Cmd.Assign(lhs, rhs, List.of(), Pos.NONE));
    }
    return out;
  }

  /** Sets the working copies of {@code vars} to the slot of the current round. */
  List<Cmd> load(Set<String> vars) {
    List<Cmd> out = new ArrayList<>();
    for (String v : vars) {
      Expr e = var(Names.copy(v, k - 1));
      for (int j = k - 2; j >= 0; j--) {
        e = new Expr.Ite(eq(var(Names.ROUND), Expr.num(j)), var(Names.copy(v, j)), e);
      }
      out.add(Cmd.Assign.of(v, e));
    }
    return out;
  }

  /** The key of the command at {@code i} in {@code b} (commands are values: equal yields abound). */
  private static String at(Block b, int i) {
    return b.label() + "#" + i;
  }

  private static boolean isYield(Cmd c) {
    return c instanceof Cmd.Call call && call.procedure().equals(Names.YIELD);
  }

  private Set<String> written(Cmd c) {
    Set<String> w = lifted.writtenBy(c);
    w.retainAll(rounded);
    return w;
  }

  private Set<String> used(Cmd c) {
    Set<String> u = new LinkedHashSet<>(LiftedProgram.varsOf(c));
    u.addAll(written(c));
    u.retainAll(rounded);
    return u;
  }

  private static List<String> targets(Block b) {
    return b.transfer() instanceof Transfer.Goto g ? g.targets() : List.of();
  }
}

package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.lifted.Attrs;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which over-approximated values ({@code havoc {:overapprox} x}: a bitwise or of two variables, a
 * shift by a variable) can matter to a run of the sequentialized two-thread program, by a forward
 * data flow along its paths: a value matters where it, or anything computed from it, reaches an
 * {@code assume} or {@code assert} (a branch, a check, a round's consistency), the arguments of a
 * call whose callee has a body or a contract, or a variable the counterexample reports ({@link
 * Names#OBSERVED}: the race checks' outcome, which compares the values at the watched address). A
 * value stored into a map taints the whole map from there on (weakly); an assignment or a plain
 * {@code havoc} of a variable clears it. A value that matters nowhere can be replaced by the exact
 * one, with what is computed from it, and every assumption and check holds the same way: a
 * counterexample through its havoc still stands for a real execution. The observation {@link
 * Flattener} puts after such a havoc is dropped, and the race is confirmed.
 */
final class Overapproximations {
  private Overapproximations() {}

  /**
   * {@code blocks} (the first is the entry; the last may be the end) without the observations of
   * over-approximated values that matter nowhere.
   */
  static List<Block> withoutImmaterial(LiftedProgram lifted, List<Block> blocks) {
    Map<String, Integer> origins = new HashMap<>();
    for (Block b : blocks) {
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Havoc h && Attrs.overapproxOf(h.attrs()).isPresent()) {
          h.vars().forEach(v -> origins.putIfAbsent(v, origins.size()));
        }
      }
    }
    if (origins.isEmpty()) {
      return blocks;
    }
    BitSet material = material(lifted, blocks, origins);
    List<Block> out = new ArrayList<>(blocks.size());
    for (Block b : blocks) {
      List<Cmd> cmds = new ArrayList<>(b.cmds().size());
      for (Cmd c : b.cmds()) {
        if (!(c instanceof Cmd.Assume a && immaterial(a, origins, material))) {
          cmds.add(c);
        }
      }
      out.add(cmds.size() == b.cmds().size() ? b : b.withCmds(cmds));
    }
    return out;
  }

  /**
   * Whether {@code a} is the observation of over-approximated variables ({@link
   * Names#OVERAPPROX_OF}) none of which matters.
   */
  private static boolean immaterial(Cmd.Assume a, Map<String, Integer> origins, BitSet material) {
    if (!a.expr().equals(Expr.TRUE) || Attrs.overapproxOf(a.attrs()).isEmpty()) {
      return false;
    }
    Optional<Attribute> of = Attribute.find(a.attrs(), Names.OVERAPPROX_OF);
    if (of.isEmpty() || of.get().args().isEmpty()) {
      return false;
    }
    for (AttrValue v : of.get().args()) {
      if (!(v instanceof AttrValue.Str(String name))
          || !origins.containsKey(name)
          || material.get(origins.get(name))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The origins (by index) whose values reach something that matters, on some path. A round's
   * consistency {@code copy == guess} ({@link ConeOfInfluence#CONSISTENCY}) is no sink: the next
   * round's guess is free (its copy's value when the threads start, {@code guess := copy}), so
   * with {@code copy} changed it is chosen anew, and what that copy's initial value flows into
   * is tainted from the start on (again, to a fixpoint). A guess tainted by more than its copy,
   * or one whose initial copy is not found, is a sink.
   */
  private static BitSet material(
      LiftedProgram lifted, List<Block> blocks, Map<String, Integer> origins) {
    Map<String, String> guessedFrom = new HashMap<>();
    for (Block b : blocks) {
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Assign a
            && a.lhs().size() == 1
            && a.lhs().get(0) instanceof Lhs.VarLhs g
            && g.variable().startsWith("$pl.guess.")
            && a.rhs().get(0) instanceof Expr.Var v) {
          guessedFrom.put(g.variable(), v.name());
        }
      }
    }
    Map<String, BitSet> seeds = new HashMap<>();
    while (true) {
      Map<String, BitSet> more = new HashMap<>();
      BitSet material = flow(lifted, blocks, origins, seeds, guessedFrom, more);
      boolean grown = false;
      for (Map.Entry<String, BitSet> e : more.entrySet()) {
        BitSet old = seeds.computeIfAbsent(e.getKey(), k -> new BitSet());
        BitSet merged = (BitSet) old.clone();
        merged.or(e.getValue());
        if (!merged.equals(old)) {
          seeds.put(e.getKey(), merged);
          grown = true;
        }
      }
      if (!grown) {
        return material;
      }
    }
  }

  /**
   * One forward pass from {@code seeds} (taints at the start); the initial copies a consistency
   * asks to choose anew are added to {@code more}.
   */
  private static BitSet flow(
      LiftedProgram lifted,
      List<Block> blocks,
      Map<String, Integer> origins,
      Map<String, BitSet> seeds,
      Map<String, String> guessedFrom,
      Map<String, BitSet> more) {
    Map<String, Block> byLabel = new HashMap<>();
    blocks.forEach(b -> byLabel.put(b.label(), b));
    Map<String, Map<String, BitSet>> atEntry = new HashMap<>();
    BitSet material = new BitSet();
    Deque<String> work = new ArrayDeque<>();
    atEntry.put(blocks.get(0).label(), copy(seeds));
    work.add(blocks.get(0).label());
    while (!work.isEmpty()) {
      Block b = byLabel.get(work.pop());
      Map<String, BitSet> state = copy(atEntry.get(b.label()));
      for (Cmd c : b.cmds()) {
        step(lifted, c, state, origins, material, guessedFrom, more);
      }
      if (b.transfer() instanceof Transfer.Goto g) {
        for (String t : g.targets()) {
          if (!byLabel.containsKey(t)) {
            continue;
          }
          Map<String, BitSet> in = atEntry.get(t);
          boolean changed;
          if (in == null) {
            atEntry.put(t, copy(state));
            changed = true;
          } else {
            changed = false;
            for (Map.Entry<String, BitSet> e : state.entrySet()) {
              BitSet old = in.get(e.getKey());
              if (old == null) {
                in.put(e.getKey(), (BitSet) e.getValue().clone());
                changed = true;
              } else {
                BitSet merged = (BitSet) old.clone();
                merged.or(e.getValue());
                if (!merged.equals(old)) {
                  in.put(e.getKey(), merged);
                  changed = true;
                }
              }
            }
          }
          if (changed && !work.contains(t)) {
            work.add(t);
          }
        }
      }
    }
    return material;
  }

  private static void step(
      LiftedProgram lifted,
      Cmd c,
      Map<String, BitSet> state,
      Map<String, Integer> origins,
      BitSet material,
      Map<String, String> guessedFrom,
      Map<String, BitSet> more) {
    switch (c) {
      case Cmd.Assert a -> material.or(taint(a.expr(), state));
      case Cmd.Assume a when Attribute.find(a.attrs(), Names.FRESH_ZERO).isPresent() -> {
        // a fresh object reads zero: it only drops executions no allocation has
      }
      case Cmd.Assume a -> {
        Optional<List<String>> xy = ConeOfInfluence.consistency(a);
        if (xy.isEmpty()) {
          material.or(taint(a.expr(), state));
          return;
        }
        BitSet x = taint(new Expr.Var(xy.get().get(0)), state);
        BitSet y = taint(new Expr.Var(xy.get().get(1)), state);
        String from = guessedFrom.get(xy.get().get(1));
        if (from == null) {
          x.or(y);
          material.or(x);
          return;
        }
        y.andNot(x);
        material.or(y);
        if (!x.isEmpty()) {
          more.computeIfAbsent(from, k -> new BitSet()).or(x);
        }
      }
      case Cmd.Call call -> {
        if (ConeOfInfluence.argumentsMatter(lifted.procedure(call.procedure()).orElse(null))) {
          call.args().forEach(e -> material.or(taint(e, state)));
        }
        // outs get what the callee returns: a contract relating them to the arguments made
        // those matter above; the maps it modifies keep their taint (weakly)
        call.outs().forEach(state::remove);
      }
      case Cmd.Havoc h -> {
        boolean over = Attrs.overapproxOf(h.attrs()).isPresent();
        for (String v : h.vars()) {
          if (over && origins.containsKey(v)) {
            BitSet t = new BitSet();
            t.set(origins.get(v));
            state.put(v, t);
          } else {
            state.remove(v);
          }
        }
      }
      case Cmd.Assign a -> {
        List<BitSet> rhs = new ArrayList<>();
        for (int i = 0; i < a.lhs().size(); i++) {
          BitSet t = taint(a.rhs().get(i), state);
          if (a.lhs().get(i) instanceof Lhs.MapLhs m) {
            t.or(taint(m.index(), state));
          }
          rhs.add(t);
        }
        for (int i = 0; i < a.lhs().size(); i++) {
          Lhs l = a.lhs().get(i);
          BitSet t = rhs.get(i);
          if (Names.OBSERVED.contains(l.variable())) {
            material.or(t);
          }
          if (l instanceof Lhs.MapLhs) {
            BitSet old = state.get(l.variable());
            if (old != null) {
              t.or(old);
            }
          }
          if (t.isEmpty()) {
            state.remove(l.variable());
          } else {
            state.put(l.variable(), t);
          }
        }
      }
    }
  }

  private static BitSet taint(Expr e, Map<String, BitSet> state) {
    BitSet out = new BitSet();
    if (state.isEmpty()) {
      return out;
    }
    Set<String> vars = Exprs.freeVars(e);
    for (String v : vars) {
      BitSet t = state.get(v);
      if (t != null) {
        out.or(t);
      }
    }
    return out;
  }

  private static Map<String, BitSet> copy(Map<String, BitSet> m) {
    Map<String, BitSet> out = new HashMap<>();
    m.forEach((k, v) -> out.put(k, (BitSet) v.clone()));
    return out;
  }
}

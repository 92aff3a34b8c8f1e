package dev.pairlock.houdini.pair;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Spec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What Houdini proved of one side procedure, without its body: its contracts (the frame narrowed,
 * the proved candidates as free contracts) and, per loop head, the invariants it assumes right
 * after the head's leading asserts. The body is the pair program's own, the same in every pair
 * with this side ({@link HoudiniPreparer}); keeping only this is what lets an analysis keep the
 * summaries of every side (r8169 of the WHOOP suite: about 50 sides of up to 280 procedures).
 *
 * @param specs the procedure's contracts after Houdini
 * @param invariants per block label, the free invariants inserted after its leading asserts
 */
record Proved(List<Spec> specs, Map<String, List<Cmd>> invariants) {
  Proved {
    specs = List.copyOf(specs);
    invariants = Map.copyOf(invariants);
  }

  /**
   * The difference between {@code summarized} (Houdini's result, whose only changes to a body are
   * free invariants after a block's leading asserts) and {@code original}, the procedure Houdini
   * started from.
   *
   * @throws IllegalStateException if {@code summarized} differs from {@code original} otherwise
   */
  static Proved of(Decl.Procedure summarized, Decl.Procedure original) {
    Map<String, List<Cmd>> invariants = new LinkedHashMap<>();
    if (summarized.body() != null) {
      Map<String, Block> before = new LinkedHashMap<>();
      original.body().blocks().forEach(b -> before.put(b.label(), b));
      for (Block b : summarized.body().blocks()) {
        int k = b.cmds().size() - before.get(b.label()).cmds().size();
        if (k > 0) {
          int n = leadingAsserts(before.get(b.label()));
          invariants.put(b.label(), b.cmds().subList(n, n + k));
        }
      }
    }
    Proved p = new Proved(summarized.specs(), invariants);
    if (!p.applyTo(original).equals(summarized)) {
      throw new IllegalStateException(
          "Houdini changed procedure " + original.name() + " beyond contracts and invariants");
    }
    return p;
  }

  /**
   * The contracts and invariants of this and {@code other} together (what two Houdini runs proved
   * of the same procedure, each for its own regions), each once, this one's first.
   */
  Proved union(Proved other) {
    List<Spec> s = new ArrayList<>(specs);
    other.specs.stream().filter(x -> !s.contains(x)).forEach(s::add);
    Map<String, List<Cmd>> inv = new LinkedHashMap<>(invariants);
    other.invariants.forEach(
        (label, cmds) ->
            inv.merge(
                label,
                cmds,
                (x, y) -> {
                  List<Cmd> both = new ArrayList<>(x);
                  y.stream().filter(c -> !both.contains(c)).forEach(both::add);
                  return both;
                }));
    return new Proved(s, inv);
  }

  /** {@code original} with these contracts and invariants. */
  Decl.Procedure applyTo(Decl.Procedure original) {
    Decl.Procedure r = original.withSpecs(specs);
    if (invariants.isEmpty() || original.body() == null) {
      return r;
    }
    List<Block> blocks = new ArrayList<>();
    for (Block b : original.body().blocks()) {
      List<Cmd> inv = invariants.get(b.label());
      if (inv == null) {
        blocks.add(b);
        continue;
      }
      int n = leadingAsserts(b);
      List<Cmd> cmds = new ArrayList<>(b.cmds().subList(0, n));
      cmds.addAll(inv);
      cmds.addAll(b.cmds().subList(n, b.cmds().size()));
      blocks.add(b.withCmds(cmds));
    }
    return r.withBody(new Body(original.body().locals(), blocks));
  }

  private static int leadingAsserts(Block b) {
    int n = 0;
    while (n < b.cmds().size() && b.cmds().get(n) instanceof Cmd.Assert) {
      n++;
    }
    return n;
  }
}

package dev.pairlock.houdini.pair;

import dev.pairlock.instrument.GhostNames;
import dev.pairlock.instrument.Inliner;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.ivl.lifted.Region;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Moves the summaries of one entry point's side copies from one side of a pair program to the
 * other: they are about procedure {@code p$j} instead of {@code p$i}, and mention the ghosts of
 * side {@code j} instead of those of side {@code i}. The two sides are instrumented alike, so what Houdini proved of an entry
 * point as side 1 holds of it as side 2.
 */
final class SideSwap {
  private final Map<String, String> vars = new HashMap<>();
  private final int from;
  private final int to;

  /**
   * The swap of side {@code side} of {@code pp} to or from side {@code other}: {@code toOther}
   * moves procedures of {@code side} to {@code other}, else procedures of {@code other} (from
   * another pair program) to {@code side}.
   */
  SideSwap(PairProgram pp, int side, int other, boolean toOther) {
    this.from = toOther ? side : other;
    this.to = toOther ? other : side;
    Set<String> globals = new HashSet<>();
    pp.program().globals().forEach(g -> globals.add(g.name()));
    List<String[]> pairs = new ArrayList<>();
    for (Region r : pp.instrumentedRegions()) {
      String v = r.variable();
      pairs.add(new String[] {GhostNames.picked(v, side), GhostNames.picked(v, other)});
      pairs.add(new String[] {GhostNames.pickWrite(v, side), GhostNames.pickWrite(v, other)});
      pairs.add(new String[] {GhostNames.pickLoc(v, side), GhostNames.pickLoc(v, other)});
      for (LockConst l : pp.locksOf(side)) {
        String c = l.constant();
        pairs.add(
            new String[] {GhostNames.pickLockset(v, side, c), GhostNames.pickLockset(v, other, c)});
        pairs.add(
            new String[] {
              GhostNames.pickReadLockset(v, side, c), GhostNames.pickReadLockset(v, other, c)
            });
      }
    }
    for (LockConst l : pp.locksOf(side)) {
      String c = l.constant();
      pairs.add(
          new String[] {GhostNames.currentLockset(side, c), GhostNames.currentLockset(other, c)});
      pairs.add(
          new String[] {
            GhostNames.currentReadLockset(side, c), GhostNames.currentReadLockset(other, c)
          });
      pairs.add(
          new String[] {
            GhostNames.currentLockAddress(side, c), GhostNames.currentLockAddress(other, c)
          });
      pairs.add(
          new String[] {
            GhostNames.currentReadLockAddress(side, c), GhostNames.currentReadLockAddress(other, c)
          });
    }
    pairs.add(new String[] {GhostNames.logging(side), GhostNames.logging(other)});
    pairs.add(new String[] {GhostNames.stopped(side), GhostNames.stopped(other)});
    for (int k = 0; globals.contains(GhostNames.joined(side, k)); k++) {
      pairs.add(new String[] {GhostNames.joined(side, k), GhostNames.joined(other, k)});
    }
    for (String[] p : pairs) {
      if (globals.contains(p[0])) {
        vars.put(toOther ? p[0] : p[1], toOther ? p[1] : p[0]);
      }
    }
  }

  /** {@code p} as moved: the name of the procedure it is about, its contracts and invariants. */
  Proved proved(Proved p) {
    Map<String, List<Cmd>> invariants = new LinkedHashMap<>();
    p.invariants()
        .forEach(
            (label, cmds) -> {
              List<Cmd> moved = new ArrayList<>();
              cmds.forEach(c -> moved.add(Inliner.renameCmd(c, vars)));
              invariants.put(label, moved);
            });
    return new Proved(specs(p.specs()), invariants);
  }

  /** The name of side procedure {@code procedure} ({@code p$from}) on the other side. */
  String name(String procedure) {
    String suffix = GhostNames.sideCopy("", from);
    if (!procedure.endsWith(suffix)) {
      throw new IllegalArgumentException("not a procedure of side " + from + ": " + procedure);
    }
    return procedure.substring(0, procedure.length() - suffix.length())
        + GhostNames.sideCopy("", to);
  }

  private List<Spec> specs(List<Spec> in) {
    List<Spec> specs = new ArrayList<>();
    for (Spec s : in) {
      specs.add(
          switch (s) {
            case Spec.Requires q ->
                new Spec.Requires(q.free(), Exprs.rename(q.expr(), vars), q.attrs(), q.pos());
            case Spec.Ensures q ->
                new Spec.Ensures(q.free(), Exprs.rename(q.expr(), vars), q.attrs(), q.pos());
            case Spec.Modifies m -> {
              List<String> vs = new ArrayList<>();
              m.vars().forEach(v -> vs.add(vars.getOrDefault(v, v)));
              yield new Spec.Modifies(vs, m.pos());
            }
          });
    }
    return specs;
  }
}

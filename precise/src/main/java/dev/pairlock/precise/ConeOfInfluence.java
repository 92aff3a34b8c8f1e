package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Spec;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Drops the assignments of the sequentialized program that no assertion, assumption or
 * observation depends on (a flow-insensitive cone of influence, as model checkers slice).
 *
 * <p>A variable is relevant if an {@code assert} or {@code assume} mentions it, a call passes it to
 * a procedure with a body or a contract (a bodiless procedure with only {@code modifies} havocs
 * what it writes whatever its arguments), a call assigns it, a command with attributes (an
 * observation point, say) mentions or assigns it, the counterexample observes it, or an assignment
 * to a relevant variable reads it (a cell assignment {@code M[i] := e} reads {@code M}, {@code i}
 * and {@code e}). An assignment to no relevant variable, and the
 * irrelevant variables of a {@code havoc}, are dropped. What remains decides the same assertions on
 * the same paths: a dropped assignment only constrains variables that nothing checked or assumed
 * reads, and expressions are total. Calls are kept whole.
 *
 * <p>A fresh object's zero assumption ({@link Names#FRESH_ZERO}) is no root either: it is kept,
 * and what it reads is relevant, when the map it reads is. If not, it is dropped: nothing kept
 * reads that map, so a run of the sliced program extends to one of the whole with the object's
 * cells zero.
 *
 * <p>Why: the verifier's second and later queries of a pair (and every query of a VC of 1000
 * passive commands or more) run on Z3's incremental core, which does not eliminate unconstrained
 * definitions as the preprocessing of a small VC's first query does; the
 * arithmetic of values no check reads (a device register's bit fields, say) then costs every
 * query. Under Yield-MR, whose checks read only the regions not proved race-free, more of the
 * program is such dead weight than under Yield-ALL.
 */
final class ConeOfInfluence {
  private ConeOfInfluence() {}

  /**
   * The flag of an assumption {@code x == y} that round j's final value of a variable equals the
   * value round j+1 guessed for it (eager sequentialization). Such an assumption is no root: it
   * makes {@code x} and {@code y} depend on each other, and it is kept if they are relevant. If
   * not, it is dropped too: the guess {@code y} is otherwise constrained by nothing (no kept
   * command reads it or anything computed from it), so a run of the sliced program extends to
   * one of the whole, choosing each round's irrelevant guesses after the round before it.
   */
  static final String CONSISTENCY = "round_consistency";

  /**
   * {@code blocks} (of a procedure of {@code lifted}'s program) without the assignments nothing
   * depends on; {@code observed} are roots too.
   */
  static List<Block> slice(LiftedProgram lifted, List<Block> blocks, Set<String> observed) {
    Set<String> relevant = new LinkedHashSet<>(observed);
    // Which variables each variable's assignments read.
    Map<String, Set<String>> reads = new HashMap<>();
    for (Block b : blocks) {
      for (Cmd c : b.cmds()) {
        boolean pinned = !c.attrs().isEmpty();
        switch (c) {
          case Cmd.Assert a -> relevant.addAll(Exprs.freeVars(a.expr()));
          case Cmd.Assume a -> {
            Optional<List<String>> eq = consistency(a);
            if (eq.isPresent()) {
              String x = eq.get().get(0);
              String y = eq.get().get(1);
              reads.computeIfAbsent(x, k -> new LinkedHashSet<>()).add(y);
              reads.computeIfAbsent(y, k -> new LinkedHashSet<>()).add(x);
            } else if (Attribute.has(a.attrs(), Names.FRESH_ZERO)) {
              // no root: kept (with what it reads) if the map it constrains is relevant
              for (String m : selectedMaps(a.expr())) {
                reads.computeIfAbsent(m, k -> new LinkedHashSet<>())
                    .addAll(Exprs.freeVars(a.expr()));
              }
            } else {
              relevant.addAll(Exprs.freeVars(a.expr()));
            }
          }
          case Cmd.Call call -> {
            if (pinned || argumentsMatter(lifted.procedure(call.procedure()).orElse(null))) {
              call.args().forEach(e -> relevant.addAll(Exprs.freeVars(e)));
            }
            relevant.addAll(call.outs());
          }
          case Cmd.Havoc h -> {
            if (pinned) {
              relevant.addAll(h.vars());
            }
          }
          case Cmd.Assign a -> {
            Set<String> used = new LinkedHashSet<>();
            for (Lhs l : a.lhs()) {
              if (l instanceof Lhs.MapLhs m) {
                used.add(m.variable());
                used.addAll(Exprs.freeVars(m.index()));
              }
            }
            for (Expr e : a.rhs()) {
              used.addAll(Exprs.freeVars(e));
            }
            for (Lhs l : a.lhs()) {
              // a parallel assignment is kept or dropped whole: each target reads all of it
              reads.computeIfAbsent(l.variable(), k -> new LinkedHashSet<>()).addAll(used);
              if (pinned) {
                relevant.add(l.variable());
              }
            }
          }
        }
      }
    }
    Deque<String> work = new ArrayDeque<>(relevant);
    while (!work.isEmpty()) {
      for (String u : reads.getOrDefault(work.pop(), Set.of())) {
        if (relevant.add(u)) {
          work.push(u);
        }
      }
    }
    List<Block> out = new ArrayList<>(blocks.size());
    for (Block b : blocks) {
      List<Cmd> cmds = new ArrayList<>(b.cmds().size());
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Assign a
            && a.attrs().isEmpty()
            && a.lhs().stream().noneMatch(l -> relevant.contains(l.variable()))) {
          continue;
        }
        if (c instanceof Cmd.Assume a
            && consistency(a).filter(xy -> !relevant.contains(xy.get(0))).isPresent()) {
          continue;
        }
        if (c instanceof Cmd.Assume a
            && Attribute.has(a.attrs(), Names.FRESH_ZERO)
            && selectedMaps(a.expr()).stream().noneMatch(relevant::contains)) {
          continue;
        }
        if (c instanceof Cmd.Havoc h && h.attrs().isEmpty()) {
          List<String> kept = h.vars().stream().filter(relevant::contains).toList();
          if (kept.isEmpty()) {
            continue;
          }
          if (kept.size() < h.vars().size()) {
            c = new Cmd.Havoc(kept, h.attrs(), h.pos());
          }
        }
        cmds.add(c);
      }
      out.add(cmds.size() == b.cmds().size() && cmds.equals(b.cmds()) ? b : b.withCmds(cmds));
    }
    return out;
  }

  /** The maps {@code e} reads a cell of ({@code M[i]}, M a variable). */
  private static Set<String> selectedMaps(Expr e) {
    Set<String> maps = new LinkedHashSet<>();
    Exprs.forEach(e, x -> {
      if (x instanceof Expr.Select(Expr.Var(String m), Expr i)) {
        maps.add(m);
      }
    });
    return maps;
  }

  /** The two variables of a round-consistency assumption {@code x == y}. */
  static Optional<List<String>> consistency(Cmd.Assume a) {
    if (a.attrs().size() == 1
        && a.attrs().get(0).name().equals(CONSISTENCY)
        && a.expr() instanceof Expr.Binary b
        && b.op() == Expr.BinOp.EQ
        && b.left() instanceof Expr.Var x
        && b.right() instanceof Expr.Var y) {
      return Optional.of(List.of(x.name(), y.name()));
    }
    return Optional.empty();
  }

  /**
   * Whether a call's arguments can matter: the callee has a body, or a contract (which may relate
   * them to what it returns or check them). A bodiless callee without one havocs its outs and
   * modifies whatever its arguments are.
   */
  static boolean argumentsMatter(Decl.Procedure p) {
    return p == null
        || p.body() != null
        || p.specs().stream().anyMatch(s -> !(s instanceof Spec.Modifies));
  }
}

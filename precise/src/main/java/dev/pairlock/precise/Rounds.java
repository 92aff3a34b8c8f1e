package dev.pairlock.precise;

import static dev.pairlock.ivl.ast.Expr.and;
import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.lifted.Attrs;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The eager Lal–Reps sequentialization of one thread's commands: every <em>rounded</em> variable
 * (shared state both threads use and one writes) has K copies {@code v#0 .. v#K-1}; a thread reads
 * and writes the copy of its current round {@code $pl.rnd}, and a yield may advance the round. The
 * prefix (initialization) runs in round 0. Calls to bodiless procedures become havocs of their
 * results and of what they modify.
 *
 * <p>The default encoding is {@link WorkingCopies}: there, this class runs with no rounded
 * variables and only turns calls into havocs and yield markers into round moves. With rounded
 * variables (the {@code copies} encoding) every access pays a K-way ite, however few the yields.
 *
 * <p>A call that ends the whole program ({@code {:no_return "program"}}, the thread stops right
 * after it) records its slot of the round robin in {@link Names#END_SLOT}; thread 2, which runs
 * after thread 1 in the sequential program, runs no segment from that slot on ({@link
 * #endCheck}), and where thread 2 ends the program thread 1 must have run no later round.
 */
final class Rounds {
  private final int k;
  private final Set<String> rounded;
  private final Program program;
  private final Set<String> havocTemps;
  /** The owner variable of SV-COMP's atomic section lock, or null when the program has none. */
  private final String sectionOwner;

  /**
   * @param sectionOwner the owner variable of the lock of SV-COMP's atomic sections ({@code
   *     __VERIFIER_atomic}), or null: a thread holding it never yields (a section runs as one
   *     step)
   */
  Rounds(
      int k, Set<String> rounded, Program program, Set<String> havocTemps, String sectionOwner) {
    this.k = k;
    this.rounded = rounded;
    this.program = program;
    this.havocTemps = havocTemps;
    this.sectionOwner = sectionOwner;
  }

  /** Translates the blocks of thread {@code thread} ({@code guarded}: yields need registration). */
  List<Block> thread(List<Block> blocks, int thread, boolean guarded) {
    return translate(blocks, true, thread, guarded);
  }

  /** Translates blocks of the initialization, which runs in round 0 and never yields. */
  List<Block> prefix(List<Block> blocks) {
    return translate(blocks, false, 0, false);
  }

  private List<Block> translate(List<Block> blocks, boolean dynamic, int thread, boolean guarded) {
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      List<Cmd> cmds = new ArrayList<>();
      for (Cmd c : b.cmds()) {
        command(c, dynamic, guarded, thread, cmds);
      }
      out.add(b.withCmds(cmds));
    }
    return out;
  }

  /** The meaning of a yield of a thread: the round may advance (never past K - 1). */
  List<Cmd> yieldCmds(boolean guarded, int thread) {
    return yieldCmds(guarded, thread, false);
  }

  /**
   * The meaning of a yield inside thread {@code thread}'s body: as {@link #yieldCmds(boolean,
   * int)}, and where the thread holds SV-COMP's atomic section lock the round stays (SV-COMP runs
   * a {@code __VERIFIER_atomic_*} function or a {@code __VERIFIER_atomic_begin/end} section as one
   * step: no other thread moves inside it). A section that blocks inside then ends the run there:
   * fewer runs, never a run the program does not have, so a race confirmed is still real.
   */
  private List<Cmd> yieldCmds(boolean guarded, int thread, boolean inBody) {
    if (k == 1) {
      return List.of();
    }
    Expr rnd = var(Names.ROUND);
    Expr nr = var(Names.NEXT_ROUND);
    Expr range =
        and(
            new Expr.Binary(Expr.BinOp.LE, rnd, nr),
            new Expr.Binary(Expr.BinOp.LT, nr, Expr.num(k)));
    if (guarded) {
      range = and(range, Expr.or(var(Names.registered(thread)), eq(nr, rnd)));
    }
    if (inBody && sectionOwner != null) {
      Expr held = eq(subst(var(sectionOwner), true), Expr.num(thread));
      range = and(range, Expr.or(Expr.not(held), eq(nr, rnd)));
    }
    return List.of(
        new Cmd.Havoc(List.of(Names.NEXT_ROUND), List.of(), dev.pairlock.ivl.ast.Pos.NONE),
        Cmd.Assume.of(range),
        Cmd.Assign.of(Names.ROUND, nr));
  }

  /**
   * Thread 2 runs in its current round only before the slot where the program ended: {@code
   * assume 2 * rnd + 1 < endSlot} (after each of its round moves and at its start).
   */
  static Cmd endCheck() {
    return Cmd.Assume.of(
        new Expr.Binary(
            Expr.BinOp.LT,
            new Expr.Binary(
                Expr.BinOp.ADD,
                new Expr.Binary(Expr.BinOp.MUL, Expr.num(2), var(Names.ROUND)),
                Expr.num(1)),
            var(Names.END_SLOT)));
  }

  /**
   * Where thread {@code thread} ends the program in its current round: the slot, and for thread
   * 2 that thread 1 ran no later round.
   */
  private static List<Cmd> programEnd(int thread) {
    List<Cmd> out = new ArrayList<>();
    out.add(
        Cmd.Assign.of(
            Names.END_SLOT,
            new Expr.Binary(
                Expr.BinOp.ADD,
                new Expr.Binary(Expr.BinOp.MUL, Expr.num(2), var(Names.ROUND)),
                Expr.num(thread - 1))));
    if (thread == 2) {
      out.add(
          Cmd.Assume.of(
              new Expr.Binary(Expr.BinOp.LE, var(Names.T1_LAST_ROUND), var(Names.ROUND))));
    }
    return out;
  }

  private void command(Cmd c, boolean dynamic, boolean guarded, int thread, List<Cmd> out) {
    switch (c) {
      case Cmd.Assign a -> {
        List<Lhs> lhs = new ArrayList<>();
        List<Expr> rhs = new ArrayList<>();
        for (int i = 0; i < a.lhs().size(); i++) {
          Lhs l = a.lhs().get(i);
          Expr r = subst(a.rhs().get(i), dynamic);
          String v = l.variable();
          Expr idx = l instanceof Lhs.MapLhs m ? subst(m.index(), dynamic) : null;
          if (!rounded.contains(v)) {
            lhs.add(idx == null ? new Lhs.VarLhs(v) : new Lhs.MapLhs(v, idx));
            rhs.add(r);
          } else if (!dynamic) {
            String c0 = Names.copy(v, 0);
            lhs.add(idx == null ? new Lhs.VarLhs(c0) : new Lhs.MapLhs(c0, idx));
            rhs.add(r);
          } else {
            for (int j = 0; j < k; j++) {
              String cj = Names.copy(v, j);
              Expr inRound = eq(var(Names.ROUND), Expr.num(j));
              if (idx == null) {
                lhs.add(new Lhs.VarLhs(cj));
                rhs.add(k == 1 ? r : new Expr.Ite(inRound, r, var(cj)));
              } else {
                lhs.add(new Lhs.MapLhs(cj, idx));
                rhs.add(k == 1 ? r : new Expr.Ite(inRound, r, Expr.select(var(cj), idx)));
              }
            }
          }
        }
        out.add(new Cmd.Assign(lhs, rhs, a.attrs(), a.pos()));
      }
      case Cmd.Assume a -> {
        out.add(new Cmd.Assume(subst(a.expr(), dynamic), a.attrs(), a.pos()));
        if (dynamic && Attrs.endsProgramOf(a.attrs()).isPresent()) {
          out.addAll(programEnd(thread));
        }
      }
      case Cmd.Assert a -> out.add(new Cmd.Assert(subst(a.expr(), dynamic), a.attrs(), a.pos()));
      case Cmd.Havoc h -> havoc(h.vars(), dynamic, h, out);
      case Cmd.Call call -> {
        if (call.procedure().equals(Names.YIELD)) {
          out.addAll(yieldCmds(guarded, Attrs.threadOf(call.attrs()).orElse(0), dynamic));
          if (thread == 2) {
            out.add(endCheck());
          }
          return;
        }
        Decl.Procedure callee = program.procedure(call.procedure()).orElse(null);
        List<String> vars = new ArrayList<>(call.outs());
        if (callee != null) {
          for (String m : callee.modifies()) {
            if (!vars.contains(m)) {
              vars.add(m);
            }
          }
        }
        if (!vars.isEmpty()) {
          havoc(vars, dynamic, call, out);
        }
      }
    }
  }

  private void havoc(List<String> vars, boolean dynamic, Cmd origin, List<Cmd> out) {
    List<String> plain = new ArrayList<>();
    List<String> temps = new ArrayList<>();
    for (String v : vars) {
      if (!rounded.contains(v)) {
        plain.add(v);
      } else if (!dynamic) {
        plain.add(Names.copy(v, 0));
      } else {
        temps.add(v);
      }
    }
    if (!plain.isEmpty() || !temps.isEmpty()) {
      List<String> all = new ArrayList<>(plain);
      temps.forEach(v -> all.add(Names.havocTemp(v)));
      out.add(new Cmd.Havoc(all, origin.attrs(), origin.pos()));
    }
    for (String v : temps) {
      havocTemps.add(v);
      List<Lhs> lhs = new ArrayList<>();
      List<Expr> rhs = new ArrayList<>();
      for (int j = 0; j < k; j++) {
        lhs.add(new Lhs.VarLhs(Names.copy(v, j)));
        rhs.add(
            new Expr.Ite(
                eq(var(Names.ROUND), Expr.num(j)), var(Names.havocTemp(v)), var(Names.copy(v, j))));
      }
      out.add(new Cmd.Assign(lhs, rhs, List.of(), origin.pos()));
    }
  }

  /** The current-round view of a rounded variable. */
  private Expr current(String v, boolean dynamic) {
    if (!dynamic || k == 1) {
      return var(Names.copy(v, 0));
    }
    Expr e = var(Names.copy(v, k - 1));
    for (int j = k - 2; j >= 0; j--) {
      e = new Expr.Ite(eq(var(Names.ROUND), Expr.num(j)), var(Names.copy(v, j)), e);
    }
    return e;
  }

  Expr subst(Expr e, boolean dynamic) {
    return subst(e, dynamic, Map.of());
  }

  private Expr subst(Expr e, boolean dynamic, Map<String, Boolean> bound) {
    return switch (e) {
      case Expr.IntLit i -> i;
      case Expr.BoolLit b -> b;
      case Expr.Var v ->
          rounded.contains(v.name()) && !bound.containsKey(v.name()) ? current(v.name(), dynamic) : v;
      case Expr.Old o -> new Expr.Old(subst(o.expr(), dynamic, bound));
      case Expr.Select s ->
          new Expr.Select(subst(s.map(), dynamic, bound), subst(s.index(), dynamic, bound));
      case Expr.Store s ->
          new Expr.Store(
              subst(s.map(), dynamic, bound),
              subst(s.index(), dynamic, bound),
              subst(s.value(), dynamic, bound));
      case Expr.Unary u -> new Expr.Unary(u.op(), subst(u.operand(), dynamic, bound));
      case Expr.Binary b ->
          new Expr.Binary(b.op(), subst(b.left(), dynamic, bound), subst(b.right(), dynamic, bound));
      case Expr.Ite i ->
          new Expr.Ite(
              subst(i.cond(), dynamic, bound),
              subst(i.thenExpr(), dynamic, bound),
              subst(i.elseExpr(), dynamic, bound));
      case Expr.FunApp f ->
          new Expr.FunApp(
              f.function(), f.args().stream().map(x -> subst(x, dynamic, bound)).toList());
      case Expr.Quant q -> {
        Map<String, Boolean> inner = new HashMap<>(bound);
        for (Param p : q.vars()) {
          inner.put(p.name(), true);
        }
        yield new Expr.Quant(q.forall(), q.vars(), subst(q.body(), dynamic, inner));
      }
    };
  }
}

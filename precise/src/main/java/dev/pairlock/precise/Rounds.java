package dev.pairlock.precise;

import static dev.pairlock.ivl.ast.Expr.and;
import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The eager Lal–Reps sequentialization of the two threads, with a working copy: every
 * <em>rounded</em> variable {@code v} (shared state both threads use and one writes) keeps its
 * name for the state of the round a thread is running in, and a map {@code $pl.R.v : [int]T}
 * holds the state of every round, indexed by round. Threads read and write {@code v} itself, so
 * their commands are not rewritten; only a yield touches the rounds: it saves {@code v} into the
 * slot of the current round and, when the round advances, loads the slot of the new one
 * ({@code R := R[rnd := v]; v := R[nr]}). So the cost of a rounded variable is paid per yield,
 * independent of K, and accesses are plain.
 *
 * <p>Slots of rounds 1..K-1 start as guesses ({@code $pl.G.v}, a copy of the initial map), slot 0
 * from the initialization's state; thread 1 runs from round 0, then thread 2 from round 0 on the
 * slots thread 1 left (a round a thread skips keeps its slot unchanged); at the end slot j must
 * equal the guess of round j + 1. Calls to bodiless procedures become havocs of their results and
 * of what they modify.
 */
final class Rounds {
  private final int k;
  private final Set<String> rounded;
  private final Program program;

  /**
   * @param rounded the rounded variables (ignored when {@code k} is 1: one round needs no copies)
   */
  Rounds(int k, Set<String> rounded, Program program) {
    this.k = k;
    this.rounded = k == 1 ? Set.of() : Set.copyOf(new java.util.TreeSet<>(rounded));
    this.program = program;
  }

  /** The rounded variables (sorted; empty when K is 1). */
  Set<String> rounded() {
    return new java.util.TreeSet<>(rounded);
  }

  /** Translates the blocks of thread {@code thread} ({@code guarded}: yields need registration). */
  List<Block> thread(List<Block> blocks, int thread, boolean guarded) {
    return translate(blocks, guarded);
  }

  /** Translates blocks of the initialization, which runs in round 0 and never yields. */
  List<Block> prefix(List<Block> blocks) {
    return translate(blocks, false);
  }

  private List<Block> translate(List<Block> blocks, boolean guarded) {
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      List<Cmd> cmds = new ArrayList<>();
      for (Cmd c : b.cmds()) {
        command(c, guarded, cmds);
      }
      out.add(b.withCmds(cmds));
    }
    return out;
  }

  /**
   * Before thread 1 (after the initialization): slot 0 gets the initial state, the other slots
   * (arbitrary) are the guesses.
   */
  List<Cmd> start() {
    List<Cmd> out = new ArrayList<>();
    for (String v : sorted()) {
      out.add(Cmd.Assign.of(Names.rounds(v), store(var(Names.rounds(v)), Expr.num(0), var(v))));
      out.add(Cmd.Assign.of(Names.guesses(v), var(Names.rounds(v))));
    }
    return out;
  }

  /** At the end of a thread: its state goes to the slot of its last round. */
  List<Cmd> save() {
    List<Cmd> out = new ArrayList<>();
    for (String v : sorted()) {
      out.add(
          Cmd.Assign.of(
              Names.rounds(v), store(var(Names.rounds(v)), var(Names.ROUND), var(v))));
    }
    return out;
  }

  /** Before thread 2: round 0, whose state thread 1 left in slot 0. */
  List<Cmd> startThread2() {
    List<Cmd> out = new ArrayList<>();
    out.add(Cmd.Assign.of(Names.ROUND, Expr.num(0)));
    for (String v : sorted()) {
      out.add(Cmd.Assign.of(v, Expr.select(var(Names.rounds(v)), Expr.num(0))));
    }
    return out;
  }

  /** At the very end (after {@link #save}): each round ends in the state the next one guessed. */
  List<Cmd> consistency() {
    List<Cmd> out = new ArrayList<>();
    for (String v : sorted()) {
      for (int j = 0; j + 1 < k; j++) {
        out.add(
            new Cmd.Assume(
                eq(
                    Expr.select(var(Names.rounds(v)), Expr.num(j)),
                    Expr.select(var(Names.guesses(v)), Expr.num(j + 1))),
                List.of(Attribute.flag("round_consistency")),
                dev.pairlock.ivl.ast.Pos.NONE));
      }
    }
    return out;
  }

  /** The locals the rounds need (besides the working copies): slot maps and guesses. */
  Map<String, Type> locals(Map<String, Type> stateTypes) {
    Map<String, Type> out = new java.util.LinkedHashMap<>();
    for (String v : sorted()) {
      Type t = Type.map(Type.INT, stateTypes.get(v));
      out.put(Names.rounds(v), t);
      out.put(Names.guesses(v), t);
    }
    return out;
  }

  private static Expr store(Expr map, Expr index, Expr value) {
    return new Expr.Store(map, index, value);
  }

  private List<String> sorted() {
    return new ArrayList<>(new java.util.TreeSet<>(rounded));
  }

  /**
   * The meaning of a yield of a thread: the round may advance (never past K - 1); if it does, the
   * working copies are saved to the old round's slots and loaded from the new round's.
   */
  List<Cmd> yieldCmds(boolean guarded, int thread) {
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
    List<Cmd> out = new ArrayList<>();
    out.add(new Cmd.Havoc(List.of(Names.NEXT_ROUND), List.of(), dev.pairlock.ivl.ast.Pos.NONE));
    out.add(Cmd.Assume.of(range));
    List<String> vs = sorted();
    if (!vs.isEmpty()) {
      Expr moves = new Expr.Binary(Expr.BinOp.NEQ, nr, rnd);
      List<Lhs> lhs = new ArrayList<>();
      List<Expr> rhs = new ArrayList<>();
      for (String v : vs) {
        String slots = Names.rounds(v);
        lhs.add(new Lhs.VarLhs(slots));
        rhs.add(new Expr.Ite(moves, store(var(slots), rnd, var(v)), var(slots)));
      }
      out.add(new Cmd.Assign(lhs, rhs, List.of(), dev.pairlock.ivl.ast.Pos.NONE));
      lhs = new ArrayList<>();
      rhs = new ArrayList<>();
      for (String v : vs) {
        lhs.add(new Lhs.VarLhs(v));
        rhs.add(new Expr.Ite(moves, Expr.select(var(Names.rounds(v)), nr), var(v)));
      }
      out.add(new Cmd.Assign(lhs, rhs, List.of(), dev.pairlock.ivl.ast.Pos.NONE));
    }
    out.add(Cmd.Assign.of(Names.ROUND, nr));
    return out;
  }

  private void command(Cmd c, boolean guarded, List<Cmd> out) {
    switch (c) {
      case Cmd.Call call -> {
        if (call.procedure().equals(Names.YIELD)) {
          int thread =
              Attribute.find(call.attrs(), "thread")
                  .map(a -> ((Expr.IntLit) ((AttrValue.Ex) a.args().get(0)).expr()).value())
                  .map(BigInteger::intValue)
                  .orElse(0);
          out.addAll(yieldCmds(guarded, thread));
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
          out.add(new Cmd.Havoc(vars, call.attrs(), call.pos()));
        }
      }
      default -> out.add(c);
    }
  }
}

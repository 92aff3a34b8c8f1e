package dev.pairlock.precise;

import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.lifted.Layout;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps allocations of the two threads (and of the initialization) apart. The frontend lifts an
 * allocation as {@code havoc p; assume p >= HEAP;} (or {@code assume p == 0 || p >= HEAP;} if it
 * may fail): two allocations may then return the same address, which is harmless for the lockset
 * analysis but would let the precise checker "confirm" a race on two private objects. Each such
 * pair of commands gets a bump allocator: {@code assume p == 0 || p >= $pl.heap; $pl.heap := p +
 * 2^41}. Objects are taken to be smaller than 2^40 bytes ({@link Layout#MAX_OBJECT_SIZE}), and a
 * range of unknown size from a pointer into one ({@code free(p)}: {@code p <= a < p + 2^40}) ends
 * before the next allocation starts. {@code $pl.heap} is shared state, so it follows the rounds
 * like any other.
 */
final class Allocations {
  private Allocations() {}

  static final String HEAP = "$pl.heap";
  static final BigInteger STRIDE = Layout.MAX_OBJECT_SIZE.shiftLeft(1);

  /** The blocks with every allocation pattern followed by the bump-allocator commands. */
  static List<Block> separate(List<Block> blocks) {
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      List<Cmd> cmds = new ArrayList<>();
      List<Cmd> in = b.cmds();
      for (int i = 0; i < in.size(); i++) {
        Cmd c = in.get(i);
        cmds.add(c);
        if (c instanceof Cmd.Havoc h
            && h.vars().size() == 1
            && i + 1 < in.size()
            && in.get(i + 1) instanceof Cmd.Assume a
            && isFreshAddress(a.expr(), h.vars().get(0))) {
          String p = h.vars().get(0);
          cmds.add(a);
          i++;
          cmds.add(
              new Cmd.Assume(
                  Expr.or(
                      eq(var(p), Expr.num(0)),
                      new Expr.Binary(Expr.BinOp.GE, var(p), var(HEAP))),
                  List.of(),
                  a.pos()));
          cmds.add(
              new Cmd.Assign(
                  List.of(new dev.pairlock.ivl.ast.Lhs.VarLhs(HEAP)),
                  List.of(
                      new Expr.Ite(
                          eq(var(p), Expr.num(0)),
                          var(HEAP),
                          new Expr.Binary(Expr.BinOp.ADD, var(p), new Expr.IntLit(STRIDE)))),
                  List.of(),
                  a.pos()));
        }
      }
      out.add(b.withCmds(cmds));
    }
    return out;
  }

  /** {@code p >= N} or {@code p == 0 || p >= N} for a positive literal N. */
  private static boolean isFreshAddress(Expr e, String p) {
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr.Var v, Expr.IntLit n)
        && op == Expr.BinOp.GE
        && v.name().equals(p)) {
      return n.value().signum() > 0;
    }
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr l, Expr r) && op == Expr.BinOp.OR) {
      return l.equals(eq(var(p), Expr.num(0))) && isFreshAddress(r, p);
    }
    return false;
  }
}

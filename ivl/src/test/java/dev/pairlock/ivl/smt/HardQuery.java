package dev.pairlock.ivl.smt;

import dev.pairlock.ivl.ast.Expr;

/**
 * A nonlinear query Z3 cannot answer in a few milliseconds: {@code x, y, z > 0 && x^3 + y^3 == z^3}
 * (unsatisfiable by Fermat's last theorem for n = 3).
 */
public final class HardQuery {
  private HardQuery() {}

  public static Expr nonlinear() {
    Expr x = Expr.var("x");
    Expr y = Expr.var("y");
    Expr z = Expr.var("z");
    return Expr.and(
        Expr.and(pos(x), Expr.and(pos(y), pos(z))),
        Expr.eq(Expr.bin(Expr.BinOp.ADD, cube(x), cube(y)), cube(z)));
  }

  private static Expr pos(Expr e) {
    return Expr.bin(Expr.BinOp.GT, e, Expr.num(0));
  }

  private static Expr cube(Expr e) {
    return Expr.bin(Expr.BinOp.MUL, e, Expr.bin(Expr.BinOp.MUL, e, e));
  }
}

package dev.pairlock.frontend;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Expr.BinOp;
import java.math.BigInteger;

/**
 * Integer semantics over mathematical integers. Invariant: the IVL value of an LLVM {@code iN}
 * (N &gt; 1) is its <em>signed</em> interpretation, in {@code [-2^(N-1), 2^(N-1))}; {@code i1} is
 * {@code bool}; pointers are non-negative addresses. Every formula here is exact for inputs in
 * range; operations we cannot express exactly produce fresh values (the lowering havocs a
 * temporary). Values outside the range (e.g. from unconstrained havoc) only add behaviours, so
 * the encoding over-approximates the real executions. {@code nsw} arithmetic is exact because
 * signed overflow is undefined behaviour (we verify UB-free executions).
 */
final class IntOps {
  private IntOps() {}

  static BigInteger pow2(int k) {
    return BigInteger.ONE.shiftLeft(k);
  }

  static Expr lit(BigInteger v) {
    return new Expr.IntLit(v);
  }

  static Expr bin(BinOp op, Expr a, Expr b) {
    return new Expr.Binary(op, a, b);
  }

  static Expr ite(Expr c, Expr a, Expr b) {
    return new Expr.Ite(c, a, b);
  }

  static boolean isNonNegativeLiteral(Expr e) {
    return e instanceof Expr.IntLit l && l.value().signum() >= 0;
  }

  /** The unsigned interpretation of a signed {@code w}-bit value. */
  static Expr toUnsigned(Expr e, int w) {
    if (isNonNegativeLiteral(e)) {
      return e;
    }
    if (e instanceof Expr.IntLit l) {
      return lit(l.value().add(pow2(w)));
    }
    return ite(bin(BinOp.LT, e, Expr.num(0)), bin(BinOp.ADD, e, lit(pow2(w))), e);
  }

  /**
   * Signed {@code w}-bit value of {@code r} given {@code 0 <= r < 2^w} (the caller binds r to a
   * temporary so it is not duplicated).
   */
  static Expr signedOfUnsigned(Expr r, int w) {
    return ite(
        bin(BinOp.GE, r, lit(pow2(w - 1))), bin(BinOp.SUB, r, lit(pow2(w))), r);
  }

  /** {@code e mod 2^w}: in {@code [0, 2^w)} (Euclidean modulus). */
  static Expr modPow2(Expr e, int w) {
    return bin(BinOp.MOD, e, lit(pow2(w)));
  }

  /** Constant folding helper: the signed w-bit wrap of a literal. */
  static BigInteger wrapLiteral(BigInteger v, int w) {
    BigInteger m = v.mod(pow2(w));
    return m.compareTo(pow2(w - 1)) >= 0 ? m.subtract(pow2(w)) : m;
  }

  /** The exponent k when {@code c == 2^k - 1} (k ≥ 1), else -1. */
  static int lowMask(BigInteger c) {
    if (c.signum() <= 0) {
      return -1;
    }
    BigInteger p = c.add(BigInteger.ONE);
    return p.bitCount() == 1 ? p.getLowestSetBit() : -1;
  }
}

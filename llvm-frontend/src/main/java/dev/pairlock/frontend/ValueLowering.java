package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Expr.BinOp;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.Attrs;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Operands and value-computing instructions (arithmetic, comparisons, casts, GEP, select) with
 * the integer semantics of {@link IntOps}. Floating point, vectors and aggregates are fresh.
 */
final class ValueLowering {
  private final FunctionLowering f;
  final Map<Long, String[]> cmpxchgParts = new HashMap<>();

  ValueLowering(FunctionLowering f) {
    this.f = f;
  }

  // ---- operands -----------------------------------------------------------------------------

  /** The value in its natural IVL type ({@code bool} for i1). */
  Expr val(LLVMValueRef v) {
    if (f.hasName(v)) {
      return Expr.var(f.name(v));
    }
    LLVMTypeRef t = LLVMTypeOf(v);
    if (Ir.isConstantInt(v) && Ir.width(t) <= 64) {
      long c = LLVMConstIntGetSExtValue(v);
      return Ir.isBool(t) ? new Expr.BoolLit(c != 0) : Expr.num(c);
    }
    if (LLVMIsConstant(v) != 0) {
      Expr e = constant(v);
      if (e != null) {
        return Ir.isBool(t) ? Expr.bin(BinOp.NEQ, e, Expr.num(0)) : e;
      }
    }
    String tmp = f.fresh(LiftContext.ivlType(t));
    // undef, poison (an uninitialized local's value), floating point constants, ...: no value the
    // program computes; over-approximated (before unmarked: the precise checker confirmed a race
    // behind a branch on an uninitialized local as if a run had taken it)
    f.havoc(List.of(tmp), List.of(Attrs.overapprox("an undefined or not modelled constant")));
    return Expr.var(tmp);
  }

  /** Constant addresses and address arithmetic; null when not a known constant. */
  private Expr constant(LLVMValueRef c) {
    if (LLVMGetValueKind(c) == LLVMConstantPointerNullValueKind) {
      return Expr.num(0);
    }
    if (!Ir.isNull(LLVMIsAGlobalAlias(c))) {
      return constant(LLVMAliasGetAliasee(c));
    }
    if (!Ir.isNull(LLVMIsAFunction(c))) {
      f.cx.functionConstants.add(Ir.name(c));
      return Expr.var(LiftContext.functionConst(Ir.name(c)));
    }
    if (!Ir.isNull(LLVMIsAGlobalVariable(c))) {
      return Expr.var(LiftContext.globalConst(Ir.name(c)));
    }
    if (!Ir.isNull(LLVMIsAConstantExpr(c))) {
      int opc = LLVMGetConstOpcode(c);
      if (opc == LLVMGetElementPtr) {
        return gep(c);
      }
      if (opc == LLVMBitCast || opc == LLVMPtrToInt || opc == LLVMIntToPtr
          || opc == LLVMAddrSpaceCast) {
        Expr e = constant(LLVMGetOperand(c, 0));
        if (e == null && Ir.isConstantInt(LLVMGetOperand(c, 0))) {
          return Expr.num(LLVMConstIntGetSExtValue(LLVMGetOperand(c, 0)));
        }
        return e;
      }
    }
    return null;
  }

  /** An integer-typed expression (i1 converted with {@code if b then 1 else 0}). */
  Expr intVal(LLVMValueRef v) {
    Expr e = val(v);
    if (Ir.isBool(LLVMTypeOf(v))) {
      return e instanceof Expr.BoolLit b
          ? Expr.num(b.value() ? 1 : 0)
          : new Expr.Ite(e, Expr.num(1), Expr.num(0));
    }
    return e;
  }

  Expr boolVal(LLVMValueRef v) {
    Expr e = val(v);
    return Ir.isBool(LLVMTypeOf(v)) ? e : Expr.bin(BinOp.NEQ, e, Expr.num(0));
  }

  Expr as(LLVMValueRef v, Type t) {
    return t.equals(Type.BOOL) ? boolVal(v) : intVal(v);
  }

  /** The value a store writes (fresh for values IVL does not represent, e.g. floats). */
  Expr storedValue(LLVMValueRef v) {
    return intVal(v);
  }

  // ---- instructions -------------------------------------------------------------------------

  void compute(LLVMValueRef i, int opc) {
    if (!f.hasName(i)) {
      return;
    }
    String x = f.name(i);
    LLVMTypeRef t = LLVMTypeOf(i);
    int w = Ir.width(t);
    switch (opc) {
      case LLVMGetElementPtr -> f.assign(x, gep(i));
      case LLVMAdd, LLVMSub, LLVMMul -> arith(i, opc, x, w);
      case LLVMSDiv, LLVMSRem -> sdiv(i, opc, x);
      case LLVMUDiv, LLVMURem -> udiv(i, opc, x, w);
      case LLVMAnd, LLVMOr, LLVMXor -> bitwise(i, opc, x, w);
      case LLVMShl, LLVMLShr, LLVMAShr -> shift(i, opc, x, w);
      case LLVMICmp -> f.assign(x, icmp(i));
      case LLVMSelect ->
          f.assign(x, new Expr.Ite(boolVal(LLVMGetOperand(i, 0)),
              as(LLVMGetOperand(i, 1), LiftContext.ivlType(t)),
              as(LLVMGetOperand(i, 2), LiftContext.ivlType(t))));
      case LLVMTrunc -> trunc(LLVMGetOperand(i, 0), x, w);
      case LLVMZExt -> {
        LLVMValueRef a = LLVMGetOperand(i, 0);
        f.assign(x, Ir.isBool(LLVMTypeOf(a)) ? intVal(a)
            : IntOps.toUnsigned(val(a), Ir.width(LLVMTypeOf(a))));
      }
      case LLVMSExt -> {
        LLVMValueRef a = LLVMGetOperand(i, 0);
        f.assign(x, Ir.isBool(LLVMTypeOf(a))
            ? new Expr.Ite(val(a), Expr.num(-1), Expr.num(0)) : val(a));
      }
      case LLVMPtrToInt, LLVMIntToPtr, LLVMBitCast, LLVMAddrSpaceCast, LLVMFreeze -> {
        LLVMValueRef a = LLVMGetOperand(i, 0);
        int wa = Ir.width(LLVMTypeOf(a));
        if (!Ir.isScalar(t) || !Ir.isScalar(LLVMTypeOf(a))) {
          f.overapproximated(i, "a conversion of a value that is not a scalar");
        } else if (w < wa) {
          trunc(a, x, w);
        } else if (Ir.isBool(t) || Ir.isBool(LLVMTypeOf(a))) {
          f.assign(x, as(a, LiftContext.ivlType(t)));
        } else {
          f.assign(x, val(a));
        }
      }
      case LLVMExtractValue -> {
        String[] parts = cmpxchgParts.get(Ir.key(LLVMGetOperand(i, 0)));
        int idx = LLVMGetNumIndices(i) == 1 ? LLVMGetIndices(i).get(0) : -1;
        if (parts != null && idx >= 0 && idx < 2 && parts[idx] != null) {
          f.assign(x, Expr.var(parts[idx]));
        } else {
          f.overapproximated(i, "a part of an aggregate value");
        }
      }
      case LLVMVAArg -> {
        f.diag(Diagnostic.Severity.WARNING, "varargs", i, "va_arg is over-approximated");
        f.overapproximated(i, "va_arg");
      }
      // floating point, vectors, aggregates, landingpad, ...
      default -> f.overapproximated(i, "a value the IVL does not represent (floating point, ...)");
    }
  }

  Expr gep(LLVMValueRef g) {
    Gep info = Gep.of(g, f.cx.ir.dataLayout);
    Expr e = intVal(info.base());
    if (info.constant() != 0) {
      e = Expr.bin(BinOp.ADD, e, Expr.num(info.constant()));
    }
    for (Gep.Term t : info.terms()) {
      Expr idx = intVal(t.index());
      e = Expr.bin(BinOp.ADD, e, t.scale() == 1 ? idx : Expr.bin(BinOp.MUL, idx, Expr.num(t.scale())));
    }
    return e;
  }

  /** {@code x := signed(e mod 2^w)} through a temporary. */
  private void wrapInto(String x, Expr e, int w) {
    String r = f.fresh(Type.INT);
    f.assign(r, IntOps.modPow2(e, w));
    f.assign(x, IntOps.signedOfUnsigned(Expr.var(r), w));
  }

  private void arith(LLVMValueRef i, int opc, String x, int w) {
    if (Ir.isBool(LLVMTypeOf(i))) {
      bitwise(i, opc == LLVMMul ? LLVMAnd : LLVMXor, x, w);
      return;
    }
    LLVMValueRef a = LLVMGetOperand(i, 0);
    LLVMValueRef b = LLVMGetOperand(i, 1);
    BinOp op = opc == LLVMAdd ? BinOp.ADD : opc == LLVMSub ? BinOp.SUB : BinOp.MUL;
    Expr e = Expr.bin(op, val(a), val(b));
    boolean linear = opc != LLVMMul || Ir.isConstantInt(a) || Ir.isConstantInt(b);
    if (LLVMGetNSW(i) != 0) {
      f.assign(x, e); // signed overflow is undefined behaviour: exact (also a product)
    } else if (linear) {
      wrapInto(x, e, w);
    } else {
      // a wrapping product of two variables: not worth a non-linear modulus
      f.overapproximated(
          i, "a product of two variables", new Attrs.Exact("mul", w, val(a), val(b)));
    }
  }

  private void sdiv(LLVMValueRef i, int opc, String x) {
    Expr a = val(LLVMGetOperand(i, 0));
    Expr b = val(LLVMGetOperand(i, 1));
    // by a nonzero constant (offset % 2): no division by zero, no over-approximated value (which
    // kept the precise checker from confirming what depends on the result)
    boolean nonzero = nonzeroConstant(LLVMGetOperand(i, 1));
    String fr = nonzero ? null : f.fresh(Type.INT);
    if (!nonzero) {
      f.havoc(List.of(fr), List.of(Attrs.overapprox("a division by zero")));
    }
    // C truncating division agrees with Euclidean div/mod for a >= 0, b > 0 (the common case, kept
    // simple); otherwise on the magnitudes, the quotient negative where the signs differ, the
    // remainder of a's sign. Before, every other case was an unmarked fresh value, which the
    // precise checker took for the one a run computes (-7 / 2 any value)
    Expr cond = Expr.and(Expr.bin(BinOp.GE, a, Expr.num(0)), Expr.bin(BinOp.GT, b, Expr.num(0)));
    Expr absA = new Expr.Ite(Expr.bin(BinOp.GE, a, Expr.num(0)), a, Expr.bin(BinOp.SUB, Expr.num(0), a));
    Expr absB = new Expr.Ite(Expr.bin(BinOp.GE, b, Expr.num(0)), b, Expr.bin(BinOp.SUB, Expr.num(0), b));
    Expr m = Expr.bin(opc == LLVMSDiv ? BinOp.DIV : BinOp.MOD, absA, absB);
    Expr neg = opc == LLVMSDiv
        ? Expr.bin(BinOp.NEQ, Expr.bin(BinOp.GE, a, Expr.num(0)), Expr.bin(BinOp.GT, b, Expr.num(0)))
        : Expr.bin(BinOp.LT, a, Expr.num(0));
    Expr general = new Expr.Ite(neg, Expr.bin(BinOp.SUB, Expr.num(0), m), m);
    f.assign(x, new Expr.Ite(cond, Expr.bin(opc == LLVMSDiv ? BinOp.DIV : BinOp.MOD, a, b),
        nonzero ? general : new Expr.Ite(Expr.bin(BinOp.NEQ, b, Expr.num(0)), general,
            Expr.var(fr))));
  }

  private void udiv(LLVMValueRef i, int opc, String x, int w) {
    Expr a = IntOps.toUnsigned(val(LLVMGetOperand(i, 0)), w);
    Expr b = IntOps.toUnsigned(val(LLVMGetOperand(i, 1)), w);
    String r = f.fresh(Type.INT);
    Expr q = Expr.bin(opc == LLVMUDiv ? BinOp.DIV : BinOp.MOD, a, b);
    if (nonzeroConstant(LLVMGetOperand(i, 1))) {
      f.assign(r, q); // by a nonzero constant: no division by zero (sdiv)
    } else {
      String fr = f.fresh(Type.INT);
      f.havoc(List.of(fr), List.of(Attrs.overapprox("a division by zero")));
      f.assign(r, new Expr.Ite(Expr.bin(BinOp.GT, b, Expr.num(0)), q, Expr.var(fr)));
    }
    f.assign(x, IntOps.signedOfUnsigned(Expr.var(r), w));
  }

  /** Whether {@code v} is an integer constant other than 0: a divisor with no zero case. */
  private boolean nonzeroConstant(LLVMValueRef v) {
    return constOf(v) instanceof BigInteger k && k.signum() != 0;
  }

  private BigInteger constOf(LLVMValueRef v) {
    return Ir.isConstantInt(v) && Ir.width(LLVMTypeOf(v)) <= 64
        ? BigInteger.valueOf(LLVMConstIntGetSExtValue(v)) : null;
  }

  private void bitwise(LLVMValueRef i, int opc, String x, int w) {
    LLVMValueRef a = LLVMGetOperand(i, 0);
    LLVMValueRef b = LLVMGetOperand(i, 1);
    if (Ir.isBool(LLVMTypeOf(i))) {
      Expr l = boolVal(a);
      Expr r = boolVal(b);
      f.assign(x, switch (opc) {
        case LLVMAnd -> Expr.and(l, r);
        case LLVMOr -> Expr.or(l, r);
        default -> Expr.bin(BinOp.NEQ, l, r);
      });
      return;
    }
    BigInteger cb = constOf(b);
    BigInteger ca = constOf(a);
    if (cb == null && ca != null) {
      LLVMValueRef t = a;
      a = b;
      b = t;
      cb = ca;
    }
    if (cb != null) {
      Expr va = val(a);
      if (cb.signum() == 0) {
        f.assign(x, opc == LLVMAnd ? Expr.num(0) : va);
        return;
      }
      if (cb.equals(BigInteger.ONE.negate())) {
        f.assign(x, switch (opc) {
          case LLVMAnd -> va;
          case LLVMOr -> Expr.num(-1);
          default -> Expr.bin(BinOp.SUB, new Expr.Unary(Expr.UnOp.NEG, va), Expr.num(1));
        });
        return;
      }
      int k = IntOps.lowMask(cb);
      if (opc == LLVMAnd && k > 0 && k < w) {
        f.assign(x, IntOps.modPow2(va, k));
        return;
      }
    }
    // other bitwise operations are not expressible exactly
    String op = opc == LLVMAnd ? "and" : opc == LLVMOr ? "or" : "xor";
    f.overapproximated(i, "a bitwise " + op, new Attrs.Exact(op, w, val(a), val(b)));
  }

  private void shift(LLVMValueRef i, int opc, String x, int w) {
    BigInteger c = constOf(LLVMGetOperand(i, 1));
    Expr a = val(LLVMGetOperand(i, 0));
    if (c == null || c.signum() < 0 || c.intValue() >= w || Ir.isBool(LLVMTypeOf(i))) {
      String op = opc == LLVMShl ? "shl" : opc == LLVMAShr ? "ashr" : "lshr";
      if (Ir.isBool(LLVMTypeOf(i))) {
        f.overapproximated(i, "a shift by a variable amount");
      } else {
        f.overapproximated(i, "a shift by a variable amount",
            new Attrs.Exact(op, w, a, val(LLVMGetOperand(i, 1))));
      }
      return;
    }
    Expr p = IntOps.lit(IntOps.pow2(c.intValue()));
    switch (opc) {
      case LLVMShl -> {
        Expr e = Expr.bin(BinOp.MUL, a, p);
        if (LLVMGetNSW(i) != 0) {
          f.assign(x, e);
        } else {
          wrapInto(x, e, w);
        }
      }
      case LLVMAShr -> f.assign(x, Expr.bin(BinOp.DIV, a, p));
      default -> {
        Expr u = IntOps.toUnsigned(a, w);
        if (c.signum() == 0) {
          f.assign(x, a);
        } else {
          f.assign(x, Expr.bin(BinOp.DIV, u, p));
        }
      }
    }
  }

  private void trunc(LLVMValueRef a, String x, int w) {
    if (w == 1) {
      f.assign(x, Expr.eq(IntOps.modPow2(intVal(a), 1), Expr.num(1)));
    } else {
      wrapInto(x, intVal(a), w);
    }
  }

  private Expr icmp(LLVMValueRef i) {
    LLVMValueRef a = LLVMGetOperand(i, 0);
    LLVMValueRef b = LLVMGetOperand(i, 1);
    int pred = LLVMGetICmpPredicate(i);
    int w = Ir.width(LLVMTypeOf(a));
    if (Ir.isBool(LLVMTypeOf(a)) && (pred == LLVMIntEQ || pred == LLVMIntNE)) {
      Expr e = Expr.eq(val(a), val(b));
      return pred == LLVMIntEQ ? e : Expr.not(e);
    }
    Expr l = intVal(a);
    Expr r = intVal(b);
    boolean unsigned = pred == LLVMIntUGT || pred == LLVMIntUGE || pred == LLVMIntULT
        || pred == LLVMIntULE;
    if (unsigned && !Ir.isBool(LLVMTypeOf(a)) && !Ir.isPointer(LLVMTypeOf(a))) {
      l = IntOps.toUnsigned(l, w);
      r = IntOps.toUnsigned(r, w);
    }
    BinOp op = switch (pred) {
      case LLVMIntEQ -> BinOp.EQ;
      case LLVMIntNE -> BinOp.NEQ;
      case LLVMIntUGT, LLVMIntSGT -> BinOp.GT;
      case LLVMIntUGE, LLVMIntSGE -> BinOp.GE;
      case LLVMIntULT, LLVMIntSLT -> BinOp.LT;
      default -> BinOp.LE;
    };
    return Expr.bin(op, l, r);
  }
}

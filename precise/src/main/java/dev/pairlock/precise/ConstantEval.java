package dev.pairlock.precise;

import dev.pairlock.ivl.ast.Expr;
import java.math.BigInteger;

/**
 * Evaluation of IVL expressions whose leaves are known: the one evaluator of the precise module's
 * constant reasoning ({@link HeldLocks}, {@link DeadBranches}).
 *
 * <p>Values are {@link Boolean}, {@link BigInteger} and {@link Address} (a symbolic constant, such
 * as a global's address {@code $g.dev}, plus an offset). An expression whose value the evaluator
 * cannot determine evaluates to {@code null}; so does anything it does not model (function
 * applications, {@code old}, quantifiers, map updates). Integer division and modulo are the
 * SMT-LIB (Euclidean) ones; comparisons of addresses with different bases are unknown.
 */
final class ConstantEval {
  private ConstantEval() {}

  /** The values of the leaves: variables, and map cells at known addresses. */
  interface Env {
    /** The value of variable (or constant) {@code name}, or null. */
    Object var(String name);

    /** The value of cell {@code address} of map variable {@code map}, or null. */
    default Object cell(String map, Object address) {
      return null;
    }
  }

  /** A symbolic constant plus an offset: {@code $g.dev + 8}. */
  record Address(String base, BigInteger offset) {}

  /** The value of {@code e} in {@code env}, or null if it is not known. */
  static Object value(Expr e, Env env) {
    return switch (e) {
      case Expr.IntLit i -> i.value();
      case Expr.BoolLit b -> b.value();
      case Expr.Var v -> env.var(v.name());
      case Expr.Select s -> {
        if (!(s.map() instanceof Expr.Var m)) {
          yield null;
        }
        Object a = value(s.index(), env);
        yield a == null ? null : env.cell(m.name(), a);
      }
      case Expr.Unary u -> {
        Object x = value(u.operand(), env);
        yield switch (u.op()) {
          case NOT -> x instanceof Boolean b ? !b : null;
          case NEG -> x instanceof BigInteger n ? n.negate() : null;
        };
      }
      case Expr.Ite i -> {
        Object c = value(i.cond(), env);
        yield c instanceof Boolean b ? value(b ? i.thenExpr() : i.elseExpr(), env) : null;
      }
      case Expr.Binary b -> binary(b.op(), b.left(), b.right(), env);
      default -> null;
    };
  }

  private static Object binary(Expr.BinOp op, Expr left, Expr right, Env env) {
    Object l = value(left, env);
    // short-circuit forms: a known left side may decide without the right
    Boolean decided = l instanceof Boolean x ? op.decidedBy(x) : null;
    if (decided != null) {
      return decided;
    }
    Object r = value(right, env);
    if (r instanceof Boolean y && l == null) {
      switch (op) {
        case AND -> {
          return y ? null : false;
        }
        case OR, IMPLIES -> {
          return y ? true : null;
        }
        default -> {}
      }
    }
    return binary(op, l, r);
  }

  /** A binary operator on two values (either may be null: unknown). */
  static Object binary(Expr.BinOp op, Object l, Object r) {
    if (l == null || r == null) {
      return null;
    }
    if (l instanceof Boolean x && r instanceof Boolean y) {
      return switch (op) {
        case AND -> x && y;
        case OR -> x || y;
        case IMPLIES -> !x || y;
        case IFF, EQ -> x.equals(y);
        case NEQ -> !x.equals(y);
        default -> null;
      };
    }
    if (l instanceof BigInteger x && r instanceof BigInteger y) {
      if (op.isComparison()) {
        return compare(op, x.compareTo(y));
      }
      return switch (op) {
        case ADD -> x.add(y);
        case SUB -> x.subtract(y);
        case MUL -> x.multiply(y);
        case DIV -> y.signum() == 0 ? null : euclideanDiv(x, y);
        case MOD -> y.signum() == 0 ? null : x.mod(y.abs());
        default -> null;
      };
    }
    if (l instanceof Address a) {
      if (r instanceof BigInteger n) {
        return switch (op) {
          case ADD -> new Address(a.base(), a.offset().add(n));
          case SUB -> new Address(a.base(), a.offset().subtract(n));
          default -> null;
        };
      }
      if (r instanceof Address b && a.base().equals(b.base())) {
        if (op.isComparison()) {
          return compare(op, a.offset().compareTo(b.offset()));
        }
        return op == Expr.BinOp.SUB ? a.offset().subtract(b.offset()) : null;
      }
      return null;
    }
    if (l instanceof BigInteger n && r instanceof Address a && op == Expr.BinOp.ADD) {
      return new Address(a.base(), a.offset().add(n));
    }
    return null;
  }

  /** A comparison operator applied to the sign {@code c} of a comparison of its operands. */
  private static Boolean compare(Expr.BinOp op, int c) {
    return switch (op) {
      case EQ -> c == 0;
      case NEQ -> c != 0;
      case LT -> c < 0;
      case LE -> c <= 0;
      case GT -> c > 0;
      case GE -> c >= 0;
      default -> throw new IllegalArgumentException("not a comparison: " + op);
    };
  }

  /** SMT-LIB's {@code div}: {@code x = y * q + r} with {@code 0 <= r < |y|}. */
  private static BigInteger euclideanDiv(BigInteger x, BigInteger y) {
    BigInteger r = x.mod(y.abs());
    return x.subtract(r).divide(y);
  }

  /**
   * Whether cells at addresses {@code a} and {@code b} are certainly different cells: two numbers,
   * or two addresses with one base, that differ.
   */
  static boolean distinct(Object a, Object b) {
    if (a instanceof BigInteger x && b instanceof BigInteger y) {
      return !x.equals(y);
    }
    if (a instanceof Address x && b instanceof Address y) {
      return x.base().equals(y.base()) && !x.offset().equals(y.offset());
    }
    return false;
  }
}

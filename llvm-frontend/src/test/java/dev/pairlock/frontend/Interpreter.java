package dev.pairlock.frontend;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Transfer;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tiny interpreter for lifted procedures without memory or calls: explores the
 * nondeterministic gotos depth-first and returns {@code $r} of the first path whose assumptions
 * hold. A {@code havoc} makes the result unknown (null): the lowering chose a fresh value.
 */
final class Interpreter {
  private final Map<String, Block> blocks = new HashMap<>();
  private final Decl.Procedure proc;

  Interpreter(Decl.Procedure proc) {
    this.proc = proc;
    for (Block b : proc.body().blocks()) {
      blocks.put(b.label(), b);
    }
  }

  /** The result for the arguments; null if a fresh value decided it. */
  Object run(List<BigInteger> args) {
    Map<String, Object> env = new HashMap<>();
    for (int i = 0; i < args.size(); i++) {
      env.put(proc.ins().get(i).name(), args.get(i));
    }
    return exec(proc.body().blocks().get(0), env, 0);
  }

  private static final Object INFEASIBLE = new Object();

  private Object exec(Block b, Map<String, Object> env0, int depth) {
    if (depth > 10_000) {
      throw new IllegalStateException("too deep");
    }
    Map<String, Object> env = new HashMap<>(env0);
    for (Cmd c : b.cmds()) {
      switch (c) {
        case Cmd.Assign a -> {
          Object[] vals = new Object[a.rhs().size()];
          for (int i = 0; i < vals.length; i++) {
            vals[i] = eval(a.rhs().get(i), env);
          }
          for (int i = 0; i < vals.length; i++) {
            Lhs l = a.lhs().get(i);
            if (!(l instanceof Lhs.VarLhs v)) {
              throw new IllegalStateException("memory write in interpreter");
            }
            env.put(v.variable(), vals[i]);
          }
        }
        case Cmd.Havoc h -> h.vars().forEach(v -> env.put(v, null));
        case Cmd.Assume a -> {
          Object v = eval(a.expr(), env);
          if (v == null) {
            return null;
          }
          if (!(Boolean) v) {
            return INFEASIBLE;
          }
        }
        default -> throw new IllegalStateException("unexpected " + c);
      }
    }
    if (b.transfer() instanceof Transfer.Goto g) {
      for (String t : g.targets()) {
        Object r = exec(blocks.get(t), env, depth + 1);
        if (r != INFEASIBLE) {
          return r;
        }
      }
      return INFEASIBLE;
    }
    return env.get("$r");
  }

  private static Object eval(Expr e, Map<String, Object> env) {
    return switch (e) {
      case Expr.IntLit l -> l.value();
      case Expr.BoolLit b -> b.value();
      case Expr.Var v -> env.get(v.name());
      case Expr.Ite i -> {
        Object c = eval(i.cond(), env);
        yield c == null ? null : (Boolean) c ? eval(i.thenExpr(), env) : eval(i.elseExpr(), env);
      }
      case Expr.Unary u -> {
        Object o = eval(u.operand(), env);
        yield o == null ? null : u.op() == Expr.UnOp.NEG ? ((BigInteger) o).negate() : !(Boolean) o;
      }
      case Expr.Binary b -> binary(b, eval(b.left(), env), eval(b.right(), env));
      default -> throw new IllegalStateException("unexpected " + e);
    };
  }

  private static Object binary(Expr.Binary b, Object l, Object r) {
    if (b.op() == Expr.BinOp.AND && Boolean.FALSE.equals(l)) {
      return false;
    }
    if (l == null || r == null) {
      return null;
    }
    if (l instanceof Boolean x) {
      boolean y = (Boolean) r;
      return switch (b.op()) {
        case AND -> x && y;
        case OR -> x || y;
        case EQ, IFF -> x == y;
        case NEQ -> x != y;
        case IMPLIES -> !x || y;
        default -> throw new IllegalStateException(b.op().toString());
      };
    }
    BigInteger x = (BigInteger) l;
    BigInteger y = (BigInteger) r;
    return switch (b.op()) {
      case ADD -> x.add(y);
      case SUB -> x.subtract(y);
      case MUL -> x.multiply(y);
      case DIV -> euclidDiv(x, y);
      case MOD -> x.subtract(euclidDiv(x, y).multiply(y));
      case EQ -> x.equals(y);
      case NEQ -> !x.equals(y);
      case LT -> x.compareTo(y) < 0;
      case LE -> x.compareTo(y) <= 0;
      case GT -> x.compareTo(y) > 0;
      case GE -> x.compareTo(y) >= 0;
      default -> throw new IllegalStateException(b.op().toString());
    };
  }

  /** SMT-LIB integer division: Euclidean (remainder non-negative). */
  static BigInteger euclidDiv(BigInteger x, BigInteger y) {
    BigInteger[] qr = x.divideAndRemainder(y);
    if (qr[1].signum() < 0) {
      return y.signum() > 0 ? qr[0].subtract(BigInteger.ONE) : qr[0].add(BigInteger.ONE);
    }
    return qr[0];
  }
}

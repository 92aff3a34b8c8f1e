package dev.pairlock.ivl.ast;

import java.math.BigInteger;
import java.util.List;

/** IVL expressions. Immutable; structural equality. */
public sealed interface Expr {

  enum UnOp {
    NEG("-"),
    NOT("!");

    public final String symbol;

    UnOp(String symbol) {
      this.symbol = symbol;
    }
  }

  /** Binary operators, with Boogie's precedence (higher binds tighter). */
  enum BinOp {
    IFF("<==>", 1),
    IMPLIES("==>", 2),
    OR("||", 3),
    AND("&&", 4),
    EQ("==", 5),
    NEQ("!=", 5),
    LT("<", 5),
    LE("<=", 5),
    GT(">", 5),
    GE(">=", 5),
    ADD("+", 6),
    SUB("-", 6),
    MUL("*", 7),
    DIV("div", 7),
    MOD("mod", 7);

    public final String symbol;
    public final int precedence;

    BinOp(String symbol, int precedence) {
      this.symbol = symbol;
      this.precedence = precedence;
    }

    public boolean isComparison() {
      return precedence == 5;
    }

    public boolean isArithmetic() {
      return precedence >= 6;
    }

    public boolean isLogical() {
      return precedence <= 4;
    }

    /**
     * The value of {@code left OP right} that a known left side decides whatever the right side
     * is (the short-circuit forms: {@code false && _}, {@code true || _}, {@code false ==> _}), or
     * null when the right side matters.
     */
    public Boolean decidedBy(boolean left) {
      return switch (this) {
        case AND -> left ? null : Boolean.FALSE;
        case OR -> left ? Boolean.TRUE : null;
        case IMPLIES -> left ? null : Boolean.TRUE;
        default -> null;
      };
    }
  }

  record IntLit(BigInteger value) implements Expr {}

  record BoolLit(boolean value) implements Expr {}

  /** A reference to a variable, constant or parameter. */
  record Var(String name) implements Expr {}

  record Old(Expr expr) implements Expr {}

  record Select(Expr map, Expr index) implements Expr {}

  /** {@code map[index := value]}. */
  record Store(Expr map, Expr index, Expr value) implements Expr {}

  record Unary(UnOp op, Expr operand) implements Expr {}

  record Binary(BinOp op, Expr left, Expr right) implements Expr {}

  record Ite(Expr cond, Expr thenExpr, Expr elseExpr) implements Expr {}

  /** Application of a declared function. */
  record FunApp(String function, List<Expr> args) implements Expr {
    public FunApp {
      args = List.copyOf(args);
    }
  }

  /** {@code (forall x: int, y: int :: body)} or {@code exists}. */
  record Quant(boolean forall, List<Param> vars, Expr body) implements Expr {
    public Quant {
      vars = List.copyOf(vars);
    }
  }

  BoolLit TRUE = new BoolLit(true);
  BoolLit FALSE = new BoolLit(false);

  static IntLit num(long v) {
    return new IntLit(BigInteger.valueOf(v));
  }

  static Var var(String name) {
    return new Var(name);
  }

  static Expr bin(BinOp op, Expr l, Expr r) {
    return new Binary(op, l, r);
  }

  static Expr and(Expr l, Expr r) {
    return new Binary(BinOp.AND, l, r);
  }

  static Expr or(Expr l, Expr r) {
    return new Binary(BinOp.OR, l, r);
  }

  static Expr implies(Expr l, Expr r) {
    return new Binary(BinOp.IMPLIES, l, r);
  }

  static Expr eq(Expr l, Expr r) {
    return new Binary(BinOp.EQ, l, r);
  }

  static Expr not(Expr e) {
    return new Unary(UnOp.NOT, e);
  }

  static Expr select(Expr map, Expr index) {
    return new Select(map, index);
  }

  /** Conjunction of all, {@code true} when empty. */
  static Expr conj(List<Expr> es) {
    Expr r = null;
    for (Expr e : es) {
      r = r == null ? e : and(r, e);
    }
    return r == null ? TRUE : r;
  }

  /** Disjunction of all, {@code false} when empty. */
  static Expr disj(List<Expr> es) {
    Expr r = null;
    for (Expr e : es) {
      r = r == null ? e : or(r, e);
    }
    return r == null ? FALSE : r;
  }
}

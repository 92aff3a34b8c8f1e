package dev.pairlock.ivl.ast;

/** The left-hand side of an assignment: a variable, or one cell of a map variable. */
public sealed interface Lhs {
  String variable();

  record VarLhs(String variable) implements Lhs {}

  /** {@code M[index] := ...}, sugar for {@code M := M[index := ...]}. */
  record MapLhs(String variable, Expr index) implements Lhs {}
}

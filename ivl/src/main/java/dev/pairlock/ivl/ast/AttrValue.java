package dev.pairlock.ivl.ast;

/** One argument of an attribute {@code {:name arg, ...}}: a string literal or an expression. */
public sealed interface AttrValue {
  record Str(String value) implements AttrValue {}

  record Ex(Expr expr) implements AttrValue {}
}

package dev.pairlock.ivl.ast;

import java.util.List;

/** Procedure contract clauses. A {@code free} clause is assumed, never checked. */
public sealed interface Spec {
  Pos pos();

  record Requires(boolean free, Expr expr, List<Attribute> attrs, Pos pos) implements Spec {
    public Requires {
      attrs = List.copyOf(attrs);
    }
  }

  record Ensures(boolean free, Expr expr, List<Attribute> attrs, Pos pos) implements Spec {
    public Ensures {
      attrs = List.copyOf(attrs);
    }
  }

  record Modifies(List<String> vars, Pos pos) implements Spec {
    public Modifies {
      vars = List.copyOf(vars);
    }
  }
}

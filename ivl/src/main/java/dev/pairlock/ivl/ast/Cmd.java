package dev.pairlock.ivl.ast;

import java.util.List;

/** Simple commands inside a block. Every command may carry attributes (e.g. {@code sourceloc}). */
public sealed interface Cmd {
  List<Attribute> attrs();

  Pos pos();

  /** Parallel assignment {@code a, M[i] := e1, e2;} (all right-hand sides read the old state). */
  record Assign(List<Lhs> lhs, List<Expr> rhs, List<Attribute> attrs, Pos pos) implements Cmd {
    public Assign {
      lhs = List.copyOf(lhs);
      rhs = List.copyOf(rhs);
      attrs = List.copyOf(attrs);
      if (lhs.size() != rhs.size() || lhs.isEmpty()) {
        throw new IllegalArgumentException("assignment needs as many right- as left-hand sides");
      }
    }

    public static Assign of(String var, Expr rhs) {
      return new Assign(List.of(new Lhs.VarLhs(var)), List.of(rhs), List.of(), Pos.NONE);
    }
  }

  record Assume(Expr expr, List<Attribute> attrs, Pos pos) implements Cmd {
    public Assume {
      attrs = List.copyOf(attrs);
    }

    public static Assume of(Expr e) {
      return new Assume(e, List.of(), Pos.NONE);
    }
  }

  record Assert(Expr expr, List<Attribute> attrs, Pos pos) implements Cmd {
    public Assert {
      attrs = List.copyOf(attrs);
    }

    public static Assert of(Expr e) {
      return new Assert(e, List.of(), Pos.NONE);
    }
  }

  record Havoc(List<String> vars, List<Attribute> attrs, Pos pos) implements Cmd {
    public Havoc {
      vars = List.copyOf(vars);
      attrs = List.copyOf(attrs);
    }
  }

  /** {@code call o1, o2 := P(a1, a2);} */
  record Call(List<String> outs, String procedure, List<Expr> args, List<Attribute> attrs, Pos pos)
      implements Cmd {
    public Call {
      outs = List.copyOf(outs);
      args = List.copyOf(args);
      attrs = List.copyOf(attrs);
    }
  }
}

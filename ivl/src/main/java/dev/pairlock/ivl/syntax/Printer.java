package dev.pairlock.ivl.syntax;

import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Expr.BinOp;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import java.util.ArrayDeque;
import java.util.List;

/**
 * Writes IVL text that {@link Parser} reads back to an equal AST. Output is deterministic: one
 * declaration per line (procedures with a body or a contract set off by blank lines),
 * specifications indented under the signature, labels indented by 2 and commands by 4, parentheses
 * only where precedence or associativity requires them. {@code IntLit(-5)} prints as {@code -5},
 * {@code Unary(NEG, IntLit(5))} as {@code -(5)}. Names that are keywords print escaped ({@code
 * \old}); a name that is not an identifier at all is rejected with {@link
 * IllegalArgumentException}.
 */
public final class Printer {
  /** Binding strength of unary operators and of postfix map access (above all binary ops). */
  private static final int UNARY = 8;

  private static final int POSTFIX = 9;

  private final StringBuilder out = new StringBuilder();

  private Printer() {}

  public static String print(Program p) {
    Printer pr = new Printer();
    pr.program(p);
    return pr.out.toString();
  }

  public static String print(Decl d) {
    Printer pr = new Printer();
    pr.decl(d);
    return pr.out.toString();
  }

  /** One command on one line, without indentation or line break. */
  public static String print(Cmd c) {
    Printer pr = new Printer();
    pr.cmd(c);
    return pr.out.toString();
  }

  public static String print(Expr e) {
    Printer pr = new Printer();
    pr.expr(e, 0);
    return pr.out.toString();
  }

  public static String print(Type t) {
    Printer pr = new Printer();
    pr.type(t);
    return pr.out.toString();
  }

  public static String print(Attribute a) {
    Printer pr = new Printer();
    pr.attribute(a);
    return pr.out.toString();
  }

  /** Whether {@code name} can be printed as an IVL identifier (keywords are escaped). */
  public static boolean isValidName(String name) {
    return Lexicon.isIdentifier(name);
  }

  /** {@code name}, or {@code \name} if it is a keyword. */
  public static String name(String name) {
    if (!Lexicon.isIdentifier(name)) {
      throw new IllegalArgumentException("not an IVL identifier: \"" + name + "\"");
    }
    return Lexicon.KEYWORDS.contains(name) ? "\\" + name : name;
  }

  // ---------------------------------------------------------------- declarations

  private void program(Program p) {
    boolean previousWasProcedure = false;
    boolean first = true;
    for (Decl d : p.decls()) {
      boolean isProc = d instanceof Decl.Procedure q && (q.body() != null || !q.specs().isEmpty());
      if (!first && (isProc || previousWasProcedure)) {
        out.append('\n');
      }
      decl(d);
      first = false;
      previousWasProcedure = isProc;
    }
  }

  private void decl(Decl d) {
    switch (d) {
      case Decl.GlobalVar v -> {
        out.append("var ").append(name(v.name())).append(": ");
        type(v.type());
        trailingAttributes(v.attrs());
        out.append(";\n");
      }
      case Decl.Const c -> {
        out.append(c.unique() ? "const unique " : "const ").append(name(c.name())).append(": ");
        type(c.type());
        trailingAttributes(c.attrs());
        out.append(";\n");
      }
      case Decl.Function f -> {
        out.append("function ");
        leadingAttributes(f.attrs());
        out.append(name(f.name())).append('(');
        params(f.params());
        out.append(") returns (");
        type(f.result());
        out.append(')');
        if (f.body() != null) {
          out.append(" { ");
          expr(f.body(), 0);
          out.append(" }\n");
        } else {
          out.append(";\n");
        }
      }
      case Decl.Axiom a -> {
        out.append("axiom ");
        leadingAttributes(a.attrs());
        expr(a.expr(), 0);
        out.append(";\n");
      }
      case Decl.Procedure p -> procedure(p);
    }
  }

  private void procedure(Decl.Procedure p) {
    out.append("procedure ");
    leadingAttributes(p.attrs());
    out.append(name(p.name())).append('(');
    params(p.ins());
    out.append(')');
    if (!p.outs().isEmpty()) {
      out.append(" returns (");
      params(p.outs());
      out.append(')');
    }
    if (p.body() == null) {
      out.append(';');
    }
    out.append('\n');
    for (Spec s : p.specs()) {
      out.append("  ");
      spec(s);
      out.append('\n');
    }
    if (p.body() != null) {
      body(p.body());
    }
  }

  private void spec(Spec s) {
    switch (s) {
      case Spec.Requires r -> contract(r.free(), "requires ", r.attrs(), r.expr());
      case Spec.Ensures e -> contract(e.free(), "ensures ", e.attrs(), e.expr());
      case Spec.Modifies m -> {
        out.append("modifies");
        names(m.vars(), " ");
        out.append(';');
      }
    }
  }

  private void contract(boolean free, String keyword, List<Attribute> attrs, Expr e) {
    if (free) {
      out.append("free ");
    }
    out.append(keyword);
    leadingAttributes(attrs);
    expr(e, 0);
    out.append(';');
  }

  private void body(Body b) {
    out.append("{\n");
    for (Body.LocalVar l : b.locals()) {
      out.append("  var ").append(name(l.name())).append(": ");
      type(l.type());
      trailingAttributes(l.attrs());
      out.append(";\n");
    }
    if (!b.locals().isEmpty()) {
      out.append('\n');
    }
    for (Block bl : b.blocks()) {
      out.append("  ").append(name(bl.label())).append(":\n");
      for (Cmd c : bl.cmds()) {
        out.append("    ");
        cmd(c);
        out.append('\n');
      }
      out.append("    ");
      switch (bl.transfer()) {
        case Transfer.Goto g -> {
          out.append("goto");
          names(g.targets(), " ");
          out.append(';');
        }
        case Transfer.Return r -> out.append("return;");
      }
      out.append('\n');
    }
    out.append("}\n");
  }

  private void params(List<Param> ps) {
    for (int i = 0; i < ps.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      out.append(name(ps.get(i).name())).append(": ");
      type(ps.get(i).type());
    }
  }

  /** {@code lead} then the names separated by commas; nothing at all when there are none. */
  private void names(List<String> ns, String lead) {
    for (int i = 0; i < ns.size(); i++) {
      out.append(i == 0 ? lead : ", ").append(name(ns.get(i)));
    }
  }

  // ---------------------------------------------------------------- commands

  private void cmd(Cmd c) {
    switch (c) {
      case Cmd.Assign a -> {
        leadingAttributes(a.attrs());
        for (int i = 0; i < a.lhs().size(); i++) {
          if (i > 0) {
            out.append(", ");
          }
          switch (a.lhs().get(i)) {
            case Lhs.VarLhs v -> out.append(name(v.variable()));
            case Lhs.MapLhs m -> {
              out.append(name(m.variable())).append('[');
              expr(m.index(), 0);
              out.append(']');
            }
          }
        }
        out.append(" := ");
        exprList(a.rhs());
        out.append(';');
      }
      case Cmd.Assert a -> {
        out.append("assert ");
        leadingAttributes(a.attrs());
        expr(a.expr(), 0);
        out.append(';');
      }
      case Cmd.Assume a -> {
        out.append("assume ");
        leadingAttributes(a.attrs());
        expr(a.expr(), 0);
        out.append(';');
      }
      case Cmd.Havoc h -> {
        out.append("havoc");
        if (!h.attrs().isEmpty()) {
          out.append(' ');
          attributeList(h.attrs());
        }
        names(h.vars(), " ");
        out.append(';');
      }
      case Cmd.Call k -> {
        out.append("call ");
        leadingAttributes(k.attrs());
        if (!k.outs().isEmpty()) {
          names(k.outs(), "");
          out.append(" := ");
        }
        out.append(name(k.procedure())).append('(');
        exprList(k.args());
        out.append(");");
      }
    }
  }

  // ---------------------------------------------------------------- attributes, types

  /** Attributes each followed by a space (before the thing they annotate). */
  private void leadingAttributes(List<Attribute> attrs) {
    for (Attribute a : attrs) {
      attribute(a);
      out.append(' ');
    }
  }

  /** Attributes each preceded by a space (after a declaration's type). */
  private void trailingAttributes(List<Attribute> attrs) {
    for (Attribute a : attrs) {
      out.append(' ');
      attribute(a);
    }
  }

  private void attributeList(List<Attribute> attrs) {
    for (int i = 0; i < attrs.size(); i++) {
      if (i > 0) {
        out.append(' ');
      }
      attribute(attrs.get(i));
    }
  }

  private void attribute(Attribute a) {
    if (!Lexicon.isIdentifier(a.name())) {
      throw new IllegalArgumentException("not an IVL identifier: \"" + a.name() + "\"");
    }
    out.append("{:").append(a.name());
    for (int i = 0; i < a.args().size(); i++) {
      out.append(i == 0 ? " " : ", ");
      switch (a.args().get(i)) {
        case AttrValue.Str s -> out.append('"').append(Lexicon.escape(s.value())).append('"');
        case AttrValue.Ex x -> expr(x.expr(), 0);
      }
    }
    out.append('}');
  }

  private void type(Type t) {
    switch (t) {
      case Type.Int i -> out.append("int");
      case Type.Bool b -> out.append("bool");
      case Type.Map m -> {
        out.append('[');
        type(m.key());
        out.append(']');
        type(m.value());
      }
    }
  }

  // ---------------------------------------------------------------- expressions

  private void exprList(List<Expr> es) {
    for (int i = 0; i < es.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      expr(es.get(i), 0);
    }
  }

  /**
   * Prints {@code e} where the surrounding context binds with strength {@code ctx} (0: nothing
   * around it; a binary operator's precedence; {@link #UNARY}; {@link #POSTFIX}).
   */
  private void expr(Expr e, int ctx) {
    switch (e) {
      case Expr.IntLit i -> out.append(i.value());
      case Expr.BoolLit b -> out.append(b.value() ? "true" : "false");
      case Expr.Var v -> out.append(name(v.name()));
      case Expr.Old o -> {
        out.append("old(");
        expr(o.expr(), 0);
        out.append(')');
      }
      case Expr.Select s -> {
        expr(s.map(), POSTFIX);
        out.append('[');
        expr(s.index(), 0);
        out.append(']');
      }
      case Expr.Store s -> {
        expr(s.map(), POSTFIX);
        out.append('[');
        expr(s.index(), 0);
        out.append(" := ");
        expr(s.value(), 0);
        out.append(']');
      }
      case Expr.Unary u -> {
        boolean paren = ctx > UNARY;
        if (paren) {
          out.append('(');
        }
        out.append(u.op().symbol);
        Expr x = u.operand();
        boolean wrap = u.op() == Expr.UnOp.NEG && (x instanceof Expr.Unary || startsWithNumber(x));
        if (wrap) {
          out.append('(');
          expr(x, 0);
          out.append(')');
        } else {
          expr(x, UNARY);
        }
        if (paren) {
          out.append(')');
        }
      }
      case Expr.Binary b -> binary(b, ctx);
      case Expr.Ite i -> {
        boolean paren = ctx > 0;
        if (paren) {
          out.append('(');
        }
        out.append("if ");
        expr(i.cond(), 0);
        out.append(" then ");
        expr(i.thenExpr(), 0);
        out.append(" else ");
        expr(i.elseExpr(), 0);
        if (paren) {
          out.append(')');
        }
      }
      case Expr.FunApp f -> {
        out.append(name(f.function())).append('(');
        exprList(f.args());
        out.append(')');
      }
      case Expr.Quant q -> {
        out.append(q.forall() ? "(forall" : "(exists");
        if (!q.vars().isEmpty()) {
          out.append(' ');
          params(q.vars());
        }
        out.append(" :: ");
        expr(q.body(), 0);
        out.append(')');
      }
    }
  }

  /**
   * A binary operation. The left spine of a left-associative chain ({@code a && b && c ...}, as
   * built by {@link Expr#conj}) is walked iteratively so that long chains do not exhaust the stack.
   */
  private void binary(Expr.Binary b, int ctx) {
    int p = b.op().precedence;
    boolean paren = p < ctx;
    if (paren) {
      out.append('(');
    }
    if (leftAssoc(b.op())) {
      ArrayDeque<Expr.Binary> spine = new ArrayDeque<>();
      Expr cur = b;
      while (cur instanceof Expr.Binary x && x.op().precedence == p) {
        spine.push(x);
        cur = x.left();
      }
      expr(cur, p);
      while (!spine.isEmpty()) {
        Expr.Binary x = spine.pop();
        out.append(' ').append(x.op().symbol).append(' ');
        expr(x.right(), p + 1);
      }
    } else {
      expr(b.left(), p + 1);
      out.append(' ').append(b.op().symbol).append(' ');
      expr(b.right(), b.op() == BinOp.IMPLIES ? p : p + 1);
    }
    if (paren) {
      out.append(')');
    }
  }

  /** Whether the text of {@code e} starts with a number, so that a {@code -} would join it. */
  private static boolean startsWithNumber(Expr e) {
    return switch (e) {
      case Expr.IntLit i -> true;
      case Expr.Select s -> startsWithNumber(s.map());
      case Expr.Store s -> startsWithNumber(s.map());
      default -> false;
    };
  }

  private static boolean leftAssoc(BinOp op) {
    return op.isArithmetic() || op == BinOp.AND || op == BinOp.OR;
  }
}

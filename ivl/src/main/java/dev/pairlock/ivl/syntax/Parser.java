package dev.pairlock.ivl.syntax;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.IvlException;
import java.util.ArrayList;
import java.util.List;

/**
 * Recursive-descent parser for IVL text ({@code docs/ivl-conventions.md}). Every node with a
 * position gets the 1-based line and column of its first token. The first syntax error is reported
 * as an {@link IvlException} carrying one diagnostic with code {@code parse}.
 *
 * <p>Accepted beyond what {@link Printer} writes: {@code var a, b: int;} (several names per
 * declaration), attributes of {@code var}/{@code const} before the name (also after {@code unique})
 * as well as after the type, {@code function f(x: int): int} and {@code returns (r: int)} for a
 * function's result.
 */
public final class Parser extends ExprParser {

  private Parser(List<Token> tokens, String fileName) {
    super(tokens, fileName);
  }

  /** Parses a whole program; {@code fileName} goes into every position and diagnostic. */
  public static Program parse(String text, String fileName) throws IvlException {
    Parser p = new Parser(Lexer.tokenize(text, fileName), fileName);
    return p.program();
  }

  /** Parses one expression (the whole text). */
  public static Expr parseExpr(String text, String fileName) throws IvlException {
    Parser p = new Parser(Lexer.tokenize(text, fileName), fileName);
    Expr e = p.expr();
    p.expectEnd();
    return e;
  }

  private void expectEnd() throws IvlException {
    if (peek().kind() != Token.Kind.EOF) {
      throw errorAt(peek(), "expected end of file but found " + peek().describe());
    }
  }

  private Program program() throws IvlException {
    List<Decl> decls = new ArrayList<>();
    while (peek().kind() != Token.Kind.EOF) {
      Token t = peek();
      if (t.is("var")) {
        variables(decls);
      } else if (t.is("const")) {
        constants(decls);
      } else if (t.is("function")) {
        decls.add(function());
      } else if (t.is("axiom")) {
        next();
        List<Attribute> attrs = attributes();
        Expr e = expr();
        expect(";");
        decls.add(new Decl.Axiom(e, attrs, pos(t)));
      } else if (t.is("procedure")) {
        decls.add(procedure());
      } else {
        throw errorAt(
            t,
            "expected a declaration (var, const, function, axiom or procedure) but found "
                + t.describe());
      }
    }
    return new Program(decls);
  }

  private void variables(List<Decl> out) throws IvlException {
    Token kw = expect("var");
    List<Attribute> before = attributes();
    List<Param> vars = typedIdents("a variable name");
    List<Attribute> attrs = concat(before, attributes());
    expect(";");
    for (Param v : vars) {
      out.add(new Decl.GlobalVar(v.name(), v.type(), attrs, pos(kw)));
    }
  }

  private void constants(List<Decl> out) throws IvlException {
    Token kw = expect("const");
    List<Attribute> before = attributes();
    boolean unique = accept("unique");
    before = concat(before, attributes());
    List<Param> vars = typedIdents("a constant name");
    List<Attribute> attrs = concat(before, attributes());
    expect(";");
    for (Param v : vars) {
      out.add(new Decl.Const(v.name(), v.type(), unique, attrs, pos(kw)));
    }
  }

  private Decl.Function function() throws IvlException {
    Token kw = expect("function");
    List<Attribute> attrs = attributes();
    String name = expectIdent("a function name").text();
    expect("(");
    List<Param> params = check(")") ? List.of() : typedIdents("a parameter name");
    expect(")");
    Type result;
    if (accept(":")) {
      result = type();
    } else {
      expect("returns");
      expect("(");
      if (peek().kind() == Token.Kind.IDENT && peek(1).is(":")) {
        next();
        next();
      }
      result = type();
      expect(")");
    }
    Expr body = null;
    if (accept("{")) {
      body = expr();
      expect("}");
    } else {
      expect(";");
    }
    return new Decl.Function(name, params, result, body, attrs, pos(kw));
  }

  private Decl.Procedure procedure() throws IvlException {
    Token kw = expect("procedure");
    List<Attribute> attrs = attributes();
    String name = expectIdent("a procedure name").text();
    expect("(");
    List<Param> ins = check(")") ? List.of() : typedIdents("a parameter name");
    expect(")");
    List<Param> outs = List.of();
    if (accept("returns")) {
      expect("(");
      outs = check(")") ? List.of() : typedIdents("a parameter name");
      expect(")");
    }
    boolean bodiless = accept(";");
    List<Spec> specs = new ArrayList<>();
    while (check("requires") || check("ensures") || check("modifies") || check("free")) {
      specs.add(spec());
    }
    Body body = null;
    if (!bodiless) {
      if (!check("{")) {
        throw errorAt(
            peek(),
            "expected a specification, '{' or ';' after the signature of '"
                + name
                + "' but found "
                + peek().describe());
      }
      body = body();
    }
    return new Decl.Procedure(name, ins, outs, specs, body, attrs, pos(kw));
  }

  private Spec spec() throws IvlException {
    Token first = peek();
    if (accept("modifies")) {
      List<String> vars = identList("a variable name");
      expect(";");
      return new Spec.Modifies(vars, pos(first));
    }
    boolean free = accept("free");
    if (accept("requires")) {
      List<Attribute> attrs = attributes();
      Expr e = expr();
      expect(";");
      return new Spec.Requires(free, e, attrs, pos(first));
    }
    if (accept("ensures")) {
      List<Attribute> attrs = attributes();
      Expr e = expr();
      expect(";");
      return new Spec.Ensures(free, e, attrs, pos(first));
    }
    throw errorAt(peek(), "expected 'requires' or 'ensures' but found " + peek().describe());
  }

  private Body body() throws IvlException {
    expect("{");
    List<Body.LocalVar> locals = new ArrayList<>();
    while (check("var")) {
      Token kw = next();
      List<Attribute> before = attributes();
      List<Param> vars = typedIdents("a variable name");
      List<Attribute> attrs = concat(before, attributes());
      expect(";");
      for (Param v : vars) {
        locals.add(new Body.LocalVar(v.name(), v.type(), attrs, pos(kw)));
      }
    }
    List<Block> blocks = new ArrayList<>();
    do {
      blocks.add(block());
    } while (!check("}"));
    expect("}");
    return new Body(locals, blocks);
  }

  private Block block() throws IvlException {
    Token label = peek();
    if (label.kind() != Token.Kind.IDENT || !peek(1).is(":")) {
      throw errorAt(label, "expected a block label ('L:') but found " + label.describe());
    }
    next();
    next();
    List<Cmd> cmds = new ArrayList<>();
    while (true) {
      Token t = peek();
      if (t.is("goto")) {
        next();
        List<String> targets = new ArrayList<>();
        do {
          targets.add(expectIdent("a label").text());
        } while (accept(","));
        expect(";");
        return new Block(label.text(), cmds, new Transfer.Goto(targets, pos(t)), pos(label));
      }
      if (t.is("return")) {
        next();
        expect(";");
        return new Block(label.text(), cmds, new Transfer.Return(pos(t)), pos(label));
      }
      if (t.kind() == Token.Kind.IDENT && peek(1).is(":") || t.is("}")) {
        throw errorAt(
            t,
            "expected 'goto' or 'return' to end block '"
                + label.text()
                + "' but found "
                + (t.is("}") ? "'}'" : "label '" + t.text() + "'"));
      }
      cmds.add(command());
    }
  }

  private Cmd command() throws IvlException {
    Token t = peek();
    Pos p = pos(t);
    if (accept("assert")) {
      List<Attribute> attrs = attributes();
      Expr e = expr();
      expect(";");
      return new Cmd.Assert(e, attrs, p);
    }
    if (accept("assume")) {
      List<Attribute> attrs = attributes();
      Expr e = expr();
      expect(";");
      return new Cmd.Assume(e, attrs, p);
    }
    if (accept("havoc")) {
      List<Attribute> attrs = attributes();
      List<String> vars = identList("a variable name");
      expect(";");
      return new Cmd.Havoc(vars, attrs, p);
    }
    if (accept("call")) {
      return call(p);
    }
    if (check("{:") || t.kind() == Token.Kind.IDENT) {
      return assignment(p);
    }
    throw errorAt(t, "expected a command but found " + t.describe());
  }

  private Cmd.Call call(Pos p) throws IvlException {
    List<Attribute> attrs = attributes();
    List<String> outs = new ArrayList<>();
    String first = expectIdent("a procedure name").text();
    if (check(",") || check(":=")) {
      outs.add(first);
      while (accept(",")) {
        outs.add(expectIdent("a variable name").text());
      }
      expect(":=");
      first = expectIdent("a procedure name").text();
    }
    expect("(");
    List<Expr> args = arguments();
    expect(";");
    return new Cmd.Call(outs, first, args, attrs, p);
  }

  private Cmd.Assign assignment(Pos p) throws IvlException {
    List<Attribute> attrs = attributes();
    List<Lhs> lhs = new ArrayList<>();
    do {
      String v = expectIdent("a variable name").text();
      if (accept("[")) {
        Expr index = expr();
        expect("]");
        if (check("[")) {
          throw errorAt(peek(), "assignment to a nested map cell is not supported");
        }
        lhs.add(new Lhs.MapLhs(v, index));
      } else {
        lhs.add(new Lhs.VarLhs(v));
      }
    } while (accept(","));
    Token assign = peek();
    if (!assign.is(":=")) {
      throw errorAt(assign, "expected ':=' but found " + assign.describe());
    }
    next();
    List<Expr> rhs = new ArrayList<>();
    do {
      rhs.add(expr());
    } while (accept(","));
    if (rhs.size() != lhs.size()) {
      throw errorAt(
          assign,
          "assignment has "
              + count(lhs.size(), "left-hand side")
              + " but "
              + count(rhs.size(), "right-hand side"));
    }
    expect(";");
    return new Cmd.Assign(lhs, rhs, attrs, p);
  }

  /** Comma-separated names, possibly none (before a {@code ;}). */
  private List<String> identList(String what) throws IvlException {
    List<String> names = new ArrayList<>();
    if (check(";")) {
      return names;
    }
    do {
      names.add(expectIdent(what).text());
    } while (accept(","));
    return names;
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }

  private static List<Attribute> concat(List<Attribute> a, List<Attribute> b) {
    if (a.isEmpty()) {
      return b;
    }
    List<Attribute> r = new ArrayList<>(a);
    r.addAll(b);
    return r;
  }
}

package dev.pairlock.ivl.syntax;

import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Expr.BinOp;
import dev.pairlock.ivl.ast.Nesting;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Token cursor plus the expression, type and attribute grammar; {@link Parser} adds declarations
 * and commands. Precedence (loosest first): {@code <==>} (non-associative), {@code ==>} (right),
 * {@code ||}, {@code &&} (left), comparisons (non-associative), {@code + -} (left), {@code * div
 * mod} (left), unary {@code - !}, postfix {@code m[i]} and {@code m[i := v]}. A {@code -} directly
 * before a number literal makes a negative literal.
 */
class ExprParser {
  protected final List<Token> tokens;
  protected final String fileName;
  protected int at;

  /** How deeply {@link #expr} and {@link #type} are nested now (bounded by {@link Nesting}). */
  private int nesting;

  ExprParser(List<Token> tokens, String fileName) {
    this.tokens = tokens;
    this.fileName = fileName;
  }

  // ---------------------------------------------------------------- cursor

  protected final Token peek() {
    return tokens.get(at);
  }

  protected final Token peek(int ahead) {
    return tokens.get(Math.min(at + ahead, tokens.size() - 1));
  }

  protected final Token next() {
    Token t = tokens.get(at);
    if (t.kind() != Token.Kind.EOF) {
      at++;
    }
    return t;
  }

  protected final boolean check(String symbolOrKeyword) {
    return peek().is(symbolOrKeyword);
  }

  protected final boolean accept(String symbolOrKeyword) {
    if (check(symbolOrKeyword)) {
      at++;
      return true;
    }
    return false;
  }

  protected final Token expect(String symbolOrKeyword) throws IvlException {
    if (!check(symbolOrKeyword)) {
      throw errorAt(peek(), "expected '" + symbolOrKeyword + "' but found " + peek().describe());
    }
    return next();
  }

  protected final Token expectIdent(String what) throws IvlException {
    Token t = peek();
    if (t.kind() != Token.Kind.IDENT) {
      String extra = t.kind() == Token.Kind.KEYWORD ? " (a keyword; write \\" + t.text() + ")" : "";
      throw errorAt(t, "expected " + what + " but found " + t.describe() + extra);
    }
    return next();
  }

  protected final Pos pos(Token t) {
    return Pos.of(fileName, t.line(), t.column());
  }

  protected final IvlException errorAt(Token t, String message) {
    return new IvlException(
        Diagnostic.error("parse", new SourceLoc(fileName, t.line(), t.column()), message));
  }

  // ---------------------------------------------------------------- types

  protected final Type type() throws IvlException {
    enter();
    try {
      return typeNested();
    } finally {
      nesting--;
    }
  }

  private Type typeNested() throws IvlException {
    Token t = peek();
    if (accept("int")) {
      return Type.INT;
    }
    if (accept("bool")) {
      return Type.BOOL;
    }
    if (accept("[")) {
      Type key = type();
      expect("]");
      return Type.map(key, type());
    }
    throw errorAt(t, "expected a type but found " + t.describe());
  }

  /** {@code x: int, y, z: bool}: names with types, possibly several names per type. */
  protected final List<Param> typedIdents(String what) throws IvlException {
    List<Param> out = new ArrayList<>();
    List<String> pending = new ArrayList<>();
    while (true) {
      pending.add(expectIdent(what).text());
      if (accept(",")) {
        continue;
      }
      expect(":");
      Type ty = type();
      for (String n : pending) {
        out.add(new Param(n, ty));
      }
      pending.clear();
      if (!accept(",")) {
        return out;
      }
    }
  }

  // ---------------------------------------------------------------- attributes

  protected final List<Attribute> attributes() throws IvlException {
    if (!check("{:")) {
      return List.of();
    }
    List<Attribute> out = new ArrayList<>();
    while (accept("{:")) {
      // Attribute names may be keywords ({:free}), as they cannot be confused with anything.
      String name =
          peek().kind() == Token.Kind.KEYWORD
              ? next().text()
              : expectIdent("an attribute name").text();
      List<AttrValue> args = new ArrayList<>();
      if (!check("}")) {
        do {
          if (peek().kind() == Token.Kind.STRING) {
            args.add(new AttrValue.Str(next().text()));
          } else {
            args.add(new AttrValue.Ex(expr()));
          }
        } while (accept(","));
      }
      expect("}");
      out.add(new Attribute(name, args));
    }
    return out;
  }

  // ---------------------------------------------------------------- expressions

  /**
   * An expression. Deeper nesting than {@link Nesting#MAX_DEPTH} (parentheses, brackets,
   * operator chains) is a parse error: the passes after the parser recurse once per level.
   */
  protected final Expr expr() throws IvlException {
    Token first = peek();
    enter();
    Expr e;
    try {
      e = iff();
    } finally {
      nesting--;
    }
    if (nesting == 0) {
      String why = Nesting.check(e);
      if (why != null) {
        throw errorAt(first, why + " (pairlock's limit; split it with intermediate variables)");
      }
    }
    return e;
  }

  private void enter() throws IvlException {
    if (++nesting > Nesting.MAX_DEPTH) {
      nesting--;
      throw tooDeep(peek());
    }
  }

  private IvlException tooDeep(Token t) {
    return errorAt(
        t,
        "expression nested more than "
            + Nesting.MAX_DEPTH
            + " levels deep (pairlock's limit; split it with intermediate variables)");
  }

  private Expr iff() throws IvlException {
    Expr l = implies();
    if (check("<==>")) {
      next();
      Expr r = implies();
      if (check("<==>")) {
        throw errorAt(peek(), "operator '<==>' cannot be chained; use parentheses");
      }
      return new Expr.Binary(BinOp.IFF, l, r);
    }
    return l;
  }

  private Expr implies() throws IvlException {
    // Right-associative, parsed with a loop (a long chain must not nest the parser's calls).
    List<Expr> operands = new ArrayList<>();
    operands.add(or());
    while (accept("==>")) {
      operands.add(or());
    }
    Expr e = operands.get(operands.size() - 1);
    for (int i = operands.size() - 2; i >= 0; i--) {
      e = new Expr.Binary(BinOp.IMPLIES, operands.get(i), e);
    }
    return e;
  }

  private Expr or() throws IvlException {
    Expr l = and();
    while (accept("||")) {
      l = new Expr.Binary(BinOp.OR, l, and());
    }
    return l;
  }

  private Expr and() throws IvlException {
    Expr l = comparison();
    while (accept("&&")) {
      l = new Expr.Binary(BinOp.AND, l, comparison());
    }
    return l;
  }

  private Expr comparison() throws IvlException {
    Expr l = additive();
    BinOp op = comparisonOp(peek());
    if (op == null) {
      return l;
    }
    next();
    Expr r = additive();
    if (comparisonOp(peek()) != null) {
      throw errorAt(
          peek(), "comparison '" + peek().text() + "' cannot be chained; use parentheses");
    }
    return new Expr.Binary(op, l, r);
  }

  private static BinOp comparisonOp(Token t) {
    if (t.kind() != Token.Kind.SYMBOL) {
      return null;
    }
    return switch (t.text()) {
      case "==" -> BinOp.EQ;
      case "!=" -> BinOp.NEQ;
      case "<" -> BinOp.LT;
      case "<=" -> BinOp.LE;
      case ">" -> BinOp.GT;
      case ">=" -> BinOp.GE;
      default -> null;
    };
  }

  private Expr additive() throws IvlException {
    Expr l = multiplicative();
    while (true) {
      if (accept("+")) {
        l = new Expr.Binary(BinOp.ADD, l, multiplicative());
      } else if (accept("-")) {
        l = new Expr.Binary(BinOp.SUB, l, multiplicative());
      } else {
        return l;
      }
    }
  }

  private Expr multiplicative() throws IvlException {
    Expr l = unary();
    while (true) {
      if (accept("*")) {
        l = new Expr.Binary(BinOp.MUL, l, unary());
      } else if (accept("div")) {
        l = new Expr.Binary(BinOp.DIV, l, unary());
      } else if (accept("mod")) {
        l = new Expr.Binary(BinOp.MOD, l, unary());
      } else {
        return l;
      }
    }
  }

  private Expr unary() throws IvlException {
    // Prefix operators with a loop (a long run of them must not nest the parser's calls).
    List<Expr.UnOp> ops = new ArrayList<>();
    while (true) {
      if (check("-") && peek(1).kind() != Token.Kind.NUMBER) {
        next();
        ops.add(Expr.UnOp.NEG);
      } else if (accept("!")) {
        ops.add(Expr.UnOp.NOT);
      } else {
        break;
      }
    }
    Expr e = postfix(primary());
    for (int i = ops.size() - 1; i >= 0; i--) {
      e = new Expr.Unary(ops.get(i), e);
    }
    return e;
  }

  private Expr postfix(Expr e) throws IvlException {
    while (accept("[")) {
      Expr index = expr();
      if (accept(":=")) {
        Expr value = expr();
        expect("]");
        e = new Expr.Store(e, index, value);
      } else {
        expect("]");
        e = new Expr.Select(e, index);
      }
    }
    return e;
  }

  private Expr primary() throws IvlException {
    Token t = peek();
    switch (t.kind()) {
      case NUMBER -> {
        next();
        return new Expr.IntLit(new BigInteger(t.text()));
      }
      case IDENT -> {
        next();
        if (accept("(")) {
          return new Expr.FunApp(t.text(), arguments());
        }
        return new Expr.Var(t.text());
      }
      default -> {}
    }
    if (t.is("-")) { // followed by a number (see unary())
      next();
      return new Expr.IntLit(new BigInteger(next().text()).negate());
    }
    if (accept("true")) {
      return Expr.TRUE;
    }
    if (accept("false")) {
      return Expr.FALSE;
    }
    if (accept("old")) {
      expect("(");
      Expr e = expr();
      expect(")");
      return new Expr.Old(e);
    }
    if (accept("if")) {
      Expr c = expr();
      expect("then");
      Expr a = expr();
      expect("else");
      return new Expr.Ite(c, a, expr());
    }
    if (accept("(")) {
      if (check("forall") || check("exists")) {
        boolean forall = next().is("forall");
        List<Param> vars = check("::") ? List.of() : typedIdents("a bound variable");
        expect("::");
        Expr body = expr();
        expect(")");
        return new Expr.Quant(forall, vars, body);
      }
      Expr e = expr();
      expect(")");
      return e;
    }
    throw errorAt(t, "expected an expression but found " + t.describe());
  }

  /** Arguments after an opening parenthesis, through the closing one. */
  protected final List<Expr> arguments() throws IvlException {
    List<Expr> args = new ArrayList<>();
    if (accept(")")) {
      return args;
    }
    do {
      args.add(expr());
    } while (accept(","));
    expect(")");
    return args;
  }
}

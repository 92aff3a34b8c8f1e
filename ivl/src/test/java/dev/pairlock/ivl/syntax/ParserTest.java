package dev.pairlock.ivl.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParserTest {

  private static String error(String text) {
    IvlException e = assertThrows(IvlException.class, () -> Parser.parse(text, "t.bpl"));
    assertEquals(1, e.diagnostics().size());
    Diagnostic d = e.diagnostics().get(0);
    assertEquals("parse", d.code());
    assertEquals(Diagnostic.Severity.ERROR, d.severity());
    return d.render();
  }

  private static String at(Pos p) {
    return p.line() + ":" + p.column();
  }

  @Test
  void positionsAreThoseOfTheFirstToken() throws IvlException {
    String text =
        """
        var g: int;
          const unique c: int;
        procedure {:entrypoint "x"} P(a: int) returns (r: int)
          free requires a > 0;
          modifies g;
        {
          var l: bool;
        L0:
          {:sourceloc "f.c", 1, 2} g := a;
          assert l;
          goto L1;
        L1:
          call r := Q(1); return;
        }
        """;
    Program p = Parser.parse(text, "f.bpl");
    assertEquals("f.bpl", p.decls().get(0).pos().file());
    assertEquals("1:1", at(p.decls().get(0).pos()));
    assertEquals("2:3", at(p.decls().get(1).pos()));
    Decl.Procedure proc = p.procedures().get(0);
    assertEquals("3:1", at(proc.pos()));
    assertEquals("4:3", at(proc.specs().get(0).pos()));
    assertEquals("5:3", at(proc.specs().get(1).pos()));
    assertEquals("7:3", at(proc.body().locals().get(0).pos()));
    Block b0 = proc.body().blocks().get(0);
    assertEquals("8:1", at(b0.pos()));
    assertEquals("9:3", at(b0.cmds().get(0).pos()));
    assertEquals("10:3", at(b0.cmds().get(1).pos()));
    assertEquals("11:3", at(b0.transfer().pos()));
    Block b1 = proc.body().blocks().get(1);
    assertEquals("13:3", at(b1.cmds().get(0).pos()));
    assertEquals("13:19", at(b1.transfer().pos()));
  }

  @Test
  void parsesCommandsIntoTheirNodes() throws IvlException {
    Program p =
        Parser.parse(
            """
            procedure P() {
            L:
              {:sourceloc "d.c", 9, 10} {:access "read"} v := $M.3[p];
              a, M[i] := 1, 2;
              havoc {:h} x, y;
              call {:c} x, y := Q(e, 1);
              call Q();
              assume {:a} true;
              goto L, L2;
            L2: return;
            }
            """,
            "t.bpl");
    List<Cmd> cmds = p.procedures().get(0).body().blocks().get(0).cmds();
    Cmd.Assign read = assertInstanceOf(Cmd.Assign.class, cmds.get(0));
    assertEquals(
        List.of(Attribute.sourceLoc(new SourceLoc("d.c", 9, 10)), Attribute.str("access", "read")),
        read.attrs());
    assertEquals(List.of(new Expr.Select(Expr.var("$M.3"), Expr.var("p"))), read.rhs());
    Cmd.Assign par = assertInstanceOf(Cmd.Assign.class, cmds.get(1));
    assertEquals(List.of(new Lhs.VarLhs("a"), new Lhs.MapLhs("M", Expr.var("i"))), par.lhs());
    assertEquals(
        new Cmd.Havoc(List.of("x", "y"), List.of(Attribute.flag("h")), Pos.NONE), cmds.get(2));
    assertEquals(
        new Cmd.Call(
            List.of("x", "y"),
            "Q",
            List.of(Expr.var("e"), Expr.num(1)),
            List.of(Attribute.flag("c")),
            Pos.NONE),
        cmds.get(3));
    assertEquals(new Cmd.Call(List.of(), "Q", List.of(), List.of(), Pos.NONE), cmds.get(4));
    assertEquals(new Cmd.Assume(Expr.TRUE, List.of(Attribute.flag("a")), Pos.NONE), cmds.get(5));
    assertEquals(
        new Transfer.Goto(List.of("L", "L2"), Pos.NONE),
        p.procedures().get(0).body().blocks().get(0).transfer());
  }

  @Test
  void negativeLiteralsAndUnaryMinus() throws IvlException {
    assertEquals(Expr.num(-5), Parser.parseExpr("-5", "t"));
    assertEquals(Expr.num(-5), Parser.parseExpr("- 5", "t"));
    assertEquals(new Expr.Unary(Expr.UnOp.NEG, Expr.num(5)), Parser.parseExpr("-(5)", "t"));
    assertEquals(
        Expr.bin(Expr.BinOp.SUB, Expr.var("x"), Expr.num(5)), Parser.parseExpr("x-5", "t"));
    assertEquals(
        Expr.bin(Expr.BinOp.SUB, Expr.var("x"), Expr.num(-5)), Parser.parseExpr("x - -5", "t"));
    assertEquals(new Expr.Unary(Expr.UnOp.NEG, Expr.var("x")), Parser.parseExpr("-x", "t"));
    assertEquals(
        new Expr.IntLit(new BigInteger("-123456789012345678901234567890")),
        Parser.parseExpr("-123456789012345678901234567890", "t"));
  }

  @Test
  void precedenceAndAssociativity() throws IvlException {
    Expr a = Expr.var("a");
    Expr b = Expr.var("b");
    Expr c = Expr.var("c");
    assertEquals(Expr.implies(a, Expr.implies(b, c)), Parser.parseExpr("a ==> b ==> c", "t"));
    assertEquals(Expr.or(a, Expr.and(b, c)), Parser.parseExpr("a || b && c", "t"));
    assertEquals(Expr.and(Expr.and(a, b), c), Parser.parseExpr("a && b && c", "t"));
    assertEquals(
        Expr.bin(Expr.BinOp.SUB, Expr.bin(Expr.BinOp.SUB, a, b), c),
        Parser.parseExpr("a - b - c", "t"));
    assertEquals(
        Expr.bin(Expr.BinOp.ADD, a, Expr.bin(Expr.BinOp.MOD, b, c)),
        Parser.parseExpr("a + b mod c", "t"));
    assertEquals(Expr.not(Expr.select(a, b)), Parser.parseExpr("!a[b]", "t"));
    assertEquals(
        Expr.bin(Expr.BinOp.IFF, a, Expr.implies(b, c)), Parser.parseExpr("a <==> b ==> c", "t"));
    assertEquals(
        new Expr.Ite(a, b, Expr.bin(Expr.BinOp.ADD, c, Expr.num(1))),
        Parser.parseExpr("if a then b else c + 1", "t"));
  }

  @Test
  void acceptsAlternativeDeclarationForms() throws IvlException {
    Program alt =
        Parser.parse(
            """
            var {:r} a, b: int;
            const {:k} unique c, d: [int]bool;
            const unique {:k} e: int {:l};
            function f(x, y: int): int;
            function g(x: int) returns (r: bool);
            procedure P() { var l, m: int; L: return; }
            """,
            "alt.bpl");
    Program canonical =
        Parser.parse(
            """
            var a: int {:r};
            var b: int {:r};
            const unique c: [int]bool {:k};
            const unique d: [int]bool {:k};
            const unique e: int {:k} {:l};
            function f(x: int, y: int) returns (int);
            function g(x: int) returns (bool);
            procedure P()
            {
              var l: int;
              var m: int;
              L:
                return;
            }
            """,
            "canonical.bpl");
    assertEquals(canonical, alt);
    assertEquals(Type.map(Type.INT, Type.BOOL), alt.constants().get(0).type());
  }

  @Test
  void stringEscapesAndCommentsAndEscapedKeywords() throws IvlException {
    Program p =
        Parser.parse("// c1\n/* c2\n c3 */ var \\old: int {:s \"a\\\"b\\\\c\"}; // tail", "t.bpl");
    Decl.GlobalVar v = p.globals().get(0);
    assertEquals("old", v.name());
    assertEquals(new AttrValue.Str("a\"b\\c"), v.attrs().get(0).args().get(0));
    assertEquals("3:8", at(v.pos()));
  }

  @Test
  void specsOfBodilessProcedureFollowTheSemicolon() throws IvlException {
    Decl.Procedure p =
        Parser.parse(
                "procedure Q(x: int) returns (r: int); requires x > 0; ensures r == x; modifies;",
                "t.bpl")
            .procedures()
            .get(0);
    assertEquals(null, p.body());
    assertEquals(3, p.specs().size());
    assertEquals(List.of(), assertInstanceOf(Spec.Modifies.class, p.specs().get(2)).vars());
  }

  @Test
  void errorMessages() {
    assertEquals(
        "t.bpl:4:5: error: expected ';' but found 'goto'",
        error("procedure P() {\n  L0:\n    x := 1\n    goto L1;\n}"));
    assertEquals("t.bpl:1:6: error: expected ':' but found ';'", error("var y;"));
    assertEquals("t.bpl:2:3: error: unterminated comment", error("var x: int;\n  /* open\n"));
    assertEquals("t.bpl:1:9: error: unexpected character '@'", error("axiom x @ y;"));
    assertEquals("t.bpl:1:16: error: unterminated string literal", error("var x: int {:a \"abc\n"));
    assertEquals(
        "t.bpl:1:18: error: unknown escape sequence '\\q' in string",
        error("var x: int {:a \"a\\q\"};"));
    assertEquals(
        "t.bpl:1:13: error: comparison '<' cannot be chained; use parentheses",
        error("axiom a < b < c;"));
    assertEquals(
        "t.bpl:1:16: error: operator '<==>' cannot be chained; use parentheses",
        error("axiom a <==> b <==> c;"));
    assertEquals(
        "t.bpl:3:1: error: expected 'goto' or 'return' to end block 'L0' but found label 'L1'",
        error("procedure P() {\nL0: assume true;\nL1: return;\n}"));
    assertEquals(
        "t.bpl:3:1: error: expected 'goto' or 'return' to end block 'L0' but found '}'",
        error("procedure P() {\nL0: assume true;\n}"));
    assertEquals(
        "t.bpl:1:5: error: expected a variable name but found 'old' (a keyword; write \\old)",
        error("var old: int;"));
    assertEquals(
        "t.bpl:1:25: error: assignment has 2 left-hand sides but 1 right-hand side",
        error("procedure P() { L: a, b := 1; return; }"));
    assertEquals(
        "t.bpl:1:1: error: expected a declaration (var, const, function, axiom or procedure)"
            + " but found 'implementation'",
        error("implementation P() {}"));
    assertEquals("t.bpl:1:11: error: expected an expression but found ';'", error("axiom 1 + ;"));
    assertEquals(
        "t.bpl:1:17: error: expected a block label ('L:') but found 'assume'",
        error("procedure P() { assume true; }"));
    assertEquals("t.bpl:1:8: error: expected a type but found 'integer'", error("var x: integer;"));
    assertEquals(
        "t.bpl:1:15: error: expected a specification, '{' or ';' after the signature of 'P'"
            + " but found 'var'",
        error("procedure P() var x: int;"));
    assertEquals(
        "t.bpl:1:24: error: assignment to a nested map cell is not supported",
        error("procedure P() { L: m[1][2] := 3; return; }"));
    assertEquals("t.bpl:1:10: error: expected ']' but found end of file", error("axiom m[1"));
    assertEquals(
        "t.bpl:1:12: error: expected 'then' but found 'else'", error("axiom if a else b else c;"));
  }

  @Test
  void byteOrderMarkAndCrlfAreIgnored() throws IvlException {
    Program p = Parser.parse("\uFEFFvar x: int;\r\nvar y: int;\r\n", "t.bpl");
    assertEquals("1:1", at(p.decls().get(0).pos()));
    assertEquals("2:1", at(p.decls().get(1).pos()));
    assertEquals("t.bpl:1:4: error: unexpected character U+0007", error("\uFEFFvar\u0007"));
  }

  @Test
  void errorColumnsCountTabsAsOneColumnAndLinesFromOne() {
    assertEquals("t.bpl:3:2: error: unexpected character '%'", error("\n\n\t%"));
  }

  @Test
  void largeProgramParsesAndPrintsBack() throws IvlException {
    StringBuilder b = new StringBuilder("var $M.0: [int]int;\nvar g: int;\n");
    int procs = 500;
    for (int i = 0; i < procs; i++) {
      b.append("procedure p")
          .append(i)
          .append("(a: int) returns (r: int)\n  modifies $M.0, g;\n{\n");
      b.append("  var t: int;\n");
      for (int k = 0; k < 4; k++) {
        b.append("L").append(k).append(":\n");
        b.append("  {:sourceloc \"drv.c\", ")
            .append(i)
            .append(", ")
            .append(k)
            .append("} {:access \"read\"} t := $M.0[a + ")
            .append(k)
            .append("];\n");
        b.append("  {:sourceloc \"drv.c\", 1, 2} {:access \"write\"} $M.0[a] := t * 2 - -1;\n");
        b.append("  assume (t > 0 && a != 7) ==> g == old(g) || if t < 3 then true else false;\n");
        b.append("  call {:sourceloc \"drv.c\", 3, 4} r := p")
            .append((i + 1) % procs)
            .append("(t);\n");
        b.append("  goto L").append(k + 1).append(";\n");
      }
      b.append("L4:\n  return;\n}\n");
    }
    String text = b.toString();
    long lines = text.lines().count();
    assertTrue(lines > 10_000, "only " + lines + " lines");
    // no wall-clock bound: it failed on a loaded machine (speed belongs in bench/, not in tests)
    Program p = Parser.parse(text, "big.bpl");
    assertEquals(procs, p.procedures().size());
    assertEquals(p, Parser.parse(Printer.print(p), "again.bpl"));
  }
}

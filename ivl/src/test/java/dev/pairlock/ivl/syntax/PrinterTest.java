package dev.pairlock.ivl.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Expr.BinOp;
import dev.pairlock.ivl.ast.Expr.UnOp;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import java.util.List;
import org.junit.jupiter.api.Test;

class PrinterTest {
  private static final Expr A = Expr.var("a");
  private static final Expr B = Expr.var("b");
  private static final Expr C = Expr.var("c");

  private static Expr bin(BinOp op, Expr l, Expr r) {
    return new Expr.Binary(op, l, r);
  }

  @Test
  void negativeNumbers() {
    assertEquals("-5", Printer.print(Expr.num(-5)));
    assertEquals("-(5)", Printer.print(new Expr.Unary(UnOp.NEG, Expr.num(5))));
    assertEquals("-(-5)", Printer.print(new Expr.Unary(UnOp.NEG, Expr.num(-5))));
    assertEquals("-(-a)", Printer.print(new Expr.Unary(UnOp.NEG, new Expr.Unary(UnOp.NEG, A))));
    assertEquals("a - -5", Printer.print(bin(BinOp.SUB, A, Expr.num(-5))));
    assertEquals("-(5[a])", Printer.print(new Expr.Unary(UnOp.NEG, Expr.select(Expr.num(5), A))));
    assertEquals("-5[a]", Printer.print(Expr.select(Expr.num(-5), A)));
    assertEquals("(-a)[b]", Printer.print(Expr.select(new Expr.Unary(UnOp.NEG, A), B)));
  }

  @Test
  void associativity() {
    assertEquals("a ==> b ==> c", Printer.print(Expr.implies(A, Expr.implies(B, C))));
    assertEquals("(a ==> b) ==> c", Printer.print(Expr.implies(Expr.implies(A, B), C)));
    assertEquals("a && b && c", Printer.print(Expr.and(Expr.and(A, B), C)));
    assertEquals("a && (b && c)", Printer.print(Expr.and(A, Expr.and(B, C))));
    assertEquals("a - b - c", Printer.print(bin(BinOp.SUB, bin(BinOp.SUB, A, B), C)));
    assertEquals("a - (b - c)", Printer.print(bin(BinOp.SUB, A, bin(BinOp.SUB, B, C))));
    assertEquals("a - b + c", Printer.print(bin(BinOp.ADD, bin(BinOp.SUB, A, B), C)));
    assertEquals("(a <==> b) <==> c", Printer.print(bin(BinOp.IFF, bin(BinOp.IFF, A, B), C)));
    assertEquals("a <==> (b <==> c)", Printer.print(bin(BinOp.IFF, A, bin(BinOp.IFF, B, C))));
    assertEquals("(a == b) == c", Printer.print(Expr.eq(Expr.eq(A, B), C)));
    assertEquals("a == (b < c)", Printer.print(Expr.eq(A, bin(BinOp.LT, B, C))));
  }

  @Test
  void precedence() {
    assertEquals("a || b && c", Printer.print(Expr.or(A, Expr.and(B, C))));
    assertEquals("(a || b) && c", Printer.print(Expr.and(Expr.or(A, B), C)));
    assertEquals("a + b * c", Printer.print(bin(BinOp.ADD, A, bin(BinOp.MUL, B, C))));
    assertEquals("(a + b) div c", Printer.print(bin(BinOp.DIV, bin(BinOp.ADD, A, B), C)));
    assertEquals("a mod b < c", Printer.print(bin(BinOp.LT, bin(BinOp.MOD, A, B), C)));
    assertEquals("!(a && b)", Printer.print(Expr.not(Expr.and(A, B))));
    assertEquals(
        "!a[b] && !!c",
        Printer.print(Expr.and(Expr.not(Expr.select(A, B)), Expr.not(Expr.not(C)))));
    assertEquals("a <==> b ==> c", Printer.print(bin(BinOp.IFF, A, Expr.implies(B, C))));
  }

  @Test
  void ifThenElseIsParenthesizedInsideOperators() {
    Expr ite = new Expr.Ite(A, B, C);
    assertEquals("if a then b else c", Printer.print(ite));
    assertEquals("(if a then b else c) + 1", Printer.print(bin(BinOp.ADD, ite, Expr.num(1))));
    assertEquals("1 + (if a then b else c)", Printer.print(bin(BinOp.ADD, Expr.num(1), ite)));
    assertEquals("!(if a then b else c)", Printer.print(Expr.not(ite)));
    assertEquals("(if a then b else c)[1]", Printer.print(Expr.select(ite, Expr.num(1))));
    assertEquals(
        "if if a then b else c then f(if a then b else c) else a[if a then b else c]",
        Printer.print(new Expr.Ite(ite, new Expr.FunApp("f", List.of(ite)), Expr.select(A, ite))));
  }

  @Test
  void mapsOldFunctionsQuantifiers() {
    Expr m = Expr.var("$M.3");
    assertEquals("$M.3[a := b][c]", Printer.print(Expr.select(new Expr.Store(m, A, B), C)));
    assertEquals(
        "old($M.3)[a + 1]",
        Printer.print(Expr.select(new Expr.Old(m), bin(BinOp.ADD, A, Expr.num(1)))));
    assertEquals("f(a, b)", Printer.print(new Expr.FunApp("f", List.of(A, B))));
    assertEquals("g()", Printer.print(new Expr.FunApp("g", List.of())));
    assertEquals(
        "(forall x: int, y: [int]bool :: y[x] ==> x > 0) && (exists z: int :: z == 1)",
        Printer.print(
            Expr.and(
                new Expr.Quant(
                    true,
                    List.of(
                        new Param("x", Type.INT), new Param("y", Type.map(Type.INT, Type.BOOL))),
                    Expr.implies(
                        Expr.select(Expr.var("y"), Expr.var("x")),
                        bin(BinOp.GT, Expr.var("x"), Expr.num(0)))),
                new Expr.Quant(
                    false,
                    List.of(new Param("z", Type.INT)),
                    Expr.eq(Expr.var("z"), Expr.num(1))))));
    assertEquals(
        "[int][int]bool", Printer.print(Type.map(Type.INT, Type.map(Type.INT, Type.BOOL))));
  }

  @Test
  void namesAndStrings() {
    assertEquals(
        "\\old + $lock.nvram_mutex",
        Printer.print(bin(BinOp.ADD, Expr.var("old"), Expr.var("$lock.nvram_mutex"))));
    assertEquals(
        "{:s \"a\\\"b\\\\c\", 1}",
        Printer.print(
            Attribute.of("s", new AttrValue.Str("a\"b\\c"), new AttrValue.Ex(Expr.num(1)))));
    assertEquals("{:free}", Printer.print(Attribute.flag("free")));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Printer.print(Expr.var("1x")));
    assertEquals("not an IVL identifier: \"1x\"", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Printer.print(Expr.var("a b")));
  }

  @Test
  void commands() {
    SourceLoc loc = new SourceLoc("drv.c", 21, 2);
    Cmd write =
        new Cmd.Assign(
            List.of(new Lhs.MapLhs("$M.3", Expr.var("p"))),
            List.of(Expr.var("v")),
            List.of(Attribute.sourceLoc(loc), Attribute.str("access", "write")),
            Pos.NONE);
    assertEquals(
        "{:sourceloc \"drv.c\", 21, 2} {:access \"write\"} $M.3[p] := v;", Printer.print(write));
    assertEquals(
        "a, m[1] := b, c;",
        Printer.print(
            new Cmd.Assign(
                List.of(new Lhs.VarLhs("a"), new Lhs.MapLhs("m", Expr.num(1))),
                List.of(B, C),
                List.of(),
                Pos.NONE)));
    assertEquals(
        "call {:sourceloc \"drv.c\", 21, 2} ok := $lock_tryacquire($lock.x);",
        Printer.print(
            new Cmd.Call(
                List.of("ok"),
                "$lock_tryacquire",
                List.of(Expr.var("$lock.x")),
                List.of(Attribute.sourceLoc(loc)),
                Pos.NONE)));
    assertEquals(
        "call P();", Printer.print(new Cmd.Call(List.of(), "P", List.of(), List.of(), Pos.NONE)));
    assertEquals(
        "havoc {:a} {:b 1} x, y;",
        Printer.print(
            new Cmd.Havoc(
                List.of("x", "y"),
                List.of(Attribute.flag("a"), Attribute.of("b", new AttrValue.Ex(Expr.num(1)))),
                Pos.NONE)));
    assertEquals(
        "assert {:unsound \"inline-asm\", \"m\"} a;",
        Printer.print(
            new Cmd.Assert(
                A,
                List.of(
                    Attribute.of(
                        "unsound", new AttrValue.Str("inline-asm"), new AttrValue.Str("m"))),
                Pos.NONE)));
    assertEquals("assume !a;", Printer.print(Cmd.Assume.of(Expr.not(A))));
  }

  @Test
  void wholeProgramGolden() {
    Decl.Procedure lockAcquire =
        new Decl.Procedure(
            "$lock_acquire",
            List.of(new Param("l", Type.INT)),
            List.of(),
            List.of(),
            null,
            List.of(),
            Pos.NONE);
    Decl.Procedure bodiless =
        new Decl.Procedure(
            "Q",
            List.of(new Param("x", Type.INT)),
            List.of(new Param("r", Type.BOOL)),
            List.of(
                new Spec.Requires(
                    true, bin(BinOp.GT, Expr.var("x"), Expr.num(0)), List.of(), Pos.NONE),
                new Spec.Modifies(List.of("g"), Pos.NONE)),
            null,
            List.of(),
            Pos.NONE);
    Body body =
        new Body(
            List.of(new Body.LocalVar("t", Type.INT)),
            List.of(
                new Block(
                    "L0",
                    List.of(Cmd.Assign.of("t", Expr.var("g"))),
                    new Transfer.Goto(List.of("L1", "L2"), Pos.NONE)),
                new Block("L1", List.of(Cmd.Assert.of(Expr.TRUE)), new Transfer.Return(Pos.NONE)),
                new Block("L2", List.of(), new Transfer.Return(Pos.NONE))));
    Decl.Procedure withBody =
        new Decl.Procedure(
            "P",
            List.of(),
            List.of(new Param("r", Type.INT)),
            List.of(
                new Spec.Ensures(
                    false,
                    Expr.eq(Expr.var("g"), new Expr.Old(Expr.var("g"))),
                    List.of(Attribute.flag("e")),
                    Pos.NONE),
                new Spec.Modifies(List.of("g", "h"), Pos.NONE)),
            body,
            List.of(Attribute.str("entrypoint", "module_init")),
            Pos.NONE);
    Program p =
        new Program(
            List.of(
                new Decl.GlobalVar("g", Type.INT, List.of(), Pos.NONE),
                new Decl.GlobalVar(
                    "$M.0",
                    Type.map(Type.INT, Type.INT),
                    List.of(Attribute.str("region", "f.x")),
                    Pos.NONE),
                new Decl.Const(
                    "$lock.m",
                    Type.INT,
                    true,
                    List.of(
                        Attribute.of("lock", new AttrValue.Str("m"), new AttrValue.Str("mutex"))),
                    Pos.NONE),
                new Decl.Const("k", Type.INT, false, List.of(), Pos.NONE),
                new Decl.Function(
                    "f",
                    List.of(new Param("x", Type.INT)),
                    Type.INT,
                    bin(BinOp.ADD, Expr.var("x"), Expr.num(1)),
                    List.of(Attribute.flag("inline")),
                    Pos.NONE),
                new Decl.Function("h", List.of(), Type.BOOL, null, List.of(), Pos.NONE),
                new Decl.Axiom(bin(BinOp.GT, Expr.var("k"), Expr.num(0)), List.of(), Pos.NONE),
                lockAcquire,
                bodiless,
                withBody));
    String expected =
        """
        var g: int;
        var $M.0: [int]int {:region "f.x"};
        const unique $lock.m: int {:lock "m", "mutex"};
        const k: int;
        function {:inline} f(x: int) returns (int) { x + 1 }
        function h() returns (bool);
        axiom k > 0;
        procedure $lock_acquire(l: int);

        procedure Q(x: int) returns (r: bool);
          free requires x > 0;
          modifies g;

        procedure {:entrypoint "module_init"} P() returns (r: int)
          ensures {:e} g == old(g);
          modifies g, h;
        {
          var t: int;

          L0:
            t := g;
            goto L1, L2;
          L1:
            assert true;
            return;
          L2:
            return;
        }
        """;
    assertEquals(expected, Printer.print(p));
  }
}

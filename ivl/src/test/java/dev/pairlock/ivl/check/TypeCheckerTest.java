package dev.pairlock.ivl.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Parser;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** One test per kind of error, each asserting the exact rendered diagnostics. */
class TypeCheckerTest {

  private static String check(String text) throws IvlException {
    return TypeChecker.check(Parser.parse(text, "t.bpl")).stream()
        .map(Diagnostic::render)
        .collect(Collectors.joining("\n"));
  }

  private static final String LOCKS =
      """
      procedure $lock_acquire(l: int);
      procedure $lock_release(l: int);
      """;

  @Test
  void undeclaredNames() throws IvlException {
    assertEquals(
        "t.bpl:3:3: error: undeclared variable 'y'\n"
            + "t.bpl:4:3: error: undeclared function 'f'\n"
            + "t.bpl:5:3: error: call to undeclared procedure 'Q'\n"
            + "t.bpl:6:3: error: goto target 'L9' is not a label of 'P'",
        check(
            """
            procedure P(x: int) {
            L0:
              assert x == y;
              assume f(x);
              call Q(x);
              goto L0, L9;
            }
            """));
  }

  @Test
  void duplicateGlobalsConstantsFunctionsProcedures() throws IvlException {
    assertEquals(
        "t.bpl:2:1: error: duplicate declaration of 'g' (already declared as a global variable"
            + " at 1:1)\n"
            + "t.bpl:4:1: error: duplicate declaration of 'c' (already declared as a constant at"
            + " 3:1)\n"
            + "t.bpl:6:1: error: duplicate declaration of function 'f' (first declared at"
            + " 5:1)\n"
            + "t.bpl:8:1: error: duplicate declaration of procedure 'P' (first declared at"
            + " 7:1)",
        check(
            """
            var g: int;
            const g: bool;
            const c: int;
            var c: int;
            function f(x: int) returns (int);
            function f() returns (bool);
            procedure P();
            procedure P(x: int);
            """));
  }

  @Test
  void duplicateParametersLocalsLabels() throws IvlException {
    assertEquals(
        "t.bpl:1:1: error: duplicate parameter 'a' of function 'f'\n"
            + "t.bpl:2:1: error: duplicate parameter 'x' of 'P'\n"
            + "t.bpl:4:3: error: local variable 'x' clashes with a parameter of 'P'\n"
            + "t.bpl:6:3: error: duplicate local variable 'l' in 'P'\n"
            + "t.bpl:9:1: error: duplicate label 'L0' in 'P' (first declared at 7:1)",
        check(
            """
            function f(a: int, a: bool) returns (bool);
            procedure P(x: int) returns (x: int)
            {
              var x: int;
              var l: int;
              var l: bool;
            L0:
              goto L0;
            L0:
              return;
            }
            """));
  }

  @Test
  void arithmeticComparisonAndLogicalOperands() throws IvlException {
    assertEquals(
        "t.bpl:3:1: error: operator '+' needs int operands, but 'b' has type bool\n"
            + "t.bpl:4:1: error: operator '<' needs int operands, but 'b' has type bool\n"
            + "t.bpl:5:1: error: operator '&&' needs bool operands, but 'x' has type int\n"
            + "t.bpl:6:1: error: operator '-' needs an int operand, but 'b' has type bool\n"
            + "t.bpl:7:1: error: operator '!' needs a bool operand, but 'x + 1' has type int\n"
            + "t.bpl:8:1: error: operator '==' compares 'x' of type int with 'b' of type bool\n"
            + "t.bpl:9:1: error: operator '<==>' needs bool operands, but '1' has type int",
        check(
            """
            const x: int;
            const b: bool;
            axiom x + b == 1;
            axiom b < x;
            axiom x && b;
            axiom -b == 0;
            axiom !(x + 1);
            axiom x == b;
            axiom 1 <==> b;
            """));
  }

  @Test
  void mapsAndIte() throws IvlException {
    assertEquals(
        "t.bpl:4:1: error: 'x' is not a map (it has type int)\n"
            + "t.bpl:5:1: error: map index 'b' has type bool, but 'm' has type [int]bool\n"
            + "t.bpl:6:1: error: stored value '1' has type int, but 'm' has type [int]bool\n"
            + "t.bpl:7:1: error: condition of if-then-else must be bool, but 'x' has type int\n"
            + "t.bpl:8:1: error: branches of if-then-else have different types: 'x' is int, 'b'"
            + " is bool",
        check(
            """
            const x: int;
            const b: bool;
            const m: [int]bool;
            axiom x[0];
            axiom m[b];
            axiom m[0 := 1] == m;
            axiom if x then b else b;
            axiom (if b then x else b) == x;
            """));
  }

  @Test
  void functionApplications() throws IvlException {
    assertEquals(
        "t.bpl:3:1: error: function 'f' takes 2 arguments, but 1 given\n"
            + "t.bpl:4:1: error: argument 2 of 'f' has type int, expected bool: '3'\n"
            + "t.bpl:5:1: error: body of function 'h' has type int, but its result type is bool",
        check(
            """
            function f(x: int, y: bool) returns (bool);
            const c: int;
            axiom f(c);
            axiom f(c, 3);
            function h(x: int) returns (bool) { x + c }
            """));
  }

  @Test
  void quantifiers() throws IvlException {
    assertEquals(
        "t.bpl:1:1: error: body of quantifier must be bool, but 'x + 1' has type int\n"
            + "t.bpl:2:1: error: duplicate bound variable 'x' in quantifier\n"
            + "t.bpl:3:1: error: undeclared variable 'y'",
        check(
            """
            axiom (forall x: int :: x + 1);
            axiom (exists x: int, x: bool :: x);
            axiom (forall x: int :: x > 0) && y > 0;
            """));
  }

  @Test
  void boolRequiredForSpecificationsAndCommands() throws IvlException {
    assertEquals(
        "t.bpl:1:1: error: axiom must be bool, but '1' has type int\n"
            + "t.bpl:3:3: error: requires clause must be bool, but 'x' has type int\n"
            + "t.bpl:4:3: error: ensures clause must be bool, but 'x + 1' has type int\n"
            + "t.bpl:7:3: error: assertion must be bool, but 'x' has type int\n"
            + "t.bpl:8:3: error: assumption must be bool, but '0' has type int",
        check(
            """
            axiom 1;
            procedure P(x: int)
              requires x;
              ensures x + 1;
            {
            L0:
              assert x;
              assume 0;
              return;
            }
            """));
  }

  @Test
  void oldOnlyInPostconditionsAndBodies() throws IvlException {
    assertEquals(
        "t.bpl:2:1: error: old(...) is not allowed in axioms\n"
            + "t.bpl:3:1: error: old(...) is not allowed in function bodies\n"
            + "t.bpl:5:3: error: old(...) is not allowed in requires clauses",
        check(
            """
            const c: int;
            axiom old(c) == c;
            function f() returns (int) { old(c) }
            procedure P() returns (r: int)
              requires old(c) == 0;
              ensures old(c) == r;
            {
            L0:
              assert old(c) == c;
              return;
            }
            """));
  }

  @Test
  void globalsNotAllowedInAxiomsAndFunctionBodies() throws IvlException {
    assertEquals(
        "t.bpl:2:1: error: global variable 'g' cannot be used in axioms\n"
            + "t.bpl:3:1: error: global variable 'g' cannot be used in function bodies",
        check(
            """
            var g: int;
            axiom g > 0;
            function f() returns (int) { g }
            """));
  }

  @Test
  void outParametersNotAllowedInRequires() throws IvlException {
    assertEquals(
        "t.bpl:2:3: error: out-parameter 'r' is not allowed in requires clauses",
        check(
            """
            procedure P() returns (r: int);
              requires r > 0;
              ensures r > 0;
            """));
  }

  @Test
  void assignmentTypes() throws IvlException {
    assertEquals(
        "t.bpl:6:3: error: cannot assign 'true' of type bool to 'x' of type int\n"
            + "t.bpl:7:3: error: cannot assign 'x' of type int to 'm[0]' of type bool\n"
            + "t.bpl:8:3: error: map index 'b' has type bool, but 'm' has type [int]bool\n"
            + "t.bpl:9:3: error: 'x' is not a map (it has type int)\n"
            + "t.bpl:10:3: error: variable 'x' is assigned more than once",
        check(
            """
            procedure P() {
              var x: int;
              var b: bool;
              var m: [int]bool;
            L0:
              x := true;
              m[0] := x;
              m[b] := true;
              x[0] := 1;
              x, x := 1, 2;
              return;
            }
            """));
  }

  @Test
  void cannotAssignInParametersOrConstants() throws IvlException {
    assertEquals(
        "t.bpl:5:3: error: cannot assign to in-parameter 'a'\n"
            + "t.bpl:6:3: error: cannot assign to constant 'c'\n"
            + "t.bpl:7:3: error: cannot havoc in-parameter 'a'\n"
            + "t.bpl:8:3: error: cannot assign to constant 'c'",
        check(
            """
            const c: int;
            procedure Q() returns (r: int);
            procedure P(a: int) returns (r: int) {
            L0:
              a := 1;
              c := 2;
              havoc a, r;
              call c := Q();
              return;
            }
            """));
  }

  @Test
  void globalsMustBeInModifies() throws IvlException {
    assertEquals(
        "t.bpl:8:3: error: global 'g' is not in the modifies clause of 'P'\n"
            + "t.bpl:9:3: error: global 'h' is not in the modifies clause of 'P'\n"
            + "t.bpl:10:3: error: global 'g' is not in the modifies clause of 'P' (modified by"
            + " 'Q')\n"
            + "t.bpl:11:3: error: global 'g' is not in the modifies clause of 'P'",
        check(
            """
            var g: int;
            var h: [int]int;
            procedure Q();
              modifies g;
            procedure P() returns (r: int)
            {
            L0:
              g := 1;
              h[0] := 1;
              call Q();
              havoc g;
              return;
            }
            """));
  }

  @Test
  void modifiesClauseNamesGlobalsOnly() throws IvlException {
    assertEquals(
        "t.bpl:3:3: error: modifies clause names constant 'c'; only global variables can be"
            + " listed\n"
            + "t.bpl:4:3: error: undeclared variable 'nope' in modifies clause\n"
            + "t.bpl:5:3: error: modifies clause names parameter 'r'; only global variables can be"
            + " listed",
        check(
            """
            const c: int;
            procedure P() returns (r: int);
              modifies c;
              modifies nope;
              modifies r;
            """));
  }

  @Test
  void callArityAndTypes() throws IvlException {
    assertEquals(
        "t.bpl:7:3: error: 'Q' takes 2 arguments, but the call passes 1\n"
            + "t.bpl:8:3: error: argument 2 of call to 'Q' has type int, expected bool: '1'\n"
            + "t.bpl:9:3: error: 'Q' returns 1 result, but the call assigns 2\n"
            + "t.bpl:10:3: error: result 1 of 'Q' has type int, but 'b' has type bool\n"
            + "t.bpl:11:3: error: variable 'x' is assigned more than once",
        check(
            """
            procedure Q(a: int, b: bool) returns (r: int);
            procedure Q2() returns (r: int, s: int);
            procedure P() {
              var x: int;
              var b: bool;
            L0:
              call x := Q(1);
              call x := Q(1, 1);
              call x, b := Q(1, true);
              call b := Q(1, true);
              call x, x := Q2();
              return;
            }
            """));
  }

  @Test
  void diagnosticsWithoutPositionNameTheirDeclaration() {
    Program p =
        new Program(
            List.of(
                new Decl.Axiom(
                    Expr.bin(Expr.BinOp.ADD, Expr.num(1), Expr.TRUE), List.of(), Pos.NONE),
                new Decl.GlobalVar("not valid", Type.INT, List.of(), Pos.NONE)));
    assertEquals(
        List.of(
            "error: in declaration of 'not valid': 'not valid' is not a valid identifier",
            "error: in an axiom: axiom must be bool, but '1 + true' has type int",
            "error: in an axiom: operator '+' needs int operands, but 'true' has type bool"),
        TypeChecker.check(p).stream().map(Diagnostic::render).toList());
    IvlException e = assertThrows(IvlException.class, () -> TypeChecker.checkOrThrow(p));
    assertEquals(3, e.diagnostics().size());
  }

  @Test
  void errorsInOneExpressionAreAllReportedOnce() throws IvlException {
    assertEquals(
        "t.bpl:1:1: error: undeclared variable 'u'\n" + "t.bpl:1:1: error: undeclared variable 'v'",
        check("axiom u + u > v;"));
  }

  @Test
  void wellTypedLockProgram() throws IvlException {
    assertEquals("", check(LOCKS + "procedure P() { L: call $lock_acquire(1); return; }"));
  }
}

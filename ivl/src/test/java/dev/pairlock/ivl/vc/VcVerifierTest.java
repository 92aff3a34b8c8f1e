package dev.pairlock.ivl.vc;

import static dev.pairlock.ivl.vc.Ivl.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class VcVerifierTest {
  static final VcVerifier V = new VcVerifier();

  static Outcome verify(Program p, String name) throws Exception {
    return V.verify(p, name, VerifyOptions.defaults());
  }

  static Program prog(Decl... ds) {
    return new Program(List.of(ds));
  }

  static Failure single(Outcome o) {
    Outcome.Failed f = assertInstanceOf(Outcome.Failed.class, o);
    assertEquals(1, f.failures().size(), f.toString());
    return f.failures().get(0);
  }

  static void assertPos(int line, Pos p) {
    assertTrue(p.sameAs(at(line)), "expected line " + line + " but got " + p);
  }

  /** if (x < 0) y := -x else y := x; assert y >= 0 (line 10) — and a wrong variant. */
  @Test
  void diamond() throws Exception {
    Decl.Procedure ok =
        proc(
            "abs",
            List.of(p("x", Type.INT)),
            List.of(),
            List.of(),
            List.of("y"),
            blk("A", jump("T", "E")),
            blk(
                "T",
                jump("J"),
                assume(lt(v("x"), n(0))),
                assign("y", Expr.bin(Expr.BinOp.SUB, n(0), v("x")))),
            blk("E", jump("J"), assume(ge(v("x"), n(0))), assign("y", v("x"))),
            blk("J", ret(11), check(10, ge(v("y"), n(0)))));
    assertInstanceOf(Outcome.Verified.class, verify(prog(ok), "abs"));
    Decl.Procedure bad =
        proc(
            "abs",
            List.of(p("x", Type.INT)),
            List.of(),
            List.of(),
            List.of("y"),
            blk("A", jump("T", "E")),
            blk("T", jump("J"), assume(lt(v("x"), n(0))), assign("y", v("x"))),
            blk("E", jump("J"), assume(ge(v("x"), n(0))), assign("y", v("x"))),
            blk("J", ret(11), check(10, ge(v("y"), n(0)))));
    Failure f = single(verify(prog(bad), "abs"));
    assertEquals(Failure.Kind.ASSERTION, f.kind());
    assertPos(10, f.pos());
    assertEquals(List.of("A", "T", "J"), f.path());
  }

  /** i := 0; while (i < n) invariant i <= n (line 5) { i := i + 1 }; assert i == n. */
  static Decl.Procedure countUp(Expr inv, Expr step, Expr init) {
    return proc(
        "count",
        List.of(p("n", Type.INT)),
        List.of(),
        List.of(req(1, ge(v("n"), n(0)))),
        List.of("i"),
        blk("Entry", jump("Head"), assign("i", init)),
        blk("Head", jump("Body", "Exit"), check(5, inv)),
        blk("Body", jump("Head"), assume(lt(v("i"), v("n"))), assign("i", step)),
        blk("Exit", ret(9), assume(ge(v("i"), v("n"))), check(8, eq(v("i"), v("n")))));
  }

  @Test
  void loopWithRightInvariant() throws Exception {
    Program p = prog(countUp(le(v("i"), v("n")), add(v("i"), n(1)), n(0)));
    assertInstanceOf(Outcome.Verified.class, verify(p, "count"));
  }

  @Test
  void loopInvariantFailsOnEntry() throws Exception {
    Program p = prog(countUp(le(v("i"), v("n")), add(v("i"), n(1)), add(v("n"), n(1))));
    Failure f = single(verify(p, "count"));
    assertEquals(Failure.Kind.INVARIANT_ENTRY, f.kind());
    assertPos(5, f.pos());
    assertEquals(List.of("Entry", "Head"), f.path());
  }

  @Test
  void loopInvariantNotMaintained() throws Exception {
    Program p = prog(countUp(le(v("i"), v("n")), add(v("i"), n(2)), n(0)));
    Failure f = single(verify(p, "count"));
    assertEquals(Failure.Kind.INVARIANT_MAINTAINED, f.kind());
    assertPos(5, f.pos());
    assertEquals(List.of("Entry", "Head", "Body", "Head"), f.path());
  }

  @Test
  void loopWithTooWeakInvariantFailsAfterLoop() throws Exception {
    Program p = prog(countUp(Expr.TRUE, add(v("i"), n(1)), n(0)));
    Failure f = single(verify(p, "count"));
    assertEquals(Failure.Kind.ASSERTION, f.kind());
    assertPos(8, f.pos());
    assertEquals(List.of("Entry", "Head", "Exit"), f.path());
  }

  /** Two nested counting loops; the inner one's invariant mentions the outer counter. */
  @Test
  void nestedLoops() throws Exception {
    Decl.Procedure nested =
        proc(
            "nest",
            List.of(p("n", Type.INT)),
            List.of(),
            List.of(req(1, ge(v("n"), n(0)))),
            List.of("i", "j", "s"),
            blk("E", jump("H1"), assign("i", n(0)), assign("s", n(0))),
            blk(
                "H1",
                jump("B1", "X1"),
                check(3, le(v("i"), v("n"))),
                check(4, ge(v("s"), n(0))),
                check(5, ge(v("i"), n(0)))),
            blk("B1", jump("H2"), assume(lt(v("i"), v("n"))), assign("j", n(0))),
            blk(
                "H2",
                jump("B2", "X2"),
                check(6, le(v("j"), v("n"))),
                check(7, ge(v("s"), n(0))),
                check(8, lt(v("i"), v("n"))),
                check(9, ge(v("i"), n(0)))),
            blk(
                "B2",
                jump("H2"),
                assume(lt(v("j"), v("n"))),
                assign("j", add(v("j"), n(1))),
                assign("s", add(v("s"), v("i")))),
            blk("X2", jump("H1"), assume(ge(v("j"), v("n"))), assign("i", add(v("i"), n(1)))),
            blk("X1", ret(12), assume(ge(v("i"), v("n"))), check(11, ge(v("s"), n(0)))));
    assertInstanceOf(Outcome.Verified.class, verify(prog(nested), "nest"));
    // Dropping "s >= 0" from the inner invariant breaks maintenance of the outer one (line 4).
    Decl.Procedure weak =
        nested.withBody(
            new dev.pairlock.ivl.ast.Body(
                nested.body().locals(),
                nested.body().blocks().stream()
                    .map(b -> b.label().equals("H2") ? b.withCmds(dropSecond(b.cmds())) : b)
                    .toList()));
    Failure f = single(verify(prog(weak), "nest"));
    assertEquals(Failure.Kind.INVARIANT_MAINTAINED, f.kind());
    assertPos(4, f.pos());
    assertEquals(List.of("E", "H1", "B1", "H2", "X2", "H1"), f.path());
  }

  static List<dev.pairlock.ivl.ast.Cmd> dropSecond(List<dev.pairlock.ivl.ast.Cmd> cmds) {
    List<dev.pairlock.ivl.ast.Cmd> r = new ArrayList<>(cmds);
    r.remove(1);
    return r;
  }

  /** A loop whose head is reached again from two places (two back edges). */
  @Test
  void loopWithTwoBackEdges() throws Exception {
    Decl.Procedure two =
        proc(
            "two",
            List.of(),
            List.of(),
            List.of(),
            List.of("x"),
            blk("E", jump("H"), assign("x", n(0))),
            blk("H", jump("A", "B", "X"), check(3, ge(v("x"), n(0)))),
            blk("A", jump("H"), assign("x", add(v("x"), n(1)))),
            blk("B", jump("H"), assign("x", add(v("x"), n(2)))),
            blk("X", ret(7), check(6, ge(v("x"), n(0)))));
    assertInstanceOf(Outcome.Verified.class, verify(prog(two), "two"));
    Decl.Procedure bad =
        proc(
            "two",
            List.of(),
            List.of(),
            List.of(),
            List.of("x"),
            blk("E", jump("H"), assign("x", n(0))),
            blk("H", jump("A", "B", "X"), check(3, ge(v("x"), n(0)))),
            blk("A", jump("H"), assign("x", add(v("x"), n(1)))),
            blk("B", jump("H"), assign("x", add(v("x"), n(-2)))),
            blk("X", ret(7), check(6, ge(v("x"), n(0)))));
    Failure f = single(verify(prog(bad), "two"));
    assertEquals(Failure.Kind.INVARIANT_MAINTAINED, f.kind());
    assertEquals(List.of("E", "H", "B", "H"), f.path());
  }

  @Test
  void havocForgetsValues() throws Exception {
    Decl.Procedure h =
        proc(
            "h",
            List.of(),
            List.of(),
            List.of(),
            List.of("x"),
            blk(
                "E",
                ret(4),
                assign("x", n(1)),
                check(2, eq(v("x"), n(1))),
                havoc("x"),
                check(3, eq(v("x"), n(1)))));
    Failure f = single(verify(prog(h), "h"));
    assertPos(3, f.pos());
  }

  @Test
  void assumeFalseAndAssertFalse() throws Exception {
    Decl.Procedure a =
        proc(
            "a",
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            blk("E", jump("Dead", "Live")),
            blk("Dead", ret(3), assume(Expr.FALSE), check(2, Expr.FALSE)),
            blk("Live", ret(5), check(4, Expr.FALSE)));
    Failure f = single(verify(prog(a), "a"));
    assertPos(4, f.pos());
    assertEquals(List.of("E", "Live"), f.path());
  }

  @Test
  void unreachableBlocksAreIgnored() throws Exception {
    Decl.Procedure a =
        proc(
            "a",
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            blk("E", ret(1)),
            blk("Orphan", jump("Orphan2"), check(2, Expr.FALSE)),
            blk("Orphan2", jump("Orphan"), check(3, Expr.FALSE)));
    assertInstanceOf(Outcome.Verified.class, verify(prog(a), "a"));
  }

  @Test
  void mapReadOverWrite() throws Exception {
    Type mt = Type.map(Type.INT, Type.INT);
    Decl.Procedure m =
        proc(
            "m",
            List.of(p("i", Type.INT), p("j", Type.INT)),
            List.of(),
            List.of(mod("M")),
            List.of(),
            blk(
                "E",
                ret(9),
                store("M", v("i"), n(5)),
                check(2, eq(Expr.select(v("M"), v("i")), n(5))),
                store("M", v("j"), n(6)),
                check(
                    3,
                    Expr.implies(
                        Expr.not(eq(v("i"), v("j"))), eq(Expr.select(v("M"), v("i")), n(5)))),
                check(4, eq(Expr.select(v("M"), v("i")), n(5)))));
    Failure f = single(verify(prog(global("M", mt), m), "m"));
    assertPos(4, f.pos());
  }

  @Test
  void irreducibleFlowIsRejected() {
    Decl.Procedure irr =
        proc(
            "irr",
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            blk("E", jump("A", "B")),
            blk("A", jump("B")),
            blk("B", jump("A")));
    var e =
        org.junit.jupiter.api.Assertions.assertThrows(
            dev.pairlock.ivl.diag.IvlException.class, () -> verify(prog(irr), "irr"));
    var d = e.diagnostics().get(0);
    assertEquals("irreducible", d.code());
    assertTrue(d.message().startsWith("irreducible control flow at block '"), d.message());
  }

  @Test
  void severalFailuresUpToMaxFailures() throws Exception {
    List<dev.pairlock.ivl.ast.Cmd> cmds = new ArrayList<>();
    for (int k = 1; k <= 4; k++) {
      cmds.add(check(k, Expr.bin(Expr.BinOp.GT, v("x"), n(k))));
    }
    Decl.Procedure p =
        proc(
            "p",
            List.of(p("x", Type.INT)),
            List.of(),
            List.of(),
            List.of(),
            blk("E", ret(9), cmds.toArray(new dev.pairlock.ivl.ast.Cmd[0])));
    Outcome all = V.verify(prog(p), "p", VerifyOptions.defaults().withMaxFailures(10));
    List<Failure> fs = assertInstanceOf(Outcome.Failed.class, all).failures();
    assertEquals(4, fs.size());
    List<Integer> lines = fs.stream().map(f -> f.pos().line()).sorted().toList();
    assertEquals(List.of(1, 2, 3, 4), lines);
    // at the limit the search stops: the obligations not listed are not known to hold
    Outcome two = V.verify(prog(p), "p", VerifyOptions.defaults().withMaxFailures(2));
    Outcome.Partial partial = assertInstanceOf(Outcome.Partial.class, two);
    assertEquals(2, partial.failures().size());
    assertEquals(new Outcome.Stop.FailureLimit(2), partial.stop());
    Outcome four = V.verify(prog(p), "p", VerifyOptions.defaults().withMaxFailures(4));
    assertEquals(4, assertInstanceOf(Outcome.Partial.class, four).failures().size());
  }

  @Test
  void attributesOfFailedAssertAreReported() throws Exception {
    Attribute a = Attribute.str("race", "x");
    Decl.Procedure p =
        proc(
            "p",
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            blk("E", ret(9), check(1, Expr.FALSE, a)));
    assertEquals(List.of(a), single(verify(prog(p), "p")).attrs());
  }
}

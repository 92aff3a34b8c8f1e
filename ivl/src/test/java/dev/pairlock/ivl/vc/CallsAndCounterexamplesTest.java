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
import dev.pairlock.ivl.smt.HardQuery;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Observation;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CallsAndCounterexamplesTest {
  static final VcVerifier V = new VcVerifier();

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

  /** procedure Inc(a: int) returns (r: int) requires a >= 0 (l.1); ensures r == a + 1 (l.2). */
  static final Decl.Procedure INC =
      proc(
          "Inc",
          List.of(p("a", Type.INT)),
          List.of(p("r", Type.INT)),
          List.of(req(1, ge(v("a"), n(0))), ens(2, eq(v("r"), add(v("a"), n(1))))),
          List.of());

  @Test
  void callThroughContract() throws Exception {
    Decl.Procedure caller =
        proc(
            "Caller",
            List.of(),
            List.of(),
            List.of(),
            List.of("x"),
            blk(
                "L",
                ret(13),
                assign("x", n(3)),
                call(11, List.of("x"), "Inc", v("x")),
                check(12, eq(v("x"), n(4)))));
    assertInstanceOf(
        Outcome.Verified.class, V.verify(prog(INC, caller), "Caller", VerifyOptions.defaults()));
  }

  @Test
  void failingPrecondition() throws Exception {
    Decl.Procedure caller =
        proc(
            "Caller",
            List.of(p("y", Type.INT)),
            List.of(),
            List.of(),
            List.of("x"),
            blk("L", ret(13), call(11, List.of("x"), "Inc", v("y"))));
    Failure f = single(V.verify(prog(INC, caller), "Caller", VerifyOptions.defaults()));
    assertEquals(Failure.Kind.PRECONDITION, f.kind());
    assertPos(11, f.pos());
    assertPos(1, f.related());
    assertEquals(List.of("L"), f.path());
  }

  @Test
  void freeRequiresIsNotChecked() throws Exception {
    Decl.Procedure callee =
        proc(
            "Callee",
            List.of(p("a", Type.INT)),
            List.of(),
            List.of(freeReq(1, ge(v("a"), n(0)))),
            List.of());
    Decl.Procedure caller =
        proc(
            "Caller",
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            blk("L", ret(13), call(11, List.of(), "Callee", n(-5))));
    assertInstanceOf(
        Outcome.Verified.class, V.verify(prog(callee, caller), "Caller", VerifyOptions.defaults()));
  }

  @Test
  void failingPostconditionAtOneOfTwoReturns() throws Exception {
    Decl.Procedure inc =
        proc(
            "Inc",
            List.of(p("a", Type.INT)),
            List.of(p("r", Type.INT)),
            List.of(req(1, ge(v("a"), n(0))), ens(2, eq(v("r"), add(v("a"), n(1))))),
            List.of(),
            blk("E", jump("Good", "Bad")),
            blk("Good", ret(6), assign("r", add(v("a"), n(1)))),
            blk("Bad", ret(8), assign("r", v("a"))));
    Failure f = single(V.verify(prog(inc), "Inc", VerifyOptions.defaults()));
    assertEquals(Failure.Kind.POSTCONDITION, f.kind());
    assertPos(2, f.pos());
    assertPos(8, f.related());
    assertEquals(List.of("E", "Bad"), f.path());
  }

  /** var g; procedure Bump() modifies g; ensures g == old(g) + 1. */
  static final Decl.Procedure BUMP =
      proc(
          "Bump",
          List.of(),
          List.of(),
          List.of(mod("g"), ens(2, eq(v("g"), add(new Expr.Old(v("g")), n(1))))),
          List.of());

  @Test
  void oldInCalleeEnsuresIsTheValueBeforeTheCall() throws Exception {
    Decl.Procedure caller =
        proc(
            "Caller",
            List.of(),
            List.of(),
            List.of(mod("g"), ens(5, eq(v("g"), add(new Expr.Old(v("g")), n(2))))),
            List.of(),
            blk("L", ret(13), call(10, List.of(), "Bump"), call(11, List.of(), "Bump")));
    Program ok = prog(global("g", Type.INT), BUMP, caller);
    assertInstanceOf(Outcome.Verified.class, V.verify(ok, "Caller", VerifyOptions.defaults()));
    Decl.Procedure wrong =
        proc(
            "Caller",
            List.of(),
            List.of(),
            List.of(mod("g"), ens(5, eq(v("g"), add(new Expr.Old(v("g")), n(3))))),
            List.of(),
            blk("L", ret(13), call(10, List.of(), "Bump"), call(11, List.of(), "Bump")));
    Failure f =
        single(
            V.verify(prog(global("g", Type.INT), BUMP, wrong), "Caller", VerifyOptions.defaults()));
    assertEquals(Failure.Kind.POSTCONDITION, f.kind());
    assertPos(5, f.pos());
    assertPos(13, f.related());
  }

  @Test
  void oldInBodyIsTheEntryValue() throws Exception {
    Decl.Procedure p =
        proc(
            "P",
            List.of(),
            List.of(),
            List.of(mod("g")),
            List.of(),
            blk(
                "L",
                ret(13),
                assign("g", add(v("g"), n(1))),
                call(4, List.of(), "Bump"),
                check(5, eq(v("g"), add(new Expr.Old(v("g")), n(2)))),
                check(6, eq(v("g"), new Expr.Old(v("g"))))));
    Failure f =
        single(V.verify(prog(global("g", Type.INT), BUMP, p), "P", VerifyOptions.defaults()));
    assertPos(6, f.pos());
  }

  @Test
  void bodilessProcedureWithoutContractHavocsOuts() throws Exception {
    Decl.Procedure nd = proc("Nondet", List.of(), List.of(p("r", Type.INT)), List.of(), List.of());
    Decl.Procedure caller =
        proc(
            "Caller",
            List.of(),
            List.of(),
            List.of(),
            List.of("x", "y"),
            blk(
                "L",
                ret(13),
                assign("x", n(1)),
                assign("y", n(1)),
                call(3, List.of("x"), "Nondet"),
                check(4, eq(v("y"), n(1))),
                check(5, eq(v("x"), n(1)))));
    Failure f = single(V.verify(prog(nd, caller), "Caller", VerifyOptions.defaults()));
    assertPos(5, f.pos());
  }

  @Test
  void observationsAlongTheCounterexamplePath() throws Exception {
    Attribute loc = Attribute.str("where", "after-set");
    Decl.Procedure p =
        proc(
            "P",
            List.of(p("k", Type.INT)),
            List.of(),
            List.of(),
            List.of("x", "b"),
            blk("E", jump("T", "F"), assign("x", n(7)), observe(2, loc)),
            blk("T", jump("J"), assume(lt(v("k"), n(0))), assign("x", n(8))),
            blk("F", jump("J"), assume(ge(v("k"), n(0)))),
            blk("J", ret(9), observe(6), check(7, Expr.bin(Expr.BinOp.NEQ, v("x"), n(8)))));
    VerifyOptions o = VerifyOptions.defaults().withObserved(Set.of("x", "unknownVar"));
    Failure f = single(V.verify(prog(p), "P", o));
    assertEquals(List.of("E", "T", "J"), f.path());
    assertEquals(2, f.observations().size());
    Observation first = f.observations().get(0);
    assertEquals("E", first.block());
    assertPos(2, first.pos());
    assertEquals(List.of(Attribute.flag("observe"), loc), first.attrs());
    assertEquals(Map.of("x", Expr.num(7)), first.values());
    assertEquals(Map.of("x", Expr.num(8)), f.observations().get(1).values());
    assertEquals("J", f.observations().get(1).block());
    assertEquals(Map.of("x", Expr.num(8)), f.finalValues());
  }

  @Test
  void hardNonlinearQueryTimesOut() throws Exception {
    Decl.Procedure p =
        proc(
            "P",
            List.of(p("x", Type.INT), p("y", Type.INT), p("z", Type.INT)),
            List.of(),
            List.of(),
            List.of(),
            blk("L", ret(3), check(2, Expr.not(HardQuery.nonlinear()))));
    Outcome o = V.verify(prog(p), "P", VerifyOptions.defaults().withTimeout(Duration.ofMillis(50)));
    assertInstanceOf(Outcome.Timeout.class, o);
  }

  @Test
  void smtDumpWritesOneFilePerQuery(@TempDir Path dir) throws Exception {
    Decl.Procedure p =
        proc(
            "P",
            List.of(p("x", Type.INT)),
            List.of(),
            List.of(),
            List.of(),
            blk("L", ret(3), check(1, ge(v("x"), n(0))), check(2, ge(v("x"), n(1)))));
    Outcome o = V.verify(prog(p), "P", VerifyOptions.defaults().withSmtDump(dir));
    assertEquals(2, assertInstanceOf(Outcome.Failed.class, o).failures().size());
    List<String> names;
    try (var s = Files.list(dir)) {
      names = s.map(x -> x.getFileName().toString()).sorted().toList();
    }
    // Two failures, then the final unsatisfiable query.
    assertEquals(List.of("P-0001.smt2", "P-0002.smt2", "P-0003.smt2"), names);
    String text = Files.readString(dir.resolve("P-0001.smt2"));
    assertTrue(text.contains("(check-sat)") && text.contains("ok@@start@"), text);
  }

  @Test
  void axiomsAndUniqueConstants() throws Exception {
    Decl.Const a = new Decl.Const("a", Type.INT, true, List.of(), Pos.NONE);
    Decl.Const b = new Decl.Const("b", Type.INT, true, List.of(), Pos.NONE);
    Decl.Axiom ax = new Decl.Axiom(Expr.bin(Expr.BinOp.GT, v("a"), n(10)), List.of(), Pos.NONE);
    Decl.Procedure p =
        proc(
            "P",
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            blk(
                "L",
                ret(3),
                check(1, Expr.bin(Expr.BinOp.NEQ, v("a"), v("b"))),
                check(2, Expr.bin(Expr.BinOp.GT, v("a"), n(5)))));
    assertInstanceOf(
        Outcome.Verified.class, V.verify(prog(a, b, ax, p), "P", VerifyOptions.defaults()));
  }
}

package dev.pairlock.houdini;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HoudiniEngineTest {
  private static List<String> guards(List<Candidate> cs) {
    return cs.stream().map(Candidate::guard).toList();
  }

  @Test
  void recursiveHelperIsSummarised() throws Exception {
    HoudiniResult r = Houdini.run(TestFixtures.program("engine/recursion.bpl"), HoudiniOptions.defaults());
    assertEquals(List.of("b0", "b2", "b3"), guards(r.surviving()));
    assertEquals(List.of("b1", "b4", "b5"), guards(r.refuted()));
    assertEquals(6, r.stats().candidates());
    assertEquals(3, r.stats().refuted());
    assertInstanceOf(Outcome.Verified.class, r.outcomes().get("main"));
    assertTrue(r.assertionsVerified());
    TestFixtures.assertGolden("engine/recursion.expected", Printer.print(r.summarized()));
  }

  @Test
  void loopInvariantsAreInferred() throws Exception {
    HoudiniResult r = Houdini.run(TestFixtures.program("engine/loop.bpl"), HoudiniOptions.defaults());
    assertEquals(List.of("post0", "inv0"), guards(r.surviving()));
    assertEquals(List.of("inv1", "inv2"), guards(r.refuted()));
    assertInstanceOf(Outcome.Verified.class, r.outcomes().get("worker"));
    TestFixtures.assertGolden("engine/loop.expected", Printer.print(r.summarized()));
  }

  @Test
  void summarizedProgramReparsesAndVerifies() throws Exception {
    for (String name : List.of("engine/recursion.bpl", "engine/loop.bpl")) {
      HoudiniResult r = Houdini.run(TestFixtures.program(name), HoudiniOptions.defaults());
      Program back = Parser.parse(Printer.print(r.summarized()), name);
      assertEquals(r.summarized(), back);
      TypeChecker.checkOrThrow(back);
      VcVerifier v = new VcVerifier();
      for (var proc : back.procedures()) {
        if (proc.body() != null) {
          assertInstanceOf(
              Outcome.Verified.class,
              v.verify(back, proc.name(), VerifyOptions.defaults()),
              name + ": " + proc.name());
        }
      }
    }
  }

  @Test
  void freeFormKeepsProofsOut() throws Exception {
    HoudiniOptions o = HoudiniOptions.defaults().withContracts(HoudiniOptions.ContractForm.FREE);
    HoudiniResult r = Houdini.run(TestFixtures.program("engine/loop.bpl"), o);
    String text = Printer.print(r.summarized());
    assertTrue(text.contains("free ensures held == old(held);"), text);
    assertTrue(text.contains("assume !held;"), text);
    assertInstanceOf(Outcome.Verified.class, r.outcomes().get("worker"));
  }

  @Test
  void failingPropertyIsReportedNotDropped() throws Exception {
    String src =
        """
        var g: int;
        const {:existential true} c0: bool;
        procedure p()
          ensures c0 ==> g == 1;
          ensures g == 2;
          modifies g;
        {
          entry:
            g := 1;
            return;
        }
        """;
    HoudiniResult r = Houdini.run(TestFixtures.parse(src, "prop.bpl"), HoudiniOptions.defaults());
    assertEquals(List.of("c0"), guards(r.surviving()));
    assertInstanceOf(Outcome.Failed.class, r.outcomes().get("p"));
    HoudiniResult d =
        Houdini.run(TestFixtures.parse(src, "prop.bpl"), HoudiniOptions.defaults().withDeferred(Set.of("p")));
    assertTrue(d.outcomes().isEmpty());
  }

  /**
   * Candidates over {@code a} and over {@code b} in groups of their own, those over neither (the
   * lock {@code l}) in the base group: the caller's fact over {@code a} needs the callee's base
   * fact {@code l == old(l)} (the second call starts where the first left {@code l}).
   */
  private static final String GROUPED =
      """
      var l: bool;
      var a: int;
      var b: int;
      const {:existential true} s0: bool;
      const {:existential true} s1: bool;
      const {:existential true} s2: bool;
      const {:existential true} a0: bool;
      const {:existential true} a1: bool;
      const {:existential true} a2: bool;
      const {:existential true} a3: bool;
      const {:existential true} b0: bool;
      const {:existential true} b1: bool;
      const {:existential true} b2: bool;
      procedure callee()
        ensures s0 ==> l == old(l);
        ensures s1 ==> l;
        ensures a0 ==> (old(l) ==> a == old(a));
        ensures a1 ==> a == old(a);
        ensures b0 ==> b == old(b) + 1;
        ensures b1 ==> b == old(b);
        modifies l, a, b;
      {
        entry:
          b := b + 1;
          goto locked, unlocked;
        locked:
          assume l;
          return;
        unlocked:
          assume !l;
          a := a + 1;
          return;
      }
      procedure caller()
        ensures s2 ==> l == old(l);
        ensures a2 ==> (old(l) ==> a == old(a));
        ensures a3 ==> a == old(a) + 2;
        ensures b2 ==> b == old(b) + 2;
        modifies l, a, b;
      {
        entry:
          call callee();
          call callee();
          return;
      }
      """;

  private static String groupOf(Candidate c) {
    var vars = dev.pairlock.ivl.ast.Exprs.freeVars(c.expr());
    return vars.contains("a") ? "a" : vars.contains("b") ? "b" : Houdini.BASE;
  }

  @Test
  void groupsGiveTheJointFixpoint() throws Exception {
    HoudiniResult joint =
        Houdini.run(TestFixtures.parse(GROUPED, "g.bpl"), HoudiniOptions.defaults());
    assertEquals(List.of("s0", "a0", "b0", "s2", "a2", "b2"), guards(joint.surviving()));
    HoudiniResult grouped =
        Houdini.run(
            TestFixtures.parse(GROUPED, "g.bpl"),
            HoudiniOptions.defaults(),
            new VcVerifier(),
            HoudiniEngineTest::groupOf,
            1);
    assertEquals(guards(joint.surviving()), guards(grouped.surviving()));
    assertEquals(Printer.print(joint.summarized()), Printer.print(grouped.summarized()));
    // three fixpoints: the base's first (callee and caller), then a's and b's
    assertEquals(6, grouped.stats().procedureChecks());
    // groups smaller than the minimum are solved together: here all of them, the plain algorithm
    HoudiniResult merged =
        Houdini.run(
            TestFixtures.parse(GROUPED, "g.bpl"),
            HoudiniOptions.defaults(),
            new VcVerifier(),
            HoudiniEngineTest::groupOf,
            100);
    assertEquals(joint.stats().procedureChecks(), merged.stats().procedureChecks());
    assertEquals(guards(joint.surviving()), guards(merged.surviving()));
  }

  /**
   * The class of the report change on dw_wdt of Linux 6.1 (why HoudiniPreparer leaves the grouping
   * off by default): the groups' fixpoint is the joint one, but their queries are smaller, so
   * under a per-query limit that one joint query exceeds (inconclusive: every candidate it checked
   * is dropped) the grouped run still finds the whole fixpoint. The two runs then give different
   * summaries, and so different reports, though neither is wrong.
   */
  @Test
  void groupsFinishWhereAJointQueryRunsOutOfItsLimit() throws Exception {
    HoudiniResult full =
        Houdini.run(TestFixtures.parse(GROUPED, "g.bpl"), HoudiniOptions.defaults());
    HoudiniOptions limited = HoudiniOptions.defaults().withQueryUnits(600);
    HoudiniResult joint = Houdini.run(TestFixtures.parse(GROUPED, "g.bpl"), limited);
    assertTrue(joint.stats().inconclusive() > 0);
    assertEquals(List.of(), guards(joint.surviving()));
    HoudiniResult grouped =
        Houdini.run(
            TestFixtures.parse(GROUPED, "g.bpl"),
            limited,
            new VcVerifier(),
            HoudiniEngineTest::groupOf,
            1);
    assertEquals(0, grouped.stats().inconclusive());
    assertEquals(guards(full.surviving()), guards(grouped.surviving()));
  }

  @Test
  void guardedFreeClauseIsRejected() throws Exception {
    String src =
        """
        var g: int;
        const {:existential true} c0: bool;
        procedure p()
          free ensures c0 ==> g == 1;
          modifies g;
        {
          entry:
            return;
        }
        """;
    assertThrows(
        IvlException.class,
        () -> Houdini.run(TestFixtures.parse(src, "free.bpl"), HoudiniOptions.defaults()));
  }

  @Test
  void pairsTraceNamesTheCostliestProcedures() throws Exception {
    List<String> lines = new java.util.ArrayList<>();
    HoudiniOptions o =
        HoudiniOptions.defaults()
            .withBudgetUnits(1_000_000_000L)
            .withTrace(
                dev.pairlock.ivl.diag.DebugTrace.of(
                    Set.of(dev.pairlock.ivl.diag.DebugTrace.Topic.PAIRS), lines::add));
    HoudiniResult r = Houdini.run(TestFixtures.program("engine/recursion.bpl"), o);
    List<String> costs = lines.stream().filter(l -> l.startsWith("houdini: costliest")).toList();
    assertEquals(1, costs.size(), lines.toString());
    String line = costs.get(0);
    // walk refutes b1 and b4, main b5: both have refuting queries, and every query is counted
    assertTrue(line.contains(" walk ") && line.contains(" main "), line);
    int queries = 0;
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+) queries").matcher(line);
    while (m.find()) {
      queries += Integer.parseInt(m.group(1));
    }
    assertEquals(r.stats().queries(), queries, line);
    assertTrue(line.matches(".*walk \\d+ queries \\(\\d+ refuting\\), [1-9]\\d* units, 5 candidates in its VC.*"), line);
  }

  @Test
  void aCallerThatRefutesACalleesPreconditionWaitsForTheCallee() throws Exception {
    // caller refutes r0, on which callee's proof of a1 rests; with a1 assumed, caller's exit is
    // unreachable and every candidate of caller holds. Checked first, callee loses a1, and caller
    // is proved once, under the final summaries.
    String src =
        """
        var x: int;
        const {:existential true} r0: bool;
        const {:existential true} a1: bool;
        const {:existential true} c0: bool;
        const {:existential true} c1: bool;

        procedure callee()
          requires r0 ==> x == 0;
          ensures a1 ==> x == 0;
        {
          entry:
            return;
        }

        procedure caller()
          ensures c0 ==> x == 0;
          ensures c1 ==> x == 1;
          modifies x;
        {
          entry:
            x := 1;
            call callee();
            return;
        }
        """;
    List<String> lines = new java.util.ArrayList<>();
    HoudiniOptions o =
        HoudiniOptions.defaults()
            .withBudgetUnits(1_000_000_000L)
            .withTrace(
                dev.pairlock.ivl.diag.DebugTrace.of(
                    Set.of(dev.pairlock.ivl.diag.DebugTrace.Topic.PAIRS), lines::add));
    HoudiniResult r = Houdini.run(TestFixtures.parse(src, "callee_first.bpl"), o);
    assertEquals(List.of("c1"), guards(r.surviving()));
    assertEquals(List.of("r0", "a1", "c0"), guards(r.refuted()));
    String costs = String.join("\n", lines);
    // caller: the queries that refute r0 and c0, and the one that proves c1; not also a
    // (vacuous) proof under a1 before callee is checked again
    assertTrue(costs.contains(" caller 3 queries (2 refuting)"), costs);
  }
}

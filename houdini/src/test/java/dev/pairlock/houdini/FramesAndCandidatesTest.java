package dev.pairlock.houdini;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.houdini.pair.PairShape;
import dev.pairlock.houdini.pair.PairSummaries;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import dev.pairlock.ivl.verify.Outcome;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FramesAndCandidatesTest {
  @Test
  void modifiesNarrowedToWhatBodiesAndCalleesChange() throws Exception {
    Program p =
        TestFixtures.parse(
            """
            var a: int;
            var b: int;
            var c: int;
            procedure ext();
              modifies c;
            procedure leaf()
              modifies a, b, c;
            {
              L0:
                a := 1;
                return;
            }
            procedure mid()
              modifies a, b, c;
            {
              L0:
                call leaf();
                havoc b;
                return;
            }
            procedure top()
              modifies a, b, c;
            {
              L0:
                call mid();
                call ext();
                return;
            }
            procedure pure()
              modifies a, b, c;
            {
              L0:
                return;
            }
            """,
            "frames.bpl");
    Map<String, List<String>> m = Frames.modified(p);
    assertEquals(List.of("a"), m.get("leaf"));
    assertEquals(List.of("a", "b"), m.get("mid"));
    assertEquals(List.of("a", "b", "c"), m.get("top"));
    assertEquals(List.of(), m.get("pure"));
    Program n = Frames.narrowModifies(p);
    TypeChecker.checkOrThrow(n);
    assertEquals(List.of(), n.procedure("pure").orElseThrow().modifies());
    assertEquals(List.of("c"), n.procedure("ext").orElseThrow().modifies());
  }

  @Test
  void callGraphOrdersCalleesFirst() throws Exception {
    Program p = TestFixtures.program("engine/recursion.bpl");
    CallGraph g = CallGraph.of(p);
    assertEquals(List.of("walk", "main"), g.bottomUp());
    assertEquals(Set.of("main", "walk"), g.callers("walk"));
  }

  @Test
  void candidateProgramIsBoogieAndRoundTrips() throws Exception {
    for (String name :
        List.of(
            "pair/helper_lock_safe.dev_stats.dev_xmit.bpl", "pair/recursion_safe.dev_read.dev_read.bpl")) {
      Program p = TestFixtures.program(name);
      String main = PairShape.of(p, null).orElseThrow().mainProcedure();
      Program c = PairSummaries.candidates(p, main);
      Program back = Parser.parse(Printer.print(c), name);
      assertEquals(c, back);
      TypeChecker.checkOrThrow(back);
      String boogie = BoogieText.print(c);
      assertTrue(boogie.contains("const {:existential true} $h0: bool;"), boogie);
      assertFalse(boogie.contains("{:sourceloc \"drv.c\", 16, 2} {:pick"), boogie);
      Program fromBoogie = Parser.parse(boogie, name);
      TypeChecker.checkOrThrow(fromBoogie);
      assertEquals(Candidates.of(c), Candidates.of(fromBoogie));
      assertEquals(Candidates.guards(c).size(), Candidates.of(c).size());
    }
  }

  @Test
  void inconclusiveQueryDropsTheProcedureCandidatesWithAWarning() throws Exception {
    String src =
        """
        var x: int;
        const {:existential true} c0: bool;
        const {:existential true} c1: bool;
        procedure p(a: int, b: int, d: int)
          requires a > 1 && b > 1 && d > 1;
          // valid (parity), linear: Z3 honours its limit here (a nonlinear query, such as the
          // cubic one this test used, once ran for 29 minutes past a 1 ms timeout)
          ensures c0 ==> 2 * a + 4 * b != 6 * d + 1;
          ensures c1 ==> x == old(x);
        {
          L0:
            return;
        }
        """;
    Program prog = TestFixtures.parse(src, "hard.bpl");
    HoudiniResult r =
        Houdini.run(prog, HoudiniOptions.defaults().withQueryUnits(1));
    if (r.stats().inconclusive() > 0) {
      assertEquals(List.of(), r.surviving());
      assertFalse(r.diagnostics().isEmpty());
      assertEquals("houdini-inconclusive", r.diagnostics().get(0).code());
    } else {
      // the solver proved it within the limit: then both survive
      assertEquals(2, r.surviving().size());
    }
    assertTrue(r.outcomes().isEmpty() || r.outcomes().values().stream().allMatch(o -> o instanceof Outcome.Verified));
  }

  @Test
  void exhaustedTimeLimitDropsEveryCandidate() throws Exception {
    Program p = TestFixtures.program("engine/recursion.bpl");
    HoudiniResult r =
        Houdini.run(p, HoudiniOptions.defaults().withTimeLimit(Duration.ofNanos(1)));
    assertEquals(List.of(), r.surviving());
    assertEquals(6, r.stats().refuted());
    assertEquals("houdini-time-limit", r.diagnostics().get(0).code());
    // out of time, main's assertion is not checked either: a timeout, never verified
    assertTrue(r.outcomes().get("main") instanceof Outcome.Timeout);
  }

  @Test
  void exhaustedSolverBudgetDropsEveryCandidate() throws Exception {
    Program p = TestFixtures.program("engine/recursion.bpl");
    HoudiniResult r = Houdini.run(p, HoudiniOptions.defaults().withBudgetUnits(1));
    assertEquals(List.of(), r.surviving());
    assertEquals(6, r.stats().refuted());
    assertEquals("houdini-budget", r.diagnostics().get(0).code());
    assertTrue(r.diagnostics().get(0).message().contains("solver budget (1 rlimit units)"));
    // out of budget, main's assertion is not checked either: inconclusive, never verified
    assertTrue(
        r.outcomes().get("main") instanceof Outcome.Unknown u
            && u.reason().equals(dev.pairlock.ivl.smt.SolverBudget.exhaustedMessage(1)),
        r.outcomes().toString());
  }
}

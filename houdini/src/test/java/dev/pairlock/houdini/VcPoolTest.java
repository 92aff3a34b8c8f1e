package dev.pairlock.houdini;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.smt.SmtOptions;
import dev.pairlock.ivl.smt.SolverContext;
import dev.pairlock.ivl.syntax.Printer;
import dev.pairlock.ivl.verify.Outcome;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The bounded, on-demand procedure VCs of the fixpoint, and the pruning of refuted candidates. */
class VcPoolTest {
  private static HoudiniResult runWithBudget(Program p, long budget) throws Exception {
    return Houdini.run(p, HoudiniOptions.defaults().withVcBudget(budget));
  }

  @Test
  void resultDoesNotDependOnTheBudget() throws Exception {
    for (String name : List.of("engine/recursion.bpl", "engine/loop.bpl")) {
      Program p = TestFixtures.program(name);
      HoudiniResult roomy = runWithBudget(p, HoudiniOptions.DEFAULT_VC_BUDGET);
      // a budget of one command frees every VC as soon as another one is generated
      HoudiniResult tight = runWithBudget(p, 1);
      assertEquals(roomy.surviving(), tight.surviving(), name);
      assertEquals(roomy.refuted(), tight.refuted(), name);
      assertEquals(Printer.print(roomy.summarized()), Printer.print(tight.summarized()), name);
      assertEquals(roomy.outcomes(), tight.outcomes(), name);
    }
  }

  @Test
  void poolFreesLeastRecentlyUsedVcsBeyondItsBudget() throws Exception {
    Program p = TestFixtures.program("engine/recursion.bpl");
    ProcedureVc.Prelude prelude = ProcedureVc.Prelude.of(p);
    Set<String> guards = Candidates.guards(p);
    try (VcPool pool = new VcPool(prelude, SmtOptions.defaults(), guards, 1)) {
      ProcedureVc walk = pool.get("walk", g -> false);
      assertSame(walk, pool.get("walk", g -> false));
      assertEquals(1, pool.builds());
      pool.get("main", g -> false);
      // over budget: walk was freed, main kept
      assertEquals(2, pool.builds());
      pool.get("walk", g -> false);
      assertEquals(3, pool.builds());
      assertTrue(pool.size() > 0);
    }
  }

  @Test
  void refutedCandidatesAreLeftOutOfTheVc() throws Exception {
    Program p = TestFixtures.program("engine/recursion.bpl");
    Set<String> guards = Candidates.guards(p);
    Decl.Procedure walk = p.procedure("walk").orElseThrow();
    Decl.Procedure pruned = ProcedureVc.prune(walk, guards, g -> g.equals("b1") || g.equals("b4"));
    List<String> kept =
        pruned.specs().stream()
            .map(s -> switch (s) {
              case Spec.Requires r -> Printer.print(r.expr());
              case Spec.Ensures e -> Printer.print(e.expr());
              case Spec.Modifies m -> "modifies";
            })
            .toList();
    assertEquals(List.of("b0 ==> !held", "b2 ==> held == old(held)", "b3 ==> !held", "modifies"),
        kept);
    assertSame(walk, ProcedureVc.prune(walk, guards, g -> false));
    // with nothing refuted the VC mentions every guard of walk's contract and of its callee (walk)
    ProcedureVc.Prelude prelude = ProcedureVc.Prelude.of(p);
    try (SolverContext sc = SolverContext.create(SmtOptions.defaults());
        ProcedureVc all = ProcedureVc.build(prelude, walk, sc, guards, g -> false);
        ProcedureVc some =
            ProcedureVc.build(prelude, walk, sc, guards, g -> g.equals("b1") || g.equals("b4"))) {
      assertEquals(Set.of("b0", "b1", "b2", "b3", "b4"), all.mentionedGuards());
      assertEquals(Set.of("b0", "b2", "b3"), some.mentionedGuards());
      assertInstanceOf(ProcedureVc.Answer.Valid.class, some.check(Set.of("b0", "b2", "b3")));
    }
  }

  @Test
  void loopInvariantCandidatesArePrunedFromBodies() throws Exception {
    Program p = TestFixtures.program("engine/loop.bpl");
    Set<String> guards = Candidates.guards(p);
    for (Decl.Procedure proc : p.procedures()) {
      if (proc.body() == null) {
        continue;
      }
      Decl.Procedure pruned = ProcedureVc.prune(proc, guards, g -> true);
      for (var b : pruned.body().blocks()) {
        for (Cmd c : b.cmds()) {
          if (c instanceof Cmd.Assert a) {
            assertTrue(Candidates.guardOf(a.expr(), guards).isEmpty(), Printer.print(a.expr()));
          }
        }
      }
    }
  }

  @Test
  void exhaustedTimeLimitLeavesAssertionsUnchecked() throws Exception {
    HoudiniResult r =
        Houdini.run(
            TestFixtures.program("engine/recursion.bpl"),
            HoudiniOptions.defaults().withTimeLimit(java.time.Duration.ofNanos(1)));
    for (Outcome o : r.outcomes().values()) {
      assertInstanceOf(Outcome.Timeout.class, o);
    }
    assertTrue(r.outcomes().containsKey("main"));
  }
}

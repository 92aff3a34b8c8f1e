package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.lifted.EntryPoint;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The unrolling and recursion bounds, and the well-formedness of the sequentialized programs. */
class BoundsTest {
  private static PreciseResult run(String fixture, PreciseOptions o) throws Exception {
    Program p = Fixtures.lifted(fixture);
    PairAnalysisResult ls = Fixtures.lockset(p);
    return Fixtures.precise(p, ls, o);
  }

  /** The bounds as given: without a solver budget no pair is deepened. */
  private static PreciseOptions fixed() {
    return Fixtures.opts(2, YieldPolicy.MR).withBudgetPerPair(0);
  }

  @Test
  void loopIterationsBeyondTheUnrollingBoundAreCut() throws Exception {
    PreciseOptions o = fixed();
    assertTrue(run("loop_bound.bpl", o.withUnroll(1)).races().isEmpty());
    // the third iteration writes after two back edges; the thread stops where the third is cut
    PreciseResult two = run("loop_bound.bpl", o.withUnroll(2));
    // lb_write's self pair: both instances write 9 in their third iteration
    assertEquals(
        List.of(
            "read-write data | R lb_read lb.c:5:6 | W lb_write lb.c:14:7",
            "write-write data | W lb_write lb.c:14:7 | W lb_write lb.c:14:7"),
        two.raceKeys());
    assertTrue(
        two.diagnostics().stream().anyMatch(d -> d.message().contains("loops unrolled to 2")),
        two.diagnostics().toString());
    // with a budget, the pair that found nothing within 1 back edge is built again with more
    PreciseResult deepened = run("loop_bound.bpl", Fixtures.opts(2, YieldPolicy.MR).withUnroll(1));
    assertTrue(deepened.raceKeys().contains("read-write data | R lb_read lb.c:5:6 | W lb_write lb.c:14:7"),
        deepened.raceKeys().toString());
  }

  @Test
  void recursionBeyondTheBoundIsCut() throws Exception {
    PreciseOptions o = Fixtures.opts(2, YieldPolicy.MR);
    PreciseResult none = run("recursion.bpl", o.withRecursionBound(0));
    assertTrue(none.races().isEmpty());
    assertTrue(
        none.diagnostics().stream().anyMatch(d -> d.message().contains("recursion bound 0")));
    assertEquals(
        List.of(
            "read-write data | R rc_read rc.c:12:6 | W rc_write rc.c:7:5",
            "write-write data | W rc_write rc.c:7:5 | W rc_write rc.c:7:5"),
        run("recursion.bpl", o.withRecursionBound(1)).raceKeys());
  }

  @Test
  void anInitThatCannotRegisterWithinTheBoundsIsNoted() throws Exception {
    PreciseOptions o = fixed();
    PreciseResult two = run("init_loop.bpl", o.withUnroll(2));
    // before the pair's threads, the init runs alone and its loop has a larger bound
    // (SequentialPrefix): the file operations run; as a thread of its own the init keeps the bound
    assertEquals(
        List.of(
            "read-write data | R lp_read lp.c:22:6 | W lp_write lp.c:27:7",
            "write-write data | W lp_write lp.c:27:7 | W lp_write lp.c:27:7"),
        two.raceKeys());
    List<String> notes =
        two.diagnostics().stream()
            .map(d -> d.message())
            .filter(m -> m.contains("reaches no registration"))
            .toList();
    assertEquals(
        List.of(
            "lp_init/lp_read: lp_init reaches no registration within the bounds: lp_read never"
                + " runs in this pair",
            "lp_init/lp_write: lp_init reaches no registration within the bounds: lp_write never"
                + " runs in this pair"),
        notes);
    assertTrue(
        two.diagnostics().stream()
            .anyMatch(
                d ->
                    d.message()
                        .equals(
                            "lp_read/lp_write: loops before the threads start unrolled to 1024 back"
                                + " edges per activation in lp_init")),
        two.diagnostics().toString());
    PreciseResult eight = run("init_loop.bpl", o.withUnroll(8));
    assertEquals(
        List.of(
            "read-write data | R lp_read lp.c:22:6 | W lp_init lp.c:10:7",
            "read-write data | R lp_read lp.c:22:6 | W lp_write lp.c:27:7",
            "write-write data | W lp_init lp.c:10:7 | W lp_write lp.c:27:7",
            // lp_write's self pair writes one value: a race all the same
            "write-write data | W lp_write lp.c:27:7 | W lp_write lp.c:27:7"),
        eight.raceKeys());
    assertTrue(
        eight.diagnostics().stream().noneMatch(d -> d.message().contains("reaches no registration")),
        eight.diagnostics().toString());
  }

  @Test
  void sequentializedProgramsAreWellTyped() throws Exception {
    for (String f :
        List.of("llseek.bpl", "handshake3.bpl", "mixed.bpl", "init_guard.bpl", "alloc.bpl")) {
      Program p = Fixtures.lifted(f);
      LiftedProgram lp = LiftedProgram.of(p);
      for (int csb : new int[] {1, 3}) {
        TwoThreadBuilder b = new TwoThreadBuilder(lp, Fixtures.opts(csb, YieldPolicy.ALL));
        List<EntryPoint> eps = lp.entryPoints();
        for (EntryPoint e1 : eps) {
          for (EntryPoint e2 : eps) {
            Set<String> regions = lp.regions().keySet();
            TwoThreadBuilder.Built built = b.build(e1, e2, regions, regions);
            Program seq = built.program();
            assertEquals(List.of(), TypeChecker.check(seq), f + " " + e1.procedure() + "/" + e2.procedure());
          }
        }
      }
    }
  }
}

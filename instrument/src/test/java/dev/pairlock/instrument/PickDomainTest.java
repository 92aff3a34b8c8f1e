package dev.pairlock.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PickDomainTest {
  @Test
  void loopHeadsAreBackEdgeTargets() throws Exception {
    Program p =
        Parser.parse(
            """
            procedure f(n: int)
            {
              var i: int;
              A:
                i := 0;
                goto H;
              H:
                goto B, X;
              B:
                goto I, H;
              I:
                goto I, B;
              X:
                return;
            }
            """,
            "loops.bpl");
    assertEquals(
        Set.of("H", "B", "I"), PickDomain.loopHeads(p.procedure("f").orElseThrow().body()));
  }

  @Test
  void factsFollowTheInvariantsOfLoopHeads() throws Exception {
    LiftedProgram lp = LiftedProgram.of(Fixtures.lifted("race/helper_lock_safe.bpl"));
    EntryPoint xmit = lp.entryPoint("dev_xmit").orElseThrow();
    EntryPoint stats = lp.entryPoint("dev_stats").orElseThrow();
    PairProgram pp = new PairProgramBuilder(lp, false).build(new EntryPointPair(xmit, stats));
    Inliner.Inlined in = Inliner.inline(pp.program(), pp.mainProcedure(), 16);
    String printed =
        Printer.print(PickDomain.addToLoopHeads(in.program(), pp.mainProcedure(), pp, lp));
    // side 1 is dev_stats (read id 2); side 2 is dev_xmit: read id 0 and write id 1 in bump
    assertTrue(
        printed.contains(
            "  $in5.Head:\n"
                + "    assume {:pick_domain} !$PICKED_M.0_1 || $PICK_LOC_M.0_1 == 2 &&"
                + " !$PICK_WRITE_M.0_1;\n"
                + "    assume {:pick_domain} !$PICKED_M.0_2 || ($PICK_LOC_M.0_2 == 0 &&"
                + " !$PICK_WRITE_M.0_2 || $PICK_LOC_M.0_2 == 1 && $PICK_WRITE_M.0_2);\n"),
        printed);
  }
}

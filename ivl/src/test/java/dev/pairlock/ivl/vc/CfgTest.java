package dev.pairlock.ivl.vc;

import static dev.pairlock.ivl.vc.Ivl.blk;
import static dev.pairlock.ivl.vc.Ivl.jump;
import static dev.pairlock.ivl.vc.Ivl.ret;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.diag.IvlException;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class CfgTest {
  static Cfg cfg(Block... bs) throws IvlException {
    return Cfg.of(new Body(List.of(), List.of(bs)));
  }

  @Test
  void dominatorsAndNaturalLoops() throws Exception {
    // 0:E -> 1:H; H -> 2:A, 5:X; A -> 3:B, 4:C; B -> H; C -> H; X return; 6:U unreachable -> H
    Cfg g =
        cfg(
            blk("E", jump("H")),
            blk("H", jump("A", "X")),
            blk("A", jump("B", "C")),
            blk("B", jump("H")),
            blk("C", jump("H")),
            blk("X", ret(1)),
            blk("U", jump("H")));
    assertEquals(0, g.immediateDominator(1));
    assertEquals(1, g.immediateDominator(2));
    assertEquals(2, g.immediateDominator(3));
    assertEquals(1, g.immediateDominator(5));
    assertEquals(List.of(1), g.loopHeads());
    assertTrue(g.isBackEdge(3, 1) && g.isBackEdge(4, 1));
    assertFalse(g.isBackEdge(0, 1));
    BitSet loop = new BitSet();
    loop.set(1, 5);
    assertEquals(loop, g.naturalLoop(1));
    assertFalse(g.isReachable(6));
  }

  @Test
  void selfLoop() throws Exception {
    Cfg g = cfg(blk("E", jump("S")), blk("S", jump("S", "X")), blk("X", ret(1)));
    assertEquals(List.of(1), g.loopHeads());
    assertTrue(g.isBackEdge(1, 1));
  }

  @Test
  void irreducibleReportsBlockAndLocation() {
    Block e = blk("E", jump("A", "B"));
    Block a = new Block("A", List.of(), jump("B"), Pos.of("f.bpl", 4, 3));
    Block b = new Block("B", List.of(), jump("A"), Pos.of("f.bpl", 6, 3));
    IvlException ex = assertThrows(IvlException.class, () -> cfg(e, a, b));
    var d = ex.diagnostics().get(0);
    assertEquals("irreducible", d.code());
    // DFS visits A first, so the retreating edge is B -> A, whose target does not dominate B.
    assertEquals("irreducible control flow at block 'A'", d.message());
    assertEquals(new SourceLoc("f.bpl", 4, 3), d.location());
  }

  @Test
  void undefinedLabel() {
    IvlException ex =
        assertThrows(
            IvlException.class,
            () -> cfg(new Block("E", List.of(), new Transfer.Goto(List.of("Nope"), Pos.NONE))));
    assertEquals("undefined-label", ex.diagnostics().get(0).code());
  }
}

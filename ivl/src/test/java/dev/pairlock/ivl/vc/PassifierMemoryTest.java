package dev.pairlock.ivl.vc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import dev.pairlock.ivl.ast.Program;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The passifier's memory grows linearly with a function of many {@code if}s (issue #29). Before,
 * each block's live sets were bit sets sized to every variable: blocks × variables bits, so one
 * function of 20,000 {@code if}s ran out of memory in {@code Passifier.liveness} (an internal
 * error), and 5,000 took 2 GB. Counted in bytes allocated by this thread, which does not depend
 * on the machine's speed or load.
 */
class PassifierMemoryTest {
  private static long passifyAllocating(int ifs) throws Exception {
    Program p = VcSizeTest.deadLocals(ifs, 0);
    Core.Program core = Desugarer.desugar(p, p.procedure("P").orElseThrow());
    ThreadMXBean mx = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = mx.getCurrentThreadAllocatedBytes();
    Passive.Program passive = Passifier.passify(core, List.of());
    long allocated = mx.getCurrentThreadAllocatedBytes() - before;
    // two passive commands per assigning side, and r's merge at the end: the dead locals are not merged
    assertEquals(2 * ifs + 4, passive.commandCount());
    return allocated;
  }

  @Test
  void memoryGrowsLinearlyWithTheNumberOfIfs() throws Exception {
    passifyAllocating(500); // classes loaded, and the JIT's allocations out of the way
    long small = passifyAllocating(2_500);
    long large = passifyAllocating(10_000);
    double ratio = (double) large / small;
    // linear: about 4 for four times the ifs; before, blocks x variables bits made it about 9
    assertTrue(ratio < 5.5, "10,000 ifs allocated " + large + " bytes, 2,500 ifs " + small + ": " + ratio);
  }
}

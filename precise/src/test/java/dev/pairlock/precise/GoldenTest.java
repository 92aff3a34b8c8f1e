package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.ivl.ast.Program;
import java.util.List;
import org.junit.jupiter.api.Test;

class GoldenTest {
  private static String render(PreciseResult r) {
    StringBuilder sb = new StringBuilder();
    for (ConfirmedRace c : r.races()) {
      sb.append(c.key()).append('\n');
      for (Step s : c.interleaving()) {
        sb.append("  ").append(s.render()).append('\n');
      }
    }
    return sb.toString();
  }

  @Test
  void llseekRacesAreConfirmed() throws Exception {
    Program p = Fixtures.lifted("llseek.bpl");
    PairAnalysisResult ls = Fixtures.lockset(p);
    PreciseResult r = Fixtures.precise(p, ls, Fixtures.opts(2, YieldPolicy.ALL));
    System.out.println(render(r));
    System.out.println(r.pairs());
    assertEquals(
        List.of(
            "read-write file.f_pos | R buf_read drv.c:33:8 | W buf_llseek drv.c:21:2",
            "write-write file.f_pos | W buf_llseek drv.c:21:2 | W buf_llseek drv.c:21:2"),
        r.raceKeys());
  }
}

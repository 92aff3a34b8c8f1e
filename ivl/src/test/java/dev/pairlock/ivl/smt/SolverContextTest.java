package dev.pairlock.ivl.smt;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SolverContextTest {
  /**
   * A retaining context never frees a term, so Z3 never hands out a used id again: the ids of the
   * terms made after the garbage collector ran are all new. (The binding's internals it relies on
   * are checked here: an upgrade of z3-turnkey that changes them fails this test.)
   */
  @Test
  void aRetainingContextNeverReusesATermId() throws InterruptedException {
    try (SolverContext sc = SolverContext.createRetaining(SmtOptions.defaults())) {
      assertTrue(sc.isRetaining());
      Context z3 = sc.z3();
      Set<Integer> used = new HashSet<>();
      for (int i = 0; i < 2000; i++) {
        used.add(sum(z3, i).getId());
      }
      for (int round = 0; round < 3; round++) {
        System.gc();
        Thread.sleep(50);
      }
      for (int i = 2000; i < 4000; i++) {
        assertTrue(used.add(sum(z3, i).getId()), "a term id was reused");
      }
    }
  }

  @Test
  void aPlainContextDoesNotRetain() {
    try (SolverContext sc = SolverContext.create(SmtOptions.defaults())) {
      assertFalse(sc.isRetaining());
    }
  }

  /** A term {@code x_i + i} that nothing else refers to. */
  private static IntExpr sum(Context z3, int i) {
    return (IntExpr) z3.mkAdd(z3.mkIntConst("x_" + i), z3.mkInt(i));
  }
}

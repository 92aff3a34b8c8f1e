package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Decl;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The locks {@link HeldLocks} finds held at each access of hand-written lock patterns. */
class HeldLocksTest {
  /** Per access command in program order: its source line and the held locks. */
  private static List<String> held(String procedure) throws Exception {
    LiftedProgram lifted = LiftedProgram.of(Fixtures.lifted("held_locks.bpl"));
    Decl.Procedure p = lifted.procedure(procedure).orElseThrow();
    List<Block> blocks = p.body().blocks();
    Map<String, HeldLocks.Held> at = HeldLocks.of(lifted, blocks);
    List<String> out = new ArrayList<>();
    for (Block b : blocks) {
      for (int i = 0; i < b.cmds().size(); i++) {
        int k = i;
        lifted
            .accessAt(procedure, b.label(), i)
            .ifPresent(
                s -> {
                  HeldLocks.Held h = at.get(HeldLocks.key(b.label(), k));
                  out.add(s.location().line() + " " + h.exclusive() + " " + h.read());
                });
      }
    }
    return out;
  }

  @Test
  void aTryAcquireHoldsItsLockWhereOnlyItsSuccessContinues() throws Exception {
    // mutex_lock_interruptible: held after the failure branch returned, until the unlock
    assertEquals(List.of("13 [$lock.m] []", "15 [] []"), held("h_interruptible"));
  }

  @Test
  void locksMeetAtJoinsAndTriesWithOverwrittenResultsAddNothing() throws Exception {
    assertEquals(
        List.of("23 [$lock.s] [$lock.rw]", "25 [] [$lock.rw]", "27 [] [$lock.rw]"),
        held("h_branches"));
  }

  @Test
  void aTryResultInAGlobalVariableIsNotFollowed() throws Exception {
    assertEquals(List.of("32 [] []"), held("h_global_try"));
  }

  @Test
  void protectionNeedsOneSideToHoldTheLockExclusively() {
    HeldLocks.Held reader = new HeldLocks.Held(Set.of(), Set.of("l"));
    HeldLocks.Held writer = new HeldLocks.Held(Set.of("l"), Set.of());
    assertEquals(true, reader.excludes(writer));
    assertEquals(true, writer.excludes(writer));
    assertEquals(false, reader.excludes(reader));
    assertEquals(false, writer.excludes(HeldLocks.Held.NONE));
  }
}

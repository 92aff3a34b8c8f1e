package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.testsupport.GoldenFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Golden tests on hand-written lifted programs: races that need a specific interleaving are found
 * (with the interleaving on source lines), protected accesses and same-value writes never are, and
 * the context-switch bound matters as it should.
 */
class GoldenTest {
  /** The races and their interleavings, one block per race. */
  static String render(PreciseResult r) {
    StringBuilder sb = new StringBuilder();
    for (ConfirmedRace c : r.races()) {
      sb.append(c.key()).append('\n');
      for (Step s : c.interleaving()) {
        sb.append("  ").append(s.render()).append('\n');
      }
    }
    for (PairOutcome o : r.pairs()) {
      sb.append(o.label())
          .append(": ")
          .append(o.status())
          .append(", ")
          .append(o.yields())
          .append(" yields, ")
          .append(o.raceChecks())
          .append(" checks\n");
    }
    return sb.toString();
  }

  /** Compares with {@code golden/<name>.expected}; {@code -Dpairlock.regenerate=true} rewrites. */
  static void golden(String name, String actual) {
    GoldenFile.assertMatches(
        Path.of("src/test/resources/dev/pairlock/precise/golden", name + ".expected"), actual);
  }

  private static PreciseResult run(String fixture, int csb, YieldPolicy policy) throws Exception {
    Program p = Fixtures.lifted(fixture);
    PairAnalysisResult ls = Fixtures.lockset(p);
    return Fixtures.precise(p, ls, Fixtures.opts(csb, policy));
  }

  /** As {@link #run}, the bounds as given: without a solver budget nothing is searched again. */
  private static PreciseResult runFixed(String fixture, int csb, YieldPolicy policy)
      throws Exception {
    Program p = Fixtures.lifted(fixture);
    PairAnalysisResult ls = Fixtures.lockset(p);
    return Fixtures.precise(p, ls, Fixtures.opts(csb, policy).withBudgetPerPair(0));
  }

  @Test
  void llseekRacesAreConfirmedWithTheirInterleavings() throws Exception {
    PreciseResult r = run("llseek.bpl", 2, YieldPolicy.ALL);
    assertEquals(
        List.of(
            "read-write file.f_pos | R buf_read drv.c:33:8 | W buf_llseek drv.c:21:2",
            "write-write file.f_pos | W buf_llseek drv.c:21:2 | W buf_llseek drv.c:21:2"),
        r.raceKeys());
    for (ConfirmedRace c : r.races()) {
      assertEquals(2, c.contextSwitches(), c.key());
      assertEquals(Step.Kind.RACE_CHECK, c.interleaving().get(c.interleaving().size() - 1).kind());
    }
    golden("llseek", render(r));
    assertEquals(r.raceKeys(), run("llseek.bpl", 2, YieldPolicy.MR).raceKeys());
  }

  @Test
  void protectedAccessesAreNeverReported() throws Exception {
    PreciseResult all = run("protected.bpl", 2, YieldPolicy.ALL);
    assertTrue(all.races().isEmpty(), render(all));
    // the two readers share nothing either writes
    assertTrue(
        all.pairs().stream()
            .allMatch(
                o -> o.status() == PairOutcome.Status.NO_RACES_WITHIN_BOUNDS
                    || o.status() == PairOutcome.Status.NOTHING_TO_CHECK
                        && o.label().equals("p_read/p_read")),
        render(all));
    assertTrue(all.totalRaceChecks() > 0);
    PreciseResult mr = run("protected.bpl", 2, YieldPolicy.MR);
    assertTrue(mr.races().isEmpty());
    assertEquals(0, mr.totalRaceChecks());
    assertTrue(
        mr.pairs().stream().allMatch(o -> o.status() == PairOutcome.Status.NOTHING_TO_CHECK));
    assertTrue(mr.totalYields() < all.totalYields());
  }

  @Test
  void sameValueWritesAreRaces() throws Exception {
    Program p = Fixtures.lifted("same_value.bpl");
    PairAnalysisResult ls = Fixtures.lockset(p);
    assertFalse(ls.races().isEmpty(), "the lockset analysis reports the unprotected writes");
    PreciseResult r = Fixtures.precise(p, ls, Fixtures.opts(2, YieldPolicy.MR));
    assertEquals(
        List.of(
            "write-write ready | W s_open s.c:12:8 | W s_open s.c:12:8",
            "write-write ready | W s_open s.c:12:8 | W s_release s.c:22:8",
            "write-write ready | W s_release s.c:22:8 | W s_release s.c:22:8"),
        r.raceKeys());
  }

  @Test
  void raceNeedingASpecificInterleavingIsFoundWithTwoContextSwitches() throws Exception {
    PreciseResult r = run("handshake.bpl", 2, YieldPolicy.MR);
    assertEquals(
        List.of("read-write data | R hs_read hs.c:15:6 | W hs_write hs.c:26:4"), r.raceKeys());
    ConfirmedRace c = r.races().get(0);
    assertEquals(2, c.contextSwitches());
    golden("handshake", render(r));
    // One context per thread: no interleaving inside an entry point, nothing to confirm (the
    // bound as given: without a solver budget no pair is searched again with more contexts).
    assertTrue(runFixed("handshake.bpl", 1, YieldPolicy.MR).races().isEmpty());
    // with a budget, the pair that found nothing in one context is searched with two
    assertEquals(r.raceKeys(), run("handshake.bpl", 1, YieldPolicy.MR).raceKeys());
    assertEquals(r.raceKeys(), run("handshake.bpl", 2, YieldPolicy.ALL).raceKeys());
  }

  @Test
  void raceNeedingThreeRoundsIsFoundAtCsbThreeOnly() throws Exception {
    PreciseResult two = runFixed("handshake3.bpl", 2, YieldPolicy.MR);
    assertTrue(two.races().isEmpty(), render(two));
    PreciseResult three = run("handshake3.bpl", 3, YieldPolicy.MR);
    assertEquals(
        List.of("read-write data | R t_a h3.c:19:8 | W t_b h3.c:39:4"), three.raceKeys());
    assertEquals(4, three.races().get(0).contextSwitches());
    golden("handshake3", render(three));
  }

  @Test
  void initStateBeforeRegistrationIsRespected() throws Exception {
    Program p = Fixtures.lifted("init_guard.bpl");
    PairAnalysisResult ls = Fixtures.lockset(p);
    assertFalse(ls.races().isEmpty(), "the lockset analysis does not track values");
    PreciseResult r = Fixtures.precise(p, ls, Fixtures.opts(3, YieldPolicy.ALL));
    assertTrue(r.races().isEmpty(), render(r));
    assertTrue(r.totalRaceChecks() > 0);
  }

  @Test
  void initGetsNoYieldOrCheckBeforeItRegisters() throws Exception {
    // il_init's first write runs before il_read can: no yield could switch there, so it gets
    // neither a yield nor a check; its write after registering races with il_read, which may run
    // from the registration on (a yield after the registration call).
    PreciseResult r = run("init_late.bpl", 2, YieldPolicy.ALL);
    assertEquals(List.of("read-write data | R il_read il.c:22:6 | W il_init il.c:9:7"), r.raceKeys());
    PairOutcome o = pair(r, "il_init/il_read");
    assertEquals(2, o.raceChecks(), render(r));
    assertEquals(3, o.yields(), render(r));
    golden("init_late", render(r));
  }

  @Test
  void separateAllocationsDoNotRace() throws Exception {
    Program p = Fixtures.lifted("alloc.bpl");
    PairAnalysisResult ls = Fixtures.lockset(p);
    assertFalse(ls.races().isEmpty(), "the lockset analysis does not know allocations differ");
    PreciseResult r = Fixtures.precise(p, ls, Fixtures.opts(3, YieldPolicy.ALL));
    assertTrue(r.races().isEmpty(), render(r));
    assertTrue(r.totalRaceChecks() > 0);
  }

  @Test
  void readModeHoldersOfARwlockRaceButTheWriterIsProtected() throws Exception {
    PreciseResult r = run("rwlock.bpl", 2, YieldPolicy.ALL);
    assertEquals(
        List.of(
            "read-write table | R rw_get rw.c:6:6 | W rw_bad rw.c:23:8",
            "write-write table | W rw_bad rw.c:23:8 | W rw_bad rw.c:23:8"),
        r.raceKeys());
    assertEquals(r.raceKeys(), run("rwlock.bpl", 2, YieldPolicy.MR).raceKeys());
  }

  @Test
  void mrChecksOnlyTheRegionsNotProvedRaceFreeAndFalseAlarmsAreNotConfirmed() throws Exception {
    // The lockset analysis proves dev.stats (the loop in bump() is cut with its state havocked,
    // but its counterexamples are spurious: the lock dataflow proves dev.lock held at both
    // accesses) and reports dev.last (real). Yield-MR checks only dev.last. For mx_ioctl/mx_ioctl
    // dev.last is not even shared (both only read it): neither policy checks it.
    PreciseResult mr = run("mixed.bpl", 2, YieldPolicy.MR);
    PreciseResult all = run("mixed.bpl", 2, YieldPolicy.ALL);
    assertTrue(!pair(mr, "mx_ioctl/mx_ioctl").checkedRegions().contains("$M.1"));
    assertEquals(List.of("$M.0"), pair(all, "mx_ioctl/mx_ioctl").checkedRegions());
    assertEquals(List.of("$M.1"), pair(mr, "mx_write/mx_write").checkedRegions());
    assertEquals(List.of("$M.0", "$M.1"), pair(all, "mx_write/mx_write").checkedRegions());
    assertEquals(
        List.of(
            "read-write dev.last | R mx_ioctl mx.c:36:9 | W mx_write mx.c:25:12",
            "write-write dev.last | W mx_write mx.c:25:12 | W mx_write mx.c:25:12"),
        mr.raceKeys());
    assertEquals(mr.raceKeys(), all.raceKeys());
    golden("mixed", render(mr));
  }

  @Test
  void mrUsesRegionsProvedWithinTheProgramOfAnUnverifiedPair() throws Exception {
    // dev_write's external call makes its pairs unverified (a proof would not hold for the C
    // code), but the call is a havoc of the program the checker runs: dev.count, always under
    // dev_lock, is proved race-free within it, so Yield-MR checks only dev.flag.
    PreciseResult mr = run("extern_havoc.bpl", 2, YieldPolicy.MR);
    PreciseResult all = run("extern_havoc.bpl", 2, YieldPolicy.ALL);
    assertEquals(List.of("$M.1"), pair(mr, "dev_read/dev_write").checkedRegions());
    assertEquals(List.of("$M.0", "$M.1"), pair(all, "dev_read/dev_write").checkedRegions());
    assertEquals(List.of("$M.1"), pair(mr, "dev_write/dev_write").checkedRegions());
    assertEquals(
        List.of(
            "read-write dev.flag | R dev_read ex.c:11:9 | W dev_write ex.c:22:2",
            "write-write dev.flag | W dev_write ex.c:22:2 | W dev_write ex.c:22:2"),
        mr.raceKeys());
    assertEquals(mr.raceKeys(), all.raceKeys());
    assertTrue(mr.races().stream().allMatch(ConfirmedRace::inconclusive));
  }

  @Test
  void aRaceBehindAValueTheThreadWroteItselfIsFound() throws Exception {
    // gt_a writes data only if gt_b overwrote the flag gt_a itself set: the branch is not dead
    PreciseResult mr = run("gated.bpl", 2, YieldPolicy.MR);
    assertEquals(
        List.of("read-write data | R gt_b gt.c:30:6 | W gt_a gt.c:19:8"), mr.raceKeys());
    assertEquals(mr.raceKeys(), run("gated.bpl", 2, YieldPolicy.ALL).raceKeys());
    golden("gated", render(mr));
  }

  @Test
  void aGlobalWrittenThroughACallResultIsSharedState() throws Exception {
    PreciseResult mr = run("call_result.bpl", 2, YieldPolicy.MR);
    assertEquals(
        List.of("read-write data | R cr_set cr.c:23:6 | W cr_check cr.c:13:8"), mr.raceKeys());
    assertEquals(mr.raceKeys(), run("call_result.bpl", 2, YieldPolicy.ALL).raceKeys());
    golden("call_result", render(mr));
  }

  private static PairOutcome pair(PreciseResult r, String label) {
    return r.pairs().stream().filter(o -> o.label().equals(label)).findFirst().orElseThrow();
  }

  @Test
  void mrChecksOnlyTheAccessesNoLockProtects() throws Exception {
    // dev.count is racy for every pair below, but per access only pl_peek's unlocked read can see
    // the value change (checked), pl_write's write under dev_lock can be seen by it (a yield, no
    // check), and pl_write's read sees no write of pl_peek's (neither). pl_set's second write
    // holds dev_rw by a try-acquire that succeeded (the analysis follows the try's outcome).
    PreciseResult mr = run("partly_locked.bpl", 2, YieldPolicy.MR);
    PreciseResult all = run("partly_locked.bpl", 2, YieldPolicy.ALL);
    assertEquals(mr.raceKeys(), all.raceKeys());
    PairOutcome peekWrite = pair(mr, "pl_peek/pl_write");
    assertEquals(List.of("$M.0"), peekWrite.checkedRegions());
    assertEquals(1, peekWrite.raceChecks());
    assertEquals(3, pair(all, "pl_peek/pl_write").raceChecks());
    golden("partly_locked", render(mr));
  }
}

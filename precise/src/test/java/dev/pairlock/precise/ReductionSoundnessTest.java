package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.Verdict;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.vc.VcVerifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The reduction is sound: on every example and regression driver (and the hand-written fixtures),
 * the races confirmed with Yield-MR and Yield-EPP are those confirmed with Yield-ALL, with the same
 * bounds, and those confirmed with Yield-ALL without the {@link YieldReduction} of lock yields and
 * without the {@link ConeOfInfluence} slicing (Yield-MR without slicing too).
 * Drivers that do not compile with the stub headers are skipped (listed in the output).
 */
class ReductionSoundnessTest {
  private static final List<String> FIXTURES =
      List.of(
          "llseek.bpl",
          "protected.bpl",
          "same_value.bpl",
          "handshake.bpl",
          "handshake3.bpl",
          "init_guard.bpl",
          "init_late.bpl",
          "mixed.bpl",
          "partly_locked.bpl",
          "extern_havoc.bpl",
          "alloc.bpl",
          "rwlock.bpl",
          "loop_bound.bpl",
          "recursion.bpl",
          "gated.bpl",
          "call_result.bpl");

  private static void sameRaces(String name, Program p, int csb) throws Exception {
    PairAnalysisResult ls = Fixtures.lockset(p);
    PreciseResult all = Fixtures.precise(p, ls, fixed(csb, YieldPolicy.ALL));
    PreciseResult epp = Fixtures.precise(p, ls, fixed(csb, YieldPolicy.EPP));
    PreciseResult mr = Fixtures.precise(p, ls, fixed(csb, YieldPolicy.MR));
    // The reference: every lock-operation yield kept (no YieldReduction), every assignment kept.
    PreciseResult full =
        new PreciseChecker(new VcVerifier(), fixed(csb, YieldPolicy.ALL), false, false)
            .check(p, ls);
    PreciseResult mrWhole =
        new PreciseChecker(new VcVerifier(), fixed(csb, YieldPolicy.MR), true, false)
            .check(p, ls);
    for (PreciseResult r : List.of(all, epp, mr, full, mrWhole)) {
      assertEquals(
          0,
          r.count(PairOutcome.Status.TIMEOUT) + r.count(PairOutcome.Status.UNKNOWN),
          name + " " + r.options().yieldPolicy() + ": " + r.pairs());
    }
    assertEquals(full.raceKeys(), all.raceKeys(), name + ": ALL vs ALL without yield reduction");
    assertTrue(all.totalYields() <= full.totalYields(), name);
    assertEquals(all.raceKeys(), mr.raceKeys(), name + ": MR vs ALL");
    assertEquals(mrWhole.raceKeys(), mr.raceKeys(), name + ": MR vs MR without slicing");
    assertEquals(all.raceKeys(), epp.raceKeys(), name + ": EPP vs ALL");
    assertTrue(mr.totalYields() <= epp.totalYields(), name);
    assertTrue(epp.totalYields() <= all.totalYields(), name);
    // Every confirmed race is on a region the lockset analysis did not prove race-free: one it
    // reported, or one of a pair it left unverified (e.g. recursion it does not inline).
    for (ConfirmedRace c : all.races()) {
      List<String> eps = c.accesses().stream().map(RaceAccess::entryPoint).sorted().toList();
      boolean reported = ls.races().stream().anyMatch(x -> x.regionName().equals(c.regionName()));
      boolean unverified =
          ls.pairs().stream()
              .anyMatch(
                  pr ->
                      pr.verdict() == Verdict.UNVERIFIED
                          && pr.first().procedure().equals(eps.get(0))
                          && pr.second().procedure().equals(eps.get(1)));
      assertTrue(reported || unverified, name + ": " + c.key() + " on a region proved race-free");
    }
  }

  /**
   * The bounds as given, the same in every configuration compared: without a solver budget no
   * pair is searched again (with more contexts or deeper), which depends on the yields a
   * configuration keeps.
   */
  private static PreciseOptions fixed(int csb, YieldPolicy policy) {
    return Fixtures.opts(csb, policy).withBudgetPerPair(0);
  }

  @TestFactory
  Stream<DynamicTest> fixtures() {
    return FIXTURES.stream()
        .flatMap(
            f ->
                Stream.of(2, 3)
                    .map(
                        k ->
                            DynamicTest.dynamicTest(
                                f + " csb " + k, () -> sameRaces(f, Fixtures.lifted(f), k))));
  }

  @TestFactory
  Stream<DynamicTest> drivers() throws Exception {
    List<Path> drivers = new ArrayList<>();
    drivers.addAll(Drivers.under(Drivers.root().resolve("regression/analyze")));
    drivers.addAll(Drivers.under(Drivers.root().resolve("regression/pthread")));
    drivers.addAll(Drivers.under(Drivers.root().resolve("examples")));
    return drivers.stream()
        .map(
            d ->
                DynamicTest.dynamicTest(
                    d.getFileName().toString(),
                    () -> {
                      Drivers.Lifted p = Drivers.lift(d);
                      org.junit.jupiter.api.Assumptions.assumeTrue(
                          p.program() != null, d + ": " + p.failure());
                      sameRaces(d.toString(), p.program(), 2);
                    }));
  }

  @Test
  void confirmedRacesOnTheRegressionSuite() throws Exception {
    // The unlocked global counter: read in dev_read, read-modify-write in dev_write.
    Path d = Drivers.root().resolve("regression/analyze/global_counter_race.c");
    Program p = Drivers.lift(d).program();
    org.junit.jupiter.api.Assumptions.assumeTrue(p != null);
    PreciseResult r = Fixtures.precise(p, Fixtures.lockset(p), Fixtures.opts(2, YieldPolicy.MR));
    assertTrue(
        r.raceKeys().stream().anyMatch(k -> k.startsWith("read-write counter")), r.raceKeys().toString());
    assertTrue(
        r.raceKeys().stream().anyMatch(k -> k.startsWith("write-write counter")),
        r.raceKeys().toString());
  }
}

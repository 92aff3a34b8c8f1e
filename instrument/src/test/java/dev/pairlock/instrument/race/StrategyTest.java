package dev.pairlock.instrument.race;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Checking all regions in one verifier call or one region per call, and pairs on one thread or two,
 * gives the same results.
 */
class StrategyTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "unlocked_counter_race.bpl",
        "init_registration.bpl",
        "param_aliasing.bpl",
        "rwlock.bpl",
        "external_write.bpl",
        "helper_lock_safe.bpl",
        "../llseek.bpl"
      })
  void regionAtATimeAgreesWithAllAtOnce(String fixture) throws Exception {
    PairAnalysisOptions base =
        PairAnalysisOptions.defaults().withTimeoutPerPair(Duration.ofSeconds(60));
    String allAtOnce = PairAnalysisTest.render(PairAnalysisTest.analyze(fixture, base));
    String oneByOne =
        PairAnalysisTest.render(PairAnalysisTest.analyze(fixture, base.withRegionAtATime(true)));
    assertEquals(allAtOnce, oneByOne);
    String parallel =
        PairAnalysisTest.render(PairAnalysisTest.analyze(fixture, base.withThreads(2)));
    assertEquals(allAtOnce, parallel);
  }
}

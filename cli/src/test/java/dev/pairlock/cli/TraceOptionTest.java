package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The developer options of {@code analyze}: {@code --trace} prints debug lines on stderr and
 * leaves the report alone; {@code --region-at-a-time} changes the cost, not the report.
 */
class TraceOptionTest {
  private static final String RACE =
      Golden.repoRoot().resolve("regression/analyze/global_counter_race.c").toString();

  @Test
  void traceLinesGoToStderrAndLeaveTheReportAlone() {
    Suite.Run plain = Suite.run("analyze", "--no-cache", "--precise", RACE);
    Suite.Run traced =
        Suite.run("analyze", "--no-cache", "--precise", "--trace", "vc,pairs,precise", RACE);
    assertEquals(plain.out(), traced.out());
    assertEquals(plain.code(), traced.code());
    assertTrue(traced.err().lines().anyMatch(l -> l.startsWith("vc ")), traced.err());
    assertTrue(traced.err().lines().anyMatch(l -> l.startsWith("pair ")), traced.err());
    assertTrue(traced.err().lines().anyMatch(l -> l.startsWith("precise ")), traced.err());
    assertFalse(plain.err().lines().anyMatch(l -> l.startsWith("vc ")), plain.err());
  }

  @Test
  void anUnknownTopicIsAUsageError() {
    Suite.Run r = Suite.run("analyze", "--trace", "everything", RACE);
    assertEquals(ExitCode.INPUT, r.code());
  }

  @Test
  void regionAtATimeGivesTheSameReport() {
    Suite.Run all = Suite.run("analyze", "--no-cache", RACE);
    Suite.Run each = Suite.run("analyze", "--no-cache", "--region-at-a-time", RACE);
    assertEquals(all.out(), each.out());
    assertEquals(all.code(), each.code());
  }
}

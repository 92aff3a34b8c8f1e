package dev.pairlock.instrument.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DeadlineTest {
  private static final long HOUR = Duration.ofHours(1).toNanos();

  /**
   * A limit taken from a deadline that has not passed yet (a query's, a precise pair's) names the
   * limit that binds: with only a CPU-time budget that is the CPU time, never the absent wall
   * clock ("stopped by the none").
   */
  @Test
  void beforeItPassesTheReasonNamesTheBindingLimit() {
    Deadline cpuOnly = Deadline.NONE.withCpu(Duration.ofDays(1), "CPU-time budget (x)");
    assertFalse(cpuOnly.passed());
    assertEquals("stopped by the CPU-time budget (x)", cpuOnly.reason());
    Deadline wallFirst =
        new Deadline(System.nanoTime() + HOUR, "wall budget (y)")
            .withCpu(Duration.ofDays(1000), "CPU-time budget (x)");
    assertEquals("stopped by the wall budget (y)", wallFirst.reason());
  }

  /** Once the CPU time is spent the deadline has passed, and says so whatever the wall clock. */
  @Test
  void aSpentCpuBudgetPasses() {
    Deadline d =
        new Deadline(System.nanoTime() + HOUR, "wall budget (y)")
            .withCpu(Duration.ofNanos(1), "CPU-time budget (x)");
    assertTrue(d.passed());
    assertEquals("stopped by the CPU-time budget (x)", d.reason());
    assertTrue(d.limit(Duration.ofMinutes(5)).compareTo(Duration.ofMillis(1)) <= 0);
  }
}

package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code regression/callbacks/*.c}: drivers whose interrupt handlers, timers, work items,
 * tasklets, NAPI polls and URB completions are entry points from their hand-over on (issue #27):
 * per kind a race against a file or network operation, the same under a common spinlock, masking
 * interrupts alone (racy, noted), and a teardown that ends the callback before it frees (or
 * after: racy). Golden reports; {@code _race} must report a race, {@code _safe} verify.
 */
class CallbackRegressionTest {
  private static final Path DIR = Golden.repoRoot().resolve("regression/callbacks");

  @TestFactory
  Stream<DynamicTest> regression() throws Exception {
    return Golden.analyzeEach(DIR, 20);
  }

  @Test
  void jsonReportShowsTheCallbackKinds() throws Exception {
    Path c = DIR.resolve("irq_safe.c");
    String json = Golden.run(DIR, "analyze", "--format", "json", c.toString());
    assertTrue(json.contains("\"kind\": \"irq\""), json);
    assertTrue(json.contains("is an entry point (irq) from here on"), json);
    Golden.check(DIR.resolve("irq_safe.json.expected"), json);
  }

  @Test
  void preciseConfirmsAnInterruptHandlerRace() throws Exception {
    Path c = DIR.resolve("irq_race.c");
    String text = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", c.toString());
    assertTrue(text.contains("confirmed"), text);
    Golden.check(DIR.resolve("irq_race.precise.expected"), text);
  }
}

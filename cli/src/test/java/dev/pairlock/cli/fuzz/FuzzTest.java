package dev.pairlock.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A slice of {@code bench/fuzz} (seed 29): 200 IVL mutants and 20 C mutants each end as a verdict
 * or a clean rejection within twice their deadline: no stack trace, no internal error.
 */
class FuzzTest {
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void ivlAndCMutantsEndCleanlyInTime(@TempDir Path work) throws Exception {
    Fuzz fuzz = new Fuzz(ROOT, work, new Fuzz.Settings(29, 2, 3, 20));
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      Fuzz.Result r = fuzz.ivl(i);
      if (r.failed()) {
        failures.add(r.toString());
      }
    }
    for (int i = 0; i < 20; i++) {
      Fuzz.Result r = fuzz.c(i);
      if (r.failed()) {
        failures.add(r.toString());
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }
}

package dev.pairlock.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The bundled example drivers (the README's main command among them), golden. */
class ExamplesTest {
  private static final Path DIR = Golden.repoRoot().resolve("examples");

  private static void check(String driver) throws Exception {
    String name = driver.replaceFirst("\\.c$", "");
    Golden.check(DIR.resolve(name + ".expected"), Golden.run(DIR, "analyze", DIR.resolve(driver).toString()));
  }

  @Test
  void llseekRace() throws Exception {
    check("llseek_race.c");
  }

  @Test
  void llseekFixed() throws Exception {
    check("llseek_fixed.c");
  }

  @Test
  void ringbufDirectory() throws Exception {
    check("ringbuf");
  }

  @Test
  void liftSummary() throws Exception {
    Golden.check(
        DIR.resolve("llseek_race.lift.expected"),
        Golden.run(DIR, "lift", "-o", System.getProperty("java.io.tmpdir") + "/pairlock-llseek.bpl", DIR.resolve("llseek_race.c").toString()));
  }
}

package dev.pairlock.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's IVL example, in both output formats. */
class IvlExampleTest {
  private final Path dir = Golden.repoRoot().resolve("examples/ivl");

  @Test
  void counterText() throws Exception {
    Golden.check(dir.resolve("counter.expected"), Golden.run(dir, "ivl", "verify", dir.resolve("counter.bpl").toString()));
  }

  @Test
  void counterJson() throws Exception {
    Golden.check(
        dir.resolve("counter.json.expected"),
        Golden.run(dir, "ivl", "verify", "--format", "json", dir.resolve("counter.bpl").toString()));
  }

  @Test
  void singleProcedure() throws Exception {
    Golden.check(
        dir.resolve("counter.increment.expected"),
        Golden.run(dir, "ivl", "verify", "--procedure", "Increment", dir.resolve("counter.bpl").toString()));
  }
}

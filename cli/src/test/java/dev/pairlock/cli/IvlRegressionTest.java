package dev.pairlock.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** {@code regression/ivl/*.bpl}: what {@code pairlock ivl verify} prints for each, golden. */
class IvlRegressionTest {
  @TestFactory
  Stream<DynamicTest> regression() throws Exception {
    Path dir = Golden.repoRoot().resolve("regression/ivl");
    List<Path> inputs = Golden.inputs(dir, ".bpl");
    if (inputs.size() < 40) {
      throw new AssertionError("expected at least 40 regression programs, found " + inputs.size());
    }
    return inputs.stream()
        .map(
            bpl ->
                DynamicTest.dynamicTest(
                    bpl.getFileName().toString(),
                    () -> {
                      String name = bpl.getFileName().toString().replaceFirst("\\.bpl$", "");
                      String actual = Golden.run(dir, "ivl", "verify", "--timeout", "20", bpl.toString());
                      Golden.check(dir.resolve(name + ".expected"), actual);
                    }));
  }
}

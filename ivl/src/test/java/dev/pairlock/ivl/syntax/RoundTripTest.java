package dev.pairlock.ivl.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Program;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code .bpl} file under {@code src/test/resources}, {@code ../regression/ivl} and {@code
 * ../examples/ivl} (recursively, except those whose name contains {@code parse_error}) must survive
 * parse, print, parse unchanged, and printing must be a fixpoint after one iteration.
 */
class RoundTripTest {
  static final Path RESOURCES = Path.of("src", "test", "resources");

  /** Also the repository's own IVL regression programs and examples, when present. */
  static final List<Path> ROOTS =
      List.of(RESOURCES, Path.of("..", "regression", "ivl"), Path.of("..", "examples", "ivl"));

  static List<Path> bplFiles() throws IOException {
    List<Path> all = new ArrayList<>();
    for (Path root : ROOTS) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> s = Files.walk(root)) {
        s.filter(p -> p.getFileName().toString().endsWith(".bpl"))
            .filter(p -> !p.getFileName().toString().contains("parse_error"))
            .sorted()
            .forEach(all::add);
      }
    }
    return all;
  }

  @Test
  void findsTheFixtures() throws IOException {
    assertTrue(bplFiles().size() >= 2, "expected .bpl fixtures under " + RESOURCES);
  }

  @TestFactory
  Stream<DynamicTest> everyBplFileRoundTrips() throws IOException {
    return bplFiles().stream()
        .map(
            path ->
                DynamicTest.dynamicTest(
                    path.toString(),
                    () -> {
                      String text = Files.readString(path, StandardCharsets.UTF_8);
                      String name = path.toString();
                      Program p = Parser.parse(text, name);
                      String printed = Printer.print(p);
                      Program again = Parser.parse(printed, "printed:" + name);
                      assertEquals(p, again, "parse(print(p)) differs from p for " + name);
                      assertEquals(printed, Printer.print(again), "printing is not a fixpoint");
                    }));
  }
}

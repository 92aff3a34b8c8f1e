package dev.pairlock.ivl.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.diag.IvlException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code *parse_error*.bpl} under {@code src/test/resources} must be rejected with exactly
 * the diagnostic in the {@code .expected} file beside it (file path relative to the module).
 */
class ParseErrorFixturesTest {

  static List<Path> fixtures() throws IOException {
    try (Stream<Path> s = Files.walk(RoundTripTest.RESOURCES)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".bpl"))
          .filter(p -> p.getFileName().toString().contains("parse_error"))
          .sorted()
          .toList();
    }
  }

  @TestFactory
  Stream<DynamicTest> parseErrorsMatchTheirExpectation() throws IOException {
    List<Path> files = fixtures();
    assertTrue(files.size() >= 3, "parse_error fixtures missing");
    return files.stream()
        .map(
            path ->
                DynamicTest.dynamicTest(
                    path.getFileName().toString(),
                    () -> {
                      String name = path.toString().replace('\\', '/');
                      Path exp =
                          path.resolveSibling(
                              path.getFileName().toString().replaceAll("\\.bpl$", ".expected"));
                      String text = Files.readString(path, StandardCharsets.UTF_8);
                      IvlException e =
                          assertThrows(IvlException.class, () -> Parser.parse(text, name));
                      assertEquals(
                          Files.readString(exp, StandardCharsets.UTF_8).strip(),
                          e.diagnostics().get(0).render());
                    }));
  }
}

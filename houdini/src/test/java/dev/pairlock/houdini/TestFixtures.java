package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Parser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Test fixtures under {@code src/test/resources/houdini} and golden-file comparison. */
public final class TestFixtures {
  private TestFixtures() {}

  public static final Path RESOURCES = Path.of("src/test/resources/houdini");

  public static String text(String name) throws IOException {
    try (InputStream in = TestFixtures.class.getResourceAsStream("/houdini/" + name)) {
      if (in == null) {
        throw new IOException("no fixture " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Parses and type-checks a fixture. */
  public static Program program(String name) throws IOException, IvlException {
    return parse(text(name), name);
  }

  public static Program parse(String text, String name) throws IvlException {
    Program p = Parser.parse(text, name);
    TypeChecker.checkOrThrow(p);
    return p;
  }

  public static boolean regenerate() {
    return Boolean.getBoolean("pairlock.regenerate")
        || "1".equals(System.getenv("PAIRLOCK_REGENERATE"));
  }

  /**
   * Compares {@code actual} with the golden file {@code name} (relative to the fixtures); writes
   * it instead with {@code -Dpairlock.regenerate=true}, or when it does not exist yet (then the
   * test fails, so that a missing golden file is noticed).
   */
  public static void assertGolden(String name, String actual) throws IOException {
    Path file = RESOURCES.resolve(name);
    if (regenerate() || !Files.exists(file)) {
      boolean existed = Files.exists(file);
      Files.createDirectories(file.getParent());
      Files.writeString(file, actual);
      if (!regenerate() && !existed) {
        throw new AssertionError("golden file " + file + " did not exist; written, review it");
      }
      return;
    }
    String expected = Files.readString(file);
    org.junit.jupiter.api.Assertions.assertEquals(expected, actual, "golden file " + file);
  }
}

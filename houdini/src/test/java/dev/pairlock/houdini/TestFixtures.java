package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.testsupport.GoldenFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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

  /**
   * Compares {@code actual} with the golden file {@code name} (relative to the fixtures), or
   * rewrites it ({@link GoldenFile}).
   */
  public static void assertGolden(String name, String actual) {
    GoldenFile.assertMatches(RESOURCES.resolve(name), actual);
  }
}

package dev.pairlock.instrument;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.testsupport.GoldenFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Test fixtures: hand-written lifted programs under {@code src/test/resources}, parsed with the
 * lock-primitive prelude prepended; golden files, regenerated with {@code
 * -Dpairlock.regenerate=true}.
 */
public final class Fixtures {
  private Fixtures() {}

  public static String text(String resource) {
    try (InputStream in =
        Fixtures.class.getResourceAsStream("/dev/pairlock/instrument/" + resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Parses {@code resource} with the prelude of lock primitives prepended. */
  public static Program lifted(String resource) throws IvlException {
    return Parser.parse(text("prelude.bpl") + "\n" + text(resource), resource);
  }

  /** Parses a lifted program given as text, with the prelude prepended. */
  public static Program liftedText(String text) throws IvlException {
    return Parser.parse(text("prelude.bpl") + "\n" + text, "test.bpl");
  }

  /** Compares {@code actual} with the golden file {@code resource}, or rewrites it ({@link GoldenFile}). */
  public static void golden(String resource, String actual) {
    GoldenFile.assertMatches(
        Path.of("src/test/resources/dev/pairlock/instrument").resolve(resource), actual);
  }
}

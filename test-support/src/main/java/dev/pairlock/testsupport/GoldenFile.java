package dev.pairlock.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files: a test's output compared with an expected file kept in the source tree. One
 * switch for every module, {@code -Dpairlock.regenerate=true}, rewrites the expected files instead
 * of comparing (then a reviewer reads every diff). A missing expected file is written and the test
 * fails, so that a new golden file is noticed and reviewed.
 */
public final class GoldenFile {
  private GoldenFile() {}

  /** The system property that makes {@link #assertMatches} rewrite instead of compare. */
  public static final String REGENERATE = "pairlock.regenerate";

  /** Whether this run rewrites the golden files ({@code -Dpairlock.regenerate=true}). */
  public static boolean regenerate() {
    return Boolean.getBoolean(REGENERATE);
  }

  /**
   * Compares {@code actual} with the UTF-8 text of {@code expected}; with {@link #regenerate()}
   * or when {@code expected} does not exist, writes {@code actual} there instead (creating its
   * directory) and, in the second case, fails.
   */
  public static void assertMatches(Path expected, String actual) {
    try {
      if (regenerate() || !Files.exists(expected)) {
        boolean existed = Files.exists(expected);
        Path dir = expected.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Files.writeString(expected, actual, StandardCharsets.UTF_8);
        if (!existed && !regenerate()) {
          throw new AssertionError(
              "no golden file yet; wrote " + expected + " — review it and rerun");
        }
        return;
      }
      assertEquals(
          Files.readString(expected, StandardCharsets.UTF_8), actual, "golden file " + expected);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

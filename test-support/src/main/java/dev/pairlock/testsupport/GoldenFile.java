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
      String want = Files.readString(expected, StandardCharsets.UTF_8);
      if (!want.equals(actual)) {
        assertEquals(want, actual, "golden file " + expected + firstDifference(want, actual));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Lines shown of each side after the first difference. */
  private static final int SHOWN = 6;

  /**
   * Where {@code want} and {@code actual} first differ, with a few lines of each from there: the
   * part a truncated CI log keeps (the whole texts follow in the assertion's message).
   */
  static String firstDifference(String want, String actual) {
    String[] w = want.split("\n", -1);
    String[] a = actual.split("\n", -1);
    int i = 0;
    while (i < w.length && i < a.length && w[i].equals(a[i])) {
      i++;
    }
    StringBuilder sb = new StringBuilder(" differs first at line ").append(i + 1).append(":\n");
    for (int k = i; k < Math.min(w.length, i + SHOWN); k++) {
      sb.append("- ").append(w[k]).append('\n');
    }
    for (int k = i; k < Math.min(a.length, i + SHOWN); k++) {
      sb.append("+ ").append(a[k]).append('\n');
    }
    return sb.toString();
  }
}

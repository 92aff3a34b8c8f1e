package dev.pairlock.cli;

import dev.pairlock.testsupport.GoldenFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Golden-file support: runs the command line as a user would and compares what they would see
 * (stdout, stderr, exit code) with {@code NAME.expected} beside the input ({@link GoldenFile}).
 * Regenerate with {@code mvn test -Dpairlock.regenerate=true} and review the diff.
 */
final class Golden {
  private Golden() {}

  static Path repoRoot() {
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !Files.exists(p.resolve("regression"))) {
      p = p.getParent();
    }
    if (p == null) {
      throw new IllegalStateException("cannot find the repository root from " + Path.of("").toAbsolutePath());
    }
    return p;
  }

  static List<Path> inputs(Path dir, String extension) throws IOException {
    List<Path> r = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      s.filter(p -> p.getFileName().toString().endsWith(extension)).sorted().forEach(r::add);
    }
    return r;
  }

  /** Runs pairlock with {@code args}; the output with {@code dir/} removed from paths. */
  static String run(Path dir, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
    String prefix = dir.toAbsolutePath() + "/";
    return (out + err.toString()).replace(prefix, "") + "exit: " + code + "\n";
  }

  /**
   * {@link #run(Path, String...)} showing of stderr only the lines {@code keep} accepts, before
   * stdout (for a run whose stderr also carries lines that vary, such as the timing table).
   */
  static String run(Path dir, Predicate<String> keep, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
    String kept = err.toString().lines().filter(keep).map(l -> l + "\n").collect(Collectors.joining());
    String prefix = dir.toAbsolutePath() + "/";
    return (kept + out).replace(prefix, "") + "exit: " + code + "\n";
  }

  /**
   * One test per {@code .c} file of {@code dir}: the report of {@code analyze [args] FILE}
   * against {@code NAME.expected}. The name says the truth about the program and what we accept:
   * a {@code _race} file must report a race (exit 1), a {@code _safe} one verify (exit 0), a
   * {@code _safe_falsealarm} one is race-free but reported racy (exit 1: a false alarm we accept,
   * its golden shows it), a {@code _safe_unverified} or {@code _unverified} one be inconclusive
   * (exit 3).
   */
  static Stream<org.junit.jupiter.api.DynamicTest> analyzeEach(Path dir, int atLeast, String... args)
      throws IOException {
    return analyzeEach(dir, ".c", atLeast, args);
  }

  /** {@link #analyzeEach(Path, int, String...)} on the files ending in {@code extension}. */
  static Stream<org.junit.jupiter.api.DynamicTest> analyzeEach(
      Path dir, String extension, int atLeast, String... args) throws IOException {
    List<Path> inputs = inputs(dir, extension);
    org.junit.jupiter.api.Assertions.assertTrue(
        inputs.size() >= atLeast, "expected at least " + atLeast + " programs, found " + inputs.size());
    return inputs.stream()
        .map(
            c ->
                org.junit.jupiter.api.DynamicTest.dynamicTest(
                    c.getFileName().toString(),
                    () -> {
                      String fileName = c.getFileName().toString();
                      String name = fileName.substring(0, fileName.length() - extension.length());
                      List<String> all = new ArrayList<>(List.of("analyze"));
                      all.addAll(List.of(args));
                      all.add(c.toString());
                      String actual = run(dir, all.toArray(String[]::new));
                      String expectedExit =
                          expectedExit(name);
                      org.junit.jupiter.api.Assertions.assertTrue(
                          actual.endsWith(expectedExit), name + ": expected " + expectedExit + actual);
                      check(dir.resolve(name + ".expected"), actual);
                    }));
  }

  /** The exit code a fixture's name promises ({@link #analyzeEach}), or "" if it promises none. */
  static String expectedExit(String name) {
    if (name.endsWith("_race") || name.endsWith("_falsealarm")) {
      return "exit: 1\n";
    }
    if (name.endsWith("_safe")) {
      return "exit: 0\n";
    }
    return name.endsWith("_unverified") ? "exit: 3\n" : "";
  }

  /** {@link GoldenFile#assertMatches}: the one golden-file comparison of every module. */
  static void check(Path expectedFile, String actual) {
    GoldenFile.assertMatches(expectedFile, actual);
  }
}

package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Batch runs over a tree of drivers: a failing driver is reported and the others still are; the
 * report does not depend on {@code -j}; crashes, running out of memory and hangs in one driver's
 * child JVM cost only that driver.
 */
class BatchTest {
  @TempDir Path tmp;

  @Test
  void failingDriverIsReportedAndTheOthersToo() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), true, true, "global_counter_race", "global_counter_safe");
    Suite.Run r = Suite.run("analyze", "--no-cache", "-j", "2", root.toString());
    assertEquals(ExitCode.PROBLEM, r.code(), r.err());
    String prefix = tmp.toAbsolutePath() + "/";
    // the report (stdout) is deterministic: golden
    Golden.check(Golden.repoRoot().resolve("regression/batch/suite.expected"), r.out().replace(prefix, ""));
    // clang's messages and the summary table go to stderr
    assertTrue(r.err().contains("syntax_error.c:6:12: error: expected expression"), r.err());
    List<String> lines = r.err().lines().toList();
    assertTrue(lines.stream().anyMatch(l -> l.matches("driver +status +LoC +pairs +verified +racy +unverified +races +time")), r.err());
    assertTrue(lines.stream().anyMatch(l -> l.matches("broken/syntax +error \\(compile\\) +6 +- .*")), r.err());
    assertTrue(lines.stream().anyMatch(l -> l.matches("char/global_counter_race +racy +39 +10 +3 +2 +0 +3 .*s")), r.err());
    assertTrue(lines.stream().anyMatch(l -> l.matches("char/global_counter_safe +verified +46 +10 +5 +0 +0 +0 .*s")), r.err());
    assertTrue(lines.stream().anyMatch(l -> l.matches("misc/ringbuf +racy .*")), r.err());
    assertTrue(lines.stream().anyMatch(l -> l.matches("total \\(4 drivers\\) .*")), r.err());
    assertTrue(r.err().contains("broken/syntax: clang failed on syntax_error.c (exit 1)"), r.err());
  }

  @Test
  void reportIsTheSameAtAnyParallelism() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), true, false, "global_counter_race", "helper_lock_safe", "inline_asm_unverified");
    for (String format : List.of("json", "text")) {
      Suite.Run one = Suite.run("analyze", "--no-cache", "-j", "1", "--format", format, root.toString());
      Suite.Run many = Suite.run("analyze", "--no-cache", "-j", "3", "--format", format, root.toString());
      assertEquals(ExitCode.PROBLEM, one.code());
      assertEquals(one.code(), many.code());
      assertEquals(one.out(), many.out(), format + " report at -j 1 and -j 3");
    }
  }

  @Test
  void childJvmsReportWhatOneJvmReports() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), true, true, "lock_in_loop_race", "inline_asm_unverified");
    Suite.Run one = Suite.run("analyze", "--no-cache", "--isolation", "none", "--format", "json", root.toString());
    Suite.Run isolated = Suite.run("analyze", "--no-cache", "--isolation", "process", "--format", "json", root.toString());
    assertEquals(one.out(), isolated.out());
    assertEquals(one.code(), isolated.code());
    assertTrue(one.out().contains("\"status\": \"inconclusive\""), one.out());
  }

  /**
   * --results-log: each driver's JSON object on a line as it finishes, with its time (and its
   * worker's memory peak); the lines,
   * ordered by name, are the report's drivers. Before: a batch wrote nothing until its end, so an
   * interrupted benchmark kept nothing of what it had finished.
   */
  @Test
  void resultsLogHasEachDriversLine() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), true, false, "global_counter_race", "global_counter_safe");
    Path log = tmp.resolve("out/results.jsonl");
    Suite.Run r = Suite.run("analyze", "--no-cache", "-j", "2", "--format", "json",
        "--results-log", log.toString(), root.toString());
    assertEquals(ExitCode.PROBLEM, r.code(), r.err());
    @SuppressWarnings("unchecked")
    List<Object> drivers = (List<Object>) ((java.util.Map<String, Object>) Json.parse(r.out())).get("drivers");
    List<String> lines = Files.readAllLines(log);
    assertEquals(drivers.size(), lines.size(), lines.toString());
    java.util.Map<String, Object> byName = new java.util.TreeMap<>();
    for (String l : lines) {
      @SuppressWarnings("unchecked")
      java.util.Map<String, Object> d = new java.util.LinkedHashMap<>((java.util.Map<String, Object>) Json.parse(l));
      assertTrue(d.remove("millis") instanceof Long, l);
      assertEquals(false, d.remove("cached"), l);
      // the worker JVM's resident peak during the driver, where /proc says it
      Object peak = d.remove("peakKb");
      assertTrue(peak == null || (peak instanceof Long k && k > 0), l);
      byName.put((String) d.get("name"), d);
    }
    java.util.Map<String, Object> expected = new java.util.TreeMap<>();
    for (Object o : drivers) {
      @SuppressWarnings("unchecked")
      java.util.Map<String, Object> d = (java.util.Map<String, Object>) o;
      expected.put((String) d.get("name"), d);
    }
    assertEquals(expected, byName);
  }

  @Test
  void pairThreadsDoNotChangeTheReport() {
    Path ringbuf = Golden.repoRoot().resolve("examples/ringbuf");
    Suite.Run one = Suite.run("analyze", "--no-cache", "-j", "1", "--format", "json", ringbuf.toString());
    Suite.Run many = Suite.run("analyze", "--no-cache", "-j", "4", "--format", "json", ringbuf.toString());
    assertEquals(one.out(), many.out());
    assertTrue(one.out().contains("\"status\": \"racy\""), one.out());
  }

  /** Runs pairlock with {@code args}, its child JVMs failing as {@code fault} says ({@link FaultyWorker}). */
  private Suite.Run withFault(String fault, String... args) {
    return Suite.run(FaultyWorker.command(fault), args);
  }

  @Test
  void outOfMemoryCostsOnlyThatDriver() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), false, false, "global_counter_race", "global_counter_safe");
    Suite.Run r = withFault("oom:char/global_counter_safe", "analyze", "--no-cache", "--memory", "256", root.toString());
    assertTrue(r.out().contains("pairlock: char/global_counter_safe: error: the analysis ran out of memory (its heap of 128 MB, half of --memory 256)"), r.out());
    assertTrue(r.out().contains("potential read-write race on counter"), r.out());
    assertEquals(ExitCode.PROBLEM, r.code());
  }

  @Test
  void stackOverflowAndNativeCrashCostOnlyThatDriver() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), false, false, "global_counter_safe", "helper_lock_safe");
    Suite.Run r = withFault("stack:char/global_counter_safe", "analyze", "--no-cache", root.toString());
    assertTrue(r.out().contains("pairlock: char/global_counter_safe: error: the analysis overflowed its stack (java.lang.StackOverflowError)"), r.out());
    assertTrue(r.out().contains("pairlock: 5 of 5 entry-point pairs race-free"), r.out());
    assertEquals(ExitCode.INTERNAL, r.code());
    r = withFault("halt:char/helper_lock_safe", "analyze", "--no-cache", root.toString());
    assertTrue(r.out().contains("pairlock: char/helper_lock_safe: error: the analysis crashed (signal 6)"), r.out());
    assertTrue(r.err().lines().anyMatch(l -> l.matches("char/helper_lock_safe +error \\(crash\\) .*")), r.err());
    assertTrue(r.err().lines().anyMatch(l -> l.matches("char/global_counter_safe +verified .*")), r.err());
  }

  @Test
  void hangingDriverTimesOut() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), false, false, "global_counter_safe", "helper_lock_safe");
    Suite.Run r = withFault("hang:char/helper_lock_safe", "analyze", "--no-cache", "--driver-timeout", "20", root.toString());
    assertTrue(r.out().contains("pairlock: char/helper_lock_safe: error: the analysis ran out of its time budget (20 s, --driver-timeout)"), r.out());
    assertTrue(r.out().contains("pairlock: 5 of 5 entry-point pairs race-free"), r.out());
    assertEquals(ExitCode.INCONCLUSIVE, r.code());
  }

  /**
   * Worker JVMs that analyse one driver after another report what a fresh JVM per driver
   * reports, at -j 1 (one worker for all) and -j 2.
   */
  @Test
  void workersReportWhatAJvmPerDriverReports() throws Exception {
    Path root =
        Suite.make(tmp.resolve("suite"), true, true, "global_counter_race", "helper_lock_safe", "inline_asm_unverified", "lock_in_loop_race");
    for (String j : List.of("1", "2")) {
      Suite.Run perJvm = Suite.run("analyze", "--no-cache", "-j", j, "--drivers-per-worker", "1", "--format", "json", root.toString());
      Suite.Run workers = Suite.run("analyze", "--no-cache", "-j", j, "--format", "json", root.toString());
      assertEquals(perJvm.out(), workers.out(), "-j " + j);
      assertEquals(perJvm.code(), workers.code());
      assertEquals(ExitCode.PROBLEM, workers.code(), workers.err());
    }
  }

  /**
   * A driver that kills its worker costs only that driver: the drivers after it are analysed in
   * a new worker (-j 1: one worker at a time).
   */
  @Test
  void aCrashOrATimeoutInAWorkerCostsOnlyThatDriver() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), false, false, "global_counter_race", "global_counter_safe", "helper_lock_safe");
    Suite.Run clean = Suite.run("analyze", "--no-cache", "-j", "1", "--format", "json", root.toString());
    Suite.Run r = withFault("halt:char/global_counter_safe", "analyze", "--no-cache", "-j", "1", root.toString());
    assertTrue(r.out().contains("pairlock: char/global_counter_safe: error: the analysis crashed (signal 6)"), r.out());
    assertTrue(r.err().lines().anyMatch(l -> l.matches("char/global_counter_race +racy .*")), r.err());
    assertTrue(r.err().lines().anyMatch(l -> l.matches("char/helper_lock_safe +verified .*")), r.err());
    assertEquals(ExitCode.PROBLEM, r.code());
    r = withFault("hang:char/global_counter_safe", "analyze", "--no-cache", "-j", "1", "--driver-timeout", "20", root.toString());
    assertTrue(r.out().contains("pairlock: char/global_counter_safe: error: the analysis ran out of its time budget (20 s, --driver-timeout)"), r.out());
    assertTrue(r.err().lines().anyMatch(l -> l.matches("char/global_counter_race +racy .*")), r.err());
    assertTrue(r.err().lines().anyMatch(l -> l.matches("char/helper_lock_safe +verified .*")), r.err());
    assertEquals(ExitCode.PROBLEM, r.code());
    // the others' reports are the clean run's
    Suite.Run j = withFault("halt:char/global_counter_safe", "analyze", "--no-cache", "-j", "1", "--format", "json", root.toString());
    assertEquals(others(clean.out(), "char/global_counter_safe"), others(j.out(), "char/global_counter_safe"));
  }

  /** The drivers of a JSON report but {@code name}. */
  private static List<?> others(String json, String name) {
    List<?> drivers = (List<?>) ((java.util.Map<?, ?>) Json.parse(json)).get("drivers");
    List<?> rest = drivers.stream().filter(d -> !name.equals(((java.util.Map<?, ?>) d).get("name"))).toList();
    assertEquals(drivers.size() - 1, rest.size());
    return rest;
  }

  /**
   * A driver that fails only in a worker that analysed another driver before (a failure that
   * depends on the worker's past) is analysed again in a fresh worker, and that outcome counts:
   * the report is the fault-free one.
   */
  @Test
  void aFailureInAReusedWorkerIsAnalysedAgainInAFreshOne() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), false, false, "global_counter_race", "global_counter_safe", "helper_lock_safe");
    Suite.Run clean = Suite.run("analyze", "--no-cache", "-j", "1", "--format", "json", root.toString());
    Suite.Run r = withFault("once-halt:char/global_counter_safe", "analyze", "--no-cache", "-j", "1", "--format", "json", root.toString());
    assertEquals(clean.out(), r.out());
    assertEquals(clean.code(), r.code());
    assertFalse(r.out().contains("crash"), r.out());
  }

  @Test
  void compileCommandsGiveTheDriversAndTheirFlags() throws Exception {
    Path root = tmp.resolve("kbuild");
    Path drv = Files.createDirectories(root.resolve("drivers/counter"));
    Path inc = Files.createDirectories(root.resolve("include/extra"));
    String src = Files.readString(Golden.repoRoot().resolve("regression/analyze/global_counter_safe.c"));
    // compiles only with -DPAIRLOCK_TEST_FLAG, -I include and -include include/extra/forced.h
    Files.writeString(drv.resolve("counter.c"), "#include <flag.h>\n#ifndef PAIRLOCK_TEST_FLAG\n#error no -D\n#endif\n#ifndef FORCED\n#error no -include\n#endif\n" + src);
    Files.writeString(root.resolve("include/flag.h"), "#define FLAG_H 1\n");
    Files.writeString(inc.resolve("forced.h"), "#define FORCED 1\n");
    Files.writeString(
        root.resolve("compile_commands.json"),
        """
        [
          {"directory": "%s", "file": "drivers/counter/counter.c",
           "command": "gcc -c -O2 -I include -D'PAIRLOCK_TEST_FLAG=1' -include include/extra/forced.h -o counter.o drivers/counter/counter.c"},
          {"directory": "%s", "file": "lib/helper.S", "arguments": ["gcc", "-c", "lib/helper.S"]}
        ]
        """
            .formatted(root, root));
    Suite.Run r = Suite.run("analyze", "--no-cache", root.toString());
    assertEquals(ExitCode.VERIFIED, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("pairlock: 5 of 5 entry-point pairs race-free"), r.out());
    // without the compile commands the driver does not compile
    Files.delete(root.resolve("compile_commands.json"));
    Suite.Run bare = Suite.run("analyze", "--no-cache", drv.toString());
    assertEquals(ExitCode.INPUT, bare.code());
    assertFalse(bare.err().isEmpty());
  }

  @Test
  void commandsAreSplitLikeAShell() {
    assertEquals(
        List.of("cc", "-DX=\"a b\"", "-I", "my dir", "it's", "x\\y"),
        CompileCommands.split("cc '-DX=\"a b\"'  -I my\\ dir \"it's\" 'x\\y'"));
  }

  @Test
  void eachFileMakesEveryFileADriver() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("flat"));
    for (String d : List.of("global_counter_race", "global_counter_safe")) {
      Files.copy(Golden.repoRoot().resolve("regression/analyze/" + d + ".c"), dir.resolve(d + ".c"));
    }
    Suite.Run r = Suite.run("analyze", "--no-cache", "--each-file", "--isolation", "none", dir.toString());
    assertEquals(ExitCode.PROBLEM, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("== " + dir.resolve("global_counter_race.c")), r.out());
    assertTrue(r.out().contains("== " + dir.resolve("global_counter_safe.c")), r.out());
  }
}

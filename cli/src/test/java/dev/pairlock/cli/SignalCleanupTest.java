package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A batch run interrupted by SIGTERM (as Ctrl-C's SIGINT) or SIGKILL leaves no temporary
 * directory and no child JVM behind. Before: {@code pairlock-worker*} and {@code pairlock-bc*}
 * stayed in /tmp, and after SIGKILL of the parent its child JVM ran on to the end.
 */
class SignalCleanupTest {
  @TempDir Path tmp;

  /** pairlock in a JVM of its own, with its temporary directory in {@code jtmp}. */
  private Process start(Path jtmp, Path drivers) throws Exception {
    List<String> cmd = new ArrayList<>(ChildJvm.command(512, List.of(Main.class.getName())));
    cmd.add(1, "-Djava.io.tmpdir=" + jtmp);
    cmd.addAll(List.of("analyze", "--no-cache", "--no-progress", "--isolation", "process", "-j", "1", drivers.toString()));
    return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
  }

  private Path drivers() throws Exception {
    Path root = tmp.resolve("drivers");
    for (String d : List.of("global_counter_race", "global_counter_safe", "helper_lock_safe")) {
      Path dir = Files.createDirectories(root.resolve(d));
      Files.copy(Golden.repoRoot().resolve("regression/analyze/" + d + ".c"), dir.resolve(d + ".c"));
    }
    return root;
  }

  /** Waits until the parent has started its first child JVM; returns that child. */
  private static ProcessHandle firstChild(Process p, Path jtmp) throws Exception {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < end) {
      var child = p.toHandle().children().findFirst();
      if (child.isPresent() && list(jtmp).stream().anyMatch(f -> f.getFileName().toString().startsWith("pairlock-worker"))) {
        Thread.sleep(2000); // into its compilation and analysis
        return child.get();
      }
      Thread.sleep(100);
    }
    throw new AssertionError("no child JVM started");
  }

  private static List<Path> list(Path dir) throws Exception {
    try (Stream<Path> s = Files.list(dir)) {
      return s.toList();
    }
  }

  private static void awaitEmpty(Path dir) throws Exception {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (!list(dir).isEmpty() && System.nanoTime() < end) {
      Thread.sleep(100);
    }
    assertEquals(List.of(), list(dir));
  }

  /**
   * The shutdown hooks of a run that created no temporary directory print nothing. Before:
   * {@code analyze --help} ended with an ExceptionInInitializerError from the worker reaper's hook
   * (it registered the temporary-directory hook during shutdown).
   */
  @Test
  void helpExitsWithoutAnythingOnStandardError() throws Exception {
    List<String> cmd = new ArrayList<>(ChildJvm.command(256, List.of(Main.class.getName())));
    cmd.addAll(List.of("analyze", "--help"));
    Path err = tmp.resolve("stderr.txt");
    Process p =
        new ProcessBuilder(cmd)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectError(err.toFile())
            .start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue());
    assertEquals("", Files.readString(err));
  }

  @Test
  void sigtermEndsTheChildAndRemovesEveryTemporaryDirectory() throws Exception {
    Path jtmp = Files.createDirectories(tmp.resolve("jtmp"));
    Process p = start(jtmp, drivers());
    ProcessHandle child = firstChild(p, jtmp);
    p.destroy(); // SIGTERM
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "pairlock did not end on SIGTERM");
    child.onExit().get(20, TimeUnit.SECONDS);
    assertFalse(child.isAlive());
    awaitEmpty(jtmp);
  }

  // The child also deletes the parent's directory for it when it sees the parent die; started
  // from a shell it does, but under surefire the directory often stays (not understood yet: issue
  // #29's note), so only the end of the child is asserted here.
  @Test
  void sigkillOfTheParentEndsTheChild() throws Exception {
    Path jtmp = Files.createDirectories(tmp.resolve("jtmp"));
    Process p = start(jtmp, drivers());
    ProcessHandle child = firstChild(p, jtmp);
    p.destroyForcibly(); // SIGKILL: no shutdown hook of the parent runs
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    child.onExit().get(20, TimeUnit.SECONDS);
    assertFalse(child.isAlive());
  }
  // Before: clang, blocked on a header that is a FIFO, ran on for ever after the parent was
  // killed (SIGKILL) and its worker had exited; after SIGTERM too.
  @Test
  void theEndOfTheParentEndsAClangThatNeverEnds() throws Exception {
    for (boolean kill : new boolean[] {false, true}) {
      Path jtmp = Files.createDirectories(tmp.resolve("jtmp" + kill));
      Path dir = Files.createDirectories(tmp.resolve("blocking" + kill + "/fifo_driver"));
      Process mk = new ProcessBuilder("mkfifo", dir.resolve("fifo.h").toString()).start();
      assertTrue(mk.waitFor(10, TimeUnit.SECONDS) && mk.exitValue() == 0);
      Files.writeString(dir.resolve("a.c"), "#include \"fifo.h\"\nint x;\n");
      Process p = start(jtmp, dir.getParent());
      List<ProcessHandle> tree = List.of();
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (System.nanoTime() < end && tree.stream().noneMatch(SignalCleanupTest::isClang)) {
        Thread.sleep(100);
        tree = p.toHandle().descendants().toList();
      }
      assertTrue(tree.stream().anyMatch(SignalCleanupTest::isClang), "clang never started: " + tree);
      if (kill) {
        p.destroyForcibly(); // SIGKILL: the worker sees its parent die
      } else {
        p.destroy(); // SIGTERM
      }
      assertTrue(p.waitFor(30, TimeUnit.SECONDS));
      for (ProcessHandle h : tree) {
        try {
          h.onExit().get(20, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
          h.destroyForcibly();
          throw new AssertionError((kill ? "SIGKILL" : "SIGTERM") + " left " + h.info().command().orElse("?") + " running");
        }
      }
    }
  }

  private static boolean isClang(ProcessHandle h) {
    return h.info().command().map(c -> c.endsWith("/clang")).orElse(false);
  }
}

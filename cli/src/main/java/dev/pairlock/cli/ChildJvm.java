package dev.pairlock.cli;

import dev.pairlock.ivl.smt.SolverContext;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Child JVMs of isolated driver analyses ({@link Worker}, run by {@link WorkerJvm}): their
 * command line (heap cap {@code -Xmx}), their limits, why one ended, and their end when this JVM
 * ends. Whatever happens in a child (an {@link OutOfMemoryError}, a {@link StackOverflowError}, a
 * crash in native LLVM or Z3 code, a hang past the driver's time budget) costs only the driver it
 * was analysing: the parent reports it failed, with the reason and the tail of the child's error
 * output, and goes on.
 */
final class ChildJvm {
  private ChildJvm() {}

  /** The children running now; killed if this JVM exits first (Ctrl-C), so none is orphaned. */
  static final java.util.Set<Process> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(ChildJvm::reap, "pairlock-reap-workers"));
  }

  /**
   * Ends the children still running: SIGTERM first, so that each runs its own shutdown hooks
   * (its temporary directories, {@link dev.pairlock.frontend.TempDirectories}), then SIGKILL for
   * those still there after {@link #REAP_GRACE_MS}, and then deletes the temporary directories
   * they may have written into after the temporary-directory hook ran. A child whose parent died without running
   * this (SIGKILL) ends by itself: {@link Worker} exits when its standard input, a pipe from this
   * JVM, is closed.
   */
  private static void reap() {
    LIVE.forEach(Process::destroy);
    long end = System.nanoTime() + REAP_GRACE_MS * 1_000_000;
    for (Process p : LIVE) {
      try {
        p.waitFor(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        break;
      }
    }
    LIVE.forEach(Process::destroyForcibly);
    for (Process p : LIVE) {
      try {
        p.waitFor(REAP_GRACE_MS, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        break;
      }
    }
    // the children wrote into their request directories until now; the temporary-directory hook
    // may have run before they ended
    dev.pairlock.frontend.TempDirectories.deleteAll();
  }

  private static final long REAP_GRACE_MS = 2000;

  /**
   * @param memoryMb the child's memory budget ({@code --memory}): its heap cap is {@link
   *     #heapMb} of it, Z3's limit {@link #solverMb}, the rest is left for LLVM and the JVM itself
   * @param driverTimeout a driver's wall-clock budget in its child ({@link Duration#ZERO}: none)
   * @param worker the main class the child runs and its leading arguments, before {@code
   *     --serve}: {@link #WORKER}; the isolation tests give one that fails on purpose
   * @param driversPerWorker drivers a child analyses before it is replaced (0: no limit; 1: a
   *     fresh JVM for every driver)
   */
  record Limits(int memoryMb, Duration driverTimeout, List<String> worker, int driversPerWorker) {
    Limits {
      worker = List.copyOf(worker);
    }

    Limits(int memoryMb, Duration driverTimeout, List<String> worker) {
      this(memoryMb, driverTimeout, worker, 0);
    }

    Limits(int memoryMb, Duration driverTimeout) {
      this(memoryMb, driverTimeout, WORKER);
    }
  }

  /** The heap cap of a child with a memory budget of {@code memoryMb}: half of it. */
  static int heapMb(int memoryMb) {
    return memoryMb / 2;
  }

  /**
   * Z3's memory limit ({@link SolverContext#MAX_MEMORY_PROPERTY}) in a child with a memory budget
   * of {@code memoryMb}: three eighths of it. A query that would need more answers unknown, which
   * leaves its pair unverified ("out of memory"); with the heap's half and an eighth for LLVM's
   * modules, the JVM's code, metaspace and stacks, the child stays within its budget.
   */
  static int solverMb(int memoryMb) {
    return memoryMb * 3 / 8;
  }

  /** What a child runs: {@link Worker}. */
  static final List<String> WORKER = List.of(Worker.class.getName());

  /** One line: what killed the child, from its exit code and its output (stdout and stderr). */
  static String crashReason(int exit, String text, Limits limits) {
    if (text.contains("OutOfMemoryError")) {
      return "the analysis ran out of memory (its heap of "
          + heapMb(limits.memoryMb())
          + " MB, half of --memory "
          + limits.memoryMb()
          + ")";
    }
    if (text.contains("StackOverflowError")) {
      return "the analysis overflowed its stack (java.lang.StackOverflowError)";
    }
    for (String line : text.split("\n")) {
      if (line.startsWith("pairlock worker: ")) {
        return "the analysis failed: " + line.substring("pairlock worker: ".length()).strip();
      }
    }
    String what = exit > 128 ? "signal " + (exit - 128) : "exit " + exit;
    String last =
        text.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).map(String::strip).orElse("");
    return "the analysis crashed (" + what + ")" + (last.isEmpty() ? "" : ": " + last);
  }

  /**
   * {@code java} with this JVM's relevant flags (stack size, native access, JavaCPP cache, the
   * start-up cache the launcher gave), the heap cap and Z3's limit of the memory budget (unless
   * this JVM was given Z3's limit: then that) and this JVM's class path, running {@code worker}.
   */
  static List<String> command(int memoryMb, List<String> worker) {
    return command(memoryMb, worker, null);
  }

  /** {@link #command(int, List)} with {@code tmpdir} as the child's temporary directory (if not null). */
  static List<String> command(int memoryMb, List<String> worker, Path tmpdir) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    boolean stack = false;
    for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (a.startsWith("-Xss")
          || a.startsWith("--enable-native-access")
          || a.startsWith("-Dorg.bytedeco.")
          || a.startsWith("-Dpairlock.")
          || (a.startsWith("-Djava.io.tmpdir=") && tmpdir == null)
          || a.startsWith("-XX:AOTCache=")
          || a.startsWith("-XX:SharedArchiveFile=")
          || a.startsWith("-Xlog:aot")
          || a.startsWith("-Xlog:cds")
          || a.equals("-XX:+UseSerialGC")
          || a.startsWith("-XX:MinHeapFreeRatio=")
          || a.startsWith("-XX:MaxHeapFreeRatio=")) {
        cmd.add(a);
        stack |= a.startsWith("-Xss");
      }
    }
    if (!stack) {
      cmd.add("-Xss16m");
    }
    if (tmpdir != null) {
      cmd.add("-Djava.io.tmpdir=" + tmpdir);
    }
    cmd.add("-Xmx" + heapMb(memoryMb) + "m");
    if (System.getProperty(SolverContext.MAX_MEMORY_PROPERTY) == null) {
      cmd.add("-D" + SolverContext.MAX_MEMORY_PROPERTY + "=" + solverMb(memoryMb));
    }
    cmd.add("-XX:+ExitOnOutOfMemoryError");
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.addAll(worker);
    return cmd;
  }

}

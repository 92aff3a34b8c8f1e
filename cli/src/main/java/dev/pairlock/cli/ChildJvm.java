package dev.pairlock.cli;

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
 * Runs one driver's analysis in a child JVM ({@link Worker}) with a heap cap ({@code -Xmx}) and a
 * wall-clock limit (the child is killed when it runs out). Whatever happens in the child (an
 * {@link OutOfMemoryError}, a {@link StackOverflowError}, a crash in native LLVM or Z3 code, a
 * hang) costs only that driver: the parent reports it failed, with the reason and the tail of the
 * child's error output, and goes on.
 */
final class ChildJvm {
  private ChildJvm() {}

  /** The children running now; killed if this JVM exits first (Ctrl-C), so none is orphaned. */
  private static final java.util.Set<Process> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();

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
   * @param memoryMb the child's maximum heap
   * @param driverTimeout the child's wall-clock budget ({@link Duration#ZERO}: none)
   * @param worker the main class the child runs and its leading arguments, before REQUEST RESULT:
   *     {@link #WORKER}; the isolation tests give one that fails on purpose
   */
  record Limits(int memoryMb, Duration driverTimeout, List<String> worker) {
    Limits {
      worker = List.copyOf(worker);
    }

    Limits(int memoryMb, Duration driverTimeout) {
      this(memoryMb, driverTimeout, WORKER);
    }
  }

  /** What a child runs: {@link Worker}. */
  static final List<String> WORKER = List.of(Worker.class.getName());

  static Reports.DriverReport run(
      Drivers.Spec spec,
      DriverAnalysis.AnalysisRequest request,
      Limits limits,
      dev.pairlock.instrument.race.PairAnalysis.ProgressListener progress) {
    long t0 = System.nanoTime();
    Path dir;
    try {
      dir = dev.pairlock.frontend.TempDirectories.create("pairlock-worker");
    } catch (IOException e) {
      throw new IllegalStateException("cannot create a temporary directory: " + e, e);
    }
    try {
      Path req = dir.resolve("request.json");
      Path res = dir.resolve("result.json");
      Path log = dir.resolve("output.txt"); // stdout and stderr: HotSpot reports OOM on stdout
      Worker.writeRequest(req, spec, request);
      List<String> cmd = command(limits.memoryMb(), limits.worker());
      cmd.add(req.toString());
      cmd.add(res.toString());
      ProcessBuilder pb =
          new ProcessBuilder(cmd).redirectErrorStream(true);
      Process p = pb.start();
      LIVE.add(p);
      Thread pump = pump(p, log, progress);
      boolean done;
      try {
        if (limits.driverTimeout().isZero()) {
          p.waitFor();
          done = true;
        } else {
          done = p.waitFor(limits.driverTimeout().toMillis(), TimeUnit.MILLISECONDS);
        }
      } catch (InterruptedException e) {
        p.destroyForcibly();
        LIVE.remove(p);
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while analysing " + spec.name(), e);
      }
      long ms = DriverAnalysis.millis(t0);
      if (!done) {
        p.destroyForcibly();
        try {
          p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      LIVE.remove(p);
      try {
        pump.join(10_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      if (!done) {
        return Reports.DriverReport.failed(
            spec,
            "timeout",
            "the analysis ran out of its time budget (" + limits.driverTimeout().toSeconds() + " s, --driver-timeout)",
            null,
            ms);
      }
      if (p.exitValue() == 0 && Files.exists(res)) {
        try {
          return ResultCodec.decode(Files.readString(res, StandardCharsets.UTF_8)).withMillis(ms);
        } catch (ResultCodec.DecodeException e) {
          return Reports.DriverReport.failed(spec, "crash", "the analysis returned a broken result: " + e.getMessage(), null, ms);
        }
      }
      return Reports.DriverReport.failed(spec, "crash", crashReason(p.exitValue(), log, limits), null, ms);
    } catch (IOException e) {
      throw new IllegalStateException("cannot run the analysis of " + spec.name() + " in a child JVM: " + e, e);
    } finally {
      dev.pairlock.frontend.TempDirectories.delete(dir);
    }
  }

  /**
   * Copies the child's output (stdout and stderr merged) to {@code log}, except its progress
   * lines, which go to {@code progress}.
   */
  private static Thread pump(
      Process p, Path log, dev.pairlock.instrument.race.PairAnalysis.ProgressListener progress) {
    Thread t =
        new Thread(
            () -> {
              try (var in =
                      new java.io.BufferedReader(
                          new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
                  var out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
                String line;
                while ((line = in.readLine()) != null) {
                  if (line.startsWith(Worker.PROGRESS)) {
                    String[] n = line.substring(Worker.PROGRESS.length()).split(" ");
                    try {
                      progress.pairsDone(Integer.parseInt(n[0]), Integer.parseInt(n[1]));
                    } catch (RuntimeException e) {
                      // a garbled line: ignore
                    }
                  } else {
                    out.write(line);
                    out.write('\n');
                  }
                }
              } catch (IOException e) {
                // the child is gone; what was logged is what there is
              }
            },
            "pairlock-worker-output");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /** One line: what killed the child, from its exit code and the last lines of its stderr. */
  static String crashReason(int exit, Path log, Limits limits) {
    String text;
    try {
      text = Files.readString(log, StandardCharsets.UTF_8);
    } catch (IOException e) {
      text = "";
    }
    if (text.contains("OutOfMemoryError")) {
      return "the analysis ran out of memory (" + limits.memoryMb() + " MB heap, --memory)";
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
   * {@code java} with this JVM's relevant flags (stack size, native access, JavaCPP cache), the
   * heap cap and this JVM's class path, running {@link Worker}.
   */
  static List<String> command(int memoryMb, List<String> worker) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    boolean stack = false;
    for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (a.startsWith("-Xss")
          || a.startsWith("--enable-native-access")
          || a.startsWith("-Dorg.bytedeco.")
          || a.startsWith("-Dpairlock.")
          || a.startsWith("-Djava.io.tmpdir=")
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
    cmd.add("-Xmx" + memoryMb + "m");
    cmd.add("-XX:+ExitOnOutOfMemoryError");
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.addAll(worker);
    return cmd;
  }

}

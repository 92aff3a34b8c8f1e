package dev.pairlock.cli;

import dev.pairlock.instrument.race.PairAnalysis;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A child JVM that analyses drivers one after another ({@link Worker#serve}), so that a batch pays
 * the JVM's start-up (about 1.5 s of CPU: classes, LLVM's and Z3's natives, the bundled tables)
 * once per worker instead of once per driver. Isolation is what a JVM per driver gave: each
 * driver has the whole heap cap (the previous one's objects are garbage), its own time budget
 * (past it the worker is killed, and the next driver gets a new one), and whatever kills the
 * worker (running out of heap, a stack overflow, a crash in native code) costs only the driver it
 * was analysing: that driver is reported failed ({@link ChildJvm#crashReason}), and the batch
 * goes on in a new worker. {@link Batch} also analyses a driver again in a fresh worker when it
 * failed so in a worker that had analysed others before it, so that no failure depends on what a
 * worker did earlier.
 *
 * <p>The worker's temporary directory ({@code java.io.tmpdir}) is a directory of this JVM's,
 * deleted when the worker ends: what a killed worker leaves behind (its compiler outputs, the Z3
 * library it unpacked) goes with it.
 */
final class WorkerJvm implements AutoCloseable {
  private final Process process;
  private final Path dir;
  private final Writer requests;
  private final ChildJvm.Limits limits;

  /** {@link Worker#DONE} lines, and {@link #EOF} when the worker's output ended. */
  private final LinkedBlockingQueue<String> events = new LinkedBlockingQueue<>();

  private static final String EOF = "";

  /** What the worker printed since the current request, besides progress (capped). */
  private final StringBuilder output = new StringBuilder();

  private static final int OUTPUT_CAP = 1 << 20;

  private volatile PairAnalysis.ProgressListener progress = (d, t) -> {};
  private int served;
  private long peakKb = -1;
  private boolean alive = true;

  private WorkerJvm(Process process, Path dir, ChildJvm.Limits limits) {
    this.process = process;
    this.dir = dir;
    this.limits = limits;
    this.requests = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread pump = new Thread(this::pump, "pairlock-worker-output");
    pump.setDaemon(true);
    pump.start();
  }

  /** Starts a worker with the heap cap and main class of {@code limits}. */
  static WorkerJvm start(ChildJvm.Limits limits) {
    Path dir;
    try {
      dir = dev.pairlock.frontend.TempDirectories.create("pairlock-worker");
    } catch (IOException e) {
      throw new IllegalStateException("cannot create a temporary directory: " + e, e);
    }
    try {
      List<String> cmd = ChildJvm.command(limits.memoryMb(), limits.worker(), dir);
      cmd.add(Worker.SERVE);
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
      ChildJvm.LIVE.add(p);
      return new WorkerJvm(p, dir, limits);
    } catch (IOException e) {
      dev.pairlock.frontend.TempDirectories.delete(dir);
      throw new IllegalStateException("cannot start a child JVM: " + e, e);
    }
  }

  /** Drivers this worker has analysed (or begun to). */
  int served() {
    return served;
  }

  /**
   * The worker's resident-memory peak (kB, the kernel's {@code VmHWM}) during the last driver it
   * analysed, or -1 where the kernel does not say (no {@code /proc}, or the peak could not be
   * reset before the driver). The peak is reset before each driver ({@code clear_refs} 5), so it
   * is that driver's, not the worker's since its start; the compiler's child processes are not in
   * it.
   */
  long peakKb() {
    return peakKb;
  }

  /** Whether this worker can take another driver. */
  boolean alive() {
    return alive;
  }

  /**
   * Copies the worker's output (stdout and stderr merged; HotSpot reports running out of memory on
   * stdout) into {@link #output}, except its progress lines, which go to {@link #progress}, and
   * its {@link Worker#DONE} lines, which go to {@link #events}.
   */
  private void pump() {
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        if (line.startsWith(Worker.PROGRESS)) {
          String[] n = line.substring(Worker.PROGRESS.length()).split(" ");
          try {
            progress.pairsDone(Integer.parseInt(n[0]), Integer.parseInt(n[1]));
          } catch (RuntimeException e) {
            // a garbled line: ignore
          }
        } else if (line.startsWith(Worker.DONE)) {
          events.add(line);
        } else {
          synchronized (output) {
            if (output.length() < OUTPUT_CAP) {
              output.append(line).append('\n');
            }
          }
        }
      }
    } catch (IOException e) {
      // the worker is gone; what it printed is what there is
    }
    events.add(EOF);
  }

  /**
   * The analysis of one driver in this worker, held to the driver's time budget. After it, {@link
   * #alive} says whether the worker may take another driver; when not, it has been ended.
   */
  Reports.DriverReport analyse(
      Drivers.Spec spec, DriverAnalysis.AnalysisRequest request, PairAnalysis.ProgressListener listener) {
    if (!alive) {
      throw new IllegalStateException("the worker has ended");
    }
    long t0 = System.nanoTime();
    int n = ++served;
    Path req = dir.resolve("request-" + n + ".json");
    Path res = dir.resolve("result-" + n + ".json");
    synchronized (output) {
      output.setLength(0);
    }
    progress = listener;
    boolean peakReset = resetPeak();
    peakKb = -1;
    String event;
    try {
      Worker.writeRequest(req, spec, request);
      try {
        requests.write(req + "\t" + res + "\n");
        requests.flush();
      } catch (IOException e) {
        // the worker died before it read the request: its end is reported below
      }
      if (limits.driverTimeout().isZero()) {
        event = events.take();
      } else {
        event = events.poll(limits.driverTimeout().toMillis(), TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      kill();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while analysing " + spec.name(), e);
    } catch (IOException e) {
      kill();
      throw new IllegalStateException("cannot run the analysis of " + spec.name() + " in a child JVM: " + e, e);
    } finally {
      progress = (d, t) -> {};
    }
    long ms = DriverAnalysis.millis(t0);
    if (peakReset && !EOF.equals(event)) {
      peakKb = readPeak(); // on a timeout before the kill below: the peak of the part that ran
    }
    try {
      if (event == null) {
        kill();
        return Reports.DriverReport.failed(
            spec,
            "timeout",
            "the analysis ran out of its time budget (" + limits.driverTimeout().toSeconds() + " s, --driver-timeout)",
            null,
            ms);
      }
      if (event.equals(EOF)) {
        int exit = end();
        String text;
        synchronized (output) {
          text = output.toString();
        }
        return Reports.DriverReport.failed(spec, "crash", ChildJvm.crashReason(exit, text, limits), null, ms);
      }
      Reports.DriverReport r;
      try {
        r = ResultCodec.decode(Files.readString(res, StandardCharsets.UTF_8)).withMillis(ms);
      } catch (ResultCodec.DecodeException | IOException e) {
        kill();
        return Reports.DriverReport.failed(spec, "crash", "the analysis returned a broken result: " + e.getMessage(), null, ms);
      }
      if (!event.equals(Worker.DONE)) {
        close(); // it retires (memory): the next driver gets a new worker
      }
      return r;
    } finally {
      try {
        Files.deleteIfExists(req);
        Files.deleteIfExists(res);
      } catch (IOException e) {
        // deleted with the directory at the latest
      }
    }
  }

  /** Resets the worker's {@code VmHWM} to its current resident size; false where it cannot. */
  private boolean resetPeak() {
    try {
      Files.writeString(Path.of("/proc", Long.toString(process.pid()), "clear_refs"), "5");
      return true;
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return false;
    }
  }

  /** The worker's {@code VmHWM} in kB, or -1. */
  private long readPeak() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
        if (line.startsWith("VmHWM:")) {
          return Long.parseLong(line.substring("VmHWM:".length()).replace("kB", "").strip());
        }
      }
    } catch (IOException | RuntimeException e) {
      // gone, or no such line: unknown
    }
    return -1;
  }

  /** Waits for the worker's end after its output ended; its exit code. */
  private int end() {
    alive = false;
    int exit;
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
      }
      exit = process.isAlive() ? -1 : process.exitValue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      exit = -1;
    }
    ChildJvm.LIVE.remove(process);
    dev.pairlock.frontend.TempDirectories.delete(dir);
    return exit;
  }

  /** Kills the worker (in the middle of a driver: timeout, interrupt) and deletes its directory. */
  private void kill() {
    alive = false;
    process.destroyForcibly();
    try {
      process.waitFor(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    ChildJvm.LIVE.remove(process);
    dev.pairlock.frontend.TempDirectories.delete(dir);
  }

  /**
   * Ends the worker between drivers: it exits when its standard input closes (killed if it has
   * not after two seconds); then its directory goes.
   */
  @Override
  public void close() {
    if (!alive && !process.isAlive()) {
      ChildJvm.LIVE.remove(process);
      dev.pairlock.frontend.TempDirectories.delete(dir);
      return;
    }
    alive = false;
    try {
      requests.close();
    } catch (IOException e) {
      // gone already
    }
    try {
      if (!process.waitFor(2, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    ChildJvm.LIVE.remove(process);
    dev.pairlock.frontend.TempDirectories.delete(dir);
  }
}

package dev.pairlock.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A one-line progress display on a terminal's stderr: drivers done of total, pairs checked of
 * the pairs of the drivers lifted so far (a driver's pairs are known once it is lifted), elapsed
 * time and the drivers running. Silent when disabled (stderr not a terminal, {@code
 * CI=true}, {@code --no-progress}).
 */
final class Progress {
  private final PrintWriter err;
  private final boolean enabled;
  private final long start = System.nanoTime();
  private final Set<String> running = new LinkedHashSet<>();
  private final java.util.Map<String, int[]> runningPairs = new java.util.HashMap<>();
  private int total;
  private int done;
  private long pairsDone;
  private long pairsTotal;
  private int width;

  private final int columns;

  Progress(PrintWriter err, boolean enabled) {
    this(err, enabled, enabled ? Terminal.columns() : 80);
  }

  /** A display for a terminal {@code columns} wide. */
  Progress(PrintWriter err, boolean enabled, int columns) {
    this.err = err;
    this.enabled = enabled;
    this.columns = columns;
    if (enabled) {
      // Ctrl-C or SIGTERM during a run: end the progress line, so the shell's prompt starts clean
      Runtime.getRuntime().addShutdownHook(new Thread(this::clear, "pairlock-progress-clear"));
    }
  }

  private synchronized void clear() {
    if (width > 0) {
      err.print("\r" + " ".repeat(width) + "\r");
      err.flush();
      width = 0;
    }
  }

  /** Whether stderr is a terminal and not under CI. */
  static boolean auto() {
    String ci = System.getenv("CI");
    if (ci != null && !ci.isEmpty() && !ci.equalsIgnoreCase("false")) {
      return false;
    }
    try {
      Path fd2 = Path.of("/proc/self/fd/2");
      if (Files.exists(fd2)) {
        String target = Files.readSymbolicLink(fd2).toString();
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
      }
    } catch (Exception e) {
      // fall through
    }
    return System.console() != null;
  }

  private java.util.concurrent.ScheduledExecutorService ticker;

  /** Starts the display; it refreshes every second (elapsed time) until {@link #finish()}. */
  synchronized void start(int drivers) {
    total = drivers;
    if (enabled && ticker == null) {
      ticker =
          java.util.concurrent.Executors.newSingleThreadScheduledExecutor(
              r -> {
                Thread t = new Thread(r, "pairlock-progress");
                t.setDaemon(true);
                return t;
              });
      ticker.scheduleAtFixedRate(this::tick, 1, 1, java.util.concurrent.TimeUnit.SECONDS);
    }
    show();
  }

  private synchronized void tick() {
    if (width > 0) {
      show();
    }
  }

  synchronized void started(String driver) {
    running.add(driver);
    show();
  }

  /** Pairs checked so far of a running driver. */
  synchronized void pairs(String driver, int done, int of) {
    runningPairs.put(driver, new int[] {done, of});
    show();
  }

  synchronized void done(String driver, Reports.DriverReport r) {
    running.remove(driver);
    runningPairs.remove(driver);
    done++;
    if (r.analysis() != null) {
      pairsDone += r.analysis().pairs().size();
      pairsTotal += r.analysis().pairs().size();
    }
    show();
  }

  synchronized void finish() {
    if (ticker != null) {
      ticker.shutdownNow();
      ticker = null;
    }
    clear();
  }

  private void show() {
    if (!enabled) {
      return;
    }
    double s = (System.nanoTime() - start) / 1e9;
    StringBuilder line = new StringBuilder();
    long pd = pairsDone;
    long pt = pairsTotal;
    for (int[] p : runningPairs.values()) {
      pd += p[0];
      pt += p[1];
    }
    line.append(String.format(java.util.Locale.ROOT, "[%d/%d drivers, %d/%d pairs, %.1fs]", done, total, pd, pt, s));
    if (!running.isEmpty()) {
      line.append(" ").append(String.join(", ", running));
    }
    // One column short of the terminal's width: a line that fills it wraps on some terminals,
    // and a wrapped line is not overwritten by the next.
    int max = Math.max(20, columns - 1);
    String l = line.length() > max ? line.substring(0, max - 3) + "..." : line.toString();
    err.print("\r" + l + " ".repeat(Math.max(0, width - l.length())));
    err.flush();
    width = l.length();
  }
}

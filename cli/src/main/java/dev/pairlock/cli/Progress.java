package dev.pairlock.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A one-line progress display on a terminal's stderr: drivers done of total, pairs checked,
 * elapsed time and the drivers running. Silent when disabled (stderr not a terminal, {@code
 * CI=true}, {@code --no-progress}).
 */
final class Progress {
  private final PrintWriter err;
  private final boolean enabled;
  private final long start = System.nanoTime();
  private final Set<String> running = new LinkedHashSet<>();
  private int total;
  private int done;
  private long pairs;
  private int width;

  Progress(PrintWriter err, boolean enabled) {
    this.err = err;
    this.enabled = enabled;
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

  synchronized void done(String driver, Reports.DriverReport r) {
    running.remove(driver);
    done++;
    if (r.analysis() != null) {
      pairs += r.analysis().pairs().size();
    }
    show();
  }

  synchronized void finish() {
    if (ticker != null) {
      ticker.shutdownNow();
      ticker = null;
    }
    if (enabled && width > 0) {
      err.print("\r" + " ".repeat(width) + "\r");
      err.flush();
      width = 0;
    }
  }

  private void show() {
    if (!enabled) {
      return;
    }
    double s = (System.nanoTime() - start) / 1e9;
    StringBuilder line = new StringBuilder();
    line.append(String.format("[%d/%d drivers, %d pairs checked, %.1fs]", done, total, pairs, s));
    if (!running.isEmpty()) {
      line.append(" ").append(String.join(", ", running));
    }
    String l = line.length() > 100 ? line.substring(0, 97) + "..." : line.toString();
    err.print("\r" + l + " ".repeat(Math.max(0, width - l.length())));
    err.flush();
    width = l.length();
  }
}

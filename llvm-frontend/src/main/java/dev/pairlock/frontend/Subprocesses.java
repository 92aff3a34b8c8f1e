package dev.pairlock.frontend;

import java.io.IOException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The processes this JVM starts for the analysis (clang), ended when the JVM shuts down (the end
 * of {@code main}, {@code System.exit}, SIGTERM, SIGINT or SIGHUP, and a batch worker that saw its
 * parent die): before, a clang that did not end by itself (a header that is a FIFO nobody writes)
 * ran on after pairlock had exited, for ever.
 */
public final class Subprocesses {
  private Subprocesses() {}

  private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

  /** How long the hook waits for the killed processes to end before it deletes their directories. */
  private static final long GRACE_MS = 2_000;

  static {
    try {
      Runtime.getRuntime().addShutdownHook(new Thread(Subprocesses::endAll, "pairlock-end-subprocesses"));
    } catch (IllegalStateException e) {
      // first used during shutdown: start refuses from now on
    }
  }

  /**
   * Starts {@code pb}'s process, ended at the JVM's shutdown unless {@link #finished} first.
   *
   * @throws IOException also when the JVM is shutting down
   */
  static Process start(ProcessBuilder pb) throws IOException {
    if (TempDirectories.closed()) {
      throw new IOException("pairlock is shutting down");
    }
    Process p = pb.start();
    LIVE.add(p);
    if (TempDirectories.closed()) {
      p.destroyForcibly();
      LIVE.remove(p);
      throw new IOException("pairlock is shutting down");
    }
    return p;
  }

  /** {@code p} has ended, or has been ended by its user: the hook leaves it alone. */
  static void finished(Process p) {
    LIVE.remove(p);
  }

  /**
   * Kills the processes still running (SIGKILL: clang has nothing to save), waits for them to end,
   * and then deletes the temporary directories they may have written into after the
   * temporary-directory hook ran (hooks run in no fixed order).
   */
  private static void endAll() {
    if (LIVE.isEmpty()) {
      return;
    }
    LIVE.forEach(Process::destroyForcibly);
    long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GRACE_MS);
    for (Process p : LIVE) {
      try {
        p.waitFor(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        break;
      }
    }
    TempDirectories.deleteAll();
  }
}

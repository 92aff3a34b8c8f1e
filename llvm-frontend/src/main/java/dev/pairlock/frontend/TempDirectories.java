package dev.pairlock.frontend;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Temporary directories that do not outlive the JVM: each is deleted by its user when done, and
 * those still there when the JVM shuts down (the end of {@code main}, {@code System.exit}, SIGTERM,
 * SIGINT or SIGHUP; not SIGKILL) by a shutdown hook.
 */
public final class TempDirectories {
  private TempDirectories() {}

  private static final Set<Path> LIVE = ConcurrentHashMap.newKeySet();

  /** Set when the JVM began to shut down: threads still running then create no more. */
  private static volatile boolean closed;

  static {
    try {
      Runtime.getRuntime()
          .addShutdownHook(new Thread(TempDirectories::deleteAll, "pairlock-temp-cleanup"));
    } catch (IllegalStateException e) {
      // first used during shutdown (another hook calling deleteAll): nothing was created yet,
      // and nothing may be now
      closed = true;
    }
  }

  /**
   * A new directory in the system's temporary directory, deleted at exit at the latest.
   *
   * @throws IOException also when the JVM is shutting down (a batch still running then would
   *     leave the directory behind)
   */
  public static Path create(String prefix) throws IOException {
    if (closed) {
      throw new IOException("pairlock is shutting down");
    }
    Path dir = Files.createTempDirectory(prefix);
    LIVE.add(dir);
    if (closed) {
      delete(dir);
      throw new IOException("pairlock is shutting down");
    }
    return dir;
  }

  /** Whether the JVM has begun to shut down (nothing temporary may be started any more). */
  static boolean closed() {
    return closed;
  }

  /**
   * Deletes every directory still live (best effort). The shutdown hook does this too, but hooks
   * run in no fixed order: one that first ends child processes writing into these directories
   * calls this again after they have ended.
   */
  public static void deleteAll() {
    closed = true;
    LIVE.forEach(TempDirectories::delete);
  }

  /** Deletes {@code dir} and everything in it (best effort). */
  public static void delete(Path dir) {
    deleteTree(dir);
    LIVE.remove(dir);
  }

  private static void deleteTree(Path dir) {
    try (Stream<Path> st = Files.walk(dir)) {
      st.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | RuntimeException e) {
      // best effort: gone already, or not ours to delete
    }
  }
}

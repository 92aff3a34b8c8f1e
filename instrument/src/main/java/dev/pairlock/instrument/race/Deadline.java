package dev.pairlock.instrument.race;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A point past which an analysis stops starting or continuing work, with what set it (for the
 * reasons of the pairs it leaves unverified). Pairs finished before it keep their verdicts; the
 * rest are unverified naming it, never verified.
 *
 * <p>It is a point in wall-clock time, or a point in the process's CPU time (SV-COMP's limit:
 * {@code --cpu-timeout}), or both, whichever comes first. A CPU-time point is projected onto the
 * wall clock as if every core of the machine were busy ({@link #nanoTime}), so that a limit taken
 * from it never lets the process spend more CPU than is left; it passes only when the CPU is
 * spent.
 */
public final class Deadline {
  /** No deadline. */
  public static final Deadline NONE = new Deadline(Long.MAX_VALUE, "none");

  private final long wallNanos;
  private final String what;
  /** The process CPU time (ns) at which it passes, or {@link Long#MAX_VALUE}: none. */
  private final long cpuNanos;

  private final String cpuWhat;
  /** What passed first ({@link #what} or {@link #cpuWhat}), once one has. */
  private final AtomicReference<String> passedBy = new AtomicReference<>();

  /**
   * A wall-clock deadline.
   *
   * @param nanoTime the {@link System#nanoTime()} at which it passes ({@link Long#MAX_VALUE}: never)
   * @param what what set it, e.g. {@code the driver's time budget (--driver-timeout 1800 s)}
   */
  public Deadline(long nanoTime, String what) {
    this(nanoTime, what, Long.MAX_VALUE, null);
  }

  private Deadline(long wallNanos, String what, long cpuNanos, String cpuWhat) {
    this.wallNanos = wallNanos;
    this.what = what;
    this.cpuNanos = cpuNanos;
    this.cpuWhat = cpuWhat;
  }

  /**
   * This deadline, passing also when the process has used {@code cpu} of CPU time (all its
   * threads, since it started), set by {@code cpuWhat}.
   */
  public Deadline withCpu(Duration cpu, String cpuWhat) {
    return new Deadline(wallNanos, what, cpu.toNanos(), cpuWhat);
  }

  /** The CPU time this process has used so far, in nanoseconds (-1 if unknown). */
  static long processCpuNanos() {
    if (ManagementFactory.getOperatingSystemMXBean()
        instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getProcessCpuTime();
    }
    return -1;
  }

  /** Whether there is none. */
  private boolean isNone() {
    return wallNanos == Long.MAX_VALUE && cpuNanos == Long.MAX_VALUE;
  }

  /**
   * When it passes, as a {@link System#nanoTime()} ({@link Long#MAX_VALUE}: never): the wall-clock
   * point, or, if earlier, now plus the CPU time left divided by the machine's cores. Where a CPU
   * time is set this moves as the process works: each limit taken from it is taken anew.
   */
  public long nanoTime() {
    if (cpuNanos == Long.MAX_VALUE) {
      return wallNanos;
    }
    long now = System.nanoTime();
    long used = processCpuNanos();
    if (used < 0) {
      return wallNanos; // unknown CPU time: the wall clock alone (passed() says the same)
    }
    long left = Math.max(cpuNanos - used, 0) / Runtime.getRuntime().availableProcessors();
    return Math.min(wallNanos, now + left);
  }

  /** Whether it has passed. */
  public boolean passed() {
    if (isNone()) {
      return false;
    }
    if (passedBy.get() != null) {
      return true;
    }
    String by = null;
    if (System.nanoTime() >= wallNanos) {
      by = what;
    } else if (cpuNanos != Long.MAX_VALUE) {
      long used = processCpuNanos();
      if (used >= cpuNanos) {
        by = cpuWhat;
      }
    }
    if (by == null) {
      return false;
    }
    passedBy.compareAndSet(null, by);
    return true;
  }

  /**
   * Why work it ended is unfinished: {@code stopped by the <what>}, naming the limit that passed
   * first, or, before one has (work stopped at a limit taken from {@link #nanoTime}), the one
   * that comes first now: the CPU time where its projection is earlier than the wall-clock point.
   */
  public String reason() {
    String by = passedBy.get();
    if (by == null) {
      by = cpuNanos != Long.MAX_VALUE && nanoTime() < wallNanos ? cpuWhat : what;
    }
    return "stopped by the " + by;
  }

  /**
   * The earlier of this deadline and {@code limit} from now ({@link Duration#ZERO}: no limit),
   * as a duration from now: {@link Duration#ZERO} when neither limits, at least one millisecond
   * otherwise (a limit of zero would mean none).
   */
  public Duration limit(Duration limit) {
    if (isNone()) {
      return limit;
    }
    long at = nanoTime();
    if (at == Long.MAX_VALUE) {
      return limit;
    }
    Duration left = Duration.ofNanos(Math.max(at - System.nanoTime(), 1_000_000));
    return limit.isZero() || left.compareTo(limit) < 0 ? left : limit;
  }

  @Override
  public String toString() {
    return isNone() ? "Deadline[none]" : "Deadline[" + reason() + "]";
  }
}

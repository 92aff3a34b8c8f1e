package dev.pairlock.instrument.race;

import java.time.Duration;

/**
 * A point in time past which an analysis stops starting or continuing work, with what set it (for
 * the reasons of the pairs it leaves unverified). Pairs finished before it keep their verdicts;
 * the rest are unverified naming it, never verified.
 *
 * @param nanoTime the {@link System#nanoTime()} at which it passes ({@link Long#MAX_VALUE}: never)
 * @param what what set it, e.g. {@code the driver's time budget (--driver-timeout 1800 s)}
 */
public record Deadline(long nanoTime, String what) {
  /** No deadline. */
  public static final Deadline NONE = new Deadline(Long.MAX_VALUE, "none");

  /** Whether there is none. */
  private boolean isNone() {
    return nanoTime == Long.MAX_VALUE;
  }

  /** Whether it has passed. */
  public boolean passed() {
    return !isNone() && System.nanoTime() >= nanoTime;
  }

  /** Why work it ended is unfinished: {@code stopped by the <what>}. */
  public String reason() {
    return "stopped by the " + what;
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
    Duration left = Duration.ofNanos(Math.max(nanoTime - System.nanoTime(), 1_000_000));
    return limit.isZero() || left.compareTo(limit) < 0 ? left : limit;
  }
}

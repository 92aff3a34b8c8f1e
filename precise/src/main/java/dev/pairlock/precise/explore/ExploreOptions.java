package dev.pairlock.precise.explore;

import java.time.Duration;

/**
 * Bounds of an {@link Explorer} run; reaching either ends it without a proof.
 *
 * @param maxStates how many distinct states it may visit (default 100,000); it also stops when its
 *     states fill most of the heap
 * @param timeLimit wall-clock limit ({@link Duration#ZERO}: none; default 60 s)
 * @param maxLocalSteps how many commands one thread may run between two of its visible operations
 *     (a thread-local loop that does not end; default 100,000)
 */
public record ExploreOptions(long maxStates, Duration timeLimit, long maxLocalSteps) {
  public static ExploreOptions defaults() {
    return new ExploreOptions(100_000, Duration.ofSeconds(60), 100_000);
  }

  /**
   * The defaults with {@code maxStates} and {@code timeLimit}, or null when {@code maxStates} is 0:
   * no exploration ({@code --explore-states 0}).
   */
  public static ExploreOptions bounded(long maxStates, Duration timeLimit) {
    return maxStates == 0 ? null : defaults().withMaxStates(maxStates).withTimeLimit(timeLimit);
  }

  public ExploreOptions withMaxStates(long n) {
    return new ExploreOptions(n, timeLimit, maxLocalSteps);
  }

  public ExploreOptions withTimeLimit(Duration d) {
    return new ExploreOptions(maxStates, d, maxLocalSteps);
  }
}

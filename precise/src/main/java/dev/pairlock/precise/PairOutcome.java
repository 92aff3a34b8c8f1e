package dev.pairlock.precise;

import dev.pairlock.ivl.lifted.EntryPoint;
import java.time.Duration;
import java.util.List;

/**
 * What the precise checker found for one entry-point pair.
 *
 * @param thread1 the entry point run by thread 1 (an init-like entry point runs as thread 1)
 * @param thread2 the entry point run by thread 2
 * @param status the outcome
 * @param reason one sentence: why (the races, the bounds, the timeout, the serialization rule)
 * @param yields yield points in the sequentialized program (after inlining and unrolling, both
 *     threads, thread-start yields not counted)
 * @param raceChecks race checks in the sequentialized program
 * @param checkedRegions variables of the regions that have race checks, sorted
 * @param races the keys ({@link ConfirmedRace#key()}) of the races confirmed in this pair, sorted
 * @param solverCalls how many times the verifier ran
 * @param elapsed wall-clock time of building and checking the pair (not deterministic)
 */
public record PairOutcome(
    EntryPoint thread1,
    EntryPoint thread2,
    Status status,
    String reason,
    int yields,
    int raceChecks,
    List<String> checkedRegions,
    List<String> races,
    int solverCalls,
    Duration elapsed) {
  public PairOutcome {
    checkedRegions = List.copyOf(checkedRegions);
    races = List.copyOf(races);
  }

  public enum Status {
    /** At least one race confirmed. */
    RACES,
    /** No race check fails within the bounds. */
    NO_RACES_WITHIN_BOUNDS,
    /** The policy left no race check (everything proved race-free, or no shared region). */
    NOTHING_TO_CHECK,
    /** The kernel never runs the two concurrently (a serialization rule of the lockset stage). */
    SERIALIZED,
    /** The time budget ran out before the search finished (races found so far are reported). */
    TIMEOUT,
    /** The solver answered unknown, or the program could not be checked. */
    UNKNOWN
  }

  /** {@code first/second}. */
  public String label() {
    return thread1.procedure() + "/" + thread2.procedure();
  }
}

package dev.pairlock.precise;

import dev.pairlock.ivl.diag.Diagnostic;
import java.time.Duration;
import java.util.List;

/**
 * The result of a {@link PreciseChecker} run: deterministic apart from the times.
 *
 * @param options the options (and so the bounds) the races were searched under
 * @param pairs one outcome per entry-point pair of the lockset result, in its order
 * @param races the confirmed races, deduplicated across pairs (by {@link ConfirmedRace#key()}),
 *     sorted
 * @param diagnostics notes and warnings (bounds hit, constructs not modelled), sorted
 */
public record PreciseResult(
    PreciseOptions options,
    List<PairOutcome> pairs,
    List<ConfirmedRace> races,
    List<Diagnostic> diagnostics) {
  public PreciseResult {
    pairs = List.copyOf(pairs);
    races = List.copyOf(races);
    diagnostics = List.copyOf(diagnostics);
  }

  /** Yield points over all pairs. */
  public int totalYields() {
    return pairs.stream().mapToInt(PairOutcome::yields).sum();
  }

  /** Race checks over all pairs. */
  public int totalRaceChecks() {
    return pairs.stream().mapToInt(PairOutcome::raceChecks).sum();
  }

  /** Time spent over all pairs. */
  public Duration totalTime() {
    return pairs.stream().map(PairOutcome::elapsed).reduce(Duration.ZERO, Duration::plus);
  }

  public long count(PairOutcome.Status s) {
    return pairs.stream().filter(p -> p.status() == s).count();
  }

  /**
   * The races confirmed on executions of a pair modelled soundly: real executions (within the
   * environment model). The others ({@link ConfirmedRace#inconclusive()}) may not be, and are
   * never counted as confirmed.
   */
  public long conclusiveCount() {
    return races.stream().filter(c -> !c.inconclusive()).count();
  }

  /** The races found in pairs that reach a construct not modelled soundly. */
  public long inconclusiveCount() {
    return races.size() - conclusiveCount();
  }

  /** The keys of the confirmed races, sorted. */
  public List<String> raceKeys() {
    return races.stream().map(ConfirmedRace::key).sorted().toList();
  }
}

package dev.pairlock.instrument.race;

import dev.pairlock.instrument.EntryPoint;
import dev.pairlock.ivl.diag.Diagnostic;
import java.util.List;

/**
 * The result of a {@link PairAnalysis}: immutable, deterministic (apart from {@link
 * PairResult#elapsed()}).
 *
 * @param entryPoints the entry points, sorted by procedure name
 * @param pairs one result per unordered pair (self pairs included), sorted
 * @param races the potential races, deduplicated across pairs and sorted
 * @param regionCount how many memory regions the program has
 * @param diagnostics what the analysis could not model soundly, and other notes; sorted
 */
public record PairAnalysisResult(
    List<EntryPoint> entryPoints,
    List<PairResult> pairs,
    List<Race> races,
    int regionCount,
    List<Diagnostic> diagnostics) {
  public PairAnalysisResult {
    entryPoints = List.copyOf(entryPoints);
    pairs = List.copyOf(pairs);
    races = List.copyOf(races);
    diagnostics = List.copyOf(diagnostics);
  }

  /** The overall status of a driver. */
  public enum Status {
    /** Every pair verified or serialized. */
    VERIFIED,
    /** At least one race found in a pair that is modelled soundly. */
    RACY,
    /** No such race, but some pair is unverified. */
    INCONCLUSIVE
  }

  /**
   * {@link Status#RACY} if some pair is racy, else {@link Status#INCONCLUSIVE} if some pair is
   * unverified (its races, if any, are {@linkplain Race#inconclusive() inconclusive}), else {@link
   * Status#VERIFIED}.
   */
  public Status status() {
    if (count(Verdict.RACY) > 0) {
      return Status.RACY;
    }
    return count(Verdict.UNVERIFIED) > 0 ? Status.INCONCLUSIVE : Status.VERIFIED;
  }

  public long count(Verdict v) {
    return pairs.stream().filter(p -> p.verdict() == v).count();
  }

  /** Names of the regions with at least one race, sorted, without repeats. */
  public List<String> racyRegions() {
    return races.stream().map(Race::regionName).distinct().sorted().toList();
  }

  /** Whether every pair is verified or serialized. */
  public boolean isVerified() {
    return pairs.stream()
        .allMatch(p -> p.verdict() == Verdict.VERIFIED || p.verdict() == Verdict.SERIALIZED);
  }
}

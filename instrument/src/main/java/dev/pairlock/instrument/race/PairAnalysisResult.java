package dev.pairlock.instrument.race;

import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.EntryPoint;
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
    /** Every pair verified or serialized, and some pair verified. */
    VERIFIED,
    /**
     * Entry points were found, but every pair of them is serialized: no two can run concurrently,
     * so no race is possible, and nothing was checked.
     */
    NOTHING_TO_CHECK,
    /** At least one race found in a pair that is modelled soundly. */
    RACY,
    /** No such race, but some pair is unverified. */
    INCONCLUSIVE,
    /**
     * No entry point was found at all: nothing was checked, and nothing is known about the
     * program (its entry points may be in tables the model does not know).
     */
    NO_ENTRY_POINTS
  }

  /**
   * {@link Status#NO_ENTRY_POINTS} if there is no entry point, else {@link Status#RACY} if some
   * pair is racy, else {@link Status#INCONCLUSIVE} if some pair is unverified (its races, if any,
   * are {@linkplain Race#inconclusive() inconclusive}) or code no entry point stands for may run
   * beside them ({@link #UNANALYSED_CONCURRENCY}), else {@link Status#VERIFIED} if some pair
   * is verified; with every pair serialized, {@link Status#INCONCLUSIVE} if the entry points reach
   * a construct not modelled soundly ({@link #UNCHECKED_UNSOUND}), else {@link
   * Status#NOTHING_TO_CHECK}.
   */
  public Status status() {
    if (entryPoints.isEmpty()) {
      return Status.NO_ENTRY_POINTS;
    }
    if (count(Verdict.RACY) > 0) {
      return Status.RACY;
    }
    if (count(Verdict.UNVERIFIED) > 0
        || diagnostics.stream().anyMatch(d -> d.code().equals(UNANALYSED_CONCURRENCY))) {
      return Status.INCONCLUSIVE;
    }
    if (count(Verdict.VERIFIED) > 0) {
      return Status.VERIFIED;
    }
    return diagnostics.stream().anyMatch(d -> d.code().equals(UNCHECKED_UNSOUND))
        ? Status.INCONCLUSIVE
        : Status.NOTHING_TO_CHECK;
  }

  /**
   * The code of the warning that a program with entry points but no pair to check reaches a
   * construct not modelled soundly (an unresolved thread start, an external call that may be handed
   * a callback, ...): its status is then {@link Status#INCONCLUSIVE}, not {@link
   * Status#NOTHING_TO_CHECK}.
   */
  public static final String UNCHECKED_UNSOUND = "unsound-nothing-checked";

  /**
   * The code of the warning that code no entry point stands for (an unresolved thread start, a
   * callback that is not an entry point) may run beside the checked pairs: no pair covers its
   * races, so the status is at best {@link Status#INCONCLUSIVE}, whatever the pairs' verdicts.
   */
  public static final String UNANALYSED_CONCURRENCY = "unanalysed-concurrency";

  /**
   * Code of the note that racy pairs kept their first check's races because their second check
   * did not run, did not finish or was less sound: coarser lock names, perhaps some spurious races.
   */
  public static final String SECOND_CHECKS_CUT = "second-checks-cut";

  public long count(Verdict v) {
    return pairs.stream().filter(p -> p.verdict() == v).count();
  }

  /** Names of the regions with at least one race, sorted, without repeats. */
  public List<String> racyRegions() {
    return races.stream().map(Race::regionName).distinct().sorted().toList();
  }

  /**
   * Whether every pair is verified or serialized, there is an entry point and no code that no entry
   * point stands for may run beside them (a program with entry points none of which can run
   * concurrently with another is race-free; one without any is not known to be).
   */
  public boolean isVerified() {
    return !entryPoints.isEmpty()
        && diagnostics.stream().noneMatch(d -> d.code().equals(UNANALYSED_CONCURRENCY))
        && pairs.stream()
            .allMatch(p -> p.verdict() == Verdict.VERIFIED || p.verdict() == Verdict.SERIALIZED);
  }
}

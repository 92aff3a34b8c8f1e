package dev.pairlock.instrument.race;

import dev.pairlock.instrument.SerializationRule;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.ivl.smt.SolverBudget;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Options of a {@link PairAnalysis}.
 *
 * @param timeoutPerPair wall-clock deadline of one pair's race check, over all its verifier calls
 *     after its summaries are ready ({@link Duration#ZERO}: none); a pair that runs out is
 *     unverified (or racy if races were found). An outer bound: when it is reached depends on the
 *     machine's load, so it is set well beyond what {@code budgetPerPair} allows on an unloaded
 *     machine. A preparer's summaries have limits of their own (Houdini's deadline is the same
 *     value, per side, shared by the pairs of that side).
 * @param budgetPerPair deterministic budget of one pair's race check in Z3's resource units, over
 *     all its verifier calls ({@link SolverBudget}; 0: none); a pair that runs out is unverified
 *     (or racy if races were found) with the budget named as the cause, in every run at the same
 *     query whatever the load. Houdini's summaries of each side have a budget of the same size.
 * @param paramAliasing if false (the default), the pointer parameters of one entry point are
 *     assumed pairwise distinct
 * @param inlineDepth how deep calls are inlined (default 16); deeper calls make the pair unverified
 * @param maxRacesPerRegion how many distinct racing access pairs to report per region and pair
 *     (default 8); each one costs a verifier call
 * @param serializationRules pairs of entry-point kinds the kernel never runs concurrently
 * @param randomSeed the solver's seed
 * @param smtDumpDir if non-null, the verifier dumps its queries there
 * @param regionAtATime check the regions of a pair one verification session at a time instead of
 *     all race assertions in one session; the verdicts are the same, the cost differs (default
 *     false)
 * @param threads how many pairs are checked at once
 * @param trace told each pair's shared regions, times and verifier calls ({@code PAIRS}); no
 *     option: it changes no result
 */
public record PairAnalysisOptions(
    Duration timeoutPerPair,
    long budgetPerPair,
    boolean paramAliasing,
    int inlineDepth,
    int maxRacesPerRegion,
    List<SerializationRule> serializationRules,
    int randomSeed,
    Path smtDumpDir,
    boolean regionAtATime,
    int threads,
    DebugTrace trace) {
  public PairAnalysisOptions {
    serializationRules = List.copyOf(serializationRules);
    if (budgetPerPair < 0) {
      throw new IllegalArgumentException("negative budgetPerPair");
    }
    if (inlineDepth < 1 || maxRacesPerRegion < 1 || threads < 1) {
      throw new IllegalArgumentException(
          "inlineDepth, maxRacesPerRegion and threads must be positive");
    }
  }

  /**
   * The default of {@link #budgetPerPair}: 480M units, four times what Z3 does in 60 s on the
   * reference machine (the time limit per pair this budget replaced). At 120M, 162 of r8169's pairs
   * were unverified because summaries ran out (681 s of CPU); at 480M, 45 (the summaries of
   * rtl_open and rtl8169_runtime_resume; 1,113 s), against 6 (rtl_open's) with 60 s of wall clock
   * on an unloaded machine: that driver's summary queries do more units per second of solving than
   * the calibration's queries.
   */
  public static final long DEFAULT_BUDGET = 4 * SolverBudget.unitsOfSeconds(60);

  /**
   * The default of {@link #timeoutPerPair}: above the time the default budget takes on an
   * unloaded machine (about 240 s of solving), so that such a machine reaches the budget first;
   * one shared with other work may reach this deadline first, and its report then differs.
   */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(300);

  public static PairAnalysisOptions defaults() {
    return new PairAnalysisOptions(
        DEFAULT_TIMEOUT,
        DEFAULT_BUDGET,
        false,
        16,
        8,
        SerializationRule.DEFAULTS,
        0,
        null,
        false,
        1,
        DebugTrace.OFF);
  }

  public PairAnalysisOptions withTimeoutPerPair(Duration v) {
    return new PairAnalysisOptions(
        v,
        budgetPerPair,
        paramAliasing,
        inlineDepth,
        maxRacesPerRegion,
        serializationRules,
        randomSeed,
        smtDumpDir,
        regionAtATime,
        threads,
        trace);
  }

  public PairAnalysisOptions withBudgetPerPair(long v) {
    return new PairAnalysisOptions(timeoutPerPair, v, paramAliasing, inlineDepth, maxRacesPerRegion,
        serializationRules, randomSeed, smtDumpDir, regionAtATime, threads, trace);
  }

  public PairAnalysisOptions withParamAliasing(boolean v) {
    return new PairAnalysisOptions(
        timeoutPerPair,
        budgetPerPair,
        v,
        inlineDepth,
        maxRacesPerRegion,
        serializationRules,
        randomSeed,
        smtDumpDir,
        regionAtATime,
        threads,
        trace);
  }

  public PairAnalysisOptions withInlineDepth(int v) {
    return new PairAnalysisOptions(
        timeoutPerPair,
        budgetPerPair,
        paramAliasing,
        v,
        maxRacesPerRegion,
        serializationRules,
        randomSeed,
        smtDumpDir,
        regionAtATime,
        threads,
        trace);
  }

  public PairAnalysisOptions withMaxRacesPerRegion(int v) {
    return new PairAnalysisOptions(
        timeoutPerPair,
        budgetPerPair,
        paramAliasing,
        inlineDepth,
        v,
        serializationRules,
        randomSeed,
        smtDumpDir,
        regionAtATime,
        threads,
        trace);
  }

  public PairAnalysisOptions withSerializationRules(List<SerializationRule> v) {
    return new PairAnalysisOptions(
        timeoutPerPair,
        budgetPerPair,
        paramAliasing,
        inlineDepth,
        maxRacesPerRegion,
        v,
        randomSeed,
        smtDumpDir,
        regionAtATime,
        threads,
        trace);
  }

  public PairAnalysisOptions withRandomSeed(int v) {
    return new PairAnalysisOptions(
        timeoutPerPair,
        budgetPerPair,
        paramAliasing,
        inlineDepth,
        maxRacesPerRegion,
        serializationRules,
        v,
        smtDumpDir,
        regionAtATime,
        threads,
        trace);
  }

  public PairAnalysisOptions withSmtDump(Path v) {
    return new PairAnalysisOptions(
        timeoutPerPair,
        budgetPerPair,
        paramAliasing,
        inlineDepth,
        maxRacesPerRegion,
        serializationRules,
        randomSeed,
        v,
        regionAtATime,
        threads,
        trace);
  }

  public PairAnalysisOptions withRegionAtATime(boolean v) {
    return new PairAnalysisOptions(
        timeoutPerPair,
        budgetPerPair,
        paramAliasing,
        inlineDepth,
        maxRacesPerRegion,
        serializationRules,
        randomSeed,
        smtDumpDir,
        v,
        threads,
        trace);
  }

  public PairAnalysisOptions withThreads(int v) {
    return new PairAnalysisOptions(
        timeoutPerPair,
        budgetPerPair,
        paramAliasing,
        inlineDepth,
        maxRacesPerRegion,
        serializationRules,
        randomSeed,
        smtDumpDir,
        regionAtATime,
        v,
        trace);
  }

  /** With the debug lines of the pairs ({@code PAIRS}) going to {@code v}. */
  public PairAnalysisOptions withTrace(DebugTrace v) {
    return new PairAnalysisOptions(timeoutPerPair, budgetPerPair, paramAliasing, inlineDepth, maxRacesPerRegion,
        serializationRules, randomSeed, smtDumpDir, regionAtATime, threads, v);
  }
}

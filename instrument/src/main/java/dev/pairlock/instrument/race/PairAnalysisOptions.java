package dev.pairlock.instrument.race;

import dev.pairlock.instrument.SerializationRule;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Options of a {@link PairAnalysis}.
 *
 * @param timeoutPerPair time budget of one pair, over all its verifier calls ({@link
 *     Duration#ZERO}: none); a pair that runs out is unverified (or racy if races were found)
 * @param paramAliasing if false (the default), the pointer parameters of one entry point are
 *     assumed pairwise distinct
 * @param inlineDepth how deep calls are inlined (default 16); deeper calls make the pair
 *     unverified
 * @param maxRacesPerRegion how many distinct racing access pairs to report per region and pair
 *     (default 8); each one costs a verifier call
 * @param serializationRules pairs of entry-point kinds the kernel never runs concurrently
 * @param randomSeed the solver's seed
 * @param smtDumpDir if non-null, the verifier dumps its queries there
 */
public record PairAnalysisOptions(
    Duration timeoutPerPair,
    boolean paramAliasing,
    int inlineDepth,
    int maxRacesPerRegion,
    List<SerializationRule> serializationRules,
    int randomSeed,
    Path smtDumpDir) {
  public PairAnalysisOptions {
    serializationRules = List.copyOf(serializationRules);
    if (inlineDepth < 1 || maxRacesPerRegion < 1) {
      throw new IllegalArgumentException("inlineDepth and maxRacesPerRegion must be positive");
    }
  }

  public static PairAnalysisOptions defaults() {
    return new PairAnalysisOptions(
        Duration.ofSeconds(60), false, 16, 8, SerializationRule.DEFAULTS, 0, null);
  }

  public PairAnalysisOptions withTimeoutPerPair(Duration t) {
    return new PairAnalysisOptions(
        t, paramAliasing, inlineDepth, maxRacesPerRegion, serializationRules, randomSeed, smtDumpDir);
  }

  public PairAnalysisOptions withParamAliasing(boolean b) {
    return new PairAnalysisOptions(
        timeoutPerPair, b, inlineDepth, maxRacesPerRegion, serializationRules, randomSeed, smtDumpDir);
  }

  public PairAnalysisOptions withInlineDepth(int d) {
    return new PairAnalysisOptions(
        timeoutPerPair, paramAliasing, d, maxRacesPerRegion, serializationRules, randomSeed, smtDumpDir);
  }

  public PairAnalysisOptions withMaxRacesPerRegion(int n) {
    return new PairAnalysisOptions(
        timeoutPerPair, paramAliasing, inlineDepth, n, serializationRules, randomSeed, smtDumpDir);
  }

  public PairAnalysisOptions withSerializationRules(List<SerializationRule> rules) {
    return new PairAnalysisOptions(
        timeoutPerPair, paramAliasing, inlineDepth, maxRacesPerRegion, rules, randomSeed, smtDumpDir);
  }

  public PairAnalysisOptions withSmtDump(Path dir) {
    return new PairAnalysisOptions(
        timeoutPerPair, paramAliasing, inlineDepth, maxRacesPerRegion, serializationRules, randomSeed, dir);
  }
}

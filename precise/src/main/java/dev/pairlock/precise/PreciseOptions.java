package dev.pairlock.precise;

import dev.pairlock.ivl.smt.SolverBudget;
import java.time.Duration;

/**
 * Options of a {@link PreciseChecker}: the bounds under which confirmed races are searched.
 *
 * @param csb the context-switch bound K: each thread runs in at most K contexts (rounds of the
 *     eager Lal–Reps sequentialization, scheduled T1, T2, T1, T2, ...; K = 1 allows no interleaving
 *     inside an entry point, so no race can be confirmed); default 2
 * @param yieldPolicy ALL, EPP or MR (default MR)
 * @param unroll loop back edges taken per procedure activation (all loops of the procedure
 *     together); paths that take more are cut ({@code assume false}); default 2. A pair that
 *     found nothing while some loop was cut is deepened ({@link PreciseChecker}) when it has a
 *     budget
 * @param recursionBound how many recursive activations of a procedure may be on one inlined call
 *     stack besides the first; deeper calls are cut ({@code assume false}); default 1
 * @param timeoutPerPair the wall-clock deadline of one pair, building its program, its VC and all
 *     its solver calls ({@link Duration#ZERO}: none), an outer bound whose outcome depends on the
 *     machine's load; default 300 s
 * @param budgetPerPair the deterministic budget of one pair's solver calls in Z3's resource units
 *     ({@link SolverBudget}; 0: none); a pair that runs out of it is {@code TIMEOUT} with the
 *     budget named, at the same call in every run; default {@link #DEFAULT_BUDGET}
 * @param paramAliasing if false (the default), the pointer parameters of one entry point are
 *     assumed pairwise distinct (as in the lockset analysis)
 * @param maxRacesPerCheck how many distinct racing writers to report for one race check (each
 *     costs a solver call); default 4
 * @param randomSeed the solver's seed
 * @param encoding how rounds are encoded (default working copies; the other is kept for
 *     comparison)
 */
public record PreciseOptions(
    int csb,
    YieldPolicy yieldPolicy,
    int unroll,
    int recursionBound,
    Duration timeoutPerPair,
    boolean paramAliasing,
    int maxRacesPerCheck,
    int randomSeed,
    Encoding encoding,
    long budgetPerPair) {

  /**
   * The default of {@link #budgetPerPair}: what Z3 does in 60 s on the reference machine (the time
   * limit per pair it replaced).
   */
  public static final long DEFAULT_BUDGET = SolverBudget.unitsOfSeconds(60);

  /** How the sequentialization keeps the rounds' copies of shared variables. */
  public enum Encoding {
    /** Working copies saved and loaded at yields ({@link WorkingCopies}); the default. */
    WORKING_COPIES,
    /** Every access to a rounded variable on the copy of the current round ({@link Rounds}). */
    COPIES
  }

  public PreciseOptions {
    if (budgetPerPair < 0) {
      throw new IllegalArgumentException("negative budgetPerPair");
    }
    if (csb < 1 || unroll < 0 || recursionBound < 0 || maxRacesPerCheck < 1) {
      throw new IllegalArgumentException(
          "csb and maxRacesPerCheck must be positive, unroll and recursionBound non-negative");
    }
    if (yieldPolicy == null || timeoutPerPair == null || encoding == null) {
      throw new IllegalArgumentException("yieldPolicy, timeoutPerPair and encoding are required");
    }
  }

  public static PreciseOptions defaults() {
    return new PreciseOptions(
        2,
        YieldPolicy.MR,
        2,
        1,
        Duration.ofSeconds(300),
        false,
        4,
        0,
        Encoding.WORKING_COPIES,
        DEFAULT_BUDGET);
  }

  public PreciseOptions withCsb(int v) {
    return new PreciseOptions(
        v, yieldPolicy, unroll, recursionBound, timeoutPerPair, paramAliasing, maxRacesPerCheck,
        randomSeed, encoding, budgetPerPair);
  }

  public PreciseOptions withYieldPolicy(YieldPolicy v) {
    return new PreciseOptions(
        csb, v, unroll, recursionBound, timeoutPerPair, paramAliasing, maxRacesPerCheck,
        randomSeed, encoding, budgetPerPair);
  }

  public PreciseOptions withUnroll(int v) {
    return new PreciseOptions(
        csb, yieldPolicy, v, recursionBound, timeoutPerPair, paramAliasing, maxRacesPerCheck,
        randomSeed, encoding, budgetPerPair);
  }

  public PreciseOptions withRecursionBound(int v) {
    return new PreciseOptions(
        csb, yieldPolicy, unroll, v, timeoutPerPair, paramAliasing, maxRacesPerCheck, randomSeed,
        encoding, budgetPerPair);
  }

  public PreciseOptions withTimeoutPerPair(Duration v) {
    return new PreciseOptions(
        csb, yieldPolicy, unroll, recursionBound, v, paramAliasing, maxRacesPerCheck, randomSeed,
        encoding, budgetPerPair);
  }

  public PreciseOptions withParamAliasing(boolean v) {
    return new PreciseOptions(
        csb, yieldPolicy, unroll, recursionBound, timeoutPerPair, v, maxRacesPerCheck, randomSeed,
        encoding, budgetPerPair);
  }

  public PreciseOptions withMaxRacesPerCheck(int v) {
    return new PreciseOptions(
        csb, yieldPolicy, unroll, recursionBound, timeoutPerPair, paramAliasing, v, randomSeed,
        encoding, budgetPerPair);
  }

  public PreciseOptions withRandomSeed(int v) {
    return new PreciseOptions(
        csb, yieldPolicy, unroll, recursionBound, timeoutPerPair, paramAliasing, maxRacesPerCheck,
        v, encoding, budgetPerPair);
  }

  public PreciseOptions withBudgetPerPair(long v) {
    return new PreciseOptions(
        csb, yieldPolicy, unroll, recursionBound, timeoutPerPair, paramAliasing, maxRacesPerCheck,
        randomSeed, encoding, v);
  }

  /** With the rounds encoded as {@code v} says. */
  public PreciseOptions withEncoding(Encoding v) {
    return new PreciseOptions(
        csb, yieldPolicy, unroll, recursionBound, timeoutPerPair, paramAliasing, maxRacesPerCheck,
        randomSeed, v, budgetPerPair);
  }

  /** The bounds in one line, for reports: {@code csb 2, yield MR, unroll 2, recursion 1}. */
  public String describeBounds() {
    return "csb "
        + csb
        + ", yield "
        + yieldPolicy
        + ", unroll "
        + unroll
        + ", recursion bound "
        + recursionBound
        + (paramAliasing ? ", parameters may alias" : "");
  }
}

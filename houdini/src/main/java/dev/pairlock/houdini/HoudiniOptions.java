package dev.pairlock.houdini;

import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.ivl.smt.SolverBudget;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;

/**
 * Options of one Houdini run.
 *
 * @param queryUnits the limit of one solver query in Z3's resource units ({@link SolverBudget}; 0:
 *     none); default {@link #DEFAULT_QUERY_UNITS}. A procedure whose query runs out drops every
 *     candidate it would have to prove (sound, less precise), with a warning
 * @param randomSeed Z3's seed (fixed, for determinism)
 * @param smtDumpDir if non-null, every query is written there as SMT-LIB
 * @param contracts whether surviving candidates become checked or free contracts
 * @param checkAssertions verify the non-candidate obligations (assertions, given contracts) of
 *     every procedure after the fixpoint, except those in {@code deferred}; their failures are
 *     returned in {@link HoudiniResult#outcomes()}
 * @param deferred procedures whose non-candidate obligations the caller verifies itself (e.g. the
 *     pair program's main procedure, checked by the pair analysis with its own options)
 * @param timeLimit wall-clock deadline of the whole run ({@link Duration#ZERO}: none), an outer
 *     bound that depends on the machine's load; when it passes, every candidate is dropped (sound:
 *     no summaries beyond the frames), with a warning
 * @param budgetUnits the deterministic budget of the whole run in Z3's resource units, the sum
 *     over its queries ({@link SolverBudget}; 0: none); when it runs out, every candidate is
 *     dropped as when the time limit passes, in every run at the same query
 * @param vcBudget how many passive commands the procedures' VCs kept alive may have together;
 *     beyond it the least recently used VC is freed (the result does not depend on it, only time
 *     and memory do); default {@link #DEFAULT_VC_BUDGET}
 * @param maxSiteFacts the bound on the per-site lockset candidates of one region in one procedure
 *     (the facts that pin the locks a race report names); default {@link #DEFAULT_MAX_SITE_FACTS}
 * @param trace told slow queries and each side's statistics ({@code PAIRS}); changes no result
 */
public record HoudiniOptions(
    long queryUnits,
    int randomSeed,
    Path smtDumpDir,
    ContractForm contracts,
    boolean checkAssertions,
    Set<String> deferred,
    Duration timeLimit,
    long budgetUnits,
    long vcBudget,
    int maxSiteFacts,
    DebugTrace trace) {

  /**
   * The default of {@link #vcBudget}: Z3 took about 20 KB per passive command on r8169 of the
   * WHOOP suite.
   */
  public static final long DEFAULT_VC_BUDGET = 5_000;

  /** The default of {@link #queryUnits}: what Z3 does in 60 s on the reference machine. */
  public static final long DEFAULT_QUERY_UNITS = SolverBudget.unitsOfSeconds(60);

  /**
   * The default of {@link #maxSiteFacts}. Each such candidate is assumed at every call of the
   * procedure: on r8169 of the WHOOP suite, with 256, they were 95% of the facts assumed at call
   * sites (a PHY helper reaching 130 access sites is called 178 times in one procedure) and made
   * Houdini about three times slower than with 16.
   */
  public static final int DEFAULT_MAX_SITE_FACTS = 32;

  /** How a surviving candidate is written into the summarised program. */
  public enum ContractForm {
    /**
     * {@code requires e;}, {@code ensures e;} and loop-head {@code assert e;}: verifying every
     * procedure of the result re-proves them.
     */
    CHECKED,
    /**
     * {@code free requires e;}, {@code free ensures e;} and loop-head {@code assume e;} (after the
     * invariants): already proved by Houdini, so a caller verifying only some procedures does not
     * pay for them again. Sound only together with the non-candidate obligations of every
     * procedure being verified (by {@code checkAssertions} or by the caller).
     */
    FREE
  }

  public HoudiniOptions {
    if (queryUnits < 0 || budgetUnits < 0) {
      throw new IllegalArgumentException("negative solver limit");
    }
    deferred = Set.copyOf(deferred);
    if (timeLimit.isNegative()) {
      throw new IllegalArgumentException("negative time limit " + timeLimit);
    }
    if (vcBudget < 1 || maxSiteFacts < 0) {
      throw new IllegalArgumentException("vcBudget must be positive, maxSiteFacts not negative");
    }
  }

  public static HoudiniOptions defaults() {
    return new HoudiniOptions(
        DEFAULT_QUERY_UNITS,
        0,
        null,
        ContractForm.CHECKED,
        true,
        Set.of(),
        Duration.ZERO,
        0,
        DEFAULT_VC_BUDGET,
        DEFAULT_MAX_SITE_FACTS,
        DebugTrace.OFF);
  }

  public HoudiniOptions withQueryUnits(long t) {
    return new HoudiniOptions(
        t, randomSeed, smtDumpDir, contracts, checkAssertions, deferred, timeLimit, budgetUnits, vcBudget,
        maxSiteFacts, trace);
  }

  public HoudiniOptions withContracts(ContractForm f) {
    return new HoudiniOptions(
        queryUnits, randomSeed, smtDumpDir, f, checkAssertions, deferred, timeLimit, budgetUnits, vcBudget,
        maxSiteFacts, trace);
  }

  public HoudiniOptions withCheckAssertions(boolean b) {
    return new HoudiniOptions(
        queryUnits, randomSeed, smtDumpDir, contracts, b, deferred, timeLimit, budgetUnits, vcBudget,
        maxSiteFacts, trace);
  }

  public HoudiniOptions withDeferred(Set<String> procs) {
    return new HoudiniOptions(
        queryUnits, randomSeed, smtDumpDir, contracts, checkAssertions, procs, timeLimit,
        budgetUnits, vcBudget, maxSiteFacts, trace);
  }

  public HoudiniOptions withSmtDump(Path dir) {
    return new HoudiniOptions(
        queryUnits, randomSeed, dir, contracts, checkAssertions, deferred, timeLimit, budgetUnits, vcBudget,
        maxSiteFacts, trace);
  }

  public HoudiniOptions withTimeLimit(Duration t) {
    return new HoudiniOptions(
        queryUnits, randomSeed, smtDumpDir, contracts, checkAssertions, deferred, t, budgetUnits, vcBudget,
        maxSiteFacts, trace);
  }

  public HoudiniOptions withBudgetUnits(long u) {
    return new HoudiniOptions(queryUnits, randomSeed, smtDumpDir, contracts, checkAssertions,
        deferred, timeLimit, u, vcBudget, maxSiteFacts, trace);
  }

  public HoudiniOptions withTrace(DebugTrace v) {
    return new HoudiniOptions(queryUnits, randomSeed, smtDumpDir, contracts, checkAssertions,
        deferred, timeLimit, budgetUnits, vcBudget, maxSiteFacts, v);
  }

  public HoudiniOptions withVcBudget(long v) {
    return new HoudiniOptions(queryUnits, randomSeed, smtDumpDir, contracts, checkAssertions,
        deferred, timeLimit, budgetUnits, v, maxSiteFacts, trace);
  }
}

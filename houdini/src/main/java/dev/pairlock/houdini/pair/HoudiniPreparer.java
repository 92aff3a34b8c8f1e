package dev.pairlock.houdini.pair;

import dev.pairlock.houdini.HoudiniOptions;
import dev.pairlock.houdini.HoudiniResult;
import dev.pairlock.houdini.HoudiniStats;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.instrument.race.PairProgramPreparer;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The hook for {@code instrument}'s {@link dev.pairlock.instrument.race.PairAnalysis}: instead of
 * the inlined program, the pair program itself (side procedures separate, loops intact) with the
 * summaries Houdini proved as free contracts and loop invariants, so that the analysis checks the
 * race assertions of the main procedure modularly.
 *
 * <pre>{@code
 * new PairAnalysis(new VcVerifier(), options, new HoudiniPreparer(PairSummaries.defaultOptions()))
 * }</pre>
 *
 * <p>Problems (which make the pair unverified): a non-candidate obligation of a side procedure (an
 * assertion of the lifted code) that does not verify under the summaries. Inconclusive Houdini
 * queries are not problems: their candidates are dropped, which is sound.
 *
 * <p>Thread-safe (the analysis may check pairs in parallel): each call has its own solver
 * context; the running totals are synchronized.
 */
public final class HoudiniPreparer implements PairProgramPreparer {
  private final HoudiniOptions options;
  private final ProgramVerifier verifier;
  private HoudiniStats totals = new HoudiniStats(0, 0, 0, 0, 0, 0, Duration.ZERO);
  private int pairs;

  /** Houdini summarizes the side procedures of the pair program; it never reads the inlined one. */
  @Override
  public boolean usesInlined() {
    return false;
  }

  /** Debug aid: {@code -Dpairlock.debug.pairs=true} prints each pair's Houdini statistics. */
  private static final boolean TRACE = Boolean.getBoolean("pairlock.debug.pairs");

  /** With the per-site lockset candidates (what race reports say each access held). */
  private final boolean siteLocksets;
  /** The region variables to summarise, or null for all shared regions. */
  private final Set<String> regions;
  /** Where the statistics go: this preparer, or the one it was derived from. */
  private final HoudiniPreparer stats;

  public HoudiniPreparer(HoudiniOptions options, ProgramVerifier verifier) {
    this(options, verifier, true, null, null);
  }

  private HoudiniPreparer(
      HoudiniOptions options,
      ProgramVerifier verifier,
      boolean siteLocksets,
      Set<String> regions,
      HoudiniPreparer stats) {
    this.options = options;
    this.verifier = verifier;
    this.siteLocksets = siteLocksets;
    this.regions = regions;
    this.stats = stats == null ? this : stats;
  }

  /**
   * Without the per-site lockset candidates: they are not needed to prove a pair race-free, and
   * on large drivers (r8169) most of Houdini's queries go to refuting them one access site at a
   * time. A pair where races are found is prepared again for its racy regions with them.
   */
  @Override
  public PairProgramPreparer withoutReportFacts() {
    return new HoudiniPreparer(options, verifier, false, regions, stats);
  }

  @Override
  public PairProgramPreparer withReportFactsFor(Set<String> regionVariables, Duration budget) {
    HoudiniOptions o = options;
    if (!budget.isZero()
        && (o.timeLimit().isZero() || budget.compareTo(o.timeLimit()) < 0)) {
      o = o.withTimeLimit(budget);
    }
    return new HoudiniPreparer(o, verifier, true, Set.copyOf(regionVariables), stats);
  }

  public HoudiniPreparer(HoudiniOptions options) {
    this(options, new VcVerifier());
  }

  @Override
  public Prepared prepare(PairProgram pairProgram, Program inlined) throws IvlException {
    HoudiniResult r = summarize(pairProgram);
    return new Prepared(r.summarized(), problems(r));
  }

  /** The Houdini result for one pair program (what {@link #prepare} uses). */
  public HoudiniResult summarize(PairProgram pp) throws IvlException {
    PairShape shape = regions == null ? PairShape.of(pp) : PairShape.of(pp).onlyRegions(regions);
    HoudiniResult r =
        PairSummaries.summarize(pp.program(), shape, options, verifier, siteLocksets);
    stats.record(r.stats());
    if (TRACE) {
      System.err.println("houdini: " + r.stats());
    }
    return r;
  }

  /** Diagnostics for the side procedures' own obligations that failed under the summaries. */
  public static List<Diagnostic> problems(HoudiniResult r) {
    List<Diagnostic> out = new ArrayList<>();
    for (Map.Entry<String, Outcome> e : r.outcomes().entrySet()) {
      String what =
          switch (e.getValue()) {
            case Outcome.Verified v -> null;
            case Outcome.Failed f -> {
              Failure first = f.failures().get(0);
              yield first.kind().message
                  + (first.pos().isKnown() ? " (" + first.pos() + ")" : "");
            }
            case Outcome.Timeout t -> "its check timed out";
            case Outcome.Unknown u -> "its check was inconclusive: " + u.reason();
          };
      if (what != null) {
        out.add(
            Diagnostic.warning(
                "houdini-assertion",
                null,
                "procedure "
                    + e.getKey()
                    + " does not verify under the inferred summaries: "
                    + what));
      }
    }
    return out;
  }

  private synchronized void record(HoudiniStats s) {
    pairs++;
    totals =
        new HoudiniStats(
            totals.candidates() + s.candidates(),
            totals.refuted() + s.refuted(),
            totals.procedureChecks() + s.procedureChecks(),
            totals.queries() + s.queries(),
            totals.assertionChecks() + s.assertionChecks(),
            totals.inconclusive() + s.inconclusive(),
            totals.time().plus(s.time()));
  }

  /** Sums of the statistics of every pair prepared so far. */
  public synchronized HoudiniStats totals() {
    return totals;
  }

  /** How many pair programs were prepared so far. */
  public synchronized int pairsPrepared() {
    return pairs;
  }
}

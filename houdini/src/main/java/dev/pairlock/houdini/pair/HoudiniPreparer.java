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

  public HoudiniPreparer(HoudiniOptions options, ProgramVerifier verifier) {
    this.options = options;
    this.verifier = verifier;
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
    HoudiniResult r =
        PairSummaries.summarize(pp.program(), PairShape.of(pp), options, verifier);
    record(r.stats());
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

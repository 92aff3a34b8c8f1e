package dev.pairlock.houdini.pair;

import dev.pairlock.houdini.Frames;
import dev.pairlock.houdini.Houdini;
import dev.pairlock.houdini.HoudiniOptions;
import dev.pairlock.houdini.HoudiniResult;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.vc.VcVerifier;
import java.util.HashSet;
import java.util.Set;

/**
 * The Houdini step of the pair analysis, instead of inlining: given a pair program whose side
 * procedures are separate (not inlined) and whose loops are intact, infers their summaries and
 * returns a program ready for the final race check of the main procedure, the summaries as
 * contracts so that the race assertions are checked modularly.
 *
 * <pre>{@code
 * HoudiniResult r = PairSummaries.summarize(pairProgram.program(), pairProgram.mainProcedure(),
 *     PairSummaries.defaultOptions());
 * verifier.verify(r.summarized(), pairProgram.mainProcedure(), verifyOptions);
 * }</pre>
 *
 * Steps: {@link Frames#narrowModifies} (frame facts), {@link PairCandidates#generate}, {@link
 * Houdini#run} with the main procedure deferred (its race assertions are the caller's to verify).
 */
public final class PairSummaries {
  private PairSummaries() {}

  /**
   * Free contracts (already proved by Houdini: the final check of the main procedure does not pay
   * for them again), and the non-candidate obligations of the side procedures checked.
   */
  public static HoudiniOptions defaultOptions() {
    return HoudiniOptions.defaults().withContracts(HoudiniOptions.ContractForm.FREE);
  }

  /** The pair program with its candidates (existential constants), before the fixpoint. */
  public static Program candidates(Program pairProgram, String mainProcedure) throws IvlException {
    return candidates(pairProgram, shape(pairProgram, mainProcedure));
  }

  /** The pair program with its candidates, its ghost state given. */
  public static Program candidates(Program pairProgram, PairShape shape) throws IvlException {
    return candidates(pairProgram, shape, HoudiniOptions.DEFAULT_MAX_SITE_FACTS);
  }

  /**
   * As {@link #candidates(Program, PairShape)}, with at most {@code maxSiteFacts} per-site lockset
   * candidates per region and procedure (0: none).
   */
  public static Program candidates(Program pairProgram, PairShape shape, int maxSiteFacts)
      throws IvlException {
    return PairCandidates.generate(Frames.narrowModifies(pairProgram), shape, maxSiteFacts);
  }

  private static PairShape shape(Program pairProgram, String mainProcedure) throws IvlException {
    return PairShape.of(pairProgram, mainProcedure)
        .orElseThrow(
            () ->
                new IvlException(
                    Diagnostic.error(
                        "houdini",
                        null,
                        "not a pair program: no main procedure '" + mainProcedure + "'")));
  }

  /** Summarises with the {@link VcVerifier} for the side procedures' own assertions. */
  public static HoudiniResult summarize(
      Program pairProgram, String mainProcedure, HoudiniOptions options) throws IvlException {
    return summarize(pairProgram, shape(pairProgram, mainProcedure), options, new VcVerifier());
  }

  /**
   * Infers the summaries of {@code pairProgram}'s side procedures.
   *
   * @param shape its ghost state ({@link PairShape#of(dev.pairlock.instrument.PairProgram)}); the
   *     main procedure is always deferred (its race assertions are the caller's to verify)
   * @param verifier verifies the side procedures' own (non-candidate) obligations afterwards
   * @throws IvlException if the program cannot be verified as given
   */
  public static HoudiniResult summarize(
      Program pairProgram, PairShape shape, HoudiniOptions options, ProgramVerifier verifier)
      throws IvlException {
    return summarize(pairProgram, shape, options, verifier, true);
  }

  /** As above; {@code siteLocksets}: with the per-site lockset candidates of race reports. */
  public static HoudiniResult summarize(
      Program pairProgram,
      PairShape shape,
      HoudiniOptions options,
      ProgramVerifier verifier,
      boolean siteLocksets)
      throws IvlException {
    Program withCandidates =
        candidates(pairProgram, shape, siteLocksets ? options.maxSiteFacts() : 0);
    Set<String> deferred = new HashSet<>(options.deferred());
    deferred.add(shape.mainProcedure());
    return Houdini.run(withCandidates, options.withDeferred(deferred), verifier);
  }
}

package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.verify.Outcome;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The result of {@link Houdini#run}.
 *
 * @param summarized the input with the surviving candidates as plain contracts and loop
 *     invariants (checked or free, see {@link HoudiniOptions#contracts()}), the refuted ones and
 *     the existential constants removed
 * @param surviving the surviving candidates, in input order
 * @param refuted the refuted candidates, in input order
 * @param outcomes the verification of each procedure's non-candidate obligations under the
 *     summaries (procedures with none, and deferred ones, are absent), in program order
 * @param stats figures
 * @param diagnostics warnings (inconclusive queries) and errors; sorted
 * @param ranOut the limit the run ran out of before its fixpoint, when it did (every candidate
 *     was then dropped), else null
 */
public record HoudiniResult(
    Program summarized,
    List<Candidate> surviving,
    List<Candidate> refuted,
    Map<String, Outcome> outcomes,
    HoudiniStats stats,
    List<Diagnostic> diagnostics,
    RanOut ranOut) {
  /**
   * A limit a run ran out of.
   *
   * @param code the warning's code: {@code houdini-budget} (the deterministic solver budget) or
   *     {@code houdini-time-limit} (the wall-clock deadline)
   * @param limit which limit and how much, e.g. {@code solver budget (480000000 rlimit units)}
   */
  public record RanOut(String code, String limit) {
    /** The code of a run that ran out of its solver budget. */
    public static final String BUDGET = "houdini-budget";
    /** The code of a run that ran out of its wall-clock deadline. */
    public static final String TIME_LIMIT = "houdini-time-limit";
  }

  public HoudiniResult {
    surviving = List.copyOf(surviving);
    refuted = List.copyOf(refuted);
    outcomes = Collections.unmodifiableMap(new LinkedHashMap<>(outcomes));
    diagnostics = List.copyOf(diagnostics);
  }

  /** Whether every non-candidate obligation checked after the fixpoint verified. */
  public boolean assertionsVerified() {
    return outcomes.values().stream().allMatch(o -> o instanceof Outcome.Verified);
  }
}

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
 */
public record HoudiniResult(
    Program summarized,
    List<Candidate> surviving,
    List<Candidate> refuted,
    Map<String, Outcome> outcomes,
    HoudiniStats stats,
    List<Diagnostic> diagnostics) {
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

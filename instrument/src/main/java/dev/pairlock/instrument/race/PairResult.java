package dev.pairlock.instrument.race;

import dev.pairlock.ivl.lifted.EntryPoint;
import java.time.Duration;
import java.util.List;

/**
 * The result of checking one entry-point pair.
 *
 * @param first the entry point of side 1 (the smaller procedure name)
 * @param second the entry point of side 2 ({@code first} itself for a self pair)
 * @param verdict the verdict
 * @param reason why, in one sentence (the serialization rule, the racy regions, what made the pair
 *     unverified, ...)
 * @param sharedRegions names of the regions both sides access (one race check each), sorted
 * @param racyRegions names of the shared regions on which a race was found, sorted
 * @param provedRegions names of the shared regions proved race-free within the lifted program,
 *     sorted: every shared region of a verified pair; of a racy pair, those an unsatisfiable
 *     query of its check covered, without a race (never one it left open by stopping early); of
 *     an unverified pair, the same if what makes it unverified is only code the
 *     program models by a havoc (external calls, unresolved indirect calls, inline assembly):
 *     then the proof holds for the program, which the precise checker runs too, not for the C
 *     code. A region name shared by several regions is proved only if all of them are.
 * @param verifierCalls how many times the verifier ran for this pair
 * @param elapsed wall-clock time spent on this pair (not deterministic; leave it out of goldens)
 */
public record PairResult(
    EntryPoint first,
    EntryPoint second,
    Verdict verdict,
    String reason,
    List<String> sharedRegions,
    List<String> racyRegions,
    List<String> provedRegions,
    int verifierCalls,
    Duration elapsed) {
  public PairResult {
    sharedRegions = List.copyOf(sharedRegions);
    racyRegions = List.copyOf(racyRegions);
    provedRegions = List.copyOf(provedRegions);
  }

  public boolean isSelfPair() {
    return first.procedure().equals(second.procedure());
  }
}

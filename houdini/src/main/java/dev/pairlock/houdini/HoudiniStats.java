package dev.pairlock.houdini;

import java.time.Duration;

/**
 * Figures of one Houdini run.
 *
 * @param candidates existential constants (candidates) in the input
 * @param refuted how many the fixpoint dropped
 * @param procedureChecks how many times a procedure was (re-)checked by the worklist
 * @param queries solver queries of the fixpoint (one per refutation, one per proof)
 * @param assertionChecks procedures whose non-candidate obligations were verified after the
 *     fixpoint
 * @param inconclusive procedures whose query ran out of time or was unknown
 * @param units Z3's resource units (rlimit) the run's queries used, 0 without a solver budget: a
 *     measure of its solver work that, unlike {@code time}, does not depend on the machine's load
 * @param time wall-clock time of the whole run
 */
public record HoudiniStats(
    int candidates,
    int refuted,
    int procedureChecks,
    int queries,
    int assertionChecks,
    int inconclusive,
    long units,
    Duration time) {

  public int surviving() {
    return candidates - refuted;
  }
}

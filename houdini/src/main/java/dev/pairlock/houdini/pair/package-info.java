/**
 * Houdini for pair programs (WHOOP §III, the shape built by {@code instrument}): candidate
 * generation over the pair program's ghost state ({@link dev.pairlock.houdini.pair.PairCandidates})
 * and {@link dev.pairlock.houdini.pair.PairSummaries#summarize}, the step the pair analysis calls
 * instead of inlining.
 */
package dev.pairlock.houdini.pair;

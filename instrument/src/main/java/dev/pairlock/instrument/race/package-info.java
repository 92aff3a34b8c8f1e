/**
 * The verification driver of the pairwise lockset analysis: {@link
 * dev.pairlock.instrument.race.PairAnalysis} checks every entry-point pair with a {@link
 * dev.pairlock.ivl.verify.ProgramVerifier} and returns verdicts and races recovered from
 * counterexamples, mapped back to source locations.
 */
package dev.pairlock.instrument.race;

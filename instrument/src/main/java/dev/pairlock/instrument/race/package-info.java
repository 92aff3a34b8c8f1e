/**
 * The verification driver of the pairwise lockset analysis: {@link
 * dev.pairlock.instrument.race.PairAnalysis} checks every entry-point pair with a {@link
 * dev.pairlock.ivl.verify.ProgramVerifier} and returns verdicts and races recovered from
 * counterexamples, mapped back to source locations.
 *
 * <p><b>A verdict is decided here</b>: per pair in {@link dev.pairlock.instrument.race.PairCheck}
 * (verified, racy or unverified: anything not modelled soundly, a timeout or a bound makes a pair
 * unverified, never verified), per driver in {@link
 * dev.pairlock.instrument.race.PairAnalysisResult#status}. <b>A race is made here</b>: {@link
 * dev.pairlock.instrument.race.RaceRecovery} maps a failed race assertion to a {@link
 * dev.pairlock.instrument.race.Race} on source lines; {@code cli}'s reports print it.
 */
package dev.pairlock.instrument.race;

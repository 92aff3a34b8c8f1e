/**
 * IVL-to-IVL passes of the symbolic pairwise lockset analysis (WHOOP §III): reading a lifted
 * program ({@link dev.pairlock.instrument.LiftedProgram}), enumerating entry-point pairs ({@link
 * dev.pairlock.instrument.EntryPointPair}, {@link dev.pairlock.instrument.SerializationRule}),
 * building the pair program ({@link dev.pairlock.instrument.PairProgramBuilder}) and inlining it
 * ({@link dev.pairlock.instrument.Inliner}).
 */
package dev.pairlock.instrument;

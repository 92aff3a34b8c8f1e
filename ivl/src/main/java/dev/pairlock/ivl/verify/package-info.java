/**
 * Verification of IVL procedures: results, counterexamples and options. The engine (VC
 * generation over a solver) implements {@link dev.pairlock.ivl.verify.ProgramVerifier}.
 */
package dev.pairlock.ivl.verify;

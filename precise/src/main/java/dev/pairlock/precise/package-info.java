/**
 * The context-bounded precise checker (the role CORRAL plays in WHOOP, ASE 2015 §IV): for each
 * entry-point pair, a two-thread program with yields and race checks ({@link
 * dev.pairlock.precise.YieldPolicy}), sequentialized eagerly (Lal–Reps) with K rounds, bounded
 * inlining and loop unrolling, and checked with one verifier run per pair; failing race checks are
 * {@link dev.pairlock.precise.ConfirmedRace confirmed races} with their interleaving on source
 * lines. Entry point: {@link dev.pairlock.precise.PreciseChecker}.
 */
package dev.pairlock.precise;

/**
 * Houdini (Flanagan and Leino, FME 2001): inference of procedure summaries and loop invariants
 * from a set of candidate clauses, each guarded by an existential boolean constant (Boogie's
 * {@code const {:existential true} b: bool;} encoding). {@link dev.pairlock.houdini.Houdini#run}
 * is the generic fixpoint; {@link dev.pairlock.houdini.pair} generates the candidates of pair
 * programs and is the hook the pair analysis calls instead of inlining.
 */
package dev.pairlock.houdini;

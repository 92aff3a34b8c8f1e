package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Expr;

/**
 * One candidate clause {@code guard ==> expr} of a procedure.
 *
 * @param guard the existential constant guarding it
 * @param procedure where it is written
 * @param kind requires, ensures or loop invariant
 * @param block the block of an invariant or assert; null for contracts
 * @param expr the clause without its guard
 */
public record Candidate(String guard, String procedure, Kind kind, String block, Expr expr) {
  public enum Kind {
    REQUIRES,
    ENSURES,
    LOOP_INVARIANT,
    /** A guarded {@code assert} elsewhere than at a loop head. */
    ASSERT
  }
}

package dev.pairlock.precise;

/**
 * Where the two-thread program yields (and checks for races) besides lock operations (WHOOP §IV).
 * The lockset result decides what is proved race-free; every policy yields after each lock
 * acquire, try-acquire and release.
 */
public enum YieldPolicy {
  /** Yield-ALL: after every access to a region both threads access. */
  ALL,
  /**
   * Yield-EPP: after every access to a shared region in a pair the lockset analysis did not prove
   * race-free; a proved pair yields only at lock operations.
   */
  EPP,
  /** Yield-MR: only after accesses to regions the lockset analysis did not prove race-free. */
  MR
}

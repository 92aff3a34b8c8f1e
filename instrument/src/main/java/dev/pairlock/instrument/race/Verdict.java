package dev.pairlock.instrument.race;

/** The verdict on one entry-point pair. */
public enum Verdict {
  /** Every region both entry points access is protected by a common lock: no race. */
  VERIFIED,
  /** At least one potential race was found (see the races of the result). */
  RACY,
  /**
   * Neither proved nor refuted: a timeout, an unknown solver answer, or a construct the analysis
   * does not model soundly (unresolved lock, {@code {:unsound}} command, recursion, ...).
   */
  UNVERIFIED,
  /** The kernel never runs the two concurrently (a serialization rule); not checked. */
  SERIALIZED
}

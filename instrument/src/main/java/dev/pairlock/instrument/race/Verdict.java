package dev.pairlock.instrument.race;

/** The verdict on one entry-point pair. */
public enum Verdict {
  /** Every region both entry points access is protected by a common lock: no race. */
  VERIFIED,
  /**
   * At least one potential race was found in a pair modelled soundly (see the races of the result);
   * a timeout after the first race leaves it racy, with a note that more may exist.
   */
  RACY,
  /**
   * Not proved: a timeout or an unknown solver answer before any race was found, or a construct the
   * analysis does not model soundly (unresolved lock, {@code {:unsound}} command, recursion, ...),
   * whether or not races were found (they are reported, marked inconclusive).
   */
  UNVERIFIED,
  /** The kernel never runs the two concurrently (a serialization rule); not checked. */
  SERIALIZED
}

package dev.pairlock.precise;

import dev.pairlock.ivl.ast.SourceLoc;
import java.util.Comparator;

/**
 * One side of a confirmed race.
 *
 * @param thread 1 or 2 (the thread of the two-thread program that made the access)
 * @param entryPoint the entry point that thread runs (procedure name)
 * @param isWrite write or read
 * @param location the access's source location (null if the lifted program gave none)
 * @param procedure the procedure holding the access (the entry point or a callee)
 * @param externalCallee for a call to a bodiless procedure that may write the region, its name;
 *     null for an access command
 */
public record RaceAccess(
    int thread,
    String entryPoint,
    boolean isWrite,
    SourceLoc location,
    String procedure,
    String externalCallee)
    implements Comparable<RaceAccess> {

  private static final Comparator<RaceAccess> ORDER =
      Comparator.comparing(
              RaceAccess::location, Comparator.nullsFirst(Comparator.<SourceLoc>naturalOrder()))
          .thenComparing(RaceAccess::entryPoint)
          .thenComparing(a -> !a.isWrite)
          .thenComparing(RaceAccess::procedure)
          .thenComparingInt(RaceAccess::thread);

  @Override
  public int compareTo(RaceAccess o) {
    return ORDER.compare(this, o);
  }

  /** {@code write in buf_llseek at drv.c:21:2}. */
  public String describe() {
    return (isWrite ? "write" : "read")
        + " in "
        + entryPoint
        + (location == null ? "" : " at " + location)
        + (externalCallee == null ? "" : " (call to " + externalCallee + ")");
  }
}

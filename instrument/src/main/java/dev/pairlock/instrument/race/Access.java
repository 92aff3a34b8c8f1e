package dev.pairlock.instrument.race;

import dev.pairlock.ivl.ast.SourceLoc;
import java.util.Comparator;
import java.util.List;

/**
 * One side of a race: an access made while an entry point runs.
 *
 * @param entryPoint the entry point (procedure name) on whose behalf the access runs
 * @param isWrite write or read
 * @param location the access's source location (null if the lifted program gave none)
 * @param locksHeld the C names of the locks that side is proved to hold there, sorted; a lock held
 *     in read mode is written {@code name (read)}
 * @param locksUnknown the C names of the side's other locks whose state there is not known (held on
 *     some paths to the access and not on others, or not summarised per access site), sorted; every
 *     lock of the side in neither list is proved not held there
 * @param procedure the procedure holding the access (the entry point or one of its callees)
 * @param externalCallee if the access is a call to an external (bodiless) procedure that may write
 *     the region, its name; null for an ordinary access
 */
public record Access(
    String entryPoint,
    boolean isWrite,
    SourceLoc location,
    List<String> locksHeld,
    List<String> locksUnknown,
    String procedure,
    String externalCallee)
    implements Comparable<Access> {
  public Access {
    locksHeld = List.copyOf(locksHeld);
    locksUnknown = List.copyOf(locksUnknown);
  }

  private static final Comparator<Access> ORDER =
      Comparator.comparing(
              Access::location, Comparator.nullsFirst(Comparator.<SourceLoc>naturalOrder()))
          .thenComparing(Access::entryPoint)
          .thenComparing(a -> !a.isWrite)
          .thenComparing(Access::procedure)
          .thenComparing(a -> String.join(",", a.locksHeld))
          .thenComparing(a -> String.join(",", a.locksUnknown));

  @Override
  public int compareTo(Access o) {
    return ORDER.compare(this, o);
  }
}

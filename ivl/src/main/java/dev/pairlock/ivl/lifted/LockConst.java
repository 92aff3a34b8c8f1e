package dev.pairlock.ivl.lifted;

import java.util.Map;

/**
 * A lock of a lifted program: {@code const unique $lock.m: int {:lock "nvram_mutex", "mutex"};}.
 *
 * @param constant the IVL constant ({@code $lock.m})
 * @param name the lock's C name ({@code nvram_mutex})
 * @param kind {@code mutex}, {@code spinlock}, {@code rwlock}, {@code rwsem}, {@code semaphore} or
 *     {@code atomic}
 * @param instances null when the abstract location is one lock per run; else why it may be several
 *     locks at once ({@code {:instances "..."}}): then its operations name the instance ({@code call
 *     $lock_instance($lock.m, a)} before each), and it protects an access only where both sides
 *     hold the instance of the object holding the accessed data
 * @param regionOffsets for a lock of several instances ({@code {:instance_offsets "$M.3", "8",
 *     "$M.4", "16..48", ...}}): per region variable, where its data lies from the lock in one
 *     object: an access at {@code w} is protected by the instance at {@code a} with {@code a + lo
 *     <= w < a + hi} (a field: {@code hi == lo + 1}; an array in the object); regions not listed
 *     are protected by no instance of the lock
 * @param field a lock of several instances: its offset in its object ({@code {:instances "...",
 *     "16"}}), for summaries relating the instance held to a pointer to its object
 */
public record LockConst(
    String constant,
    String name,
    String kind,
    String instances,
    Map<String, Range> regionOffsets,
    long field) {
  public LockConst {
    regionOffsets = regionOffsets == null ? Map.of() : Map.copyOf(regionOffsets);
  }

  public LockConst(String constant, String name, String kind) {
    this(constant, name, kind, null, Map.of(), 0);
  }

  /**
   * Offsets {@code lo} (inclusive) to {@code hi} (exclusive) from a lock's address.
   *
   * @param span written {@code "lo..hi"} (the range of an array in the object), else one offset
   *     {@code "e"} (a field)
   */
  public record Range(long lo, long hi, boolean span) {
    /** The range of one offset {@code e}: written {@code "e"}. */
    public static Range of(long e) {
      return new Range(e, e + 1, false);
    }

    /** The offsets {@code lo} to {@code hi - 1}: written {@code "lo..hi"}. */
    public static Range span(long lo, long hi) {
      return new Range(lo, hi, true);
    }

    /** {@code "e"} (the range of one offset) or {@code "lo..hi"}. */
    public static Range parse(String s) {
      int k = s.indexOf("..");
      if (k < 0) {
        return of(Long.parseLong(s));
      }
      return span(Long.parseLong(s.substring(0, k)), Long.parseLong(s.substring(k + 2)));
    }

    /** The attribute text {@link #parse} reads. */
    public String text() {
      return span ? lo + ".." + hi : Long.toString(lo);
    }

    public boolean isExact() {
      return hi == lo + 1;
    }
  }

  /** Whether the abstract location may be several locks at once. */
  public boolean isMultiInstance() {
    return instances != null;
  }
}

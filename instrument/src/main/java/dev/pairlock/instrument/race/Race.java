package dev.pairlock.instrument.race;

import java.util.Comparator;
import java.util.List;

/**
 * A potential data race: two accesses to the same address of a region, at least one a write, that
 * may run concurrently without a common lock.
 *
 * @param kind write-write or read-write
 * @param regionName the region's readable name ({@code file.f_pos})
 * @param regionVariable the region's IVL variable ({@code $M.3})
 * @param accesses the two accesses, sorted (by source location, then entry point)
 * @param inconclusive found in a pair that is not modelled soundly (an unresolved lock, an {@code
 *     {:unsound}} construct, ...; the pair is {@link Verdict#UNVERIFIED}): the race may be spurious
 */
public record Race(
    Kind kind,
    String regionName,
    String regionVariable,
    List<Access> accesses,
    boolean inconclusive)
    implements Comparable<Race> {
  public enum Kind {
    WRITE_WRITE("write-write"),
    READ_WRITE("read-write");

    public final String label;

    Kind(String label) {
      this.label = label;
    }
  }

  public Race {
    accesses = accesses.stream().sorted().toList();
    if (accesses.size() != 2) {
      throw new IllegalArgumentException("a race has two accesses");
    }
  }

  private static final Comparator<Race> ORDER =
      Comparator.comparing((Race r) -> r.accesses.get(0))
          .thenComparing(r -> r.accesses.get(1))
          .thenComparing(Race::regionName)
          .thenComparing(Race::kind);

  @Override
  public int compareTo(Race o) {
    return ORDER.compare(this, o);
  }
}

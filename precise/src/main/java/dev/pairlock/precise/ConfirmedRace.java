package dev.pairlock.precise;

import dev.pairlock.instrument.race.Race;
import java.util.Comparator;
import java.util.List;

/**
 * A race the precise checker found on an execution of the two-thread program (within its bounds):
 * one thread accessed a location, the other wrote a different value to it before the first
 * thread's next step. Real up to the environment model, the lifted program's soundness and {@link
 * #inconclusive()}.
 *
 * @param kind write-write or read-write
 * @param regionName the region's readable name ({@code file.f_pos})
 * @param regionVariable the region's IVL variable ({@code $M.3})
 * @param accesses the two accesses, sorted
 * @param interleaving the steps of the execution up to the failing race check, context switches
 *     included
 * @param inconclusive the pair reaches a construct not modelled soundly (unresolved lock, {@code
 *     {:unsound}} command): the execution may not be real
 */
public record ConfirmedRace(
    Race.Kind kind,
    String regionName,
    String regionVariable,
    List<RaceAccess> accesses,
    List<Step> interleaving,
    boolean inconclusive)
    implements Comparable<ConfirmedRace> {
  public ConfirmedRace {
    accesses = accesses.stream().sorted().toList();
    interleaving = List.copyOf(interleaving);
    if (accesses.size() != 2) {
      throw new IllegalArgumentException("a race has two accesses");
    }
  }

  /** Region and accesses without threads: what identifies a race across pairs and policies. */
  public String key() {
    StringBuilder sb = new StringBuilder(kind.label).append(' ').append(regionName);
    accesses.stream()
        .map(ConfirmedRace::accessKey)
        .sorted()
        .forEach(s -> sb.append(" | ").append(s));
    return sb.toString();
  }

  /** An access as {@link #key()} names it: {@code W buf_llseek drv.c:21:2}. */
  static String accessKey(RaceAccess a) {
    return (a.isWrite() ? "W " : "R ") + a.entryPoint() + " " + a.location();
  }

  /** The number of context switches in the interleaving. */
  public int contextSwitches() {
    return (int) interleaving.stream().filter(s -> s.kind() == Step.Kind.CONTEXT_SWITCH).count();
  }

  private static final Comparator<ConfirmedRace> ORDER =
      Comparator.comparing((ConfirmedRace r) -> r.accesses.get(0))
          .thenComparing(r -> r.accesses.get(1))
          .thenComparing(ConfirmedRace::regionName)
          .thenComparing(ConfirmedRace::kind);

  @Override
  public int compareTo(ConfirmedRace o) {
    return ORDER.compare(this, o);
  }
}

package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.lifted.AccessSite;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The (race check, last writer) combinations a pair's next query excludes, as facts over the
 * functions of the final assertions ({@link TwoThreadBuilder.Built#program}). Reporting a race
 * excludes every combination that reports the same race ({@link ConfirmedRace#key()}): flattening
 * copies an access for each inlined call and unrolled iteration, and two threads of one entry
 * point give each access twice, so one source-level race has many check/writer combinations, and
 * without this each would cost its own solver query. A check is closed (its assertion holds
 * whatever the writer) once {@code maxRacesPerCheck} distinct races were excluded at it.
 */
final class RaceExclusions {
  private final LiftedProgram lifted;
  private final TwoThreadBuilder.Built built;
  private final int maxRacesPerCheck;
  private final Map<Integer, Set<Long>> excluded = new TreeMap<>();
  private final Set<Integer> closed = new TreeSet<>();
  private final Map<Integer, Set<String>> racesAt = new HashMap<>();
  /** Facts not yet handed to the verifier ({@link #drain}), in the order they were made. */
  private final List<Expr> pending = new ArrayList<>();
  /** Check ids by the access their thread makes ({@link ConfirmedRace#accessKey}), lazily. */
  private Map<String, List<Integer>> checksByAccess;
  /** Writer tags by the write they stand for, lazily. */
  private Map<String, List<Long>> writersByAccess;

  RaceExclusions(LiftedProgram lifted, TwoThreadBuilder.Built built, int maxRacesPerCheck) {
    this.lifted = lifted;
    this.built = built;
    this.maxRacesPerCheck = maxRacesPerCheck;
  }

  /**
   * The exclusions made since the last call, as facts to assume: {@code reported(check, writer)}
   * and {@code closed(check)}.
   */
  List<Expr> drain() {
    List<Expr> out = List.copyOf(pending);
    pending.clear();
    return out;
  }

  /**
   * Records that check {@code checkId} failed with last writer {@code writer}. Returns false if
   * that combination was excluded already (nothing new); else excludes it and every combination
   * that reports the same race.
   */
  boolean add(int checkId, long writer) {
    if (closed.contains(checkId)
        || excluded.getOrDefault(checkId, Set.of()).contains(writer)) {
      return false;
    }
    Optional<ConfirmedRace> race = TraceMapper.race(lifted, built, checkId, writer, List.of());
    if (race.isEmpty()) {
      exclude(checkId, writer, "writer " + writer);
      return true;
    }
    String key = race.get().key();
    List<RaceAccess> acc = race.get().accesses();
    for (int i = 0; i < 2; i++) {
      String mine = ConfirmedRace.accessKey(acc.get(i));
      String theirs = ConfirmedRace.accessKey(acc.get(1 - i));
      for (int c : checksByAccess().getOrDefault(mine, List.of())) {
        for (long w : writersByAccess().getOrDefault(theirs, List.of())) {
          Optional<ConfirmedRace> same = TraceMapper.race(lifted, built, c, w, List.of());
          if (same.isPresent() && same.get().key().equals(key)) {
            exclude(c, w, key);
          }
        }
      }
    }
    exclude(checkId, writer, key);
    return true;
  }

  private void exclude(int checkId, long writer, String race) {
    if (closed.contains(checkId)) {
      return;
    }
    if (excluded.computeIfAbsent(checkId, x -> new TreeSet<>()).add(writer)) {
      pending.add(
          new Expr.FunApp(Names.REPORTED, List.of(Expr.num(checkId), Expr.num(writer))));
    }
    Set<String> races = racesAt.computeIfAbsent(checkId, x -> new HashSet<>());
    races.add(race);
    if (races.size() >= maxRacesPerCheck) {
      closed.add(checkId);
      pending.add(new Expr.FunApp(Names.CLOSED_CHECK, List.of(Expr.num(checkId))));
    }
  }

  private Map<String, List<Integer>> checksByAccess() {
    if (checksByAccess == null) {
      checksByAccess = new HashMap<>();
      for (ThreadInstrumenter.CheckSite c : built.tables().checks) {
        checksByAccess
            .computeIfAbsent(
                ConfirmedRace.accessKey(TraceMapper.access(built, c.thread(), c.site())),
                k -> new ArrayList<>())
            .add(c.id());
      }
    }
    return checksByAccess;
  }

  private Map<String, List<Long>> writersByAccess() {
    if (writersByAccess == null) {
      writersByAccess = new HashMap<>();
      Set<String> regions = new HashSet<>();
      built.tables().checks.forEach(c -> regions.add(c.site().region()));
      List<AccessSite> all = lifted.accesses();
      for (int i = 0; i < all.size(); i++) {
        AccessSite s = all.get(i);
        if (!s.isWrite() || !regions.contains(s.region())) {
          continue;
        }
        for (int t = 1; t <= 2; t++) {
          writersByAccess
              .computeIfAbsent(
                  ConfirmedRace.accessKey(TraceMapper.access(built, t, s)),
                  k -> new ArrayList<>())
              .add((long) Names.writerTag(i, t));
        }
      }
    }
    return writersByAccess;
  }
}

package dev.pairlock.cli;

import dev.pairlock.instrument.race.Access;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.precise.ConfirmedRace;
import dev.pairlock.precise.PairOutcome;
import dev.pairlock.precise.PreciseOptions;
import dev.pairlock.precise.PreciseResult;
import dev.pairlock.precise.RaceAccess;
import dev.pairlock.precise.Step;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The precise checker's part of the reports ({@code analyze --precise}): which potential races of
 * the lockset analysis it confirmed, and the interleavings that exhibit them.
 */
final class PreciseReports {
  private PreciseReports() {}

  /**
   * Confirmed races matched to the lockset analysis' races (same kind, region, and entry point,
   * access kind and location of both accesses).
   *
   * @param byKey the confirmed race of each matched lockset race's key
   * @param unmatched confirmed races no lockset race describes (reported on their own), sorted
   */
  record Matching(Map<String, ConfirmedRace> byKey, List<ConfirmedRace> unmatched) {
    ConfirmedRace of(Race race) {
      return byKey.get(key(race));
    }
  }

  static Matching match(Reports.DriverReport r) {
    PreciseResult p = r.precise();
    if (p == null || r.analysis() == null) {
      return new Matching(Map.of(), List.of());
    }
    Map<String, ConfirmedRace> confirmed = new LinkedHashMap<>();
    for (ConfirmedRace c : p.races()) {
      confirmed.putIfAbsent(key(c), c);
    }
    Map<String, ConfirmedRace> byKey = new LinkedHashMap<>();
    Set<String> used = new LinkedHashSet<>();
    for (Race race : r.analysis().races()) {
      String k = key(race);
      ConfirmedRace c = confirmed.get(k);
      if (c != null) {
        byKey.put(k, c);
        used.add(k);
      }
    }
    List<ConfirmedRace> unmatched =
        r.paths().confirmedRaces(p.races().stream().filter(c -> !used.contains(key(c))).toList());
    return new Matching(byKey, unmatched);
  }

  private static String key(Race race) {
    List<String> sides = new ArrayList<>();
    for (Access a : race.accesses()) {
      sides.add(side(a.entryPoint(), a.isWrite(), a.location()));
    }
    return key(race.kind().label, race.regionName(), sides);
  }

  private static String key(ConfirmedRace c) {
    List<String> sides = new ArrayList<>();
    for (RaceAccess a : c.accesses()) {
      sides.add(side(a.entryPoint(), a.isWrite(), a.location()));
    }
    return key(c.kind().label, c.regionName(), sides);
  }

  private static String side(String entryPoint, boolean write, SourceLoc loc) {
    return (write ? "W " : "R ") + entryPoint + " " + loc;
  }

  private static String key(String kind, String region, List<String> sides) {
    return kind + " " + region + " | " + String.join(" | ", sides.stream().sorted().toList());
  }

  /**
   * The interleaving of a confirmed race, one step per line ({@code T1 dev_write  write counter
   * drv.c:21:2  source line}), context switches as {@code -- context switch to T2 --}.
   */
  static String interleavingText(ConfirmedRace c, Reports.DriverReport r) {
    Table t = new Table("    ");
    List<Integer> switchesBefore = new ArrayList<>();
    List<String> switches = new ArrayList<>();
    int rows = 0;
    for (Step s : c.interleaving()) {
      if (s.kind() == Step.Kind.CONTEXT_SWITCH) {
        switchesBefore.add(rows);
        switches.add("    -- context switch to T" + s.thread() + " --");
        continue;
      }
      String what = s.kind().label + (s.detail() == null || s.detail().isEmpty() ? "" : " " + s.detail());
      String loc = s.location() == null ? "<unknown location>" : r.paths().at(s.location());
      t.row("T" + s.thread(), s.entryPoint(), what, loc, sourceLine(r, s.location()));
      rows++;
    }
    String[] lines = t.render().split("\n", -1);
    StringBuilder sb = new StringBuilder("  interleaving"
        + (c.inconclusive() ? ", not confirmed" : "") + " (" + c.contextSwitches()
        + " context switch" + (c.contextSwitches() == 1 ? "" : "es") + "):\n");
    int k = 0;
    for (int i = 0; i <= rows; i++) {
      while (k < switchesBefore.size() && switchesBefore.get(k) == i) {
        sb.append(switches.get(k++)).append('\n');
      }
      if (i < rows) {
        sb.append(lines[i]).append('\n');
      }
    }
    return sb.toString();
  }

  /**
   * The remark after a race's header on a race found in a pair not modelled soundly: the lockset
   * stage's ({@code lockset}) or the precise stage's ({@code c} inconclusive). An interleaving the
   * precise stage found in such a pair is one of the over-approximating model, maybe of no real
   * execution: the race is not called confirmed, and the interleaving printed below is marked so.
   * A confirmed race needs no remark: it is an execution.
   */
  static String soundnessRemark(boolean lockset, ConfirmedRace c) {
    if (c != null) {
      return c.inconclusive()
          ? " (the interleaving below is not confirmed: the precise checker over-approximates"
              + " this pair)"
          : "";
    }
    return lockset ? " (in a pair not modelled soundly)" : "";
  }

  /** Whether {@code c} is a confirmed race: found, and in a pair the checker models soundly. */
  static boolean confirmed(ConfirmedRace c) {
    return c != null && !c.inconclusive();
  }

  /**
   * Whether a race is inconclusive: the precise stage's word where it found the race (a confirmed
   * execution settles it, whatever the lockset pair's modelling), else the lockset stage's.
   */
  static boolean inconclusive(Race race, ConfirmedRace c) {
    return c != null ? c.inconclusive() : race.inconclusive();
  }

  /**
   * A race the precise stage found that no lockset race describes: header, accesses, interleaving.
   */
  static String unmatchedText(ConfirmedRace c, Reports.DriverReport r) {
    RaceAccess first = r.paths().accesses(c).get(0);
    StringBuilder sb = new StringBuilder();
    sb.append(first.location() == null ? r.name() : r.paths().at(first.location()))
        .append(c.inconclusive() ? ": warning: potential " : ": warning: confirmed ")
        .append(c.kind().label)
        .append(" race on ")
        .append(c.regionName())
        .append(soundnessRemark(false, c))
        .append('\n');
    Table t = new Table("  ");
    for (RaceAccess a : r.paths().accesses(c)) {
      String what = (a.isWrite() ? "write" : "read") + " in " + a.entryPoint();
      if (a.externalCallee() != null) {
        what += " (by call to " + a.externalCallee() + ")";
      }
      String loc = a.location() == null ? "<unknown location>" : r.paths().at(a.location());
      t.row(what, loc, sourceLine(r, a.location()));
    }
    sb.append(t.render()).append(interleavingText(c, r));
    return sb.toString();
  }

  private static String sourceLine(Reports.DriverReport r, SourceLoc loc) {
    if (loc == null || r.sources() == null) {
      return "";
    }
    return r.sources().line(loc).map(t -> Terminal.excerpt(t, loc.column())).orElse("");
  }

  /** The JSON steps of a confirmed race's interleaving. */
  static List<Object> interleavingJson(ConfirmedRace c, DisplayPaths paths) {
    List<Object> steps = new ArrayList<>();
    for (Step s : c.interleaving()) {
      Map<String, Object> y = new LinkedHashMap<>();
      y.put("thread", s.thread());
      y.put("entryPoint", s.entryPoint());
      y.put("kind", kind(s.kind()));
      Reports.putLocation(y, s.location(), paths);
      y.put("detail", s.detail() == null || s.detail().isEmpty() ? null : s.detail());
      y.put("round", s.round());
      steps.add(y);
    }
    return steps;
  }

  /** A step kind in JSON: {@code read}, {@code race-check}, {@code context-switch}, ... */
  static String kind(Step.Kind k) {
    return k.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }

  /** The JSON race object of a confirmed race no lockset race describes. */
  static Map<String, Object> unmatchedJson(ConfirmedRace c, Reports.DriverReport r) {
    Map<String, Object> x = new LinkedHashMap<>();
    x.put("kind", c.kind().label);
    x.put("region", c.regionName());
    x.put("confirmed", !c.inconclusive());
    x.put("inconclusive", c.inconclusive());
    List<Object> accs = new ArrayList<>();
    for (RaceAccess a : r.paths().accesses(c)) {
      Map<String, Object> y = new LinkedHashMap<>();
      y.put("entryPoint", a.entryPoint());
      y.put("access", a.isWrite() ? "write" : "read");
      y.put("procedure", a.procedure());
      Reports.putLocation(y, a.location(), r.paths());
      y.put(
          "source",
          a.location() == null || r.sources() == null
              ? null
              : r.sources().line(a.location()).map(String::strip).orElse(""));
      if (a.externalCallee() != null) {
        y.put("externalCallee", a.externalCallee());
      }
      accs.add(y);
    }
    x.put("accesses", accs);
    x.put("interleaving", interleavingJson(c, r.paths()));
    return x;
  }

  /** The driver-level {@code precise} object: bounds and deterministic counts (no times). */
  static Map<String, Object> summaryJson(PreciseResult p) {
    PreciseOptions o = p.options();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("csb", o.csb());
    m.put("yield", o.yieldPolicy().name().toLowerCase());
    m.put("unroll", o.unroll());
    m.put("recursionBound", o.recursionBound());
    m.put("paramAliasing", o.paramAliasing());
    m.put("bounds", o.describeBounds());
    m.put("confirmed", p.conclusiveCount());
    m.put("yields", p.totalYields());
    m.put("raceChecks", p.totalRaceChecks());
    List<Object> pairs = new ArrayList<>();
    for (PairOutcome po : p.pairs()) {
      Map<String, Object> y = new LinkedHashMap<>();
      y.put("thread1", po.thread1().procedure());
      y.put("thread2", po.thread2().procedure());
      y.put("status", po.status().name().toLowerCase());
      y.put("reason", po.reason());
      y.put("yields", po.yields());
      y.put("raceChecks", po.raceChecks());
      y.put("races", po.races().size());
      pairs.add(y);
    }
    m.put("pairs", pairs);
    return m;
  }
}

package dev.pairlock.cli;

import dev.pairlock.instrument.race.Race;
import dev.pairlock.precise.ConfirmedRace;
import dev.pairlock.precise.PairOutcome;
import dev.pairlock.precise.PreciseOptions;
import dev.pairlock.precise.PreciseResult;
import dev.pairlock.precise.RaceAccess;
import dev.pairlock.precise.Step;
import dev.pairlock.precise.YieldPolicy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The lossless JSON form of a {@link PreciseResult}, part of {@link ResultCodec}'s encoding. */
final class PreciseCodec {
  private PreciseCodec() {}

  static Map<String, Object> encode(PreciseResult p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("options", options(p.options()));
    List<Object> pairs = new ArrayList<>();
    for (PairOutcome o : p.pairs()) {
      Map<String, Object> y = new LinkedHashMap<>();
      y.put("thread1", ResultCodec.entryPoint(o.thread1()));
      y.put("thread2", ResultCodec.entryPoint(o.thread2()));
      y.put("status", o.status().name());
      y.put("reason", o.reason());
      y.put("yields", o.yields());
      y.put("raceChecks", o.raceChecks());
      y.put("checkedRegions", o.checkedRegions());
      y.put("races", o.races());
      y.put("solverCalls", o.solverCalls());
      y.put("elapsedMillis", o.elapsed().toMillis());
      pairs.add(y);
    }
    m.put("pairs", pairs);
    List<Object> races = new ArrayList<>();
    for (ConfirmedRace c : p.races()) {
      Map<String, Object> y = new LinkedHashMap<>();
      y.put("kind", c.kind().name());
      y.put("regionName", c.regionName());
      y.put("regionVariable", c.regionVariable());
      y.put("inconclusive", c.inconclusive());
      List<Object> accs = new ArrayList<>();
      for (RaceAccess a : c.accesses()) {
        Map<String, Object> z = new LinkedHashMap<>();
        z.put("thread", a.thread());
        z.put("entryPoint", a.entryPoint());
        z.put("isWrite", a.isWrite());
        z.put("location", ResultCodec.loc(a.location()));
        z.put("procedure", a.procedure());
        z.put("externalCallee", a.externalCallee());
        accs.add(z);
      }
      y.put("accesses", accs);
      List<Object> steps = new ArrayList<>();
      for (Step s : c.interleaving()) {
        Map<String, Object> z = new LinkedHashMap<>();
        z.put("thread", s.thread());
        z.put("entryPoint", s.entryPoint());
        z.put("location", ResultCodec.loc(s.location()));
        z.put("kind", s.kind().name());
        z.put("detail", s.detail());
        z.put("round", s.round());
        steps.add(z);
      }
      y.put("interleaving", steps);
      races.add(y);
    }
    m.put("races", races);
    m.put("diagnostics", p.diagnostics().stream().map(ResultCodec::diag).toList());
    return m;
  }

  static PreciseResult decode(Map<?, ?> m) {
    List<PairOutcome> pairs = new ArrayList<>();
    for (Object o : ResultCodec.list(m.get("pairs"))) {
      Map<?, ?> y = (Map<?, ?>) o;
      pairs.add(
          new PairOutcome(
              ResultCodec.entryPoint(y.get("thread1")),
              ResultCodec.entryPoint(y.get("thread2")),
              PairOutcome.Status.valueOf((String) y.get("status")),
              (String) y.get("reason"),
              num(y.get("yields")),
              num(y.get("raceChecks")),
              ResultCodec.strings(y.get("checkedRegions")),
              ResultCodec.strings(y.get("races")),
              num(y.get("solverCalls")),
              Duration.ofMillis(ResultCodec.num(y.get("elapsedMillis")))));
    }
    List<ConfirmedRace> races = new ArrayList<>();
    for (Object o : ResultCodec.list(m.get("races"))) {
      Map<?, ?> y = (Map<?, ?>) o;
      List<RaceAccess> accs = new ArrayList<>();
      for (Object a : ResultCodec.list(y.get("accesses"))) {
        Map<?, ?> z = (Map<?, ?>) a;
        accs.add(
            new RaceAccess(
                num(z.get("thread")),
                (String) z.get("entryPoint"),
                (Boolean) z.get("isWrite"),
                ResultCodec.loc(z.get("location")),
                (String) z.get("procedure"),
                (String) z.get("externalCallee")));
      }
      List<Step> steps = new ArrayList<>();
      for (Object a : ResultCodec.list(y.get("interleaving"))) {
        Map<?, ?> z = (Map<?, ?>) a;
        steps.add(
            new Step(
                num(z.get("thread")),
                (String) z.get("entryPoint"),
                ResultCodec.loc(z.get("location")),
                Step.Kind.valueOf((String) z.get("kind")),
                (String) z.get("detail"),
                num(z.get("round"))));
      }
      races.add(
          new ConfirmedRace(
              Race.Kind.valueOf((String) y.get("kind")),
              (String) y.get("regionName"),
              (String) y.get("regionVariable"),
              accs,
              steps,
              (Boolean) y.get("inconclusive")));
    }
    return new PreciseResult(
        options((Map<?, ?>) m.get("options")),
        pairs,
        races,
        ResultCodec.list(m.get("diagnostics")).stream().map(ResultCodec::diag).toList());
  }

  static Map<String, Object> options(PreciseOptions p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("csb", p.csb());
    m.put("yieldPolicy", p.yieldPolicy().name());
    m.put("unroll", p.unroll());
    m.put("recursionBound", p.recursionBound());
    m.put("timeoutPerPairMillis", p.timeoutPerPair().toMillis());
    m.put("paramAliasing", p.paramAliasing());
    m.put("maxRacesPerCheck", p.maxRacesPerCheck());
    m.put("randomSeed", p.randomSeed());
    m.put("encoding", p.encoding().name());
    m.put("budgetPerPair", p.budgetPerPair());
    return m;
  }

  static PreciseOptions options(Map<?, ?> m) {
    return new PreciseOptions(
        num(m.get("csb")),
        YieldPolicy.valueOf((String) m.get("yieldPolicy")),
        num(m.get("unroll")),
        num(m.get("recursionBound")),
        Duration.ofMillis(ResultCodec.num(m.get("timeoutPerPairMillis"))),
        (Boolean) m.get("paramAliasing"),
        num(m.get("maxRacesPerCheck")),
        num(m.get("randomSeed")),
        PreciseOptions.Encoding.valueOf((String) m.get("encoding")),
        ResultCodec.num(m.get("budgetPerPair")));
  }

  private static int num(Object o) {
    return (int) ResultCodec.num(o);
  }
}

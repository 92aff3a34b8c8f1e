package dev.pairlock.houdini;

import dev.pairlock.houdini.pair.PairShape;
import dev.pairlock.houdini.pair.PairSummaries;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Benchmark of Houdini on pair programs (run by {@code bench/houdini}): per program, candidates
 * generated and refuted, procedure checks, solver queries with unsat-core dependencies and with
 * the original "every procedure mentioning it" dependencies, time of the fixpoint and of the final
 * modular race check of the main procedure, and its verdict.
 */
public final class HoudiniBench {
  private HoudiniBench() {}

  /** One measured program. */
  record Row(
      String name,
      int procedures,
      HoudiniStats stats,
      int mentionQueries,
      double houdiniMs,
      double checkMs,
      String verdict) {}

  static Row measure(String name, Program p, int repeat) throws Exception {
    String main = PairShape.of(p, null).orElseThrow().mainProcedure();
    Program cands = PairSummaries.candidates(p, main);
    HoudiniOptions o = PairSummaries.defaultOptions().withDeferred(Set.of(main));
    HoudiniResult r = null;
    double best = Double.MAX_VALUE;
    for (int i = 0; i < repeat; i++) {
      long t0 = System.nanoTime();
      r = PairSummaries.summarize(p, main, PairSummaries.defaultOptions());
      best = Math.min(best, (System.nanoTime() - t0) / 1e6);
    }
    HoudiniResult m =
        Houdini.run(cands, o, new VcVerifier(), Houdini.Dependencies.MENTIONS);
    if (!m.surviving().equals(r.surviving())) {
      throw new IllegalStateException(name + ": dependency modes disagree");
    }
    long t1 = System.nanoTime();
    Outcome out =
        new VcVerifier().verify(r.summarized(), main, VerifyOptions.defaults().withMaxFailures(1));
    double check = (System.nanoTime() - t1) / 1e6;
    String verdict =
        switch (out) {
          case Outcome.Verified v -> "verified";
          case Outcome.Failed f -> "race";
          default -> "unknown";
        };
    return new Row(name, p.procedures().stream().filter(d -> d.body() != null).toList().size(),
        r.stats(), m.stats().queries(), best, check, verdict);
  }

  /** The access locations and kinds of races (what a race is, apart from the locks shown). */
  public static java.util.Set<String> where(List<dev.pairlock.instrument.race.Race> races) {
    java.util.Set<String> r = new java.util.TreeSet<>();
    for (var race : races) {
      List<String> acc = new ArrayList<>();
      race.accesses().forEach(x -> acc.add(x.location() + (x.isWrite() ? " w" : " r")));
      acc.sort(null);
      r.add(race.kind() + " " + acc);
    }
    return r;
  }

  /** Drivers lifted by {@code pairlock lift} into {@code dir} ({@code *.bpl}). */
  static void lifted(Path dir) throws Exception {
    List<Path> files;
    try (var st = Files.list(dir)) {
      files = st.filter(f -> f.toString().endsWith(".bpl")).sorted().toList();
    }
    System.out.println(
        "| driver | candidates | refuted | queries | PairAnalysis+HoudiniPreparer v/r/u | ms |"
            + " races | PairAnalysis inlining v/r/u | ms | races | Houdini race sites ⊆ inlining |");
    System.out.println("|---|---:|---:|---:|---|---:|---:|---|---:|---:|---|");
    for (Path f : files) {
      String name = f.getFileName().toString().replace(".bpl", "");
      Driver d;
      try {
        d = driver(name, Parser.parse(Files.readString(f), f.toString()));
      } catch (Exception e) {
        System.out.printf("| %s | error: %s |%n", name, e.getMessage().lines().findFirst().orElse(""));
        continue;
      }
      HoudiniStats st = d.analysisStats();
      System.out.printf(
          "| %s | %d | %d | %d | %s | %.0f | %d | %s | %.0f | %d | %s |%n",
          d.name(), st.candidates(), st.refuted(), st.queries(), d.analysis(), d.analysisMs(),
          d.houdiniRaces(), d.inlining(), d.inliningMs(), d.inliningRaces(),
          d.racesSubset() ? "yes" : "NO");
    }
  }

  /** Verdict counts of a driver: verified / racy / unverified pairs. */
  record Driver(String name, int pairs, String houdini, double houdiniMs, String analysis,
      double analysisMs, String inlining, double inliningMs, HoudiniStats stats,
      HoudiniStats analysisStats, int houdiniRaces, int inliningRaces, boolean racesSubset) {}

  static String counts(long v, long r, long u) {
    return v + "/" + r + "/" + u;
  }

  static Driver driver(String name, String text) throws Exception {
    return driver(
        name, Parser.parse(TestFixtures.text("lifted/prelude.bpl") + "\n" + text, name + ".bpl"));
  }

  static Driver driver(String name, Program p) throws Exception {
    dev.pairlock.instrument.LiftedProgram lp = dev.pairlock.instrument.LiftedProgram.of(p);
    var builder = new dev.pairlock.instrument.PairProgramBuilder(lp, false);
    var prep = new dev.pairlock.houdini.pair.HoudiniPreparer(PairSummaries.defaultOptions());
    long v = 0, r = 0, u = 0;
    int pairs = 0;
    long t0 = System.nanoTime();
    for (var pair : dev.pairlock.instrument.EntryPointPair.all(lp.entryPoints())) {
      pairs++;
      var pp = builder.build(pair);
      HoudiniResult hr = prep.summarize(pp);
      Outcome o =
          new VcVerifier()
              .verify(hr.summarized(), pp.mainProcedure(),
                  VerifyOptions.defaults().withMaxFailures(pp.sharedRegions().size() + 1));
      if (!hr.assertionsVerified() || !(o instanceof Outcome.Verified || o instanceof Outcome.Failed)) {
        u++;
      } else if (o instanceof Outcome.Verified) {
        v++;
      } else {
        r++;
      }
    }
    double hMs = (System.nanoTime() - t0) / 1e6;
    var opts = dev.pairlock.instrument.race.PairAnalysisOptions.defaults();
    long t1 = System.nanoTime();
    var aprep = new dev.pairlock.houdini.pair.HoudiniPreparer(PairSummaries.defaultOptions());
    var a = new dev.pairlock.instrument.race.PairAnalysis(new VcVerifier(), opts, aprep).analyze(p);
    double aMs = (System.nanoTime() - t1) / 1e6;
    long t2 = System.nanoTime();
    var i = new dev.pairlock.instrument.race.PairAnalysis(new VcVerifier(), opts).analyze(p);
    double iMs = (System.nanoTime() - t2) / 1e6;
    return new Driver(name, pairs, counts(v, r, u), hMs,
        counts(a.count(dev.pairlock.instrument.race.Verdict.VERIFIED),
            a.count(dev.pairlock.instrument.race.Verdict.RACY),
            a.count(dev.pairlock.instrument.race.Verdict.UNVERIFIED)), aMs,
        counts(i.count(dev.pairlock.instrument.race.Verdict.VERIFIED),
            i.count(dev.pairlock.instrument.race.Verdict.RACY),
            i.count(dev.pairlock.instrument.race.Verdict.UNVERIFIED)), iMs,
        prep.totals(), aprep.totals(), a.races().size(), i.races().size(),
        where(i.races()).containsAll(where(a.races())));
  }

  public static void main(String[] args) throws Exception {
    List<String> as = List.of(args);
    if (as.contains("--lifted")) {
      lifted(Path.of(as.get(as.indexOf("--lifted") + 1)));
      return;
    }
    boolean quick = as.contains("--quick");
    int repeat = quick ? 1 : 3;
    Path dir = Path.of("houdini/src/test/resources/houdini/pair");
    Map<String, String> inlining = new LinkedHashMap<>();
    for (String line : Files.readAllLines(dir.resolve("verdicts.txt"))) {
      String[] f = line.trim().split("\\s+");
      if (f.length >= 3 && !f[0].startsWith("#")) {
        inlining.put(f[0], f[2]);
      }
    }
    List<Row> rows = new ArrayList<>();
    // warm-up (JIT, Z3 loading)
    for (String name : inlining.keySet()) {
      measure(name, Parser.parse(Files.readString(dir.resolve(name)), name), 1);
      break;
    }
    for (String name : inlining.keySet()) {
      rows.add(measure(name, Parser.parse(Files.readString(dir.resolve(name)), name), repeat));
    }
    System.out.println(
        "| pair program | procs | candidates | refuted | proc checks | queries (cores) |"
            + " queries (mentions) | Houdini ms | race check ms | Houdini verdict |"
            + " inlining verdict |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|");
    for (Row r : rows) {
      System.out.printf(
          "| %s | %d | %d | %d | %d | %d | %d | %.0f | %.0f | %s | %s |%n",
          r.name().replace(".bpl", ""),
          r.procedures(),
          r.stats().candidates(),
          r.stats().refuted(),
          r.stats().procedureChecks(),
          r.stats().queries(),
          r.mentionQueries(),
          r.houdiniMs(),
          r.checkMs(),
          r.verdict(),
          inlining.get(r.name()).replace("fails", "race"));
    }
    Map<String, String> drivers = new LinkedHashMap<>();
    for (String f : List.of("fields", "helper_lock_safe", "helper_race", "loop_lock_safe",
        "recursion_safe", "trylock_safe")) {
      drivers.put(f, TestFixtures.text("lifted/" + f + ".bpl"));
    }
    drivers.put("synthetic helpers(4)", Synthetic.helpers(4));
    drivers.put("synthetic helpers(16)", Synthetic.helpers(16));
    drivers.put("synthetic loops(1)", Synthetic.loops(1));
    drivers.put("synthetic loops(4)", Synthetic.loops(4));
    drivers.put("synthetic loops(8)", Synthetic.loops(8));
    drivers.put("synthetic tree(3)", Synthetic.tree(3));
    drivers.put("synthetic tree(5)", Synthetic.tree(5));
    if (!quick) {
      drivers.put("synthetic tree(7)", Synthetic.tree(7));
      drivers.put("synthetic loops(16)", Synthetic.loops(16));
    }
    drivers.put("synthetic recursion", Synthetic.recursion());
    System.out.println();
    System.out.println(
        "| driver | pairs | candidates | refuted | queries | Houdini pipeline v/r/u | ms |"
            + " PairAnalysis+HoudiniPreparer v/r/u | ms | PairAnalysis inlining v/r/u | ms |");
    System.out.println("|---|---:|---:|---:|---:|---|---:|---|---:|---|---:|");
    String only = System.getProperty("houdini.bench.only");
    for (Map.Entry<String, String> e : drivers.entrySet()) {
      if (only != null && !e.getKey().contains(only)) {
        continue;
      }
      Driver d = driver(e.getKey(), e.getValue());
      System.out.printf(
          "| %s | %d | %d | %d | %d | %s | %.0f | %s | %.0f | %s | %.0f |%n",
          d.name(), d.pairs(), d.stats().candidates(), d.stats().refuted(), d.stats().queries(),
          d.houdini(), d.houdiniMs(), d.analysis(), d.analysisMs(), d.inlining(), d.inliningMs());
    }
  }
}

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

  public static void main(String[] args) throws Exception {
    boolean quick = List.of(args).contains("--quick");
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
  }
}

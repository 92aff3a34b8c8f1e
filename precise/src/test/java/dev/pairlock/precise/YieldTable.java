package dev.pairlock.precise;

import dev.pairlock.houdini.pair.HoudiniPreparer;
import dev.pairlock.houdini.pair.PairSummaries;
import dev.pairlock.instrument.race.PairAnalysis;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairProgramPreparer;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.vc.VcVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The benchmark behind {@code bench/yield-table} (WHOOP Table II side by side): for each driver,
 * the lockset analysis once, then the precise checker with Yield-ALL, -EPP and -MR at csb 2, 5 and
 * 9, in the same run: yields, checker time, speedups over ALL, confirmed races.
 *
 * <p>Arguments: {@code DIR [--timeout S] [--csb 2,5,9] [--unroll N]}.
 */
public final class YieldTable {
  private YieldTable() {}

  /** Confirmed races the WHOOP paper reports (Table II) for drivers of its suite. */
  static final Map<String, Integer> PAPER =
      Map.of(
          "generic_nvram", 4,
          "pc8736x_gpio", 5,
          "machzwd", 1,
          "intel_scu_watchdog", 2,
          "swim", 8,
          "sonypi", 2,
          "sx8", 1);

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: YieldTable DIR [--timeout S] [--csb 2,5,9] [--unroll N] [--include DIR] [--drivers A,B]");
      System.exit(2);
    }
    Path dir = Path.of(args[0]);
    Duration timeout = Duration.ofSeconds(60);
    int[] csbs = {2, 5, 9};
    int unroll = 2;
    List<Path> includes = new ArrayList<>();
    boolean houdini = true;
    boolean verbose = false;
    java.util.Set<String> only = new java.util.TreeSet<>();
    for (int i = 1; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--verbose" -> verbose = Boolean.parseBoolean(args[i + 1]);
        case "--include" -> includes.add(Path.of(args[i + 1]));
        case "--drivers" -> only.addAll(List.of(args[i + 1].split(",")));
        case "--lockset" -> houdini = switch (args[i + 1]) {
          case "houdini" -> true;
          case "inline" -> false;
          default -> throw new IllegalArgumentException("--lockset houdini|inline");
        };
        case "--timeout" -> timeout = Duration.ofSeconds(Long.parseLong(args[i + 1]));
        case "--csb" ->
            csbs = java.util.Arrays.stream(args[i + 1].split(",")).mapToInt(Integer::parseInt).toArray();
        case "--unroll" -> unroll = Integer.parseInt(args[i + 1]);
        default -> {
          System.err.println("unknown option " + args[i]);
          System.exit(2);
        }
      }
    }
    if (!Files.exists(dir)) {
      System.err.println(
          "yield-table: "
              + dir
              + " does not exist. For the WHOOP driver suite:\n"
              + "  git clone https://github.com/pdeligia/whoop && bench/yield-table whoop/driversuite");
      System.exit(2);
    }
    System.out.printf(
        Locale.ROOT,
        "# precise checker, per-pair timeout %d s, unroll %d, recursion bound 1; time = checker only"
            + " (lift and lockset excluded)%n",
        timeout.toSeconds(),
        unroll);
    System.out.printf(
        Locale.ROOT,
        "%-28s %3s | %6s %6s %6s | %8s %8s %8s | %6s %6s | %5s %5s %5s | %5s | %s%n",
        "driver",
        "csb",
        "Y.ALL",
        "Y.EPP",
        "Y.MR",
        "T.ALL",
        "T.EPP",
        "T.MR",
        "x.EPP",
        "x.MR",
        "R.ALL",
        "R.EPP",
        "R.MR",
        "paper",
        "notes");
    Map<Integer, List<Double>> mrSpeedups = new java.util.TreeMap<>();
    Map<Integer, List<Double>> eppSpeedups = new java.util.TreeMap<>();
    for (Path d : Drivers.under(dir)) {
      String name = d.getFileName().toString().replaceAll("\\.c$", "");
      if (!only.isEmpty() && !only.contains(name)) {
        continue;
      }
      Drivers.Lifted lifted = Drivers.lift(d, includes);
      if (lifted.program() == null) {
        System.out.printf(Locale.ROOT, "%-28s skipped: %s%n", name, lifted.failure());
        continue;
      }
      Program p = lifted.program();
      PairAnalysisResult ls;
      long t0 = System.nanoTime();
      try {
        PairAnalysisOptions lo = PairAnalysisOptions.defaults().withTimeoutPerPair(timeout);
        ls =
            new PairAnalysis(
                    new VcVerifier(),
                    lo,
                    houdini
                        ? new HoudiniPreparer(
                            PairSummaries.defaultOptions().withTimeLimit(timeout))
                        : PairProgramPreparer.INLINED)
                .analyze(p);
      } catch (Exception e) {
        System.out.printf(Locale.ROOT, "%-28s skipped: lockset analysis failed: %s%n", name, e.getMessage());
        continue;
      }
      Map<dev.pairlock.instrument.race.Verdict, Long> verdicts = new java.util.TreeMap<>();
      ls.pairs().forEach(pr -> verdicts.merge(pr.verdict(), 1L, Long::sum));
      System.out.printf(
          Locale.ROOT,
          "# %s: lockset stage (%s) %.1f s, pairs %s, %d potential race(s)%n",
          name,
          houdini ? "houdini" : "inline",
          (System.nanoTime() - t0) / 1e9,
          verdicts,
          ls.races().size());
      for (int csb : csbs) {
        PreciseResult[] rs = new PreciseResult[3];
        YieldPolicy[] ps = YieldPolicy.values();
        for (int k = 0; k < 3; k++) {
          PreciseOptions o =
              PreciseOptions.defaults()
                  .withCsb(csb)
                  .withYieldPolicy(ps[k])
                  .withUnroll(unroll)
                  .withTimeoutPerPair(timeout);
          rs[k] = new PreciseChecker(new VcVerifier(), o).check(p, ls);
        }
        double[] secs = new double[3];
        for (int k = 0; k < 3; k++) {
          secs[k] = rs[k].totalTime().toNanos() / 1e9;
        }
        double xEpp = secs[0] / Math.max(secs[1], 1e-3);
        double xMr = secs[0] / Math.max(secs[2], 1e-3);
        mrSpeedups.computeIfAbsent(csb, x -> new ArrayList<>()).add(xMr);
        eppSpeedups.computeIfAbsent(csb, x -> new ArrayList<>()).add(xEpp);
        List<String> notes = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
          long to = rs[k].count(PairOutcome.Status.TIMEOUT);
          long un = rs[k].count(PairOutcome.Status.UNKNOWN);
          if (to + un > 0) {
            notes.add(ps[k] + ": " + to + " timeout, " + un + " unknown");
          }
        }
        long inconclusive = rs[0].races().stream().filter(ConfirmedRace::inconclusive).count();
        if (inconclusive > 0) {
          notes.add(inconclusive + " of the races inconclusive (constructs not modelled soundly)");
        }
        if (!rs[0].raceKeys().equals(rs[2].raceKeys())) {
          notes.add("MR races differ from ALL");
        }
        if (!rs[0].raceKeys().equals(rs[1].raceKeys())) {
          notes.add("EPP races differ from ALL");
        }
        if (verbose) {
          for (int j = 0; j < rs[0].pairs().size(); j++) {
            StringBuilder sb = new StringBuilder("#   " + rs[0].pairs().get(j).label() + ":");
            for (int k = 0; k < 3; k++) {
              PairOutcome o = rs[k].pairs().get(j);
              sb.append(
                  String.format(
                      Locale.ROOT,
                      " %s %s y%d c%d calls%d %.2fs;",
                      ps[k],
                      o.status(),
                      o.yields(),
                      o.raceChecks(),
                      o.solverCalls(),
                      o.elapsed().toNanos() / 1e9));
            }
            System.out.println(sb);
          }
        }
        Integer paper = PAPER.get(name);
        System.out.printf(
            Locale.ROOT,
            "%-28s %3d | %6d %6d %6d | %8.2f %8.2f %8.2f | %6.1f %6.1f | %5d %5d %5d | %5s | %s%n",
            name,
            csb,
            rs[0].totalYields(),
            rs[1].totalYields(),
            rs[2].totalYields(),
            secs[0],
            secs[1],
            secs[2],
            xEpp,
            xMr,
            rs[0].races().size(),
            rs[1].races().size(),
            rs[2].races().size(),
            paper == null ? "-" : paper.toString(),
            String.join("; ", notes));
      }
    }
    for (int csb : mrSpeedups.keySet()) {
      System.out.printf(
          Locale.ROOT,
          "# csb %d: median speedup over ALL: EPP %.1fx, MR %.1fx (%d drivers)%n",
          csb,
          median(eppSpeedups.get(csb)),
          median(mrSpeedups.get(csb)),
          mrSpeedups.get(csb).size());
    }
  }

  private static double median(List<Double> xs) {
    List<Double> s = new ArrayList<>(xs);
    s.sort(null);
    if (s.isEmpty()) {
      return Double.NaN;
    }
    int n = s.size();
    return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
  }
}

package dev.pairlock.precise;

import dev.pairlock.houdini.pair.HoudiniPreparer;
import dev.pairlock.houdini.pair.PairSummaries;
import dev.pairlock.instrument.race.PairAnalysis;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairProgramPreparer;
import dev.pairlock.instrument.race.Verdict;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.vc.VcVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The benchmark behind {@code bench/yield-table} (WHOOP Table II side by side): for each driver,
 * the lockset analysis once, then the precise checker with Yield-ALL, -EPP and -MR at csb 2, 5 and
 * 9, in the same run: yields, checker time (T: wall, C: CPU time of the process, Z3 included),
 * speedups over ALL (x: by CPU time, which a loaded machine disturbs less; w.MR: MR by wall
 * time), confirmed races. ALL is Yield-ALL as WHOOP (and the issue) define it, a yield after every
 * lock operation; ALL+L is ALL with pairlock's Lipton reduction of lock yields ({@link
 * YieldReduction}), which EPP and MR have too; x.MR/L is MR's speedup over ALL+L.
 *
 * <p>Arguments: {@code DIR [--timeout S] [--csb 2,5,9] [--unroll N] [--drivers A,B]
 * [--include DIR] [--lockset houdini|inline] [--budget S] [--verbose true] [--configs C,...]
 * [--repeat-under S]}. The checker runs csb by csb in the order given, every driver at one csb
 * before the next csb; a driver's lockset stage (Houdini summaries by default, as {@code pairlock
 * analyze}) runs once, before its first row. With {@code --budget S}, a driver whose row took more
 * than S seconds (three policies together) skips the larger csbs (said in the notes). Rows are
 * printed as they come, then once more by driver. Races: confirmed (distinct access-site pairs)
 * with each policy; {@code reg}: distinct regions of the races confirmed with MR. A row whose first
 * round (each configuration once) took under {@code --repeat-under} CPU s (default 5) runs three
 * rounds, and each configuration's least CPU time counts.
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

  private static final String USAGE =
      "usage: YieldTable DIR [--timeout S] [--csb 2,5,9] [--unroll N] [--drivers A,B]"
          + " [--include DIR] [--lockset houdini|inline] [--budget S] [--verbose true]"
          + " [--configs ALL,ALL+L,EPP,MR] [--repeat-under S]";

  /** A driver after the lockset stage. */
  private record Analysed(String name, Program program, PairAnalysisResult lockset) {}

  /** One row: a driver at one csb. */
  private record Row(
      String name, int csb, String text, double xEpp, double xMr, double xMrL, boolean mrBound) {}

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println(USAGE);
      System.exit(2);
    }
    Path dir = Path.of(args[0]);
    Duration timeout = Duration.ofSeconds(60);
    int[] csbs = {2, 5, 9};
    int unroll = 2;
    List<Path> includes = new ArrayList<>();
    Set<String> only = new TreeSet<>();
    boolean houdini = true;
    boolean verbose = false;
    double budget = Double.POSITIVE_INFINITY;
    double repeatUnder = 5;
    Set<String> configs = new TreeSet<>(List.of(CONFIGS));
    for (int i = 1; i < args.length; i += 2) {
      if (i + 1 >= args.length) {
        System.err.println(USAGE);
        System.exit(2);
      }
      String v = args[i + 1];
      switch (args[i]) {
        case "--timeout" -> timeout = Duration.ofSeconds(Long.parseLong(v));
        case "--csb" -> csbs = Arrays.stream(v.split(",")).mapToInt(Integer::parseInt).toArray();
        case "--unroll" -> unroll = Integer.parseInt(v);
        case "--include" -> includes.add(Path.of(v));
        case "--drivers" -> only.addAll(List.of(v.split(",")));
        case "--budget" -> budget = Double.parseDouble(v);
        case "--repeat-under" -> repeatUnder = Double.parseDouble(v);
        case "--verbose" -> verbose = Boolean.parseBoolean(v);
        case "--configs" -> {
          configs = new TreeSet<>(List.of(v.split(",")));
          if (!configs.contains("ALL") || !List.of(CONFIGS).containsAll(configs)) {
            System.err.println("--configs: a subset of ALL,ALL+L,EPP,MR that holds ALL\n" + USAGE);
            System.exit(2);
          }
        }
        case "--lockset" ->
            houdini =
                switch (v) {
                  case "houdini" -> true;
                  case "inline" -> false;
                  default -> throw new IllegalArgumentException("--lockset houdini|inline");
                };
        default -> {
          System.err.println("unknown option " + args[i] + "\n" + USAGE);
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
            + " (lift and lockset excluded); lockset stage: %s; a row under %s CPU s: least of 3"
            + " rounds%n",
        timeout.toSeconds(),
        unroll,
        houdini ? "Houdini summaries" : "inlined",
        secs(repeatUnder));
    Map<String, Path> drivers = new LinkedHashMap<>();
    for (Path d : Drivers.under(dir)) {
      String name = d.getFileName().toString().replaceAll("\\.c$", "");
      if (only.isEmpty() || only.contains(name)) {
        drivers.put(name, d);
      }
    }
    // The lockset stage of a driver runs when the driver's first row is due (then kept).
    Map<String, Optional<Analysed>> analysed = new LinkedHashMap<>();
    System.out.println(HEADER);
    List<Row> rows = new ArrayList<>();
    Map<String, Integer> skipAbove = new LinkedHashMap<>();
    for (int csb : csbs) {
      for (Map.Entry<String, Path> d : drivers.entrySet()) {
        final Duration t = timeout;
        final boolean h = houdini;
        Optional<Analysed> oa =
            analysed.computeIfAbsent(
                d.getKey(), n -> Optional.ofNullable(lockset(n, d.getValue(), includes, t, h)));
        if (oa.isEmpty()) {
          continue;
        }
        Analysed a = oa.get();
        Integer limit = skipAbove.get(a.name());
        if (limit != null && csb > limit) {
          String text =
              String.format(
                  Locale.ROOT,
                  "%-20s %3d | skipped: the csb %d row took over the budget of %.0f s",
                  a.name(),
                  csb,
                  limit,
                  budget);
          System.out.println(text);
          rows.add(new Row(a.name(), csb, text, Double.NaN, Double.NaN, Double.NaN, false));
          continue;
        }
        long t0 = System.nanoTime();
        Row row;
        try {
          row = row(a, csb, unroll, timeout, verbose, configs, repeatUnder);
        } catch (OutOfMemoryError e) {
          // A two-thread program too large for the heap (the flattened threads inline every callee).
          row =
              new Row(
                  a.name(),
                  csb,
                  String.format(
                      Locale.ROOT,
                      "%-20s %3d | out of memory after %.0f s (%s; larger csbs skipped)",
                      a.name(),
                      csb,
                      (System.nanoTime() - t0) / 1e9,
                      e.getMessage()),
                  Double.NaN,
                  Double.NaN,
                  Double.NaN,
                  false);
          skipAbove.merge(a.name(), csb, Math::min);
        }
        System.out.println(row.text());
        System.out.flush();
        rows.add(row);
        if ((System.nanoTime() - t0) / 1e9 > budget) {
          skipAbove.merge(a.name(), csb, Math::min);
        }
      }
    }
    System.out.println("# by driver");
    System.out.println(HEADER);
    List<Row> sorted = new ArrayList<>(rows);
    sorted.sort(Comparator.comparing(Row::name).thenComparingInt(Row::csb));
    sorted.forEach(r -> System.out.println(r.text()));
    for (int csb : csbs) {
      List<Double> epp = new ArrayList<>();
      List<Double> mr = new ArrayList<>();
      List<Double> mrL = new ArrayList<>();
      int bounds = 0;
      for (Row r : rows) {
        if (r.csb() == csb && !Double.isNaN(r.xMr())) {
          epp.add(r.xEpp());
          mr.add(r.xMr());
          mrL.add(r.xMrL());
          bounds += r.mrBound() ? 1 : 0;
        }
      }
      System.out.printf(
          Locale.ROOT,
          "# csb %d: median speedup (CPU time) over ALL: EPP %s, MR %s; over ALL+L: MR %s"
              + " (%d drivers; %d MR speedups are lower bounds, marked >: ALL ran into the"
              + " timeout and MR did not)%n",
          csb,
          times(median(epp)),
          times(median(mr)),
          times(median(mrL)),
          mr.size(),
          bounds);
    }
  }

  private static final String HEADER =
      String.format(
          Locale.ROOT,
          "%-20s %3s | %5s %7s %5s %5s | %8s %8s %8s %8s | %8s %8s %8s %8s | %5s %6s %6s %5s"
              + " | %5s %5s %5s %5s | %5s | %s",
          "driver",
          "csb",
          "Y.ALL",
          "Y.ALL+L",
          "Y.EPP",
          "Y.MR",
          "T.ALL",
          "T.ALL+L",
          "T.EPP",
          "T.MR",
          "C.ALL",
          "C.ALL+L",
          "C.EPP",
          "C.MR",
          "x.EPP",
          "x.MR",
          "x.MR/L",
          "w.MR",
          "R.ALL",
          "R.EPP",
          "R.MR",
          "reg",
          "paper",
          "notes");

  private static Analysed lockset(
      String name, Path d, List<Path> includes, Duration timeout, boolean houdini) {
    Drivers.Lifted lifted = Drivers.lift(d, includes);
    if (lifted.program() == null) {
      System.out.printf(Locale.ROOT, "# %s: skipped: %s%n", name, lifted.failure());
      return null;
    }
    Program p = lifted.program();
    long t0 = System.nanoTime();
    PairAnalysisResult ls;
    try {
      PairAnalysisOptions lo = PairAnalysisOptions.defaults().withTimeoutPerPair(timeout);
      ls =
          new PairAnalysis(
                  new VcVerifier(),
                  lo,
                  houdini
                      ? new HoudiniPreparer(PairSummaries.defaultOptions().withTimeLimit(timeout))
                      : PairProgramPreparer.INLINED)
              .analyze(p);
    } catch (Exception e) {
      System.out.printf(Locale.ROOT, "# %s: skipped: lockset analysis failed: %s%n", name, e);
      return null;
    }
    Map<Verdict, Long> verdicts = new TreeMap<>();
    ls.pairs().forEach(pr -> verdicts.merge(pr.verdict(), 1L, Long::sum));
    System.out.printf(
        Locale.ROOT,
        "# %s: lockset stage %.1f s, pairs %s, %d potential race(s)%n",
        name,
        (System.nanoTime() - t0) / 1e9,
        verdicts,
        ls.races().size());
    System.out.flush();
    return new Analysed(name, p, ls);
  }

  /** How many rounds a row whose first round took under {@code --repeat-under} CPU s runs. */
  private static final int ROUNDS = 3;

  /** The configurations of a row: Yield-ALL as the paper has it, ALL with the Lipton reduction, EPP, MR. */
  private static final String[] CONFIGS = {"ALL", "ALL+L", "EPP", "MR"};

  private static Row row(
      Analysed a,
      int csb,
      int unroll,
      Duration timeout,
      boolean verbose,
      Set<String> configs,
      double repeatUnder)
      throws Exception {
    int n = CONFIGS.length;
    PreciseResult[] rs = new PreciseResult[n];
    YieldPolicy[] ps = {YieldPolicy.ALL, YieldPolicy.ALL, YieldPolicy.EPP, YieldPolicy.MR};
    double[] cpu = new double[n];
    Arrays.fill(cpu, Double.NaN);
    // A row whose first round (every configuration once) took under repeatUnder CPU s runs
    // ROUNDS rounds, and each configuration's least CPU time counts: JIT compilation, GC threads
    // and a busy machine count in the process's CPU time and swing a short row by 2x. The decision
    // is the row's, not a configuration's, so a fast MR is never repeated where a slow ALL is not,
    // and the rounds interleave the configurations, so a disturbance hits them alike.
    for (int round = 0; round < ROUNDS; round++) {
      double roundCpu = 0;
      for (int k = 0; k < n; k++) {
        if (!configs.contains(CONFIGS[k])) {
          continue;
        }
        PreciseOptions o =
            PreciseOptions.defaults()
                .withCsb(csb)
                .withYieldPolicy(ps[k])
                .withUnroll(unroll)
                .withTimeoutPerPair(timeout);
        long c0 = processCpuNanos();
        // Yield-ALL as WHOOP and the issue define it yields after every lock operation: no
        // YieldReduction (the Lipton reduction every policy gets in pairlock)
        PreciseResult r =
            new PreciseChecker(new VcVerifier(), o, k != 0, true).check(a.program(), a.lockset());
        double c = (processCpuNanos() - c0) / 1e9;
        roundCpu += c;
        if (round == 0 || c < cpu[k]) {
          cpu[k] = c;
          rs[k] = r;
        }
      }
      if (round == 0 && roundCpu >= repeatUnder) {
        break;
      }
    }
    double[] secs = new double[n];
    for (int k = 0; k < n; k++) {
      secs[k] = rs[k] == null ? Double.NaN : rs[k].totalTime().toNanos() / 1e9;
    }
    // Speedups from CPU time (the process's, Z3 included): robust on a loaded machine.
    double xEpp = cpu[0] / Math.max(cpu[2], 1e-3);
    double xMr = cpu[0] / Math.max(cpu[3], 1e-3);
    double xMrL = cpu[1] / Math.max(cpu[3], 1e-3);
    double wMr = secs[0] / Math.max(secs[3], 1e-3);
    List<String> notes = new ArrayList<>();
    long[] capped = new long[n];
    for (int k = 0; k < n; k++) {
      if (rs[k] == null) {
        continue;
      }
      long to = rs[k].count(PairOutcome.Status.TIMEOUT);
      long un = rs[k].count(PairOutcome.Status.UNKNOWN);
      // Pairs with races whose search stopped early (time): their race sets depend on the model.
      long cut =
          rs[k].pairs().stream()
              .filter(o -> o.status() == PairOutcome.Status.RACES)
              .filter(o -> o.reason().contains("may be missing"))
              .count();
      capped[k] = to + cut;
      if (to + un + cut > 0) {
        notes.add(CONFIGS[k] + ": " + to + " timeout, " + un + " unknown, " + cut + " cut short");
      }
    }
    // ALL stopped by the timeout in some pair, MR in none: ALL's time is less than its work's,
    // and MR's speedup a lower bound.
    boolean mrBound = rs[3] != null && capped[0] > 0 && capped[3] == 0;
    boolean mrLBound = rs[3] != null && capped[1] > 0 && capped[3] == 0;
    long inconclusive = rs[0].races().stream().filter(ConfirmedRace::inconclusive).count();
    if (inconclusive > 0) {
      notes.add(inconclusive + " inconclusive");
    }
    for (int k = 1; k < n; k++) {
      if (rs[k] != null && !rs[0].raceKeys().equals(rs[k].raceKeys())) {
        notes.add(CONFIGS[k] + " races differ from ALL");
      }
    }
    if (verbose) {
      for (int j = 0; j < rs[0].pairs().size(); j++) {
        StringBuilder sb = new StringBuilder("#   " + a.name() + " " + rs[0].pairs().get(j).label() + ":");
        for (int k = 0; k < n; k++) {
          if (rs[k] == null) {
            continue;
          }
          PairOutcome o = rs[k].pairs().get(j);
          sb.append(
              String.format(
                  Locale.ROOT,
                  " %s %s y%d c%d calls%d %.2fs;",
                  CONFIGS[k],
                  o.status(),
                  o.yields(),
                  o.raceChecks(),
                  o.solverCalls(),
                  o.elapsed().toNanos() / 1e9));
        }
        System.out.println(sb);
      }
    }
    Integer paper = PAPER.get(a.name());
    String text =
        String.format(
            Locale.ROOT,
            "%-20s %3d | %5s %7s %5s %5s | %8s %8s %8s %8s | %8s %8s %8s %8s"
                + " | %5s %6s %6s %5s | %5s %5s %5s %5s | %5s | %s",
            a.name(),
            csb,
            count(rs[0], PreciseResult::totalYields),
            count(rs[1], PreciseResult::totalYields),
            count(rs[2], PreciseResult::totalYields),
            count(rs[3], PreciseResult::totalYields),
            secs(secs[0]),
            secs(secs[1]),
            secs(secs[2]),
            secs(secs[3]),
            secs(cpu[0]),
            secs(cpu[1]),
            secs(cpu[2]),
            secs(cpu[3]),
            ratio(xEpp),
            (mrBound ? ">" : "") + ratio(xMr),
            (mrLBound ? ">" : "") + ratio(xMrL),
            ratio(wMr),
            count(rs[0], r -> r.races().size()),
            count(rs[2], r -> r.races().size()),
            count(rs[3], r -> r.races().size()),
            count(
                rs[3],
                r -> (int) r.races().stream().map(ConfirmedRace::regionName).distinct().count()),
            paper == null ? "-" : paper.toString(),
            String.join("; ", notes));
    return new Row(a.name(), csb, text, xEpp, xMr, xMrL, mrBound);
  }

  /** {@code f} of a configuration's result, {@code -} for a configuration not run. */
  private static String count(
      PreciseResult r, java.util.function.ToIntFunction<PreciseResult> f) {
    return r == null ? "-" : String.valueOf(f.applyAsInt(r));
  }

  private static String secs(double s) {
    return Double.isNaN(s) ? "-" : String.format(Locale.ROOT, "%.2f", s);
  }

  private static String ratio(double x) {
    return Double.isNaN(x) ? "-" : String.format(Locale.ROOT, "%.1f", x);
  }

  private static String times(double x) {
    return Double.isNaN(x) ? "-" : String.format(Locale.ROOT, "%.1fx", x);
  }

  /** CPU time of this process (all threads, Z3's native code included). */
  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean)
            java.lang.management.ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static double median(List<Double> xs) {
    List<Double> s = new ArrayList<>(xs);
    s.removeIf(x -> x.isNaN());
    s.sort(null);
    if (s.isEmpty()) {
      return Double.NaN;
    }
    int n = s.size();
    return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
  }
}

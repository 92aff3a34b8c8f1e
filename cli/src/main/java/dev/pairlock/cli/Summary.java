package dev.pairlock.cli;

import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.Verdict;
import dev.pairlock.precise.PreciseResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The table that closes a batch run (on stderr: it has timings, so it is not part of the
 * deterministic report): per driver its status, lines of code, pairs, verdict counts, races and
 * time (with {@code --precise} also the confirmed races and the checker's share of the time); then
 * the failed drivers' reasons and the totals.
 */
final class Summary {
  private Summary() {}

  static String table(List<Batch.Outcome> outcomes) {
    boolean precise = outcomes.stream().anyMatch(o -> o.report().precise() != null);
    Table t = new Table("").alignRight(precise ? new int[] {2, 3, 4, 5, 6, 7, 8, 9, 10} : new int[] {2, 3, 4, 5, 6, 7, 8});
    row(t, precise, List.of("driver", "status", "LoC", "pairs", "verified", "racy", "unverified", "races"), "confirmed", "precise", "time");
    long loc = 0, pairs = 0, verified = 0, racy = 0, unverified = 0, races = 0, ms = 0, confirmed = 0, preciseMs = 0;
    StringBuilder failures = new StringBuilder();
    for (Batch.Outcome o : outcomes) {
      Reports.DriverReport r = o.report();
      PairAnalysisResult a = r.analysis();
      String time = o.cached() ? "cached" : seconds(r.millis());
      loc += r.linesOfCode();
      ms += o.cached() ? 0 : r.millis();
      if (a == null) {
        row(t, precise, List.of(r.name(), "error (" + r.errorKind() + ")", String.valueOf(r.linesOfCode()), "-", "-", "-", "-", "-"), "-", "-", time);
        failures.append(r.name()).append(": ").append(r.error()).append('\n');
        continue;
      }
      pairs += a.pairs().size();
      verified += a.count(Verdict.VERIFIED);
      racy += a.count(Verdict.RACY);
      unverified += a.count(Verdict.UNVERIFIED);
      races += a.races().size();
      PreciseResult p = r.precise();
      long pms = p == null ? 0 : p.totalTime().toMillis();
      confirmed += p == null ? 0 : p.conclusiveCount();
      preciseMs += o.cached() ? 0 : pms;
      row(
          t,
          precise,
          List.of(
              r.name(),
              r.status(),
              String.valueOf(r.linesOfCode()),
              String.valueOf(a.pairs().size()),
              String.valueOf(a.count(Verdict.VERIFIED)),
              String.valueOf(a.count(Verdict.RACY)),
              String.valueOf(a.count(Verdict.UNVERIFIED)),
              String.valueOf(a.races().size())),
          p == null ? "-" : String.valueOf(p.races().size()),
          p == null ? "-" : o.cached() ? "cached" : seconds(pms),
          time);
    }
    row(
        t,
        precise,
        List.of(
            "total (" + outcomes.size() + " drivers)",
            "",
            String.valueOf(loc),
            String.valueOf(pairs),
            String.valueOf(verified),
            String.valueOf(racy),
            String.valueOf(unverified),
            String.valueOf(races)),
        String.valueOf(confirmed),
        seconds(preciseMs),
        seconds(ms));
    return "\n" + t.render() + failures;
  }

  private static void row(Table t, boolean precise, List<String> cells, String confirmed, String preciseTime, String time) {
    List<String> all = new ArrayList<>(cells);
    if (precise) {
      all.add(confirmed);
      all.add(preciseTime);
    }
    all.add(time);
    t.row(all.toArray(String[]::new));
  }

  static String seconds(long ms) {
    return String.format(Locale.ROOT, "%.1fs", ms / 1000.0);
  }
}

package dev.pairlock.cli;

import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.Verdict;
import java.util.List;
import java.util.Locale;

/**
 * The table that closes a batch run (on stderr: it has timings, so it is not part of the
 * deterministic report): per driver its status, lines of code, pairs, verdict counts, races and
 * time; then the failed drivers' reasons and the totals.
 */
final class Summary {
  private Summary() {}

  static String table(List<Batch.Outcome> outcomes) {
    Table t = new Table("").alignRight(2, 3, 4, 5, 6, 7, 8);
    t.row("driver", "status", "LoC", "pairs", "verified", "racy", "unverified", "races", "time");
    long loc = 0, pairs = 0, verified = 0, racy = 0, unverified = 0, races = 0, ms = 0;
    StringBuilder failures = new StringBuilder();
    for (Batch.Outcome o : outcomes) {
      Reports.DriverReport r = o.report();
      PairAnalysisResult a = r.analysis();
      String time = o.cached() ? "cached" : seconds(r.millis());
      loc += r.linesOfCode();
      ms += o.cached() ? 0 : r.millis();
      if (a == null) {
        t.row(r.name(), "error (" + r.errorKind() + ")", String.valueOf(r.linesOfCode()), "-", "-", "-", "-", "-", time);
        failures.append(r.name()).append(": ").append(r.error()).append('\n');
        continue;
      }
      pairs += a.pairs().size();
      verified += a.count(Verdict.VERIFIED);
      racy += a.count(Verdict.RACY);
      unverified += a.count(Verdict.UNVERIFIED);
      races += a.races().size();
      t.row(
          r.name(),
          r.status(),
          String.valueOf(r.linesOfCode()),
          String.valueOf(a.pairs().size()),
          String.valueOf(a.count(Verdict.VERIFIED)),
          String.valueOf(a.count(Verdict.RACY)),
          String.valueOf(a.count(Verdict.UNVERIFIED)),
          String.valueOf(a.races().size()),
          time);
    }
    t.row(
        "total (" + outcomes.size() + " drivers)",
        "",
        String.valueOf(loc),
        String.valueOf(pairs),
        String.valueOf(verified),
        String.valueOf(racy),
        String.valueOf(unverified),
        String.valueOf(races),
        seconds(ms));
    return "\n" + t.render() + failures;
  }

  static String seconds(long ms) {
    return String.format(Locale.ROOT, "%.1fs", ms / 1000.0);
  }
}

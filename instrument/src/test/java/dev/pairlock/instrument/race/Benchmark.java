package dev.pairlock.instrument.race;

import dev.pairlock.instrument.Fixtures;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.vc.VcVerifier;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Timing of the pair analysis on a generated driver (run with {@code -Dpairlock.bench=true}): E
 * entry points, each touching R regions at a few accesses, half of them under a common lock, some
 * in a loop. Compares checking all regions per verifier call with one region per call.
 */
@EnabledIfSystemProperty(named = "pairlock.bench", matches = "true")
class Benchmark {
  static String generate(int entryPoints, int regions, boolean loops, boolean allLocked) {
    StringBuilder sb = new StringBuilder();
    for (int r = 0; r < regions; r++) {
      sb.append("var $M.")
          .append(r)
          .append(": [int]int {:region \"dev.f")
          .append(r)
          .append("\"};\n");
    }
    sb.append("const unique $g.dev: int {:global \"dev\"};\n");
    sb.append("const unique $lock.m: int {:lock \"dev_lock\", \"mutex\"};\n");
    for (int e = 0; e < entryPoints; e++) {
      sb.append("procedure {:entrypoint \"file_operations.op")
          .append(e)
          .append("\"} ep")
          .append(e)
          .append("(p: int, n: int)\n  modifies ");
      for (int r = 0; r < regions; r++) {
        sb.append(r == 0 ? "" : ", ").append("$M.").append(r);
      }
      sb.append(";\n{\n  var v: int;\n  var i: int;\n  L0:\n");
      int line = 100 * e;
      for (int r = 0; r < regions; r++) {
        boolean locked = allLocked || (r + e) % 2 == 0 || r % 3 == 0;
        if (locked) {
          sb.append("    call {:sourceloc \"gen.c\", ")
              .append(++line)
              .append(", 2} $lock_acquire($lock.m);\n");
        }
        sb.append("    {:sourceloc \"gen.c\", ")
            .append(++line)
            .append(", 2} {:access \"read\"} v := $M.")
            .append(r)
            .append("[$g.dev + ")
            .append(8 * r)
            .append("];\n");
        sb.append("    {:sourceloc \"gen.c\", ")
            .append(++line)
            .append(", 2} {:access \"write\"} $M.")
            .append(r)
            .append("[$g.dev + ")
            .append(8 * r)
            .append("] := v + n;\n");
        if (locked) {
          sb.append("    call {:sourceloc \"gen.c\", ")
              .append(++line)
              .append(", 2} $lock_release($lock.m);\n");
        }
      }
      if (loops) {
        sb.append("    i := 0;\n    goto H;\n  H:\n    goto B, X;\n  B:\n    assume i < n;\n");
        sb.append("    {:sourceloc \"gen.c\", ")
            .append(++line)
            .append(
                ", 2} {:access \"read\"} v := $M.0[p + i];\n"
                    + "    i := i + 1;\n"
                    + "    goto H;\n"
                    + "  X:\n"
                    + "    assume i >= n;\n");
      }
      sb.append("    return;\n}\n");
    }
    return sb.toString();
  }

  @Test
  void timing() throws Exception {
    for (int[] size : new int[][] {{4, 4}, {6, 8}, {8, 12}, {8, 12, 1}, {16, 16, 1}}) {
      boolean safe = size.length > 2;
      Program p = Fixtures.liftedText(generate(size[0], size[1], !safe, safe));
      for (int mode = 0; mode < 3; mode++) {
        boolean oneByOne = mode == 1;
        PairAnalysisOptions o =
            PairAnalysisOptions.defaults()
                .withTimeoutPerPair(Duration.ofSeconds(120))
                .withRegionAtATime(oneByOne)
                .withThreads(mode == 2 ? 2 : 1);
        long t0 = System.nanoTime();
        PairAnalysisResult r = new PairAnalysis(new VcVerifier(), o).analyze(p);
        double s = (System.nanoTime() - t0) / 1e9;
        int calls = r.pairs().stream().mapToInt(PairResult::verifierCalls).sum();
        System.out.printf(
            "bench E=%d R=%d %s %s: %d pairs, %d races, %d verifier calls, %.2f s, %.1f pairs/s%n",
            size[0],
            size[1],
            safe ? "safe" : "racy",
            oneByOne ? "region-at-a-time" : mode == 2 ? "all-at-once, 2 threads" : "all-at-once",
            r.pairs().size(),
            r.races().size(),
            calls,
            s,
            r.pairs().size() / s);
      }
    }
  }
}

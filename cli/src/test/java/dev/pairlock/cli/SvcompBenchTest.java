package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.cli.SvcompBench.Category;
import dev.pairlock.cli.SvcompBench.Participant;
import dev.pairlock.cli.SvcompBench.Task;
import dev.pairlock.cli.SvcompBench.Verdict;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link SvcompBench} (bench/svcomp) on made-up tasks and result files ({@code
 * cli/src/test/resources/svcomp}, no SV-COMP material): the task definitions it reads, the
 * participants' categories, and a whole run with a fake pairlock that exits as each task's input
 * says (and sleeps past the time limit on one), whose tables and TSV are checked.
 */
class SvcompBenchTest {
  private static final Path DIR = Golden.repoRoot().resolve("cli/src/test/resources/svcomp");

  @TempDir Path tmp;

  @Test
  void readsTheNoDataRaceVerdictOnly() {
    Task gamma = SvcompBench.readTask(DIR.resolve("tasks/gamma.yml")).orElseThrow();
    assertEquals("gamma", gamma.name());
    assertTrue(gamma.expected()); // not the unreach-call verdict before it
    assertEquals(List.of(DIR.resolve("tasks/gamma.i")), gamma.inputs());
    assertEquals("ILP32", gamma.dataModel());
    Task beta = SvcompBench.readTask(DIR.resolve("tasks/beta.yml")).orElseThrow();
    assertEquals(List.of(DIR.resolve("tasks/beta.i")), beta.inputs()); // the list form
    assertTrue(!beta.expected());
    assertTrue(SvcompBench.readTask(DIR.resolve("tasks/theta.yml")).isEmpty());
  }

  @Test
  void categoriesAndScores() {
    assertEquals(Category.WRONG_TRUE, SvcompBench.categorize(false, Verdict.TRUE));
    assertEquals(-32, Category.WRONG_TRUE.score);
    assertEquals(-16, SvcompBench.categorize(true, Verdict.FALSE).score);
    assertEquals(2, SvcompBench.categorize(true, Verdict.TRUE).score);
    assertEquals(1, SvcompBench.categorize(false, Verdict.FALSE).score);
    assertEquals(Verdict.UNKNOWN, SvcompBench.verdict(3, false));
    assertEquals(Verdict.ERROR, SvcompBench.verdict(4, false));
    assertEquals(Verdict.ERROR, SvcompBench.verdict(0, true));
    List<Participant> ps = SvcompBench.readResults(List.of(DIR.resolve("results")));
    assertEquals(List.of("toolx", "tooly"), ps.stream().map(Participant::tool).toList());
    Participant y = ps.get(1);
    assertEquals(Category.UNCONFIRMED, SvcompBench.categorize(y.runs().get("alpha")));
    assertEquals(Category.WRONG_FALSE, SvcompBench.categorize(y.runs().get("gamma")));
    assertEquals(Category.WRONG_TRUE, SvcompBench.categorize(y.runs().get("delta")));
    assertEquals(Category.ERROR, SvcompBench.categorize(y.runs().get("eta"))); // no run
    assertEquals("folder-c", y.runs().get("zeta").folder());
  }

  @Test
  void confirmedRacesAreReadFromTheReport() {
    String c = "{\"confirmed\": true, \"inconclusive\": false}";
    String p = "{\"confirmed\": false, \"inconclusive\": false}";
    String ci = "{\"confirmed\": true, \"inconclusive\": true}";
    String two = "{\"drivers\": [{\"name\": \"t\", \"races\": [" + c + ", " + p + ", " + c + "]}]}";
    String none = "{\"drivers\": [{\"name\": \"t\", \"races\": [" + p + ", " + p + "]}]}";
    // a race confirmed in a pair that reaches code not modelled soundly is no witness
    String inconclusive = "{\"drivers\": [{\"name\": \"t\", \"races\": [" + ci + ", " + p + "]}]}";
    String lockset = "{\"drivers\": [{\"name\": \"t\", \"counts\": {\"races\": 3}}]}";
    assertEquals(2, SvcompBench.confirmed(two));
    assertEquals(0, SvcompBench.confirmed(none));
    assertEquals(0, SvcompBench.confirmed(inconclusive));
    assertEquals(0, SvcompBench.confirmed(lockset)); // without --precise nothing is confirmed
    assertEquals(0, SvcompBench.confirmed("not json"));
  }

  @Test
  void aRunPrintsTheTablesSideBySide() throws Exception {
    Path out = tmp.resolve("runs.tsv");
    StringWriter text = new StringWriter();
    StringWriter progress = new StringWriter();
    int code =
        SvcompBench.run(
            new String[] {
              "--pairlock", fakePairlock().toString(), "-j", "2", "--timeout", "1", "--lockset-verdicts",
              "--results", DIR.resolve("results").toString(), "--out", out.toString(),
              DIR.resolve("tasks").toString(), "--", "--precise"
            },
            new PrintWriter(text),
            new PrintWriter(progress));
    assertEquals(0, code, progress.toString());
    String s = text.toString();
    assertTrue(
        s.contains(
            """
            == folder-a: 3 tasks (2 expected true, 1 expected false)
            tool       ok.true  ok.false   wr.true  wr.false    unconf   unknown     error   score
            pairlock         1         1         0         1         0         0         0     -13
            toolx            2         1         0         0         0         0         0       5
            tooly            0         0         0         1         1         1         0     -16
            == folder-b: 2 tasks (1 expected true, 1 expected false)
            tool       ok.true  ok.false   wr.true  wr.false    unconf   unknown     error   score
            pairlock         0         0         1         0         0         1         0     -32
            toolx            0         1         0         0         0         0         1       1
            tooly            1         0         1         0         0         0         0     -30
            == folder-c: 1 tasks (0 expected true, 1 expected false)
            tool       ok.true  ok.false   wr.true  wr.false    unconf   unknown     error   score
            pairlock         0         0         0         0         0         0         1       0
            toolx            0         0         0         0         0         0         1       0
            tooly            0         0         0         0         0         0         1       0
            == ?: 1 tasks (1 expected true, 0 expected false)
            tool       ok.true  ok.false   wr.true  wr.false    unconf   unknown     error   score
            pairlock         0         0         0         0         0         0         1       0
            toolx            0         0         0         0         0         0         1       0
            tooly            0         0         0         0         0         0         1       0
            == total: 7 tasks (4 expected true, 3 expected false)
            tool       ok.true  ok.false   wr.true  wr.false    unconf   unknown     error   score
            pairlock         1         1         1         1         0         1         2     -45
            toolx            2         2         0         0         0         0         3       6
            tooly            1         0         1         1         1         1         2     -46
            """),
        s);
    // the per-task table: folder order, then task name; the cause of unknowns, errors and races
    assertLines(
        s,
        "folder-a  alpha  true      true      correct      * 1/2  ",
        "folder-a  beta   false     false     correct      * 1/2  ",
        "folder-a  gamma  true      false     WRONG        * 1/2  2 races, first write-write on counter",
        "folder-b  delta  false     true      WRONG        * 1/2  ",
        "folder-b  eps    true      unknown   unknown      * 1/2  t1/t1: inline assembly at eps.i:3",
        "folder-c  zeta   false     error     error        * 0/2  timeout (1 s)",
        "?         eta    true      error     error        * 0/2  eta.i:3:1: error: expected ';' after expression");
    List<String> tsv = Files.readAllLines(out);
    assertEquals(8, tsv.size());
    assertEquals(
        "folder\ttask\texpected\tverdict\tcategory\tscore\texit\tseconds\tcpu_seconds\tcause", tsv.get(0));
    // the CPU time of the whole run is measured (the stand-in pairlock runs at least `true`)
    assertTrue(tsv.get(3).matches("folder-a\tgamma\ttrue\tfalse\twr\\.false\t-16\t1\t[0-9.]+\t[0-9][0-9.]*\t2 races, .*"), tsv.get(3));
    assertTrue(tsv.get(6).matches("folder-c\tzeta\tfalse\terror\terror\t0\t124\t[0-9.]+\t[0-9][0-9.]*\ttimeout \\(1 s\\)"), tsv.get(6));
    assertTrue(s.contains(" s CPU\n"), s);
    assertTrue(progress.toString().contains("7 tasks (1 without the no-data-race property skipped)"), progress.toString());
    // the tables again from the TSV, without running anything
    StringWriter again = new StringWriter();
    SvcompBench.run(
        new String[] {"--tsv", out.toString(), "--results", DIR.resolve("results").toString()},
        new PrintWriter(again),
        new PrintWriter(new StringWriter()));
    String summary = s.substring(s.indexOf("== folder-a"), s.indexOf("\npairlock: 7 tasks in"));
    assertTrue(again.toString().contains(summary), again.toString());
    assertTrue(again.toString().contains("folder-b  eps    true      unknown   unknown"), again.toString());
    // the extra options reached pairlock, the task's limits (so that it stops before them with
    // its report), and each task's data model
    String args = Files.readString(tmp.resolve("args"));
    assertTrue(
        args.contains("--no-cache --driver-timeout 1 --cpu-timeout 900 --data-model ILP32 --precise "),
        args);
    assertTrue(args.contains("--data-model LP64 --precise ") && args.contains("beta.i"), args);
  }

  @Test
  void foldersFilterTheTasks() throws Exception {
    StringWriter text = new StringWriter();
    StringWriter progress = new StringWriter();
    SvcompBench.run(
        new String[] {
          "--pairlock", fakePairlock().toString(), "--folders", "folder-b", "--lockset-verdicts",
          "--results", DIR.resolve("results").toString(), DIR.resolve("tasks").toString()
        },
        new PrintWriter(text),
        new PrintWriter(progress));
    String s = text.toString();
    assertTrue(s.contains("== folder-b: 2 tasks"), s);
    assertTrue(!s.contains("folder-a") && !s.contains("== total"), s);
  }

  @Test
  void falseNeedsAConfirmedRaceByDefault() throws Exception {
    Path out = tmp.resolve("default.tsv");
    StringWriter text = new StringWriter();
    SvcompBench.run(
        new String[] {
          "--pairlock", fakePairlock().toString(), "--out", out.toString(),
          "--results", DIR.resolve("results").toString(), DIR.resolve("tasks").toString()
        },
        new PrintWriter(text),
        new PrintWriter(new StringWriter()));
    // gamma and beta exit 1 (potential races) without a confirmed one: unknown, not false
    String tsv = Files.readString(out);
    assertTrue(tsv.lines().anyMatch(l -> l.contains("\tgamma\t") && l.contains("\tunknown\t")
        && l.contains("no race confirmed")), tsv);
    // no task is answered false (column 4: pairlock's verdict)
    assertTrue(tsv.lines().map(l -> l.split("\t")).noneMatch(c -> c.length > 3 && c[3].equals("false")), tsv);
    // and the precise checker was asked for
    assertTrue(Files.readString(tmp.resolve("args")).contains("--no-cache --precise "));
  }

  /** Lines of the per-task table; {@code *} stands for the time column. */
  private static void assertLines(String text, String... lines) {
    for (String l : lines) {
      String[] parts = l.split("\\*", -1);
      Pattern p = Pattern.compile("(?m)^" + Pattern.quote(parts[0]) + "\\s*[0-9.]+\\s+" + Pattern.quote(parts[1].stripLeading()) + "$");
      assertTrue(p.matcher(text).find(), "no line " + l + " in\n" + text);
    }
  }

  /** A per-task file of an earlier version (no CPU column) still tabulates; its CPU is n/a. */
  @Test
  void tabulatesPerTaskFilesWithoutTheCpuColumn(@TempDir Path tmp) throws Exception {
    Path old = tmp.resolve("old.tsv");
    Files.writeString(
        old,
        SvcompBench.TSV_HEADER_9 + "\n"
            + "folder-a\talpha\ttrue\ttrue\tok.true\t2\t0\t3.0\t\n"
            + "folder-a\tbeta\tfalse\tfalse\tok.false\t1\t1\t5.0\t1 races, first write-write on x\n");
    StringWriter out = new StringWriter();
    SvcompBench.run(
        new String[] {"--tsv", old.toString()}, new PrintWriter(out), new PrintWriter(new StringWriter()));
    assertTrue(out.toString().contains("median task 4.0 s wall, n/a CPU"), out.toString());
  }

  /** SV-COMP's limit is CPU time: a task that spends more is stopped and counts as an error. */
  @Test
  void aTaskOverItsCpuLimitIsAnError() throws Exception {
    Path f = tmp.resolve("busy-pairlock");
    Files.writeString(f, "#!/bin/sh\nwhile :; do :; done\n");
    Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path out = tmp.resolve("busy.tsv");
    StringWriter text = new StringWriter();
    StringWriter progress = new StringWriter();
    SvcompBench.run(
        new String[] {
          "--pairlock", f.toString(), "--timeout", "60", "--cpu-limit", "1",
          "--out", out.toString(), DIR.resolve("tasks/alpha.yml").toString()
        },
        new PrintWriter(text),
        new PrintWriter(progress));
    List<String> tsv = Files.readAllLines(out);
    assertTrue(tsv.get(1).matches(".*\talpha\ttrue\terror\terror\t0\t152\t[0-9.]+\t[0-9.]+\tcpu time limit \\(1 s\\)"), tsv.get(1));
    assertTrue(progress.toString().contains("cpu limit 1 s"), progress.toString());
  }

  /** A pairlock that exits with the input's EXIT=N, writes its JSON=, prints its STDERR=. */
  private Path fakePairlock() throws Exception {
    Path f = tmp.resolve("fake-pairlock");
    Files.writeString(
        f,
        """
        #!/bin/sh
        echo "$@" >> "%s"
        out=""; prev=""; in=""
        for a in "$@"; do [ "$prev" = "-o" ] && out=$a; prev=$a; in=$a; done
        if grep -q SLEEP "$in"; then sleep 30; fi
        json=$(sed -n 's/^JSON=//p' "$in")
        [ -n "$json" ] && printf '%%s\\n' "$json" > "$out"
        sed -n 's/^STDERR=//p' "$in" >&2
        exit $(sed -n 's/^EXIT=//p' "$in")
        """
            .formatted(tmp.resolve("args")));
    Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
    return f;
  }
}

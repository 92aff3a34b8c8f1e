package dev.pairlock.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The benchmark behind {@code bench/svcomp}: runs SV-COMP NoDataRace tasks (task definition format
 * 2.0, {@code NAME.yml} with {@code input_files} and a {@code no-data-race.prp} property with its
 * {@code expected_verdict}) with {@code pairlock analyze}, one process per task under {@code
 * timeout}, and prints per task pairlock's verdict (exit 0 true, 1 false, 3 unknown, anything
 * else or the time limit: error) with the cause of an unknown or an error, then per sv-benchmarks
 * folder and in total the SV-COMP counts and score (+2 correct true, +1 correct false, -16 wrong
 * false, -32 wrong true, 0 otherwise) of pairlock beside those of the participants whose BenchExec
 * result files are given, counted on exactly the tasks that were run.
 *
 * <p>Arguments: {@code --pairlock CMD [-j N] [--timeout S] [--cpu-limit S] [--memory MB] [--folders F1,F2]
 * [--results DIR|FILE]... [--out FILE] [--cache] [--lockset-verdicts] DIR_OR_YML... [-- EXTRA...]}. The folder of a
 * task is the one the result files name for it ({@code <run name=".../c/FOLDER/TASK.yml">}), else
 * the task's directory when it lies in an sv-benchmarks layout ({@code c/FOLDER/TASK.yml}), else
 * {@code ?}. With {@code --tsv FILE...} instead of tasks, the tables are made from the per-task
 * results of earlier runs ({@code --out} files) and nothing runs.
 */
final class SvcompBench {
  private SvcompBench() {}

  static final String USAGE =
      "usage: SvcompBench --pairlock CMD [-j N] [--timeout S] [--cpu-limit S] [--memory MB] [--folders F1,F2]"
          + " [--results DIR|FILE]... [--out FILE] [--cache] [--lockset-verdicts] DIR_OR_YML... [-- EXTRA...]\n"
          + "   or: SvcompBench --tsv FILE... [--results DIR|FILE]... [--folders F1,F2]";

  /** pairlock's answer on a task, from its exit code. */
  enum Verdict {
    TRUE,
    FALSE,
    UNKNOWN,
    ERROR;

    String text() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** The SV-COMP category of a result, with its score. */
  enum Category {
    CORRECT_TRUE("ok.true", 2),
    CORRECT_FALSE("ok.false", 1),
    WRONG_TRUE("wr.true", -32),
    WRONG_FALSE("wr.false", -16),
    UNCONFIRMED("unconf", 0),
    UNKNOWN("unknown", 0),
    ERROR("error", 0);

    final String column;
    final int score;

    Category(String column, int score) {
      this.column = column;
      this.score = score;
    }

    /** The short word of the per-task table. */
    String word() {
      return switch (this) {
        case CORRECT_TRUE, CORRECT_FALSE -> "correct";
        case WRONG_TRUE, WRONG_FALSE -> "WRONG";
        case UNCONFIRMED -> "unconfirmed";
        case UNKNOWN -> "unknown";
        case ERROR -> "error";
      };
    }
  }

  /**
   * One task with the no-data-race property.
   *
   * @param expected the expected verdict: true means race-free
   */
  record Task(String name, Path yml, List<Path> inputs, boolean expected, String dataModel) {}

  /** A participant's run of one task, from its result file. */
  record Run(String folder, String status, String category) {}

  /** A participant: its name (the result file's up to the first dot) and its runs by task name. */
  record Participant(String tool, Map<String, Run> runs) {}

  /**
   * pairlock's run of one task.
   *
   * @param seconds wall-clock time
   * @param cpuSeconds CPU time (user and system) of the run's whole process tree, NaN if not
   *     measured: SV-COMP's measure, and less dependent on the machine's load than the wall clock
   */
  record Outcome(
      Task task,
      String folder,
      Verdict verdict,
      int exit,
      double seconds,
      double cpuSeconds,
      String cause) {
    Category category() {
      return categorize(task.expected(), verdict);
    }
  }

  // ---------------------------------------------------------------------------------- scoring

  static Category categorize(boolean expected, Verdict v) {
    return switch (v) {
      case TRUE -> expected ? Category.CORRECT_TRUE : Category.WRONG_TRUE;
      case FALSE -> expected ? Category.WRONG_FALSE : Category.CORRECT_FALSE;
      case UNKNOWN -> Category.UNKNOWN;
      case ERROR -> Category.ERROR;
    };
  }

  /**
   * A participant's category from BenchExec's {@code category} and {@code status} columns; a
   * missing run (or category {@code missing}) is an error, {@code correct-unconfirmed} (a witness
   * not confirmed) scores 0, as in SV-COMP.
   */
  static Category categorize(Run r) {
    if (r == null) {
      return Category.ERROR;
    }
    boolean saidTrue = r.status().startsWith("true");
    return switch (r.category()) {
      case "correct" -> saidTrue ? Category.CORRECT_TRUE : Category.CORRECT_FALSE;
      case "correct-unconfirmed" -> Category.UNCONFIRMED;
      case "wrong" -> saidTrue ? Category.WRONG_TRUE : Category.WRONG_FALSE;
      case "unknown" -> Category.UNKNOWN;
      default -> Category.ERROR;
    };
  }

  /** pairlock's verdict from the exit code of {@code analyze}; {@code timedOut} wins. */
  static Verdict verdict(int exit, boolean timedOut) {
    if (timedOut) {
      return Verdict.ERROR;
    }
    return switch (exit) {
      case 0 -> Verdict.TRUE;
      case 1 -> Verdict.FALSE;
      case 3 -> Verdict.UNKNOWN;
      default -> Verdict.ERROR;
    };
  }

  // ---------------------------------------------------------------------------------- reading

  private static final Pattern KEY = Pattern.compile("^(\\s*)(-\\s+)?([A-Za-z_]+):\\s*(.*?)\\s*$");

  /**
   * Reads a task definition (format 2.0); empty if it has no {@code no-data-race.prp} property.
   * Only the keys the benchmark needs are read, line by line: {@code input_files} (a scalar or a
   * list), each property's {@code property_file} and {@code expected_verdict}, {@code
   * data_model}.
   */
  static Optional<Task> readTask(Path yml) {
    List<String> lines;
    try {
      lines = Files.readAllLines(yml, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UserError(yml + ": cannot read: " + e.getMessage());
    }
    List<String> inputs = new ArrayList<>();
    String dataModel = "?";
    String currentProperty = null;
    Boolean expected = null;
    boolean hasProperty = false;
    boolean inInputList = false;
    for (String raw : lines) {
      String line = raw.replaceFirst("\\s+#.*$", "");
      if (line.isBlank() || line.stripLeading().startsWith("#")) {
        continue;
      }
      if (inInputList && line.stripLeading().startsWith("- ") && !KEY.matcher(line).matches()) {
        inputs.add(unquote(line.stripLeading().substring(2)));
        continue;
      }
      inInputList = false;
      Matcher m = KEY.matcher(line);
      if (!m.matches()) {
        continue;
      }
      String key = m.group(3);
      String value = unquote(m.group(4));
      switch (key) {
        case "input_files" -> {
          if (value.isEmpty()) {
            inInputList = true;
          } else if (value.startsWith("[")) {
            for (String v : value.substring(1, value.length() - 1).split(",")) {
              if (!v.isBlank()) {
                inputs.add(unquote(v.strip()));
              }
            }
          } else {
            inputs.add(value);
          }
        }
        case "property_file" -> currentProperty = value;
        case "expected_verdict" -> {
          if (currentProperty != null && currentProperty.endsWith("no-data-race.prp")) {
            hasProperty = true;
            expected = switch (value) {
              case "true" -> true;
              case "false" -> false;
              default -> null;
            };
          }
        }
        case "data_model" -> dataModel = value;
        default -> {}
      }
    }
    if (!hasProperty || expected == null) {
      return Optional.empty();
    }
    Path dir = yml.toAbsolutePath().getParent();
    List<Path> files = inputs.stream().map(dir::resolve).map(Path::normalize).toList();
    return Optional.of(new Task(taskName(yml.getFileName().toString()), yml, files, expected, dataModel));
  }

  private static String unquote(String s) {
    s = s.strip();
    if (s.length() >= 2 && (s.startsWith("'") && s.endsWith("'") || s.startsWith("\"") && s.endsWith("\""))) {
      return s.substring(1, s.length() - 1);
    }
    return s;
  }

  static String taskName(String ymlFileName) {
    return ymlFileName.endsWith(".yml") ? ymlFileName.substring(0, ymlFileName.length() - 4) : ymlFileName;
  }

  /** The task definitions under the paths given (directories recursively), sorted by path. */
  static List<Path> taskFiles(List<Path> paths) {
    Set<Path> out = new TreeSet<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        try (Stream<Path> s = Files.walk(p)) {
          s.filter(f -> f.toString().endsWith(".yml") && Files.isRegularFile(f)).forEach(f -> out.add(f.normalize()));
        } catch (IOException e) {
          throw new UserError(p + ": cannot list: " + e.getMessage());
        }
      } else if (Files.isRegularFile(p) && p.toString().endsWith(".yml")) {
        out.add(p.normalize());
      } else {
        throw new UserError(p + ": expected a task definition (.yml) or a directory of them");
      }
    }
    return List.copyOf(out);
  }

  /** A BenchExec result file (directories: every {@code *.xml} in them, sorted by name). */
  static List<Participant> readResults(List<Path> paths) {
    List<Path> files = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        try (Stream<Path> s = Files.list(p)) {
          s.filter(f -> f.toString().endsWith(".xml")).sorted().forEach(files::add);
        } catch (IOException e) {
          throw new UserError(p + ": cannot list: " + e.getMessage());
        }
      } else {
        files.add(p);
      }
    }
    List<Participant> out = new ArrayList<>();
    for (Path f : files) {
      out.add(readResult(f));
    }
    return out;
  }

  private static final Pattern RUN_NAME = Pattern.compile("(?:^|/)([^/]+)/([^/]+)\\.yml$");

  static Participant readResult(Path xml) {
    Map<String, Run> runs = new LinkedHashMap<>();
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
      Element root = f.newDocumentBuilder().parse(xml.toFile()).getDocumentElement();
      NodeList list = root.getElementsByTagName("run");
      for (int i = 0; i < list.getLength(); i++) {
        Element run = (Element) list.item(i);
        Matcher m = RUN_NAME.matcher(run.getAttribute("name"));
        if (!m.find()) {
          continue;
        }
        String status = "";
        String category = "";
        NodeList cols = run.getElementsByTagName("column");
        for (int j = 0; j < cols.getLength(); j++) {
          Element c = (Element) cols.item(j);
          switch (c.getAttribute("title")) {
            case "status" -> status = c.getAttribute("value");
            case "category" -> category = c.getAttribute("value");
            default -> {}
          }
        }
        runs.putIfAbsent(m.group(2), new Run(m.group(1), status, category));
      }
    } catch (Exception e) {
      throw new UserError(xml + ": not a BenchExec result file: " + e.getMessage());
    }
    String file = xml.getFileName().toString();
    int dot = file.indexOf('.');
    return new Participant(dot > 0 ? file.substring(0, dot) : file, runs);
  }

  /** The folder of a task: from the result files, an sv-benchmarks layout, or {@code ?}. */
  static String folder(Task t, List<Participant> participants) {
    for (Participant p : participants) {
      Run r = p.runs().get(t.name());
      if (r != null) {
        return r.folder();
      }
    }
    Path dir = t.yml().toAbsolutePath().getParent();
    Path up = dir == null ? null : dir.getParent();
    if (up != null && up.getFileName() != null && up.getFileName().toString().equals("c")) {
      return dir.getFileName().toString();
    }
    return "?";
  }

  // ---------------------------------------------------------------------------------- running

  /** How to run pairlock on a task. */
  record Runner(
      List<String> pairlock,
      int timeoutSeconds,
      int cpuSeconds,
      int memoryMb,
      boolean cache,
      boolean falseNeedsConfirmation,
      List<String> extra) {
    Outcome run(Task task, String folder, Path work) throws IOException, InterruptedException {
      if (task.inputs().size() != 1) {
        return new Outcome(
            task, folder, Verdict.ERROR, -1, 0, Double.NaN, task.inputs().size() + " input files (one expected)");
      }
      Path json = work.resolve(task.name() + ".json");
      Path err = work.resolve(task.name() + ".err");
      Path times = work.resolve(task.name() + ".times");
      Files.deleteIfExists(json);
      Files.deleteIfExists(times);
      // bash's `times` after the command: the CPU time of every process of the run (timeout,
      // pairlock's JVM, clang) that was waited for, whatever the exit
      List<String> cmd =
          new ArrayList<>(
              List.of(
                  "bash", "-c", "f=$1; shift; \"$@\"; rc=$?; times > \"$f\"; exit $rc", "cpu-times",
                  times.toString()));
      cmd.addAll(List.of("timeout", "-k", "10", Integer.toString(timeoutSeconds)));
      if (cpuSeconds > 0) {
        // SV-COMP's limit is CPU time: the soft limit sends SIGXCPU (exit 152), the hard one, a
        // little later, SIGKILL
        cmd.addAll(List.of("bash", "-c",
            "ulimit -S -t " + cpuSeconds + " && ulimit -H -t " + (cpuSeconds + 5) + " && exec \"$@\"",
            "svcomp-task"));
      }
      cmd.addAll(pairlock);
      cmd.addAll(List.of("analyze", "--format", "json", "-o", json.toString()));
      if (!cache) {
        cmd.add("--no-cache");
      }
      if (falseNeedsConfirmation && !extra.contains("--precise")) {
        cmd.add("--precise");
      }
      // pairlock stops its pair checks before the task's limits and reports what it finished,
      // rather than being killed at them
      if (!extra.contains("--driver-timeout")) {
        cmd.addAll(List.of("--driver-timeout", Integer.toString(timeoutSeconds)));
      }
      if (cpuSeconds > 0 && !extra.contains("--cpu-timeout")) {
        cmd.addAll(List.of("--cpu-timeout", Integer.toString(cpuSeconds)));
      }
      if ((task.dataModel().equals("ILP32") || task.dataModel().equals("LP64"))
          && !extra.contains("--data-model")) {
        cmd.addAll(List.of("--data-model", task.dataModel()));
      }
      cmd.addAll(extra);
      cmd.add(task.inputs().get(0).toString());
      ProcessBuilder pb = new ProcessBuilder(cmd);
      pb.environment().put("CI", "true");
      if (memoryMb > 0) {
        pb.environment().put("PAIRLOCK_HEAP", memoryMb + "m");
      }
      pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
      pb.redirectError(err.toFile());
      long start = System.nanoTime();
      Process p = pb.start();
      if (!p.waitFor(timeoutSeconds + 30L, TimeUnit.SECONDS)) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        p.waitFor();
      }
      double secs = (System.nanoTime() - start) / 1e9;
      int exit = p.exitValue();
      // timeout's exit status: 124 when it stopped the command, 137 when it had to kill it; 152
      // (SIGXCPU) when the CPU limit stopped it
      boolean cpuOut = cpuSeconds > 0 && exit == 128 + 24;
      boolean timedOut = exit == 124 || exit == 137 || cpuOut;
      Verdict v = verdict(exit, timedOut);
      String stderr = Files.exists(err) ? Files.readString(err, StandardCharsets.UTF_8) : "";
      String report = Files.exists(json) ? Files.readString(json, StandardCharsets.UTF_8) : "";
      String cause = cpuOut
          ? "cpu time limit (" + cpuSeconds + " s)"
          : timedOut ? "timeout (" + timeoutSeconds + " s)" : cause(v, exit, report, stderr);
      if (falseNeedsConfirmation && v == Verdict.FALSE && confirmed(report) == 0) {
        v = Verdict.UNKNOWN;
        cause = "no race confirmed (potential: " + cause + ")";
      }
      Path dir = task.inputs().get(0).toAbsolutePath().getParent();
      return new Outcome(task, folder, v, exit, secs, cpuTime(times), shorten(cause, dir));
    }
  }

  /**
   * The children's user and system time in the output of bash's {@code times} (its second line,
   * {@code 0m1.630s 0m0.230s}), NaN if the file is missing or not in that form.
   */
  static double cpuTime(Path times) {
    try {
      List<String> lines = Files.exists(times) ? Files.readAllLines(times) : List.of();
      if (lines.size() < 2) {
        return Double.NaN;
      }
      double sum = 0;
      for (String t : lines.get(1).trim().split("\\s+")) {
        java.util.regex.Matcher m =
            java.util.regex.Pattern.compile("(\\d+)m([\\d.]+)s").matcher(t);
        if (!m.matches()) {
          return Double.NaN;
        }
        sum += Integer.parseInt(m.group(1)) * 60 + Double.parseDouble(m.group(2));
      }
      return sum;
    } catch (IOException | NumberFormatException e) {
      return Double.NaN;
    }
  }

  /** The median of {@code xs} without NaNs, NaN if none. */
  static double median(List<Double> xs) {
    List<Double> v = xs.stream().filter(x -> !x.isNaN()).sorted().toList();
    if (v.isEmpty()) {
      return Double.NaN;
    }
    int n = v.size();
    return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
  }

  /** {@code median task X s wall, Y s CPU} of {@code outcomes} ({@code n/a}: not measured). */
  static String medians(List<Outcome> outcomes) {
    return "median task "
        + seconds(median(outcomes.stream().map(Outcome::seconds).toList()))
        + " wall, "
        + seconds(median(outcomes.stream().map(Outcome::cpuSeconds).toList()))
        + " CPU";
  }

  private static String seconds(double s) {
    return Double.isNaN(s) ? "n/a" : String.format(Locale.ROOT, "%.1f s", s);
  }

  /**
   * The number of races the precise checker confirmed and did not mark inconclusive (the report's
   * first driver's {@code races} with {@code confirmed} and without {@code inconclusive}: a race
   * confirmed in a pair that reaches code not modelled soundly is no witness); 0 when the report
   * says nothing of it.
   */
  static int confirmed(String report) {
    int n = 0;
    try {
      if (!report.isBlank() && Json.parse(report) instanceof Map<?, ?> doc
          && doc.get("drivers") instanceof List<?> ds && !ds.isEmpty() && ds.get(0) instanceof Map<?, ?> d
          && d.get("races") instanceof List<?> races) {
        for (Object o : races) {
          if (o instanceof Map<?, ?> race
              && Boolean.TRUE.equals(race.get("confirmed"))
              && !Boolean.TRUE.equals(race.get("inconclusive"))) {
            n++;
          }
        }
      }
    } catch (tools.jackson.core.JacksonException e) {
      return 0;
    }
    return n;
  }

  /**
   * Why pairlock said what it said: for unknown, the first unverified pair and its reason; for an
   * error, the driver's error and the first error line of standard error (clang's); for false,
   * the number of races and the first one's region; nothing for true.
   */
  @SuppressWarnings("unchecked")
  static String cause(Verdict v, int exit, String report, String stderr) {
    Map<String, Object> driver = null;
    try {
      if (!report.isBlank() && Json.parse(report) instanceof Map<?, ?> doc
          && doc.get("drivers") instanceof List<?> ds && !ds.isEmpty() && ds.get(0) instanceof Map<?, ?> d) {
        driver = (Map<String, Object>) d;
      }
    } catch (tools.jackson.core.JacksonException e) {
      driver = null;
    }
    String firstError =
        stderr.lines().filter(l -> l.contains("error:") || l.contains("Error") || l.contains("Exception")).findFirst().orElse("");
    String lastLine = stderr.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("");
    switch (v) {
      case TRUE -> {
        return "";
      }
      case FALSE -> {
        if (driver != null && driver.get("races") instanceof List<?> races && !races.isEmpty()
            && races.get(0) instanceof Map<?, ?> r) {
          return races.size() + " race" + (races.size() == 1 ? "" : "s") + ", first " + r.get("kind") + " on " + r.get("region");
        }
        return "";
      }
      case UNKNOWN -> {
        if (driver != null && driver.get("pairs") instanceof List<?> pairs) {
          for (Object o : pairs) {
            if (o instanceof Map<?, ?> p && "unverified".equals(p.get("verdict"))) {
              return p.get("first") + "/" + p.get("second") + ": " + p.get("reason");
            }
          }
        }
        if (driver != null && driver.get("error") instanceof String e) {
          return e;
        }
        return lastLine;
      }
      case ERROR -> {
        if (stderr.contains("OutOfMemoryError")) {
          return "out of memory";
        }
        String e = driver != null && driver.get("error") instanceof String s ? s : "";
        if (!firstError.isEmpty() && !e.contains(firstError.strip())) {
          e = e.isEmpty() ? firstError : e + ": " + firstError;
        }
        return e.isEmpty() ? "exit " + exit + (lastLine.isEmpty() ? "" : ": " + lastLine) : e;
      }
    }
    throw new AssertionError(v);
  }

  static final int CAUSE_WIDTH = 90;

  /** One line, paths under the task's directory relative to it, at most {@link #CAUSE_WIDTH}. */
  static String shorten(String s, Path dir) {
    if (dir != null) {
      s = s.replace(dir + "/", "");
    }
    s = s.replaceAll("\\s+", " ").strip();
    return s.length() <= CAUSE_WIDTH ? s : s.substring(0, CAUSE_WIDTH - 3) + "...";
  }

  // ---------------------------------------------------------------------------------- tables

  /** Counts per category. */
  static final class Counts {
    final EnumMap<Category, Integer> n = new EnumMap<>(Category.class);

    void add(Category c) {
      n.merge(c, 1, Integer::sum);
    }

    int get(Category c) {
      return n.getOrDefault(c, 0);
    }

    int score() {
      int s = 0;
      for (Map.Entry<Category, Integer> e : n.entrySet()) {
        s += e.getKey().score * e.getValue();
      }
      return s;
    }
  }

  /** Orders folders by name with {@code ?} last. */
  static final Comparator<String> FOLDERS =
      Comparator.comparing((String f) -> f.equals("?")).thenComparing(Comparator.naturalOrder());

  /** The per-task table. */
  static String taskTable(List<Outcome> outcomes, List<Participant> participants) {
    int wf = "folder".length();
    int wt = "task".length();
    for (Outcome o : outcomes) {
      wf = Math.max(wf, o.folder().length());
      wt = Math.max(wt, o.task().name().length());
    }
    StringBuilder sb = new StringBuilder();
    String fmt = "%-" + wf + "s  %-" + wt + "s  %-8s  %-8s  %-11s  %8s  %6s  %s%n";
    sb.append(String.format(Locale.ROOT, fmt, "folder", "task", "expected", "pairlock", "category", "time(s)", "others", "cause"));
    for (Outcome o : outcomes) {
      String others = "-";
      if (!participants.isEmpty()) {
        int correct = 0;
        for (Participant p : participants) {
          Category c = categorize(p.runs().get(o.task().name()));
          if (c == Category.CORRECT_TRUE || c == Category.CORRECT_FALSE) {
            correct++;
          }
        }
        others = correct + "/" + participants.size();
      }
      sb.append(
          String.format(
              Locale.ROOT,
              fmt,
              o.folder(),
              o.task().name(),
              o.task().expected(),
              o.verdict().text(),
              o.category().word(),
              String.format(Locale.ROOT, "%.1f", o.seconds()),
              others,
              o.cause()));
    }
    return sb.toString();
  }

  /**
   * Per folder (then in total), the counts and score of pairlock and of each participant on the
   * tasks that were run. No times: the table is a deterministic function of the verdicts.
   */
  static String summary(List<Outcome> outcomes, List<Participant> participants) {
    Map<String, List<Outcome>> byFolder = new TreeMap<>(FOLDERS);
    for (Outcome o : outcomes) {
      byFolder.computeIfAbsent(o.folder(), k -> new ArrayList<>()).add(o);
    }
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, List<Outcome>> e : byFolder.entrySet()) {
      block(sb, e.getKey(), e.getValue(), participants);
    }
    if (byFolder.size() != 1) {
      block(sb, "total", outcomes, participants);
    }
    return sb.toString();
  }

  private static void block(StringBuilder sb, String title, List<Outcome> outcomes, List<Participant> participants) {
    long expectedTrue = outcomes.stream().filter(o -> o.task().expected()).count();
    sb.append(
        String.format(
            Locale.ROOT,
            "== %s: %d tasks (%d expected true, %d expected false)%n",
            title,
            outcomes.size(),
            expectedTrue,
            outcomes.size() - expectedTrue));
    int wn = "pairlock".length();
    for (Participant p : participants) {
      wn = Math.max(wn, p.tool().length());
    }
    StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-" + wn + "s", "tool"));
    for (Category c : Category.values()) {
      head.append(String.format(Locale.ROOT, "  %8s", c.column));
    }
    sb.append(head).append(String.format(Locale.ROOT, "  %6s%n", "score"));
    Counts ours = new Counts();
    outcomes.forEach(o -> ours.add(o.category()));
    row(sb, wn, "pairlock", ours);
    for (Participant p : participants) {
      Counts c = new Counts();
      outcomes.forEach(o -> c.add(categorize(p.runs().get(o.task().name()))));
      row(sb, wn, p.tool(), c);
    }
  }

  private static void row(StringBuilder sb, int wn, String name, Counts c) {
    sb.append(String.format(Locale.ROOT, "%-" + wn + "s", name));
    for (Category cat : Category.values()) {
      sb.append(String.format(Locale.ROOT, "  %8d", c.get(cat)));
    }
    sb.append(String.format(Locale.ROOT, "  %6d%n", c.score()));
  }

  static final String TSV_HEADER =
      "folder\ttask\texpected\tverdict\tcategory\tscore\texit\tseconds\tcpu_seconds\tcause";
  /** The header of per-task files written before the CPU time was measured. */
  static final String TSV_HEADER_9 =
      "folder\ttask\texpected\tverdict\tcategory\tscore\texit\tseconds\tcause";

  /** Reads the outcomes of an earlier run from its {@link #tsv} file. */
  static List<Outcome> readTsv(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UserError(file + ": cannot read: " + e.getMessage());
    }
    if (lines.isEmpty() || !lines.get(0).equals(TSV_HEADER) && !lines.get(0).equals(TSV_HEADER_9)) {
      throw new UserError(file + ": not a per-task result file of bench/svcomp (--out)");
    }
    int columns = lines.get(0).equals(TSV_HEADER) ? 10 : 9;
    List<Outcome> out = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t", -1);
      if (f.length != columns) {
        throw new UserError(file + ": expected " + columns + " columns: " + line);
      }
      Task t = new Task(f[1], Path.of(f[1] + ".yml"), List.of(), Boolean.parseBoolean(f[2]), "?");
      Verdict v = Verdict.valueOf(f[3].toUpperCase(Locale.ROOT));
      double cpu = columns == 10 ? Double.parseDouble(f[8]) : Double.NaN;
      out.add(
          new Outcome(
              t, f[0], v, Integer.parseInt(f[6]), Double.parseDouble(f[7]), cpu, f[columns - 1]));
    }
    return out;
  }

  /** The per-task results as TSV (for diffing runs): one line per task, in table order. */
  static String tsv(List<Outcome> outcomes) {
    StringBuilder sb = new StringBuilder(TSV_HEADER + "\n");
    for (Outcome o : outcomes) {
      sb.append(
          String.join(
                  "\t",
                  o.folder(),
                  o.task().name(),
                  Boolean.toString(o.task().expected()),
                  o.verdict().text(),
                  o.category().column,
                  Integer.toString(o.category().score),
                  Integer.toString(o.exit()),
                  String.format(Locale.ROOT, "%.1f", o.seconds()),
                  String.format(Locale.ROOT, "%.1f", o.cpuSeconds()),
                  o.cause().replace('\t', ' ')))
          .append('\n');
    }
    return sb.toString();
  }

  static final String LEGEND =
      """
      expected/pairlock: the no-data-race verdict (true: race-free); pairlock: exit 0 true, 1 false,
      3 unknown, 2/4 or the time limit error. others: participants correct on the task (of those
      given). Columns: ok.true/ok.false correct (+2/+1), wr.true (said true, racy: -32), wr.false
      (said false, race-free: -16), unconf (a participant's correct answer whose witness was not
      confirmed: 0), unknown, error (timeouts, crashes, out of memory; a participant without a run
      of the task), score as in SV-COMP.
      """;

  // ---------------------------------------------------------------------------------- main

  public static void main(String[] args) throws Exception {
    PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    int code;
    try {
      code = run(args, out, err);
    } catch (UserError e) {
      err.println("bench/svcomp: " + e.getMessage());
      code = 2;
    }
    out.flush();
    err.flush();
    System.exit(code);
  }

  /** Runs the benchmark; the tables go to {@code out}, progress lines to {@code err}. */
  static int run(String[] args, PrintWriter out, PrintWriter err) throws Exception {
    List<String> pairlock = null;
    int jobs = 1;
    int timeout = 900;
    int cpuLimit = 900;
    int memory = 0;
    boolean cache = false;
    // SV-COMP's "false" claims a race; a potential race the precise checker does not confirm is no
    // such claim (pairlock's own report calls it potential), so it answers unknown by default.
    boolean falseNeedsConfirmation = true;
    Set<String> folders = null;
    List<Path> results = new ArrayList<>();
    Path outFile = null;
    List<Path> paths = new ArrayList<>();
    List<Path> tsvs = new ArrayList<>();
    List<String> extra = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--")) {
        extra.addAll(List.of(args).subList(i + 1, args.length));
        break;
      }
      switch (a) {
        case "--pairlock" -> pairlock = List.of(value(args, ++i, a));
        case "-j" -> jobs = number(value(args, ++i, a), a, 1);
        case "--timeout" -> timeout = number(value(args, ++i, a), a, 1);
        case "--cpu-limit" -> cpuLimit = number(value(args, ++i, a), a, 0);
        case "--memory" -> memory = number(value(args, ++i, a), a, 64);
        case "--folders" -> folders = new TreeSet<>(List.of(value(args, ++i, a).split(",")));
        case "--results" -> results.add(Path.of(value(args, ++i, a)));
        case "--out" -> outFile = Path.of(value(args, ++i, a));
        case "--cache" -> cache = true;
        case "--false-needs-confirmation" -> falseNeedsConfirmation = true;
        case "--lockset-verdicts" -> falseNeedsConfirmation = false;
        case "--tsv" -> tsvs.add(Path.of(value(args, ++i, a)));
        default -> {
          if (a.startsWith("-")) {
            throw new UserError("unknown option " + a + "\n" + USAGE);
          }
          paths.add(Path.of(a));
        }
      }
    }
    List<Participant> participants = readResults(results);
    if (!tsvs.isEmpty()) {
      if (!paths.isEmpty()) {
        throw new UserError("--tsv makes the tables of earlier runs: no tasks to run with it\n" + USAGE);
      }
      return tabulate(tsvs, folders, participants, out);
    }
    if (pairlock == null || paths.isEmpty()) {
      throw new UserError(USAGE);
    }
    List<Task> tasks = new ArrayList<>();
    Map<Task, String> folderOf = new LinkedHashMap<>();
    int skipped = 0;
    for (Path yml : taskFiles(paths)) {
      Optional<Task> t = readTask(yml);
      if (t.isEmpty()) {
        skipped++;
        continue;
      }
      String f = folder(t.get(), participants);
      if (folders != null && !folders.contains(f)) {
        continue;
      }
      tasks.add(t.get());
      folderOf.put(t.get(), f);
    }
    tasks.sort(Comparator.comparing((Task t) -> folderOf.get(t), FOLDERS).thenComparing(Task::name));
    if (tasks.isEmpty()) {
      throw new UserError("no no-data-race tasks to run" + (folders == null ? "" : " in the folders " + folders));
    }
    err.printf(
        Locale.ROOT,
        "bench/svcomp: %d tasks (%d without the no-data-race property skipped), -j %d, timeout %d s, cpu limit %s%s%n",
        tasks.size(),
        skipped,
        jobs,
        timeout,
        cpuLimit == 0 ? "none" : cpuLimit + " s",
        extra.isEmpty() ? "" : ", pairlock analyze " + String.join(" ", extra));
    Runner runner =
        new Runner(pairlock, timeout, cpuLimit, memory, cache, falseNeedsConfirmation, List.copyOf(extra));
    Path work = Files.createTempDirectory("pairlock-svcomp");
    List<Outcome> outcomes = new ArrayList<>();
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(jobs);
    try {
      List<Future<Outcome>> futures = new ArrayList<>();
      int[] done = {0};
      for (Task t : tasks) {
        futures.add(
            pool.submit(
                () -> {
                  Outcome o = runner.run(t, folderOf.get(t), work);
                  synchronized (done) {
                    done[0]++;
                    err.printf(
                        Locale.ROOT,
                        "[%d/%d] %s/%s: %s (%s, expected %s) %.1fs (cpu %.1fs) %s%n",
                        done[0],
                        tasks.size(),
                        o.folder(),
                        t.name(),
                        o.verdict().text(),
                        o.category().word(),
                        t.expected(),
                        o.seconds(),
                        o.cpuSeconds(),
                        o.cause());
                  }
                  return o;
                }));
      }
      for (Future<Outcome> f : futures) {
        outcomes.add(f.get());
      }
    } finally {
      pool.shutdownNow();
      deleteTree(work);
    }
    double wall = (System.nanoTime() - start) / 1e9;
    if (outFile != null) {
      Inputs.writeText(outFile, tsv(outcomes));
    }
    print(outcomes, participants, out);
    out.printf(
        Locale.ROOT,
        "pairlock: %d tasks in %.0f s wall (%.0f s summed over tasks, -j %d, timeout %d s); %s%n",
        outcomes.size(),
        wall,
        outcomes.stream().mapToDouble(Outcome::seconds).sum(),
        jobs,
        timeout,
        medians(outcomes));
    out.print(LEGEND);
    return 0;
  }

  /** The tables of earlier runs, from their TSV files (a task in several: the last one counts). */
  static int tabulate(List<Path> tsvs, Set<String> folders, List<Participant> participants, PrintWriter out) {
    Map<String, Outcome> byTask = new LinkedHashMap<>();
    for (Path f : tsvs) {
      for (Outcome o : readTsv(f)) {
        if (folders == null || folders.contains(o.folder())) {
          byTask.put(o.task().name(), o);
        }
      }
    }
    List<Outcome> outcomes = new ArrayList<>(byTask.values());
    outcomes.sort(Comparator.comparing(Outcome::folder, FOLDERS).thenComparing(o -> o.task().name()));
    print(outcomes, participants, out);
    out.printf(
        Locale.ROOT,
        "pairlock: %d tasks from %s (%.0f s summed over tasks); %s%n",
        outcomes.size(),
        tsvs.size() == 1 ? tsvs.get(0) : tsvs.size() + " result files",
        outcomes.stream().mapToDouble(Outcome::seconds).sum(),
        medians(outcomes));
    out.print(LEGEND);
    return 0;
  }

  private static void print(List<Outcome> outcomes, List<Participant> participants, PrintWriter out) {
    out.print(taskTable(outcomes, participants));
    out.println();
    out.print(summary(outcomes, participants));
    out.println();
    if (participants.isEmpty()) {
      out.println("no --results given: no participants' columns, and tasks outside an sv-benchmarks layout are in folder ?");
    }
  }

  private static String value(String[] args, int i, String option) {
    if (i >= args.length) {
      throw new UserError(option + " needs a value\n" + USAGE);
    }
    return args[i];
  }

  private static int number(String s, String option, int min) {
    try {
      int n = Integer.parseInt(s);
      if (n >= min) {
        return n;
      }
    } catch (NumberFormatException e) {
      // below
    }
    throw new UserError(option + ": expected a number >= " + min + ", got " + s);
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}

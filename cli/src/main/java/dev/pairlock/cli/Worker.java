package dev.pairlock.cli;

import dev.pairlock.frontend.CompileOptions;
import dev.pairlock.instrument.SerializationRule;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.precise.PreciseOptions;
import dev.pairlock.precise.explore.ExploreOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;

/**
 * The child JVM of an isolated driver analysis: {@code Worker REQUEST RESULT} reads the request
 * (JSON: the driver and the options), analyses the driver and writes the result ({@link
 * ResultCodec}) to RESULT atomically. Any other outcome (a crash, running out of memory, being
 * killed on timeout) leaves no RESULT file; the parent reports the driver failed. {@code Worker
 * --serve} analyses many drivers, one request after another ({@link #serve}).
 */
public final class Worker {
  private Worker() {}

  /** Prefix of the progress lines a worker prints on stdout: {@code PREFIX done total}. */
  static final String PROGRESS = "@pairlock-progress ";

  /** Exit code of a worker that caught an error it could not report as a result. */
  static final int FAILED = 70;

  /** The argument that makes a worker serve many drivers ({@link #serve}). */
  static final String SERVE = "--serve";

  /**
   * The line a serving worker prints on stdout when it has written a driver's result; {@code
   * DONE + " retire"} when it exits after it ({@link #retireMb}).
   */
  static final String DONE = "@pairlock-done";

  public static void main(String[] args) {
    if (args.length == 1 && args[0].equals(SERVE)) {
      serve(spec -> {}, retireMb());
      return;
    }
    if (args.length != 2) {
      System.err.println("usage: Worker REQUEST RESULT | Worker " + SERVE);
      System.exit(2);
    }
    exitWhenOrphaned(Path.of(args[0]).toAbsolutePath().getParent());
    try {
      analyse(Path.of(args[0]), Path.of(args[1]), spec -> {});
      System.exit(0);
    } catch (Throwable t) {
      // StackOverflowError, OutOfMemoryError (if there is room to report it), internal errors.
      exitFailed(t);
    }
  }

  /**
   * Analyses the driver of the request file and writes the result file; {@code before} sees the
   * driver first (the isolation tests' faults).
   */
  static void analyse(Path requestFile, Path resultFile, Consumer<Drivers.Spec> before) throws IOException {
    String request = Files.readString(requestFile, StandardCharsets.UTF_8);
    Map<?, ?> m = (Map<?, ?>) Json.parse(request);
    Drivers.Spec spec = spec((Map<?, ?>) m.get("driver"));
    DriverAnalysis.AnalysisRequest req = request((Map<?, ?>) m.get("request"));
    before.accept(spec);
    Reports.DriverReport r =
        DriverAnalysis.run(
            spec,
            req,
            (done, total) -> {
              synchronized (System.out) {
                System.out.println(PROGRESS + done + " " + total);
                System.out.flush();
              }
            });
    Inputs.writeText(resultFile, ResultCodec.encode(r));
  }

  /**
   * A worker that analyses many drivers, one at a time ({@link WorkerJvm} is its parent's side):
   * each line of standard input is {@code REQUEST<TAB>RESULT}; the worker analyses that request
   * as {@code Worker REQUEST RESULT} does and then prints {@link #DONE}. It exits when standard
   * input ends (its parent is done with it, or gone: also while it analyses), when an analysis
   * fails with an error it cannot report as a result ({@link #exitFailed}: the parent reports
   * that driver failed and starts another worker), and after a driver that left it using more
   * memory than {@code retireMb} ({@link #retireMb}). The drivers share nothing but what the analysis keeps in
   * static fields for every driver alike (the bundled tables, the loaded natives).
   */
  static void serve(Consumer<Drivers.Spec> before, long retireMb) {
    BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    Path dir = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
    Thread reader =
        new Thread(
            () -> {
              try (var in =
                  new java.io.BufferedReader(new java.io.InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                  lines.add(line);
                }
              } catch (IOException e) {
                // the pipe is broken: the parent is gone as well
              }
              orphaned(dir);
            },
            "pairlock-requests");
    reader.setDaemon(true);
    reader.start();
    Prewarm.tables(); // while the first request comes
    Prewarm.natives();
    while (true) {
      String line;
      try {
        line = lines.take();
      } catch (InterruptedException e) {
        System.exit(FAILED);
        return;
      }
      int tab = line.indexOf('\t');
      try {
        analyse(Path.of(line.substring(0, tab)), Path.of(line.substring(tab + 1)), before);
      } catch (Throwable t) {
        exitFailed(t);
      }
      boolean retire = residentMb() > retireMb;
      synchronized (System.out) {
        System.out.println(retire ? DONE + " retire" : DONE);
        System.out.flush();
      }
      if (retire) {
        System.exit(0);
      }
    }
  }

  /**
   * The resident memory (MB) above which a serving worker exits after its driver: one and a half
   * times its heap cap, three quarters of its memory budget ({@link ChildJvm#heapMb}). A worker
   * fresh from a small driver occupies about a quarter of its budget; one grown past three
   * quarters (a heap the collector has not given back, native memory a driver left behind, Z3's
   * state after a memory-out) is replaced rather than carried into the next driver, whose heap
   * and Z3 limits then hold within the budget.
   */
  static long retireMb() {
    return 3 * (Runtime.getRuntime().maxMemory() >> 20) / 2;
  }

  /** This process's resident memory in MB (VmRSS), or 0 where /proc does not say. */
  static long residentMb() {
    try {
      for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (l.startsWith("VmRSS:")) {
          return Long.parseLong(l.replaceAll("[^0-9]", "")) >> 10;
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux: no replacement on memory
    }
    return 0;
  }

  /**
   * Exits (running the shutdown hooks, which delete this JVM's temporary directories) as soon as
   * standard input ends: the parent holds the other end of that pipe, so it ends when the parent
   * does, also when it was killed with SIGKILL and could not end this JVM itself. The parent's
   * directory for this run ({@code requestDir}, the request's and result's) goes too: a parent
   * killed with SIGKILL could not delete it.
   */
  private static void exitWhenOrphaned(Path requestDir) {
    Thread t =
        new Thread(
            () -> {
              try {
                while (System.in.read() >= 0) {
                  // the parent writes nothing; wait for the end of the pipe
                }
              } catch (java.io.IOException e) {
                // the pipe is broken: the parent is gone as well
              }
              orphaned(requestDir);
            },
            "pairlock-parent-watch");
    t.setDaemon(true);
    t.start();
  }

  /** Deletes the parent's directory for this worker (if it is one: {@code pairlock-worker*}) and exits. */
  private static void orphaned(Path requestDir) {
    if (requestDir != null
        && requestDir.getFileName() != null
        && requestDir.getFileName().toString().startsWith("pairlock-worker")) {
      dev.pairlock.frontend.TempDirectories.delete(requestDir);
    }
    System.exit(FAILED);
  }

  /** Reports {@code t} on stderr (the parent shows its last line) and exits with {@link #FAILED}. */
  static void exitFailed(Throwable t) {
    System.err.println("pairlock worker: " + t);
    t.printStackTrace();
    System.exit(FAILED);
  }

  static String encodeRequest(Drivers.Spec spec, DriverAnalysis.AnalysisRequest req) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("name", spec.name());
    d.put("source", spec.source().toString());
    d.put("files", spec.files().stream().map(Path::toString).toList());
    d.put("includes", spec.options().includes().stream().map(Path::toString).toList());
    d.put("defines", spec.options().defines());
    d.put("kernel", spec.options().kernel());
    d.put("forcedIncludes", spec.options().forcedIncludes().stream().map(Path::toString).toList());
    d.put("dataModel", spec.options().dataModel().name());
    if (spec.options().kernelTree()) {
      d.put("treeFlags", spec.options().treeFlags());
    }
    d.put("error", spec.error());
    PairAnalysisOptions o = req.options();
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("extraEntryPoints", req.extraEntryPoints());
    r.put("inline", req.inline());
    r.put("timeoutPerPairMillis", o.timeoutPerPair().toMillis());
    r.put("budgetPerPair", o.budgetPerPair());
    r.put("paramAliasing", o.paramAliasing());
    r.put("serialization", o.serializationRules().stream().map(SerializationRule::name).toList());
    r.put("threads", o.threads());
    r.put("smtDump", o.smtDumpDir() == null ? null : o.smtDumpDir().toString());
    r.put("regionAtATime", o.regionAtATime());
    r.put("debug", o.trace().topics().stream().sorted().map(DebugTrace.Topic::name).toList());
    r.put("precise", precise(req.precise()));
    r.put("driverTimeoutMillis", req.driverTimeout().toMillis());
    r.put("exploreStates", req.explore() == null ? 0L : req.explore().maxStates());
    r.put("exploreMillis", req.explore() == null ? 0L : req.explore().timeLimit().toMillis());
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("driver", d);
    m.put("request", r);
    return Json.write(m);
  }

  /**
   * The options a request carries: exactly those the command line sets ({@link
   * AnalyzeCommand#pairOptions}); the rest are {@link PairAnalysisOptions#defaults()}.
   */
  static DriverAnalysis.AnalysisRequest request(Map<?, ?> r) {
    PairAnalysisOptions o =
        PairAnalysisOptions.defaults()
            .withTimeoutPerPair(Duration.ofMillis((Long) r.get("timeoutPerPairMillis")))
            .withBudgetPerPair((Long) r.get("budgetPerPair"))
            .withParamAliasing((Boolean) r.get("paramAliasing"))
            .withSerializationRules(serializationRules(strings(r.get("serialization"))))
            .withThreads((int) (long) (Long) r.get("threads"))
            .withSmtDump(r.get("smtDump") == null ? null : Path.of((String) r.get("smtDump")))
            .withRegionAtATime((Boolean) r.get("regionAtATime"))
            .withTrace(trace(strings(r.get("debug"))));
    return new DriverAnalysis.AnalysisRequest(
        strings(r.get("extraEntryPoints")),
        o,
        (Boolean) r.get("inline"),
        precise(r.get("precise")),
        Duration.ofMillis((Long) r.get("driverTimeoutMillis")),
        ExploreOptions.bounded(
            (Long) r.get("exploreStates"), Duration.ofMillis((Long) r.get("exploreMillis"))));
  }

  /** The debug trace of those topics: the worker's stderr. */
  private static DebugTrace trace(List<String> topics) {
    Set<DebugTrace.Topic> t = EnumSet.noneOf(DebugTrace.Topic.class);
    topics.forEach(n -> t.add(DebugTrace.Topic.valueOf(n)));
    return DebugTrace.of(t, System.err::println);
  }

  /** The bundled rules of those names, in the table's order. */
  private static List<SerializationRule> serializationRules(List<String> names) {
    return SerializationRule.WHOOP_COMPATIBLE.stream().filter(x -> names.contains(x.name())).toList();
  }

  /** Every field of the precise checker's options (null: no precise stage). */
  private static Map<String, Object> precise(PreciseOptions p) {
    return p == null ? null : PreciseCodec.options(p);
  }

  private static PreciseOptions precise(Object o) {
    return o instanceof Map<?, ?> m ? PreciseCodec.options(m) : null;
  }

  static Drivers.Spec spec(Map<?, ?> d) {
    return new Drivers.Spec(
        (String) d.get("name"),
        Path.of((String) d.get("source")),
        strings(d.get("files")).stream().map(Path::of).toList(),
        new CompileOptions(
            strings(d.get("includes")).stream().map(Path::of).toList(),
            strings(d.get("defines")),
            (Boolean) d.get("kernel"),
            strings(d.get("forcedIncludes")).stream().map(Path::of).toList(),
            CompileOptions.DataModel.valueOf((String) d.get("dataModel")),
            treeFlags(d.get("treeFlags"))),
        (String) d.get("error"));
  }

  private static Map<String, List<String>> treeFlags(Object o) {
    Map<String, List<String>> m = new LinkedHashMap<>();
    if (o instanceof Map<?, ?> given) {
      given.forEach((k, v) -> m.put((String) k, strings(v)));
    }
    return m;
  }

  private static List<String> strings(Object o) {
    return ((List<?>) o).stream().map(x -> (String) x).toList();
  }

  static void writeRequest(Path file, Drivers.Spec spec, DriverAnalysis.AnalysisRequest req)
      throws IOException {
    Files.writeString(file, encodeRequest(spec, req), StandardCharsets.UTF_8);
  }
}

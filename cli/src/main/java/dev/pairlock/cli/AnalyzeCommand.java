package dev.pairlock.cli;

import dev.pairlock.instrument.SerializationRule;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import dev.pairlock.precise.PreciseOptions;
import dev.pairlock.precise.explore.ExploreOptions;
import dev.pairlock.precise.YieldPolicy;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code pairlock analyze}: the pairwise lockset analysis of drivers, with race reports. */
@Command(
    name = "analyze",
    mixinStandardHelpOptions = true,
    description = {
      "Prove every pair of entry points of a driver free of data races, or report",
      "the potential races on source lines.",
      "A PATH is a driver (a .c file, or a directory whose .c files are compiled",
      "and linked together) or a tree of drivers: every directory below it that",
      "directly contains .c files is one driver; a compile_commands.json gives the",
      "drivers (grouped by directory) and their -I/-D/-include flags. Preprocessed",
      ".i files (SV-COMP's tasks) count as .c files.",
      "With several drivers, each runs in a child JVM (memory cap, time budget; a",
      "child analyses one driver after another and is replaced when one fails), a",
      "failing driver is reported and the others go on, and a summary table goes",
      "to stderr.",
      "Exit codes: 0 all pairs race-free, 1 races reported, 2 input rejected",
      "(including a driver that does not compile), 3 some pairs unverified (or a",
      "driver timed out) and no race found, 4 internal error (or a driver's",
      "analysis crashed), 5 a --property other than no-data-race."
    })
final class AnalyzeCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Drivers or trees of drivers.")
  List<Path> drivers;

  @Mixin CompileMixin compile;

  @Option(
      names = "--entry-point",
      paramLabel = "F",
      description = "Also treat C function F as an entry point (repeatable).")
  List<String> extraEntryPoints = new ArrayList<>();

  @Option(
      names = "--param-aliasing",
      description = "Do not assume that an entry point's pointer parameters point to distinct objects.")
  boolean paramAliasing;

  @Option(
      names = "--serialization",
      paramLabel = "RULES",
      defaultValue = "kernel",
      description =
          "Which pairs the kernel is taken to serialize: kernel (the rules that hold in the kernel as stated) or whoop (also WHOOP's assumptions: one open file for file release and mmap, one opener for block release and revalidate, the usb-serial open, teardown, read-URB and tiocm groups), to compare with the paper (default: ${DEFAULT-VALUE}).")
  SerializationChoice serialization;

  @Option(
      names = "--inline",
      description =
          "Inline every call and cut loops with their state havocked, instead of inferring procedure and loop summaries with Houdini (the default). Recursion then makes a pair unverified, and locks taken inside loops may raise false alarms.")
  boolean inline;

  @Option(
      names = "--dump-after",
      paramLabel = "STAGE",
      description =
          "Instead of the report, print the program of every instrumented pair after STAGE: pair (the pair program) or houdini (with the inferred summaries). One driver only.")
  Dumps.Stage dumpAfter;

  @Option(
      names = "--timeout",
      paramLabel = "S",
      defaultValue = "300",
      description = "Wall-clock deadline per entry-point pair in seconds, 0 for none: an outer bound (also of each entry point's summaries, which its pairs share, and of the --precise checker per pair); a pair that reaches it is unverified (timeout). Whether it is reached depends on the machine's load: the solver's work is bounded by --solver-budget, which gives the same report in every run (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  @Option(
      names = "--solver-budget",
      paramLabel = "N",
      converter = SolverBudgetConverter.class,
      description = "Deterministic solver budget per entry-point pair in Z3's resource units (rlimit; a suffix k, M or G multiplies by a thousand, a million, a billion), 0 for none: of the pair's race check, and of each entry point's summaries (and of the --precise checker per pair); a pair whose budget runs out is unverified with the budget named as the cause, at the same point in every run whatever the machine's load (default: 480M; under --precise, 120M for the checker).")
  Long solverBudget;

  /** {@code 240000000}, {@code 240M}, {@code 1.5G}: a count of resource units. */
  static final class SolverBudgetConverter implements picocli.CommandLine.ITypeConverter<Long> {
    @Override
    public Long convert(String s) {
      String t = s.trim();
      long unit = 1;
      if (!t.isEmpty()) {
        switch (t.charAt(t.length() - 1)) {
          case 'k', 'K' -> unit = 1_000L;
          case 'm', 'M' -> unit = 1_000_000L;
          case 'g', 'G' -> unit = 1_000_000_000L;
          default -> {}
        }
      }
      if (unit != 1) {
        t = t.substring(0, t.length() - 1);
      }
      try {
        java.math.BigDecimal v = new java.math.BigDecimal(t).multiply(java.math.BigDecimal.valueOf(unit));
        return v.setScale(0, java.math.RoundingMode.HALF_UP).longValueExact();
      } catch (NumberFormatException | ArithmeticException e) {
        throw new picocli.CommandLine.TypeConversionException(
            "'" + s + "' is not a count of resource units (e.g. 240000000, 240M)");
      }
    }
  }

  @Option(
      names = "--driver-timeout",
      paramLabel = "S",
      defaultValue = "1800",
      description = "Time budget per driver in seconds, 0 for none; its pair checks stop a tenth of it (at most 60 s) before, leaving the pairs not finished unverified; a driver still running at the budget is reported as timed out (default: ${DEFAULT-VALUE}).")
  int driverTimeoutSeconds;

  @Option(
      names = "--cpu-timeout",
      paramLabel = "S",
      defaultValue = "0",
      description = "CPU-time budget in seconds of a run that analyses one driver in this JVM (all its threads, from its start: SV-COMP's limit), 0 for none; its pair checks stop a tenth of it (at most 60 s) before, leaving the pairs not finished unverified (default: ${DEFAULT-VALUE}).")
  int cpuTimeoutSeconds;

  @Option(
      names = "--memory",
      paramLabel = "MB",
      defaultValue = "2048",
      description =
          "Memory budget of each driver's JVM in MB (isolated runs only; default: ${DEFAULT-VALUE}):"
              + " half of it is the heap cap, three eighths Z3's limit (a query that needs more"
              + " leaves its pair unverified), the rest LLVM's and the JVM's own.")
  int memoryMb;

  @Option(
      names = {"-j", "--jobs"},
      paramLabel = "N",
      description = "Drivers and pairs analysed in parallel (default: the available cores).")
  Integer jobs;

  @Option(
      names = "--isolation",
      paramLabel = "MODE",
      defaultValue = "auto",
      description = "process: each driver in a child JVM; none: all in this JVM; auto: process when there are several drivers (default: ${DEFAULT-VALUE}).")
  Isolation isolation;

  @Option(
      names = "--drivers-per-worker",
      paramLabel = "N",
      defaultValue = "0",
      description =
          "Drivers one child JVM analyses before it is replaced, 0 for no limit (isolated runs only; default: ${DEFAULT-VALUE}). A child is also replaced when a driver kills it, runs out of its time budget or leaves it using over three quarters of --memory; 1 starts a fresh JVM for every driver.")
  int driversPerWorker;

  @Option(
      names = "--kernel-tree",
      paramLabel = "TREE",
      description =
          "Analyse the drivers under the paths in the configured, built kernel tree TREE (its"
              + " compile_commands.json, headers and flags; one driver per module). Without it,"
              + " a path inside such a tree (compile_commands.json and include/generated/ at its"
              + " root, found by looking upward) selects that tree.")
  Path kernelTree;

  @Option(names = "--each-file", description = "Every .c (or .i) file is a driver of its own (no linking of the files of a directory; in a kernel tree, not of a module's files).")
  boolean eachFile;

  @Option(
      names = "--format",
      paramLabel = "FMT",
      defaultValue = "text",
      description = "Report format: text, json, sarif (SARIF 2.1.0) or html (needs -o DIR) (default: ${DEFAULT-VALUE}).")
  ReportFormat format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE|DIR", description = "Write the report to FILE (html: into DIR).")
  Path output;

  @Option(
      names = "--results-log",
      paramLabel = "FILE",
      description =
          "Also write each driver's result to FILE as soon as it is there: its JSON object (as in"
              + " --format json) on a line of its own, with its analysis time in milliseconds"
              + " (millis) and whether it came from the cache (cached), in the order drivers"
              + " finish. FILE is replaced at the start; a batch that is interrupted keeps there"
              + " the drivers it finished.")
  Path resultsLog;

  @Option(names = "--no-cache", description = "Analyse every driver even when a cached result of an unchanged driver exists.")
  boolean noCache;

  @Option(
      names = "--cache-dir",
      paramLabel = "DIR",
      description = "Where cached results live (default: results in pairlock's cache directory, $XDG_CACHE_HOME/pairlock, or .cache/pairlock in your home directory).")
  Path cacheDir;

  @Option(
      names = "--progress",
      negatable = true,
      description = "Show progress on stderr (default: when stderr is a terminal and CI is not set).")
  Boolean progress;

  @Option(names = "--smt-dump", paramLabel = "DIR", description = "Write every solver query as SMT-LIB into DIR (disables the cache).")
  Path smtDump;

  @Option(
      names = "--precise",
      description =
          "After the lockset analysis, confirm races with the context-bounded checker: a confirmed race comes with an interleaving of the two entry points that exhibits it. A bug finder: races it does not confirm within the bounds stay potential.")
  boolean precise;

  @Option(
      names = "--explore-states",
      paramLabel = "N",
      defaultValue = "100000",
      description = "A user-space program (main and the threads it creates) that the lockset analysis leaves unverified or racy is explored: every interleaving, up to N distinct states (0: not explored) and while its states fit in most of the heap. Only an exploration that ends by itself, meeting nothing it does not model exactly, proves it race-free; a race it finds on an execution counts as confirmed under --precise (default: ${DEFAULT-VALUE}).")
  long exploreStates;

  @Option(
      names = "--explore-timeout",
      paramLabel = "S",
      defaultValue = "60",
      description = "Wall-clock limit of that exploration in seconds, 0 for none (default: ${DEFAULT-VALUE}).")
  int exploreSeconds;

  @Option(
      names = "--csb",
      paramLabel = "K",
      defaultValue = "2",
      description = "--precise: each thread runs in at most K contexts (K=1: no interleaving) (default: ${DEFAULT-VALUE}).")
  int csb;

  @Option(
      names = "--yield",
      paramLabel = "POLICY",
      defaultValue = "mr",
      description = "--precise: where threads yield besides lock operations: all (every shared access), epp (accesses in pairs not proved race-free), mr (accesses to regions not proved race-free) (default: ${DEFAULT-VALUE}).")
  YieldChoice yield;

  @Option(
      names = "--unroll",
      paramLabel = "N",
      defaultValue = "2",
      description = "--precise: loop back edges taken per procedure activation (default: ${DEFAULT-VALUE}); a pair in which nothing was found but whose loops were cut is built again with 2N+2, up to 30, on a quarter of its solver budget.")
  int unroll;

  @Option(
      names = "--recursion-bound",
      paramLabel = "N",
      defaultValue = "1",
      description = "--precise: recursive activations of a procedure on one call stack besides the first (default: ${DEFAULT-VALUE}).")
  int recursionBound;

  @Option(
      names = "--precise-encoding",
      paramLabel = "ENCODING",
      defaultValue = "working",
      description = "--precise: how the rounds keep shared variables: working (working copies saved and loaded at yields) or copies (every access on the copy of its round; kept for comparison) (default: ${DEFAULT-VALUE}).")
  EncodingChoice preciseEncoding;

  @Option(
      names = "--region-at-a-time",
      description = "Check a pair's regions one verification session (one VC, one solver) at a time instead of all in one: the same verdicts at a different cost (to find which region makes a pair slow).")
  boolean regionAtATime;

  @Option(
      names = "--trace",
      paramLabel = "TOPIC",
      split = ",",
      description = "Print debug traces on stderr, for developers (timings and sizes, never part of the report): vc (each VC's sizes and times), collapse (why each points-to node collapses), pairs (each pair's regions, times, verifier calls, solver units; Houdini's runs and slow queries), precise (each pair's time split under --precise).")
  List<TraceChoice> trace = List.of();

  @Option(
      names = "--property",
      paramLabel = "FILE",
      description =
          "An SV-COMP property file; only no-data-race.prp (CHECK( init(main()), LTL(G !"
              + " data-race) )) is checked: any other is refused with exit code 5.")
  Path property;

  @Option(
      names = "--witness",
      paramLabel = "FILE",
      description =
          "Write a violation witness (SV-COMP witness format 2.0, YAML) of the first race"
              + " --precise confirmed into FILE (one program; needs --precise). Nothing is"
              + " written when no race is confirmed.")
  Path witness;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** What an isolated driver's child JVM runs ({@link ChildJvm.Limits#worker}); tests set it. */
  List<String> worker = ChildJvm.WORKER;

  enum EncodingChoice {
    working(PreciseOptions.Encoding.WORKING_COPIES),
    copies(PreciseOptions.Encoding.COPIES);

    final PreciseOptions.Encoding encoding;

    EncodingChoice(PreciseOptions.Encoding encoding) {
      this.encoding = encoding;
    }
  }

  enum TraceChoice {
    vc(DebugTrace.Topic.VC),
    collapse(DebugTrace.Topic.COLLAPSE),
    pairs(DebugTrace.Topic.PAIRS),
    precise(DebugTrace.Topic.PRECISE);

    final DebugTrace.Topic topic;

    TraceChoice(DebugTrace.Topic topic) {
      this.topic = topic;
    }
  }

  /** The debug trace {@code --trace} asks for, its lines on stderr. */
  private DebugTrace trace() {
    Set<DebugTrace.Topic> topics = EnumSet.noneOf(DebugTrace.Topic.class);
    trace.forEach(t -> topics.add(t.topic));
    PrintWriter err = spec.commandLine().getErr();
    return DebugTrace.of(
        topics,
        line -> {
          err.println(line);
          err.flush();
        });
  }

  enum YieldChoice {
    all(YieldPolicy.ALL),
    epp(YieldPolicy.EPP),
    mr(YieldPolicy.MR);

    final YieldPolicy policy;

    YieldChoice(YieldPolicy policy) {
      this.policy = policy;
    }
  }

  enum SerializationChoice {
    kernel,
    whoop;

    /**
     * The rules (read when asked: the bundled tables take about 0.3 s of CPU to read, which
     * parsing the command line need not wait for; {@link Prewarm} reads them meanwhile).
     */
    List<SerializationRule> rules() {
      return this == kernel ? SerializationRule.DEFAULTS : SerializationRule.WHOOP_COMPATIBLE;
    }
  }

  enum Isolation {
    auto,
    process,
    none
  }

  enum ReportFormat {
    text,
    json,
    sarif,
    html
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (property != null) {
      String text;
      try {
        text = java.nio.file.Files.readString(property);
      } catch (java.io.IOException | java.io.UncheckedIOException e) {
        throw new UserError("--property " + property + ": cannot read: " + e.getMessage());
      }
      if (!Witness.isNoDataRace(text)) {
        err.println("pairlock: unsupported property in " + property + ": pairlock checks only "
            + Witness.NO_DATA_RACE);
        return ExitCode.UNSUPPORTED_PROPERTY;
      }
    }
    if (witness != null && !precise) {
      throw new UserError("--witness writes a race the precise checker confirmed: give --precise too");
    }
    if (exploreStates < 0 || exploreSeconds < 0) {
      throw new UserError("--explore-states and --explore-timeout must not be negative");
    }
    if (timeoutSeconds < 0 || driverTimeoutSeconds < 0 || cpuTimeoutSeconds < 0
        || solverBudget != null && solverBudget < 0) {
      throw new UserError(
          "--timeout, --driver-timeout, --cpu-timeout and --solver-budget must not be negative");
    }
    if (driversPerWorker < 0) {
      throw new UserError("--drivers-per-worker must not be negative");
    }
    if (memoryMb < 128) {
      throw new UserError("--memory must be at least 128 (MB)");
    }
    int j = jobs == null ? Runtime.getRuntime().availableProcessors() : jobs;
    if (j < 1) {
      throw new UserError("-j must be at least 1");
    }
    Inputs.checkOutputDirectory(smtDump, "--smt-dump");
    if (!precise) {
      for (String o : List.of("--csb", "--yield", "--unroll", "--recursion-bound")) {
        if (spec.commandLine().getParseResult().hasMatchedOption(o)) {
          throw new UserError(o + " applies to the precise checker: give --precise too");
        }
      }
    }
    if (format == ReportFormat.html && output == null) {
      throw new UserError("--format html writes a directory of pages: give it with -o DIR");
    }
    // what the user is told about the kernel trees read (stderr, before the analysis)
    List<String> treeNotes = new java.util.ArrayList<>();
    List<Drivers.Spec> specs =
        Drivers.find(drivers, compile.options(), eachFile, kernelTree, treeNotes).stream()
            .map(sp -> sp.withOptions(compile.forSources(sp.options(), sp.files())))
            .toList();
    if (isolation == Isolation.none || (isolation == Isolation.auto && specs.size() <= 1)) {
      Prewarm.natives(); // this JVM analyses them
    }
    if (witness != null && (specs.size() != 1 || specs.get(0).files().size() != 1)) {
      throw new UserError("--witness is for one program of one file (an SV-COMP task)");
    }
    for (String n : treeNotes) {
      err.println("pairlock: " + n);
    }
    DriverAnalysis.AnalysisRequest request =
        new DriverAnalysis.AnalysisRequest(
            extraEntryPoints, pairOptions(), inline, preciseOptions(), Duration.ZERO, exploreOptions());
    if (dumpAfter != null) {
      if (precise) {
        throw new UserError("--dump-after prints the lockset stage's pair programs; it cannot be combined with --precise");
      }
      return Dumps.run(specs, request, dumpAfter, out, err);
    }
    boolean isolate =
        switch (isolation) {
          case process -> true;
          case none -> false;
          case auto -> specs.size() > 1;
        };
    if (cpuTimeoutSeconds > 0) {
      if (isolate || specs.size() != 1) {
        // the process's CPU time is the budget: only a JVM analysing one driver can count it
        throw new UserError(
            "--cpu-timeout is for one driver analysed in this JVM (an SV-COMP task), not with"
                + " several drivers or --isolation process");
      }
      request = request.withCpuTimeout(Duration.ofSeconds(cpuTimeoutSeconds));
    }
    ResultsLog log = resultsLog != null ? ResultsLog.create(resultsLog) : null;
    Batch.Settings settings =
        new Batch.Settings(
            j,
            isolate,
            new ChildJvm.Limits(memoryMb, Duration.ofSeconds(driverTimeoutSeconds), worker, driversPerWorker),
            noCache ? null : new ResultCache(cacheDir != null ? cacheDir : ResultCache.defaultDirectory()),
            log != null ? log::add : o -> {});
    Progress bar = new Progress(err, progress != null ? progress : Progress.auto());
    List<Batch.Outcome> outcomes;
    try {
      outcomes = Batch.run(specs, request, settings, bar);
    } finally {
      if (log != null) {
        log.close();
      }
    }
    List<Reports.DriverReport> reports = outcomes.stream().map(Batch.Outcome::report).toList();
    for (Reports.DriverReport r : reports) {
      if (r.clangOutput() != null && !r.clangOutput().isEmpty()) {
        String c = r.clangOutput();
        err.print(c.endsWith("\n") ? c : c + "\n");
      }
    }
    switch (format) {
      case html -> Html.write(output, reports);
      case text, json, sarif -> {
        String report =
            switch (format) {
              case json -> Reports.jsonReport(reports);
              case sarif -> Sarif.write(reports);
              default -> Reports.textReport(reports);
            };
        if (output != null) {
          Inputs.writeText(output, report);
        } else {
          out.print(format == ReportFormat.text ? Terminal.escape(report) : report);
        }
      }
    }
    if (reports.size() > 1) {
      err.print(Summary.table(outcomes));
    }
    if (witness != null) {
      writeWitness(specs.get(0), reports.get(0), err);
    }
    return exitCode(reports);
  }

  /** Writes the violation witness of the program's first confirmed race, if it has one. */
  private void writeWitness(Drivers.Spec program, Reports.DriverReport report, PrintWriter err) {
    Path input = program.files().get(0);
    var race = Witness.witnessRace(report.precise(), input);
    if (race.isEmpty()) {
      err.println("pairlock: no witness written: no race confirmed on an execution");
      return;
    }
    Inputs.writeText(
        witness,
        Witness.violation(
            race.get(), input, program.options().dataModel(), java.time.OffsetDateTime.now()));
  }

  /** The precise checker's options under {@code --precise}, else null. */
  PreciseOptions preciseOptions() {
    if (!precise) {
      return null;
    }
    if (csb < 1) {
      throw new UserError("--csb must be at least 1");
    }
    if (unroll < 0 || recursionBound < 0) {
      throw new UserError("--unroll and --recursion-bound must not be negative");
    }
    return PreciseOptions.defaults()
        .withCsb(csb)
        .withYieldPolicy(yield.policy)
        .withUnroll(unroll)
        .withRecursionBound(recursionBound)
        .withTimeoutPerPair(Duration.ofSeconds(timeoutSeconds))
        .withBudgetPerPair(solverBudget != null ? solverBudget : PreciseOptions.DEFAULT_BUDGET)
        .withParamAliasing(paramAliasing)
        .withEncoding(preciseEncoding.encoding);
  }

  /** The exploration's bounds, or null when {@code --explore-states 0} turns it off. */
  ExploreOptions exploreOptions() {
    return ExploreOptions.bounded(exploreStates, Duration.ofSeconds(exploreSeconds));
  }

  /** The pair-analysis options the command line sets (the worker rebuilds exactly these). */
  PairAnalysisOptions pairOptions() {
    return PairAnalysisOptions.defaults()
        .withTimeoutPerPair(Duration.ofSeconds(timeoutSeconds))
        .withBudgetPerPair(solverBudget != null ? solverBudget : PairAnalysisOptions.DEFAULT_BUDGET)
        .withParamAliasing(paramAliasing)
        .withSerializationRules(serialization.rules())
        .withSmtDump(smtDump)
        .withRegionAtATime(regionAtATime)
        .withTrace(trace());
  }

  /**
   * 1 if some driver is racy; else 2 if a driver was rejected (compile error, inconsistent
   * compile_commands.json); else 4 if a driver's analysis crashed; else 3 if some driver is
   * inconclusive, has no entry point (nothing was checked, nothing is known) or timed out; else 0
   * (a driver with nothing to check, whose entry points cannot run concurrently, is race-free).
   */
  static int exitCode(List<Reports.DriverReport> reports) {
    if (reports.stream().anyMatch(r -> r.status().equals("racy"))) {
      return ExitCode.PROBLEM;
    }
    if (reports.stream().anyMatch(r -> "compile".equals(r.errorKind()) || "invalid".equals(r.errorKind()))) {
      return ExitCode.INPUT;
    }
    if (reports.stream().anyMatch(r -> "crash".equals(r.errorKind()))) {
      return ExitCode.INTERNAL;
    }
    boolean inconclusive =
        reports.stream().anyMatch(r -> r.status().equals("inconclusive")
            || r.status().equals(Reports.DriverReport.NO_ENTRY_POINTS)
            || "timeout".equals(r.errorKind()));
    return inconclusive ? ExitCode.INCONCLUSIVE : ExitCode.VERIFIED;
  }
}

package dev.pairlock.cli;

import dev.pairlock.frontend.CompileException;
import dev.pairlock.frontend.LiftResult;
import dev.pairlock.frontend.Lifter;
import dev.pairlock.models.KernelModel;
import dev.pairlock.instrument.race.PairAnalysis;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.vc.VcVerifier;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
      "Prove every pair of entry points of a driver free of data races, or report the",
      "potential races on source lines. Each PATH is one driver: a .c file, or a directory",
      "whose .c files are compiled and linked together.",
      "Exit codes: 0 all pairs race-free, 1 races reported, 2 input rejected,",
      "3 some pairs unverified and no race found, 4 internal error."
    })
final class AnalyzeCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Drivers to analyse.")
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
      names = "--timeout",
      paramLabel = "S",
      defaultValue = "60",
      description = "Time budget per entry-point pair in seconds; a pair that runs out is unverified (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  @Option(
      names = "--format",
      paramLabel = "FMT",
      defaultValue = "text",
      description = "Report format: text or json (default: ${DEFAULT-VALUE}).")
  IvlVerifyCommand.Format format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report to FILE.")
  Path output;

  @Option(names = "--smt-dump", paramLabel = "DIR", description = "Write every solver query as SMT-LIB into DIR.")
  Path smtDump;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (timeoutSeconds < 0) {
      throw new UserError("--timeout must not be negative");
    }
    drivers.forEach(CompileMixin::checkDriverPath);
    PairAnalysisOptions options =
        PairAnalysisOptions.defaults()
            .withTimeoutPerPair(Duration.ofSeconds(timeoutSeconds))
            .withParamAliasing(paramAliasing)
            .withSmtDump(smtDump);
    List<Reports.DriverReport> reports = new ArrayList<>();
    boolean inputError = false;
    for (Path driver : drivers) {
      Reports.DriverReport r = analyze(driver, options, err);
      inputError |= r.error() != null;
      reports.add(r);
    }
    String report;
    if (format == IvlVerifyCommand.Format.json) {
      Map<String, Object> root = new LinkedHashMap<>();
      root.put("drivers", reports.stream().map(Reports::json).toList());
      report = Json.write(root);
    } else {
      StringBuilder sb = new StringBuilder();
      for (Reports.DriverReport r : reports) {
        if (reports.size() > 1) {
          sb.append("== ").append(r.source()).append('\n');
        }
        sb.append(Reports.text(r));
      }
      report = sb.toString();
    }
    if (output != null) {
      Inputs.writeText(output, report);
    } else {
      out.print(report);
    }
    return exitCode(reports, inputError);
  }

  private static int exitCode(List<Reports.DriverReport> reports, boolean inputError) {
    boolean racy = reports.stream().anyMatch(r -> r.status().equals("racy"));
    boolean inconclusive = reports.stream().anyMatch(r -> r.status().equals("inconclusive"));
    if (racy) {
      return ExitCode.PROBLEM;
    }
    if (inputError) {
      return ExitCode.INPUT;
    }
    return inconclusive ? ExitCode.INCONCLUSIVE : ExitCode.VERIFIED;
  }

  private Reports.DriverReport analyze(Path driver, PairAnalysisOptions options, PrintWriter err) {
    DisplayPaths paths = new DisplayPaths(driver);
    String name = driverName(driver);
    LiftResult lifted;
    try {
      lifted = Lifter.lift(List.of(driver), compile.options(), KernelModel.standard(), extraEntryPoints);
    } catch (CompileException e) {
      CompileErrors.print(err, e);
      return new Reports.DriverReport(name, driver.toString(), paths, null, List.of(), null, e.getMessage());
    }
    PairAnalysisResult result;
    try {
      result = new PairAnalysis(new VcVerifier(), options).analyze(lifted.program());
    } catch (IvlException e) {
      throw new IllegalStateException(
          "the lifted program breaks the analysis' conventions: " + e.diagnostics().get(0).render(), e);
    }
    List<Diagnostic> diagnostics = new ArrayList<>(lifted.diagnostics());
    // The analysis restates what the lifted program marks (unsound constructs, unresolved locks)
    // because it also runs on hand-written IVL; show each problem once, in the frontend's words.
    Set<String> said = new HashSet<>();
    lifted.diagnostics().forEach(d -> said.add(d.code() + "@" + d.location()));
    for (Diagnostic d : result.diagnostics()) {
      if (d.location() == null || !said.contains(d.code() + "@" + d.location())) {
        diagnostics.add(d);
      }
    }
    diagnostics = diagnostics.stream().distinct().sorted().toList();
    return new Reports.DriverReport(
        name, driver.toString(), paths, lifted.sources(), diagnostics, result, null);
  }

  static String driverName(Path driver) {
    Path f = driver.toAbsolutePath().normalize().getFileName();
    String n = f == null ? driver.toString() : f.toString();
    return n.endsWith(".c") ? n.substring(0, n.length() - 2) : n;
  }
}

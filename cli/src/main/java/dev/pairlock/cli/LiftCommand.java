package dev.pairlock.cli;

import dev.pairlock.frontend.CompileException;
import dev.pairlock.frontend.LiftResult;
import dev.pairlock.frontend.Lifter;
import dev.pairlock.frontend.RegionInfo;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.ivl.syntax.Printer;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code pairlock lift}: C driver to IVL, with a summary of what was found. */
@Command(
    name = "lift",
    mixinStandardHelpOptions = true,
    description = {
      "Compile a driver with the bundled clang and lift it to IVL (Boogie syntax).",
      "Without -o the IVL goes to standard output and the summary to standard error."
    })
final class LiftCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE.c|DIR", description = "A C file (.c, or preprocessed .i), or a directory of one driver's C files.")
  Path driver;

  @Mixin CompileMixin compile;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT.bpl", description = "Write the IVL to OUT.bpl.")
  Path output;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    CompileMixin.checkDriverPath(driver);
    LiftResult r;
    try {
      r = Lifter.lift(List.of(driver), compile.forSources(compile.options(), List.of(driver)));
    } catch (CompileException e) {
      CompileErrors.print(err, e);
      return ExitCode.INPUT;
    }
    List<Diagnostic> typeErrors = TypeChecker.check(r.program());
    if (!typeErrors.isEmpty()) {
      throw new IllegalStateException(
          "the lifted program does not type-check: " + typeErrors.get(0).render());
    }
    String ivl = Printer.print(r.program());
    PrintWriter summaryOut = out;
    if (output != null) {
      Inputs.writeText(output, ivl);
    } else {
      out.print(ivl);
      summaryOut = err;
    }
    summaryOut.print(summary(r, new DisplayPaths(driver)));
    return ExitCode.VERIFIED;
  }

  static String summary(LiftResult r, DisplayPaths paths) {
    StringBuilder sb = new StringBuilder();
    List<RegionInfo> shared = r.regions().stream().filter(x -> x.owner() == null).toList();
    sb.append(
        String.format(
            "lifted: %d functions, %d shared regions (%d local), %d entry points, %d locks, %d diagnostics%n",
            r.stats().functions(),
            shared.size(),
            r.regions().size() - shared.size(),
            r.entryPoints().size(),
            r.locks().size(),
            r.diagnostics().size()));
    sb.append("regions:\n");
    Table regions = new Table("  ");
    for (RegionInfo x : shared) {
      regions.row(
          x.variable(),
          x.name() + (x.collapsed() ? " (collapsed)" : ""),
          "read by: " + list(x.readers()),
          "written by: " + list(x.writers()));
    }
    sb.append(orNone(regions, shared.isEmpty()));
    sb.append("entry points:\n");
    Table eps = new Table("  ");
    for (EntryPoint e : r.entryPoints()) {
      eps.row(e.procedure(), e.kind(), e.table() == null ? "" : "(" + e.table() + ")");
    }
    sb.append(orNone(eps, r.entryPoints().isEmpty()));
    sb.append("locks:\n");
    Table locks = new Table("  ");
    for (LockConst l : r.locks()) {
      locks.row(l.constant(), l.name(), l.kind());
    }
    sb.append(orNone(locks, r.locks().isEmpty()));
    if (!r.diagnostics().isEmpty()) {
      sb.append("diagnostics:\n");
      for (Diagnostic d : r.diagnostics()) {
        sb.append("  ").append(Reports.render(d, paths)).append('\n');
      }
    }
    return sb.toString();
  }

  /** A table's rows, or one line saying there are none. */
  private static String orNone(Table t, boolean empty) {
    return empty ? "  (none)\n" : t.render();
  }

  private static String list(List<String> xs) {
    return xs.isEmpty() ? "-" : String.join(", ", xs);
  }
}

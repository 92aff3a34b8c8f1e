package dev.pairlock.cli;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code pairlock ivl verify FILE.bpl}: verifies every procedure with a body. */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    description = {
      "Verify the procedures of an IVL program against their contracts.",
      "Exit codes: 0 all verified, 1 an assertion may fail, 2 input rejected, 3 inconclusive."
    })
final class IvlVerifyCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE.bpl", description = "The program to verify.")
  Path file;

  @Option(names = "--procedure", paramLabel = "P", description = "Verify only procedure P.")
  String procedure;

  @Option(
      names = "--timeout",
      paramLabel = "S",
      defaultValue = "60",
      description = "Time budget per procedure in seconds (each solver query and the whole procedure; past a quarter more it is a timeout); 0 for none (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  @Option(
      names = "--format",
      paramLabel = "FMT",
      defaultValue = "text",
      description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
  Format format;

  @Option(names = "--smt-dump", paramLabel = "DIR", description = "Write every solver query as SMT-LIB into DIR.")
  Path smtDump;

  @Option(names = "--max-errors", paramLabel = "N", defaultValue = "5", description = "Failures reported per procedure (default: ${DEFAULT-VALUE}).")
  int maxErrors;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  enum Format {
    text,
    json
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (timeoutSeconds < 0) {
      throw new UserError("--timeout must not be negative");
    }
    if (maxErrors < 1) {
      throw new UserError("--max-errors must be at least 1");
    }
    Inputs.checkOutputDirectory(smtDump, "--smt-dump");
    String text = Inputs.readText(file);
    Program program;
    try {
      program = Parser.parse(text, file.toString());
      List<Diagnostic> problems = TypeChecker.check(program);
      if (!problems.isEmpty()) {
        throw new IvlException(problems);
      }
    } catch (IvlException e) {
      e.diagnostics().forEach(d -> err.println(d.render()));
      return ExitCode.INPUT;
    }
    List<Decl.Procedure> targets = new ArrayList<>();
    for (Decl.Procedure p : program.procedures()) {
      if (p.implementation().isPresent() && (procedure == null || procedure.equals(p.name()))) {
        targets.add(p);
      }
    }
    if (procedure != null && targets.isEmpty()) {
      throw new UserError(file + ": no procedure with a body named '" + procedure + "'");
    }
    VerifyOptions options =
        VerifyOptions.defaults()
            .withTimeout(Duration.ofSeconds(timeoutSeconds))
            .withSmtDump(smtDump)
            .withMaxFailures(maxErrors);
    IvlReport report = new IvlReport(file.toString());
    VcVerifier verifier = new VcVerifier();
    for (Decl.Procedure p : targets) {
      try {
        report.add(p.name(), withinBudget(() -> verifier.verify(program, p.name(), options)));
      } catch (IvlException e) {
        e.diagnostics().forEach(d -> err.println(d.render()));
        return ExitCode.INPUT;
      }
    }
    out.print(format == Format.json ? report.json() : Terminal.escape(report.text()));
    return report.exitCode();
  }

  /** A procedure's verification, as {@link VcVerifier#verify}. */
  @FunctionalInterface
  interface Verification {
    Outcome run() throws IvlException;
  }

  /**
   * Runs {@code v} on a thread of its own and gives it {@code --timeout} plus a grace of a
   * quarter of it and a second: Z3 does not always stop at its own timeout (a query of deeply
   * nested terms ran 2.5 times over it), and several queries of one procedure each get the
   * whole timeout. Past the grace the procedure is a timeout (inconclusive); its thread is
   * interrupted (VC generation stops at the next block) and left to end by itself.
   */
  private Outcome withinBudget(Verification v) throws IvlException {
    if (timeoutSeconds == 0) {
      return v.run();
    }
    java.util.concurrent.FutureTask<Outcome> task =
        new java.util.concurrent.FutureTask<>(v::run);
    Thread t = new Thread(null, task, "pairlock-verify", Main.STACK_BYTES);
    t.setDaemon(true);
    t.start();
    long graceMillis = timeoutSeconds * 1000L / 4 + 1000;
    try {
      return task.get(timeoutSeconds * 1000L + graceMillis, java.util.concurrent.TimeUnit.MILLISECONDS);
    } catch (java.util.concurrent.TimeoutException e) {
      t.interrupt();
      return new Outcome.Timeout();
    } catch (InterruptedException e) {
      t.interrupt();
      Thread.currentThread().interrupt();
      return new Outcome.Timeout();
    } catch (java.util.concurrent.ExecutionException e) {
      switch (e.getCause()) {
        case IvlException ie -> throw ie;
        case RuntimeException re -> throw re;
        case Error er -> throw er;
        default -> throw new IllegalStateException(e.getCause());
      }
    }
  }
}

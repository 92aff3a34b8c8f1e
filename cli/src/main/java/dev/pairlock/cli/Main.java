package dev.pairlock.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Properties;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Entry point of the {@code pairlock} command line. The only code that prints. */
@Command(
    name = "pairlock",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = {
      "Static data-race verifier for C device drivers: symbolic pairwise lockset analysis.",
      "",
      "Exit codes:",
      "  0  verified",
      "  1  a problem was found (races, failing assertions)",
      "  2  input rejected (usage, missing file, parse, type or compile error)",
      "  3  inconclusive (timeouts, unverified parts) with nothing found",
      "  4  internal error (--debug prints the stack trace)"
    },
    subcommands = {
      AnalyzeCommand.class,
      LiftCommand.class,
      IvlCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {

  @Option(names = "--debug", description = "Print stack traces of internal errors.", scope = CommandLine.ScopeType.INHERIT)
  boolean debug;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "missing command (see --help)");
  }

  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /**
   * The stack of the thread a command runs on: the passes over IVL expressions recurse once per
   * level, up to {@link dev.pairlock.ivl.ast.Nesting#MAX_DEPTH} levels (about 10 frames per level
   * in the parser). Reserved, not committed: only what a run touches is memory.
   */
  static final long STACK_BYTES = 512L << 20;

  /**
   * Runs the command line and returns its exit code; used by tests too. The command runs on a
   * thread of its own with a {@link #STACK_BYTES} stack, whatever {@code -Xss} the JVM has.
   */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    return run(args, out, err, ChildJvm.WORKER);
  }

  /**
   * {@link #run(String[], PrintWriter, PrintWriter)} whose isolated drivers run {@code worker}
   * (main class and leading arguments) in their child JVMs: the isolation tests' failing workers.
   */
  static int run(String[] args, PrintWriter out, PrintWriter err, List<String> worker) {
    int[] code = {ExitCode.INTERNAL};
    Thread t =
        new Thread(
            null, () -> code[0] = runHere(args, out, err, worker), "pairlock-main", STACK_BYTES);
    t.start();
    boolean interrupted = false;
    while (true) {
      try {
        t.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
        t.interrupt();
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    return code[0];
  }

  private static int runHere(
      String[] args, PrintWriter out, PrintWriter rawErr, List<String> worker) {
    // Standard error carries only text for people: no name in it may reach the terminal raw.
    PrintWriter err = Terminal.escaping(rawErr);
    // before picocli builds its model of the commands (about a third of a small program's wall
    // time before the analysis starts): the analysis waits for the tables before its compile
    List<String> given = List.of(args);
    if (!given.isEmpty() && given.get(0).equals("analyze")
        && !given.contains("--help") && !given.contains("-h")) {
      Prewarm.tables();
    }
    Main main = new Main();
    CommandLine cl = new CommandLine(main);
    ((AnalyzeCommand) cl.getSubcommands().get("analyze").getCommand()).worker = worker;
    cl.setOut(out);
    cl.setErr(err);
    cl.setExitCodeExceptionMapper(e -> e instanceof UserError ? ExitCode.INPUT : ExitCode.INTERNAL);
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          err.println("pairlock: " + ex.getMessage());
          err.println("Try 'pairlock --help' for more information.");
          return ExitCode.INPUT;
        });
    cl.setExecutionExceptionHandler(
        (ex, cmd, parsed) -> {
          if (ex instanceof UserError) {
            err.println("pairlock: " + ex.getMessage());
            return ExitCode.INPUT;
          }
          err.println("pairlock: internal error: " + ex);
          if (main.debug) {
            ex.printStackTrace(err);
          } else {
            err.println("(run with --debug for a stack trace)");
          }
          return ExitCode.INTERNAL;
        });
    int code;
    try {
      code = cl.execute(args);
    } catch (StackOverflowError e) {
      // Inputs within the documented limits (Nesting.MAX_DEPTH) do not get here.
      err.println("pairlock: internal error: the analysis overflowed its stack (" + e + ")");
      code = ExitCode.INTERNAL;
    } catch (OutOfMemoryError e) {
      err.println(
          "pairlock: out of memory (" + e.getMessage() + "; the launcher's heap cap is PAIRLOCK_HEAP, default 1g)");
      code = ExitCode.INTERNAL;
    }
    out.flush();
    err.flush();
    rawErr.flush();
    return code;
  }

  /** The version, from the build. */
  static final class Version implements CommandLine.IVersionProvider {
    static String version() {
      Properties p = new Properties();
      try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
        if (in != null) {
          p.load(in);
        }
      } catch (IOException e) {
        // fall through to "unknown"
      }
      return p.getProperty("version", "unknown");
    }

    @Override
    public String[] getVersion() {
      return new String[] {
        "pairlock " + version(), "Java " + Runtime.version() + ", Z3 4.14.1, clang 20 (bundled)"
      };
    }
  }
}

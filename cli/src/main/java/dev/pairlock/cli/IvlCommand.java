package dev.pairlock.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code pairlock ivl ...}: commands on IVL programs written in Boogie syntax. */
@Command(
    name = "ivl",
    mixinStandardHelpOptions = true,
    description = "Work with IVL programs (Boogie syntax).",
    subcommands = {IvlVerifyCommand.class})
final class IvlCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "missing command: verify");
  }
}

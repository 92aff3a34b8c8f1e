package dev.pairlock.cli;

/** An expected error caused by the input: rendered as one line, exit code {@link ExitCode#INPUT}. */
final class UserError extends RuntimeException {
  UserError(String message) {
    super(message);
  }
}

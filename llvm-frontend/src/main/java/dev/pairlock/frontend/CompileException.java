package dev.pairlock.frontend;

/**
 * clang rejected a source file. {@link #clangOutput()} is clang's diagnostic output, unchanged, for
 * the CLI to print before exiting with status 2.
 */
public class CompileException extends Exception {
  private final String clangOutput;

  public CompileException(String message, String clangOutput) {
    super(message);
    this.clangOutput = clangOutput;
  }

  public String clangOutput() {
    return clangOutput;
  }
}

package dev.pairlock.cli;

import dev.pairlock.frontend.CompileException;
import java.io.PrintWriter;

/** Shows a compile error: clang's diagnostics unchanged, then one line of ours. */
final class CompileErrors {
  private CompileErrors() {}

  static void print(PrintWriter err, CompileException e) {
    String out = e.clangOutput();
    if (out != null && !out.isEmpty()) {
      err.print(out.endsWith("\n") ? out : out + "\n");
    }
  }
}

package dev.pairlock.ivl.diag;

import java.util.List;

/**
 * Input rejected (parse, type, or structural error such as irreducible control flow). Carries the
 * diagnostics that explain why; the CLI maps it to exit code 2.
 */
public class IvlException extends Exception {
  private final List<Diagnostic> diagnostics;

  public IvlException(List<Diagnostic> diagnostics) {
    super(diagnostics.isEmpty() ? "invalid input" : diagnostics.get(0).render());
    this.diagnostics = List.copyOf(diagnostics);
  }

  public IvlException(Diagnostic d) {
    this(List.of(d));
  }

  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }
}

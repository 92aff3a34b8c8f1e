package dev.pairlock.ivl.diag;

import dev.pairlock.ivl.ast.SourceLoc;
import java.util.Comparator;
import java.util.Optional;

/**
 * A message from library code to the user. Only the CLI renders it, as {@code
 * file:line:col: severity: message}.
 *
 * @param code a stable identifier of the kind of diagnostic, e.g. {@code parse}, {@code type},
 *     {@code inline-asm}, {@code unresolved-lock}
 * @param location where it applies; null if nowhere in particular
 */
public record Diagnostic(Severity severity, String code, SourceLoc location, String message)
    implements Comparable<Diagnostic> {

  public enum Severity {
    ERROR("error"),
    WARNING("warning"),
    NOTE("note");

    public final String label;

    Severity(String label) {
      this.label = label;
    }
  }

  public Optional<SourceLoc> where() {
    return Optional.ofNullable(location);
  }

  public static Diagnostic error(String code, SourceLoc loc, String message) {
    return new Diagnostic(Severity.ERROR, code, loc, message);
  }

  public static Diagnostic warning(String code, SourceLoc loc, String message) {
    return new Diagnostic(Severity.WARNING, code, loc, message);
  }

  /** {@code file:line:col: error: message}, or {@code error: message} without a location. */
  public String render() {
    String prefix = location == null ? "" : location + ": ";
    return prefix + severity.label + ": " + message;
  }

  private static final Comparator<Diagnostic> ORDER =
      Comparator.comparing(
              (Diagnostic d) -> d.location,
              Comparator.nullsFirst(Comparator.<SourceLoc>naturalOrder()))
          .thenComparing(d -> d.severity)
          .thenComparing(Diagnostic::code)
          .thenComparing(Diagnostic::message);

  @Override
  public int compareTo(Diagnostic o) {
    return ORDER.compare(this, o);
  }
}

package dev.pairlock.cli;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Renders the outcomes of {@code ivl verify}, in procedure order, as text or JSON. */
final class IvlReport {
  private final String file;
  private final List<Map.Entry<String, Outcome>> outcomes = new ArrayList<>();

  IvlReport(String file) {
    this.file = file;
  }

  void add(String procedure, Outcome outcome) {
    outcomes.add(Map.entry(procedure, outcome));
  }

  int verified() {
    return (int) outcomes.stream().filter(e -> e.getValue() instanceof Outcome.Verified).count();
  }

  /** Procedures with a failure (a complete list of them, or the first ones). */
  int failed() {
    return (int)
        outcomes.stream()
            .filter(e -> e.getValue() instanceof Outcome.Failed || e.getValue() instanceof Outcome.Partial)
            .count();
  }

  int inconclusive() {
    return outcomes.size() - verified() - failed();
  }

  int exitCode() {
    if (failed() > 0) {
      return ExitCode.PROBLEM;
    }
    return inconclusive() > 0 ? ExitCode.INCONCLUSIVE : ExitCode.VERIFIED;
  }

  /** Where the message of a failure is shown, and the related note (or null). */
  private record Rendered(Pos primary, String message, Pos note, String noteMessage) {}

  private static Rendered render(Failure f) {
    return switch (f.kind()) {
      case PRECONDITION ->
          new Rendered(f.pos(), f.kind().message, f.related(), "this is the precondition that could not be proved");
      case POSTCONDITION ->
          new Rendered(
              f.related().isKnown() ? f.related() : f.pos(),
              f.kind().message,
              f.pos(),
              "this is the postcondition that could not be proved");
      default -> new Rendered(f.pos(), f.kind().message, null, null);
    };
  }

  private static String at(Pos p) {
    return p != null && p.isKnown() ? p + ": " : "";
  }

  String text() {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, Outcome> e : outcomes) {
      String name = e.getKey();
      switch (e.getValue()) {
        case Outcome.Verified v -> sb.append("procedure ").append(name).append(": verified\n");
        case Outcome.Timeout t -> sb.append("procedure ").append(name).append(": timeout (inconclusive)\n");
        case Outcome.Unknown u ->
            sb.append("procedure ").append(name).append(": inconclusive (").append(u.reason()).append(")\n");
        case Outcome.Failed f -> failures(sb, name, f.failures());
        case Outcome.Partial f -> {
          failures(sb, name, f.failures());
          sb.append("note: ").append(stopped(f.stop())).append('\n');
        }
      }
    }
    sb.append("pairlock: ")
        .append(outcomes.size())
        .append(outcomes.size() == 1 ? " procedure, " : " procedures, ")
        .append(verified())
        .append(" verified, ")
        .append(failed())
        .append(" failed, ")
        .append(inconclusive())
        .append(" inconclusive\n");
    return sb.toString();
  }

  private static void failures(StringBuilder sb, String name, List<Failure> failures) {
    int n = failures.size();
    sb.append("procedure ").append(name).append(": ").append(n).append(n == 1 ? " error\n" : " errors\n");
    for (Failure x : sorted(failures)) {
      Rendered r = render(x);
      sb.append(at(r.primary())).append("error: ").append(r.message()).append('\n');
      if (r.note() != null && r.note().isKnown()) {
        sb.append(at(r.note())).append("note: ").append(r.noteMessage()).append('\n');
      }
      Attribute.sourceLocOf(x.attrs())
          .ifPresent(loc -> sb.append("  source: ").append(loc).append('\n'));
      sb.append("  trace: ").append(String.join(" -> ", x.path())).append('\n');
    }
  }

  private static void failures(List<Object> out, List<Failure> failures) {
    for (Failure x : sorted(failures)) {
      Rendered r = render(x);
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("kind", x.kind().name().toLowerCase().replace('_', '-'));
      m.put("message", r.message());
      m.put("location", location(r.primary()));
      m.put("related", r.note() != null && r.note().isKnown() ? location(r.note()) : null);
      m.put("source", Attribute.sourceLocOf(x.attrs()).map(IvlReport::location).orElse(null));
      m.put("trace", x.path());
      out.add(m);
    }
  }

  /** Why the search for failures stopped early (the obligations not listed are not known to hold). */
  private static String stopped(Outcome.Stop stop) {
    String why =
        switch (stop) {
          case Outcome.Stop.FailureLimit l -> "the error limit (" + l.limit() + ") was reached";
          case Outcome.Stop.SolverTimeout t -> "the solver timed out";
          case Outcome.Stop.SolverUnknown u -> "the solver answered unknown (" + u.reason() + ")";
        };
    return why + "; further failures may be missing";
  }

  String json() {
    List<Object> procs = new ArrayList<>();
    for (Map.Entry<String, Outcome> e : outcomes) {
      Map<String, Object> p = new LinkedHashMap<>();
      p.put("name", e.getKey());
      List<Object> failures = new ArrayList<>();
      String status =
          switch (e.getValue()) {
            case Outcome.Verified v -> "verified";
            case Outcome.Timeout t -> "timeout";
            case Outcome.Unknown u -> "unknown";
            case Outcome.Failed f -> {
              failures(failures, f.failures());
              yield "failed";
            }
            case Outcome.Partial f -> {
              failures(failures, f.failures());
              yield "failed";
            }
          };
      p.put("status", status);
      p.put("failures", failures);
      if (e.getValue() instanceof Outcome.Partial f) {
        p.put("stopped", stopped(f.stop()));
      }
      procs.add(p);
    }
    Map<String, Object> summary = new LinkedHashMap<>();
    summary.put("procedures", outcomes.size());
    summary.put("verified", verified());
    summary.put("failed", failed());
    summary.put("inconclusive", inconclusive());
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("file", file);
    root.put("procedures", procs);
    root.put("summary", summary);
    return Json.write(root);
  }

  /** Failures in the order of their primary location, so output does not depend on the solver. */
  private static List<Failure> sorted(List<Failure> failures) {
    List<Failure> r = new ArrayList<>(failures);
    r.sort(
        Comparator.comparingInt((Failure f) -> render(f).primary().line())
            .thenComparingInt(f -> render(f).primary().column())
            .thenComparing(f -> f.kind()));
    return r;
  }

  private static Map<String, Object> location(SourceLoc l) {
    return location(Pos.of(l.file(), l.line(), l.column()));
  }

  private static Map<String, Object> location(Pos p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("file", p.file());
    m.put("line", p.line());
    m.put("column", p.column());
    return m;
  }
}

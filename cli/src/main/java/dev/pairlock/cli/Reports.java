package dev.pairlock.cli;

import dev.pairlock.frontend.SourceText;
import dev.pairlock.instrument.race.Access;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairResult;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.instrument.race.Verdict;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.precise.ConfirmedRace;
import dev.pairlock.precise.PreciseResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Renders analysis results for people (compiler-style text) and programs (JSON). */
final class Reports {
  /**
   * The locks an access held, as a report says it: the ones proved held ({@code none}), and those
   * whose state there is not known ({@code lock_b; not known: lock_a}).
   */
  static String locks(Access a) {
    String held = a.locksHeld().isEmpty() ? "none" : String.join(", ", a.locksHeld());
    return a.locksUnknown().isEmpty()
        ? held
        : held + "; not known: " + String.join(", ", a.locksUnknown());
  }

  private Reports() {}

  /** The text report of all drivers: one driver as is, several each under a {@code ==} header. */
  static String textReport(List<DriverReport> reports) {
    StringBuilder sb = new StringBuilder();
    for (DriverReport r : reports) {
      if (reports.size() > 1) {
        sb.append("== ").append(r.source()).append('\n');
      }
      sb.append(text(r));
    }
    return sb.toString();
  }

  /** The JSON report of all drivers (schema in the README). */
  static String jsonReport(List<DriverReport> reports) {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("drivers", reports.stream().map(Reports::json).toList());
    return Json.write(root);
  }

  static String render(Diagnostic d, DisplayPaths paths) {
    String at = d.location() == null ? "" : paths.at(d.location()) + ": ";
    return at + d.severity().label + ": " + paths.text(d.message());
  }

  /** The text report of one analysed driver. */
  static String text(DriverReport r) {
    StringBuilder sb = new StringBuilder();
    DisplayPaths paths = r.paths();
    for (Diagnostic d : r.diagnostics()) {
      sb.append(render(d, paths)).append('\n');
    }
    if (r.error() != null) {
      sb.append("pairlock: ").append(r.name()).append(": error: ").append(r.error()).append('\n');
      return sb.toString();
    }
    PairAnalysisResult a = r.analysis();
    PreciseReports.Matching confirmed = PreciseReports.match(r);
    for (Race race : r.races()) {
      Access first = paths.accesses(race).get(0);
      String at = first.location() == null ? r.name() : paths.at(first.location());
      ConfirmedRace c = confirmed.of(race);
      sb.append(at)
          .append(PreciseReports.confirmed(c) ? ": warning: confirmed " : ": warning: potential ")
          .append(race.kind().label)
          .append(" race on ")
          .append(race.regionName())
          .append(PreciseReports.soundnessRemark(race.inconclusive(), c))
          .append('\n');
      Table t = new Table("  ");
      for (Access x : paths.accesses(race)) {
        String what = (x.isWrite() ? "write" : "read") + " in " + x.entryPoint();
        if (x.externalCallee() != null) {
          what += " (by call to " + x.externalCallee() + ")";
        }
        String locks = "(locks held: " + locks(x) + ")";
        String loc = x.location() == null ? "<unknown location>" : paths.at(x.location());
        String line =
            x.location() == null
                ? ""
                : r.sources().line(x.location()).map(src -> Terminal.excerpt(src, x.location().column())).orElse("");
        t.row(what, locks, loc, line);
      }
      sb.append(t.render());
      if (c != null) {
        sb.append(PreciseReports.interleavingText(c, r));
      }
    }
    for (ConfirmedRace c : confirmed.unmatched()) {
      sb.append(PreciseReports.unmatchedText(c, r));
    }
    for (PairResult p : a.pairs()) {
      if (p.verdict() == Verdict.UNVERIFIED) {
        sb.append(r.name())
            .append(": note: pair (")
            .append(p.first().procedure())
            .append(", ")
            .append(p.second().procedure())
            .append(") unverified: ")
            .append(r.paths().text(p.reason()))
            .append('\n');
      }
    }
    sb.append(summaryLine(r)).append('\n');
    return sb.toString();
  }

  /**
   * The last line of a driver's text report: the pair counts; or, when no pair was checked, why
   * (no entry point found, or none of them can run concurrently with another).
   */
  static String summaryLine(DriverReport r) {
    PairAnalysisResult a = r.analysis();
    switch (a.status()) {
      case NO_ENTRY_POINTS -> {
        return "pairlock: no entry points found: nothing was checked";
      }
      case NOTHING_TO_CHECK -> {
        List<String> names =
            a.entryPoints().stream().map(e -> e.procedure()).distinct().toList();
        return "pairlock: nothing to check: " + plural(names.size(), "entry point") + " ("
            + String.join(", ", names) + "), no pair of them can run concurrently";
      }
      default -> {}
    }
    long total = a.pairs().size() - a.count(Verdict.SERIALIZED);
    if (total == 0 && a.status() == PairAnalysisResult.Status.INCONCLUSIVE) {
      return "pairlock: nothing checked: no pair of the entry points can run concurrently, but code"
          + " not modelled soundly may run beside them (see the warnings)";
    }
    StringBuilder sb = new StringBuilder();
    sb.append("pairlock: ")
        .append(a.count(Verdict.VERIFIED))
        .append(" of ")
        .append(total)
        .append(" entry-point pairs race-free, ")
        .append(plural(a.racyRegions().size(), "racy region"))
        .append(", ")
        .append(a.count(Verdict.UNVERIFIED))
        .append(" unverified");
    if (a.count(Verdict.SERIALIZED) > 0) {
      sb.append(", ").append(a.count(Verdict.SERIALIZED)).append(" serialized");
    }
    if (r.precise() != null) {
      sb.append(", ").append(r.precise().conclusiveCount()).append(" confirmed");
      if (r.precise().inconclusiveCount() > 0) {
        sb.append(", ")
            .append(r.precise().inconclusiveCount())
            .append(" not confirmed (interleavings in over-approximated pairs)");
      }
      sb.append(" (precise: ").append(r.precise().options().describeBounds()).append(')');
    }
    return sb.toString();
  }

  private static String plural(long n, String what) {
    return n + " " + what + (n == 1 ? "" : "s");
  }

  /** The JSON object of one driver (schema in the README). */
  static Map<String, Object> json(DriverReport r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", r.name());
    m.put("source", r.source());
    m.put("status", r.status());
    if (r.error() != null) {
      m.put("error", r.error());
      m.put("errorKind", r.errorKind());
    }
    m.put("linesOfCode", r.linesOfCode());
    DisplayPaths paths = r.paths();
    PairAnalysisResult a = r.analysis();
    if (a != null) {
      Map<String, Object> c = new LinkedHashMap<>();
      c.put("pairs", a.pairs().size());
      c.put("verified", a.count(Verdict.VERIFIED));
      c.put("racy", a.count(Verdict.RACY));
      c.put("unverified", a.count(Verdict.UNVERIFIED));
      c.put("serialized", a.count(Verdict.SERIALIZED));
      c.put("races", a.races().size());
      if (r.precise() != null) {
        c.put("confirmed", r.precise().conclusiveCount());
        if (r.precise().inconclusiveCount() > 0) {
          c.put("notConfirmed", r.precise().inconclusiveCount());
        }
      }
      m.put("counts", c);
    }
    List<Object> eps = new ArrayList<>();
    List<Object> pairs = new ArrayList<>();
    List<Object> races = new ArrayList<>();
    PreciseReports.Matching confirmed = PreciseReports.match(r);
    if (a != null) {
      a.entryPoints()
          .forEach(
              e -> {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("name", e.procedure());
                x.put("kind", e.kind());
                eps.add(x);
              });
      for (PairResult p : a.pairs()) {
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("first", p.first().procedure());
        x.put("second", p.second().procedure());
        x.put("verdict", p.verdict().name().toLowerCase());
        x.put("reason", r.paths().text(p.reason()));
        x.put("sharedRegions", p.sharedRegions());
        x.put("racyRegions", p.racyRegions());
        pairs.add(x);
      }
      for (Race race : r.races()) {
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("kind", race.kind().label);
        x.put("region", race.regionName());
        ConfirmedRace cr = confirmed.of(race);
        x.put("confirmed", PreciseReports.confirmed(cr));
        x.put("inconclusive", PreciseReports.inconclusive(race, cr));
        List<Object> accs = new ArrayList<>();
        for (Access acc : paths.accesses(race)) {
          Map<String, Object> y = new LinkedHashMap<>();
          y.put("entryPoint", acc.entryPoint());
          y.put("access", acc.isWrite() ? "write" : "read");
          y.put("procedure", acc.procedure());
          putLocation(y, acc.location(), paths);
          y.put("source", acc.location() == null ? null : r.sources().line(acc.location()).map(String::strip).orElse(null));
          y.put("locks", acc.locksHeld());
          if (!acc.locksUnknown().isEmpty()) {
            y.put("locksNotKnown", acc.locksUnknown());
          }
          if (acc.externalCallee() != null) {
            y.put("externalCallee", acc.externalCallee());
          }
          accs.add(y);
        }
        x.put("accesses", accs);
        if (cr != null) {
          x.put("interleaving", PreciseReports.interleavingJson(cr, paths));
        }
        races.add(x);
      }
      for (ConfirmedRace cr : confirmed.unmatched()) {
        races.add(PreciseReports.unmatchedJson(cr, r));
      }
    }
    m.put("entryPoints", eps);
    m.put("pairs", pairs);
    m.put("regions", a == null ? 0 : a.regionCount());
    m.put("races", races);
    List<Object> diags = new ArrayList<>();
    for (Diagnostic d : r.diagnostics()) {
      Map<String, Object> x = new LinkedHashMap<>();
      x.put("severity", d.severity().label);
      x.put("code", d.code());
      putLocation(x, d.location(), paths);
      x.put("message", paths.text(d.message()));
      diags.add(x);
    }
    m.put("diagnostics", diags);
    if (r.precise() != null) {
      m.put("precise", PreciseReports.summaryJson(r.precise()));
    }
    return m;
  }

  static void putLocation(Map<String, Object> m, SourceLoc loc, DisplayPaths paths) {
    m.put("file", loc == null ? null : paths.file(loc.file()));
    m.put("line", loc == null ? null : loc.line());
    m.put("column", loc == null ? null : loc.column());
  }

  /**
   * One driver's results as the renderers need them.
   *
   * @param name short name (tables)
   * @param source the driver's path as the user typed it
   * @param paths how to show file names
   * @param sources source text (null if the driver failed before lifting)
   * @param diagnostics frontend and analysis diagnostics, sorted
   * @param analysis the results; null if the driver failed
   * @param error why the driver failed (null if it did not)
   * @param errorKind {@code compile}, {@code timeout}, {@code crash} or {@code invalid}; null if none
   * @param clangOutput clang's messages of a failed compile (shown on stderr), or null
   * @param linesOfCode non-blank lines of the driver's C files
   * @param millis wall-clock time of the analysis (not deterministic; only on stderr)
   * @param precise the precise checker's result ({@code --precise}), or null
   */
  record DriverReport(
      String name,
      String source,
      DisplayPaths paths,
      SourceText sources,
      List<Diagnostic> diagnostics,
      PairAnalysisResult analysis,
      String error,
      String errorKind,
      String clangOutput,
      int linesOfCode,
      long millis,
      PreciseResult precise) {
    DriverReport {
      diagnostics = paths.diagnostics(diagnostics);
    }

    /** The races, in the order of the places the report shows ({@link DisplayPaths#races}). */
    List<Race> races() {
      return paths.races(analysis.races());
    }

    static DriverReport failed(Drivers.Spec spec, String kind, String error, String clangOutput, long millis) {
      return new DriverReport(
          spec.name(),
          spec.source().toString(),
          new DisplayPaths(spec.source()),
          null,
          List.of(),
          null,
          error,
          kind,
          clangOutput,
          Drivers.linesOfCode(spec.files()),
          millis,
          null);
    }

    DriverReport withMillis(long ms) {
      return new DriverReport(
          name, source, paths, sources, diagnostics, analysis, error, errorKind, clangOutput,
          linesOfCode, ms, precise);
    }

    /**
     * The driver's status: the analysis' ({@link PairAnalysisResult#status}), except that a race
     * the precise stage confirmed in a pair modelled soundly makes it racy whatever the lockset
     * verdicts: an execution with the race (the exploration's of a whole program, or the precise
     * checker's in a pair the lockset check left unverified for its limits).
     */
    String status() {
      if (error != null) {
        return "error";
      }
      if (precise != null && precise.conclusiveCount() > 0) {
        return "racy";
      }
      return switch (analysis.status()) {
        case VERIFIED -> "verified";
        case NOTHING_TO_CHECK -> NOTHING_TO_CHECK;
        case RACY -> "racy";
        case INCONCLUSIVE -> "inconclusive";
        case NO_ENTRY_POINTS -> NO_ENTRY_POINTS;
      };
    }

    /** Statuses of a driver of which no pair was checked. */
    static final String NOTHING_TO_CHECK = "nothing-to-check";

    static final String NO_ENTRY_POINTS = "no-entry-points";
  }
}

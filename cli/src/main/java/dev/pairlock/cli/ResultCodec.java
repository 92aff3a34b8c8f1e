package dev.pairlock.cli;

import dev.pairlock.frontend.SourceText;
import dev.pairlock.instrument.race.Access;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairResult;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.instrument.race.Verdict;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.EntryPoint;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A lossless JSON form of a {@link Reports.DriverReport}, for the results a child JVM hands back
 * and for the result cache. Not the user-facing JSON report (that is {@link Reports#json}).
 */
final class ResultCodec {
  private ResultCodec() {}

  /** Bumped whenever the encoding changes, so that old cache entries are not read. */
  static final int FORMAT = 4;

  /** Thrown when a stored result is not a valid encoding. */
  static final class DecodeException extends RuntimeException {
    DecodeException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  static String encode(Reports.DriverReport r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("format", FORMAT);
    m.put("name", r.name());
    m.put("source", r.source());
    m.put("sourceBase", r.sources() == null ? null : r.sources().baseDir().toString());
    m.put("diagnostics", r.diagnostics().stream().map(ResultCodec::diag).toList());
    m.put("error", r.error());
    m.put("errorKind", r.errorKind());
    m.put("clangOutput", r.clangOutput());
    m.put("linesOfCode", r.linesOfCode());
    m.put("millis", r.millis());
    PairAnalysisResult a = r.analysis();
    if (a != null) {
      Map<String, Object> x = new LinkedHashMap<>();
      x.put("entryPoints", a.entryPoints().stream().map(ResultCodec::entryPoint).toList());
      List<Object> pairs = new ArrayList<>();
      for (PairResult p : a.pairs()) {
        Map<String, Object> y = new LinkedHashMap<>();
        y.put("first", entryPoint(p.first()));
        y.put("second", entryPoint(p.second()));
        y.put("verdict", p.verdict().name());
        y.put("reason", p.reason());
        y.put("sharedRegions", p.sharedRegions());
        y.put("racyRegions", p.racyRegions());
        y.put("provedRegions", p.provedRegions());
        y.put("verifierCalls", p.verifierCalls());
        y.put("elapsedMillis", p.elapsed().toMillis());
        pairs.add(y);
      }
      x.put("pairs", pairs);
      List<Object> races = new ArrayList<>();
      for (Race race : a.races()) {
        Map<String, Object> y = new LinkedHashMap<>();
        y.put("kind", race.kind().name());
        y.put("regionName", race.regionName());
        y.put("regionVariable", race.regionVariable());
        y.put("inconclusive", race.inconclusive());
        List<Object> accs = new ArrayList<>();
        for (Access acc : race.accesses()) {
          Map<String, Object> z = new LinkedHashMap<>();
          z.put("entryPoint", acc.entryPoint());
          z.put("isWrite", acc.isWrite());
          z.put("location", loc(acc.location()));
          z.put("locksHeld", acc.locksHeld());
          z.put("locksUnknown", acc.locksUnknown());
          z.put("procedure", acc.procedure());
          z.put("externalCallee", acc.externalCallee());
          accs.add(z);
        }
        y.put("accesses", accs);
        races.add(y);
      }
      x.put("races", races);
      x.put("regionCount", a.regionCount());
      x.put("diagnostics", a.diagnostics().stream().map(ResultCodec::diag).toList());
      m.put("analysis", x);
    }
    m.put("precise", r.precise() == null ? null : PreciseCodec.encode(r.precise()));
    return Json.write(m);
  }

  static Reports.DriverReport decode(String text) {
    try {
      Map<?, ?> m = (Map<?, ?>) Json.parse(text);
      if (num(m.get("format")) != FORMAT) {
        throw new IllegalArgumentException("format " + m.get("format"));
      }
      String source = (String) m.get("source");
      String base = (String) m.get("sourceBase");
      PairAnalysisResult analysis = null;
      if (m.get("analysis") instanceof Map<?, ?> x) {
        List<EntryPoint> eps = list(x.get("entryPoints")).stream().map(ResultCodec::entryPoint).toList();
        List<PairResult> pairs = new ArrayList<>();
        for (Object o : list(x.get("pairs"))) {
          Map<?, ?> y = (Map<?, ?>) o;
          pairs.add(
              new PairResult(
                  entryPoint(y.get("first")),
                  entryPoint(y.get("second")),
                  Verdict.valueOf((String) y.get("verdict")),
                  (String) y.get("reason"),
                  strings(y.get("sharedRegions")),
                  strings(y.get("racyRegions")),
                  strings(y.get("provedRegions")),
                  (int) num(y.get("verifierCalls")),
                  Duration.ofMillis(num(y.get("elapsedMillis")))));
        }
        List<Race> races = new ArrayList<>();
        for (Object o : list(x.get("races"))) {
          Map<?, ?> y = (Map<?, ?>) o;
          List<Access> accs = new ArrayList<>();
          for (Object p : list(y.get("accesses"))) {
            Map<?, ?> z = (Map<?, ?>) p;
            accs.add(
                new Access(
                    (String) z.get("entryPoint"),
                    (Boolean) z.get("isWrite"),
                    loc(z.get("location")),
                    strings(z.get("locksHeld")),
                    strings(z.get("locksUnknown")),
                    (String) z.get("procedure"),
                    (String) z.get("externalCallee")));
          }
          races.add(
              new Race(
                  Race.Kind.valueOf((String) y.get("kind")),
                  (String) y.get("regionName"),
                  (String) y.get("regionVariable"),
                  accs,
                  (Boolean) y.get("inconclusive")));
        }
        analysis =
            new PairAnalysisResult(
                eps,
                pairs,
                races,
                (int) num(x.get("regionCount")),
                list(x.get("diagnostics")).stream().map(ResultCodec::diag).toList());
      }
      return new Reports.DriverReport(
          (String) m.get("name"),
          source,
          new DisplayPaths(Path.of(source)),
          base == null ? null : new SourceText(Path.of(base)),
          list(m.get("diagnostics")).stream().map(ResultCodec::diag).toList(),
          analysis,
          (String) m.get("error"),
          (String) m.get("errorKind"),
          (String) m.get("clangOutput"),
          (int) num(m.get("linesOfCode")),
          num(m.get("millis")),
          m.get("precise") == null ? null : PreciseCodec.decode((Map<?, ?>) m.get("precise")));
    } catch (RuntimeException e) {
      throw new DecodeException("not a stored driver result: " + e, e);
    }
  }

  static Map<String, Object> entryPoint(EntryPoint e) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("procedure", e.procedure());
    m.put("kind", e.kind());
    m.put("location", loc(e.location()));
    return m;
  }

  static EntryPoint entryPoint(Object o) {
    Map<?, ?> m = (Map<?, ?>) o;
    return new EntryPoint((String) m.get("procedure"), (String) m.get("kind"), loc(m.get("location")));
  }

  static Object loc(SourceLoc l) {
    return l == null ? null : List.of(l.file(), (long) l.line(), (long) l.column());
  }

  static SourceLoc loc(Object o) {
    if (o == null) {
      return null;
    }
    List<?> l = (List<?>) o;
    return new SourceLoc((String) l.get(0), (int) num(l.get(1)), (int) num(l.get(2)));
  }

  static Map<String, Object> diag(Diagnostic d) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("severity", d.severity().name());
    m.put("code", d.code());
    m.put("location", loc(d.location()));
    m.put("message", d.message());
    return m;
  }

  static Diagnostic diag(Object o) {
    Map<?, ?> m = (Map<?, ?>) o;
    return new Diagnostic(
        Diagnostic.Severity.valueOf((String) m.get("severity")),
        (String) m.get("code"),
        loc(m.get("location")),
        (String) m.get("message"));
  }

  static List<?> list(Object o) {
    if (!(o instanceof List<?> l)) {
      throw new IllegalArgumentException("expected a list, got " + o);
    }
    return l;
  }

  static List<String> strings(Object o) {
    return list(o).stream().map(x -> (String) x).toList();
  }

  static long num(Object o) {
    if (!(o instanceof Long n)) {
      throw new IllegalArgumentException("expected an integer, got " + o);
    }
    return n;
  }
}

package dev.pairlock.cli;

import dev.pairlock.instrument.race.Access;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairResult;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.instrument.race.Verdict;
import dev.pairlock.precise.ConfirmedRace;
import dev.pairlock.precise.Step;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.Diagnostic;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The SARIF 2.1.0 report (one run, all drivers) for GitHub code scanning and other SARIF viewers.
 *
 * <ul>
 *   <li>Each race is one result, rule {@code race/write-write} or {@code race/read-write}, level
 *       {@code warning} ({@code note} when inconclusive); its location is the first access, its
 *       related locations are both accesses (ids 1 and 2, linked from the message).
 *   <li>An unverified pair is a result of rule {@code unverified-pair} (level {@code note}) at the
 *       first entry point; a frontend or analysis diagnostic is a result of rule {@code
 *       diagnostic/CODE}.
 *   <li>A driver whose entry points cannot run concurrently (every pair serialized) is a result
 *       of rule {@code nothing-to-check} (level {@code note}); one without any entry point has
 *       the warning {@code diagnostic/no-entry-points}.
 *   <li>A driver that failed is a {@code toolExecutionNotification} of the invocation, which is
 *       then not {@code executionSuccessful}.
 *   <li>{@code codeFlows}: a race the precise stage confirmed ({@code analyze --precise}) carries
 *       one code flow with a thread flow per thread of its interleaving, each listing that
 *       thread's steps ({@code threadFlowLocation}s with {@code executionOrder} giving the global
 *       interleaving, {@code kinds} the step kind); its {@code properties.confirmed} is true.
 *       Confirmed races that match no lockset race (not seen so far) are not in the SARIF log.
 * </ul>
 *
 * Relative file names are relative to where pairlock ran ({@code uriBaseId} {@code %SRCROOT%});
 * headers outside it have absolute {@code file:} URIs.
 */
final class Sarif {
  private Sarif() {}

  static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

  static String write(List<Reports.DriverReport> reports) {
    Map<String, Map<String, Object>> rules = new TreeMap<>();
    List<Object> results = new ArrayList<>();
    List<Object> notifications = new ArrayList<>();
    for (Reports.DriverReport r : reports) {
      if (r.error() != null) {
        Map<String, Object> n = new LinkedHashMap<>();
        n.put("level", "error");
        n.put("message", text(r.name() + ": " + r.error()));
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("driver", r.name());
        props.put("errorKind", r.errorKind());
        n.put("properties", props);
        notifications.add(n);
        continue;
      }
      PairAnalysisResult a = r.analysis();
      PreciseReports.Matching confirmed = PreciseReports.match(r);
      for (Race race : r.races()) {
        String ruleId = "race/" + race.kind().label;
        rules.computeIfAbsent(ruleId, k -> raceRule(race.kind()));
        results.add(race(r, race, ruleId, confirmed.of(race)));
      }
      for (PairResult p : a.pairs()) {
        if (p.verdict() != Verdict.UNVERIFIED) {
          continue;
        }
        rules.computeIfAbsent("unverified-pair", k -> rule(k, "UnverifiedPair",
            "Entry-point pair not proved race-free",
            "pairlock could not prove this pair of entry points free of data races (a timeout, or a construct it does not model soundly); races may be missed.",
            "note"));
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("ruleId", "unverified-pair");
        x.put("level", "note");
        x.put("message", text("pair (" + p.first().procedure() + ", " + p.second().procedure() + ") unverified: " + r.paths().text(p.reason())));
        if (p.first().location() != null) {
          x.put("locations", List.of(location(r, p.first().location(), null)));
        }
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("driver", r.name());
        props.put("entryPoints", List.of(p.first().procedure(), p.second().procedure()));
        x.put("properties", props);
        results.add(x);
      }
      if (a.status() == PairAnalysisResult.Status.NOTHING_TO_CHECK) {
        rules.computeIfAbsent("nothing-to-check", k -> rule(k, "NothingToCheck",
            "No pair of entry points can run concurrently",
            "Every pair of the driver's entry points is serialized: no race is possible, and no pair was checked.",
            "note"));
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("ruleId", "nothing-to-check");
        x.put("level", "note");
        x.put("message", text(Reports.summaryLine(r).substring("pairlock: ".length()) + "."));
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("driver", r.name());
        props.put("entryPoints",
            a.entryPoints().stream().map(e -> e.procedure()).distinct().toList());
        x.put("properties", props);
        results.add(x);
      }
      for (Diagnostic d : r.diagnostics()) {
        String ruleId = "diagnostic/" + d.code();
        rules.computeIfAbsent(ruleId, k -> rule(k, d.code(), "pairlock diagnostic " + d.code(),
            "A construct pairlock reports while analysing the driver; warnings mark what it does not model soundly.",
            level(d)));
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("ruleId", ruleId);
        x.put("level", level(d));
        x.put("message", text(r.paths().text(d.message())));
        if (d.location() != null) {
          x.put("locations", List.of(location(r, d.location(), null)));
        }
        x.put("properties", Map.of("driver", r.name()));
        results.add(x);
      }
    }
    Map<String, Object> driver = new LinkedHashMap<>();
    driver.put("name", "pairlock");
    driver.put("semanticVersion", Main.Version.version().replace("-SNAPSHOT", ""));
    driver.put("version", Main.Version.version());
    driver.put("informationUri", "https://github.com/pairlock/pairlock");
    driver.put("rules", new ArrayList<>(rules.values()));
    Map<String, Object> invocation = new LinkedHashMap<>();
    invocation.put("executionSuccessful", notifications.isEmpty());
    if (!notifications.isEmpty()) {
      invocation.put("toolExecutionNotifications", notifications);
    }
    Map<String, Object> run = new LinkedHashMap<>();
    run.put("tool", Map.of("driver", driver));
    run.put("invocations", List.of(invocation));
    run.put("columnKind", "unicodeCodePoints");
    run.put("results", results);
    Map<String, Object> log = new LinkedHashMap<>();
    log.put("$schema", SCHEMA);
    log.put("version", "2.1.0");
    log.put("runs", List.of(run));
    return Json.write(log);
  }

  private static Map<String, Object> race(
      Reports.DriverReport r, Race race, String ruleId, ConfirmedRace found) {
    // an interleaving found in a pair not modelled soundly confirms nothing
    ConfirmedRace confirmed = PreciseReports.confirmed(found) ? found : null;
    boolean inconclusive = PreciseReports.inconclusive(race, found);
    Access a1 = r.paths().accesses(race).get(0);
    Access a2 = r.paths().accesses(race).get(1);
    Map<String, Object> x = new LinkedHashMap<>();
    x.put("ruleId", ruleId);
    x.put("level", inconclusive ? "note" : "warning");
    x.put(
        "message",
        text(
            (confirmed != null ? "Confirmed " : "Potential ")
                + race.kind().label
                + " race on "
                + race.regionName()
                + ": ["
                + describe(a1)
                + "](1) and ["
                + describe(a2)
                + (confirmed != null
                    ? "](2) race in an interleaving the precise checker found ("
                        + r.precise().options().describeBounds()
                        + ")"
                    : "](2) may run concurrently without a common lock")
                + (inconclusive ? " (found in a pair not modelled soundly)" : "")
                + "."));
    List<Object> locations = new ArrayList<>();
    if (a1.location() != null) {
      locations.add(location(r, a1.location(), null));
    }
    x.put("locations", locations);
    List<Object> related = new ArrayList<>();
    int id = 1;
    for (Access a : r.paths().accesses(race)) {
      if (a.location() != null) {
        Map<String, Object> l = location(r, a.location(), describe(a) + " (locks held: " + locks(a) + ")");
        Map<String, Object> withId = new LinkedHashMap<>();
        withId.put("id", id);
        withId.putAll(l);
        related.add(withId);
      }
      id++;
    }
    x.put("relatedLocations", related);
    if (confirmed != null) {
      x.put("codeFlows", List.of(codeFlow(r, confirmed)));
    }
    x.put("partialFingerprints", Map.of("pairlockRace/v1", fingerprint(r, race)));
    Map<String, Object> props = new LinkedHashMap<>();
    props.put("driver", r.name());
    props.put("region", race.regionName());
    props.put("confirmed", confirmed != null);
    props.put("inconclusive", inconclusive);
    List<Object> accs = new ArrayList<>();
    for (Access a : r.paths().accesses(race)) {
      Map<String, Object> y = new LinkedHashMap<>();
      y.put("entryPoint", a.entryPoint());
      y.put("access", a.isWrite() ? "write" : "read");
      y.put("procedure", a.procedure());
      y.put("locks", a.locksHeld());
      if (!a.locksUnknown().isEmpty()) {
        y.put("locksNotKnown", a.locksUnknown());
      }
      accs.add(y);
    }
    props.put("accesses", accs);
    x.put("properties", props);
    return x;
  }

  /**
   * The interleaving of a confirmed race: one thread flow per thread, each with that thread's steps;
   * {@code executionOrder} numbers the steps of both in the order they ran (context switches are
   * where the thread changes).
   */
  private static Map<String, Object> codeFlow(Reports.DriverReport r, ConfirmedRace c) {
    Map<Integer, List<Object>> byThread = new java.util.TreeMap<>();
    Map<Integer, String> entry = new java.util.TreeMap<>();
    int order = 0;
    for (Step s : c.interleaving()) {
      entry.putIfAbsent(s.thread(), s.entryPoint());
      if (s.kind() == Step.Kind.CONTEXT_SWITCH || s.location() == null) {
        continue;
      }
      String what =
          s.kind().label + (s.detail() == null || s.detail().isEmpty() ? "" : " " + s.detail());
      Map<String, Object> tfl = new LinkedHashMap<>();
      tfl.put("location", location(r, s.location(), "T" + s.thread() + " " + s.entryPoint() + ": " + what));
      tfl.put("executionOrder", ++order);
      tfl.put("kinds", List.of(PreciseReports.kind(s.kind())));
      byThread.computeIfAbsent(s.thread(), t -> new ArrayList<>()).add(tfl);
    }
    List<Object> flows = new ArrayList<>();
    byThread.forEach(
        (t, locs) -> {
          Map<String, Object> f = new LinkedHashMap<>();
          f.put("id", "T" + t);
          f.put("message", text("thread " + t + " runs " + entry.get(t)));
          f.put("locations", locs);
          flows.add(f);
        });
    Map<String, Object> flow = new LinkedHashMap<>();
    flow.put(
        "message",
        text(
            "An interleaving with "
                + c.contextSwitches()
                + " context switches ("
                + r.precise().options().describeBounds()
                + ")"));
    flow.put("threadFlows", flows);
    return flow;
  }

  private static String describe(Access a) {
    return (a.isWrite() ? "write" : "read")
        + " in "
        + a.entryPoint()
        + (a.externalCallee() == null ? "" : " (by call to " + a.externalCallee() + ")");
  }

  private static String locks(Access a) {
    return Reports.locks(a);
  }

  private static String fingerprint(Reports.DriverReport r, Race race) {
    StringBuilder sb = new StringBuilder(r.name()).append('\0').append(race.kind()).append('\0').append(race.regionName());
    for (Access a : r.paths().accesses(race)) {
      sb.append('\0').append(a.entryPoint()).append('\0').append(a.procedure()).append('\0').append(a.isWrite());
    }
    try {
      byte[] h = MessageDigest.getInstance("SHA-256").digest(sb.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(h, 0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String level(Diagnostic d) {
    return switch (d.severity()) {
      case ERROR -> "error";
      case WARNING -> "warning";
      case NOTE -> "note";
    };
  }

  private static Map<String, Object> raceRule(Race.Kind kind) {
    return kind == Race.Kind.WRITE_WRITE
        ? rule("race/write-write", "WriteWriteRace", "Potential write-write data race",
            "Two entry points (driver entry points or threads) that may run concurrently can write the same memory without holding a common lock.",
            "warning")
        : rule("race/read-write", "ReadWriteRace", "Potential read-write data race",
            "One entry point (a driver entry point or a thread) can read memory that another, which may run concurrently with it, writes without a common lock held.",
            "warning");
  }

  private static Map<String, Object> rule(String id, String name, String shortText, String fullText, String level) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", id);
    m.put("name", name);
    m.put("shortDescription", text(shortText));
    m.put("fullDescription", text(fullText));
    // GitHub code scanning shows a rule's help beside each alert (and sarif-multitool's GitHub
    // rules, GH2012, require it).
    String help = fullText + " " + advice(id);
    Map<String, Object> helpObject = new LinkedHashMap<>();
    helpObject.put("text", help);
    helpObject.put("markdown", help);
    m.put("help", helpObject);
    m.put("defaultConfiguration", Map.of("level", level));
    m.put("properties", Map.of("tags", List.of("concurrency", "data-race")));
    return m;
  }

  /** What a reader of an alert of rule {@code id} can do about it. */
  static String advice(String id) {
    if (id.startsWith("race/")) {
      return "Each alert names both accesses, their entry points and the locks each held: protect"
          + " both with one common lock (or make them atomic). If the two entry points can never run"
          + " concurrently, pairlock's model of the kernel does not know why (docs/driver-models.md).";
    }
    if (id.equals("unverified-pair")) {
      return "This is not a race report: pairlock could not prove the pair race-free, for the reason"
          + " the alert gives (code it does not model soundly, a timeout); the pair may or may not race.";
    }
    if (id.equals("nothing-to-check")) {
      return "No two entry points can run concurrently, so no race is possible between them.";
    }
    return "The alert's message says where and why; pairlock's README explains each diagnostic code.";
  }

  private static Map<String, Object> location(Reports.DriverReport r, SourceLoc loc, String message) {
    String file = r.paths().file(loc.file());
    Map<String, Object> art = new LinkedHashMap<>();
    if (file.startsWith("/")) {
      art.put("uri", uri("file", file));
    } else {
      art.put("uri", uri(null, file));
      art.put("uriBaseId", "%SRCROOT%");
    }
    Map<String, Object> region = new LinkedHashMap<>();
    region.put("startLine", Math.max(1, loc.line()));
    region.put("startColumn", Math.max(1, loc.column()));
    if (r.sources() != null) {
      r.sources().line(loc).ifPresent(s -> region.put("snippet", text(s)));
    }
    Map<String, Object> phys = new LinkedHashMap<>();
    phys.put("artifactLocation", art);
    phys.put("region", region);
    Map<String, Object> l = new LinkedHashMap<>();
    l.put("physicalLocation", phys);
    if (message != null) {
      l.put("message", text(message));
    }
    return l;
  }

  static String uri(String scheme, String path) {
    try {
      return new URI(scheme, null, path, null).toASCIIString();
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("cannot make a URI of " + path, e);
    }
  }

  private static Map<String, Object> text(String s) {
    return Map.of("text", s);
  }
}

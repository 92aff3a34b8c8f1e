package dev.pairlock.cli;

import dev.pairlock.instrument.race.Access;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairResult;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.instrument.race.Verdict;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.precise.ConfirmedRace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The HTML report: {@code DIR/index.html} with a row per driver and {@code DIR/drivers/NAME.html}
 * per driver (pair matrix coloured by verdict, races with source excerpts and held locks,
 * unverified pairs, diagnostics). Self-contained pages (inline CSS, no scripts, nothing fetched);
 * deterministic (no timings). The pages are also well-formed XML (tests parse them).
 */
final class Html {
  private Html() {}

  static void write(Path dir, List<Reports.DriverReport> reports) {
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new UserError(dir + ": exists and is not a directory (--format html writes a directory)");
    }
    Map<Reports.DriverReport, String> pages = pageNames(reports);
    Inputs.writeText(dir.resolve("index.html"), index(reports, pages));
    for (Reports.DriverReport r : reports) {
      Inputs.writeText(dir.resolve("drivers").resolve(pages.get(r)), driverPage(r));
    }
  }

  static Map<Reports.DriverReport, String> pageNames(List<Reports.DriverReport> reports) {
    Map<Reports.DriverReport, String> m = new LinkedHashMap<>();
    Set<String> used = new LinkedHashSet<>();
    for (Reports.DriverReport r : reports) {
      String base = r.name().replace('/', '_').replaceAll("[^A-Za-z0-9._-]", "-");
      String n = base;
      for (int i = 2; !used.add(n); i++) {
        n = base + "-" + i;
      }
      m.put(r, n + ".html");
    }
    return m;
  }

  private static final String CSS =
      """
      :root{--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--bg:#f6f8fa;--accent:#0969da;
      --ok:#1a7f37;--ok-bg:#dafbe1;--bad:#cf222e;--bad-bg:#ffebe9;--warn:#9a6700;--warn-bg:#fff8c5;
      --ser:#59636e;--ser-bg:#eaeef2;--err:#8250df;--err-bg:#fbefff}
      *{box-sizing:border-box}
      body{margin:0;font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;color:var(--fg);background:#fff}
      header{background:#24292f;color:#fff;padding:14px 32px;display:flex;align-items:baseline;gap:16px}
      header .brand{font-weight:600;font-size:18px;letter-spacing:.2px}
      header .sub{color:#c9d1d9;font-size:13px}
      header a{color:#c9d1d9;text-decoration:none}
      main{padding:24px 32px;max-width:1440px}
      h1{font-size:22px;margin:0 0 4px}
      h2{font-size:16px;margin:28px 0 10px;padding-bottom:6px;border-bottom:1px solid var(--line)}
      .muted{color:var(--muted)}
      code,pre,.mono{font-family:ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"Liberation Mono",monospace;font-size:12.5px}
      .cards{display:flex;gap:12px;flex-wrap:wrap;margin:16px 0 8px}
      .card{border:1px solid var(--line);border-radius:8px;padding:10px 16px;min-width:120px;background:#fff}
      .card .n{font-size:22px;font-weight:600}
      .card .l{color:var(--muted);font-size:12px;text-transform:uppercase;letter-spacing:.4px}
      table.list{border-collapse:collapse;width:100%;border:1px solid var(--line);border-radius:8px}
      table.list th{background:var(--bg);text-align:left;font-weight:600;font-size:12px;color:var(--muted);text-transform:uppercase;letter-spacing:.3px}
      table.list th,table.list td{padding:8px 12px;border-bottom:1px solid var(--line)}
      table.list td.num,table.list th.num{text-align:right;font-variant-numeric:tabular-nums}
      td.hot-racy{color:var(--bad);font-weight:600} td.hot-unverified{color:var(--warn);font-weight:600}
      table.list tr:hover td{background:#f6f8fa}
      a{color:var(--accent);text-decoration:none} a:hover{text-decoration:underline}
      .badge{display:inline-block;padding:1px 9px;border-radius:999px;font-size:12px;font-weight:600;border:1px solid transparent}
      .b-verified{color:var(--ok);background:var(--ok-bg);border-color:#aceebb}
      .b-racy{color:var(--bad);background:var(--bad-bg);border-color:#ffcecb}
      .b-inconclusive,.b-unverified,.b-no-entry-points{color:var(--warn);background:var(--warn-bg);border-color:#f5e0a0}
      .b-nothing-to-check{color:var(--ok);background:var(--ser-bg);border-color:#d1d9e0}
      .b-serialized{color:var(--ser);background:var(--ser-bg);border-color:#d1d9e0}
      .b-error{color:var(--err);background:var(--err-bg);border-color:#e7d2ff}
      table.matrix{border-collapse:separate;border-spacing:3px}
      table.matrix th{font-weight:500;font-size:12px;color:var(--muted);padding:2px 6px;white-space:nowrap}
      table.matrix th.col{writing-mode:vertical-rl;transform:rotate(180deg);text-align:left;vertical-align:bottom;height:auto}
      table.matrix th.row{text-align:right}
      table.matrix td{width:30px;height:30px;border-radius:5px;text-align:center;font-size:11px;font-weight:700}
      td.v-verified{background:#4ac26b;color:#fff} td.v-racy{background:#e5534b;color:#fff}
      td.v-unverified{background:#d4a72c;color:#fff} td.v-serialized{background:#d0d7de;color:#59636e}
      td.v-none{background:transparent}
      .legend{display:flex;gap:16px;margin:10px 0 0;font-size:12px;color:var(--muted)}
      .legend span::before{content:"";display:inline-block;width:12px;height:12px;border-radius:3px;margin-right:6px;vertical-align:-2px;background:var(--c)}
      .race{border:1px solid var(--line);border-radius:8px;margin:14px 0;overflow:hidden}
      .race .head{background:var(--bg);padding:10px 14px;border-bottom:1px solid var(--line);display:flex;gap:10px;align-items:center;flex-wrap:wrap}
      .race .head .title{font-weight:600}
      .race pre.interleaving{margin:0;padding:10px 14px;border-top:1px solid var(--line);overflow-x:auto}
      .sides{display:grid;grid-template-columns:1fr 1fr}
      .side{padding:10px 14px;min-width:0}
      .side+.side{border-left:1px solid var(--line)}
      .side .who{font-weight:600} .side .where{font-size:12px;color:var(--muted);margin:2px 0 6px}
      .locks{font-size:12px;margin-bottom:6px} .locks code{background:var(--bg);padding:1px 5px;border-radius:4px}
      pre.src{margin:0;background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:6px 0;overflow-x:auto}
      pre.src .ln{display:inline-block;width:42px;padding-right:10px;text-align:right;color:#8c959f;user-select:none}
      pre.src .hl{background:#fff1b8;display:block}
      pre.src .l{display:block}
      ul.plain{padding-left:18px} ul.plain li{margin:4px 0}
      pre.err{background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:10px;overflow-x:auto}
      footer{color:var(--muted);font-size:12px;padding:24px 32px}
      """;

  private static String page(String title, String crumbs, String body) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>"
        + esc(title)
        + "</title>\n<style>\n"
        + CSS
        + "</style>\n</head>\n<body>\n<header><span class=\"brand\">pairlock</span><span class=\"sub\">"
        + crumbs
        + "</span></header>\n<main>\n"
        + body
        + "</main>\n<footer>pairlock "
        + esc(Main.Version.version())
        + " &#183; symbolic pairwise lockset analysis. Races are potential: two accesses that may run"
        + " concurrently (entry points of a driver, threads of a program) without a common lock.</footer>\n</body>\n</html>\n";
  }

  static String index(List<Reports.DriverReport> reports, Map<Reports.DriverReport, String> pages) {
    Map<String, Integer> byStatus = new HashMap<>();
    long races = 0;
    for (Reports.DriverReport r : reports) {
      byStatus.merge(r.status(), 1, Integer::sum);
      races += r.analysis() == null ? 0 : r.analysis().races().size();
    }
    StringBuilder b = new StringBuilder();
    b.append("<h1>Race report</h1>\n<div class=\"muted\">")
        .append(reports.size())
        .append(reports.size() == 1 ? " driver" : " drivers")
        .append(" analysed</div>\n<div class=\"cards\">\n");
    card(b, reports.size(), "drivers");
    card(b, byStatus.getOrDefault("verified", 0), "verified");
    card(b, byStatus.getOrDefault("racy", 0), "racy");
    card(b, byStatus.getOrDefault("inconclusive", 0), "inconclusive");
    // drivers of which no pair was checked: only when there are some
    for (String st : List.of(
        Reports.DriverReport.NOTHING_TO_CHECK, Reports.DriverReport.NO_ENTRY_POINTS)) {
      if (byStatus.containsKey(st)) {
        card(b, byStatus.get(st), st.replace('-', ' '));
      }
    }
    card(b, byStatus.getOrDefault("error", 0), "failed");
    card(b, races, "races");
    b.append("</div>\n<h2>Drivers</h2>\n<table class=\"list\">\n<thead><tr><th>Driver</th><th>Status</th>"
        + "<th class=\"num\">LoC</th><th class=\"num\">Entry points</th><th class=\"num\">Pairs</th><th class=\"num\">Verified</th>"
        + "<th class=\"num\">Racy</th><th class=\"num\">Unverified</th><th class=\"num\">Serialized</th><th class=\"num\">Races</th></tr></thead>\n<tbody>\n");
    for (Reports.DriverReport r : reports) {
      PairAnalysisResult a = r.analysis();
      b.append("<tr><td><a href=\"drivers/")
          .append(esc(pages.get(r)))
          .append("\">")
          .append(esc(r.name()))
          .append("</a><div class=\"muted mono\">")
          .append(esc(r.source()))
          .append("</div></td><td>")
          .append(badge(r.status()))
          .append("</td>");
      num(b, r.linesOfCode());
      if (a == null) {
        b.append("<td colspan=\"7\" class=\"muted\">").append(esc(r.error())).append("</td>");
      } else {
        num(b, a.entryPoints().size());
        num(b, a.pairs().size());
        num(b, a.count(Verdict.VERIFIED));
        num(b, a.count(Verdict.RACY), "hot-racy");
        num(b, a.count(Verdict.UNVERIFIED), "hot-unverified");
        num(b, a.count(Verdict.SERIALIZED));
        num(b, a.races().size(), "hot-racy");
      }
      b.append("</tr>\n");
    }
    b.append("</tbody>\n</table>\n");
    return page("pairlock report", "race report", b.toString());
  }

  static String driverPage(Reports.DriverReport r) {
    StringBuilder b = new StringBuilder();
    b.append("<h1>").append(esc(r.name())).append(" ").append(badge(r.status())).append("</h1>\n");
    b.append("<div class=\"muted mono\">").append(esc(r.source())).append("</div>\n");
    PairAnalysisResult a = r.analysis();
    if (a == null) {
      b.append("<h2>Analysis failed</h2>\n<p>").append(esc(r.error())).append("</p>\n");
      if (r.clangOutput() != null && !r.clangOutput().isEmpty()) {
        b.append("<pre class=\"err\">").append(esc(r.clangOutput())).append("</pre>\n");
      }
      return page(r.name() + " — pairlock", "<a href=\"../index.html\">race report</a> / " + esc(r.name()), b.toString());
    }
    b.append("<div class=\"cards\">\n");
    card(b, r.linesOfCode(), "lines of code");
    card(b, a.entryPoints().size(), "entry points");
    card(b, a.pairs().size(), "pairs");
    card(b, a.count(Verdict.VERIFIED), "verified");
    card(b, a.count(Verdict.RACY), "racy");
    card(b, a.count(Verdict.UNVERIFIED), "unverified");
    card(b, a.count(Verdict.SERIALIZED), "serialized");
    card(b, a.races().size(), "races");
    if (r.precise() != null) {
      card(b, r.precise().conclusiveCount(), "confirmed");
    }
    b.append("</div>\n");
    if (r.precise() != null) {
      b.append("<p class=\"muted\">Races confirmed by the context-bounded checker (")
          .append(esc(r.precise().options().describeBounds()))
          .append("); the others stay potential.</p>\n");
    }
    switch (a.status()) {
      case NO_ENTRY_POINTS, NOTHING_TO_CHECK -> b.append("<p class=\"muted\">")
          .append(esc(Reports.summaryLine(r).substring("pairlock: ".length())))
          .append(".</p>\n");
      default -> {}
    }
    matrix(b, a, r.paths());
    b.append("<h2>Races</h2>\n");
    if (a.races().isEmpty()) {
      b.append("<p class=\"muted\">No potential race found.</p>\n");
    }
    int n = 1;
    PreciseReports.Matching confirmed = PreciseReports.match(r);
    for (Race race : r.races()) {
      raceCard(b, r, race, n++, confirmed.of(race));
    }
    for (ConfirmedRace c : confirmed.unmatched()) {
      b.append("<div class=\"race\" id=\"race-").append(n++).append("\">\n<div class=\"head\"><span class=\"badge b-racy\">")
          .append(esc(c.kind().label)).append("</span><span class=\"title\">")
          .append(c.inconclusive()
              ? "race (not confirmed: pair not modelled soundly)" : "confirmed race")
          .append(" on <code>")
          .append(esc(c.regionName())).append("</code></span></div>\n<pre class=\"interleaving mono\">")
          .append(esc(PreciseReports.unmatchedText(c, r))).append("</pre>\n</div>\n");
    }
    List<PairResult> unverified = a.pairs().stream().filter(p -> p.verdict() == Verdict.UNVERIFIED).toList();
    if (!unverified.isEmpty()) {
      b.append("<h2>Unverified pairs</h2>\n<ul class=\"plain\">\n");
      for (PairResult p : unverified) {
        b.append("<li><code>")
            .append(esc(p.first().procedure()))
            .append("</code> &#215; <code>")
            .append(esc(p.second().procedure()))
            .append("</code>: ")
            .append(esc(r.paths().text(p.reason())))
            .append("</li>\n");
      }
      b.append("</ul>\n");
    }
    if (!r.diagnostics().isEmpty()) {
      b.append("<h2>Diagnostics</h2>\n<ul class=\"plain\">\n");
      for (Diagnostic d : r.diagnostics()) {
        b.append("<li>")
            .append(badge(d.severity().label.equals("note") ? "serialized" : "inconclusive", d.severity().label))
            .append(" ")
            .append(d.location() == null ? "" : "<span class=\"mono\">" + esc(r.paths().at(d.location())) + "</span> ")
            .append(esc(r.paths().text(d.message())))
            .append("</li>\n");
      }
      b.append("</ul>\n");
    }
    return page(r.name() + " — pairlock", "<a href=\"../index.html\">race report</a> / " + esc(r.name()), b.toString());
  }

  private static void matrix(StringBuilder b, PairAnalysisResult a, DisplayPaths paths) {
    b.append("<h2>Entry-point pairs</h2>\n");
    List<EntryPoint> eps = a.entryPoints();
    if (eps.isEmpty()) {
      b.append("<p class=\"muted\">No entry points.</p>\n");
      return;
    }
    Map<String, PairResult> byPair = new HashMap<>();
    for (PairResult p : a.pairs()) {
      byPair.put(p.first().procedure() + "\0" + p.second().procedure(), p);
      byPair.put(p.second().procedure() + "\0" + p.first().procedure(), p);
    }
    b.append("<table class=\"matrix\">\n<tr><th></th>");
    for (EntryPoint e : eps) {
      b.append("<th class=\"col mono\">").append(esc(e.procedure())).append("</th>");
    }
    b.append("</tr>\n");
    for (int i = 0; i < eps.size(); i++) {
      EntryPoint row = eps.get(i);
      b.append("<tr><th class=\"row mono\" title=\"").append(esc(row.kind())).append("\">")
          .append(esc(row.procedure())).append("</th>");
      for (int j = 0; j < eps.size(); j++) {
        PairResult p = j < i ? null : byPair.get(row.procedure() + "\0" + eps.get(j).procedure());
        if (p == null) {
          b.append("<td class=\"v-none\"></td>");
          continue;
        }
        String v = p.verdict().name().toLowerCase();
        String mark = switch (p.verdict()) {
          case VERIFIED -> "&#10003;";
          case RACY -> "!";
          case UNVERIFIED -> "?";
          case SERIALIZED -> "&#8211;";
        };
        b.append("<td class=\"v-").append(v).append("\" title=\"")
            .append(esc(row.procedure() + " × " + eps.get(j).procedure() + ": " + v + (p.reason() == null || p.reason().isEmpty() ? "" : " — " + paths.text(p.reason()))))
            .append("\">").append(mark).append("</td>");
      }
      b.append("</tr>\n");
    }
    b.append("</table>\n<div class=\"legend\">")
        .append("<span style=\"--c:#4ac26b\">verified</span><span style=\"--c:#e5534b\">racy</span>")
        .append("<span style=\"--c:#d4a72c\">unverified</span><span style=\"--c:#d0d7de\">serialized</span></div>\n");
  }

  private static void raceCard(
      StringBuilder b, Reports.DriverReport r, Race race, int n, ConfirmedRace confirmed) {
    b.append("<div class=\"race\" id=\"race-").append(n).append("\">\n<div class=\"head\"><span class=\"badge b-racy\">")
        .append(esc(race.kind().label)).append("</span><span class=\"title\">#").append(n).append(" race on <code>")
        .append(esc(race.regionName())).append("</code></span>");
    if (PreciseReports.confirmed(confirmed)) {
      b.append("<span class=\"badge b-racy\">confirmed</span>");
    }
    if (PreciseReports.inconclusive(race, confirmed)) {
      b.append("<span class=\"badge b-inconclusive\">inconclusive: pair not modelled soundly</span>");
    }
    b.append("</div>\n<div class=\"sides\">\n");
    for (Access x : r.paths().accesses(race)) {
      b.append("<div class=\"side\"><div class=\"who\">").append(x.isWrite() ? "write" : "read").append(" in <code>")
          .append(esc(x.entryPoint())).append("</code>");
      if (!x.procedure().equals(x.entryPoint())) {
        b.append(" <span class=\"muted\">via <code>").append(esc(x.procedure())).append("</code></span>");
      }
      if (x.externalCallee() != null) {
        b.append(" <span class=\"muted\">(by call to <code>").append(esc(x.externalCallee())).append("</code>)</span>");
      }
      b.append("</div>\n<div class=\"where mono\">")
          .append(x.location() == null ? "unknown location" : esc(r.paths().at(x.location())))
          .append("</div>\n<div class=\"locks\">locks held: ");
      if (x.locksHeld().isEmpty()) {
        b.append("<span class=\"muted\">none</span>");
      } else {
        for (String l : x.locksHeld()) {
          b.append("<code>").append(esc(l)).append("</code> ");
        }
      }
      if (!x.locksUnknown().isEmpty()) {
        b.append("<span class=\"muted\">not known:</span> ");
        for (String l : x.locksUnknown()) {
          b.append("<code>").append(esc(l)).append("</code> ");
        }
      }
      b.append("</div>\n");
      if (x.location() != null && r.sources() != null) {
        excerpt(b, r, x.location());
      }
      b.append("</div>\n");
    }
    b.append("</div>\n");
    if (confirmed != null) {
      b.append("<pre class=\"interleaving mono\">")
          .append(esc(PreciseReports.interleavingText(confirmed, r)))
          .append("</pre>\n");
    }
    b.append("</div>\n");
  }

  private static void excerpt(StringBuilder b, Reports.DriverReport r, SourceLoc loc) {
    StringBuilder lines = new StringBuilder();
    for (int l = Math.max(1, loc.line() - 2); l <= loc.line() + 2; l++) {
      Optional<String> t = r.sources().line(new SourceLoc(loc.file(), l, 1));
      if (t.isEmpty()) {
        continue;
      }
      lines.append("<span class=\"").append(l == loc.line() ? "hl" : "l").append("\"><span class=\"ln\">")
          .append(l).append("</span>").append(esc(t.get())).append("</span>");
    }
    if (lines.length() > 0) {
      b.append("<pre class=\"src\">").append(lines).append("</pre>\n");
    }
  }

  private static void card(StringBuilder b, long n, String label) {
    b.append("<div class=\"card\"><div class=\"n\">").append(n).append("</div><div class=\"l\">")
        .append(esc(label)).append("</div></div>\n");
  }

  private static void num(StringBuilder b, long n) {
    b.append("<td class=\"num\">").append(n).append("</td>");
  }

  /** A number cell, highlighted with class {@code hot} when non-zero. */
  private static void num(StringBuilder b, long n, String hot) {
    b.append("<td class=\"num").append(n > 0 ? " " + hot : "").append("\">").append(n).append("</td>");
  }

  private static String badge(String status) {
    return badge(status, status);
  }

  private static String badge(String cls, String label) {
    return "<span class=\"badge b-" + esc(cls) + "\">" + esc(label) + "</span>";
  }

  static String esc(String s) {
    if (s == null) {
      return "";
    }
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '&' -> sb.append("&amp;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }
}

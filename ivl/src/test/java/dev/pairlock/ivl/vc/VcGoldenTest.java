package dev.pairlock.ivl.vc;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Observation;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import dev.pairlock.testsupport.GoldenFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden tests over {@code src/test/resources/vc/*.bpl}: every procedure with a body is verified
 * and the full outcome (kinds, positions, attributes, paths, observations, final values) is
 * compared with {@code <name>.expect}. A first line {@code // options: observe=a,b maxFailures=n
 * timeout=seconds} sets the options. Regenerate with {@code -Dpairlock.regenerate=true} and review
 * the diff.
 */
class VcGoldenTest {
  static final Path DIR = Path.of("src/test/resources/vc");
  static final Pattern OBSERVE = Pattern.compile("observe=([^\\s]+)");
  static final Pattern MAX = Pattern.compile("maxFailures=(\\d+)");
  static final Pattern TIMEOUT = Pattern.compile("timeout=(\\d+)");

  @TestFactory
  Stream<DynamicTest> golden() throws Exception {
    List<Path> inputs;
    try (Stream<Path> s = Files.list(DIR)) {
      inputs = s.filter(p -> p.toString().endsWith(".bpl")).sorted().toList();
    }
    if (inputs.size() < 8) {
      throw new AssertionError("expected at least 8 fixtures, found " + inputs.size());
    }
    return inputs.stream()
        .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
  }

  private static void check(Path bpl) throws Exception {
    String actual = run(bpl);
    GoldenFile.assertMatches(Path.of(bpl.toString().replaceFirst("\\.bpl$", ".expect")), actual);
  }

  static String run(Path bpl) throws Exception {
    String text = Files.readString(bpl);
    VerifyOptions opts = VerifyOptions.defaults();
    String first = text.lines().findFirst().orElse("");
    if (first.startsWith("// options:")) {
      Matcher m = OBSERVE.matcher(first);
      if (m.find()) {
        opts = opts.withObserved(Set.of(m.group(1).split(",")));
      }
      m = TIMEOUT.matcher(first);
      if (m.find()) {
        opts = opts.withTimeout(java.time.Duration.ofSeconds(Integer.parseInt(m.group(1))));
      }
      m = MAX.matcher(first);
      if (m.find()) {
        opts = opts.withMaxFailures(Integer.parseInt(m.group(1)));
      }
    }
    StringBuilder sb = new StringBuilder();
    Program p = Parser.parse(text, bpl.getFileName().toString());
    TypeChecker.checkOrThrow(p);
    VcVerifier v = new VcVerifier();
    for (Decl.Procedure proc : p.procedures()) {
      if (proc.body() == null) {
        continue;
      }
      sb.append("procedure ").append(proc.name()).append(": ");
      try {
        render(v.verify(p, proc.name(), opts), sb);
      } catch (IvlException e) {
        sb.append("rejected\n");
        for (Diagnostic d : e.diagnostics()) {
          sb.append("  ").append(d.code()).append(": ").append(d.render()).append('\n');
        }
      }
    }
    return sb.toString();
  }

  private static void render(Outcome o, StringBuilder sb) {
    switch (o) {
      case Outcome.Verified v -> sb.append("verified\n");
      case Outcome.Timeout t -> sb.append("timeout\n");
      case Outcome.Unknown u -> sb.append("unknown: ").append(u.reason()).append('\n');
      case Outcome.Failed f -> failures(f.failures(), sb);
      case Outcome.Partial f -> {
        sb.append("stopped (").append(f.stop()).append(") after ");
        failures(f.failures(), sb);
      }
    }
  }

  private static void failures(List<Failure> failures, StringBuilder sb) {
    sb.append(failures.size()).append(" failure(s)\n");
    List<Failure> sorted = new ArrayList<>(failures);
    sorted.sort(
        Comparator.comparingInt((Failure x) -> x.pos().line())
            .thenComparingInt(x -> x.pos().column())
            .thenComparingInt(x -> x.related().line()));
    for (Failure x : sorted) {
      sb.append("  ").append(x.kind()).append(" at ").append(pos(x.pos()));
      if (x.related().isKnown()) {
        sb.append(" related ").append(pos(x.related()));
      }
      sb.append(attrs(x.attrs())).append('\n');
      sb.append("    path: ").append(String.join(" -> ", x.path())).append('\n');
      for (Observation ob : x.observations()) {
        sb.append("    observe in ").append(ob.block()).append(" at ").append(pos(ob.pos()));
        sb.append(attrs(ob.attrs())).append(": ").append(values(ob.values())).append('\n');
      }
      if (!x.finalValues().isEmpty()) {
        sb.append("    final: ").append(values(x.finalValues())).append('\n');
      }
    }
  }

  private static String pos(Pos p) {
    return p.isKnown() ? p.line() + ":" + p.column() : "?";
  }

  private static String attrs(List<Attribute> as) {
    StringBuilder sb = new StringBuilder();
    for (Attribute a : as) {
      sb.append(' ').append(Printer.print(a));
    }
    return sb.toString();
  }

  private static String values(Map<String, Expr> vs) {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, Expr> e : new TreeMap<>(vs).entrySet()) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(e.getKey()).append('=').append(Printer.print(e.getValue()));
    }
    return sb.toString();
  }
}

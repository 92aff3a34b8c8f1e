package dev.pairlock.frontend;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import dev.pairlock.testsupport.GoldenFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Golden C to IVL tests: {@code golden/X.c} is lifted; the program must type-check and survive a
 * print/parse round trip; its text must equal {@code X.bpl} and the summary (regions, entry
 * points, locks, diagnostics) {@code X.summary}. {@code -Dpairlock.regenerate=true} rewrites the
 * expected files in the source tree instead ({@link GoldenFile}).
 */
class GoldenTest {
  private static final Path SOURCE_DIR = Path.of("src/test/resources/dev/pairlock/frontend/golden");

  static Stream<String> fixtures() throws Exception {
    try (Stream<Path> s = Files.list(Fixtures.resource("golden"))) {
      return s.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".c"))
          .sorted()
          .toList()
          .stream();
    }
  }

  @ParameterizedTest
  @MethodSource("fixtures")
  void golden(String name) throws Exception {
    LiftResult r = Fixtures.lift("golden/" + name);
    Program p = r.program();
    List<Diagnostic> tc = TypeChecker.check(p);
    assertTrue(tc.isEmpty(), () -> "type errors:\n" + String.join("\n",
        tc.stream().map(Diagnostic::render).toList()) + "\n" + Printer.print(p));
    String text = Printer.print(p);
    assertEquals(p, Parser.parse(text, name), "print/parse round trip");
    String summary = summary(r);
    String base = name.substring(0, name.length() - 2);
    check(base + ".bpl", text);
    check(base + ".summary", summary);
  }

  static String summary(LiftResult r) {
    StringBuilder sb = new StringBuilder();
    for (RegionInfo g : r.regions()) {
      sb.append("region ").append(g.variable()).append(' ').append(g.name());
      if (g.collapsed()) {
        sb.append(" (collapsed)");
      }
      if (g.threadLocal() && g.owner() == null) {
        sb.append(" (thread-local)");
      }
      if (g.owner() != null) {
        sb.append(" (local to ").append(g.owner()).append(')');
      }
      sb.append(" readers=").append(g.readers()).append(" writers=").append(g.writers());
      sb.append('\n');
    }
    for (EntryPoint e : r.entryPoints()) {
      sb.append("entry ").append(e.kind()).append(' ').append(e.procedure())
          .append(" in ").append(e.table()).append('\n');
    }
    for (LockConst l : r.locks()) {
      sb.append("lock ").append(l.constant()).append(' ').append(l.name()).append(' ')
          .append(l.kind()).append('\n');
    }
    for (Diagnostic d : r.diagnostics()) {
      sb.append("diag ").append(d.code()).append(' ').append(d.render()).append('\n');
    }
    return sb.toString();
  }

  private static void check(String file, String actual) {
    GoldenFile.assertMatches(SOURCE_DIR.resolve(file), actual);
  }
}

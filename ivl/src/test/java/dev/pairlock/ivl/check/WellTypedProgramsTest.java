package dev.pairlock.ivl.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.syntax.Parser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Programs that must check without any diagnostic. */
class WellTypedProgramsTest {

  private static List<String> check(Program p) {
    return TypeChecker.check(p).stream().map(Diagnostic::render).toList();
  }

  @Test
  void liftedDriverFixtureIsWellTyped() throws Exception {
    for (String f : List.of("syntax/lifted_nvram.bpl", "check/well_typed.bpl")) {
      Path path = Path.of("src", "test", "resources", f);
      Program p = Parser.parse(Files.readString(path, StandardCharsets.UTF_8), f);
      assertEquals(List.of(), check(p), f);
    }
  }

  /** A generated lifted-style program of several thousand lines, every construct used. */
  static String bigProgram(int procs) {
    StringBuilder b = new StringBuilder();
    b.append("var $M.0: [int]int {:region \"dev.buf\"};\n");
    b.append("var $M.1: [int]bool {:region \"dev.flags\"};\n");
    b.append("var g: int;\n");
    b.append("const unique $lock.m: int {:lock \"m\", \"mutex\"};\n");
    b.append("const unique $g.dev: int {:global \"dev\"};\n");
    b.append("axiom $g.dev > 0 && $lock.m != $g.dev;\n");
    b.append("function inc(x: int) returns (int) { x + 1 }\n");
    b.append("function ok(m: [int]int, i: int) returns (bool);\n");
    b.append("procedure $lock_acquire(l: int);\n");
    b.append("procedure $lock_release(l: int);\n");
    b.append("procedure $lock_tryacquire(l: int) returns (ok: bool);\n");
    for (int i = 0; i < procs; i++) {
      b.append("procedure {:cfunction \"p").append(i).append("\"} p").append(i);
      b.append("(a: int, m: [int]int) returns (r: int, s: bool)\n");
      b.append("  requires a >= 0 && m[a] == m[a];\n");
      b.append("  ensures r == old(g) || g == old(g) + 1 || ok(old($M.0), a);\n");
      b.append("  modifies $M.0, $M.1, g;\n{\n");
      b.append("  var t: int;\n  var u: [int]int;\n  var taken: bool;\n");
      b.append("L0:\n");
      b.append("  call {:sourceloc \"d.c\", 1, 1} $lock_acquire($lock.m);\n");
      b.append("  {:sourceloc \"d.c\", 2, 3} {:access \"read\"} t := $M.0[a + 4];\n");
      b.append("  goto L1, L2;\nL1:\n");
      b.append("  assume t > 0 ==> (forall k: int :: $M.1[k] || !$M.1[k]);\n");
      b.append("  {:sourceloc \"d.c\", 3, 3} {:access \"write\"} $M.0[a] := inc(t) * -2;\n");
      b.append("  u, g := $M.0[a := if t > 0 then t else -t], g + 1;\n");
      b.append("  goto L3;\nL2:\n");
      b.append("  havoc t, taken;\n");
      b.append("  call taken := $lock_tryacquire($lock.m);\n");
      if (i > 0) {
        b.append("  call r, s := p").append(i - 1).append("(t mod 7, u);\n");
      }
      b.append("  goto L3;\nL3:\n");
      b.append("  assert {:note \"x\"} s || !s;\n");
      b.append("  $M.1[t] := t div 2 != a;\n");
      b.append("  call $lock_release($lock.m);\n");
      b.append("  return;\n}\n");
    }
    return b.toString();
  }

  @Test
  void largeGeneratedProgramIsWellTyped() throws Exception {
    String text = bigProgram(400);
    long lines = text.lines().count();
    assertTrue(lines > 10_000, lines + " lines");
    Program p = Parser.parse(text, "big.bpl");
    TypeChecker.check(p);
    // no wall-clock bound: it failed on a loaded machine (speed belongs in bench/, not in tests)
    assertEquals(List.of(), check(p));
  }
}

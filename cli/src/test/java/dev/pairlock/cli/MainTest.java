package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class MainTest {
  private record Run(int code, String out, String err) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void helpListsCommandsAndExitCodes() {
    Run r = run("--help");
    assertEquals(0, r.code);
    assertTrue(r.out.contains("Usage: pairlock"), r.out);
    assertTrue(r.out.contains("ivl"), r.out);
    assertTrue(r.out.contains("2  input rejected"), r.out);
  }

  @Test
  void versionNamesTheProject() {
    Run r = run("--version");
    assertEquals(0, r.code);
    assertTrue(r.out.startsWith("pairlock "), r.out);
    assertFalse(r.out.startsWith("pairlock unknown"), r.out);
  }

  @Test
  void unknownOptionIsAnInputError() {
    Run r = run("ivl", "verify", "--frobnicate", "x.bpl");
    assertEquals(ExitCode.INPUT, r.code);
    assertTrue(r.err.startsWith("pairlock: Unknown option: '--frobnicate'"), r.err);
  }

  @Test
  void missingFileIsOneLineInputError() {
    Run r = run("ivl", "verify", "does/not/exist.bpl");
    assertEquals(ExitCode.INPUT, r.code);
    assertEquals("pairlock: does/not/exist.bpl: no such file\n", r.err);
  }

  @Test
  void noCommandIsAUsageError() {
    Run r = run();
    assertEquals(ExitCode.INPUT, r.code);
    assertTrue(r.err.contains("missing command"), r.err);
  }

  // Before: options whose description was several strings lost their indentation after the
  // first (picocli starts each string as a new first line), and "~/.cache" broke after "~/.".
  @Test
  void helpKeepsIndentationAndWords() {
    for (String[] cmd : new String[][] {{"analyze", "--help"}, {"ivl", "verify", "--help"}, {"lift", "--help"}, {"--help"}}) {
      Run r = run(cmd);
      assertEquals(0, r.code, r.err);
      List<String> lines = r.out.lines().toList();
      for (int i = 1; i < lines.size(); i++) {
        String l = lines.get(i);
        String prev = lines.get(i - 1).strip();
        assertTrue(l.length() <= 80, l);
        assertFalse(l.stripTrailing().endsWith("~/."), l);
        if (l.startsWith(" ".repeat(28)) && !l.startsWith(" ".repeat(29))) {
          // a description's first line under its option: only when the option's label filled
          // the option column
          assertTrue(prev.startsWith("-") && !prev.contains("  "), "indentation lost: " + l);
        }
      }
    }
  }
}

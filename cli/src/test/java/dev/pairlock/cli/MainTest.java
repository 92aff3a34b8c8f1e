package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
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
}

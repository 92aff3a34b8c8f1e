package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The progress line: drivers and pairs done of total, elapsed time; silent when disabled. */
class ProgressTest {
  private static Reports.DriverReport failed(String name) {
    return Reports.DriverReport.failed(
        new Drivers.Spec(name, java.nio.file.Path.of(name), List.of(), dev.pairlock.frontend.CompileOptions.kernelDefaults()),
        "compile", "x", null, 0);
  }

  @Test
  void showsDriversAndPairs() {
    StringWriter w = new StringWriter();
    Progress p = new Progress(new PrintWriter(w), true);
    p.start(2);
    p.started("a");
    p.pairs("a", 0, 10);
    p.pairs("a", 4, 10);
    p.started("b");
    p.pairs("b", 1, 6);
    p.done("b", failed("b"));
    p.finish();
    List<String> frames = List.of(w.toString().split("\r"));
    assertTrue(frames.stream().anyMatch(f -> f.matches("\\[0/2 drivers, 4/10 pairs, \\d+\\.\\ds\\] a *")), frames.toString());
    assertTrue(frames.stream().anyMatch(f -> f.matches("\\[0/2 drivers, 5/16 pairs, \\d+\\.\\ds\\] a, b *")), frames.toString());
    // a failed driver has no pairs
    assertTrue(frames.stream().anyMatch(f -> f.matches("\\[1/2 drivers, 4/10 pairs, \\d+\\.\\ds\\] a *")), frames.toString());
    // the line is cleared at the end
    assertTrue(w.toString().endsWith("\r"), w.toString());
    assertEquals("", frames.get(frames.size() - 1).strip());
  }

  // Before: capped at 100 characters whatever the terminal, so an 80-column terminal wrapped
  // every refresh onto a new line.
  @Test
  void lineFitsTheTerminal() {
    StringWriter w = new StringWriter();
    Progress p = new Progress(new PrintWriter(w), true, 60);
    p.start(3);
    p.started("a-driver-with-a-rather-long-name/and/some/more/directories");
    p.started("another-driver-with-a-long-name");
    p.finish();
    for (String frame : w.toString().split("\r")) {
      assertTrue(frame.length() <= 59, frame.length() + ": " + frame);
    }
    assertTrue(w.toString().contains("..."), w.toString());
  }

  @Test
  void silentWhenDisabled() {
    StringWriter w = new StringWriter();
    Progress p = new Progress(new PrintWriter(w), false);
    p.start(1);
    p.started("a");
    p.pairs("a", 1, 1);
    p.done("a", failed("a"));
    p.finish();
    assertEquals("", w.toString());
  }

  @Test
  void offWhenStderrIsNotATerminal() {
    // surefire's stderr is a pipe (and CI may be set): no progress
    assertFalse(Progress.auto());
  }
}

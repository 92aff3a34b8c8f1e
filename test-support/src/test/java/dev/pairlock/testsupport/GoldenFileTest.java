package dev.pairlock.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GoldenFileTest {
  @Test
  void aMismatchNamesItsFirstDifferingLineBeforeTheWholeTexts(@TempDir Path dir) throws Exception {
    Path golden = dir.resolve("x.expected");
    Files.writeString(golden, "a\nb\nc\n");
    GoldenFile.assertMatches(golden, "a\nb\nc\n");
    AssertionError e =
        assertThrows(AssertionError.class, () -> GoldenFile.assertMatches(golden, "a\nB\nc\n"));
    assertTrue(
        e.getMessage().startsWith("golden file " + golden + " differs first at line 2:\n- b\n- c\n- \n+ B\n+ c\n+ \n"),
        e.getMessage());
    assertEquals("a\nb\nc\n", Files.readString(golden));
  }
}

package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Clang killed by a signal is clang's failure, not the input's. Before: exit 139 (a segmentation
 * fault on 10,000 nested {@code if}s) was reported as "clang failed on f.c (exit 139)", an input
 * rejection with an empty stderr.
 */
class ClangExitTest {
  @Test
  void aSignalIsACrashNotARejection() {
    LiftException e =
        assertThrows(LiftException.class, () -> Clang.checkExit(139, Path.of("f.c"), "", false));
    assertEquals("clang crashed on f.c (signal 11)", e.getMessage());
    LiftException withMessage =
        assertThrows(
            LiftException.class,
            () -> Clang.checkExit(134, Path.of("f.c"), "Stack dump:\n0. Program arguments: clang\n", false));
    assertTrue(withMessage.getMessage().startsWith("clang crashed on f.c (signal 6): 0. Program"), withMessage.getMessage());
  }

  @Test
  void anErrorExitRejectsTheInput() {
    CompileException e =
        assertThrows(CompileException.class, () -> Clang.checkExit(1, Path.of("f.c"), "f.c:1:1: error: x\n", false));
    assertEquals("clang failed on f.c (exit 1)", e.getMessage());
    assertThrows(CompileException.class, () -> Clang.checkExit(0, Path.of("f.c"), "", false));
    assertDoesNotThrow(() -> Clang.checkExit(0, Path.of("f.c"), "", true));
  }
}

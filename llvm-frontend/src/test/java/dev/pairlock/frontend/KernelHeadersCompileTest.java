package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.models.KernelHeaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every stub header compiles on its own (a C file that includes only it), twice (guards). */
class KernelHeadersCompileTest {
  static Stream<String> headers() {
    // not the C models among them (pairlock/kernel-tree/*.c: compiled with a tree's flags)
    return KernelHeaders.files().stream().filter(f -> f.endsWith(".h")).sorted();
  }

  @ParameterizedTest
  @MethodSource("headers")
  void compilesStandalone(String header, @TempDir Path dir) throws Exception {
    Path file = dir.resolve("only.c");
    Files.writeString(
        file, "#include <" + header + ">\n#include <" + header + ">\nint pairlock_test;\n");
    try {
      Clang.compile(dir, file, dir.resolve("only.bc"), CompileOptions.kernelDefaults());
    } catch (CompileException e) {
      throw new AssertionError(header + " does not compile alone:\n" + e.clangOutput(), e);
    }
    assertTrue(Files.size(dir.resolve("only.bc")) > 0);
  }
}

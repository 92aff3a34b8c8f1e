package dev.pairlock.precise;

import dev.pairlock.frontend.CompileException;
import dev.pairlock.frontend.CompileOptions;
import dev.pairlock.frontend.Lifter;
import dev.pairlock.ivl.ast.Program;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * C drivers and POSIX-threads programs of the repository (regression/analyze, regression/pthread,
 * examples), lifted with the frontend.
 */
final class Drivers {
  private Drivers() {}

  /** The repository root (tests run in the module directory). */
  static Path root() {
    Path here = Path.of("").toAbsolutePath();
    return Files.exists(here.resolve("regression")) ? here : here.getParent();
  }

  /**
   * The drivers under {@code dir}: each {@code .c} file directly in it, and each subdirectory
   * holding {@code .c} files (one driver), sorted.
   */
  static List<Path> under(Path dir) throws IOException {
    List<Path> out = new ArrayList<>();
    if (Files.isRegularFile(dir)) {
      return List.of(dir);
    }
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : s.sorted().toList()) {
        if (Files.isRegularFile(p) && p.toString().endsWith(".c")) {
          out.add(p);
        } else if (Files.isDirectory(p)) {
          try (Stream<Path> inner = Files.walk(p)) {
            if (inner.anyMatch(q -> q.toString().endsWith(".c"))) {
              out.add(p);
            }
          }
        }
      }
    }
    return out;
  }

  /** A lifted program, or why the driver could not be lifted. */
  record Lifted(Program program, String failure) {}

  /** Lifts a driver; a driver that does not compile with the stub headers gives its reason. */
  static Lifted lift(Path driver) {
    try {
      // as `analyze --mode auto` does: a POSIX-threads program compiles against the system headers
      CompileOptions opts =
          Lifter.looksLikePthreadProgram(List.of(driver))
              ? new CompileOptions(List.of(), List.of(), false)
              : CompileOptions.kernelDefaults();
      return new Lifted(Lifter.lift(List.of(driver), opts).program(), null);
    } catch (CompileException e) {
      String msg = String.valueOf(e.getMessage());
      return new Lifted(null, "does not compile: " + msg.lines().findFirst().orElse(""));
    } catch (RuntimeException e) {
      return new Lifted(null, "cannot be lifted: " + e.getMessage());
    }
  }
}

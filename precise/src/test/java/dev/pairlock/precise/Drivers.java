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
   * The drivers under {@code dir}: each {@code .c} file directly in it, and each directory below it
   * that directly holds {@code .c} files (one driver; directories without are searched further, so a
   * tree laid out like the WHOOP suite, {@code char/generic_nvram/driver.c}, gives one driver per
   * leaf directory), sorted.
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
        } else if (Files.isDirectory(p) && !p.getFileName().toString().startsWith(".")) {
          if (holdsC(p)) {
            out.add(p);
          } else {
            out.addAll(under(p));
          }
        }
      }
    }
    return out;
  }

  private static boolean holdsC(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.anyMatch(q -> Files.isRegularFile(q) && q.toString().endsWith(".c"));
    }
  }

  /** A lifted program, or why the driver could not be lifted. */
  record Lifted(Program program, String failure) {}

  /** Lifts a driver; a driver that does not compile with the stub headers gives its reason. */
  static Lifted lift(Path driver) {
    return lift(driver, List.of());
  }

  /** Lifts a driver with extra include directories ({@code -I}). */
  static Lifted lift(Path driver, List<Path> includes) {
    try {
      List<Path> files;
      if (Files.isDirectory(driver)) {
        try (Stream<Path> s = Files.list(driver)) {
          files = s.filter(q -> q.toString().endsWith(".c")).sorted().toList();
        }
      } else {
        files = List.of(driver);
      }
      // as `analyze --mode auto` does: a POSIX-threads program compiles against the system headers
      boolean kernel = !Lifter.looksLikePthreadProgram(files);
      return new Lifted(
          Lifter.lift(files, new CompileOptions(includes, List.of(), kernel)).program(), null);
    } catch (CompileException e) {
      String msg = String.valueOf(e.getMessage());
      return new Lifted(null, "does not compile: " + msg.lines().findFirst().orElse(""));
    } catch (IOException | RuntimeException e) {
      return new Lifted(null, "cannot be lifted: " + e.getMessage());
    }
  }
}

package dev.pairlock.cli;

import dev.pairlock.frontend.CompileOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The compiler options shared by the commands that read C ({@code -I}, {@code -D}). */
final class CompileMixin {
  @Option(names = "-I", paramLabel = "DIR", description = "Add DIR to the include path.")
  List<Path> includes = new ArrayList<>();

  @Option(names = "-D", paramLabel = "M[=V]", description = "Define macro M (as V).")
  List<String> defines = new ArrayList<>();

  CompileOptions options() {
    for (Path p : includes) {
      if (!Files.isDirectory(p)) {
        throw new UserError("-I " + p + ": no such directory");
      }
    }
    return new CompileOptions(includes, defines, true);
  }

  /** Checks that a driver path is a {@code .c} file or a directory holding {@code .c} files. */
  static void checkDriverPath(Path p) {
    if (!Files.exists(p)) {
      throw new UserError(p + ": no such file or directory");
    }
    if (Files.isDirectory(p)) {
      try (var s = Files.list(p)) {
        if (s.noneMatch(f -> f.toString().endsWith(".c"))) {
          throw new UserError(p + ": directory holds no .c files");
        }
      } catch (java.io.IOException e) {
        throw new UserError(p + ": cannot list: " + e.getMessage());
      }
    } else if (!p.toString().endsWith(".c")) {
      throw new UserError(p + ": expected a .c file or a directory of them");
    }
  }
}

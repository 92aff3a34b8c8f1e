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

  /** What the sources are: a kernel driver, a POSIX-threads program, or whichever they look like. */
  enum Mode {
    AUTO,
    KERNEL,
    PTHREAD
  }

  @Option(
      names = "--mode",
      paramLabel = "auto|kernel|pthread",
      converter = ModeConverter.class,
      description =
          "kernel: a Linux driver (pairlock's kernel headers, ops-table entry points); pthread: a"
              + " user-space program (system C headers; main and the functions passed to"
              + " pthread_create are the threads); auto (default): pthread when the sources"
              + " define main or include <pthread.h>.")
  Mode mode = Mode.AUTO;

  @Option(
      names = "--data-model",
      paramLabel = "ILP32|LP64",
      converter = DataModelConverter.class,
      description =
          "The data model the sources are written for: ILP32 compiles for i386 (-m32: 32-bit"
              + " long and pointers; SV-COMP's tasks say so in their data_model), LP64 for"
              + " x86-64. Default: the host's (x86-64). A program using the system's C headers"
              + " needs their 32-bit variant for ILP32 (Debian: libc6-dev-i386).")
  CompileOptions.DataModel dataModel = CompileOptions.DataModel.HOST;

  /** Parses the data model case-insensitively (ILP32 or LP64). */
  static final class DataModelConverter
      implements picocli.CommandLine.ITypeConverter<CompileOptions.DataModel> {
    @Override
    public CompileOptions.DataModel convert(String value) {
      String v = value.toUpperCase(java.util.Locale.ROOT);
      if (v.equals("ILP32") || v.equals("LP64")) {
        return CompileOptions.DataModel.valueOf(v);
      }
      throw new picocli.CommandLine.TypeConversionException(
          "expected ILP32 or LP64, not '" + value + "'");
    }
  }

  /** Parses the mode case-insensitively. */
  static final class ModeConverter implements picocli.CommandLine.ITypeConverter<Mode> {
    @Override
    public Mode convert(String value) {
      try {
        return Mode.valueOf(value.toUpperCase(java.util.Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new picocli.CommandLine.TypeConversionException(
            "expected auto, kernel or pthread, not '" + value + "'");
      }
    }
  }

  /** The user's options in kernel mode; {@link #forSources} decides the mode per driver. */
  CompileOptions options() {
    for (Path p : includes) {
      if (!Files.isDirectory(p)) {
        throw new UserError("-I " + p + ": no such directory");
      }
    }
    return new CompileOptions(includes, defines, true, List.of(), dataModel);
  }

  /** {@code base} in the mode for the given sources (see {@link Mode#AUTO}). */
  CompileOptions forSources(CompileOptions base, List<Path> sources) {
    if (base.kernelTree()) {
      if (mode == Mode.PTHREAD) {
        throw new UserError("--mode pthread: a kernel tree's drivers are kernel code");
      }
      return base.withKernel(true);
    }
    boolean kernel =
        switch (mode) {
          case KERNEL -> true;
          case PTHREAD -> false;
          case AUTO -> !dev.pairlock.frontend.Lifter.looksLikePthreadProgram(sources);
        };
    return base.withKernel(kernel);
  }

  /**
   * Checks that a driver path is a {@code .c} or {@code .i} file or a directory holding such
   * files.
   */
  static void checkDriverPath(Path p) {
    if (!Files.exists(p)) {
      throw new UserError(p + ": no such file or directory");
    }
    if (Files.isDirectory(p)) {
      try (var s = Files.list(p)) {
        if (s.noneMatch(dev.pairlock.frontend.Lifter::isSource)) {
          throw new UserError(p + ": directory holds no .c or .i files");
        }
      } catch (java.io.IOException e) {
        throw new UserError(p + ": cannot list: " + e.getMessage());
      }
    } else if (!dev.pairlock.frontend.Lifter.isSource(p)) {
      throw new UserError(p + ": expected a .c or .i file or a directory of them");
    }
  }
}

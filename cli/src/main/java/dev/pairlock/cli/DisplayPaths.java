package dev.pairlock.cli;

import dev.pairlock.ivl.ast.SourceLoc;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Shows source files the way the user named them: a location the frontend gives relative to the
 * driver's directory is shown under the directory the user typed ({@code examples/x.c}, not an
 * absolute path). Absolute locations (headers) stay absolute.
 */
final class DisplayPaths {
  private final Path userBase;

  /** @param driverArg the path the user gave for the driver (a {@code .c} file or a directory) */
  DisplayPaths(Path driverArg) {
    Path base = Files.isDirectory(driverArg) ? driverArg : driverArg.getParent();
    this.userBase = base == null ? Path.of("") : base;
  }

  String file(String file) {
    Path p = Path.of(file);
    return p.isAbsolute() ? file : userBase.resolve(p).normalize().toString();
  }

  /** {@code file:line:column}, or {@code file:line} where the column is not known (0). */
  String at(SourceLoc loc) {
    return file(loc.file()) + ":" + loc.line() + (loc.column() > 0 ? ":" + loc.column() : "");
  }

  SourceLoc shown(SourceLoc loc) {
    return new SourceLoc(file(loc.file()), loc.line(), loc.column());
  }
}

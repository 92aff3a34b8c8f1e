package dev.pairlock.cli;

import dev.pairlock.frontend.Clang;
import dev.pairlock.ivl.ast.SourceLoc;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Shows source files the way the user named them: a location the frontend gives relative to the
 * driver's directory is shown under the directory the user typed ({@code examples/x.c}, not an
 * absolute path). Absolute locations (headers) stay absolute, except pairlock's own stub headers,
 * shown as {@code <pairlock>/linux/list.h}: their place in the user's cache (its home directory,
 * the headers' content digest) is no part of a report, which is the same on every machine.
 */
final class DisplayPaths {
  private final Path userBase;

  /** @param driverArg the path the user gave for the driver (a {@code .c} file or a directory) */
  DisplayPaths(Path driverArg) {
    Path base = Files.isDirectory(driverArg) ? driverArg : driverArg.getParent();
    this.userBase = base == null ? Path.of("") : base;
  }

  /** The directory of pairlock's stub headers, as their locations name it. */
  private static final Path STUB_HEADERS = Clang.kernelIncludeDirName().toAbsolutePath().normalize();

  String file(String file) {
    Path p = Path.of(file);
    if (!p.isAbsolute()) {
      return userBase.resolve(p).normalize().toString();
    }
    Path n = p.normalize();
    return n.startsWith(STUB_HEADERS) ? "<pairlock>/" + STUB_HEADERS.relativize(n) : file;
  }

  /**
   * {@code text} (a pair's reason, which names the places of what it did not model) with every
   * place in pairlock's stub headers shown as {@link #file} shows it: the C models linked in
   * kernel-tree mode ({@code <pairlock>/pairlock/kernel-tree/in-place.c}) are among them.
   */
  String text(String text) {
    if (text == null) {
      return null;
    }
    return text.replace(STUB_HEADERS + java.io.File.separator, "<pairlock>/");
  }

  /** {@code file:line:column}, or {@code file:line} where the column is not known (0). */
  String at(SourceLoc loc) {
    return file(loc.file()) + ":" + loc.line() + (loc.column() > 0 ? ":" + loc.column() : "");
  }

  SourceLoc shown(SourceLoc loc) {
    return new SourceLoc(file(loc.file()), loc.line(), loc.column());
  }
}

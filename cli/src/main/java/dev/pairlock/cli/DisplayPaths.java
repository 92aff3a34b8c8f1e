package dev.pairlock.cli;

import dev.pairlock.frontend.Clang;
import dev.pairlock.instrument.race.Access;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.precise.ConfirmedRace;
import dev.pairlock.precise.RaceAccess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;

/**
 * Shows source files the way the user named them: a location the frontend gives relative to the
 * driver's directory is shown under the directory the user typed ({@code examples/x.c}, not an
 * absolute path). Absolute locations (headers) stay absolute, except pairlock's own stub headers,
 * shown as {@code <pairlock>/linux/list.h}: their place in the user's cache (its home directory,
 * the headers' content digest) is no part of a report, which is the same on every machine.
 *
 * <p>The report lists races, their accesses and diagnostics in the order of the places it shows
 * ({@link #races}, {@link #accesses}, {@link #diagnostics}), not in the library's order of the
 * places the frontend gave: that order compares a kernel tree's absolute paths with the stub
 * headers' place in the cache, and so depended on where the tree and the cache lie (a race between
 * a tree header and a C model of pairlock's was listed from either side, by checkout path).
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

  /** Locations in the order of how they are shown; no location first. */
  private final Comparator<SourceLoc> shownOrder =
      Comparator.nullsFirst(Comparator.comparing(this::shown));

  private final Comparator<Access> accessOrder =
      Comparator.comparing(Access::location, shownOrder).thenComparing(Comparator.naturalOrder());

  private final Comparator<RaceAccess> raceAccessOrder =
      Comparator.comparing(RaceAccess::location, shownOrder)
          .thenComparing(Comparator.naturalOrder());

  /** A race's two accesses in the order of their shown places. */
  List<Access> accesses(Race race) {
    return race.accesses().stream().sorted(accessOrder).toList();
  }

  /** A confirmed race's two accesses in the order of their shown places. */
  List<RaceAccess> accesses(ConfirmedRace race) {
    return race.accesses().stream().sorted(raceAccessOrder).toList();
  }

  /** Races in the order of their accesses' shown places (then the library's order). */
  List<Race> races(List<Race> races) {
    Comparator<Race> order =
        Comparator.comparing((Race r) -> accesses(r).get(0), accessOrder)
            .thenComparing(r -> accesses(r).get(1), accessOrder)
            .thenComparing(Comparator.naturalOrder());
    return races.stream().sorted(order).toList();
  }

  /** Confirmed races in the order of their accesses' shown places (then the library's order). */
  List<ConfirmedRace> confirmedRaces(List<ConfirmedRace> races) {
    Comparator<ConfirmedRace> order =
        Comparator.comparing((ConfirmedRace r) -> accesses(r).get(0), raceAccessOrder)
            .thenComparing(r -> accesses(r).get(1), raceAccessOrder)
            .thenComparing(Comparator.naturalOrder());
    return races.stream().sorted(order).toList();
  }

  /** Diagnostics in the order of their shown places (then the library's order). */
  List<Diagnostic> diagnostics(List<Diagnostic> diagnostics) {
    return diagnostics.stream()
        .sorted(Comparator.comparing(Diagnostic::location, shownOrder)
            .thenComparing(Comparator.naturalOrder()))
        .toList();
  }
}

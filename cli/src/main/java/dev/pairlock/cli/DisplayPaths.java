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
import java.util.function.Function;

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

  /** Orders items by their location as shown, then by their own (the library's) order. */
  private <T extends Comparable<? super T>> Comparator<T> shownFirst(
      Function<T, SourceLoc> location) {
    return Comparator.comparing(location, shownOrder).thenComparing(Comparator.naturalOrder());
  }

  private <T extends Comparable<? super T>> List<T> byShownPlace(
      List<T> items, Function<T, SourceLoc> location) {
    return items.stream().sorted(shownFirst(location)).toList();
  }

  /**
   * {@code races} by their accesses ({@code accesses}, each race's in the order shown), each
   * access by its shown place and then its own order, then by the races' order.
   */
  private <R extends Comparable<? super R>, A extends Comparable<? super A>> List<R> byShownAccesses(
      List<R> races, Function<R, List<A>> accesses, Function<A, SourceLoc> location) {
    Comparator<A> access = shownFirst(location);
    Comparator<R> order =
        Comparator.comparing((R r) -> accesses.apply(r).get(0), access)
            .thenComparing(r -> accesses.apply(r).get(1), access)
            .thenComparing(Comparator.naturalOrder());
    return races.stream().sorted(order).toList();
  }

  /** A race's two accesses in the order of their shown places. */
  List<Access> accesses(Race race) {
    return byShownPlace(race.accesses(), Access::location);
  }

  /** A confirmed race's two accesses in the order of their shown places. */
  List<RaceAccess> accesses(ConfirmedRace race) {
    return byShownPlace(race.accesses(), RaceAccess::location);
  }

  /** Races in the order of their accesses' shown places (then the library's order). */
  List<Race> races(List<Race> races) {
    return byShownAccesses(races, this::accesses, Access::location);
  }

  /** Confirmed races in the order of their accesses' shown places (then the library's order). */
  List<ConfirmedRace> confirmedRaces(List<ConfirmedRace> races) {
    return byShownAccesses(races, this::accesses, RaceAccess::location);
  }

  /** Diagnostics in the order of their shown places (then the library's order). */
  List<Diagnostic> diagnostics(List<Diagnostic> diagnostics) {
    return byShownPlace(diagnostics, Diagnostic::location);
  }
}

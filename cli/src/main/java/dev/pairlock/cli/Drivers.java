package dev.pairlock.cli;

import dev.pairlock.frontend.CompileOptions;
import dev.pairlock.frontend.Lifter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Finds the drivers under the paths the user gave.
 *
 * <ul>
 *   <li>A {@code .c} file is one driver; so is a {@code .i} file (preprocessed C, as SV-COMP's
 *       tasks), and {@code .i} files count as {@code .c} files everywhere below.
 *   <li>A directory that directly contains {@code .c} files is one driver: those files, compiled
 *       and linked together (its subdirectories are searched for further drivers).
 *   <li>A directory with a {@code compile_commands.json} takes its drivers from that file: the
 *       entries are grouped by the directory of their source file, each group is one driver, and
 *       the entries' {@code -I}, {@code -D} and {@code -include} flags are kept (relative paths
 *       resolved against the entry's {@code directory}); the subtree is not searched further.
 *   <li>Other directories are searched recursively (hidden directories skipped), in name order.
 *   <li>With {@code eachFile}, every {@code .c} file is a driver of its own (in a kernel tree,
 *       compiled with the flags kbuild used for it).
 * </ul>
 *
 * A driver's name is its path relative to the directory the user named (or the file name
 * without {@code .c} or {@code .i} when the user named the driver itself).
 */
final class Drivers {
  private Drivers() {}

  /**
   * One driver to analyse.
   *
   * @param name short name for tables
   * @param source the driver's path as the user would type it (a {@code .c} file or a directory)
   * @param files its C files
   * @param options how to compile them (the user's options, plus those of compile_commands.json)
   * @param error if non-null, why the driver cannot be analysed as found (it is reported failed)
   */
  record Spec(String name, Path source, List<Path> files, CompileOptions options, String error) {
    Spec {
      files = List.copyOf(files);
    }

    Spec(String name, Path source, List<Path> files, CompileOptions options) {
      this(name, source, files, options, null);
    }

    Spec withOptions(CompileOptions o) {
      return new Spec(name, source, files, o, error);
    }
  }

  static List<Spec> find(List<Path> args, CompileOptions base, boolean eachFile) {
    return find(args, base, eachFile, null, new ArrayList<>());
  }

  /**
   * The drivers under the paths; a path inside a kernel tree ({@code kernelTree}, or one found
   * by looking upward: {@link KernelTree}) gives that tree's drivers, compiled with its own
   * headers and flags, and adds what the user is told about it to {@code notes}.
   */
  static List<Spec> find(
      List<Path> args, CompileOptions base, boolean eachFile, Path kernelTree, List<String> notes) {
    if (kernelTree != null && !KernelTree.isRoot(kernelTree)) {
      throw new UserError("--kernel-tree " + kernelTree + ": not a configured, built kernel tree"
          + " (expected " + KernelTree.DATABASE + " and include/generated/ in it)");
    }
    List<Spec> out = new ArrayList<>();
    Set<Path> seen = new LinkedHashSet<>();
    // each tree's compile database, read once for all the paths in it
    java.util.Map<Path, List<KernelTree.Entry>> databases = new java.util.HashMap<>();
    for (Path arg : args) {
      if (!Files.exists(arg)) {
        throw new UserError(arg + ": no such file or directory");
      }
      List<Spec> found = new ArrayList<>();
      Path tree = kernelTree != null ? kernelTree : KernelTree.findRoot(arg);
      if (tree != null) {
        List<KernelTree.Entry> database = databases.computeIfAbsent(
            tree.toAbsolutePath().normalize(), t -> KernelTree.read(t.resolve(KernelTree.DATABASE)));
        KernelTree.Found k = KernelTree.drivers(tree, database, arg, base, eachFile);
        found.addAll(k.specs());
        for (String n : k.notes()) {
          if (!notes.contains(n)) { // the dropped-flags note of several paths of one tree: once
            notes.add(n);
          }
        }
      } else if (Files.isDirectory(arg)) {
        walk(arg, arg, base, eachFile, found, new java.util.HashSet<>());
        if (found.isEmpty()) {
          throw new UserError(arg + ": no .c or .i files in this directory or below");
        }
      } else if (Lifter.isSource(arg)) {
        if (!Files.isRegularFile(arg)) {
          // a FIFO or a device would block clang (and the cache key) for ever
          throw new UserError(arg + ": not a regular file");
        }
        found.add(new Spec(driverName(arg), arg, List.of(arg), base));
      } else {
        throw new UserError(arg + ": expected a .c or .i file or a directory of them");
      }
      for (Spec s : found) {
        if (seen.add(s.source().toAbsolutePath().normalize())) {
          out.add(s);
        }
      }
    }
    return out;
  }

  /**
   * The drivers in {@code dir} and below. A directory reached again (a symbolic link to one of
   * its ancestors, or two links to one directory) is searched once: {@code visited} holds the
   * real paths of the directories searched.
   */
  private static void walk(
      Path root, Path dir, CompileOptions base, boolean eachFile, List<Spec> out, Set<Path> visited) {
    try {
      if (!visited.add(dir.toRealPath())) {
        return;
      }
    } catch (IOException e) {
      throw new UserError(dir + ": cannot resolve: " + e.getMessage());
    }
    Path cc = dir.resolve("compile_commands.json");
    if (Files.isRegularFile(cc)) {
      out.addAll(CompileCommands.drivers(root, cc, base));
      return;
    }
    List<Path> cFiles = new ArrayList<>();
    List<Path> subdirs = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : s.sorted().toList()) {
        String n = p.getFileName().toString();
        if (Files.isDirectory(p)) {
          if (!n.startsWith(".")) {
            subdirs.add(p);
          }
        } else if (Lifter.isSource(p) && Files.isRegularFile(p)) {
          cFiles.add(p);
        }
      }
    } catch (IOException e) {
      throw new UserError(dir + ": cannot list: " + e.getMessage());
    }
    if (eachFile) {
      for (Path c : cFiles) {
        out.add(new Spec(name(root, c, true), c, List.of(c), base));
      }
    } else if (!cFiles.isEmpty()) {
      out.add(new Spec(name(root, dir, false), dir, cFiles, base));
    }
    for (Path d : subdirs) {
      walk(root, d, base, eachFile, out, visited);
    }
  }

  static String name(Path root, Path p, boolean file) {
    String rel = root.toAbsolutePath().normalize().relativize(p.toAbsolutePath().normalize()).toString();
    if (rel.isEmpty()) {
      return driverName(p);
    }
    return file ? Lifter.stripSourceSuffix(rel) : rel;
  }

  /** Lines of C that are not blank, over the driver's files (0 for unreadable files). */
  static int linesOfCode(List<Path> files) {
    int n = 0;
    for (Path f : files) {
      try (Stream<String> lines = Files.lines(f)) {
        n += (int) lines.filter(l -> !l.isBlank()).count();
      } catch (IOException | java.io.UncheckedIOException e) {
        // counted as 0; the compile step reports the file
      }
    }
    return n;
  }

  /** Groups files by their directory, keeping the order in which directories first appear. */
  static Map<Path, List<Path>> byDirectory(List<Path> files) {
    Map<Path, List<Path>> m = new LinkedHashMap<>();
    for (Path f : files) {
      m.computeIfAbsent(f.getParent(), k -> new ArrayList<>()).add(f);
    }
    return m;
  }

  /** A driver's name: its file name without {@code .c} or {@code .i}, or its directory name. */
  static String driverName(Path driver) {
    Path f = driver.toAbsolutePath().normalize().getFileName();
    String n = f == null ? driver.toString() : f.toString();
    return Lifter.stripSourceSuffix(n);
  }
}

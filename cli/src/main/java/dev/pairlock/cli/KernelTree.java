package dev.pairlock.cli;

import dev.pairlock.frontend.CompileOptions;
import dev.pairlock.frontend.KbuildFlags;
import dev.pairlock.frontend.Lifter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kernel-tree mode: the drivers of a configured, built Linux tree, compiled with the tree's own
 * headers and kbuild's flags from the {@code compile_commands.json} at the tree's root (written
 * by {@code scripts/clang-tools/gen_compile_commands.py} after building the wanted directories).
 *
 * <p>A driver is what kbuild links into one module: the files whose compile commands carry the
 * same {@code -DKBUILD_MODNAME} (kbuild's own reading of the {@code obj-m} / {@code foo-y}
 * composition of the directory's Makefile); without that macro, the composition read from the
 * Makefile ({@code foo-y}, {@code foo-objs}, {@code foo-$(CONFIG_X)}); else one object per file.
 * Files of one directory with different module names are different drivers, and every C entry of
 * the database under the directory asked for is part of exactly one driver.
 */
final class KernelTree {
  private KernelTree() {}

  static final String DATABASE = "compile_commands.json";

  /** Whether {@code dir} is the root of a configured, built tree with a compile database. */
  static boolean isRoot(Path dir) {
    return Files.isRegularFile(dir.resolve(DATABASE))
        && Files.isDirectory(dir.resolve("include").resolve("generated"));
  }

  /** The tree {@code p} lies in (looking upward from it), or null. */
  static Path findRoot(Path p) {
    Path d = p.toAbsolutePath().normalize();
    if (!Files.isDirectory(d)) {
      d = d.getParent();
    }
    for (; d != null; d = d.getParent()) {
      if (isRoot(d)) {
        return d;
      }
    }
    return null;
  }

  /** One C entry of the database. */
  record Entry(Path file, KbuildFlags.Result flags, String module) {}

  /** The drivers found under {@code arg}, and what the user is told about how they were read. */
  record Found(List<Drivers.Spec> specs, List<String> notes) {}

  /**
   * The drivers of the tree {@code root} whose files lie under {@code arg} (a directory or file);
   * {@code database} is the tree's {@link #read} (read once for all the paths asked for). With
   * {@code eachFile}, every C file is a driver of its own (still with its module's flags).
   */
  static Found drivers(Path root, List<Entry> database, Path arg, CompileOptions base,
      boolean eachFile) {
    Path absArg = arg.toAbsolutePath().normalize();
    Path absRoot = root.toAbsolutePath().normalize();
    if (!absArg.startsWith(absRoot)) {
      throw new UserError(arg + ": not inside the kernel tree " + root);
    }
    List<Entry> entries = new ArrayList<>();
    Set<String> gccOnly = new TreeSet<>();
    Set<String> compilers = new TreeSet<>();
    for (Entry e : database) {
      if (e.file().startsWith(absArg)) {
        entries.add(e);
        gccOnly.addAll(e.flags().gccOnly());
        compilers.add(e.flags().compiler());
      }
    }
    if (entries.isEmpty()) {
      throw new UserError(arg + ": " + root.resolve(DATABASE) + " has no C file under this path;"
          + " build it first (make " + relative(absRoot, absArg) + "/), then run"
          + " scripts/clang-tools/gen_compile_commands.py");
    }
    // module -> its files; the key keeps the module's directory for files without KBUILD_MODNAME
    Map<String, List<Entry>> modules = new TreeMap<>();
    for (Entry e : entries) {
      String key = eachFile
          ? e.file().getParent() + "|" + Lifter.stripSourceSuffix(e.file().getFileName().toString())
          : e.module();
      modules.computeIfAbsent(key, k -> new ArrayList<>()).add(e);
    }
    List<Drivers.Spec> specs = new ArrayList<>();
    Path shownArg = arg.normalize();
    for (var m : modules.entrySet()) {
      List<Entry> g = m.getValue(); // sorted by file, as read returns them
      List<Path> files = new ArrayList<>();
      Map<String, List<String>> flags = new LinkedHashMap<>();
      for (Entry e : g) {
        files.add(shown(absArg, shownArg, e.file()));
        flags.put(e.file().toString(), e.flags().flags());
      }
      String modname = moduleName(m.getKey());
      Path common = common(g);
      Path source = g.size() == 1 ? files.get(0) : shown(absArg, shownArg, common.resolve(modname));
      String rel = absArg.equals(common) || !common.startsWith(absArg)
          ? "" : absArg.relativize(common).toString();
      String name = rel.isEmpty() ? modname : rel + "/" + modname;
      CompileOptions o = new CompileOptions(base.includes(), base.defines(), true,
          base.forcedIncludes(), base.dataModel(), flags);
      specs.add(new Drivers.Spec(name, source, files, o));
    }
    specs.sort((a, b) -> a.name().compareTo(b.name()));
    List<String> notes = new ArrayList<>();
    notes.add("kernel tree " + root + " (" + DATABASE + ", built with " + String.join(", ", compilers)
        + "): " + specs.size() + " driver" + (specs.size() == 1 ? "" : "s") + " in " + arg
        + " from " + entries.size() + " C file" + (entries.size() == 1 ? "" : "s")
        + ", compiled with the tree's headers and flags"
        + (eachFile ? " (--each-file: one driver per file, not per module)" : ""));
    if (!gccOnly.isEmpty()) {
      notes.add("GCC-only flags dropped (code generation only): " + String.join(" ", gccOnly));
    }
    return new Found(specs, notes);
  }

  private static String relative(Path root, Path p) {
    String r = root.relativize(p).toString();
    return r.isEmpty() ? "." : r;
  }

  /** {@code file} as the user would type it: under the argument as given. */
  private static Path shown(Path absArg, Path shownArg, Path file) {
    if (file.startsWith(absArg)) {
      Path rel = absArg.relativize(file);
      return rel.toString().isEmpty() ? shownArg : shownArg.resolve(rel).normalize();
    }
    return file;
  }

  private static Path common(List<Entry> g) {
    Path c = g.get(0).file().getParent();
    for (Entry e : g) {
      while (!e.file().getParent().startsWith(c)) {
        c = c.getParent();
      }
    }
    return c;
  }

  /** The module name of a grouping key ({@code name} or {@code dir|name}). */
  static String moduleName(String key) {
    int bar = key.lastIndexOf('|');
    return bar < 0 ? key : key.substring(bar + 1);
  }

  /** The C entries of the database, sorted by file, with their translated flags and module keys. */
  static List<Entry> read(Path json) {
    Map<Path, Entry> out = new TreeMap<>();
    Map<Path, Map<String, String>> makefiles = new LinkedHashMap<>();
    // assembly, and modpost's generated module info, are not driver C
    for (CompileCommands.Raw raw : CompileCommands.rawEntries(json, Inputs.readText(json),
        f -> f.toString().endsWith(".c") && !f.toString().endsWith(".mod.c"))) {
      Path f = raw.file();
      KbuildFlags.Result r = KbuildFlags.translate(raw.args(), raw.dir(), f);
      String mod = macro(r.flags(), "KBUILD_MODNAME");
      String key;
      if (mod != null) {
        key = mod;
      } else {
        Map<String, String> composition =
            makefiles.computeIfAbsent(f.getParent(), KernelTree::composition);
        String obj = Lifter.stripSourceSuffix(f.getFileName().toString());
        key = f.getParent() + "|" + composition.getOrDefault(obj, obj);
      }
      out.put(f, new Entry(f, r, key));
    }
    return new ArrayList<>(out.values());
  }

  /** The value of {@code -DNAME=V} among the flags, its quotes removed; null when absent. */
  static String macro(List<String> flags, String name) {
    for (String a : flags) {
      if (a.startsWith("-D" + name + "=")) {
        String v = a.substring(name.length() + 3).strip();
        while (v.length() >= 2 && (v.startsWith("\"") && v.endsWith("\"")
            || v.startsWith("'") && v.endsWith("'"))) {
          v = v.substring(1, v.length() - 1);
        }
        return v;
      }
    }
    return null;
  }

  private static final Pattern PART =
      Pattern.compile("^\\s*([A-Za-z0-9_\\-]+)-(?:y|objs|\\$\\([A-Za-z0-9_]+\\))\\s*[:+]?=\\s*(.*)$");

  /**
   * Object name to module name from the Makefile (or Kbuild) of a directory: the parts of
   * composite objects ({@code foo-y += a.o b.o}, {@code foo-objs := ...}, {@code
   * foo-$(CONFIG_X) += c.o}; continuation lines joined). Objects of a subdirectory ({@code
   * sub/a.o}) are keyed by their path.
   */
  static Map<String, String> composition(Path dir) {
    Map<String, String> parts = new LinkedHashMap<>();
    for (String name : List.of("Kbuild", "Makefile")) {
      Path mk = dir.resolve(name);
      if (!Files.isRegularFile(mk)) {
        continue;
      }
      String text;
      try {
        text = Files.readString(mk, java.nio.charset.StandardCharsets.ISO_8859_1);
      } catch (IOException e) {
        continue;
      }
      for (String line : text.replace("\\\n", " ").split("\n")) {
        Matcher m = PART.matcher(line.replaceAll("#.*", ""));
        if (!m.matches() || m.group(1).equals("obj") || m.group(1).equals("subdir")
            || m.group(1).startsWith("ccflags") || m.group(1).startsWith("CFLAGS")) {
          continue;
        }
        for (String o : m.group(2).trim().split("\\s+")) {
          if (o.endsWith(".o")) {
            parts.putIfAbsent(o.substring(0, o.length() - 2), m.group(1));
          }
        }
      }
      break;
    }
    return parts;
  }

  /**
   * The files a driver's compilation read, for the result cache: kbuild's dependency list of each
   * object ({@code .NAME.o.cmd}: every header, with the configuration it depends on) and the
   * tree's configuration. Empty when the tree is not found.
   */
  static List<Path> dependencies(List<Path> files) {
    List<Path> out = new ArrayList<>();
    if (files.isEmpty()) {
      return out;
    }
    Path root = findRoot(files.get(0));
    if (root == null) {
      return out;
    }
    out.add(root.resolve(".config"));
    for (Path f : files) {
      Path abs = f.toAbsolutePath().normalize();
      String obj = Lifter.stripSourceSuffix(abs.getFileName().toString());
      Path cmd = abs.getParent().resolve("." + obj + ".o.cmd");
      List<String> lines;
      try {
        lines = Files.readAllLines(cmd, java.nio.charset.StandardCharsets.ISO_8859_1);
      } catch (IOException e) {
        continue;
      }
      boolean inDeps = false;
      for (String l : lines) {
        if (l.startsWith("deps_")) {
          inDeps = true;
          continue;
        }
        if (inDeps) {
          String t = l.strip();
          if (t.isEmpty() || !l.startsWith(" ")) {
            inDeps = false;
            continue;
          }
          if (t.endsWith("\\")) {
            t = t.substring(0, t.length() - 1).strip();
          }
          if (!t.isEmpty() && !t.startsWith("$(")) {
            out.add(root.resolve(t).normalize());
          }
        }
      }
    }
    return out;
  }
}

package dev.pairlock.cli;

import dev.pairlock.frontend.CompileOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import tools.jackson.core.JacksonException;

/**
 * Reads a clang compilation database ({@code compile_commands.json}): entries with {@code
 * directory}, {@code file} and {@code arguments} (a list) or {@code command} (a shell-quoted
 * string). Of the flags, {@code -I}, {@code -D} and {@code -include} are kept (both the joined and
 * the separate form); pairlock supplies its own target and kernel flags. Only {@code .c} (and
 * preprocessed {@code .i}) entries count; the entries are grouped into drivers by the directory
 * of their file.
 */
final class CompileCommands {
  private CompileCommands() {}

  /** The flags of one entry that pairlock keeps. */
  record Entry(Path file, List<Path> includes, List<String> defines, List<Path> forcedIncludes) {}

  static List<Drivers.Spec> drivers(Path root, Path json, CompileOptions base) {
    List<Entry> entries = parse(json, Inputs.readText(json));
    Map<Path, List<Entry>> groups = new LinkedHashMap<>();
    for (Entry e : entries) {
      groups.computeIfAbsent(e.file().getParent(), k -> new ArrayList<>()).add(e);
    }
    List<Drivers.Spec> out = new ArrayList<>();
    Path absRoot = root.toAbsolutePath().normalize();
    List<Path> dirs = new ArrayList<>(groups.keySet());
    dirs.sort(null);
    for (Path dir : dirs) {
      List<Entry> g = groups.get(dir);
      Set<Path> includes = new LinkedHashSet<>(base.includes());
      Set<Path> forced = new LinkedHashSet<>(base.forcedIncludes());
      List<String> defines = null;
      String error = null;
      List<Path> files = new ArrayList<>();
      for (Entry e : g) {
        files.add(e.file());
        includes.addAll(e.includes());
        forced.addAll(e.forcedIncludes());
        if (defines == null) {
          defines = e.defines();
        } else if (!defines.equals(e.defines()) && error == null) {
          error =
              "compile_commands.json gives the files of this driver different -D flags ("
                  + g.get(0).file().getFileName()
                  + " and "
                  + e.file().getFileName()
                  + "); pairlock links them with one set of macros";
        }
      }
      List<String> allDefines = new ArrayList<>(base.defines());
      allDefines.addAll(defines);
      files.sort(null);
      Path shown = dir.startsWith(absRoot) ? root.resolve(absRoot.relativize(dir)).normalize() : dir;
      out.add(
          new Drivers.Spec(
              Drivers.name(root, dir, false),
              shown.toString().isEmpty() ? Path.of(".") : shown,
              files,
              new CompileOptions(
                  new ArrayList<>(includes), allDefines, base.kernel(), new ArrayList<>(forced),
                  base.dataModel()),
              error));
    }
    return out;
  }

  static List<Entry> parse(Path json, String text) {
    List<Entry> out = new ArrayList<>();
    for (Raw r : rawEntries(json, text, dev.pairlock.frontend.Lifter::isSource)) {
      out.add(flags(r.file(), r.dir(), r.args()));
    }
    if (out.isEmpty()) {
      throw new UserError(json + ": no entries for .c or .i files");
    }
    return out;
  }

  /** One entry of a database as written: its directory, its file (both resolved) and arguments. */
  record Raw(Path dir, Path file, List<String> args) {}

  /**
   * The entries of the database {@code json} (with content {@code text}) whose resolved file
   * satisfies {@code isSource}, in the database's order; {@code arguments}, else {@code command}
   * split as a shell would.
   */
  static List<Raw> rawEntries(Path json, String text, Predicate<Path> isSource) {
    Object v;
    try {
      v = Json.parse(text);
    } catch (JacksonException e) {
      throw new UserError(json + ": not JSON: " + e.getOriginalMessage());
    }
    if (!(v instanceof List<?> list)) {
      throw new UserError(json + ": expected an array of compile commands");
    }
    List<Raw> out = new ArrayList<>();
    for (Object o : list) {
      if (!(o instanceof Map<?, ?> m)
          || !(m.get("file") instanceof String file)
          || !(m.get("directory") instanceof String directory)) {
        throw new UserError(json + ": an entry lacks \"file\" or \"directory\"");
      }
      Path dir = json.toAbsolutePath().getParent().resolve(directory).normalize();
      Path f = dir.resolve(file).normalize();
      if (!isSource.test(f)) {
        continue;
      }
      List<String> args;
      if (m.get("arguments") instanceof List<?> a) {
        args = a.stream().map(String::valueOf).toList();
      } else if (m.get("command") instanceof String c) {
        args = split(c);
      } else {
        throw new UserError(json + ": the entry for " + file + " has neither \"arguments\" nor \"command\"");
      }
      out.add(new Raw(dir, f, args));
    }
    return out;
  }

  static Entry flags(Path file, Path dir, List<String> args) {
    List<Path> includes = new ArrayList<>();
    List<String> defines = new ArrayList<>();
    List<Path> forced = new ArrayList<>();
    for (int i = 1; i < args.size(); i++) {
      String a = args.get(i);
      String next = i + 1 < args.size() ? args.get(i + 1) : null;
      if (a.equals("-I") && next != null) {
        includes.add(dir.resolve(next).normalize());
        i++;
      } else if (a.startsWith("-I")) {
        includes.add(dir.resolve(a.substring(2)).normalize());
      } else if (a.equals("-D") && next != null) {
        defines.add(next);
        i++;
      } else if (a.startsWith("-D")) {
        defines.add(a.substring(2));
      } else if (a.equals("-include") && next != null) {
        forced.add(dir.resolve(next).normalize());
        i++;
      }
    }
    return new Entry(file, includes, defines, forced);
  }

  /** Splits a command line the way a POSIX shell would (quotes and backslashes; no expansions). */
  static List<String> split(String command) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < command.length(); i++) {
      char c = command.charAt(i);
      if (quote == '\'') {
        if (c == '\'') {
          quote = 0;
        } else {
          cur.append(c);
        }
      } else if (quote == '"') {
        if (c == '"') {
          quote = 0;
        } else if (c == '\\' && i + 1 < command.length() && "\"\\$`".indexOf(command.charAt(i + 1)) >= 0) {
          cur.append(command.charAt(++i));
        } else {
          cur.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (c == '\\' && i + 1 < command.length()) {
        cur.append(command.charAt(++i));
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          out.add(cur.toString());
          cur.setLength(0);
          inWord = false;
        }
      } else {
        cur.append(c);
        inWord = true;
      }
    }
    if (inWord) {
      out.add(cur.toString());
    }
    return out;
  }
}

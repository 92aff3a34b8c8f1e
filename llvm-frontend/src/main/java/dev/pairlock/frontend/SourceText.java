package dev.pairlock.frontend;

import dev.pairlock.ivl.ast.SourceLoc;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The text of source lines for reports. File names in {@code {:sourceloc}} are relative to the
 * directory clang ran in ({@link #baseDir()}), or absolute (headers).
 */
public final class SourceText {
  private final Path baseDir;
  private final Map<Path, List<String>> cache = new ConcurrentHashMap<>();

  public SourceText(Path baseDir) {
    this.baseDir = baseDir.toAbsolutePath();
  }

  public Path baseDir() {
    return baseDir;
  }

  public Path resolve(String file) {
    Path p = Path.of(file);
    return p.isAbsolute() ? p : baseDir.resolve(p);
  }

  /** The line's text without its line terminator, if the file and line exist. */
  public Optional<String> line(SourceLoc loc) {
    List<String> lines =
        cache.computeIfAbsent(
            resolve(loc.file()),
            p -> {
              try {
                return Files.readAllLines(p, StandardCharsets.UTF_8);
              } catch (IOException e) {
                return List.of();
              }
            });
    int i = loc.line() - 1;
    return i >= 0 && i < lines.size() ? Optional.of(lines.get(i)) : Optional.empty();
  }
}

package dev.pairlock.models;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * pairlock's own stub kernel headers (resources under {@code dev/pairlock/models/include}, listed
 * in {@code include.index}), extracted to a directory to be passed to clang as {@code -I}.
 */
public final class KernelHeaders {
  private static final String BASE = "include/";

  private KernelHeaders() {}

  /** The header files, relative to the include directory. */
  public static List<String> files() {
    try (InputStream in = KernelHeaders.class.getResourceAsStream("include.index")) {
      if (in == null) {
        throw new ModelException("missing driver-model resource include.index");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .map(String::strip)
          .filter(l -> !l.isEmpty())
          .toList();
    } catch (IOException e) {
      throw new ModelException("cannot read include.index", e);
    }
  }

  /**
   * Writes the headers below {@code dir} (overwriting stale copies whose content differs) and
   * returns {@code dir}, ready for {@code -I}.
   */
  public static Path extractTo(Path dir) throws IOException {
    for (String f : files()) {
      byte[] content;
      try (InputStream in = KernelHeaders.class.getResourceAsStream(BASE + f)) {
        if (in == null) {
          throw new ModelException("include.index lists a missing header " + f);
        }
        content = in.readAllBytes();
      }
      Path target = dir.resolve(f);
      if (Files.exists(target) && java.util.Arrays.equals(Files.readAllBytes(target), content)) {
        continue;
      }
      Files.createDirectories(target.getParent());
      Path tmp = Files.createTempFile(target.getParent(), ".hdr", ".tmp");
      Files.write(tmp, content);
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
    return dir;
  }
}

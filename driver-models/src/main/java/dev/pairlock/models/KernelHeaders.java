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
   * A short digest of the names and contents of all headers: extracting into a directory named
   * after it keeps different pairlock versions on one machine from overwriting each other's
   * headers.
   */
  public static synchronized String contentHash() {
    if (hash == null) {
      try {
        java.security.MessageDigest md = java.security.MessageDigest.getInstance("SHA-256");
        for (String f : files()) {
          md.update(f.getBytes(StandardCharsets.UTF_8));
          md.update((byte) 0);
          md.update(read(f));
          md.update((byte) 0);
        }
        hash = java.util.HexFormat.of().formatHex(md.digest()).substring(0, 16);
      } catch (java.security.NoSuchAlgorithmException | IOException e) {
        throw new ModelException("cannot digest the kernel headers: " + e, e);
      }
    }
    return hash;
  }

  private static String hash;

  private static byte[] read(String f) throws IOException {
    try (InputStream in = KernelHeaders.class.getResourceAsStream(BASE + f)) {
      if (in == null) {
        throw new ModelException("include.index lists a missing header " + f);
      }
      return in.readAllBytes();
    }
  }

  /**
   * Writes the headers below {@code dir} (overwriting stale copies whose content differs) and
   * returns {@code dir}, ready for {@code -I}.
   */
  public static Path extractTo(Path dir) throws IOException {
    for (String f : files()) {
      byte[] content = read(f);
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

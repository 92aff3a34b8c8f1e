package dev.pairlock.cli;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reading user files with one-line errors. */
final class Inputs {
  private Inputs() {}

  static String readText(Path file) {
    if (!Files.exists(file)) {
      throw new UserError(file + ": no such file");
    }
    if (Files.isDirectory(file)) {
      throw new UserError(file + ": is a directory, expected a file");
    }
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (MalformedInputException e) {
      throw new UserError(file + ": not UTF-8 text");
    } catch (IOException e) {
      throw new UserError(file + ": cannot read: " + e.getMessage());
    }
  }

  /**
   * Rejects {@code dir} given to {@code option} (a directory to write into, created if missing)
   * when something other than a directory is already there.
   */
  static void checkOutputDirectory(Path dir, String option) {
    if (dir != null && Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new UserError(option + " " + dir + ": exists and is not a directory");
    }
  }

  /**
   * Writes {@code text} to {@code file} atomically (a temporary file beside it, then renamed),
   * with the permissions the user's umask gives a new file. The temporary file is removed if
   * anything fails.
   */
  static void writeText(Path file, String text) {
    if (Files.isDirectory(file)) {
      throw new UserError(file + ": is a directory, expected a file");
    }
    Path tmp = null;
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      tmp = newSibling(parent, ".pairlock", text.getBytes(StandardCharsets.UTF_8));
      Files.move(
          tmp,
          file,
          java.nio.file.StandardCopyOption.REPLACE_EXISTING,
          java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      tmp = null;
    } catch (IOException e) {
      throw new UserError(file + ": cannot write: " + e.getMessage());
    } finally {
      if (tmp != null) {
        try {
          Files.deleteIfExists(tmp);
        } catch (IOException e) {
          // best effort
        }
      }
    }
  }

  /**
   * A new file {@code PREFIX<random>.tmp} in {@code dir} holding {@code bytes}, created with the
   * permissions of the umask ({@link Files#createTempFile} would make it 0600, and a rename keeps
   * them).
   */
  static Path newSibling(Path dir, String prefix, byte[] bytes) throws IOException {
    java.security.SecureRandom random = new java.security.SecureRandom();
    for (int attempt = 0; ; attempt++) {
      Path tmp = dir.resolve(prefix + Long.toUnsignedString(random.nextLong(), 36) + ".tmp");
      try (var out =
          Files.newOutputStream(
              tmp, java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE)) {
        try {
          out.write(bytes);
        } catch (IOException e) {
          Files.deleteIfExists(tmp);
          throw e;
        }
        return tmp;
      } catch (java.nio.file.FileAlreadyExistsException e) {
        if (attempt > 100) {
          throw e;
        }
      }
    }
  }

  /**
   * Renames {@code tmp} to {@code target}, replacing it: atomically where the file system can (a
   * reader sees the old file or the new one, never a part), else plainly.
   */
  static void moveReplacing(Path tmp, Path target) throws IOException {
    try {
      Files.move(
          tmp,
          target,
          java.nio.file.StandardCopyOption.ATOMIC_MOVE,
          java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    } catch (java.nio.file.AtomicMoveNotSupportedException e) {
      Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
  }
}

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

  static void writeText(Path file, String text) {
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Path tmp = Files.createTempFile(parent, ".pairlock", ".tmp");
      Files.writeString(tmp, text, StandardCharsets.UTF_8);
      Files.move(
          tmp,
          file,
          java.nio.file.StandardCopyOption.REPLACE_EXISTING,
          java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UserError(file + ": cannot write: " + e.getMessage());
    }
  }
}

package dev.pairlock.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** A small tree of drivers laid out like the WHOOP suite, and a way to run pairlock on it. */
final class Suite {
  private Suite() {}

  /** What a run printed. */
  record Run(String out, String err, int code) {}

  static Run run(String... args) {
    return run(ChildJvm.WORKER, args);
  }

  /** {@link #run(String...)} whose isolated drivers' child JVMs run {@code worker}. */
  static Run run(java.util.List<String> worker, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out), new PrintWriter(err), worker);
    return new Run(out.toString(), err.toString(), code);
  }

  /**
   * {@code root/char/<name>/driver.c} for each regression driver named, {@code
   * root/misc/ringbuf/} (two files, one driver) if {@code ringbuf}, {@code
   * root/broken/syntax/syntax_error.c} (does not compile) if {@code broken}.
   */
  static Path make(Path root, boolean ringbuf, boolean broken, String... drivers) throws IOException {
    Path repo = Golden.repoRoot();
    for (String d : drivers) {
      Path dir = Files.createDirectories(root.resolve("char").resolve(d));
      Files.copy(repo.resolve("regression/analyze/" + d + ".c"), dir.resolve("driver.c"), StandardCopyOption.REPLACE_EXISTING);
    }
    if (ringbuf) {
      Path dir = Files.createDirectories(root.resolve("misc/ringbuf"));
      try (var s = Files.list(repo.resolve("examples/ringbuf"))) {
        for (Path f : s.filter(p -> p.toString().endsWith(".c") || p.toString().endsWith(".h")).toList()) {
          Files.copy(f, dir.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
    if (broken) {
      Path dir = Files.createDirectories(root.resolve("broken/syntax"));
      Files.copy(repo.resolve("regression/analyze-errors/syntax_error.c"), dir.resolve("syntax_error.c"), StandardCopyOption.REPLACE_EXISTING);
    }
    return root;
  }
}

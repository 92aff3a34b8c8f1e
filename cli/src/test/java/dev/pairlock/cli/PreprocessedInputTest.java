package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code regression/preprocessed/*.i}: preprocessed C (as SV-COMP's tasks) is analysed as it is.
 * A {@code .i} file is one program; in a directory, {@code .i} files count as {@code .c} files
 * (one driver per directory, or one per file with {@code --each-file}); without {@code
 * <pthread.h>} left in the text, the definition of {@code main} selects the POSIX-threads mode.
 */
class PreprocessedInputTest {
  private static final Path DIR = Golden.repoRoot().resolve("regression/preprocessed");

  @TempDir Path tmp;

  @TestFactory
  Stream<DynamicTest> goldens() throws Exception {
    return Golden.analyzeEach(DIR, ".i", 2);
  }

  @Test
  void aPreprocessedProgramIsAPthreadProgram() {
    // kernel mode finds no entry points in it (no ops tables, no module_init): nothing to check
    String auto = Golden.run(DIR, "analyze", DIR.resolve("counter_race.i").toString());
    assertEquals(auto, Golden.run(DIR, "analyze", "--mode", "pthread", DIR.resolve("counter_race.i").toString()));
    String kernel = Golden.run(DIR, "analyze", "--mode", "kernel", DIR.resolve("counter_race.i").toString());
    assertTrue(!kernel.contains("race on counter"), kernel);
  }

  @Test
  void eachFileMakesEveryIFileADriver() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("flat"));
    for (String n : new String[] {"counter_race.i", "counter_mutex_safe.i"}) {
      Files.copy(DIR.resolve(n), dir.resolve(n));
    }
    Files.writeString(dir.resolve("notes.txt"), "not a source\n");
    Suite.Run r =
        Suite.run("analyze", "--no-cache", "--each-file", "--isolation", "none", "--format", "json", dir.toString());
    assertEquals(ExitCode.PROBLEM, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("\"name\": \"counter_mutex_safe\""), r.out());
    assertTrue(r.out().contains("\"name\": \"counter_race\""), r.out());
    assertTrue(r.out().contains("\"source\": \"" + dir.resolve("counter_race.i") + "\""), r.out());
  }

  @Test
  void aDirectoryOfIFilesIsOneDriver() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("tree/prog"));
    Files.copy(DIR.resolve("counter_mutex_safe.i"), dir.resolve("counter_mutex_safe.i"));
    Suite.Run r = Suite.run("analyze", "--no-cache", "--format", "json", tmp.resolve("tree").toString());
    assertEquals(ExitCode.VERIFIED, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("\"name\": \"prog\""), r.out());
  }

  @Test
  void otherFilesAreStillRejected() throws Exception {
    Path h = Files.writeString(tmp.resolve("x.h"), "int x;\n");
    String text = Golden.run(tmp, "analyze", h.toString());
    assertTrue(text.contains("x.h: expected a .c or .i file or a directory of them"), text);
    assertTrue(text.endsWith("exit: 2\n"), text);
  }
}

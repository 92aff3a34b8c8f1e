package dev.pairlock.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code analyze} options that change the analysis: golden reports under regression/analyze-options. */
class AnalyzeOptionsTest {
  private static final Path DIR = Golden.repoRoot().resolve("regression/analyze-options");
  private static final String C = DIR.resolve("param_alias.c").toString();

  @Test
  void entryPointFromCommandLineWithoutAliasing_safe() throws Exception {
    Golden.check(DIR.resolve("param_alias.expected"), Golden.run(DIR, "analyze", "--entry-point", "xfer", C));
  }

  @Test
  void paramAliasing_race() throws Exception {
    Golden.check(
        DIR.resolve("param_alias.aliasing.expected"),
        Golden.run(DIR, "analyze", "--entry-point", "xfer", "--param-aliasing", C));
  }

  @Test
  void unknownEntryPointIsAnInputError() throws Exception {
    Golden.check(
        DIR.resolve("param_alias.unknown.expected"),
        Golden.run(DIR, "analyze", "--entry-point", "no_such_function", C));
  }

  @Test
  void missingDriverIsAnInputError() throws Exception {
    Golden.check(DIR.resolve("missing.expected"), Golden.run(DIR, "analyze", DIR.resolve("missing.c").toString()));
  }
}

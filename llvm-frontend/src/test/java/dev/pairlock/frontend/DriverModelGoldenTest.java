package dev.pairlock.frontend;

import dev.pairlock.instrument.race.PairAnalysis;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairResult;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.testsupport.GoldenFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One small driver per modelled lock primitive ({@code models/locks/*.c}), lifted with the
 * driver-models headers and analysed pair by pair: the verdicts and racy regions of every pair
 * are compared with {@code .expected} (regenerate with {@code -Dpairlock.regenerate=true}, then
 * review the diff). Each fixture protects {@code shared} with the primitive and leaves {@code
 * loose} unprotected, so a model that protects too little or too much changes the golden file.
 */
class DriverModelGoldenTest {
  private static final Path SOURCE_DIR =
      Path.of("src/test/resources/dev/pairlock/frontend/models/locks");

  static Stream<String> fixtures() throws Exception {
    try (Stream<Path> s = Files.list(Fixtures.resource("models/locks"))) {
      return s.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".c"))
          .sorted()
          .toList()
          .stream();
    }
  }

  @ParameterizedTest
  @MethodSource("fixtures")
  void lockPrimitive(String name) throws Exception {
    LiftResult r = Fixtures.lift("models/locks/" + name);
    PairAnalysisResult a =
        new PairAnalysis(
                new VcVerifier(),
                PairAnalysisOptions.defaults().withTimeoutPerPair(Duration.ofSeconds(60)))
            .analyze(r.program());
    String actual = render(r, a);
    GoldenFile.assertMatches(
        SOURCE_DIR.resolve(name.substring(0, name.length() - 2) + ".expected"), actual);
  }

  static String render(LiftResult r, PairAnalysisResult a) {
    StringBuilder sb = new StringBuilder();
    r.locks()
        .forEach(l -> sb.append("lock ").append(l.name()).append(' ').append(l.kind()).append('\n'));
    r.diagnostics()
        .forEach(d -> sb.append("diag ").append(d.code()).append(' ').append(d.message()).append('\n'));
    for (PairResult p : a.pairs()) {
      sb.append("pair ")
          .append(p.first().procedure())
          .append(' ')
          .append(p.second().procedure())
          .append(' ')
          .append(p.verdict().name().toLowerCase());
      if (!p.racyRegions().isEmpty()) {
        sb.append(" racy=").append(String.join(",", p.racyRegions()));
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}

package dev.pairlock.precise;

import dev.pairlock.instrument.race.PairAnalysis;
import dev.pairlock.instrument.race.PairAnalysisOptions;
import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.vc.VcVerifier;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** Hand-written lifted programs under {@code src/test/resources}, and the stages before us. */
final class Fixtures {
  private Fixtures() {}

  static String text(String resource) {
    try (InputStream in = Fixtures.class.getResourceAsStream("/dev/pairlock/precise/" + resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Parses {@code resource} with the prelude of lock primitives prepended. */
  static Program lifted(String resource) throws IvlException {
    return Parser.parse(text("prelude.bpl") + "\n" + text(resource), resource);
  }

  static PairAnalysisResult lockset(Program p) throws IvlException {
    return new PairAnalysis(
            new VcVerifier(), PairAnalysisOptions.defaults().withTimeoutPerPair(Duration.ofSeconds(60)))
        .analyze(p);
  }

  static PreciseResult precise(Program p, PairAnalysisResult lockset, PreciseOptions o)
      throws IvlException {
    return new PreciseChecker(new VcVerifier(), o).check(p, lockset);
  }

  static PreciseOptions opts(int csb, YieldPolicy policy) {
    return PreciseOptions.defaults().withCsb(csb).withYieldPolicy(policy);
  }
}

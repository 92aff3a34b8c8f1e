package dev.pairlock.houdini.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.houdini.Candidate;
import dev.pairlock.houdini.HoudiniResult;
import dev.pairlock.houdini.TestFixtures;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.syntax.Printer;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pair programs built by instrument's PairProgramBuilder from the lifted programs under {@code
 * lifted/} (by a throw-away driver of PairProgramBuilder; verdicts in {@code pair/verdicts.txt}): summarised by Houdini, then the main procedure's race
 * assertions verified modularly. Every {@code _safe} program verifies, every {@code _race} one
 * does not; the summaries are golden files.
 */
class PairSummariesTest {
  /** File name and expected verdict of the main procedure after Houdini, from verdicts.txt. */
  static Stream<Arguments> pairPrograms() throws IOException {
    List<Arguments> r = new ArrayList<>();
    for (String line : TestFixtures.text("pair/verdicts.txt").split("\n")) {
      String[] f = line.trim().split("\\s+");
      if (f.length >= 2 && !f[0].startsWith("#")) {
        r.add(Arguments.of(f[0], f[1]));
      }
    }
    return r.stream();
  }

  @Test
  void everyPairProgramHasAVerdict() throws IOException {
    List<String> listed = pairPrograms().map(a -> (String) a.get()[0]).sorted().toList();
    try (Stream<Path> s = Files.list(TestFixtures.RESOURCES.resolve("pair"))) {
      List<String> files =
          s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".bpl")).sorted().toList();
      assertEquals(files, listed);
    }
  }

  static String main(Program p) {
    return PairShape.of(p, null).orElseThrow().mainProcedure();
  }

  @ParameterizedTest
  @MethodSource("pairPrograms")
  void summariesProveSafePairsAndKeepRaces(String name, String verdict) throws Exception {
    Program p = TestFixtures.program("pair/" + name);
    String main = main(p);
    HoudiniResult r = PairSummaries.summarize(p, main, PairSummaries.defaultOptions());
    TypeChecker.checkOrThrow(r.summarized());
    assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
    assertTrue(r.assertionsVerified(), r.outcomes().toString());
    Outcome o =
        new VcVerifier().verify(r.summarized(), main, VerifyOptions.defaults().withMaxFailures(1));
    if (verdict.equals("verified")) {
      assertInstanceOf(Outcome.Verified.class, o, name + "\n" + Printer.print(r.summarized()));
    } else {
      // one failure asked for: found, and the search stopped there
      Outcome.Partial fails = assertInstanceOf(Outcome.Partial.class, o, name);
      assertEquals(new Outcome.Stop.FailureLimit(1), fails.stop(), name);
    }
    StringBuilder sb = new StringBuilder();
    sb.append("// ").append(r.stats().candidates()).append(" candidates, ")
        .append(r.stats().refuted()).append(" refuted; main: ")
        .append(o instanceof Outcome.Verified ? "verified" : "fails").append('\n');
    for (Decl.Procedure proc : r.summarized().procedures()) {
      if (proc.body() != null && !proc.name().equals(main)) {
        sb.append(Printer.print(proc.withBody(null)));
        for (Candidate c : r.surviving()) {
          if (c.procedure().equals(proc.name()) && c.kind() == Candidate.Kind.LOOP_INVARIANT) {
            sb.append("  // invariant at ").append(c.block()).append(": ")
                .append(Printer.print(c.expr())).append('\n');
          }
        }
      }
    }
    TestFixtures.assertGolden("pair/" + name.replace(".bpl", ".expected"), sb.toString());
  }
}

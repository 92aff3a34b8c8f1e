package dev.pairlock.instrument.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.instrument.Fixtures;
import dev.pairlock.instrument.GhostNames;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerificationSession;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A pair check enumerates its races in one verification session (one VC, one solver): each race
 * found is excluded by a fact the later checks assume, never found again, and the last check
 * proves the rest; the pair program is not verified again per race.
 */
class RaceEnumerationTest {
  private static final PairAnalysisOptions OPTIONS =
      PairAnalysisOptions.defaults().withTimeoutPerPair(Duration.ofSeconds(60));

  /** The real verifier, recording the outcomes of each session's checks and counting verify calls. */
  private static final class Recording implements ProgramVerifier {
    private final VcVerifier real = new VcVerifier();
    int verifies;
    final List<List<Outcome>> sessions = new ArrayList<>();

    @Override
    public Outcome verify(Program program, String procedure, VerifyOptions options)
        throws IvlException {
      verifies++;
      return real.verify(program, procedure, options);
    }

    @Override
    public VerificationSession open(Program program, String procedure, VerifyOptions options)
        throws IvlException {
      VerificationSession s = real.open(program, procedure, options);
      List<Outcome> outcomes = new ArrayList<>();
      sessions.add(outcomes);
      return new VerificationSession() {
        @Override
        public void assume(Expr formula) {
          s.assume(formula);
        }

        @Override
        public Outcome check(Duration timeout) throws IvlException {
          Outcome o = s.check(timeout);
          outcomes.add(o);
          return o;
        }

        @Override
        public int checks() {
          return s.checks();
        }

        @Override
        public void close() {
          s.close();
        }
      };
    }
  }

  @Test
  void onePairCheckIsOneSessionThatFindsEachRaceOnce() throws Exception {
    Recording v = new Recording();
    PairAnalysisResult r =
        new PairAnalysis(v, OPTIONS).analyze(Fixtures.lifted("race/unlocked_counter_race.bpl"));
    assertEquals(3, r.races().size(), PairAnalysisTest.render(r));
    assertEquals(0, v.verifies, "no pair program is verified outside a session");
    // dev_read/dev_write (one race), dev_write/dev_write (a write-write and a read-write race)
    assertEquals(2, v.sessions.size());
    List<Integer> checks = new ArrayList<>();
    for (List<Outcome> s : v.sessions) {
      checks.add(s.size());
      Set<List<Expr>> found = new HashSet<>();
      for (Outcome o : s.subList(0, s.size() - 1)) {
        Failure f = assertInstanceOf(Outcome.Partial.class, o).failures().get(0);
        Expr loc1 = f.finalValues().get(GhostNames.pickLoc("$M.0", 1));
        Expr loc2 = f.finalValues().get(GhostNames.pickLoc("$M.0", 2));
        assertTrue(found.add(List.of(loc1, loc2)), "race found again: " + loc1 + ", " + loc2);
        // a self pair's sides are copies: the swapped pair is the same race, excluded too
        assertTrue(!found.contains(List.of(loc2, loc1)) || loc1.equals(loc2));
      }
      assertInstanceOf(Outcome.Verified.class, s.get(s.size() - 1));
    }
    assertEquals(List.of(2, 3), checks);
    int calls = r.pairs().stream().mapToInt(PairResult::verifierCalls).sum();
    assertEquals(5, calls, "a pair's verifier calls are its session's checks");
  }
}

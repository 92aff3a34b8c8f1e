package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerificationSession;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A session check answered inconclusively at each position: the races found before it are
 * confirmed, but "no races within the bounds" is never concluded, whether the answer is a plain
 * timeout or failures followed by one ({@link Outcome.Partial} stopped by the solver).
 */
class InconclusiveCheckTest {
  /** The real verifier, but check {@code at} of each session answers inconclusively. */
  private record Injecting(int at, boolean withFailures, Set<String> hit)
      implements ProgramVerifier {
    @Override
    public Outcome verify(Program program, String procedure, VerifyOptions options)
        throws IvlException {
      throw new UnsupportedOperationException("the precise checker opens sessions");
    }

    @Override
    public VerificationSession open(Program program, String procedure, VerifyOptions options)
        throws IvlException {
      VerificationSession real = new VcVerifier().open(program, procedure, options);
      return new VerificationSession() {
        @Override
        public void assume(Expr formula) {
          real.assume(formula);
        }

        @Override
        public Outcome check(Duration timeout) throws IvlException {
          int k = real.checks();
          Outcome o = real.check(timeout);
          if (k != at) {
            return o;
          }
          synchronized (hit) {
            hit.add(procedure);
          }
          // failures, then the next query timed out; or a timeout before any failure
          return withFailures && o instanceof Outcome.Partial p
              ? new Outcome.Partial(p.failures(), new Outcome.Stop.SolverTimeout())
              : new Outcome.Timeout();
        }

        @Override
        public int checks() {
          return real.checks();
        }

        @Override
        public void close() {
          real.close();
        }
      };
    }
  }

  @Test
  void inconclusiveChecksNeverConcludeNoRaces() throws Exception {
    Program p = Fixtures.lifted("llseek.bpl");
    PairAnalysisResult ls = Fixtures.lockset(p);
    PreciseOptions o = Fixtures.opts(2, YieldPolicy.ALL);
    PreciseResult all = new PreciseChecker(new VcVerifier(), o).check(p, ls);
    assertFalse(all.races().isEmpty());
    int most = all.pairs().stream().mapToInt(PairOutcome::solverCalls).max().orElse(0);
    for (int k = 0; k < most; k++) {
      for (boolean withFailures : new boolean[] {false, true}) {
        Injecting v = new Injecting(k, withFailures, new HashSet<>());
        PreciseResult r = new PreciseChecker(v, o).check(p, ls);
        assertFalse(v.hit().isEmpty(), "check " + k + " was asked");
        for (PairOutcome x : r.pairs()) {
          PairOutcome full =
              all.pairs().stream()
                  .filter(y -> y.thread1().equals(x.thread1()) && y.thread2().equals(x.thread2()))
                  .findFirst()
                  .orElseThrow();
          if (full.solverCalls() <= k) {
            assertEquals(full.status(), x.status(), x.toString()); // not reached
            continue;
          }
          String what = "check " + k + (withFailures ? " after failures" : "") + ": " + x;
          assertNotEquals(PairOutcome.Status.NO_RACES_WITHIN_BOUNDS, x.status(), what);
          if (!x.races().isEmpty()) {
            assertEquals(PairOutcome.Status.RACES, x.status(), what);
            assertTrue(
                x.reason().endsWith("; other races may be missing: the solver timed out"), what);
          }
          // what was found is kept: the first k checks' races, and the k-th's own with failures
          if (k > 0 || withFailures && k < full.solverCalls() - 1) {
            assertFalse(x.races().isEmpty(), what);
          }
          assertTrue(full.races().containsAll(x.races()), what);
        }
      }
    }
  }
}

package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.vc.VcVerifier;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The per-pair timeout bounds the whole pair (program construction and VC generation as well as
 * the solver): a pair that exceeds it is TIMEOUT, never "no races" nor confirmed by late work.
 */
class TimeoutTest {
  /** A verifier whose VC generation takes {@code delay} before it answers (interruptibly). */
  private static ProgramVerifier slow(Duration delay, AtomicBoolean interrupted) {
    VcVerifier real = new VcVerifier();
    return (program, procedure, options) -> {
      try {
        Thread.sleep(delay.toMillis());
      } catch (InterruptedException e) {
        interrupted.set(true);
        Thread.currentThread().interrupt();
        throw new java.util.concurrent.CancellationException("interrupted");
      }
      return real.verify(program, procedure, options);
    };
  }

  @Test
  void slowVcGenerationIsATimeoutNotAVerdict() throws Exception {
    Program p = Fixtures.lifted("llseek.bpl");
    PairAnalysisResult ls = Fixtures.lockset(p);
    PreciseOptions o =
        Fixtures.opts(2, YieldPolicy.ALL).withTimeoutPerPair(Duration.ofSeconds(1));
    // without the delay, the fixture has races
    assertFalse(new PreciseChecker(new VcVerifier(), o).check(p, ls).races().isEmpty());
    AtomicBoolean interrupted = new AtomicBoolean();
    long t0 = System.nanoTime();
    PreciseResult r =
        new PreciseChecker(slow(Duration.ofSeconds(30), interrupted), o).check(p, ls);
    double secs = (System.nanoTime() - t0) / 1e9;
    List<PairOutcome> checked =
        r.pairs().stream()
            .filter(x -> x.status() != PairOutcome.Status.SERIALIZED)
            .filter(x -> x.status() != PairOutcome.Status.NOTHING_TO_CHECK)
            .toList();
    assertFalse(checked.isEmpty());
    for (PairOutcome x : checked) {
      assertEquals(PairOutcome.Status.TIMEOUT, x.status(), x.toString());
      assertTrue(x.reason().startsWith("timeout after 1 s"), x.reason());
      assertTrue(x.elapsed().toMillis() < 6_000, x.elapsed().toString());
    }
    assertTrue(r.races().isEmpty());
    assertTrue(interrupted.get(), "the worker was interrupted");
    assertTrue(secs < 6.0 * checked.size() + 5, "took " + secs + " s");
  }

  @Test
  void aLateVerifiedAnswerIsATimeout() throws Exception {
    // the verifier ignores interrupts and answers "verified" after the budget
    Program p = Fixtures.lifted("llseek.bpl");
    PairAnalysisResult ls = Fixtures.lockset(p);
    PreciseOptions o =
        Fixtures.opts(2, YieldPolicy.ALL).withTimeoutPerPair(Duration.ofMillis(300));
    ProgramVerifier late =
        (program, procedure, options) -> {
          long end = System.nanoTime() + 600_000_000L;
          while (System.nanoTime() < end) {
            Thread.onSpinWait();
          }
          return new Outcome.Verified();
        };
    PreciseResult r = new PreciseChecker(late, o).check(p, ls);
    assertTrue(
        r.pairs().stream()
            .noneMatch(x -> x.status() == PairOutcome.Status.NO_RACES_WITHIN_BOUNDS),
        r.pairs().toString());
    assertTrue(r.pairs().stream().anyMatch(x -> x.status() == PairOutcome.Status.TIMEOUT));
  }
}

package dev.pairlock.ivl.vc;

import static dev.pairlock.ivl.vc.Ivl.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.smt.SatResult;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerificationSession;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An inconclusive answer at each query of {@link VcVerifier#verify}: the failures found before it
 * are reported, as a {@link Outcome.Partial} that says why it stopped, never as a complete {@link
 * Outcome.Failed}.
 */
class PartialOutcomeTest {
  private static final int FAILING = 3;

  /** {@code FAILING} assertions {@code x > k}, all failing (for x = 0), on lines 1..FAILING. */
  private static Program threeFailures() {
    List<Cmd> cmds = new ArrayList<>();
    for (int k = 1; k <= FAILING; k++) {
      cmds.add(check(k, Expr.bin(Expr.BinOp.GT, v("x"), n(k))));
    }
    Decl.Procedure p =
        proc(
            "p",
            List.of(p("x", Type.INT)),
            List.of(),
            List.of(),
            List.of(),
            blk("E", ret(9), cmds.toArray(new Cmd[0])));
    return new Program(List.of(p));
  }

  /** A verifier whose query {@code at} answers {@code answer}; the others the prover's. */
  private static VcVerifier answering(int at, SatResult answer) {
    return new VcVerifier((query, prover) -> query == at ? answer : prover.check());
  }

  private static final SatResult TIMEOUT = new SatResult.Unknown("timeout", true);
  private static final SatResult UNKNOWN = new SatResult.Unknown("incomplete quantifiers", false);

  private static Outcome verify(VcVerifier v) throws Exception {
    return v.verify(threeFailures(), "p", VerifyOptions.defaults().withMaxFailures(10));
  }

  @Test
  void inconclusiveFirstQueryIsTimeoutOrUnknown() throws Exception {
    assertEquals(new Outcome.Timeout(), verify(answering(0, TIMEOUT)));
    assertEquals(new Outcome.Unknown("incomplete quantifiers"), verify(answering(0, UNKNOWN)));
  }

  @Test
  void inconclusiveLaterQueryKeepsWhatWasFoundAsPartial() throws Exception {
    // queries 1..FAILING-1 would find another failure, query FAILING is the final unsatisfiable
    // one: an unknown there still leaves the list unconfirmed as complete
    for (int k = 1; k <= FAILING; k++) {
      for (SatResult answer : List.of(TIMEOUT, UNKNOWN)) {
        Outcome o = verify(answering(k, answer));
        Outcome.Partial p = assertInstanceOf(Outcome.Partial.class, o, "query " + k + ": " + o);
        assertEquals(k, p.failures().size(), o.toString());
        assertEquals(
            answer == TIMEOUT
                ? new Outcome.Stop.SolverTimeout()
                : new Outcome.Stop.SolverUnknown("incomplete quantifiers"),
            p.stop());
        // the first k failures, the ones an undisturbed run finds first
        List<Failure> all =
            assertInstanceOf(Outcome.Failed.class, verify(new VcVerifier())).failures();
        assertEquals(all.subList(0, k), p.failures());
      }
    }
  }

  @Test
  void conclusiveRunIsComplete() throws Exception {
    Outcome o = verify(answering(FAILING + 1, TIMEOUT)); // never asked
    assertEquals(FAILING, assertInstanceOf(Outcome.Failed.class, o).failures().size());
  }

  @Test
  void failureLimitIsPartialNotComplete() throws Exception {
    Outcome o =
        new VcVerifier()
            .verify(threeFailures(), "p", VerifyOptions.defaults().withMaxFailures(FAILING));
    Outcome.Partial p = assertInstanceOf(Outcome.Partial.class, o);
    assertEquals(new Outcome.Stop.FailureLimit(FAILING), p.stop());
    assertEquals(FAILING, p.failures().size());
  }

  @Test
  void sessionChecksSayOneFailureIsNotAll() throws Exception {
    try (VerificationSession s =
        answering(1, TIMEOUT).open(threeFailures(), "p", VerifyOptions.defaults())) {
      Outcome first = s.check(Duration.ZERO);
      Outcome.Partial p = assertInstanceOf(Outcome.Partial.class, first);
      assertEquals(new Outcome.Stop.FailureLimit(1), p.stop());
      assertEquals(new Outcome.Timeout(), s.check(Duration.ZERO));
    }
  }
}

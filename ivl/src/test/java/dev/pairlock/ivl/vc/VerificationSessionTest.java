package dev.pairlock.ivl.vc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerificationSession;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Enumerating counterexamples with a {@link VerificationSession}: the assertion consults an
 * uninterpreted function, each failure found is assumed reported, and the next check finds another,
 * until none is left. The incremental session of {@link VcVerifier} and the restarting default of
 * {@link ProgramVerifier} find the same set.
 */
class VerificationSessionTest {
  /** Fails for x in {2, 3, 5, 7} (and the observed value says which). */
  private static final String PROGRAM =
      """
      function reported(v: int) returns (bool);
      var x: int;
      procedure main()
        modifies x;
      {
        L0:
          havoc x;
          assume 0 <= x && x < 10;
          assume {:observe} true;
          assert {:which "prime"} !((x == 2 || x == 3 || x == 5 || x == 7) && !reported(x));
          return;
      }
      """;

  private static Set<BigInteger> enumerate(ProgramVerifier v) throws Exception {
    Program p = Parser.parse(PROGRAM, "s.bpl");
    VerifyOptions o = VerifyOptions.defaults().withObserved(Set.of("x")).withMaxFailures(1);
    Set<BigInteger> found = new TreeSet<>();
    try (VerificationSession s = v.open(p, "main", o)) {
      while (true) {
        Outcome out = s.check(Duration.ofSeconds(30));
        if (out instanceof Outcome.Verified) {
          break;
        }
        Outcome.Partial one = assertInstanceOf(Outcome.Partial.class, out);
        assertEquals(new Outcome.Stop.FailureLimit(1), one.stop());
        List<Failure> fs = one.failures();
        assertEquals(1, fs.size());
        Expr.IntLit x =
            assertInstanceOf(Expr.IntLit.class, fs.get(0).observations().get(0).values().get("x"));
        assertEquals(true, found.add(x.value()), "found twice: " + x.value());
        s.assume(new Expr.FunApp("reported", List.of(x)));
      }
      assertEquals(5, s.checks());
    }
    return found;
  }

  private static Set<BigInteger> primes() {
    List<BigInteger> out = new ArrayList<>();
    for (long k : new long[] {2, 3, 5, 7}) {
      out.add(BigInteger.valueOf(k));
    }
    return new TreeSet<>(out);
  }

  @Test
  void incrementalSessionFindsEveryFailureOnce() throws Exception {
    assertEquals(primes(), enumerate(new VcVerifier()));
  }

  @Test
  void restartingSessionFindsTheSame() throws Exception {
    VcVerifier real = new VcVerifier();
    ProgramVerifier restarting = real::verify; // the interface's default open
    assertEquals(primes(), enumerate(restarting));
  }
}

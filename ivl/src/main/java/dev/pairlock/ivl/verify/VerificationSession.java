package dev.pairlock.ivl.verify;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.diag.IvlException;
import java.time.Duration;

/**
 * One procedure verified again and again under growing assumptions ({@link ProgramVerifier#open}):
 * for enumerating counterexamples. The caller's assertions consult a function it declares
 * (uninterpreted, so free to be false) and, after each failure, it assumes that function true
 * where the failure was reported, so the next check finds another one.
 */
public interface VerificationSession extends AutoCloseable {
  /**
   * Adds {@code formula} (boolean, over the program's constants and functions, no variables) to
   * every later check.
   *
   * @throws IllegalArgumentException if it is not such a formula
   */
  void assume(Expr formula);

  /**
   * Asks for one failing obligation under everything assumed so far: {@link Outcome.Partial} with
   * one failure (stopped at {@link Outcome.Stop.FailureLimit}: whether others fail is the next
   * check's question), {@link Outcome.Verified}, or an inconclusive outcome.
   *
   * @param timeout this query's limit ({@link Duration#ZERO}: none)
   * @throws IvlException as {@link ProgramVerifier#verify}
   */
  Outcome check(Duration timeout) throws IvlException;

  /** How many checks were made. */
  int checks();

  @Override
  void close();
}

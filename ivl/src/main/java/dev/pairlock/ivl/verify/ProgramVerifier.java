package dev.pairlock.ivl.verify;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.IvlException;

/** Checks the procedures of a (type-correct) program against their contracts. */
public interface ProgramVerifier {
  /**
   * Verifies one procedure with a body: its assertions, the preconditions of its calls, loop
   * invariants, and its postconditions at every return; callees are used through their contracts.
   *
   * @throws IvlException if the procedure cannot be verified as given (e.g. irreducible control
   *     flow), with a diagnostic saying why and where
   */
  Outcome verify(Program program, String procedure, VerifyOptions options) throws IvlException;

  /**
   * Opens a {@link VerificationSession} on one procedure: checks one failure at a time under
   * growing assumptions. This default verifies the whole program again for every check (with the
   * assumptions as axioms); a verifier that can keep its solver between checks overrides it.
   *
   * @throws IvlException as {@link #verify}, possibly only at the first check
   */
  default VerificationSession open(Program program, String procedure, VerifyOptions options)
      throws IvlException {
    return new RestartingSession(this, program, procedure, options);
  }
}

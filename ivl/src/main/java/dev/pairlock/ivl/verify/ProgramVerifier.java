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
}

package dev.pairlock.ivl.verify;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.IvlException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link VerificationSession} of any {@link ProgramVerifier}: each check verifies the program
 * again from scratch, with the assumptions as axioms.
 */
final class RestartingSession implements VerificationSession {
  private final ProgramVerifier verifier;
  private final Program program;
  private final String procedure;
  private final VerifyOptions options;
  private final List<Decl> axioms = new ArrayList<>();
  private int checks;

  RestartingSession(
      ProgramVerifier verifier, Program program, String procedure, VerifyOptions options) {
    this.verifier = verifier;
    this.program = program;
    this.procedure = procedure;
    this.options = options;
  }

  @Override
  public void assume(Expr formula) {
    axioms.add(new Decl.Axiom(formula, List.of(), Pos.NONE));
  }

  @Override
  public Outcome check(Duration timeout) throws IvlException {
    checks++;
    List<Decl> decls = new ArrayList<>(program.decls());
    decls.addAll(axioms);
    return verifier.verify(
        new Program(decls), procedure, options.withTimeout(timeout).withMaxFailures(1));
  }

  @Override
  public int checks() {
    return checks;
  }

  @Override
  public void close() {}
}

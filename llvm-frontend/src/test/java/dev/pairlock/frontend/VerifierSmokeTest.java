package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Lifted programs are accepted by the VC generator (reducible control flow, supported commands)
 * and, having no assertions, verify; an {@code assert false} appended to a procedure fails, so the
 * check is not vacuous.
 */
class VerifierSmokeTest {
  @ParameterizedTest
  @ValueSource(strings = {"golden/nvram.c", "golden/ringbuf.c", "golden/basics.c",
      "golden/locks.c", "misc/stress.c"})
  void everyProcedureIsAcceptedByTheVerifier(String fixture) throws Exception {
    LiftResult r = Fixtures.lift(fixture);
    VcVerifier v = new VcVerifier();
    for (Decl.Procedure p : r.program().procedures()) {
      if (p.body() == null) {
        continue;
      }
      Outcome o = v.verify(r.program(), p.name(), VerifyOptions.defaults());
      assertInstanceOf(Outcome.Verified.class, o, fixture + " " + p.name() + ": " + o);
    }
  }

  @org.junit.jupiter.api.Test
  void anAssertionThatCanFailDoesFail() throws Exception {
    LiftResult r = Fixtures.lift("golden/nvram.c");
    Decl.Procedure p = r.program().procedure("nvram_release").orElseThrow();
    var entry = p.body().blocks().get(0);
    var cmds = new java.util.ArrayList<>(entry.cmds());
    // open_count after the decrement is not always 0
    cmds.add(dev.pairlock.ivl.ast.Cmd.Assert.of(dev.pairlock.ivl.ast.Expr.eq(
        dev.pairlock.ivl.ast.Expr.var("dec"), dev.pairlock.ivl.ast.Expr.num(0))));
    var blocks = new java.util.ArrayList<>(p.body().blocks());
    blocks.set(0, entry.withCmds(cmds));
    Decl.Procedure q = p.withBody(new dev.pairlock.ivl.ast.Body(p.body().locals(), blocks));
    var decls = new java.util.ArrayList<Decl>();
    for (Decl d : r.program().decls()) {
      decls.add(d == p ? q : d);
    }
    var prog = new dev.pairlock.ivl.ast.Program(decls);
    Outcome o = new VcVerifier().verify(prog, "nvram_release", VerifyOptions.defaults());
    assertInstanceOf(Outcome.Failed.class, o);
  }
}

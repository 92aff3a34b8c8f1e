package dev.pairlock.ivl.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Nesting;
import dev.pairlock.ivl.diag.IvlException;
import java.util.Collections;
import java.util.concurrent.FutureTask;
import org.junit.jupiter.api.Test;

/**
 * The IVL's nesting limits (issue 29): deeper text is one parse error, not a stack overflow in
 * the parser or in a pass after it. Before: StackOverflowError on 10,000 parentheses, 50,000
 * {@code !} or {@code m[}.
 */
class NestingTest {
  /** Parses on a thread with the command line's stack (the parser recurses once per parenthesis). */
  private static Expr parse(String text) throws Exception {
    FutureTask<Expr> task = new FutureTask<>(() -> Parser.parseExpr(text, "t.bpl"));
    Thread t = new Thread(null, task, "parse", 512L << 20);
    t.start();
    try {
      return task.get();
    } catch (java.util.concurrent.ExecutionException e) {
      if (e.getCause() instanceof IvlException ie) {
        throw ie;
      }
      throw e;
    }
  }

  @Test
  void beyondTheDepthIsAParseErrorAtTheExpression() {
    for (String text :
        new String[] {
          "(".repeat(30_000) + "b" + ")".repeat(30_000),
          "!".repeat(50_000) + "b",
          "-".repeat(50_000) + "x",
          "m[".repeat(50_000) + "x" + "]".repeat(50_000),
        }) {
      IvlException e = assertThrows(IvlException.class, () -> parse(text));
      assertTrue(e.getMessage().contains("expression nested more than 20000 levels deep"), e.getMessage());
    }
  }

  @Test
  void chainsCountOneLevelUpToTheirLimit() throws Exception {
    Expr sum = parse(String.join(" + ", Collections.nCopies(100_000, "x")));
    assertNull(Nesting.check(sum));
    Expr implications = parse(String.join(" ==> ", Collections.nCopies(100_000, "b")));
    assertNull(Nesting.check(implications));
    // right-associative: the last operand is the innermost
    assertTrue(implications instanceof Expr.Binary b && b.right() instanceof Expr.Binary);
    IvlException e =
        assertThrows(IvlException.class, () -> parse(String.join(" && ", Collections.nCopies(Nesting.MAX_CHAIN + 2, "b"))));
    assertTrue(e.getMessage().contains("chain of more than 200000 operators"), e.getMessage());
  }

  @Test
  void upToTheDepthParses() throws Exception {
    Expr e = parse("(".repeat(19_000) + "!".repeat(900) + "b" + ")".repeat(19_000));
    assertNull(Nesting.check(e));
    assertEquals(new Expr.Unary(Expr.UnOp.NOT, Expr.var("b")), unwrap(e, 899));
  }

  private static Expr unwrap(Expr e, int n) {
    for (int i = 0; i < n; i++) {
      e = ((Expr.Unary) e).operand();
    }
    return e;
  }
}

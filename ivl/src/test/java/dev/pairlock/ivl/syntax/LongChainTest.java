package dev.pairlock.ivl.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.check.TypeChecker;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Left-nested chains as built by {@link Expr#conj} can be very long in generated programs; the
 * printer, parser and type checker must not need stack proportional to their length.
 */
class LongChainTest {
  @Test
  void hundredThousandConjunctsPrintParseAndCheck() throws Exception {
    List<Expr> es = new ArrayList<>();
    for (int i = 0; i < 100_000; i++) {
      es.add(Expr.eq(Expr.var("c"), Expr.bin(Expr.BinOp.SUB, Expr.num(i), Expr.var("c"))));
    }
    Program p =
        new Program(
            List.of(
                new Decl.Const("c", Type.INT, false, List.of(), Pos.NONE),
                new Decl.Axiom(Expr.conj(es), List.of(), Pos.NONE)));
    String text = Printer.print(p);
    assertTrue(
        text.startsWith("const c: int;\naxiom c == 0 - c && c == 1 - c && c == 2 - c && "),
        () -> text.substring(0, 200));
    Program back = Parser.parse(text, "chain.bpl");
    assertEquals(text, Printer.print(back));
    assertEquals(List.of(), TypeChecker.check(back));
  }
}

package dev.pairlock.ivl.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Expr.BinOp;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Random (seeded) expression trees, ill-typed included: parse(print(e)) must give back e. */
class RandomExprRoundTripTest {
  private final Random rnd = new Random(20261121L);
  private static final String[] NAMES = {"x", "y", "$M.3", "buf_llseek.1", "old", "if", "a'b"};

  private Expr gen(int depth) {
    if (depth == 0 || rnd.nextInt(5) == 0) {
      return switch (rnd.nextInt(4)) {
        case 0 -> new Expr.IntLit(BigInteger.valueOf(rnd.nextInt(21) - 10));
        case 1 -> rnd.nextBoolean() ? Expr.TRUE : Expr.FALSE;
        default -> new Expr.Var(NAMES[rnd.nextInt(NAMES.length)]);
      };
    }
    int d = depth - 1;
    return switch (rnd.nextInt(12)) {
      case 0 -> new Expr.Old(gen(d));
      case 1 -> new Expr.Select(gen(d), gen(d));
      case 2 -> new Expr.Store(gen(d), gen(d), gen(d));
      case 3 -> new Expr.Unary(rnd.nextBoolean() ? Expr.UnOp.NEG : Expr.UnOp.NOT, gen(d));
      case 4 -> new Expr.Ite(gen(d), gen(d), gen(d));
      case 5 -> {
        List<Expr> args = new ArrayList<>();
        for (int i = rnd.nextInt(3); i > 0; i--) {
          args.add(gen(d));
        }
        yield new Expr.FunApp("f" + args.size(), args);
      }
      case 6 -> {
        List<Param> vars = new ArrayList<>();
        for (int i = rnd.nextInt(3); i >= 0; i--) {
          vars.add(
              new Param("q" + i, rnd.nextBoolean() ? Type.INT : Type.map(Type.INT, Type.BOOL)));
        }
        yield new Expr.Quant(rnd.nextBoolean(), vars, gen(d));
      }
      default -> {
        BinOp[] ops = BinOp.values();
        yield new Expr.Binary(ops[rnd.nextInt(ops.length)], gen(d), gen(d));
      }
    };
  }

  @Test
  void randomExpressionsRoundTrip() throws Exception {
    for (int i = 0; i < 5000; i++) {
      Expr e = gen(1 + rnd.nextInt(6));
      String text = Printer.print(e);
      Expr back = Parser.parseExpr(text, "random");
      assertEquals(e, back, "round trip failed for: " + text);
      assertEquals(text, Printer.print(back));
    }
  }
}

package dev.pairlock.ivl.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Random (seeded) whole programs, not necessarily well-typed, using every declaration, spec,
 * command and attribute form, keyword names and awkward strings: parse(print(p)) must equal p.
 */
class RandomProgramRoundTripTest {
  private final Random rnd = new Random(7L);
  private static final String[] NAMES = {
    "x", "$M.3", "$lock.nvram_mutex", "buf_llseek.1", "old", "goto", "a'`?^~#", "_", ".dot"
  };
  private static final String[] STRINGS = {
    "", "drv.c", "a \"quoted\" \\ path", "tab\there\nnl", "{:}"
  };

  private String name() {
    return NAMES[rnd.nextInt(NAMES.length)];
  }

  private <T> List<T> list(int max, Supplier<T> gen) {
    List<T> r = new ArrayList<>();
    for (int i = rnd.nextInt(max + 1); i > 0; i--) {
      r.add(gen.get());
    }
    return r;
  }

  private <T> List<T> nonEmpty(int max, Supplier<T> gen) {
    List<T> r = new ArrayList<>(List.of(gen.get()));
    r.addAll(list(max - 1, gen));
    return r;
  }

  private Type type() {
    return switch (rnd.nextInt(4)) {
      case 0 -> Type.INT;
      case 1 -> Type.BOOL;
      case 2 -> Type.map(Type.INT, Type.INT);
      default -> Type.map(Type.INT, Type.map(Type.BOOL, Type.INT));
    };
  }

  private Expr expr(int depth) {
    if (depth == 0 || rnd.nextInt(3) == 0) {
      return switch (rnd.nextInt(3)) {
        case 0 -> new Expr.IntLit(BigInteger.valueOf(rnd.nextInt(2001) - 1000));
        case 1 -> rnd.nextBoolean() ? Expr.TRUE : Expr.FALSE;
        default -> Expr.var(name());
      };
    }
    int d = depth - 1;
    return switch (rnd.nextInt(6)) {
      case 0 -> new Expr.Old(expr(d));
      case 1 -> new Expr.Select(expr(d), expr(d));
      case 2 -> new Expr.Ite(expr(d), expr(d), expr(d));
      case 3 -> new Expr.FunApp(name(), list(2, () -> expr(d)));
      case 4 -> new Expr.Unary(Expr.UnOp.NEG, expr(d));
      default -> {
        Expr.BinOp[] ops = Expr.BinOp.values();
        yield new Expr.Binary(ops[rnd.nextInt(ops.length)], expr(d), expr(d));
      }
    };
  }

  private Attribute attribute() {
    return new Attribute(
        name(),
        list(
            3,
            () ->
                rnd.nextBoolean()
                    ? new AttrValue.Str(STRINGS[rnd.nextInt(STRINGS.length)])
                    : new AttrValue.Ex(expr(2))));
  }

  private List<Attribute> attrs() {
    return list(2, this::attribute);
  }

  private Param param() {
    return new Param(name(), type());
  }

  private Cmd cmd() {
    return switch (rnd.nextInt(5)) {
      case 0 -> new Cmd.Assert(expr(3), attrs(), Pos.NONE);
      case 1 -> new Cmd.Assume(expr(3), attrs(), Pos.NONE);
      case 2 -> new Cmd.Havoc(list(3, this::name), attrs(), Pos.NONE);
      case 3 ->
          new Cmd.Call(list(2, this::name), name(), list(3, () -> expr(2)), attrs(), Pos.NONE);
      default -> {
        List<Lhs> lhs =
            nonEmpty(
                3,
                () -> rnd.nextBoolean() ? new Lhs.VarLhs(name()) : new Lhs.MapLhs(name(), expr(2)));
        List<Expr> rhs = new ArrayList<>();
        for (int i = 0; i < lhs.size(); i++) {
          rhs.add(expr(3));
        }
        yield new Cmd.Assign(lhs, rhs, attrs(), Pos.NONE);
      }
    };
  }

  private Block block() {
    Transfer t =
        rnd.nextBoolean()
            ? new Transfer.Return(Pos.NONE)
            : new Transfer.Goto(nonEmpty(3, this::name), Pos.NONE);
    return new Block(name(), list(4, this::cmd), t, Pos.NONE);
  }

  private Spec spec() {
    return switch (rnd.nextInt(3)) {
      case 0 -> new Spec.Requires(rnd.nextBoolean(), expr(3), attrs(), Pos.NONE);
      case 1 -> new Spec.Ensures(rnd.nextBoolean(), expr(3), attrs(), Pos.NONE);
      default -> new Spec.Modifies(list(3, this::name), Pos.NONE);
    };
  }

  private Decl decl() {
    return switch (rnd.nextInt(5)) {
      case 0 -> new Decl.GlobalVar(name(), type(), attrs(), Pos.NONE);
      case 1 -> new Decl.Const(name(), type(), rnd.nextBoolean(), attrs(), Pos.NONE);
      case 2 ->
          new Decl.Function(
              name(),
              list(3, this::param),
              type(),
              rnd.nextBoolean() ? expr(3) : null,
              attrs(),
              Pos.NONE);
      case 3 -> new Decl.Axiom(expr(4), attrs(), Pos.NONE);
      default -> {
        Body body =
            rnd.nextBoolean()
                ? null
                : new Body(
                    list(3, () -> new Body.LocalVar(name(), type(), attrs(), Pos.NONE)),
                    nonEmpty(4, this::block));
        yield new Decl.Procedure(
            name(),
            list(3, this::param),
            list(2, this::param),
            list(4, this::spec),
            body,
            attrs(),
            Pos.NONE);
      }
    };
  }

  @Test
  void randomProgramsRoundTrip() throws Exception {
    for (int i = 0; i < 300; i++) {
      Program p = new Program(list(12, this::decl));
      String text = Printer.print(p);
      Program back = Parser.parse(text, "random.bpl");
      assertEquals(p, back, () -> "round trip failed for:\n" + text);
      assertEquals(text, Printer.print(back));
    }
  }
}

package dev.pairlock.ivl.bench;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import java.util.ArrayList;
import java.util.List;

/** Generators of synthetic, verifiable IVL programs of a given size, for tests and benchmarks. */
public final class Synthetic {
  private Synthetic() {}

  private static Expr v(String n) {
    return Expr.var(n);
  }

  private static Expr n(long k) {
    return Expr.num(k);
  }

  private static Expr add(Expr a, Expr b) {
    return Expr.bin(Expr.BinOp.ADD, a, b);
  }

  private static Expr ge(Expr a, Expr b) {
    return Expr.bin(Expr.BinOp.GE, a, b);
  }

  private static Expr lt(Expr a, Expr b) {
    return Expr.bin(Expr.BinOp.LT, a, b);
  }

  private static Cmd assume(Expr e) {
    return Cmd.Assume.of(e);
  }

  private static Cmd check(Expr e) {
    return Cmd.Assert.of(e);
  }

  private static Transfer jump(String... ts) {
    return new Transfer.Goto(List.of(ts), Pos.NONE);
  }

  private static Transfer ret() {
    return new Transfer.Return(Pos.NONE);
  }

  private static Decl.Procedure procedure(
      String name, List<Spec> specs, List<String> locals, List<Block> blocks) {
    List<Body.LocalVar> ls = new ArrayList<>();
    for (String l : locals) {
      ls.add(new Body.LocalVar(l, Type.INT));
    }
    return new Decl.Procedure(
        name, List.of(), List.of(), specs, new Body(ls, blocks), List.of(), Pos.NONE);
  }

  /**
   * A chain of {@code n} diamonds over {@code x, y}: each either adds 1 to x or 2 to x and 1 to y,
   * and the join asserts {@code x >= k} and {@code y >= 0}. Verifies; {@code 4n + 2} blocks.
   */
  public static Program diamondChain(int n) {
    List<Block> bs = new ArrayList<>();
    bs.add(
        new Block(
            "Start", List.of(Cmd.Assign.of("x", n(0)), Cmd.Assign.of("y", n(0))), jump("D0")));
    for (int k = 0; k < n; k++) {
      bs.add(new Block("D" + k, List.of(), jump("T" + k, "E" + k)));
      bs.add(
          new Block(
              "T" + k,
              List.of(assume(lt(v("c"), n(k))), Cmd.Assign.of("x", add(v("x"), n(1)))),
              jump("J" + k)));
      bs.add(
          new Block(
              "E" + k,
              List.of(
                  assume(ge(v("c"), n(k))),
                  Cmd.Assign.of("x", add(v("x"), n(2))),
                  Cmd.Assign.of("y", add(v("y"), n(1)))),
              jump("J" + k)));
      bs.add(
          new Block(
              "J" + k,
              List.of(check(ge(v("x"), n(k + 1))), check(ge(v("y"), n(0)))),
              jump(k + 1 < n ? "D" + (k + 1) : "End")));
    }
    bs.add(new Block("End", List.of(check(ge(v("x"), n(n)))), ret()));
    return new Program(List.of(procedure("Chain", List.of(), List.of("x", "y", "c"), bs)));
  }

  /**
   * {@code n} procedures {@code P0..P(n-1)}; {@code Pi} calls {@code P(i+1)} twice and bumps global
   * {@code g}. With contracts: {@code requires g >= 0; modifies g; ensures g >= old(g)}. Without:
   * only {@code modifies g}, and each body asserts something trivially true.
   */
  public static Program callChain(int n, boolean contracts) {
    List<Decl> ds = new ArrayList<>();
    ds.add(new Decl.GlobalVar("g", Type.INT, List.of(), Pos.NONE));
    for (int i = 0; i < n; i++) {
      List<Spec> specs = new ArrayList<>();
      specs.add(new Spec.Modifies(List.of("g"), Pos.NONE));
      if (contracts) {
        specs.add(new Spec.Requires(false, ge(v("g"), n(0)), List.of(), Pos.NONE));
        specs.add(new Spec.Ensures(false, ge(v("g"), new Expr.Old(v("g"))), List.of(), Pos.NONE));
      }
      List<Cmd> cmds = new ArrayList<>();
      cmds.add(Cmd.Assign.of("g", add(v("g"), n(1))));
      cmds.add(Cmd.Assign.of("t", v("g")));
      if (i + 1 < n) {
        for (int c = 0; c < 2; c++) {
          cmds.add(new Cmd.Call(List.of(), "P" + (i + 1), List.of(), List.of(), Pos.NONE));
        }
      }
      cmds.add(check(contracts ? ge(v("g"), v("t")) : Expr.eq(v("t"), v("t"))));
      ds.add(procedure("P" + i, specs, List.of("t"), List.of(new Block("L", cmds, ret()))));
    }
    return new Program(ds);
  }

  /**
   * {@code depth} nested counting loops {@code for (i_k := 0; i_k < n; i_k++)}, the innermost
   * incrementing {@code s}; invariants {@code 0 <= i_k <= n} and {@code s >= 0}. Verifies.
   */
  public static Program loopNest(int depth) {
    List<Block> bs = new ArrayList<>();
    bs.add(
        new Block(
            "Start", List.of(Cmd.Assign.of("s", n(0)), assume(ge(v("n"), n(0)))), jump("I0")));
    List<String> locals = new ArrayList<>(List.of("s", "n"));
    for (int k = 0; k < depth; k++) {
      String i = "i" + k;
      locals.add(i);
      bs.add(new Block("I" + k, List.of(Cmd.Assign.of(i, n(0))), jump("H" + k)));
      List<Cmd> inv = new ArrayList<>();
      for (int j = 0; j <= k; j++) {
        inv.add(check(ge(v("i" + j), n(0))));
        inv.add(check(Expr.bin(Expr.BinOp.LE, v("i" + j), v("n"))));
      }
      inv.add(check(ge(v("s"), n(0))));
      bs.add(new Block("H" + k, inv, jump("B" + k, "X" + k)));
      String inner = k + 1 < depth ? "I" + (k + 1) : "Work";
      bs.add(new Block("B" + k, List.of(assume(lt(v(i), v("n")))), jump(inner)));
      String after = k == 0 ? "End" : "Inc" + (k - 1);
      bs.add(new Block("X" + k, List.of(assume(ge(v(i), v("n")))), jump(after)));
      bs.add(new Block("Inc" + k, List.of(Cmd.Assign.of(i, add(v(i), n(1)))), jump("H" + k)));
    }
    bs.add(
        new Block(
            "Work", List.of(Cmd.Assign.of("s", add(v("s"), n(1)))), jump("Inc" + (depth - 1))));
    bs.add(new Block("End", List.of(check(ge(v("s"), n(0)))), ret()));
    return new Program(List.of(procedure("Nest", List.of(), locals, bs)));
  }

  /**
   * A chain of {@code n} diamonds whose assertions need only local facts (as in lifted code): each
   * diamond havocs {@code x}, sets {@code y} to {@code x + 1} or {@code x + 2} and a flag {@code
   * b}, and the join asserts {@code y > x} and {@code b ==> y == x + 1}. Verifies.
   */
  public static Program diamondChainLocal(int n) {
    List<Block> bs = new ArrayList<>();
    bs.add(new Block("Start", List.of(), jump("D0")));
    for (int k = 0; k < n; k++) {
      bs.add(
          new Block(
              "D" + k,
              List.of(new Cmd.Havoc(List.of("x"), List.of(), Pos.NONE)),
              jump("T" + k, "E" + k)));
      bs.add(
          new Block(
              "T" + k,
              List.of(Cmd.Assign.of("y", add(v("x"), n(1))), Cmd.Assign.of("b", Expr.TRUE)),
              jump("J" + k)));
      bs.add(
          new Block(
              "E" + k,
              List.of(Cmd.Assign.of("y", add(v("x"), n(2))), Cmd.Assign.of("b", Expr.FALSE)),
              jump("J" + k)));
      bs.add(
          new Block(
              "J" + k,
              List.of(
                  check(Expr.bin(Expr.BinOp.GT, v("y"), v("x"))),
                  check(Expr.implies(v("b"), Expr.eq(v("y"), add(v("x"), n(1)))))),
              jump(k + 1 < n ? "D" + (k + 1) : "End")));
    }
    bs.add(new Block("End", List.of(), ret()));
    List<Body.LocalVar> ls =
        List.of(
            new Body.LocalVar("x", Type.INT),
            new Body.LocalVar("y", Type.INT),
            new Body.LocalVar("b", Type.BOOL));
    return new Program(
        List.of(
            new Decl.Procedure(
                "Local", List.of(), List.of(), List.of(), new Body(ls, bs), List.of(), Pos.NONE)));
  }
}

package dev.pairlock.ivl.vc;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import java.util.ArrayList;
import java.util.List;

/** Small builders for IVL ASTs in tests (positions are {@code t.bpl:line:1}). */
final class Ivl {
  private Ivl() {}

  static Pos at(int line) {
    return Pos.of("t.bpl", line, 1);
  }

  static Expr v(String n) {
    return Expr.var(n);
  }

  static Expr n(long k) {
    return Expr.num(k);
  }

  static Expr b(Expr.BinOp op, Expr l, Expr r) {
    return Expr.bin(op, l, r);
  }

  static Expr add(Expr l, Expr r) {
    return b(Expr.BinOp.ADD, l, r);
  }

  static Expr lt(Expr l, Expr r) {
    return b(Expr.BinOp.LT, l, r);
  }

  static Expr le(Expr l, Expr r) {
    return b(Expr.BinOp.LE, l, r);
  }

  static Expr ge(Expr l, Expr r) {
    return b(Expr.BinOp.GE, l, r);
  }

  static Expr eq(Expr l, Expr r) {
    return Expr.eq(l, r);
  }

  static Cmd assign(String x, Expr e) {
    return Cmd.Assign.of(x, e);
  }

  static Cmd store(String m, Expr i, Expr e) {
    return new Cmd.Assign(List.of(new Lhs.MapLhs(m, i)), List.of(e), List.of(), Pos.NONE);
  }

  static Cmd assume(Expr e) {
    return Cmd.Assume.of(e);
  }

  static Cmd observe(int line, Attribute... attrs) {
    List<Attribute> as = new ArrayList<>(List.of(Attribute.flag("observe")));
    as.addAll(List.of(attrs));
    return new Cmd.Assume(Expr.TRUE, as, at(line));
  }

  static Cmd check(int line, Expr e) {
    return new Cmd.Assert(e, List.of(), at(line));
  }

  static Cmd check(int line, Expr e, Attribute a) {
    return new Cmd.Assert(e, List.of(a), at(line));
  }

  static Cmd havoc(String... xs) {
    return new Cmd.Havoc(List.of(xs), List.of(), Pos.NONE);
  }

  static Cmd call(int line, List<String> outs, String p, Expr... args) {
    return new Cmd.Call(outs, p, List.of(args), List.of(), at(line));
  }

  static Transfer jump(String... ts) {
    return new Transfer.Goto(List.of(ts), Pos.NONE);
  }

  static Transfer ret(int line) {
    return new Transfer.Return(at(line));
  }

  static Block blk(String l, Transfer t, Cmd... cmds) {
    return new Block(l, List.of(cmds), t, Pos.NONE);
  }

  static Spec req(int line, Expr e) {
    return new Spec.Requires(false, e, List.of(), at(line));
  }

  static Spec freeReq(int line, Expr e) {
    return new Spec.Requires(true, e, List.of(), at(line));
  }

  static Spec ens(int line, Expr e) {
    return new Spec.Ensures(false, e, List.of(), at(line));
  }

  static Spec mod(String... gs) {
    return new Spec.Modifies(List.of(gs), Pos.NONE);
  }

  static Param p(String n, Type t) {
    return new Param(n, t);
  }

  static Decl.GlobalVar global(String n, Type t) {
    return new Decl.GlobalVar(n, t, List.of(), Pos.NONE);
  }

  /** A procedure with int locals {@code locals} and the given blocks. */
  static Decl.Procedure proc(
      String name,
      List<Param> ins,
      List<Param> outs,
      List<Spec> specs,
      List<String> locals,
      Block... blocks) {
    List<Body.LocalVar> ls = new ArrayList<>();
    for (String l : locals) {
      ls.add(new Body.LocalVar(l, Type.INT));
    }
    Body body = blocks.length == 0 ? null : new Body(ls, List.of(blocks));
    return new Decl.Procedure(name, ins, outs, specs, body, List.of(), Pos.NONE);
  }
}

package dev.pairlock.ivl.check;

import static dev.pairlock.ivl.check.Reporter.show;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.syntax.Printer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Resolves and types one expression. Errors are reported at the position of the enclosing node; an
 * ill-typed subexpression gets type {@code null}, which silences follow-up errors about it.
 */
final class ExprTyper {

  /**
   * Where an expression occurs.
   *
   * @param vars resolves a free variable name, or null if undeclared
   * @param oldForbiddenIn non-null if {@code old} is not allowed here, naming the place ("requires
   *     clauses")
   * @param globalsForbiddenIn non-null if global variables are not allowed here ("axioms")
   * @param outsForbiddenIn non-null if out-parameters are not allowed here ("requires clauses")
   */
  record Context(
      Function<String, VarInfo> vars,
      Pos pos,
      String oldForbiddenIn,
      String globalsForbiddenIn,
      String outsForbiddenIn) {}

  private final Map<String, Decl.Function> functions;
  private final Reporter report;
  private final Deque<Map<String, VarInfo>> bound = new ArrayDeque<>();
  private Context ctx;

  ExprTyper(Map<String, Decl.Function> functions, Reporter report) {
    this.functions = functions;
    this.report = report;
  }

  /** The type of {@code e}, or null if it is ill-typed (errors reported). */
  Type infer(Expr e, Context context) {
    this.ctx = context;
    bound.clear();
    return type(e);
  }

  /** Checks that {@code e} is a bool; {@code what} names it ("assertion", "axiom"). */
  void expectBool(Expr e, Context context, String what) {
    Type t = infer(e, context);
    if (t != null && !t.equals(Type.BOOL)) {
      report.type(context.pos(), what + " must be bool, but " + show(e) + " has type " + show(t));
    }
  }

  private Type type(Expr e) {
    return switch (e) {
      case Expr.IntLit i -> Type.INT;
      case Expr.BoolLit b -> Type.BOOL;
      case Expr.Var v -> variable(v.name());
      case Expr.Old o -> {
        if (ctx.oldForbiddenIn() != null) {
          report.type(ctx.pos(), "old(...) is not allowed in " + ctx.oldForbiddenIn());
        }
        yield type(o.expr());
      }
      case Expr.Select s -> select(s);
      case Expr.Store s -> store(s);
      case Expr.Unary u -> unary(u);
      case Expr.Binary b -> binary(b);
      case Expr.Ite i -> ite(i);
      case Expr.FunApp f -> funApp(f);
      case Expr.Quant q -> quant(q);
    };
  }

  private Type variable(String name) {
    for (Map<String, VarInfo> scope : bound) {
      VarInfo v = scope.get(name);
      if (v != null) {
        return v.type();
      }
    }
    VarInfo v = ctx.vars().apply(name);
    if (v == null) {
      report.resolve(ctx.pos(), "undeclared variable '" + name + "'");
      return null;
    }
    if (v.kind() == VarInfo.Kind.GLOBAL && ctx.globalsForbiddenIn() != null) {
      report.resolve(
          ctx.pos(),
          "global variable '" + name + "' cannot be used in " + ctx.globalsForbiddenIn());
    }
    if (v.kind() == VarInfo.Kind.OUT && ctx.outsForbiddenIn() != null) {
      report.resolve(
          ctx.pos(), "out-parameter '" + name + "' is not allowed in " + ctx.outsForbiddenIn());
    }
    return v.type();
  }

  /** The map type of {@code m}, or null (reported) if it is not a map. */
  private Type.Map mapType(Expr m) {
    Type t = type(m);
    if (t == null) {
      return null;
    }
    if (t instanceof Type.Map mt) {
      return mt;
    }
    report.type(ctx.pos(), show(m) + " is not a map (it has type " + show(t) + ")");
    return null;
  }

  private void checkIndex(Expr m, Type.Map mt, Expr index) {
    Type it = type(index);
    if (mt != null && it != null && !it.equals(mt.key())) {
      report.type(
          ctx.pos(),
          "map index "
              + show(index)
              + " has type "
              + show(it)
              + ", but "
              + show(m)
              + " has type "
              + show(mt));
    }
  }

  private Type select(Expr.Select s) {
    Type.Map mt = mapType(s.map());
    checkIndex(s.map(), mt, s.index());
    return mt == null ? null : mt.value();
  }

  private Type store(Expr.Store s) {
    Type.Map mt = mapType(s.map());
    checkIndex(s.map(), mt, s.index());
    Type vt = type(s.value());
    if (mt != null && vt != null && !vt.equals(mt.value())) {
      report.type(
          ctx.pos(),
          "stored value "
              + show(s.value())
              + " has type "
              + show(vt)
              + ", but "
              + show(s.map())
              + " has type "
              + show(mt));
    }
    return mt;
  }

  private Type unary(Expr.Unary u) {
    Type want = u.op() == Expr.UnOp.NEG ? Type.INT : Type.BOOL;
    Type t = type(u.operand());
    if (t != null && !t.equals(want)) {
      report.type(
          ctx.pos(),
          "operator '"
              + u.op().symbol
              + "' needs "
              + (want.equals(Type.INT) ? "an int" : "a bool")
              + " operand, but "
              + show(u.operand())
              + " has type "
              + show(t));
    }
    return want;
  }

  /** Walks the left spine iteratively, so that long chains such as {@link Expr#conj} are fine. */
  private Type binary(Expr.Binary b) {
    ArrayDeque<Expr.Binary> spine = new ArrayDeque<>();
    Expr cur = b;
    while (cur instanceof Expr.Binary x) {
      spine.push(x);
      cur = x.left();
    }
    Type lt = type(cur);
    while (!spine.isEmpty()) {
      Expr.Binary x = spine.pop();
      lt = binary(x, lt, type(x.right()));
    }
    return lt;
  }

  private Type binary(Expr.Binary b, Type lt, Type rt) {
    Expr.BinOp op = b.op();
    if (op == Expr.BinOp.EQ || op == Expr.BinOp.NEQ) {
      if (lt != null && rt != null && !lt.equals(rt)) {
        report.type(
            ctx.pos(),
            "operator '"
                + op.symbol
                + "' compares "
                + show(b.left())
                + " of type "
                + show(lt)
                + " with "
                + show(b.right())
                + " of type "
                + show(rt));
      }
      return Type.BOOL;
    }
    Type operand = op.isLogical() || op == Expr.BinOp.IFF ? Type.BOOL : Type.INT;
    operand(op, b.left(), lt, operand);
    operand(op, b.right(), rt, operand);
    return op.isArithmetic() ? Type.INT : Type.BOOL;
  }

  private void operand(Expr.BinOp op, Expr e, Type t, Type want) {
    if (t != null && !t.equals(want)) {
      report.type(
          ctx.pos(),
          "operator '"
              + op.symbol
              + "' needs "
              + show(want)
              + " operands, but "
              + show(e)
              + " has type "
              + show(t));
    }
  }

  private Type ite(Expr.Ite i) {
    Type ct = type(i.cond());
    if (ct != null && !ct.equals(Type.BOOL)) {
      report.type(
          ctx.pos(),
          "condition of if-then-else must be bool, but "
              + show(i.cond())
              + " has type "
              + show(ct));
    }
    Type a = type(i.thenExpr());
    Type b = type(i.elseExpr());
    if (a != null && b != null && !a.equals(b)) {
      report.type(
          ctx.pos(),
          "branches of if-then-else have different types: "
              + show(i.thenExpr())
              + " is "
              + show(a)
              + ", "
              + show(i.elseExpr())
              + " is "
              + show(b));
      return null;
    }
    return a != null ? a : b;
  }

  private Type funApp(Expr.FunApp f) {
    Decl.Function fn = functions.get(f.function());
    if (fn == null) {
      report.resolve(ctx.pos(), "undeclared function '" + f.function() + "'");
      for (Expr a : f.args()) {
        type(a);
      }
      return null;
    }
    List<Param> params = fn.params();
    if (params.size() != f.args().size()) {
      report.type(
          ctx.pos(),
          "function '"
              + f.function()
              + "' takes "
              + plural(params.size(), "argument")
              + ", but "
              + f.args().size()
              + " given");
    }
    for (int i = 0; i < f.args().size(); i++) {
      Type t = type(f.args().get(i));
      if (i < params.size() && t != null && !t.equals(params.get(i).type())) {
        report.type(
            ctx.pos(),
            "argument "
                + (i + 1)
                + " of '"
                + f.function()
                + "' has type "
                + show(t)
                + ", expected "
                + show(params.get(i).type())
                + ": "
                + show(f.args().get(i)));
      }
    }
    return fn.result();
  }

  private Type quant(Expr.Quant q) {
    Map<String, VarInfo> scope = new HashMap<>();
    Set<String> seen = new HashSet<>();
    for (Param p : q.vars()) {
      if (!seen.add(p.name())) {
        report.resolve(ctx.pos(), "duplicate bound variable '" + p.name() + "' in quantifier");
      }
      if (!Printer.isValidName(p.name())) {
        report.resolve(ctx.pos(), "'" + p.name() + "' is not a valid identifier");
      }
      scope.put(p.name(), new VarInfo(p.name(), p.type(), VarInfo.Kind.BOUND, ctx.pos()));
    }
    bound.push(scope);
    Type t = type(q.body());
    bound.pop();
    if (t != null && !t.equals(Type.BOOL)) {
      report.type(
          ctx.pos(),
          "body of quantifier must be bool, but " + show(q.body()) + " has type " + show(t));
    }
    return Type.BOOL;
  }

  static String plural(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}

package dev.pairlock.ivl.smt;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.ArrayExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.FuncDecl;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.Sort;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Translates IVL expressions into Z3 terms: {@code int} to Int, {@code bool} to Bool, maps to
 * arrays, uninterpreted functions to function declarations, defined functions by expansion,
 * quantifiers to Z3 quantifiers, {@code div}/{@code mod} to Z3's integer div/mod.
 *
 * <p>Free variables are constants named as in the IVL (the same name always gives the same
 * constant); their types come from the {@link Signature}. {@code old(e)} must have been eliminated
 * by the caller (it depends on the program point) and is rejected here. Ill-typed input or unknown
 * names raise {@link IllegalArgumentException}. Not thread-safe; belongs to one {@link
 * SolverContext}.
 */
public final class ExprTranslator {
  private static final int MAX_EXPANSION_DEPTH = 64;

  private final Context ctx;
  private final Signature sig;
  private final Map<String, Type> extra;
  private final Map<String, com.microsoft.z3.Expr<?>> consts = new HashMap<>();
  private final Map<String, FuncDecl<?>> funcs = new HashMap<>();

  ExprTranslator(Context ctx, Signature sig) {
    this(ctx, sig, Map.of());
  }

  /** Over {@code sig} with the symbols of {@code extra} added (they win), without copying. */
  ExprTranslator(Context ctx, Signature sig, Map<String, Type> extra) {
    this.ctx = ctx;
    this.sig = sig;
    this.extra = extra;
  }

  /** The signature (a copy that includes the added symbols, if any). */
  public Signature signature() {
    return extra.isEmpty() ? sig : sig.with(extra);
  }

  /** The Z3 sort of an IVL type. */
  public Sort sort(Type t) {
    return switch (t) {
      case Type.Int i -> ctx.getIntSort();
      case Type.Bool b -> ctx.getBoolSort();
      case Type.Map m -> ctx.mkArraySort(sort(m.key()), sort(m.value()));
    };
  }

  /** The constant for a free symbol of the signature. */
  public com.microsoft.z3.Expr<?> symbol(String name) {
    com.microsoft.z3.Expr<?> c = consts.get(name);
    if (c == null) {
      Type t = extra.get(name);
      if (t == null) {
        t =
            sig.typeOf(name)
                .orElseThrow(
                    () -> new IllegalArgumentException("unknown variable '" + name + "'"));
      }
      c = ctx.mkConst(name, sort(t));
      consts.put(name, c);
    }
    return c;
  }

  /** A boolean formula; fails if {@code e} is not boolean. */
  public BoolExpr formula(Expr e) {
    return asBool(term(e, Map.of(), 0));
  }

  /** A term of any sort. */
  public com.microsoft.z3.Expr<?> term(Expr e) {
    return term(e, Map.of(), 0);
  }

  private com.microsoft.z3.Expr<?> term(Expr e, Map<String, com.microsoft.z3.Expr<?>> env, int d) {
    return switch (e) {
      case Expr.IntLit i -> ctx.mkInt(i.value().toString());
      case Expr.BoolLit b -> ctx.mkBool(b.value());
      case Expr.Var v -> env.containsKey(v.name()) ? env.get(v.name()) : symbol(v.name());
      case Expr.Old o ->
          throw new IllegalArgumentException("old(...) must be eliminated before translation");
      case Expr.Select s ->
          ctx.mkSelect(asArray(term(s.map(), env, d)), cast(term(s.index(), env, d)));
      case Expr.Store s ->
          ctx.mkStore(
              asArray(term(s.map(), env, d)),
              cast(term(s.index(), env, d)),
              cast(term(s.value(), env, d)));
      case Expr.Unary u ->
          switch (u.op()) {
            case NEG -> ctx.mkUnaryMinus(asArith(term(u.operand(), env, d)));
            case NOT -> ctx.mkNot(asBool(term(u.operand(), env, d)));
          };
      case Expr.Binary b -> binary(b.op(), term(b.left(), env, d), term(b.right(), env, d));
      case Expr.Ite i -> {
        com.microsoft.z3.Expr<?> t = term(i.thenExpr(), env, d);
        com.microsoft.z3.Expr<?> f = term(i.elseExpr(), env, d);
        yield ctx.mkITE(asBool(term(i.cond(), env, d)), cast(t), cast(f));
      }
      case Expr.FunApp f -> apply(f, env, d);
      case Expr.Quant q -> quantifier(q, env, d);
    };
  }

  private com.microsoft.z3.Expr<?> binary(
      Expr.BinOp op, com.microsoft.z3.Expr<?> l, com.microsoft.z3.Expr<?> r) {
    return switch (op) {
      case IFF -> ctx.mkEq(asBool(l), asBool(r));
      case IMPLIES -> ctx.mkImplies(asBool(l), asBool(r));
      case OR -> ctx.mkOr(asBool(l), asBool(r));
      case AND -> ctx.mkAnd(asBool(l), asBool(r));
      case EQ -> ctx.mkEq(cast(l), cast(r));
      case NEQ -> ctx.mkNot(ctx.mkEq(cast(l), cast(r)));
      case LT -> ctx.mkLt(asArith(l), asArith(r));
      case LE -> ctx.mkLe(asArith(l), asArith(r));
      case GT -> ctx.mkGt(asArith(l), asArith(r));
      case GE -> ctx.mkGe(asArith(l), asArith(r));
      case ADD -> ctx.mkAdd(asArith(l), asArith(r));
      case SUB -> ctx.mkSub(asArith(l), asArith(r));
      case MUL -> ctx.mkMul(asArith(l), asArith(r));
      case DIV -> ctx.mkDiv(asArith(l), asArith(r));
      case MOD -> ctx.mkMod(asInt(l), asInt(r));
    };
  }

  private com.microsoft.z3.Expr<?> apply(
      Expr.FunApp f, Map<String, com.microsoft.z3.Expr<?>> env, int d) {
    Decl.Function fun = sig.functions().get(f.function());
    if (fun == null) {
      throw new IllegalArgumentException("unknown function '" + f.function() + "'");
    }
    if (fun.params().size() != f.args().size()) {
      throw new IllegalArgumentException(
          "function '" + f.function() + "' applied to " + f.args().size() + " arguments");
    }
    com.microsoft.z3.Expr<?>[] args = new com.microsoft.z3.Expr<?>[f.args().size()];
    for (int i = 0; i < args.length; i++) {
      args[i] = term(f.args().get(i), env, d);
    }
    if (fun.body() != null) {
      if (d >= MAX_EXPANSION_DEPTH) {
        throw new IllegalArgumentException(
            "expansion of function '" + f.function() + "' too deep (recursive definition?)");
      }
      Map<String, com.microsoft.z3.Expr<?>> inner = new HashMap<>();
      for (int i = 0; i < args.length; i++) {
        inner.put(fun.params().get(i).name(), args[i]);
      }
      return term(fun.body(), inner, d + 1);
    }
    FuncDecl<?> decl = funcs.get(fun.name());
    if (decl == null) {
      Sort[] domain = new Sort[fun.params().size()];
      for (int i = 0; i < domain.length; i++) {
        domain[i] = sort(fun.params().get(i).type());
      }
      decl = ctx.mkFuncDecl(fun.name(), domain, sort(fun.result()));
      funcs.put(fun.name(), decl);
    }
    return decl.apply(args);
  }

  private com.microsoft.z3.Expr<?> quantifier(
      Expr.Quant q, Map<String, com.microsoft.z3.Expr<?>> env, int d) {
    Map<String, com.microsoft.z3.Expr<?>> inner = new HashMap<>(env);
    com.microsoft.z3.Expr<?>[] bound = new com.microsoft.z3.Expr<?>[q.vars().size()];
    List<Param> vars = q.vars();
    for (int i = 0; i < bound.length; i++) {
      // Bound constants get the IVL name; Z3 abstracts them into de Bruijn indices.
      bound[i] = ctx.mkConst(vars.get(i).name(), sort(vars.get(i).type()));
      inner.put(vars.get(i).name(), bound[i]);
    }
    BoolExpr body = asBool(term(q.body(), inner, d));
    return q.forall()
        ? ctx.mkForall(bound, body, 1, null, null, null, null)
        : ctx.mkExists(bound, body, 1, null, null, null, null);
  }

  private static BoolExpr asBool(com.microsoft.z3.Expr<?> t) {
    if (t instanceof BoolExpr b) {
      return b;
    }
    throw new IllegalArgumentException("expected a boolean term, got " + t.getSort());
  }

  @SuppressWarnings("unchecked")
  private static ArithExpr<com.microsoft.z3.ArithSort> asArith(com.microsoft.z3.Expr<?> t) {
    if (t instanceof ArithExpr<?> a) {
      return (ArithExpr<com.microsoft.z3.ArithSort>) a;
    }
    throw new IllegalArgumentException("expected an integer term, got " + t.getSort());
  }

  private static IntExpr asInt(com.microsoft.z3.Expr<?> t) {
    if (t instanceof IntExpr a) {
      return a;
    }
    throw new IllegalArgumentException("expected an integer term, got " + t.getSort());
  }

  @SuppressWarnings("unchecked")
  private static ArrayExpr<Sort, Sort> asArray(com.microsoft.z3.Expr<?> t) {
    if (t instanceof ArrayExpr<?, ?> a) {
      return (ArrayExpr<Sort, Sort>) a;
    }
    throw new IllegalArgumentException("expected a map term, got " + t.getSort());
  }

  @SuppressWarnings("unchecked")
  private static com.microsoft.z3.Expr<Sort> cast(com.microsoft.z3.Expr<?> t) {
    return (com.microsoft.z3.Expr<Sort>) t;
  }
}

package dev.pairlock.ivl.check;

import static dev.pairlock.ivl.check.ExprTyper.plural;
import static dev.pairlock.ivl.check.Reporter.show;

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
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Printer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Resolves names and checks types of a whole program. Diagnostics (code {@code resolve} for names,
 * {@code type} for everything else) are sorted by location and free of repeats; an empty list means
 * the program is well-formed.
 *
 * <p>Scopes: global variables and constants share one namespace, functions and procedures have
 * their own. Axioms and function bodies see constants, functions and (function) parameters only. A
 * requires clause sees in-parameters and globals; an ensures clause also out-parameters and {@code
 * old}; a body also its locals. Locals may shadow globals but not parameters; bound variables
 * shadow everything. Attribute arguments are not checked.
 */
public final class TypeChecker {
  private final Program program;
  private final Reporter report = new Reporter();
  private final Map<String, VarInfo> globals = new LinkedHashMap<>();
  private final Map<String, Decl.Function> functions = new LinkedHashMap<>();
  private final Map<String, Decl.Procedure> procedures = new LinkedHashMap<>();
  private final ExprTyper typer;

  private TypeChecker(Program program) {
    this.program = program;
    this.typer = new ExprTyper(functions, report);
  }

  /** All problems of {@code p}, sorted; empty if it is well-formed. */
  public static List<Diagnostic> check(Program p) {
    TypeChecker c = new TypeChecker(p);
    c.run();
    return c.report.diagnostics();
  }

  /** Throws an {@link IvlException} with all diagnostics if there is any. */
  public static void checkOrThrow(Program p) throws IvlException {
    List<Diagnostic> ds = check(p);
    if (!ds.isEmpty()) {
      throw new IvlException(ds);
    }
  }

  private void run() {
    declareGlobals();
    for (Decl d : program.decls()) {
      switch (d) {
        case Decl.GlobalVar v -> {}
        case Decl.Const c -> {}
        case Decl.Function f -> function(f);
        case Decl.Axiom a -> {
          report.enter("in an axiom");
          ExprTyper.Context ctx =
              new ExprTyper.Context(this::globalOrNull, a.pos(), "axioms", "axioms", null);
          typer.expectBool(a.expr(), ctx, "axiom");
        }
        case Decl.Procedure p -> new ProcedureChecker(p).run();
      }
    }
  }

  private VarInfo globalOrNull(String name) {
    return globals.get(name);
  }

  private void declareGlobals() {
    for (Decl d : program.decls()) {
      report.enter("in declaration of '" + nameOf(d) + "'");
      switch (d) {
        case Decl.GlobalVar v ->
            declareVar(new VarInfo(v.name(), v.type(), VarInfo.Kind.GLOBAL, v.pos()));
        case Decl.Const c ->
            declareVar(new VarInfo(c.name(), c.type(), VarInfo.Kind.CONST, c.pos()));
        case Decl.Function f -> {
          validName(f.name(), f.pos());
          Decl.Function first = functions.putIfAbsent(f.name(), f);
          if (first != null) {
            report.resolve(
                f.pos(),
                "duplicate declaration of function '"
                    + f.name()
                    + "'"
                    + firstAt(first.pos(), f.pos()));
          }
        }
        case Decl.Procedure p -> {
          validName(p.name(), p.pos());
          Decl.Procedure first = procedures.putIfAbsent(p.name(), p);
          if (first != null) {
            report.resolve(
                p.pos(),
                "duplicate declaration of procedure '"
                    + p.name()
                    + "'"
                    + firstAt(first.pos(), p.pos()));
          }
        }
        case Decl.Axiom a -> {}
      }
    }
  }

  private void declareVar(VarInfo v) {
    validName(v.name(), v.declaredAt());
    VarInfo first = globals.putIfAbsent(v.name(), v);
    if (first != null) {
      report.resolve(
          v.declaredAt(),
          "duplicate declaration of '"
              + v.name()
              + "' (already declared as a "
              + first.kind().label
              + (first.declaredAt().isKnown()
                  ? " at " + where(first.declaredAt(), v.declaredAt())
                  : "")
              + ")");
    }
  }

  private static String firstAt(Pos first, Pos again) {
    return first.isKnown() ? " (first declared at " + where(first, again) + ")" : "";
  }

  /** {@code line:col} of {@code p}, with the file name only if it differs from {@code here}'s. */
  private static String where(Pos p, Pos here) {
    return p.file().equals(here.file()) ? p.line() + ":" + p.column() : p.toString();
  }

  private void validName(String name, Pos pos) {
    if (!Printer.isValidName(name)) {
      report.resolve(pos, "'" + name + "' is not a valid identifier");
    }
  }

  private static String nameOf(Decl d) {
    return switch (d) {
      case Decl.GlobalVar v -> v.name();
      case Decl.Const c -> c.name();
      case Decl.Function f -> f.name();
      case Decl.Procedure p -> p.name();
      case Decl.Axiom a -> "axiom";
    };
  }

  private void function(Decl.Function f) {
    report.enter("in function '" + f.name() + "'");
    Map<String, VarInfo> params = new HashMap<>();
    for (Param p : f.params()) {
      validName(p.name(), f.pos());
      VarInfo v = new VarInfo(p.name(), p.type(), VarInfo.Kind.FUNCTION_PARAM, f.pos());
      if (params.putIfAbsent(p.name(), v) != null) {
        report.resolve(
            f.pos(), "duplicate parameter '" + p.name() + "' of function '" + f.name() + "'");
      }
    }
    if (f.body() == null) {
      return;
    }
    ExprTyper.Context ctx =
        new ExprTyper.Context(
            n -> params.containsKey(n) ? params.get(n) : globals.get(n),
            f.pos(),
            "function bodies",
            "function bodies",
            null);
    Type t = typer.infer(f.body(), ctx);
    if (t != null && !t.equals(f.result())) {
      report.type(
          f.pos(),
          "body of function '"
              + f.name()
              + "' has type "
              + show(t)
              + ", but its result type is "
              + show(f.result()));
    }
  }

  /** Checks one procedure: parameters, contract, locals, labels and commands. */
  private final class ProcedureChecker {
    private final Decl.Procedure proc;
    private final Map<String, VarInfo> params = new LinkedHashMap<>();
    private final Map<String, VarInfo> locals = new LinkedHashMap<>();
    private final Set<String> modifies = new HashSet<>();

    ProcedureChecker(Decl.Procedure proc) {
      this.proc = proc;
    }

    void run() {
      report.enter("in procedure '" + proc.name() + "'");
      declareParams(proc.ins(), VarInfo.Kind.IN);
      declareParams(proc.outs(), VarInfo.Kind.OUT);
      for (Spec s : proc.specs()) {
        if (s instanceof Spec.Modifies m) {
          modifiesClause(m);
        }
      }
      for (Spec s : proc.specs()) {
        switch (s) {
          case Spec.Requires r -> {
            ExprTyper.Context ctx =
                new ExprTyper.Context(
                    this::inSpec, r.pos(), "requires clauses", null, "requires clauses");
            typer.expectBool(r.expr(), ctx, "requires clause");
          }
          case Spec.Ensures e -> {
            ExprTyper.Context ctx = new ExprTyper.Context(this::inSpec, e.pos(), null, null, null);
            typer.expectBool(e.expr(), ctx, "ensures clause");
          }
          case Spec.Modifies m -> {}
        }
      }
      if (proc.body() != null) {
        body(proc.body());
      }
    }

    private void declareParams(List<Param> ps, VarInfo.Kind kind) {
      for (Param p : ps) {
        validName(p.name(), proc.pos());
        VarInfo v = new VarInfo(p.name(), p.type(), kind, proc.pos());
        if (params.putIfAbsent(p.name(), v) != null) {
          report.resolve(
              proc.pos(), "duplicate parameter '" + p.name() + "' of '" + proc.name() + "'");
        }
      }
    }

    private void modifiesClause(Spec.Modifies m) {
      for (String name : m.vars()) {
        VarInfo g = globals.get(name);
        if (params.containsKey(name)) {
          report.type(
              m.pos(),
              "modifies clause names parameter '"
                  + name
                  + "'; only global variables can be listed");
        } else if (g == null) {
          report.resolve(m.pos(), "undeclared variable '" + name + "' in modifies clause");
        } else if (g.kind() != VarInfo.Kind.GLOBAL) {
          report.type(
              m.pos(),
              "modifies clause names constant '" + name + "'; only global variables can be listed");
        } else {
          modifies.add(name);
        }
      }
    }

    private VarInfo inSpec(String name) {
      VarInfo p = params.get(name);
      return p != null ? p : globals.get(name);
    }

    private VarInfo inBody(String name) {
      VarInfo l = locals.get(name);
      return l != null ? l : inSpec(name);
    }

    private ExprTyper.Context bodyContext(Pos pos) {
      return new ExprTyper.Context(this::inBody, pos, null, null, null);
    }

    private void body(Body b) {
      for (Body.LocalVar l : b.locals()) {
        validName(l.name(), l.pos());
        VarInfo v = new VarInfo(l.name(), l.type(), VarInfo.Kind.LOCAL, l.pos());
        if (params.containsKey(l.name())) {
          report.resolve(
              l.pos(),
              "local variable '"
                  + l.name()
                  + "' clashes with a parameter of '"
                  + proc.name()
                  + "'");
        } else if (locals.putIfAbsent(l.name(), v) != null) {
          report.resolve(
              l.pos(), "duplicate local variable '" + l.name() + "' in '" + proc.name() + "'");
        }
      }
      Map<String, Block> labels = new HashMap<>();
      for (Block bl : b.blocks()) {
        validName(bl.label(), bl.pos());
        Block first = labels.putIfAbsent(bl.label(), bl);
        if (first != null) {
          report.resolve(
              bl.pos(),
              "duplicate label '"
                  + bl.label()
                  + "' in '"
                  + proc.name()
                  + "'"
                  + firstAt(first.pos(), bl.pos()));
        }
      }
      for (Block bl : b.blocks()) {
        for (Cmd c : bl.cmds()) {
          command(c);
        }
        if (bl.transfer() instanceof Transfer.Goto g) {
          for (String t : g.targets()) {
            if (!labels.containsKey(t)) {
              report.resolve(
                  g.pos(), "goto target '" + t + "' is not a label of '" + proc.name() + "'");
            }
          }
        }
      }
    }

    private void command(Cmd c) {
      switch (c) {
        case Cmd.Assert a -> typer.expectBool(a.expr(), bodyContext(a.pos()), "assertion");
        case Cmd.Assume a -> typer.expectBool(a.expr(), bodyContext(a.pos()), "assumption");
        case Cmd.Havoc h -> {
          for (String v : h.vars()) {
            assignable(v, h.pos(), "havoc");
          }
        }
        case Cmd.Assign a -> assign(a);
        case Cmd.Call k -> new CallChecker(this, k).run();
      }
    }

    private void assign(Cmd.Assign a) {
      Set<String> seen = new HashSet<>();
      for (int i = 0; i < a.lhs().size(); i++) {
        Lhs lhs = a.lhs().get(i);
        Expr rhs = a.rhs().get(i);
        String name = lhs.variable();
        if (!seen.add(name)) {
          report.type(a.pos(), "variable '" + name + "' is assigned more than once");
        }
        VarInfo v = assignable(name, a.pos(), "assign to");
        Type rt = typer.infer(rhs, bodyContext(a.pos()));
        Type target = v == null ? null : v.type();
        String targetText = "'" + name + "'";
        if (lhs instanceof Lhs.MapLhs m) {
          Type it = typer.infer(m.index(), bodyContext(a.pos()));
          targetText = show(new Expr.Select(new Expr.Var(name), m.index()));
          if (target != null && !(target instanceof Type.Map)) {
            report.type(a.pos(), "'" + name + "' is not a map (it has type " + show(target) + ")");
            target = null;
          } else if (target instanceof Type.Map mt) {
            if (it != null && !it.equals(mt.key())) {
              report.type(
                  a.pos(),
                  "map index "
                      + show(m.index())
                      + " has type "
                      + show(it)
                      + ", but '"
                      + name
                      + "' has type "
                      + show(mt));
            }
            target = mt.value();
          }
        }
        if (target != null && rt != null && !rt.equals(target)) {
          report.type(
              a.pos(),
              "cannot assign "
                  + show(rhs)
                  + " of type "
                  + show(rt)
                  + " to "
                  + targetText
                  + " of type "
                  + show(target));
        }
      }
    }

    /**
     * Resolves a variable that {@code verb} ("assign to", "havoc") writes; reports writes to
     * constants, in-parameters and globals outside the modifies clause. Null if undeclared.
     */
    VarInfo assignable(String name, Pos pos, String verb) {
      VarInfo v = inBody(name);
      if (v == null) {
        report.resolve(pos, "undeclared variable '" + name + "'");
        return null;
      }
      switch (v.kind()) {
        case CONST -> report.type(pos, "cannot " + verb + " constant '" + name + "'");
        case IN -> report.type(pos, "cannot " + verb + " in-parameter '" + name + "'");
        case GLOBAL -> {
          if (!modifies.contains(name)) {
            report.type(pos, notInModifies(name));
          }
        }
        default -> {}
      }
      return v;
    }

    String notInModifies(String global) {
      return "global '" + global + "' is not in the modifies clause of '" + proc.name() + "'";
    }
  }

  /** Checks a call against the callee's signature and modifies clause. */
  private final class CallChecker {
    private final ProcedureChecker caller;
    private final Cmd.Call call;

    CallChecker(ProcedureChecker caller, Cmd.Call call) {
      this.caller = caller;
      this.call = call;
    }

    void run() {
      Pos pos = call.pos();
      Decl.Procedure callee = procedures.get(call.procedure());
      if (callee == null) {
        report.resolve(pos, "call to undeclared procedure '" + call.procedure() + "'");
      }
      String name = "'" + call.procedure() + "'";
      if (callee != null && callee.ins().size() != call.args().size()) {
        report.type(
            pos,
            name
                + " takes "
                + plural(callee.ins().size(), "argument")
                + ", but the call passes "
                + call.args().size());
      }
      for (int i = 0; i < call.args().size(); i++) {
        Expr arg = call.args().get(i);
        Type t = typer.infer(arg, caller.bodyContext(pos));
        if (callee != null && i < callee.ins().size() && t != null) {
          Type want = callee.ins().get(i).type();
          if (!t.equals(want)) {
            report.type(
                pos,
                "argument "
                    + (i + 1)
                    + " of call to "
                    + name
                    + " has type "
                    + show(t)
                    + ", expected "
                    + show(want)
                    + ": "
                    + show(arg));
          }
        }
      }
      if (callee != null && callee.outs().size() != call.outs().size()) {
        report.type(
            pos,
            name
                + " returns "
                + plural(callee.outs().size(), "result")
                + ", but the call assigns "
                + call.outs().size());
      }
      Set<String> seen = new HashSet<>();
      for (int i = 0; i < call.outs().size(); i++) {
        String out = call.outs().get(i);
        if (!seen.add(out)) {
          report.type(pos, "variable '" + out + "' is assigned more than once");
        }
        VarInfo v = caller.assignable(out, pos, "assign to");
        if (callee != null && v != null && i < callee.outs().size()) {
          Type want = callee.outs().get(i).type();
          if (!want.equals(v.type())) {
            report.type(
                pos,
                "result "
                    + (i + 1)
                    + " of "
                    + name
                    + " has type "
                    + show(want)
                    + ", but '"
                    + out
                    + "' has type "
                    + show(v.type()));
          }
        }
      }
      if (callee != null) {
        for (String g : callee.modifies()) {
          VarInfo gv = globals.get(g);
          if (gv != null && gv.kind() == VarInfo.Kind.GLOBAL && !caller.modifies.contains(g)) {
            report.type(pos, caller.notInModifies(g) + " (modified by " + name + ")");
          }
        }
      }
    }
  }
}

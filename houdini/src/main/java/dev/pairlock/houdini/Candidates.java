package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.vc.Cfg;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Candidate clauses in Boogie's encoding: a boolean constant {@code const {:existential true} b:
 * bool;} and clauses {@code requires b ==> e;}, {@code ensures b ==> e;} or (at a loop head)
 * {@code assert b ==> e;} that it guards. Houdini assumes every such constant true, and sets to
 * false those whose clauses it refutes.
 */
public final class Candidates {
  /** The attribute marking an existential constant. */
  public static final String EXISTENTIAL = "existential";

  private Candidates() {}

  /** Whether {@code c} is an existential boolean constant. */
  public static boolean isExistential(Decl.Const c) {
    Optional<Attribute> a = Attribute.find(c.attrs(), EXISTENTIAL);
    if (a.isEmpty() || !c.type().equals(Type.BOOL)) {
      return false;
    }
    List<AttrValue> args = a.get().args();
    return args.isEmpty()
        || args.get(0) instanceof AttrValue.Ex(Expr.BoolLit(boolean v)) && v;
  }

  /** The existential constants of {@code p}, in declaration order. */
  public static Set<String> guards(Program p) {
    Set<String> r = new LinkedHashSet<>();
    for (Decl.Const c : p.constants()) {
      if (isExistential(c)) {
        r.add(c.name());
      }
    }
    return r;
  }

  /** The existential constant of {@code e} if it has the shape {@code b ==> e'}. */
  static Optional<String> guardOf(Expr e, Set<String> guards) {
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr.Var(String g), Expr rest)
        && op == Expr.BinOp.IMPLIES
        && guards.contains(g)) {
      return Optional.of(g);
    }
    return Optional.empty();
  }

  /** {@code e} without its guard (which it must have). */
  static Expr unguarded(Expr e) {
    return ((Expr.Binary) e).right();
  }

  /** A guarded clause. */
  public static Expr guarded(String guard, Expr e) {
    return Expr.implies(Expr.var(guard), e);
  }

  /** A declaration {@code const {:existential true} name: bool;}. */
  public static Decl.Const declare(String name) {
    return new Decl.Const(
        name,
        Type.BOOL,
        false,
        List.of(Attribute.of(EXISTENTIAL, new AttrValue.Ex(Expr.TRUE))),
        Pos.NONE);
  }

  /**
   * The candidate clauses of {@code p}, in program order.
   *
   * @throws IvlException if a free clause is guarded (it would be assumed without ever being
   *     checked), or a body has irreducible control flow
   */
  public static List<Candidate> of(Program p) throws IvlException {
    Set<String> guards = guards(p);
    List<Candidate> r = new ArrayList<>();
    if (guards.isEmpty()) {
      return r;
    }
    for (Decl.Procedure proc : p.procedures()) {
      for (Spec s : proc.specs()) {
        switch (s) {
          case Spec.Requires q -> {
            Optional<String> g = guardOf(q.expr(), guards);
            if (g.isPresent()) {
              rejectFree(q.free(), proc, q.pos());
              r.add(
                  new Candidate(
                      g.get(), proc.name(), Candidate.Kind.REQUIRES, null, unguarded(q.expr())));
            }
          }
          case Spec.Ensures q -> {
            Optional<String> g = guardOf(q.expr(), guards);
            if (g.isPresent()) {
              rejectFree(q.free(), proc, q.pos());
              r.add(
                  new Candidate(
                      g.get(), proc.name(), Candidate.Kind.ENSURES, null, unguarded(q.expr())));
            }
          }
          case Spec.Modifies m -> {}
        }
      }
      if (proc.body() == null) {
        continue;
      }
      Cfg cfg = Cfg.of(proc.body());
      for (int i = 0; i < cfg.size(); i++) {
        Block b = cfg.block(i);
        boolean head = cfg.isLoopHead(i);
        boolean leading = true;
        for (Cmd c : b.cmds()) {
          leading &= c instanceof Cmd.Assert;
          if (c instanceof Cmd.Assert a) {
            Optional<String> g = guardOf(a.expr(), guards);
            if (g.isPresent()) {
              Candidate.Kind k =
                  head && leading ? Candidate.Kind.LOOP_INVARIANT : Candidate.Kind.ASSERT;
              r.add(new Candidate(g.get(), proc.name(), k, b.label(), unguarded(a.expr())));
            }
          }
        }
      }
    }
    return r;
  }

  private static void rejectFree(boolean free, Decl.Procedure proc, Pos pos) throws IvlException {
    if (free) {
      throw new IvlException(
          Diagnostic.error(
              "houdini",
              pos.isKnown() ? SourceLoc.of(pos) : null,
              "a free clause of '"
                  + proc.name()
                  + "' is guarded by an existential constant: it would never be checked"));
    }
  }
}

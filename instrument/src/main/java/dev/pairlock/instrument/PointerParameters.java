package dev.pairlock.instrument;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.lifted.Attrs;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which parameters of a procedure are pointers. IVL has only mathematical integers, so a parameter
 * counts as a pointer when a value computed from it without a memory read (copies, offset
 * arithmetic) is the address of an access in the procedure, or is passed to a callee's pointer
 * parameter.
 */
public final class PointerParameters {
  private final LiftedProgram lifted;
  private final Map<String, List<String>> memo = new HashMap<>();

  public PointerParameters(LiftedProgram lifted) {
    this.lifted = lifted;
  }

  /**
   * Pairs of parameters (one of each entry point) that point to different objects, whatever the
   * aliasing assumption: an entry point's {@code {:exclusive_param}} (the {@code struct file}
   * being opened or released) is an object no other entry point operates on meanwhile, so it
   * differs from each pointer parameter of the other side. Each pair is (parameter of {@code a},
   * parameter of {@code b}).
   */
  public List<String[]> exclusivePairs(String a, String b) {
    List<String[]> out = new ArrayList<>();
    for (String x : exclusive(a)) {
      for (String y : of(b)) {
        out.add(new String[] {x, y});
      }
    }
    for (String y : exclusive(b)) {
      for (String x : of(a)) {
        if (!exclusive(a).contains(x) || !exclusive(b).contains(y)) {
          out.add(new String[] {x, y});
        }
      }
    }
    return out;
  }

  private List<String> exclusive(String procedure) {
    return lifted.procedure(procedure)
        .map(p -> Attrs.exclusiveParamsOf(p.attrs()))
        .orElse(List.of());
  }

  /** The pointer parameters of {@code procedure}, in declaration order. */
  /**
   * {@code assume {:non_aliasing} p != q} for every two pointer parameters of {@code procedure}
   * ({@link #of}), named {@code prefix + p}: what a pair program assumes of an entry point's
   * arguments unless {@code --param-aliasing}.
   */
  public List<Cmd> distinctAssumptions(String procedure, String prefix) {
    List<String> ptrs = of(procedure).stream().map(p -> prefix + p).toList();
    List<Cmd> out = new ArrayList<>();
    for (int i = 0; i < ptrs.size(); i++) {
      for (int j = i + 1; j < ptrs.size(); j++) {
        out.add(
            new Cmd.Assume(
                new Expr.Binary(Expr.BinOp.NEQ, Expr.var(ptrs.get(i)), Expr.var(ptrs.get(j))),
                List.of(Attribute.flag(Attrs.NON_ALIASING)),
                Pos.NONE));
      }
    }
    return out;
  }

  /**
   * {@code assume {:exclusive} x != y} for every exclusive parameter of one entry point against a
   * pointer parameter of the other ({@link #exclusivePairs}), named with the sides' prefixes.
   */
  public List<Cmd> exclusiveAssumptions(String a, String prefixA, String b, String prefixB) {
    List<Cmd> out = new ArrayList<>();
    for (String[] xy : exclusivePairs(a, b)) {
      out.add(
          new Cmd.Assume(
              new Expr.Binary(Expr.BinOp.NEQ, Expr.var(prefixA + xy[0]), Expr.var(prefixB + xy[1])),
              List.of(Attribute.flag(Attrs.EXCLUSIVE)),
              Pos.NONE));
    }
    return out;
  }

  public List<String> of(String procedure) {
    return of(procedure, new HashSet<>());
  }

  private List<String> of(String procedure, Set<String> visiting) {
    List<String> known = memo.get(procedure);
    if (known != null) {
      return known;
    }
    Decl.Procedure proc = lifted.procedure(procedure).orElse(null);
    if (proc == null || proc.body() == null || !visiting.add(procedure)) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (var in : proc.ins()) {
      if (isPointer(proc, derivedFrom(proc, in.name()), visiting)) {
        out.add(in.name());
      }
    }
    visiting.remove(procedure);
    memo.put(procedure, List.copyOf(out));
    return out;
  }

  private Set<String> derivedFrom(Decl.Procedure proc, String param) {
    Set<String> derived = new LinkedHashSet<>();
    derived.add(param);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Block b : proc.body().blocks()) {
        for (Cmd c : b.cmds()) {
          if (c instanceof Cmd.Assign a) {
            for (int k = 0; k < a.lhs().size(); k++) {
              Expr rhs = a.rhs().get(k);
              if (a.lhs().get(k) instanceof Lhs.VarLhs v
                  && !(rhs instanceof Expr.Select)
                  && !derived.contains(v.variable())
                  && Exprs.freeVars(rhs).stream().anyMatch(derived::contains)) {
                derived.add(v.variable());
                changed = true;
              }
            }
          }
        }
      }
    }
    return derived;
  }

  private boolean isPointer(Decl.Procedure proc, Set<String> derived, Set<String> visiting) {
    for (Block b : proc.body().blocks()) {
      for (int i = 0; i < b.cmds().size(); i++) {
        Cmd c = b.cmds().get(i);
        if (lifted.accessAt(proc.name(), b.label(), i).isPresent()) {
          Expr addr = PairProgramBuilder.addressOf(c);
          if (Exprs.freeVars(addr).stream().anyMatch(derived::contains)) {
            return true;
          }
        }
        if (c instanceof Cmd.Call call) {
          Decl.Procedure callee = lifted.procedure(call.procedure()).orElse(null);
          if (callee == null || callee.body() == null) {
            continue;
          }
          List<String> ptrs = of(call.procedure(), visiting);
          for (int k = 0; k < call.args().size() && k < callee.ins().size(); k++) {
            if (ptrs.contains(callee.ins().get(k).name())
                && Exprs.freeVars(call.args().get(k)).stream().anyMatch(derived::contains)) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }
}

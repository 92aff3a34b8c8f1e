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
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Observation;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Turns a procedure with a body into an acyclic {@link Core.Program}:
 *
 * <ul>
 *   <li>a start block assumes all {@code requires};
 *   <li>loops are cut (Boogie style): the leading {@code assert}s of a loop head are its
 *       invariants, checked on entry ({@code INVARIANT_ENTRY}) in a block {@code H@entry} that
 *       every forward predecessor jumps to; the head havocs everything assigned in its natural loop
 *       and assumes the invariants; each back edge goes to a block {@code S@back@H} that checks
 *       them ({@code INVARIANT_MAINTAINED}) and ends there;
 *   <li>calls are replaced by their contracts: checked {@code requires} asserted ({@code
 *       PRECONDITION}), the callee's {@code modifies} and the call's outs havocked, all {@code
 *       ensures} assumed with {@code old(g)} the value of {@code g} before the call;
 *   <li>every {@code return} checks the non-free {@code ensures} ({@code POSTCONDITION});
 *   <li>map assignments {@code M[i] := e} become {@code M := M[i := e]}.
 * </ul>
 *
 * {@code old(e)} in the body and in the procedure's own contract is left in place: it means the
 * entry state, which the {@link Passifier} knows.
 */
public final class Desugarer {
  private final Program program;
  private final Decl.Procedure proc;
  private final Cfg cfg;
  private final Map<String, Type> vars = new LinkedHashMap<>();
  private final List<Core.Obligation> obligations = new ArrayList<>();
  private final List<Core.ObservationSite> sites = new ArrayList<>();
  private final Map<Integer, String> entryBlocks = new HashMap<>();

  /** Label of the original block being translated (obligations record it). */
  private String currentBlock;

  private int calls;

  /** The globals' types and the procedures by name, looked up at every call. */
  private final Map<String, Type> globalTypes = new HashMap<>();

  private Map<String, Decl.Procedure> procedures;

  private Function<String, Decl.Procedure> lookup;

  private Desugarer(Program program, Decl.Procedure proc, Cfg cfg) {
    this.program = program;
    this.proc = proc;
    this.cfg = cfg;
  }

  /** Desugars {@code proc}, which must have a body. */
  public static Core.Program desugar(Program program, Decl.Procedure proc) throws IvlException {
    return desugar(program, proc, null);
  }

  /**
   * Desugars {@code proc}, which must have a body, with its callees' contracts taken from {@code
   * callees} (by name; null answers: undeclared) instead of {@code program}'s declarations: a
   * caller may pass simplified contracts (Houdini leaves out candidates already refuted).
   */
  public static Core.Program desugar(
      Program program, Decl.Procedure proc, Function<String, Decl.Procedure> callees)
      throws IvlException {
    Body body =
        proc.implementation()
            .orElseThrow(
                () ->
                    new IvlException(
                        Diagnostic.error(
                            "no-body",
                            loc(proc.pos()),
                            "procedure '" + proc.name() + "' has no body to verify")));
    Desugarer d = new Desugarer(program, proc, Cfg.of(body));
    d.lookup = callees;
    return d.run(body);
  }

  private static SourceLoc loc(Pos p) {
    return p.isKnown() ? SourceLoc.of(p) : null;
  }

  private Core.Program run(Body body) throws IvlException {
    for (Decl.GlobalVar g : program.globals()) {
      vars.put(g.name(), g.type());
      globalTypes.putIfAbsent(g.name(), g.type());
    }
    for (Param p : proc.ins()) {
      vars.put(p.name(), p.type());
    }
    for (Param p : proc.outs()) {
      vars.put(p.name(), p.type());
    }
    for (Body.LocalVar l : body.locals()) {
      vars.put(l.name(), l.type());
    }
    List<Core.Block> out = new ArrayList<>();
    List<Core.Cmd> start = new ArrayList<>();
    for (Spec.Requires r : proc.requires()) {
      start.add(new Core.Cmd.Assume(r.expr()));
    }
    out.add(new Core.Block("start@", null, start, List.of(target(-1, 0, out))));
    for (int i : cfg.reversePostOrder()) {
      Interruption.check();
      out.add(translateBlock(i, out));
    }
    // target() appended entry/back-edge blocks into `out` as it went; order is irrelevant for
    // correctness (the passifier sorts topologically) but deterministic.
    return new Core.Program(out, vars, obligations, sites);
  }

  /** The core block an edge {@code from -> to} leads to (from -1 is the procedure start). */
  private String target(int from, int to, List<Core.Block> out) {
    Block b = cfg.block(to);
    if (!cfg.isLoopHead(to)) {
      return b.label();
    }
    List<Cmd.Assert> invs = invariants(b);
    String saved = currentBlock;
    try {
      currentBlock = b.label();
      return invariantCheck(from, to, b, invs, out);
    } finally {
      currentBlock = saved;
    }
  }

  private String invariantCheck(
      int from, int to, Block b, List<Cmd.Assert> invs, List<Core.Block> out) {
    if (from >= 0 && cfg.isBackEdge(from, to)) {
      String name = cfg.block(from).label() + "@back@" + b.label();
      List<Core.Cmd> cmds = new ArrayList<>();
      for (Cmd.Assert a : invs) {
        cmds.add(check(a.expr(), Failure.Kind.INVARIANT_MAINTAINED, a.pos(), Pos.NONE, a.attrs()));
      }
      out.add(new Core.Block(name, null, cmds, List.of()));
      return name;
    }
    return entryBlocks.computeIfAbsent(
        to,
        k -> {
          String name = b.label() + "@entry";
          List<Core.Cmd> cmds = new ArrayList<>();
          for (Cmd.Assert a : invs) {
            cmds.add(check(a.expr(), Failure.Kind.INVARIANT_ENTRY, a.pos(), Pos.NONE, a.attrs()));
          }
          out.add(new Core.Block(name, null, cmds, List.of(b.label())));
          return name;
        });
  }

  private static List<Cmd.Assert> invariants(Block b) {
    List<Cmd.Assert> r = new ArrayList<>();
    for (Cmd c : b.cmds()) {
      if (!(c instanceof Cmd.Assert a)) {
        break;
      }
      r.add(a);
    }
    return r;
  }

  private Core.Cmd.Check check(
      Expr e, Failure.Kind kind, Pos pos, Pos related, List<Attribute> attrs) {
    Core.Obligation o =
        new Core.Obligation(obligations.size(), kind, pos, related, attrs, currentBlock);
    obligations.add(o);
    return new Core.Cmd.Check(e, o.id());
  }

  private Core.Block translateBlock(int i, List<Core.Block> out) throws IvlException {
    Block b = cfg.block(i);
    currentBlock = b.label();
    List<Core.Cmd> cmds = new ArrayList<>();
    List<Cmd> rest = b.cmds();
    if (cfg.isLoopHead(i)) {
      List<Cmd.Assert> invs = invariants(b);
      rest = rest.subList(invs.size(), rest.size());
      List<String> modified = modifiedIn(cfg.naturalLoop(i));
      if (!modified.isEmpty()) {
        cmds.add(new Core.Cmd.Havoc(modified));
      }
      for (Cmd.Assert a : invs) {
        cmds.add(new Core.Cmd.Assume(a.expr()));
      }
    }
    for (Cmd c : rest) {
      translateCmd(c, cmds);
    }
    List<String> succs = new ArrayList<>();
    switch (b.transfer()) {
      case Transfer.Return r -> {
        Pos at = r.pos().isKnown() ? r.pos() : b.pos();
        for (Spec.Ensures e : proc.ensures()) {
          if (!e.free()) {
            cmds.add(check(e.expr(), Failure.Kind.POSTCONDITION, e.pos(), at, e.attrs()));
          }
        }
      }
      case Transfer.Goto g -> {
        for (int s : cfg.successors(i)) {
          String t = target(i, s, out);
          if (!succs.contains(t)) {
            succs.add(t);
          }
        }
      }
    }
    return new Core.Block(b.label(), b.label(), cmds, succs);
  }

  private List<String> modifiedIn(BitSet loop) throws IvlException {
    Set<String> mod = new LinkedHashSet<>();
    for (int j = loop.nextSetBit(0); j >= 0; j = loop.nextSetBit(j + 1)) {
      for (Cmd c : cfg.block(j).cmds()) {
        switch (c) {
          case Cmd.Assign a -> a.lhs().forEach(l -> mod.add(l.variable()));
          case Cmd.Havoc h -> mod.addAll(h.vars());
          case Cmd.Call call -> {
            mod.addAll(call.outs());
            mod.addAll(callee(call).modifies());
          }
          case Cmd.Assume a -> {}
          case Cmd.Assert a -> {}
        }
      }
    }
    return List.copyOf(mod);
  }

  private IvlException undeclared(Cmd.Call call) {
    return new IvlException(
        Diagnostic.error(
            "unknown-procedure",
            loc(call.pos()),
            "call to undeclared procedure '" + call.procedure() + "'"));
  }

  private Decl.Procedure callee(Cmd.Call call) throws IvlException {
    if (lookup != null) {
      return Optional.ofNullable(lookup.apply(call.procedure()))
          .orElseThrow(() -> undeclared(call));
    }
    if (procedures == null) {
      // one scan of the declarations, not one per call (pair programs have tens of thousands)
      procedures = new HashMap<>();
      for (Decl.Procedure p : program.procedures()) {
        procedures.putIfAbsent(p.name(), p);
      }
    }
    return Optional.ofNullable(procedures.get(call.procedure()))
        .orElseThrow(() -> undeclared(call));
  }

  private void translateCmd(Cmd c, List<Core.Cmd> cmds) throws IvlException {
    switch (c) {
      case Cmd.Assign a -> {
        List<String> lhs = new ArrayList<>();
        List<Expr> rhs = new ArrayList<>();
        for (int k = 0; k < a.lhs().size(); k++) {
          Lhs l = a.lhs().get(k);
          if (lhs.contains(l.variable())) {
            throw new IvlException(
                Diagnostic.error(
                    "vc",
                    loc(a.pos()),
                    "variable '" + l.variable() + "' assigned twice in one assignment"));
          }
          lhs.add(l.variable());
          rhs.add(
              switch (l) {
                case Lhs.VarLhs v -> a.rhs().get(k);
                case Lhs.MapLhs m ->
                    new Expr.Store(new Expr.Var(m.variable()), m.index(), a.rhs().get(k));
              });
        }
        cmds.add(new Core.Cmd.Assign(lhs, rhs));
      }
      case Cmd.Havoc h -> cmds.add(new Core.Cmd.Havoc(h.vars()));
      case Cmd.Assume a -> {
        if (Attribute.has(a.attrs(), Observation.ATTRIBUTE)) {
          sites.add(new Core.ObservationSite(currentBlock, a.attrs(), a.pos()));
          cmds.add(new Core.Cmd.Observe(sites.size() - 1));
        }
        cmds.add(new Core.Cmd.Assume(a.expr()));
      }
      case Cmd.Assert a ->
          cmds.add(check(a.expr(), Failure.Kind.ASSERTION, a.pos(), Pos.NONE, a.attrs()));
      case Cmd.Call call -> translateCall(call, cmds);
    }
  }

  private void translateCall(Cmd.Call call, List<Core.Cmd> cmds) throws IvlException {
    Decl.Procedure p = callee(call);
    if (p.ins().size() != call.args().size() || p.outs().size() != call.outs().size()) {
      throw new IvlException(
          Diagnostic.error(
              "vc",
              loc(call.pos()),
              "call to '" + p.name() + "' has the wrong number of arguments or results"));
    }
    int n = calls++;
    String prefix = "call@" + n + "." + p.name() + ".";
    Map<String, Expr> now = new HashMap<>();
    Map<String, Expr> old = new HashMap<>();
    List<String> inTemps = new ArrayList<>();
    for (Param f : p.ins()) {
      String t = prefix + "in." + f.name();
      vars.put(t, f.type());
      inTemps.add(t);
      now.put(f.name(), new Expr.Var(t));
      old.put(f.name(), new Expr.Var(t));
    }
    if (!inTemps.isEmpty()) {
      cmds.add(new Core.Cmd.Assign(inTemps, call.args()));
    }
    for (Spec.Requires r : p.requires()) {
      if (!r.free()) {
        Expr e = Subst.apply(Subst.stripOld(r.expr()), now, now);
        cmds.add(check(e, Failure.Kind.PRECONDITION, call.pos(), r.pos(), r.attrs()));
      }
    }
    List<String> mods = p.modifies();
    List<String> oldTemps = new ArrayList<>();
    List<Expr> oldValues = new ArrayList<>();
    for (String g : mods) {
      Type t = globalTypes.get(g);
      if (t == null) {
        throw new IvlException(
            Diagnostic.error(
                "vc",
                loc(call.pos()),
                "procedure '" + p.name() + "' modifies '" + g + "', which is not a global"));
      }
      String tmp = prefix + "old." + g;
      vars.put(tmp, t);
      oldTemps.add(tmp);
      oldValues.add(new Expr.Var(g));
      old.put(g, new Expr.Var(tmp));
    }
    for (int k = 0; k < p.outs().size(); k++) {
      Expr actual = new Expr.Var(call.outs().get(k));
      now.put(p.outs().get(k).name(), actual);
      old.put(p.outs().get(k).name(), actual);
    }
    boolean needOld = !p.ensures().isEmpty() && !oldTemps.isEmpty();
    if (needOld) {
      cmds.add(new Core.Cmd.Assign(oldTemps, oldValues));
    }
    List<String> havoc = new ArrayList<>(mods);
    for (String o : call.outs()) {
      if (!havoc.contains(o)) {
        havoc.add(o);
      }
    }
    if (!havoc.isEmpty()) {
      cmds.add(new Core.Cmd.Havoc(havoc));
    }
    for (Spec.Ensures e : p.ensures()) {
      cmds.add(new Core.Cmd.Assume(Subst.apply(e.expr(), now, old)));
    }
  }
}

package dev.pairlock.instrument;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.diag.Diagnostic;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Inlines every call to a procedure with a body into one procedure, up to a nesting depth. The
 * callee's parameters, locals and labels of the {@code k}-th inlined call are renamed with the
 * prefix {@code $in<k>.}; its locals are havocked on entry. Calls to bodiless procedures stay.
 *
 * <p>A recursive call, a call nested deeper than the bound, or any call once the body has grown to
 * {@link #MAX_BLOCKS} blocks, is replaced by a havoc of its results and of every global the callee
 * may assign (sound for the values, but the callee's accesses are not checked), with a diagnostic:
 * the caller must not report the result verified. Contracts of inlined callees are dropped, with a
 * note.
 */
public final class Inliner {
  /**
   * The result of inlining.
   *
   * @param program the input with {@code procedure} inlined and the other procedures with bodies
   *     removed
   * @param problems why the inlined procedure does not behave like the original (recursion, depth
   *     bound); empty if it does
   */
  public record Inlined(Program program, List<Diagnostic> problems) {
    public Inlined {
      problems = List.copyOf(problems);
    }
  }

  private record Pending(Block block, List<String> stack) {}

  private final Map<String, Decl.Procedure> procs = new LinkedHashMap<>();
  private final int maxDepth;

  /** Inlining stops (with an {@code inline-size} problem) once the body has this many blocks. */
  public static final int MAX_BLOCKS = 20_000;

  private final Predicate<String> havocWhenSkipped;

  private Inliner(Program program, int maxDepth, Predicate<String> havocWhenSkipped) {
    for (Decl.Procedure p : program.procedures()) {
      procs.put(p.name(), p);
    }
    this.maxDepth = maxDepth;
    this.havocWhenSkipped = havocWhenSkipped;
  }

  /** Inlines all calls in {@code procedure} of {@code program}, to {@code maxDepth} levels. */
  public static Inlined inline(Program program, String procedure, int maxDepth) {
    return inline(program, procedure, maxDepth, g -> true);
  }

  /**
   * Inlines all calls in {@code procedure} of {@code program}, to {@code maxDepth} levels; a call
   * that is not inlined havocs only the globals it may assign that {@code havocWhenSkipped} accepts
   * (the pair analysis keeps its pick ghosts: a skipped callee picks nothing).
   */
  public static Inlined inline(
      Program program, String procedure, int maxDepth, Predicate<String> havocWhenSkipped) {
    Inliner in = new Inliner(program, maxDepth, havocWhenSkipped);
    Decl.Procedure root = in.procs.get(procedure);
    if (root == null || root.body() == null) {
      throw new IllegalArgumentException("no procedure with a body called " + procedure);
    }
    List<Diagnostic> problems = new ArrayList<>();
    Decl.Procedure inlined = in.run(root, problems);
    List<Decl> decls = new ArrayList<>();
    for (Decl d : program.decls()) {
      if (d instanceof Decl.Procedure p && p.body() != null) {
        if (p.name().equals(procedure)) {
          decls.add(inlined);
        }
      } else {
        decls.add(d);
      }
    }
    return new Inlined(new Program(decls), new ArrayList<>(new LinkedHashSet<>(problems)));
  }

  /** The body being built by {@link #run}: its locals, finished blocks and blocks to process. */
  private final class Run {
    final List<Body.LocalVar> locals;
    final List<Block> out = new ArrayList<>();
    final Deque<Pending> work = new ArrayDeque<>();
    final List<Diagnostic> problems;
    int counter = 0;
    int blockCount;

    Run(Decl.Procedure root, List<Diagnostic> problems) {
      this.locals = new ArrayList<>(root.body().locals());
      this.problems = problems;
      for (Block b : root.body().blocks()) {
        work.add(new Pending(b, List.of(root.name())));
      }
      this.blockCount = root.body().blocks().size();
    }
  }

  /**
   * Inlines {@code root}: takes blocks in order; a block with no inlinable call is done, one with a
   * call is split there, the call either skipped ({@link #skip}) or replaced by the callee's body
   * ({@link #splice}), and the pieces processed next.
   */
  private Decl.Procedure run(Decl.Procedure root, List<Diagnostic> problems) {
    Run r = new Run(root, problems);
    while (!r.work.isEmpty()) {
      Pending pd = r.work.poll();
      Block b = pd.block();
      int j = firstInlinableCall(b);
      if (j < 0) {
        r.out.add(b);
        continue;
      }
      Cmd.Call call = (Cmd.Call) b.cmds().get(j);
      Decl.Procedure callee = procs.get(call.procedure());
      Skip why = whyNotInlined(pd, callee, r.blockCount);
      if (why != null) {
        skip(r, pd, j, call, callee, why);
      } else {
        splice(r, pd, j, call, callee);
      }
    }
    return root.withBody(new Body(r.locals, r.out));
  }

  /** Why a call is not inlined: the problem's code and its reason. */
  private record Skip(String code, String why) {}

  /** Why the call to {@code callee} is not inlined, or null when it is. */
  private Skip whyNotInlined(Pending pd, Decl.Procedure callee, int blockCount) {
    if (pd.stack().contains(callee.name())) {
      return new Skip("recursion", "recursive call to " + callee.name());
    }
    if (pd.stack().size() > maxDepth) {
      return new Skip("inline-depth", "call to " + callee.name()
          + " nested deeper than the inlining bound " + maxDepth);
    }
    if (blockCount > MAX_BLOCKS) {
      return new Skip("inline-size", "call to " + callee.name()
          + " beyond the inlining size bound of " + MAX_BLOCKS + " blocks");
    }
    return null;
  }

  /**
   * A call not inlined: a problem, and a havoc of its results and of the globals the callee may
   * assign in its place.
   */
  private void skip(Run r, Pending pd, int j, Cmd.Call call, Decl.Procedure callee, Skip why) {
    r.problems.add(
        Diagnostic.warning(
            why.code(),
            LiftedProgram.locOf(call.attrs(), call.pos()),
            why.why() + ": not inlined, its effects are havocked and its accesses not checked"));
    Block b = pd.block();
    List<Cmd> cmds = new ArrayList<>(b.cmds());
    List<String> havocked = new ArrayList<>(call.outs());
    for (String g : assignedGlobals(callee.name())) {
      if (!havocked.contains(g) && havocWhenSkipped.test(g)) {
        havocked.add(g);
      }
    }
    if (havocked.isEmpty()) {
      cmds.remove(j);
    } else {
      cmds.set(j, new Cmd.Havoc(havocked, call.attrs(), call.pos()));
    }
    r.work.addFirst(new Pending(b.withCmds(cmds), pd.stack()));
  }

  /**
   * Replaces the call at {@code j} by the callee's body: the block up to the call (passing the
   * arguments, havocking the callee's locals) jumps to the renamed callee blocks, which return to
   * a block with the rest (taking the results).
   */
  private void splice(Run r, Pending pd, int j, Cmd.Call call, Decl.Procedure callee) {
    r.counter++;
    r.blockCount += callee.body().blocks().size() + 1;
    String prefix = "$in" + r.counter + ".";
    Map<String, String> rename = new HashMap<>();
    List<String> fresh = frame(r, callee, prefix, rename);
    warnDropped(r, callee);
    Block b = pd.block();
    String retLabel = prefix + "$return";
    List<Cmd> pre = new ArrayList<>(b.cmds().subList(0, j));
    if (!callee.ins().isEmpty()) {
      List<Lhs> lhs = new ArrayList<>();
      for (Param p : callee.ins()) {
        lhs.add(new Lhs.VarLhs(prefix + p.name()));
      }
      pre.add(new Cmd.Assign(lhs, call.args(), call.attrs(), call.pos()));
    }
    if (!fresh.isEmpty()) {
      pre.add(new Cmd.Havoc(fresh, List.of(), call.pos()));
    }
    String entry = prefix + callee.body().blocks().get(0).label();
    r.out.add(new Block(b.label(), pre, new Transfer.Goto(List.of(entry), call.pos()), b.pos()));
    List<Pending> next = calleeBlocks(pd, callee, prefix, rename, retLabel);
    next.add(new Pending(returnBlock(b, j, call, callee, prefix, retLabel), pd.stack()));
    for (int k = next.size() - 1; k >= 0; k--) {
      r.work.addFirst(next.get(k));
    }
  }

  /**
   * Declares the callee's parameters and locals in the caller under {@code prefix} (filling
   * {@code rename}); returns those to havoc at the call (results and locals).
   */
  private static List<String> frame(
      Run r, Decl.Procedure callee, String prefix, Map<String, String> rename) {
    List<String> fresh = new ArrayList<>();
    for (Param p : callee.ins()) {
      rename.put(p.name(), prefix + p.name());
      r.locals.add(new Body.LocalVar(prefix + p.name(), p.type()));
    }
    for (Param p : callee.outs()) {
      rename.put(p.name(), prefix + p.name());
      r.locals.add(new Body.LocalVar(prefix + p.name(), p.type()));
      fresh.add(prefix + p.name());
    }
    for (Body.LocalVar l : callee.body().locals()) {
      rename.put(l.name(), prefix + l.name());
      r.locals.add(new Body.LocalVar(prefix + l.name(), l.type(), l.attrs(), l.pos()));
      fresh.add(prefix + l.name());
    }
    return fresh;
  }

  /** Notes what inlining {@code callee} loses: its contract, the meaning of its {@code old}. */
  private static void warnDropped(Run r, Decl.Procedure callee) {
    if (callee.specs().stream().anyMatch(s -> !(s instanceof Spec.Modifies))) {
      r.problems.add(
          Diagnostic.warning(
              "contract-ignored",
              LiftedProgram.locOf(callee.attrs(), callee.pos()),
              "the contract of " + callee.name() + " is ignored where it is inlined"));
    }
    if (usesOld(callee)) {
      r.problems.add(
          Diagnostic.warning(
              "old-in-callee",
              LiftedProgram.locOf(callee.attrs(), callee.pos()),
              "old(...) in "
                  + callee.name()
                  + " would refer to the caller's entry state once inlined"));
    }
  }

  /** The callee's blocks renamed under {@code prefix}, returning to {@code retLabel}. */
  private static List<Pending> calleeBlocks(
      Pending pd, Decl.Procedure callee, String prefix, Map<String, String> rename,
      String retLabel) {
    List<String> inner = new ArrayList<>(pd.stack());
    inner.add(callee.name());
    List<Pending> next = new ArrayList<>();
    for (Block cb : callee.body().blocks()) {
      List<Cmd> cmds = new ArrayList<>();
      for (Cmd c : cb.cmds()) {
        cmds.add(renameCmd(c, rename));
      }
      Transfer t =
          switch (cb.transfer()) {
            case Transfer.Return ret -> new Transfer.Goto(List.of(retLabel), ret.pos());
            case Transfer.Goto g -> {
              List<String> targets = new ArrayList<>();
              g.targets().forEach(l -> targets.add(prefix + l));
              yield new Transfer.Goto(targets, g.pos());
            }
          };
      next.add(
          new Pending(new Block(prefix + cb.label(), cmds, t, cb.pos()), List.copyOf(inner)));
    }
    return next;
  }

  /**
   * {@code outs := prefix + callee's outs}: the results of an inlined call (its out-parameters
   * renamed with {@code prefix}) assigned to the call's targets.
   */
  public static Cmd.Assign results(Cmd.Call call, Decl.Procedure callee, String prefix) {
    List<Lhs> lhs = new ArrayList<>();
    List<Expr> rhs = new ArrayList<>();
    for (int k = 0; k < call.outs().size(); k++) {
      lhs.add(new Lhs.VarLhs(call.outs().get(k)));
      rhs.add(Expr.var(prefix + callee.outs().get(k).name()));
    }
    return new Cmd.Assign(lhs, rhs, List.of(), call.pos());
  }

  /** The block after the call: the results assigned, then the rest of the caller's block. */
  private static Block returnBlock(
      Block b, int j, Cmd.Call call, Decl.Procedure callee, String prefix, String retLabel) {
    List<Cmd> post = new ArrayList<>();
    if (!call.outs().isEmpty()) {
      post.add(results(call, callee, prefix));
    }
    post.addAll(b.cmds().subList(j + 1, b.cmds().size()));
    return new Block(retLabel, post, b.transfer(), b.pos());
  }

  private static boolean usesOld(Decl.Procedure p) {
    for (Block b : p.body().blocks()) {
      for (Cmd c : b.cmds()) {
        List<Expr> es = new ArrayList<>();
        switch (c) {
          case Cmd.Assign a -> {
            es.addAll(a.rhs());
            a.lhs()
                .forEach(
                    l -> {
                      if (l instanceof Lhs.MapLhs m) {
                        es.add(m.index());
                      }
                    });
          }
          case Cmd.Assume a -> es.add(a.expr());
          case Cmd.Assert a -> es.add(a.expr());
          case Cmd.Call k -> es.addAll(k.args());
          case Cmd.Havoc h -> {}
        }
        if (es.stream().anyMatch(Exprs::containsOld)) {
          return true;
        }
      }
    }
    return false;
  }

  private int firstInlinableCall(Block b) {
    for (int i = 0; i < b.cmds().size(); i++) {
      if (b.cmds().get(i) instanceof Cmd.Call c) {
        Decl.Procedure p = procs.get(c.procedure());
        if (p != null && p.body() != null) {
          return i;
        }
      }
    }
    return -1;
  }

  /** Globals that {@code procedure} or its callees may assign (bodiless: their modifies). */
  private Set<String> assignedGlobals(String procedure) {
    Set<String> globals = new LinkedHashSet<>();
    Set<String> seen = new LinkedHashSet<>();
    Deque<String> work = new ArrayDeque<>(List.of(procedure));
    Set<String> result = new LinkedHashSet<>();
    while (!work.isEmpty()) {
      Decl.Procedure p = procs.get(work.poll());
      if (p == null || !seen.add(p.name())) {
        continue;
      }
      result.addAll(p.modifies());
      if (p.body() == null) {
        continue;
      }
      Set<String> scoped = new LinkedHashSet<>();
      p.ins().forEach(x -> scoped.add(x.name()));
      p.outs().forEach(x -> scoped.add(x.name()));
      p.body().locals().forEach(x -> scoped.add(x.name()));
      for (Block b : p.body().blocks()) {
        for (Cmd c : b.cmds()) {
          List<String> targets = new ArrayList<>();
          switch (c) {
            case Cmd.Assign a -> a.lhs().forEach(l -> targets.add(l.variable()));
            case Cmd.Havoc h -> targets.addAll(h.vars());
            case Cmd.Call k -> {
              targets.addAll(k.outs());
              work.add(k.procedure());
            }
            default -> {}
          }
          for (String t : targets) {
            if (!scoped.contains(t)) {
              globals.add(t);
            }
          }
        }
      }
    }
    result.addAll(globals);
    return result;
  }

  /** {@code c} with the variables {@code m} names renamed (call targets are kept). */
  public static Cmd renameCmd(Cmd c, Map<String, String> m) {
    return switch (c) {
      case Cmd.Assign a -> {
        List<Lhs> lhs = new ArrayList<>();
        for (Lhs l : a.lhs()) {
          String v = m.getOrDefault(l.variable(), l.variable());
          lhs.add(
              switch (l) {
                case Lhs.VarLhs x -> new Lhs.VarLhs(v);
                case Lhs.MapLhs x -> new Lhs.MapLhs(v, Exprs.rename(x.index(), m));
              });
        }
        yield new Cmd.Assign(lhs, Exprs.renameAll(a.rhs(), m), a.attrs(), a.pos());
      }
      case Cmd.Assume a -> new Cmd.Assume(Exprs.rename(a.expr(), m), a.attrs(), a.pos());
      case Cmd.Assert a -> new Cmd.Assert(Exprs.rename(a.expr(), m), a.attrs(), a.pos());
      case Cmd.Havoc h -> {
        List<String> vs = new ArrayList<>();
        h.vars().forEach(v -> vs.add(m.getOrDefault(v, v)));
        yield new Cmd.Havoc(vs, h.attrs(), h.pos());
      }
      case Cmd.Call k -> {
        List<String> outs = new ArrayList<>();
        k.outs().forEach(v -> outs.add(m.getOrDefault(v, v)));
        yield new Cmd.Call(outs, k.procedure(), Exprs.renameAll(k.args(), m), k.attrs(), k.pos());
      }
    };
  }
}

package dev.pairlock.instrument;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.Region;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Free loop invariants that hold by construction of the pair program: a side that picked an access
 * of region R picked one of R's access commands on that side, with its read/write kind.
 *
 * <p>Loop cutting havocs the pick ghosts a loop assigns; without these facts a counterexample
 * through a loop could name no access at all. They are {@code assume}d right after the leading
 * {@code assert}s (the invariants) of every loop head: sound, because every pick assignment keeps
 * them true. An access of an unpublished object ({@link LiftedProgram#isUnpublished}) is never
 * picked, so it is no alternative.
 */
public final class PickDomain {
  private PickDomain() {}

  /** Adds the pick-domain facts to the loop heads of {@code procedure} (after inlining). */
  public static Program addToLoopHeads(
      Program program, String procedure, PairProgram pp, LiftedProgram lifted) {
    Decl.Procedure proc = program.procedure(procedure).orElseThrow();
    Set<String> heads = loopHeads(proc.body());
    if (heads.isEmpty()) {
      return program;
    }
    List<Expr> facts = new ArrayList<>();
    for (Region r : pp.sharedRegions()) {
      for (int side = 1; side <= 2; side++) {
        Set<String> procs = lifted.reachable(pp.side(side).procedure());
        List<Expr> alts = new ArrayList<>();
        for (AccessSite a : lifted.accesses()) {
          if (a.region().equals(r.variable()) && procs.contains(a.procedure())
              && !lifted.isUnpublished(a)) {
            Expr w = Expr.var(GhostNames.pickWrite(r.variable(), side));
            alts.add(
                Expr.and(
                    Expr.eq(Expr.var(GhostNames.pickLoc(r.variable(), side)), Expr.num(a.id())),
                    a.isWrite() ? w : Expr.not(w)));
          }
        }
        facts.add(
            Expr.or(Expr.not(Expr.var(GhostNames.picked(r.variable(), side))), Expr.disj(alts)));
      }
    }
    List<Block> blocks = new ArrayList<>();
    for (Block b : proc.body().blocks()) {
      if (!heads.contains(b.label())) {
        blocks.add(b);
        continue;
      }
      int lead = 0;
      while (lead < b.cmds().size() && b.cmds().get(lead) instanceof Cmd.Assert) {
        lead++;
      }
      List<Cmd> cmds = new ArrayList<>(b.cmds().subList(0, lead));
      for (Expr f : facts) {
        cmds.add(new Cmd.Assume(f, List.of(Attribute.flag(Attrs.PICK_DOMAIN)), Pos.NONE));
      }
      cmds.addAll(b.cmds().subList(lead, b.cmds().size()));
      blocks.add(b.withCmds(cmds));
    }
    List<Decl> decls = new ArrayList<>();
    for (Decl d : program.decls()) {
      decls.add(d == proc ? proc.withBody(new Body(proc.body().locals(), blocks)) : d);
    }
    return new Program(decls);
  }

  /** Targets of back edges of a depth-first search from the entry block. */
  static Set<String> loopHeads(Body body) {
    Map<String, Block> byLabel = new HashMap<>();
    body.blocks().forEach(b -> byLabel.put(b.label(), b));
    Set<String> heads = new LinkedHashSet<>();
    Set<String> done = new HashSet<>();
    Set<String> onStack = new HashSet<>();
    dfs(body.blocks().get(0), byLabel, done, onStack, heads);
    return heads;
  }

  private static void dfs(
      Block b,
      Map<String, Block> byLabel,
      Set<String> done,
      Set<String> onStack,
      Set<String> heads) {
    // iterative to survive long inlined chains
    record Frame(Block block, List<String> succs, int[] next) {}
    List<Frame> stack = new ArrayList<>();
    stack.add(new Frame(b, succs(b), new int[] {0}));
    onStack.add(b.label());
    while (!stack.isEmpty()) {
      Frame f = stack.get(stack.size() - 1);
      if (f.next()[0] < f.succs().size()) {
        String s = f.succs().get(f.next()[0]++);
        if (onStack.contains(s)) {
          heads.add(s);
        } else if (!done.contains(s) && byLabel.containsKey(s)) {
          Block sb = byLabel.get(s);
          onStack.add(s);
          stack.add(new Frame(sb, succs(sb), new int[] {0}));
        }
      } else {
        stack.remove(stack.size() - 1);
        onStack.remove(f.block().label());
        done.add(f.block().label());
      }
    }
  }

  private static List<String> succs(Block b) {
    return b.transfer() instanceof Transfer.Goto g ? g.targets() : List.of();
  }
}

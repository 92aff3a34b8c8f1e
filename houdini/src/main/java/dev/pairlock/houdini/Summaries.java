package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Writes the result of Houdini into the program: surviving candidates become plain contracts and
 * invariants (their guards removed), refuted ones disappear, and so do the existential constants.
 */
final class Summaries {
  private Summaries() {}

  static Program apply(
      Program p, Set<String> guards, Set<String> alive, HoudiniOptions.ContractForm form) {
    boolean free = form == HoudiniOptions.ContractForm.FREE;
    List<Decl> out = new ArrayList<>();
    for (Decl d : p.decls()) {
      switch (d) {
        case Decl.Const c when guards.contains(c.name()) -> {}
        case Decl.Procedure proc -> out.add(procedure(proc, guards, alive, free));
        default -> out.add(d);
      }
    }
    return new Program(out);
  }

  private static Decl.Procedure procedure(
      Decl.Procedure proc, Set<String> guards, Set<String> alive, boolean free) {
    List<Spec> specs = new ArrayList<>();
    for (Spec s : proc.specs()) {
      switch (s) {
        case Spec.Requires q -> {
          Optional<String> g = Candidates.guardOf(q.expr(), guards);
          if (g.isEmpty()) {
            specs.add(q);
          } else if (alive.contains(g.get())) {
            specs.add(new Spec.Requires(free, Candidates.unguarded(q.expr()), q.attrs(), q.pos()));
          }
        }
        case Spec.Ensures q -> {
          Optional<String> g = Candidates.guardOf(q.expr(), guards);
          if (g.isEmpty()) {
            specs.add(q);
          } else if (alive.contains(g.get())) {
            specs.add(new Spec.Ensures(free, Candidates.unguarded(q.expr()), q.attrs(), q.pos()));
          }
        }
        case Spec.Modifies m -> specs.add(m);
      }
    }
    Decl.Procedure r = proc.withSpecs(specs);
    if (proc.body() == null) {
      return r;
    }
    List<Block> blocks = new ArrayList<>();
    for (Block b : proc.body().blocks()) {
      List<Cmd> lead = new ArrayList<>();
      List<Cmd> assumed = new ArrayList<>();
      List<Cmd> rest = new ArrayList<>();
      boolean leading = true;
      for (Cmd c : b.cmds()) {
        leading &= c instanceof Cmd.Assert;
        List<Cmd> target = leading ? lead : rest;
        if (c instanceof Cmd.Assert a && Candidates.guardOf(a.expr(), guards).isPresent()) {
          if (!alive.contains(Candidates.guardOf(a.expr(), guards).get())) {
            continue;
          }
          var e = Candidates.unguarded(a.expr());
          if (free) {
            (leading ? assumed : rest).add(new Cmd.Assume(e, a.attrs(), a.pos()));
          } else {
            target.add(new Cmd.Assert(e, a.attrs(), a.pos()));
          }
        } else {
          target.add(c);
        }
      }
      // free invariants go right after the checked ones: assumed after the loop head's havoc
      List<Cmd> cmds = new ArrayList<>(lead);
      cmds.addAll(assumed);
      cmds.addAll(rest);
      blocks.add(b.withCmds(cmds));
    }
    return r.withBody(new Body(proc.body().locals(), blocks));
  }
}

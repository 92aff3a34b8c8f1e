package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Frame inference: the {@code modifies} clause of every procedure with a body narrowed to the
 * globals it can change, assigned or havocked in its body or modified by a callee (a fixpoint over
 * the call graph; bodiless procedures keep their declared clause). Callers then keep everything
 * else across a call: definite facts about the regions and ghosts a procedure never touches,
 * without candidates. Sound because the VC havocs a callee's {@code modifies} at each call and the
 * narrowed clause over-approximates what the body can change.
 */
public final class Frames {
  private Frames() {}

  /** The globals each procedure can modify (bodiless: as declared), in declaration order. */
  public static Map<String, List<String>> modified(Program p) {
    Set<String> globals = new HashSet<>();
    List<String> order = new ArrayList<>();
    for (Decl.GlobalVar g : p.globals()) {
      globals.add(g.name());
      order.add(g.name());
    }
    Map<String, Set<String>> mod = new LinkedHashMap<>();
    Map<String, Set<String>> calls = new LinkedHashMap<>();
    for (Decl.Procedure proc : p.procedures()) {
      Set<String> m = new HashSet<>();
      Set<String> cs = new HashSet<>();
      if (proc.body() == null) {
        m.addAll(proc.modifies());
      } else {
        for (Block b : proc.body().blocks()) {
          for (Cmd c : b.cmds()) {
            switch (c) {
              case Cmd.Assign a -> {
                for (Lhs l : a.lhs()) {
                  if (globals.contains(l.variable())) {
                    m.add(l.variable());
                  }
                }
              }
              case Cmd.Havoc h -> {
                for (String v : h.vars()) {
                  if (globals.contains(v)) {
                    m.add(v);
                  }
                }
              }
              case Cmd.Call call -> {
                cs.add(call.procedure());
                for (String v : call.outs()) {
                  if (globals.contains(v)) {
                    m.add(v);
                  }
                }
              }
              case Cmd.Assume a -> {}
              case Cmd.Assert a -> {}
            }
          }
        }
      }
      mod.put(proc.name(), m);
      calls.put(proc.name(), cs);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<String, Set<String>> e : calls.entrySet()) {
        Set<String> m = mod.get(e.getKey());
        for (String callee : e.getValue()) {
          Set<String> cm = mod.get(callee);
          if (cm != null && m.addAll(cm)) {
            changed = true;
          }
        }
      }
    }
    Map<String, List<String>> r = new LinkedHashMap<>();
    for (Map.Entry<String, Set<String>> e : mod.entrySet()) {
      List<String> sorted = new ArrayList<>();
      for (String g : order) {
        if (e.getValue().contains(g)) {
          sorted.add(g);
        }
      }
      // declared but not global (the type checker reports it): keep, in case
      for (String g : e.getValue()) {
        if (!globals.contains(g)) {
          sorted.add(g);
        }
      }
      r.put(e.getKey(), sorted);
    }
    return r;
  }

  /** {@code p} with the {@code modifies} clause of every procedure with a body narrowed. */
  public static Program narrowModifies(Program p) {
    Map<String, List<String>> mod = modified(p);
    List<Decl> out = new ArrayList<>();
    for (Decl d : p.decls()) {
      if (d instanceof Decl.Procedure proc && proc.body() != null) {
        List<Spec> specs = new ArrayList<>();
        Pos at = Pos.NONE;
        for (Spec s : proc.specs()) {
          if (s instanceof Spec.Modifies m) {
            at = m.pos();
          } else {
            specs.add(s);
          }
        }
        List<String> vars = mod.get(proc.name());
        if (!vars.isEmpty()) {
          specs.add(new Spec.Modifies(vars, at));
        }
        out.add(proc.withSpecs(specs));
      } else {
        out.add(d);
      }
    }
    return new Program(out);
  }
}

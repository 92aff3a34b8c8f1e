package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Calls between the procedures with bodies of a program; deterministic orders. */
public final class CallGraph {
  private final Map<String, Set<String>> callees = new LinkedHashMap<>();
  private final Map<String, Set<String>> callers = new LinkedHashMap<>();
  private final List<String> bottomUp = new ArrayList<>();

  private CallGraph(Program p) {
    for (Decl.Procedure proc : p.procedures()) {
      if (proc.body() != null) {
        callees.put(proc.name(), new LinkedHashSet<>());
        callers.put(proc.name(), new LinkedHashSet<>());
      }
    }
    for (Decl.Procedure proc : p.procedures()) {
      if (proc.body() == null) {
        continue;
      }
      for (Block b : proc.body().blocks()) {
        for (Cmd c : b.cmds()) {
          if (c instanceof Cmd.Call call && callees.containsKey(call.procedure())) {
            callees.get(proc.name()).add(call.procedure());
            callers.get(call.procedure()).add(proc.name());
          }
        }
      }
    }
    Set<String> seen = new HashSet<>();
    for (String root : callees.keySet()) {
      postorder(root, seen);
    }
  }

  public static CallGraph of(Program p) {
    return new CallGraph(p);
  }

  private void postorder(String root, Set<String> seen) {
    // iterative DFS: call chains may be long
    record Frame(String proc, List<String> succs, int[] next) {}
    if (!seen.add(root)) {
      return;
    }
    List<Frame> stack = new ArrayList<>();
    stack.add(new Frame(root, List.copyOf(callees.get(root)), new int[] {0}));
    while (!stack.isEmpty()) {
      Frame f = stack.get(stack.size() - 1);
      if (f.next()[0] < f.succs().size()) {
        String s = f.succs().get(f.next()[0]++);
        if (seen.add(s)) {
          stack.add(new Frame(s, List.copyOf(callees.get(s)), new int[] {0}));
        }
      } else {
        stack.remove(stack.size() - 1);
        bottomUp.add(f.proc());
      }
    }
  }

  /** Procedures with bodies, callees before callers (except within recursion). */
  public List<String> bottomUp() {
    return List.copyOf(bottomUp);
  }

  public Set<String> callees(String proc) {
    return Set.copyOf(callees.getOrDefault(proc, Set.of()));
  }

  /** Procedures with bodies that call {@code proc}, in program order. */
  public Set<String> callers(String proc) {
    return new LinkedHashSet<>(callers.getOrDefault(proc, Set.of()));
  }
}

package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.frontend.PtGraph.AbstractObject;
import dev.pairlock.ivl.ast.SourceLoc;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Which abstract objects are one instance per run of the program, so that a lock inside one is one
 * lock: a lock location is <em>single</em> when its object is a global, an object the kernel passes
 * to entry points (assumed: one device per driver, WHOOP's model), or a stack or heap object whose
 * creating instruction executes at most once per run. Otherwise two threads may hold two different
 * locks of one abstract location, and a lock held by both sides protects an access only when they
 * provably hold the same instance (the pair program compares the instances' addresses).
 *
 * <p>An instruction executes at most once when it lies on no cycle of its function's control flow
 * and the function runs at most once: {@code main}, a thread created once ({@code
 * {:single_instance}}), {@code module_init} and bus {@code probe} (one device per driver), each
 * provided nothing else calls it; and a function nothing takes the address of, called from exactly
 * one call site that executes at most once.
 */
final class LockInstances {
  private final Map<String, LLVMValueRef> functions = new LinkedHashMap<>();
  private final Set<String> once = new HashSet<>();
  private final Map<String, Set<Long>> cyclic = new HashMap<>();
  private final PointsTo pt;

  /**
   * @param roots the entry points that run at most once per run, if nothing else calls them
   * @param neverOnce functions that may run more than once whatever calls them (entry points that
   *     are not roots: each runs as threads of its own)
   */
  LockInstances(IrModule ir, PointsTo pt, Set<String> roots, Set<String> neverOnce) {
    this.pt = pt;
    Map<String, List<LLVMValueRef>> callSites = new HashMap<>();
    Set<String> addressTaken = new HashSet<>();
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(f)) {
        continue;
      }
      functions.put(Ir.name(f), f);
      for (LLVMUseRef u = LLVMGetFirstUse(f); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        boolean directCall =
            !Ir.isNull(LLVMIsACallInst(user)) && Ir.key(LLVMGetCalledValue(user)) == Ir.key(f);
        if (directCall) {
          callSites.computeIfAbsent(Ir.name(f), k -> new java.util.ArrayList<>()).add(user);
        } else {
          addressTaken.add(Ir.name(f));
        }
      }
    }
    Set<String> indirect = pt.indirectCallees();
    for (String r : roots) {
      if (functions.containsKey(r)
          && !callSites.containsKey(r)
          && !indirect.contains(r)
          && !neverOnce.contains(r)) {
        once.add(r);
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (String f : functions.keySet()) {
        if (once.contains(f) || roots.contains(f) || addressTaken.contains(f)
            || indirect.contains(f) || neverOnce.contains(f)) {
          continue;
        }
        List<LLVMValueRef> sites = callSites.getOrDefault(f, List.of());
        if (sites.size() == 1 && executesOnce(sites.get(0))) {
          once.add(f);
          changed = true;
        }
      }
    }
  }

  /** Whether instruction {@code i} executes at most once per run of the program. */
  boolean executesOnce(LLVMValueRef i) {
    LLVMBasicBlockRef b = LLVMGetInstructionParent(i);
    String f = Ir.name(LLVMGetBasicBlockParent(b));
    return once.contains(f) && !cyclicBlocks(f).contains(Ir.key(b));
  }

  /**
   * Why a lock inside object {@code o} may be several locks (several instances of {@code o} may
   * exist at once), or null when {@code o} is one instance per run.
   */
  String whyMany(AbstractObject o) {
    if (o.kind() != AbstractObject.Kind.HEAP && o.kind() != AbstractObject.Kind.ALLOCA) {
      return null;
    }
    LLVMValueRef site = pt.allocationSite(o);
    if (site == null) {
      return "its object's allocation site is not known";
    }
    if (executesOnce(site)) {
      return null;
    }
    LLVMBasicBlockRef b = LLVMGetInstructionParent(site);
    String f = Ir.name(LLVMGetBasicBlockParent(b));
    boolean inLoop = cyclicBlocks(f).contains(Ir.key(b));
    if (o.kind() == AbstractObject.Kind.ALLOCA) {
      return inLoop
          ? "it is in a local variable declared in a loop of " + f
          : "it is in a local variable of " + f + ", which may run more than once";
    }
    SourceLoc loc = Ir.loc(site);
    String at = loc == null ? "" : " at " + loc.file() + ":" + loc.line();
    String alloc = o.name().contains("@") ? o.name().substring(0, o.name().indexOf('@')) : "";
    String what = alloc.isEmpty() ? "its object is allocated" : "its object is allocated (" + alloc + ")";
    return inLoop
        ? what + " in a loop" + at
        : what + at + " in " + f + ", which may run more than once";
  }

  private Set<Long> cyclicBlocks(String f) {
    return cyclic.computeIfAbsent(f, k -> Ir.cyclicBlocks(functions.get(k)));
  }
}

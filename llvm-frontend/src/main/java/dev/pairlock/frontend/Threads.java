package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.KernelModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The threads of a user-space program: every defined function passed to a thread-create function
 * ({@code pthread_create}) is a thread template and an entry point; {@code main} is the program's
 * initial thread (init-like: sequential up to its first create).
 *
 * <p>A create site runs at most once in main's thread ({@link Site#inMain}) when it lies outside
 * any loop of a function that itself runs at most once in main's thread: {@code main}, or a
 * function whose address is never taken and that has exactly one call site, outside any loop of
 * a function that runs at most once ({@code module_init()}-like helpers called by main, their
 * helpers, ...). It runs at most once ({@link Site#once}) under the same rule where a start
 * function whose only use is one create site that runs at most once runs at most once too (in its
 * thread). A template runs as a single instance when it is created at exactly one call site and
 * that site runs at most once; then it has no self pair. After a create site, the threads that may exist
 * are its template and every template that one creates, transitively ({@link #threadsAfter}).
 */
final class Threads {
  static final String MAIN = "main";
  static final String MAIN_ROLE = dev.pairlock.ivl.lifted.EntryPoint.MAIN;
  static final String THREAD_ROLE = "pthread_create";

  /**
   * A call to a thread-create function; {@code once}: it runs at most once in any execution;
   * {@code inMain}: moreover in main's thread (see the class comment).
   */
  record Site(
      LLVMValueRef call, LLVMValueRef caller, LLVMValueRef routine, boolean once, boolean inMain) {
    /** Whether the start function is a function the program defines. */
    boolean resolved() {
      return routine != null;
    }
  }

  private final Map<Long, Site> sites = new LinkedHashMap<>();
  private final Map<String, List<Site>> byTemplate = new LinkedHashMap<>();
  private final Map<String, Set<String>> creates = new HashMap<>();
  private final CallGraph graph;
  private final boolean hasMain;
  private boolean detaches;
  /** Whether main is called or its address taken (it may then run more than once). */
  private boolean mainUsed;

  /** Library functions that make a thread detached (a join of it does not wait). */
  private static final Set<String> DETACH = Set.of("pthread_detach", "pthread_attr_setdetachstate");

  /** The direct calls between the program's functions and the functions with an indirect call. */
  CallGraph graph() {
    return graph;
  }

  private Threads(boolean hasMain, CallGraph graph) {
    this.hasMain = hasMain;
    this.graph = graph;
  }

  /**
   * Finds the threads of a module compiled against the user-space model; {@code extra}: functions
   * named as entry points on the command line (they run as threads of their own, so never once).
   */
  static Threads find(IrModule ir, KernelModel model, List<String> extra) {
    LLVMValueRef main = LLVMGetNamedFunction(ir.module, MAIN);
    Threads t = new Threads(!Ir.isNull(main) && Ir.isDefinition(main), CallGraph.of(ir));
    t.mainUsed = t.hasMain && uses(main) != 0;
    List<Call> calls = calls(ir);
    Set<Long> inMain = t.hasMain ? onceFunctions(ir, calls, model, main, false, extra) : Set.of();
    Set<Long> once = t.hasMain ? onceFunctions(ir, calls, model, main, true, extra) : Set.of();
    Map<Long, Set<Long>> cyclic = new HashMap<>();
    for (Call c : calls) {
      LLVMValueRef f = c.caller();
      LLVMBasicBlockRef b = c.block();
      LLVMValueRef i = c.inst();
      LLVMValueRef callee = LLVMGetCalledValue(i);
      if (Ir.isNull(LLVMIsAFunction(callee)) || Ir.isDefinition(callee)) {
        continue; // a call through a pointer or to a driver function: the call graph
      }
      String name = Ir.name(callee);
      if (DETACH.contains(name)) {
        t.detaches = true;
      }
      if (!(model.functions().lookup(name).orElse(null)
          instanceof FunctionModels.ThreadCreate tc)) {
        continue;
      }
      LLVMValueRef routine = null;
      if (tc.routineArg() < LLVMGetNumArgOperands(i)) {
        LLVMValueRef r = EntryPoints.stripCasts(LLVMGetOperand(i, tc.routineArg()));
        if (!Ir.isNull(LLVMIsAFunction(r)) && Ir.isDefinition(r)) {
          routine = r;
        }
      }
      boolean acyclic =
          !cyclic.computeIfAbsent(Ir.key(f), k -> Ir.cyclicBlocks(f)).contains(Ir.key(b));
      // a start function also named by --entry-point runs as a thread of its own besides
      // the ones this site starts: neither a single instance nor certainly joined
      boolean alsoEntry = routine != null && extra.contains(Ir.name(routine));
      Site s = new Site(i, f, routine, acyclic && once.contains(Ir.key(f)) && !alsoEntry,
          acyclic && inMain.contains(Ir.key(f)) && !alsoEntry);
      t.sites.put(Ir.key(i), s);
      if (routine != null) {
        t.byTemplate.computeIfAbsent(Ir.name(routine), k -> new ArrayList<>()).add(s);
        t.creates.computeIfAbsent(Ir.name(f), k -> new LinkedHashSet<>())
            .add(Ir.name(routine));
      }
    }
    return t;
  }

  /** A call instruction {@code inst} in block {@code block} of the defined function {@code caller}. */
  private record Call(LLVMValueRef caller, LLVMBasicBlockRef block, LLVMValueRef inst) {}

  /** The call instructions of the module's defined functions, in module order. */
  private static List<Call> calls(IrModule ir) {
    List<Call> out = new ArrayList<>();
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(f)) {
        continue;
      }
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) == LLVMCall) {
            out.add(new Call(f, b, i));
          }
        }
      }
    }
    return out;
  }

  /**
   * The functions (by key) that run at most once in any execution: {@code main} when nothing
   * calls it or takes its address, and, transitively, every function with exactly one use, a
   * direct call outside any loop of a function of the set (not itself); with {@code threads},
   * also a start function whose only use is the start-function argument of one create outside any
   * loop of a function of the set; never a function of {@code extra}. Without {@code threads},
   * all of them run in main's thread: their only callers lead back to main.
   */
  private static Set<Long> onceFunctions(
      IrModule ir,
      List<Call> calls,
      KernelModel model,
      LLVMValueRef main,
      boolean threads,
      List<String> extra) {
    Map<Long, List<LLVMValueRef>> callSites = new HashMap<>();
    for (Call c : calls) {
      LLVMValueRef i = c.inst();
      LLVMValueRef callee = LLVMGetCalledValue(i);
      if (Ir.isNull(LLVMIsAFunction(callee))) {
        continue;
      }
      if (Ir.isDefinition(callee)) {
        callSites.computeIfAbsent(Ir.key(callee), k -> new ArrayList<>()).add(i);
      } else if (threads
          && model.functions().lookup(Ir.name(callee)).orElse(null)
              instanceof FunctionModels.ThreadCreate tc
          && tc.routineArg() < LLVMGetNumArgOperands(i)) {
        LLVMValueRef r = LLVMGetOperand(i, tc.routineArg());
        if (!Ir.isNull(LLVMIsAFunction(r)) && Ir.isDefinition(r)) {
          callSites.computeIfAbsent(Ir.key(r), k -> new ArrayList<>()).add(i);
        }
      }
    }
    Set<Long> out = new HashSet<>();
    if (uses(main) != 0) {
      return out; // main is called or its address taken: it may run more than once
    }
    out.add(Ir.key(main));
    Map<Long, Set<Long>> cyclic = new HashMap<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (LLVMValueRef f : Ir.functions(ir.module)) {
        if (!Ir.isDefinition(f) || out.contains(Ir.key(f)) || extra.contains(Ir.name(f))) {
          continue;
        }
        List<LLVMValueRef> cs = callSites.getOrDefault(Ir.key(f), List.of());
        if (cs.size() != 1 || uses(f) != 1) {
          continue; // called at several sites, or its address is taken
        }
        LLVMValueRef call = cs.get(0);
        LLVMBasicBlockRef b = LLVMGetInstructionParent(call);
        LLVMValueRef caller = LLVMGetBasicBlockParent(b);
        if (Ir.key(caller) != Ir.key(f)
            && out.contains(Ir.key(caller))
            && !cyclic.computeIfAbsent(Ir.key(caller), k -> Ir.cyclicBlocks(caller))
                .contains(Ir.key(b))) {
          out.add(Ir.key(f));
          changed = true;
        }
      }
    }
    return out;
  }

  /** The number of uses of a value (a function's call sites and any other reference). */
  private static int uses(LLVMValueRef v) {
    int n = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(v); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      n++;
    }
    return n;
  }

  /** Whether the program calls a function that detaches threads ({@code pthread_detach}). */
  boolean detaches() {
    return detaches;
  }

  /** Whether the program defines {@code main} (it has an initial thread). */
  boolean hasMain() {
    return hasMain;
  }

  /** Whether some create site starts a function the analysis cannot name. */
  boolean hasUnresolved() {
    return sites.values().stream().anyMatch(s -> !s.resolved());
  }

  /** The thread templates, in the order of their first create site (creators in module order). */
  List<String> templates() {
    return List.copyOf(byTemplate.keySet());
  }

  /** Whether the template is created at most once (no self pair). */
  boolean singleInstance(String template) {
    List<Site> s = byTemplate.getOrDefault(template, List.of());
    return s.size() == 1 && s.get(0).once();
  }

  /** Whether main is called or its address taken: it may then run more than once. */
  boolean mainUsed() {
    return mainUsed;
  }

  /** The create site of a call instruction, or null. */
  Site site(LLVMValueRef call) {
    return sites.get(Ir.key(call));
  }

  /** The create sites of a template. */
  List<Site> sitesOf(String template) {
    return byTemplate.getOrDefault(template, List.of());
  }

  /** The names of the functions that create the template, in order. */
  List<String> creators(String template) {
    Set<String> r = new LinkedHashSet<>();
    for (Site s : sitesOf(template)) {
      r.add(Ir.name(s.caller()));
    }
    return List.copyOf(r);
  }

  /**
   * The templates that may have a running thread once {@code site} has executed: its own, and
   * those created (transitively) by the code that template runs. Empty when the start function is
   * not resolved (any thread may exist).
   */
  List<String> threadsAfter(Site site) {
    if (!site.resolved()) {
      return List.of();
    }
    Set<String> out = new LinkedHashSet<>();
    Deque<String> work = new ArrayDeque<>();
    Set<String> seen = new HashSet<>();
    String start = Ir.name(site.routine());
    out.add(start);
    work.add(start);
    while (!work.isEmpty()) {
      String f = work.pop();
      if (!seen.add(f)) {
        continue;
      }
      for (String c : creates.getOrDefault(f, Set.of())) {
        out.add(c);
        work.add(c);
      }
      work.addAll(graph.calls().getOrDefault(f, Set.of()));
      if (graph.indirectCallers().contains(f)) {
        // an indirect call may reach any function, and so any create: every template
        out.addAll(byTemplate.keySet());
        for (Set<String> cs : creates.values()) {
          out.addAll(cs);
        }
      }
    }
    return List.copyOf(out);
  }
}

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
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The threads of a user-space program: every defined function passed to a thread-create function
 * ({@code pthread_create}) is a thread template and an entry point; {@code main} is the program's
 * initial thread (init-like: sequential up to its first create).
 *
 * <p>A template runs as a single instance when it is created at exactly one call site, in {@code
 * main}, outside any loop of {@code main}; then it has no self pair. After a create site, the
 * threads that may exist are its template and every template that one creates, transitively
 * ({@link #threadsAfter}).
 */
final class Threads {
  static final String MAIN = "main";
  static final String MAIN_ROLE = "main";
  static final String THREAD_ROLE = "pthread_create";

  /** A call to a thread-create function. */
  record Site(LLVMValueRef call, LLVMValueRef caller, LLVMValueRef routine, boolean once) {
    /** Whether the start function is a function the program defines. */
    boolean resolved() {
      return routine != null;
    }
  }

  private final Map<Long, Site> sites = new LinkedHashMap<>();
  private final Map<String, List<Site>> byTemplate = new LinkedHashMap<>();
  private final Map<String, Set<String>> creates = new HashMap<>();
  private final Map<String, Set<String>> calls = new HashMap<>();
  private final boolean hasMain;

  private Threads(boolean hasMain) {
    this.hasMain = hasMain;
  }

  /** Finds the threads of a module compiled against the user-space model. */
  static Threads find(IrModule ir, KernelModel model) {
    LLVMValueRef main = LLVMGetNamedFunction(ir.module, MAIN);
    Threads t = new Threads(!Ir.isNull(main) && Ir.isDefinition(main));
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(f)) {
        continue;
      }
      Set<Long> cyclic = Ir.name(f).equals(MAIN) ? Ir.cyclicBlocks(f) : Set.of();
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) != LLVMCall) {
            continue;
          }
          LLVMValueRef callee = LLVMGetCalledValue(i);
          if (Ir.isNull(LLVMIsAFunction(callee))) {
            continue;
          }
          String name = Ir.name(callee);
          if (Ir.isDefinition(callee)) {
            t.calls.computeIfAbsent(Ir.name(f), k -> new LinkedHashSet<>()).add(name);
            continue;
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
          boolean once = Ir.name(f).equals(MAIN) && !cyclic.contains(Ir.key(b));
          Site s = new Site(i, f, routine, once);
          t.sites.put(Ir.key(i), s);
          if (routine != null) {
            t.byTemplate.computeIfAbsent(Ir.name(routine), k -> new ArrayList<>()).add(s);
            t.creates.computeIfAbsent(Ir.name(f), k -> new LinkedHashSet<>())
                .add(Ir.name(routine));
          }
        }
      }
    }
    return t;
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
      work.addAll(calls.getOrDefault(f, Set.of()));
    }
    return List.copyOf(out);
  }
}

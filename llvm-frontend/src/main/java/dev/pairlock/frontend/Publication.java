package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.KernelModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Publication (escape) analysis of one function: the accesses made through a pointer to an object
 * this execution of the function has just allocated, before any other thread can have the
 * object's address. Such an access races with nothing; the frontend marks it {@code
 * {:unpublished}} and the pair programs never pick it.
 *
 * <p>An <em>allocation</em> is a direct call of an allocator whose new object only the caller
 * has the address of ({@link dev.pairlock.models.FunctionModels#allocatesUnpublished}: {@code
 * kzalloc}, {@code malloc}) or of an allocation wrapper of such allocators only ({@link
 * AllocWrappers#unpublished}). The values <em>derived</em> from it are the call's result and,
 * transitively, the GEPs with a derived base and the bit casts of a derived value. A use of a
 * derived value is harmless when it is the address of a load, the address (not the value) of a
 * store, a comparison ({@code icmp}, also after {@code ptrtoint} and integer casts whose uses are
 * only comparisons), an argument of {@code llvm.memcpy}/{@code memmove}/{@code memset}, of a
 * debug or lifetime intrinsic, or of a declared function the tables say keeps no pointer ({@link
 * dev.pairlock.models.FunctionModels#keepsNoPointer}: {@code memset}, {@code mutex_init}), or of
 * a defined function that never captures the parameter at that position ({@link NoCapture}: an
 * LDV task's stub {@code __mutex_init(...) { return; }}; when that function returns its argument,
 * {@code spinlock_check(lock) { return &lock->rlock; }}, the call's result is derived too). Every
 * other use is an <em>escape</em>: a store of the pointer (anywhere, a local too), an argument of
 * any other call (a capturing defined function, an unknown one, an allocation wrapper, {@code
 * free}), a return, a phi or a select, a {@code ptrtoint} used otherwise than compared, an atomic
 * instruction, inline assembly.
 *
 * <p>A thread's argument handed over at its creation is an allocation of the thread's too ({@link
 * #ownedArguments}): when a start function's only uses are as the start routine of declared
 * thread-creation calls ({@code pthread_create}), and at every such call the argument derives
 * from an allocation of the creator whose object has not escaped before the call and whose
 * values the creator does not use after it (on no path that does not execute the allocation
 * again), then only the started thread has the object: its first parameter is an allocation
 * made at the function's entry. A free ({@code <free>} model, a deallocation wrapper) of an
 * unpublished object is an unpublished access (no other thread can reach the object it ends)
 * and an escape (nothing after it is marked).
 *
 * <p>Flow-sensitive: a must-analysis forward over the control-flow graph, per allocation, of
 * "the object of the allocation's last execution has not escaped": set by the allocation (a new
 * object on every execution, in a loop too), cleared by an escape, intersected where paths meet,
 * false at the function's entry. An access (a load, a store, or the memory access of a harmless
 * call) through a value derived from an allocation is unpublished when that fact holds just
 * before it. In SSA form a derived value always belongs to the allocation's last execution (its
 * definition is dominated by the allocation, so no path reaches its use from a later execution
 * of the allocation without passing its definition again). Accesses in callees are never
 * unpublished (a callee runs for callers whose objects may be published).
 */
final class Publication {
  /** Per access instruction: the derived pointers it accesses unpublished, with their allocation. */
  private final Map<Long, Map<Long, String>> unpublished = new HashMap<>();

  private Publication() {}

  /** The analysis of {@code fn}; {@code wrappers}: {@link AllocWrappers#unpublished}. */
  static Publication of(LLVMValueRef fn, Env env, boolean ownedArgument) {
    Publication p = new Publication();
    if (Ir.isDefinition(fn)) {
      new Analysis(fn, env, ownedArgument).run(p.unpublished);
    }
    return p;
  }

  /**
   * What the analysis of one function needs of the module: {@code wrappers} ({@link
   * AllocWrappers#unpublished}), the capture summaries, and the parameter a direct call of a
   * defined function deallocates ({@link PointsTo#deallocatedParam}, -1: none).
   */
  record Env(Set<Long> wrappers, NoCapture noCapture, ToIntFunction<LLVMValueRef> deallocated,
      KernelModel model) {}

  /**
   * The start functions whose first parameter is an object only the started thread has, by key:
   * defined functions used only as the start routine of direct calls of declared thread-creation
   * functions (and as no other operand of them), every such call handing over its argument
   * ({@link Analysis#handsOver}).
   */
  static Set<Long> ownedArguments(IrModule ir, Env env) {
    Map<Long, List<LLVMValueRef>> creates = new HashMap<>(); // start function -> create calls
    Set<Long> disqualified = new HashSet<>();
    for (LLVMValueRef g : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(g) || LLVMCountParams(g) == 0) {
        continue;
      }
      for (LLVMUseRef u = LLVMGetFirstUse(g); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        FunctionModels.ThreadCreate tc = threadCreate(user, env.model());
        if (tc == null || !onlyAt(user, g, tc.routineArg())
            || tc.argArg() >= LLVMGetNumArgOperands(user)) {
          disqualified.add(Ir.key(g));
          break;
        }
        creates.computeIfAbsent(Ir.key(g), k -> new ArrayList<>()).add(user);
      }
    }
    Map<Long, Analysis> creators = new HashMap<>();
    Set<Long> owned = new HashSet<>();
    for (var e : creates.entrySet()) {
      if (disqualified.contains(e.getKey())) {
        continue;
      }
      boolean all = true;
      for (LLVMValueRef call : e.getValue()) {
        LLVMValueRef creator = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
        Analysis a = creators.computeIfAbsent(Ir.key(creator), k -> {
          Analysis x = new Analysis(creator, env, false);
          x.prepare();
          return x;
        });
        FunctionModels.ThreadCreate tc = threadCreate(call, env.model());
        all &= a.handsOver(call, LLVMGetOperand(call, tc.argArg()), tc.argArg());
      }
      if (all) {
        owned.add(e.getKey());
      }
    }
    return owned;
  }

  /** The thread-creation model of {@code call}'s declared callee, or null. */
  private static FunctionModels.ThreadCreate threadCreate(LLVMValueRef call, KernelModel model) {
    if (Ir.isNull(LLVMIsACallInst(call))) {
      return null;
    }
    LLVMValueRef g = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsAFunction(g)) || Ir.isDefinition(g)) {
      return null;
    }
    return model.functions().lookup(Ir.name(g)).orElse(null)
        instanceof FunctionModels.ThreadCreate tc ? tc : null;
  }

  /** Whether {@code v} is operand {@code k} of {@code call} and no other operand of it. */
  private static boolean onlyAt(LLVMValueRef call, LLVMValueRef v, int k) {
    if (k >= LLVMGetNumArgOperands(call)) {
      return false;
    }
    for (int i = 0; i < LLVMGetNumOperands(call); i++) {
      if ((Ir.key(LLVMGetOperand(call, i)) == Ir.key(v)) != (i == k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The allocation ({@code kzalloc@drv.c:12}) whose still unpublished object {@code inst} accesses
   * through {@code pointer}, or null when that access may race.
   */
  String allocationOf(LLVMValueRef inst, LLVMValueRef pointer) {
    if (pointer == null) {
      return null;
    }
    Map<Long, String> m = unpublished.get(Ir.key(inst));
    return m == null ? null : m.get(Ir.key(pointer));
  }

  /** Whether {@code v} is a GEP's base only (not one of its indices, a vector GEP's). */
  static boolean onlyBase(LLVMValueRef gep, LLVMValueRef v) {
    for (int k = 1; k < LLVMGetNumOperands(gep); k++) {
      if (Ir.key(LLVMGetOperand(gep, k)) == Ir.key(v)) {
        return false;
      }
    }
    return true;
  }

  /** Whether every use of the integer {@code v}, through integer casts, is a comparison. */
  static boolean comparedOnly(LLVMValueRef v, Set<Long> seen) {
    if (!seen.add(Ir.key(v))) {
      return true;
    }
    for (LLVMUseRef u = LLVMGetFirstUse(v); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (Ir.isNull(LLVMIsAInstruction(user))) {
        return false;
      }
      int opc = LLVMGetInstructionOpcode(user);
      if (opc == LLVMICmp) {
        continue;
      }
      if ((opc == LLVMZExt || opc == LLVMSExt || opc == LLVMTrunc) && comparedOnly(user, seen)) {
        continue;
      }
      return false;
    }
    return true;
  }

  /**
   * A call that only accesses what {@code v} points to and keeps no copy of it: {@code
   * llvm.memcpy}, {@code llvm.memmove}, {@code llvm.memset}, or a declared function of
   * {@code <keeps-no-pointer>}; {@code v} not the callee.
   */
  static boolean keepsNoPointer(LLVMValueRef call, LLVMValueRef v, KernelModel model) {
    LLVMValueRef g = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsAFunction(g)) || Ir.key(g) == Ir.key(v) || Ir.isDefinition(g)) {
      return false;
    }
    String name = Ir.name(g);
    if (name.startsWith("llvm.")) {
      return name.startsWith("llvm.memcpy") || name.startsWith("llvm.memmove")
          || name.startsWith("llvm.memset");
    }
    return model.locks().lookup(name).isEmpty() && model.functions().keepsNoPointer(name);
  }

  /** A call of an intrinsic that has no effect at all ({@code llvm.dbg.*}, lifetimes). */
  static boolean ignored(LLVMValueRef call) {
    LLVMValueRef g = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsAFunction(g))) {
      return false;
    }
    String name = Ir.name(g);
    return name.startsWith("llvm.dbg.") || name.startsWith("llvm.lifetime.");
  }

  private static final class Analysis {
    private final LLVMValueRef fn;
    private final Set<Long> wrappers;
    private final NoCapture noCapture;
    private final ToIntFunction<LLVMValueRef> deallocated;
    private final KernelModel model;
    /** Whether the first parameter is an object only this thread has, at the entry (site 0). */
    private final boolean ownedArgument;
    /** Per allocation: the instructions that use a value derived from it. */
    private final Map<Integer, Set<Long>> users = new HashMap<>();
    /** Per allocation: the values derived from it. */
    private final Map<Integer, Set<Long>> derivedOf = new HashMap<>();
    private Map<Long, BitSet> before;
    /** The allocation calls, numbered. */
    private final List<LLVMValueRef> sites = new ArrayList<>();
    /** Per instruction: the allocations it lets escape. */
    private final Map<Long, BitSet> escapes = new HashMap<>();
    /** Per access instruction: per allocation, the derived pointers it accesses through. */
    private final Map<Long, Map<Integer, Set<LLVMValueRef>>> accesses = new HashMap<>();
    /** Per allocation call: its number. */
    private final Map<Long, Integer> siteOf = new HashMap<>();

    Analysis(LLVMValueRef fn, Env env, boolean ownedArgument) {
      this.fn = fn;
      this.wrappers = env.wrappers();
      this.noCapture = env.noCapture();
      this.deallocated = env.deallocated();
      this.model = env.model();
      this.ownedArgument = ownedArgument && LLVMCountParams(fn) > 0;
    }

    /** Finds the allocations, classifies their uses, runs the flow analysis. */
    void prepare() {
      if (ownedArgument) {
        sites.add(LLVMGetParam(fn, 0)); // site 0: set at the entry, never again
      }
      for (LLVMBasicBlockRef b : Ir.blocks(fn)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) == LLVMCall && allocates(i)) {
            siteOf.put(Ir.key(i), sites.size());
            sites.add(i);
          }
        }
      }
      for (int a = 0; a < sites.size(); a++) {
        uses(a);
      }
      before = sites.isEmpty() ? Map.of() : flow();
    }

    /**
     * Whether {@code call} hands over the object {@code arg} points to (operand {@code k}) to the
     * thread it creates: {@code arg} derives from an allocation whose object has not escaped
     * before the call, and no use of a value derived from that allocation follows the call on a
     * path that does not execute the allocation again (the creator keeps no access to it).
     */
    boolean handsOver(LLVMValueRef call, LLVMValueRef arg, int k) {
      for (int a = ownedArgument ? 1 : 0; a < sites.size(); a++) {
        if (!derivedOf.get(a).contains(Ir.key(arg))) {
          continue;
        }
        BitSet live = before.get(Ir.key(call));
        if (live == null || !live.get(a)) {
          return false;
        }
        return !usedAfter(call, a);
      }
      return false;
    }

    /** Whether a use of allocation {@code a}'s values is reachable after {@code from}. */
    private boolean usedAfter(LLVMValueRef from, int a) {
      Set<Long> uses = users.get(a);
      long site = Ir.key(sites.get(a));
      Deque<LLVMValueRef> work = new ArrayDeque<>();
      Set<Long> seen = new HashSet<>();
      LLVMValueRef next = LLVMGetNextInstruction(from);
      work.add(next);
      while (!work.isEmpty()) {
        LLVMValueRef i = work.pop();
        if (Ir.isNull(i) || !seen.add(Ir.key(i)) || Ir.key(i) == site) {
          continue;
        }
        if (uses.contains(Ir.key(i))) {
          return true;
        }
        LLVMValueRef n = LLVMGetNextInstruction(i);
        if (!Ir.isNull(n)) {
          work.add(n);
        } else {
          for (LLVMBasicBlockRef s : Ir.successors(LLVMGetInstructionParent(i))) {
            work.add(LLVMGetFirstInstruction(s));
          }
        }
      }
      return false;
    }

    void run(Map<Long, Map<Long, String>> out) {
      prepare();
      if (sites.isEmpty()) {
        return;
      }
      accesses.forEach((inst, byAlloc) -> {
        BitSet live = before.get(inst);
        if (live == null) {
          return; // unreachable
        }
        byAlloc.forEach((a, pointers) -> {
          if (live.get(a)) {
            for (LLVMValueRef v : pointers) {
              out.computeIfAbsent(inst, k -> new HashMap<>()).put(Ir.key(v), describe(a));
            }
          }
        });
      });
    }

    private String describe(int a) {
      if (ownedArgument && a == 0) {
        return "argument@" + Ir.name(fn);
      }
      LLVMValueRef call = sites.get(a);
      var loc = Ir.loc(call);
      return Ir.name(LLVMGetCalledValue(call)) + "@"
          + (loc == null ? "?" : loc.file() + ":" + loc.line());
    }

    /** A direct call of an allocator of unpublished objects, or of such a wrapper. */
    private boolean allocates(LLVMValueRef call) {
      LLVMValueRef g = LLVMGetCalledValue(call);
      if (Ir.isNull(LLVMIsAFunction(g)) || !Ir.isPointer(LLVMTypeOf(call))) {
        return false;
      }
      if (Ir.isDefinition(g)) {
        return wrappers.contains(Ir.key(g));
      }
      String name = Ir.name(g);
      return model.locks().lookup(name).isEmpty()
          && model.functions().allocatesUnpublished(name);
    }

    /** Classifies every use of the values derived from allocation {@code a}. */
    private void uses(int a) {
      Deque<LLVMValueRef> work = new ArrayDeque<>();
      Set<Long> derived = new HashSet<>();
      Set<Long> usedBy = new HashSet<>();
      derivedOf.put(a, derived);
      users.put(a, usedBy);
      work.add(sites.get(a));
      derived.add(Ir.key(sites.get(a)));
      while (!work.isEmpty()) {
        LLVMValueRef v = work.pop();
        for (LLVMUseRef u = LLVMGetFirstUse(v); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
          LLVMValueRef user = LLVMGetUser(u);
          usedBy.add(Ir.key(user));
          if (Ir.isNull(LLVMIsAInstruction(user))) {
            escape(user, a); // a constant expression or metadata over an instruction: none
            continue;
          }
          int opc = LLVMGetInstructionOpcode(user);
          switch (opc) {
            case LLVMGetElementPtr -> {
              if (same(LLVMGetOperand(user, 0), v) && onlyBase(user, v)) {
                if (derived.add(Ir.key(user))) {
                  work.add(user);
                }
              } else {
                escape(user, a);
              }
            }
            case LLVMBitCast, LLVMAddrSpaceCast -> {
              if (derived.add(Ir.key(user))) {
                work.add(user);
              }
            }
            case LLVMLoad -> access(user, a, v);
            case LLVMStore -> {
              if (same(LLVMGetOperand(user, 0), v)) {
                escape(user, a); // the pointer is the value stored
              } else {
                access(user, a, v);
              }
            }
            case LLVMICmp -> {}
            case LLVMPtrToInt -> {
              if (!comparedOnly(user, new HashSet<>())) {
                escape(user, a);
              }
            }
            case LLVMCall -> {
              if (frees(user, v)) {
                // the free of an object no other thread can reach conflicts with nothing; after
                // it the object is gone (an escape: no access after it is marked)
                access(user, a, v);
                escape(user, a);
              } else if (keepsNoPointer(user, v, model)) {
                access(user, a, v);
              } else if (noCapture.harmlessArgument(user, v)) {
                // a defined function that keeps no copy (its own accesses stay racy)
                if (noCapture.returnsArgument(user, v) && derived.add(Ir.key(user))) {
                  work.add(user);
                }
              } else if (!ignored(user)) {
                escape(user, a);
              }
            }
            default -> escape(user, a);
          }
        }
      }
    }

    /**
     * Whether {@code call} deallocates {@code v} and keeps no other use of it: a declared
     * function modelled as a free, or a deallocation wrapper, with {@code v} only the argument it
     * frees.
     */
    private boolean frees(LLVMValueRef call, LLVMValueRef v) {
      LLVMValueRef g = LLVMGetCalledValue(call);
      if (Ir.isNull(LLVMIsAFunction(g))) {
        return false;
      }
      int k;
      if (Ir.isDefinition(g)) {
        k = deallocated.applyAsInt(g);
      } else if (model.locks().lookup(Ir.name(g)).isEmpty()
          && model.functions().lookup(Ir.name(g)).orElse(null)
              instanceof FunctionModels.Free fr) {
        k = fr.argument();
      } else {
        return false;
      }
      return k >= 0 && onlyAt(call, v, k);
    }

    private void escape(LLVMValueRef inst, int a) {
      escapes.computeIfAbsent(Ir.key(inst), k -> new BitSet()).set(a);
    }

    private void access(LLVMValueRef inst, int a, LLVMValueRef pointer) {
      accesses.computeIfAbsent(Ir.key(inst), k -> new HashMap<>())
          .computeIfAbsent(a, k -> new LinkedHashSet<>()).add(pointer);
    }

    /**
     * The must-analysis: per instruction, the allocations whose last object has not escaped just
     * before it (absent: unreachable).
     */
    private Map<Long, BitSet> flow() {
      List<LLVMBasicBlockRef> blocks = Ir.blocks(fn);
      Map<Long, List<Long>> preds = new HashMap<>();
      for (LLVMBasicBlockRef b : blocks) {
        for (LLVMBasicBlockRef s : Ir.successors(b)) {
          preds.computeIfAbsent(Ir.key(s), k -> new ArrayList<>()).add(Ir.key(b));
        }
      }
      Map<Long, BitSet> outOf = new HashMap<>(); // absent: not reached yet (top)
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int k = 0; k < blocks.size(); k++) {
          LLVMBasicBlockRef b = blocks.get(k);
          BitSet in = in(k == 0, preds.getOrDefault(Ir.key(b), List.of()), outOf);
          if (in == null) {
            continue;
          }
          BitSet out = transfer(b, in, null);
          if (!out.equals(outOf.get(Ir.key(b)))) {
            outOf.put(Ir.key(b), out);
            changed = true;
          }
        }
      }
      Map<Long, BitSet> before = new HashMap<>();
      for (int k = 0; k < blocks.size(); k++) {
        LLVMBasicBlockRef b = blocks.get(k);
        BitSet in = in(k == 0, preds.getOrDefault(Ir.key(b), List.of()), outOf);
        if (in != null) {
          transfer(b, in, before);
        }
      }
      return before;
    }

    /** The fact at a block's entry: none at the function's; null while no predecessor is reached. */
    private BitSet in(boolean entry, List<Long> preds, Map<Long, BitSet> outOf) {
      if (entry) {
        BitSet b = new BitSet();
        if (ownedArgument) {
          b.set(0);
        }
        return b;
      }
      BitSet in = null;
      for (long p : preds) {
        BitSet o = outOf.get(p);
        if (o == null) {
          continue; // top: not reached yet
        }
        if (in == null) {
          in = (BitSet) o.clone();
        } else {
          in.and(o);
        }
      }
      return in;
    }

    private BitSet transfer(LLVMBasicBlockRef b, BitSet in, Map<Long, BitSet> before) {
      BitSet cur = (BitSet) in.clone();
      for (LLVMValueRef i : Ir.instructions(b)) {
        long key = Ir.key(i);
        if (before != null) {
          before.put(key, (BitSet) cur.clone());
        }
        BitSet e = escapes.get(key);
        if (e != null) {
          cur.andNot(e);
        }
        Integer a = siteOf.get(key);
        if (a != null) {
          cur.set(a);
        }
      }
      return cur;
    }

    private static boolean same(LLVMValueRef x, LLVMValueRef y) {
      return Ir.key(x) == Ir.key(y);
    }
  }
}

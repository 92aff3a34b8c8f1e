package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

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
  static Publication of(
      LLVMValueRef fn, Set<Long> wrappers, NoCapture noCapture, KernelModel model) {
    Publication p = new Publication();
    if (Ir.isDefinition(fn)) {
      new Analysis(fn, wrappers, noCapture, model).run(p.unpublished);
    }
    return p;
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
    private final KernelModel model;
    /** The allocation calls, numbered. */
    private final List<LLVMValueRef> sites = new ArrayList<>();
    /** Per instruction: the allocations it lets escape. */
    private final Map<Long, BitSet> escapes = new HashMap<>();
    /** Per access instruction: per allocation, the derived pointers it accesses through. */
    private final Map<Long, Map<Integer, Set<LLVMValueRef>>> accesses = new HashMap<>();
    /** Per allocation call: its number. */
    private final Map<Long, Integer> siteOf = new HashMap<>();

    Analysis(LLVMValueRef fn, Set<Long> wrappers, NoCapture noCapture, KernelModel model) {
      this.fn = fn;
      this.wrappers = wrappers;
      this.noCapture = noCapture;
      this.model = model;
    }

    void run(Map<Long, Map<Long, String>> out) {
      for (LLVMBasicBlockRef b : Ir.blocks(fn)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) == LLVMCall && allocates(i)) {
            siteOf.put(Ir.key(i), sites.size());
            sites.add(i);
          }
        }
      }
      if (sites.isEmpty()) {
        return;
      }
      for (int a = 0; a < sites.size(); a++) {
        uses(a);
      }
      Map<Long, BitSet> before = flow();
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
      work.add(sites.get(a));
      derived.add(Ir.key(sites.get(a)));
      while (!work.isEmpty()) {
        LLVMValueRef v = work.pop();
        for (LLVMUseRef u = LLVMGetFirstUse(v); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
          LLVMValueRef user = LLVMGetUser(u);
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
              if (keepsNoPointer(user, v, model)) {
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
    private static BitSet in(boolean entry, List<Long> preds, Map<Long, BitSet> outOf) {
      if (entry) {
        return new BitSet();
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
        if (before != null && accesses.containsKey(key)) {
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

package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.KernelModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Small accessors inlined into their direct callers: a function whose body only reads and writes
 * memory reached from its parameters (a field of a parameter, a field of what that field points
 * to, ...) and returns, without loops and calling nothing but other such functions, e.g. {@code
 * usb_get_intfdata(intf)} → {@code dev_get_drvdata(&intf->dev)} → {@code dev->p->driver_data}
 * (LDV's {@code ldv_dev_get_drvdata}, with its NULL checks), or a setter that stores its second
 * parameter into a field of its first.
 *
 * <p>Why: the points-to analysis is context-insensitive and unification-based, so such a
 * function's parameter is one cell for all its calls, and the objects of all its callers become
 * one: the interface a character device's open looks up and the one the probe attached its
 * device to, two devices' private structs and their locks. Each inlined copy reaches only its own
 * caller's objects. The kernel-tree mode inlines the headers' static inline helpers for the same
 * reason ({@link Intercepts#inlineHeaderHelpers}), and the stub headers write such helpers as
 * macros.
 *
 * <p>Sound: inlining keeps the program's semantics (the accesses stay at their source lines,
 * now in their callers, holding their callers' locks). Only direct calls are inlined; the
 * function itself stays for calls through pointers (its address taken, stored in an ops table)
 * and is analysed as before for them, and the always-inline pass deletes it only when it is
 * internal and no use of it is left. Recursion cannot be inlined: a function on a cycle of calls
 * among candidates is no accessor. Left out: functions with a model (a lock operation, a modelled
 * kernel function: their calls are lowered by name), SV-COMP's atomic functions ({@code
 * __VERIFIER_atomic_*}: their bodies are atomic), variadic functions, the names in {@code keep}
 * (entry points named on the command line), atomic accesses, stack objects, and anything that
 * reaches a global or calls out.
 */
final class Accessors {
  private Accessors() {}

  /** At most this many instructions (debug intrinsics not counted): a getter or setter. */
  static final int MAX_INSTRUCTIONS = 48;

  /**
   * Marks the accessors of the module always-inline and runs the always-inline pass; returns
   * their names (sorted).
   */
  static List<String> inline(IrModule ir, KernelModel model, Set<String> keep) {
    Map<Long, LLVMValueRef> candidates = new LinkedHashMap<>();
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (Ir.isDefinition(f) && !excluded(f, model, keep) && shape(f)) {
        candidates.put(Ir.key(f), f);
      }
    }
    Map<Long, Set<Long>> callees = new HashMap<>();
    for (LLVMValueRef f : candidates.values()) {
      callees.put(Ir.key(f), calls(f));
    }
    // greatest set: calls only members, and not on a cycle of calls among members
    for (boolean changed = true; changed; ) {
      changed = false;
      for (var it = candidates.entrySet().iterator(); it.hasNext(); ) {
        var e = it.next();
        Set<Long> cs = callees.get(e.getKey());
        if (cs == null || !candidates.keySet().containsAll(cs)
            || reachesItself(e.getKey(), callees, candidates.keySet())) {
          it.remove();
          changed = true;
        }
      }
    }
    if (candidates.isEmpty()) {
      return List.of();
    }
    int always = LLVMGetEnumAttributeKindForName("alwaysinline", "alwaysinline".length());
    int never = LLVMGetEnumAttributeKindForName("noinline", "noinline".length());
    int optnone = LLVMGetEnumAttributeKindForName("optnone", "optnone".length());
    TreeSet<String> names = new TreeSet<>();
    for (LLVMValueRef f : candidates.values()) {
      if (!directlyCalled(f)) {
        continue; // nothing to inline: leave it as it is
      }
      LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, never);
      LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
          LLVMCreateEnumAttribute(ir.context, always, 0));
      names.add(Ir.name(f));
    }
    if (!names.isEmpty()) {
      ir.runPasses("always-inline");
    }
    return new ArrayList<>(names);
  }

  private static boolean excluded(LLVMValueRef f, KernelModel model, Set<String> keep) {
    String n = Ir.name(f);
    return n.equals("main") || keep.contains(n) || n.startsWith(CallLowering.ATOMIC_PREFIX)
        || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) != 0
        || model.locks().lookup(n).isPresent() || model.functions().lookup(n).isPresent()
        || model.locks().lookup(Intercepts.baseName(n)).isPresent()
        || model.functions().lookup(Intercepts.baseName(n)).isPresent();
  }

  /** Some direct call of {@code f} exists (a use as the called operand of a call). */
  private static boolean directlyCalled(LLVMValueRef f) {
    for (LLVMUseRef u = LLVMGetFirstUse(f); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (!Ir.isNull(LLVMIsACallInst(user)) && Ir.key(LLVMGetCalledValue(user)) == Ir.key(f)) {
        return true;
      }
    }
    return false;
  }

  private static boolean reachesItself(long f, Map<Long, Set<Long>> callees, Set<Long> members) {
    ArrayList<Long> work = new ArrayList<>(callees.getOrDefault(f, Set.of()));
    Set<Long> seen = new HashSet<>();
    while (!work.isEmpty()) {
      long g = work.remove(work.size() - 1);
      if (g == f) {
        return true;
      }
      if (members.contains(g) && seen.add(g)) {
        work.addAll(callees.getOrDefault(g, Set.of()));
      }
    }
    return false;
  }

  /** The functions {@code f} calls directly, other than harmless intrinsics. */
  private static Set<Long> calls(LLVMValueRef f) {
    Set<Long> r = new HashSet<>();
    for (LLVMBasicBlockRef b : Ir.blocks(f)) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        if (LLVMGetInstructionOpcode(i) == LLVMCall) {
          LLVMValueRef g = LLVMGetCalledValue(i);
          if (!harmlessIntrinsic(g)) {
            r.add(Ir.key(g));
          }
        }
      }
    }
    return r;
  }

  private static boolean harmlessIntrinsic(LLVMValueRef g) {
    if (Ir.isNull(LLVMIsAFunction(g))) {
      return false;
    }
    String n = Ir.name(g);
    return n.startsWith("llvm.dbg.") || n.startsWith("llvm.lifetime.")
        || n.startsWith("llvm.expect");
  }

  /**
   * The body's instructions are of the accessor kinds, few, without loops, and every address it
   * reads or writes is computed from its parameters (and from values it loaded through them).
   */
  private static boolean shape(LLVMValueRef f) {
    if (!Ir.cyclicBlocks(f).isEmpty()) {
      return false;
    }
    int count = 0;
    for (LLVMBasicBlockRef b : Ir.blocks(f)) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        int opc = LLVMGetInstructionOpcode(i);
        if (opc == LLVMCall) {
          LLVMValueRef g = LLVMGetCalledValue(i);
          if (Ir.isNull(LLVMIsAFunction(g))
              || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(g)) != 0) {
            return false; // indirect or variadic: not an accessor
          }
          if (harmlessIntrinsic(g)) {
            continue;
          }
          if (Ir.name(g).startsWith("llvm.") || !fromParameters(i, new HashSet<>(), true)) {
            return false;
          }
        } else if (opc == LLVMLoad || opc == LLVMStore) {
          if (LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic) {
            return false;
          }
          LLVMValueRef p = LLVMGetOperand(i, opc == LLVMLoad ? 0 : 1);
          if (!fromParameters(p, new HashSet<>(), false)) {
            return false;
          }
          if (opc == LLVMStore && !fromParameters(LLVMGetOperand(i, 0), new HashSet<>(), false)) {
            return false; // a global's address, say, stored: more than an accessor
          }
        } else if (opc == LLVMRet && LLVMGetNumOperands(i) == 1) {
          if (!fromParameters(LLVMGetOperand(i, 0), new HashSet<>(), false)) {
            return false;
          }
        } else if (!allowed(opc)) {
          return false;
        }
        if (++count > MAX_INSTRUCTIONS) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean allowed(int opc) {
    return opc == LLVMRet || opc == LLVMBr || opc == LLVMSwitch || opc == LLVMUnreachable
        || opc == LLVMPHI || opc == LLVMSelect || opc == LLVMICmp || opc == LLVMGetElementPtr
        || opc == LLVMBitCast || opc == LLVMPtrToInt || opc == LLVMIntToPtr
        || opc == LLVMAddrSpaceCast || opc == LLVMZExt || opc == LLVMSExt || opc == LLVMTrunc
        || opc == LLVMFreeze || opc == LLVMAdd || opc == LLVMSub || opc == LLVMMul
        || opc == LLVMAnd || opc == LLVMOr || opc == LLVMXor || opc == LLVMShl
        || opc == LLVMLShr || opc == LLVMAShr;
  }

  /**
   * Whether {@code v} is computed from the function's parameters: a parameter, a value loaded or
   * returned by a call there, a constant that is no global's address (NULL, an integer), or an
   * address computation, cast, phi or select of such values. With {@code operands}, {@code v}'s
   * own operands are checked (a call's arguments).
   */
  private static boolean fromParameters(LLVMValueRef v, Set<Long> seen, boolean operands) {
    if (operands) {
      int n = LLVMGetInstructionOpcode(v) == LLVMCall
          ? LLVMGetNumArgOperands(v) : LLVMGetNumOperands(v);
      for (int k = 0; k < n; k++) {
        if (!fromParameters(LLVMGetOperand(v, k), seen, false)) {
          return false;
        }
      }
      return true;
    }
    if (!seen.add(Ir.key(v))) {
      return true;
    }
    if (!Ir.isNull(LLVMIsAArgument(v))) {
      return true;
    }
    if (LLVMIsConstant(v) != 0) {
      return noGlobal(v);
    }
    if (Ir.isNull(LLVMIsAInstruction(v))) {
      return false;
    }
    int opc = LLVMGetInstructionOpcode(v);
    if (opc == LLVMLoad || opc == LLVMCall) {
      return true; // its address (its arguments) checked where it is
    }
    if (opc == LLVMGetElementPtr || opc == LLVMPHI || opc == LLVMSelect || allowed(opc)) {
      if (opc == LLVMRet || opc == LLVMBr || opc == LLVMSwitch) {
        return false;
      }
      int n = LLVMGetNumOperands(v);
      for (int k = opc == LLVMSelect ? 1 : 0; k < n; k++) {
        if (!fromParameters(LLVMGetOperand(v, k), seen, false)) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /** A constant that is no address of a global or function (NULL, an integer, undef). */
  private static boolean noGlobal(LLVMValueRef c) {
    if (!Ir.isNull(LLVMIsAGlobalValue(c))) {
      return false;
    }
    if (!Ir.isNull(LLVMIsAConstantExpr(c)) || !Ir.isNull(LLVMIsAConstantStruct(c))
        || !Ir.isNull(LLVMIsAConstantArray(c)) || !Ir.isNull(LLVMIsAConstantVector(c))) {
      for (int k = 0; k < LLVMGetNumOperands(c); k++) {
        if (!noGlobal(LLVMGetOperand(c, k))) {
          return false;
        }
      }
    }
    return true;
  }
}

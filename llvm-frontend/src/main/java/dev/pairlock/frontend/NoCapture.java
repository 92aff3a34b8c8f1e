package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.KernelModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Which parameters of the module's defined functions the function never captures, for {@link
 * Publication}: passing a pointer to such a parameter lets the object escape nowhere. SV-COMP's
 * LDV tasks define the kernel functions they call as stubs ({@code void __mutex_init(struct mutex
 * *a0, ...) { return; }}), drivers call small inline helpers ({@code spinlock_check(lock) {
 * return &lock->rlock; }}).
 *
 * <p>Parameter {@code k} of a defined function {@code f} is <em>not captured</em> when every use
 * of the values derived from it (the parameter, GEPs whose base only is derived, bit casts, and
 * the results of calls that return their derived argument, below) is the address of a load, the
 * address (not the value) of a store, a comparison (also after {@code ptrtoint} and integer casts
 * used only in comparisons), an argument of {@code llvm.memcpy}/{@code memmove}/{@code memset},
 * of a debug or lifetime intrinsic, or of a declared function of {@code <keeps-no-pointer>}, an
 * argument of a defined function whose parameter at that position is not captured, a variadic
 * argument of a defined function that never starts a {@code va_list} (so it never reads one), or
 * a return. Every other use captures: a store of the pointer, any other call (an unknown or
 * declared function, {@code free}, an indirect call, the pointer as the callee), a phi, a select,
 * an atomic instruction, inline assembly.
 *
 * <p>{@code f} <em>returns</em> parameter {@code k} when it returns a pointer, is not capturing
 * {@code k}, and every {@code ret} in {@code f} returns a value derived from {@code k}; a call's
 * result then derives from the argument at {@code k}. A return of a derived value by a function
 * that does not return {@code k} on every {@code ret} captures {@code k} (the caller could not
 * tell that result from any other).
 *
 * <p>Greatest fixpoint for capture (all parameters start not captured, a use that captures under
 * the current summaries marks the parameter captured, until nothing changes), so functions that
 * pass a pointer around a cycle without ever storing it do not capture it; the returns facts are
 * recomputed from the capture facts each round and, when they have not settled within a bound,
 * every parameter counts as captured.
 */
final class NoCapture {
  private static final int MAX_ROUNDS = 64;

  private final KernelModel model;
  /** Per defined function: its captured parameters (a bit past the last one: its variadic ones). */
  private final Map<Long, BitSet> captured = new HashMap<>();
  /** Per defined function returning one of its parameters: that parameter. */
  private final Map<Long, Integer> returns = new HashMap<>();
  private boolean all;

  private NoCapture(KernelModel model) {
    this.model = model;
  }

  static NoCapture of(IrModule ir, KernelModel model) {
    NoCapture nc = new NoCapture(model);
    List<LLVMValueRef> defined = new ArrayList<>();
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (Ir.isDefinition(f)) {
        defined.add(f);
        BitSet c = new BitSet();
        if (startsVaList(f)) {
          c.set(LLVMCountParams(f));
        }
        nc.captured.put(Ir.key(f), c);
      }
    }
    for (int round = 0; ; round++) {
      if (round == MAX_ROUNDS) {
        nc.all = true;
        return nc;
      }
      boolean changed = false;
      for (LLVMValueRef f : defined) {
        changed |= nc.summarize(f);
      }
      if (!changed) {
        return nc;
      }
    }
  }

  /**
   * Whether a call of {@code callee} keeps no copy of its argument at position {@code k}: a
   * defined function whose parameter {@code k} is not captured.
   */
  boolean notCaptured(LLVMValueRef callee, int k) {
    if (all || Ir.isNull(LLVMIsAFunction(callee))) {
      return false;
    }
    BitSet c = captured.get(Ir.key(callee));
    if (c == null) {
      return false;
    }
    int params = LLVMCountParams(callee);
    return k < params ? !c.get(k) : !c.get(params);
  }

  /** Whether a call of {@code callee} returns (a value derived from) its argument at {@code k}. */
  boolean returnsParam(LLVMValueRef callee, int k) {
    if (all || Ir.isNull(LLVMIsAFunction(callee))) {
      return false;
    }
    Integer r = returns.get(Ir.key(callee));
    return r != null && r == k;
  }

  /**
   * Whether {@code v}, an argument of {@code call}, is kept by no copy: every argument position
   * holding it is not captured, and it is not the callee.
   */
  boolean harmlessArgument(LLVMValueRef call, LLVMValueRef v) {
    LLVMValueRef g = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsAFunction(g)) || !Ir.isDefinition(g) || Ir.key(g) == Ir.key(v)) {
      return false;
    }
    boolean found = false;
    for (int k = 0; k < LLVMGetNumArgOperands(call); k++) {
      if (Ir.key(LLVMGetOperand(call, k)) == Ir.key(v)) {
        if (!notCaptured(g, k)) {
          return false;
        }
        found = true;
      }
    }
    return found;
  }

  /** Whether {@code call}'s result derives from {@code v}, one of its arguments. */
  boolean returnsArgument(LLVMValueRef call, LLVMValueRef v) {
    LLVMValueRef g = LLVMGetCalledValue(call);
    for (int k = 0; k < LLVMGetNumArgOperands(call); k++) {
      if (Ir.key(LLVMGetOperand(call, k)) == Ir.key(v) && returnsParam(g, k)) {
        return true;
      }
    }
    return false;
  }

  /** One round for {@code f}: whether its summary changed. */
  private boolean summarize(LLVMValueRef f) {
    long key = Ir.key(f);
    BitSet c = captured.get(key);
    List<LLVMValueRef> rets = new ArrayList<>();
    for (LLVMBasicBlockRef b : Ir.blocks(f)) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        if (LLVMGetInstructionOpcode(i) == LLVMRet) {
          rets.add(i);
        }
      }
    }
    boolean pointerResult = Ir.isPointer(LLVMGetReturnType(LLVMGlobalGetValueType(f)));
    boolean changed = false;
    Integer returned = null;
    for (int k = 0; k < LLVMCountParams(f); k++) {
      if (c.get(k)) {
        continue;
      }
      Set<Long> derived = new HashSet<>();
      boolean returnsDerived = false;
      boolean captures = false;
      Deque<LLVMValueRef> work = new ArrayDeque<>();
      LLVMValueRef param = LLVMGetParam(f, k);
      work.add(param);
      derived.add(Ir.key(param));
      while (!work.isEmpty() && !captures) {
        LLVMValueRef v = work.pop();
        for (LLVMUseRef u = LLVMGetFirstUse(v); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
          LLVMValueRef user = LLVMGetUser(u);
          Use use = classify(user, v);
          if (use == Use.CAPTURES) {
            captures = true;
            break;
          }
          if (use == Use.DERIVES && derived.add(Ir.key(user))) {
            work.add(user);
          } else if (use == Use.RETURNS) {
            returnsDerived = true;
          }
        }
      }
      if (!captures && returnsDerived) {
        boolean every = pointerResult && !rets.isEmpty();
        for (LLVMValueRef r : rets) {
          every &= LLVMGetNumOperands(r) == 1 && derived.contains(Ir.key(LLVMGetOperand(r, 0)));
        }
        if (every) {
          returned = k;
        } else {
          captures = true;
        }
      }
      if (captures) {
        c.set(k);
        changed = true;
      }
    }
    Integer before = returns.get(key);
    if (returned == null ? before != null : !returned.equals(before)) {
      if (returned == null) {
        returns.remove(key);
      } else {
        returns.put(key, returned);
      }
      changed = true;
    }
    return changed;
  }

  private enum Use { HARMLESS, DERIVES, RETURNS, CAPTURES }

  /** How {@code user} uses {@code v}, a value derived from a parameter. */
  private Use classify(LLVMValueRef user, LLVMValueRef v) {
    if (Ir.isNull(LLVMIsAInstruction(user))) {
      return Use.CAPTURES; // a constant expression or metadata over an instruction: none
    }
    return switch (LLVMGetInstructionOpcode(user)) {
      case LLVMGetElementPtr ->
          Ir.key(LLVMGetOperand(user, 0)) == Ir.key(v) && Publication.onlyBase(user, v)
              ? Use.DERIVES : Use.CAPTURES;
      case LLVMBitCast, LLVMAddrSpaceCast -> Use.DERIVES;
      case LLVMLoad, LLVMICmp -> Use.HARMLESS;
      case LLVMStore -> Ir.key(LLVMGetOperand(user, 0)) == Ir.key(v) ? Use.CAPTURES : Use.HARMLESS;
      case LLVMPtrToInt ->
          Publication.comparedOnly(user, new HashSet<>()) ? Use.HARMLESS : Use.CAPTURES;
      case LLVMRet -> Use.RETURNS;
      case LLVMCall -> {
        if (Publication.keepsNoPointer(user, v, model) || Publication.ignored(user)) {
          yield Use.HARMLESS;
        }
        if (!harmlessArgument(user, v)) {
          yield Use.CAPTURES;
        }
        yield returnsArgument(user, v) ? Use.DERIVES : Use.HARMLESS;
      }
      default -> Use.CAPTURES;
    };
  }

  /** Whether {@code f} calls {@code llvm.va_start} (and so may read its variadic arguments). */
  private static boolean startsVaList(LLVMValueRef f) {
    if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) == 0) {
      return false;
    }
    for (LLVMBasicBlockRef b : Ir.blocks(f)) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        if (LLVMGetInstructionOpcode(i) == LLVMCall) {
          LLVMValueRef g = LLVMGetCalledValue(i);
          if (!Ir.isNull(LLVMIsAFunction(g)) && Ir.name(g).startsWith("llvm.va_start")) {
            return true;
          }
        }
      }
    }
    return false;
  }
}

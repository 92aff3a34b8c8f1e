package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.KernelModel;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Deallocation wrappers: defined functions that only free what one pointer parameter points to
 * ({@code ldv_free(void *s) { free(s); }}, a stub {@code kfree(const void *p) { free((void *)
 * p); }}, a driver's {@code foo_free(p) { if (p) kfree(p); }}). Each direct call of one is
 * lowered as the modelled deallocation of the argument at that call ({@link CallLowering}: a
 * write of the whole object, nothing for NULL), and {@link PointsTo} does not link the call to
 * the function: a context-insensitive analysis would otherwise make every object freed through
 * the wrapper one object (its parameter points to all of them).
 *
 * <p>A function {@code f} is one, freeing parameter {@code k}, when it is defined, not variadic,
 * returns void, every other parameter is unused, and every instruction of {@code f} is one of:
 * a return, a branch, a debug intrinsic, a cast of the parameter (through casts: a "copy"), an
 * {@code icmp} of a copy with a constant, or a direct call of a modelled deallocation
 * ({@code <free>}) or of a deallocation wrapper found so far (least fixpoint: a recursive one is
 * none) whose freed argument is a copy and whose other arguments are constants; a copy is used
 * only in those places, and at least one such call exists. So {@code f} accesses no memory but
 * by those deallocations, all of the object its parameter points to, stores the pointer nowhere
 * and calls nothing else: a call of {@code f} does at most what one deallocation of its argument
 * does (a branch that skips it leaves fewer writes than the lowering's, which is sound for races;
 * freeing it twice is undefined behaviour). Any other instruction — a load or store, a field
 * address, arithmetic, a phi, another call, inline assembly — means the function is no wrapper,
 * and its calls are lowered and linked as before.
 */
final class DeallocWrappers {
  private final KernelModel model;
  /** Wrapper key ({@link Ir#key}) to the index of the parameter it frees. */
  private final Map<Long, Integer> wrappers = new HashMap<>();

  private DeallocWrappers(KernelModel model) {
    this.model = model;
  }

  /** The module's deallocation wrappers: key ({@link Ir#key}) to the freed parameter. */
  static Map<Long, Integer> of(IrModule ir, KernelModel model) {
    DeallocWrappers w = new DeallocWrappers(model);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (LLVMValueRef f : Ir.functions(ir.module)) {
        if (w.wrappers.containsKey(Ir.key(f))) {
          continue;
        }
        int k = w.freedParam(f);
        if (k >= 0) {
          w.wrappers.put(Ir.key(f), k);
          changed = true;
        }
      }
    }
    return w.wrappers;
  }

  /** The parameter {@code f} only frees, or -1 when {@code f} is no deallocation wrapper. */
  private int freedParam(LLVMValueRef f) {
    if (!Ir.isDefinition(f) || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) != 0
        || !Ir.isVoid(LLVMGetReturnType(LLVMGlobalGetValueType(f)))) {
      return -1;
    }
    int freed = -1;
    for (int k = 0; k < LLVMCountParams(f); k++) {
      LLVMValueRef p = LLVMGetParam(f, k);
      if (Ir.isNull(LLVMGetFirstUse(p))) {
        continue;
      }
      if (freed >= 0 || !Ir.isPointer(LLVMTypeOf(p))) {
        return -1; // a second used parameter, or a used non-pointer one
      }
      freed = k;
    }
    if (freed < 0) {
      return -1;
    }
    // the copies of the parameter: itself and its casts (instructions come in dominance order
    // within a block, but blocks need not: iterate until no copy is added)
    Set<Long> copies = new HashSet<>();
    copies.add(Ir.key(LLVMGetParam(f, freed)));
    boolean added = true;
    while (added) {
      added = false;
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (isCast(i) && copies.contains(Ir.key(LLVMGetOperand(i, 0)))
              && copies.add(Ir.key(i))) {
            added = true;
          }
        }
      }
    }
    boolean frees = false;
    for (LLVMBasicBlockRef b : Ir.blocks(f)) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        int opc = LLVMGetInstructionOpcode(i);
        if (opc == LLVMRet) {
          if (LLVMGetNumOperands(i) != 0) {
            return -1;
          }
        } else if (opc == LLVMBr) {
          continue; // its condition is an icmp below (or a constant)
        } else if (isCast(i)) {
          if (!copies.contains(Ir.key(i))) {
            return -1;
          }
        } else if (opc == LLVMICmp) {
          for (int k = 0; k < 2; k++) {
            LLVMValueRef o = LLVMGetOperand(i, k);
            if (!copies.contains(Ir.key(o)) && LLVMIsConstant(o) == 0) {
              return -1;
            }
          }
        } else if (opc == LLVMCall) {
          int r = callFrees(i, copies);
          if (r < 0) {
            return -1;
          }
          frees |= r > 0;
        } else {
          return -1;
        }
      }
    }
    return frees ? freed : -1;
  }

  /**
   * A call in a candidate wrapper: 1 when it deallocates a copy (its other arguments constant),
   * 0 for a debug intrinsic, -1 for anything else.
   */
  private int callFrees(LLVMValueRef call, Set<Long> copies) {
    LLVMValueRef g = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsAFunction(g))) {
      return -1;
    }
    String name = Ir.name(g);
    if (name.startsWith("llvm.dbg.")) {
      return 0;
    }
    int arg = freedArgument(g);
    if (arg < 0) {
      return -1;
    }
    int nargs = LLVMGetNumArgOperands(call);
    if (arg >= nargs) {
      return -1;
    }
    for (int k = 0; k < nargs; k++) {
      LLVMValueRef a = LLVMGetOperand(call, k);
      if (k == arg ? !copies.contains(Ir.key(a)) : LLVMIsConstant(a) == 0) {
        return -1;
      }
    }
    return 1;
  }

  /**
   * The argument {@code g} frees: a modelled deallocation's ({@code <free>}, not a lock) or a
   * wrapper's found so far; -1 for any other function.
   */
  private int freedArgument(LLVMValueRef g) {
    if (Ir.isDefinition(g)) {
      Integer k = wrappers.get(Ir.key(g));
      return k == null ? -1 : k;
    }
    String name = Ir.name(g);
    if (model.locks().lookup(name).isPresent()) {
      return -1;
    }
    return model.functions().lookup(name).orElse(null) instanceof FunctionModels.Free fr
        ? fr.argument() : -1;
  }

  private static boolean isCast(LLVMValueRef i) {
    int opc = LLVMGetInstructionOpcode(i);
    return opc == LLVMBitCast || opc == LLVMAddrSpaceCast || opc == LLVMFreeze;
  }
}

package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.KernelModel;
import java.util.HashSet;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Allocation wrappers: defined functions whose result is only ever a fresh allocation or NULL,
 * and which let that allocation go nowhere else ({@code ldv_xzalloc} calling {@code calloc},
 * {@code ldv_zalloc} calling {@code ldv_calloc} calling {@code calloc}, a driver's
 * {@code foo_alloc()} returning {@code kzalloc(...)}). {@link PointsTo} gives each direct call of
 * one an object of its own, as it does each call of a modelled allocator: a context-insensitive
 * analysis would otherwise make every object allocated through the wrapper one object.
 *
 * <p>A function {@code f} is one when it is defined, returns a pointer, and every value it
 * returns is, through casts, phis and selects, the constant NULL or the result of a call in
 * {@code f} of a modelled allocator ({@code <alloc>} without an area after it) or of another
 * allocation wrapper (least fixpoint: a recursive one is none). Each such result may only be
 * returned, compared ({@code icmp}, also after {@code ptrtoint}), or passed to a defined function
 * whose parameter is only compared in the same sense ({@code ldv_is_err}). Any other use — a
 * store of the pointer or into the object, a field address, arithmetic, an unknown or external
 * function, inline assembly — means the object may be reachable from elsewhere, or hold what the
 * wrapper wrote (the wrapper's own accesses are of the one object its body allocates), so the
 * function is no wrapper and its calls share its object as before. Since the wrapper touches
 * neither its new object nor stores its address, the object behind each call's result is a new
 * one on every execution of that call, exactly what a modelled allocator's call gets.
 */
final class AllocWrappers {
  private final KernelModel model;
  private final boolean unpublishedOnly;
  private final Set<Long> wrappers = new HashSet<>();

  private AllocWrappers(KernelModel model, boolean unpublishedOnly) {
    this.model = model;
    this.unpublishedOnly = unpublishedOnly;
  }

  /** The keys ({@link Ir#key}) of the module's allocation wrappers. */
  static Set<Long> of(IrModule ir, KernelModel model) {
    return of(ir, model, false);
  }

  /**
   * The allocation wrappers whose every allocation is of an allocator whose object no one else
   * has the address of ({@link FunctionModels#allocatesUnpublished}): the object behind a call's
   * result is then unpublished too (the wrapper stores its address nowhere), for {@link
   * Publication}.
   */
  static Set<Long> unpublished(IrModule ir, KernelModel model) {
    return of(ir, model, true);
  }

  private static Set<Long> of(IrModule ir, KernelModel model, boolean unpublishedOnly) {
    AllocWrappers w = new AllocWrappers(model, unpublishedOnly);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (LLVMValueRef f : Ir.functions(ir.module)) {
        if (!w.wrappers.contains(Ir.key(f)) && w.isWrapper(f)) {
          w.wrappers.add(Ir.key(f));
          changed = true;
        }
      }
    }
    return w.wrappers;
  }

  private boolean isWrapper(LLVMValueRef f) {
    if (!Ir.isDefinition(f)
        || !Ir.isPointer(LLVMGetReturnType(LLVMGlobalGetValueType(f)))) {
      return false;
    }
    Set<Long> sources = new HashSet<>();
    boolean returns = false;
    for (LLVMBasicBlockRef b : Ir.blocks(f)) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        if (LLVMGetInstructionOpcode(i) == LLVMRet && LLVMGetNumOperands(i) == 1) {
          returns = true;
          if (!fresh(LLVMGetOperand(i, 0), sources, new HashSet<>())) {
            return false;
          }
        }
      }
    }
    if (!returns) {
      return false;
    }
    for (LLVMBasicBlockRef b : Ir.blocks(f)) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        if (sources.contains(Ir.key(i)) && !usesOnly(i, true, new HashSet<>())) {
          return false;
        }
      }
    }
    return !sources.isEmpty();
  }

  /**
   * Whether {@code v} is, through casts, phis and selects, only NULL or allocation results; adds
   * those calls to {@code sources}.
   */
  private boolean fresh(LLVMValueRef v, Set<Long> sources, Set<Long> seen) {
    if (!Ir.isNull(LLVMIsAConstantPointerNull(v))) {
      return true;
    }
    if (Ir.isNull(LLVMIsAInstruction(v))) {
      return false;
    }
    if (!seen.add(Ir.key(v))) {
      return true;
    }
    int opc = LLVMGetInstructionOpcode(v);
    if (opc == LLVMBitCast || opc == LLVMAddrSpaceCast || opc == LLVMFreeze) {
      return fresh(LLVMGetOperand(v, 0), sources, seen);
    }
    if (opc == LLVMPHI) {
      for (int k = 0; k < LLVMCountIncoming(v); k++) {
        if (!fresh(LLVMGetIncomingValue(v, k), sources, seen)) {
          return false;
        }
      }
      return true;
    }
    if (opc == LLVMSelect) {
      return fresh(LLVMGetOperand(v, 1), sources, seen)
          && fresh(LLVMGetOperand(v, 2), sources, seen);
    }
    if (opc == LLVMCall && allocates(v)) {
      sources.add(Ir.key(v));
      return true;
    }
    return false;
  }

  /** A direct call of a modelled allocator or of an allocation wrapper found so far. */
  private boolean allocates(LLVMValueRef call) {
    LLVMValueRef g = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsAFunction(g))) {
      return false;
    }
    if (Ir.isDefinition(g)) {
      return wrappers.contains(Ir.key(g));
    }
    String name = Ir.name(g);
    if (model.locks().lookup(name).isPresent()) {
      return false;
    }
    return model.functions().lookup(name).orElse(null) instanceof FunctionModels.Alloc a
        && a.areaAfter() == null
        && (!unpublishedOnly || model.functions().allocatesUnpublished(name));
  }

  /**
   * Whether every use of {@code v} (through casts, phis and selects) compares it, passes it to a
   * parameter only compared, or (when {@code mayReturn}) returns it.
   */
  private boolean usesOnly(LLVMValueRef v, boolean mayReturn, Set<Long> seen) {
    // a value met again on this walk: its uses are being checked (a cycle adds no other use)
    if (!seen.add(Ir.key(v) * 2 + (mayReturn ? 1 : 0))) {
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
      if (opc == LLVMRet) {
        if (mayReturn) {
          continue;
        }
        return false;
      }
      if (opc == LLVMBitCast || opc == LLVMAddrSpaceCast || opc == LLVMPtrToInt
          || opc == LLVMZExt || opc == LLVMSExt || opc == LLVMTrunc || opc == LLVMFreeze
          || opc == LLVMPHI || (opc == LLVMSelect && !sameValue(LLVMGetOperand(user, 0), v))) {
        if (!usesOnly(user, mayReturn, seen)) {
          return false;
        }
        continue;
      }
      if (opc == LLVMCall && passedToComparedOnly(user, v, seen)) {
        continue;
      }
      return false;
    }
    return true;
  }

  /** Whether {@code v} is only passed to parameters of the callee that are only compared. */
  private boolean passedToComparedOnly(LLVMValueRef call, LLVMValueRef v, Set<Long> seen) {
    LLVMValueRef g = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsAFunction(g)) || !Ir.isDefinition(g)
        || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(g)) != 0) {
      return false;
    }
    int nargs = LLVMGetNumArgOperands(call);
    if (sameValue(g, v) || nargs != LLVMCountParams(g)) {
      return false;
    }
    for (int k = 0; k < nargs; k++) {
      if (sameValue(LLVMGetOperand(call, k), v) && !usesOnly(LLVMGetParam(g, k), false, seen)) {
        return false;
      }
    }
    return true;
  }

  private static boolean sameValue(LLVMValueRef a, LLVMValueRef b) {
    return Ir.key(a) == Ir.key(b);
  }
}

package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The show and store functions of a sysfs attribute the driver creates ({@code
 * device_create_file(dev, &dev_attr_x)}, stub headers): the header hands the attribute over as
 * {@code __pairlock_sysfs_attr_callback(dev, attr)}; where {@code attr} is a global whose
 * initializer holds the functions ({@code DEVICE_ATTR}), each becomes a hand-over of its own,
 * {@code __pairlock_sysfs_show_callback(show, dev)} and {@code
 * __pairlock_sysfs_store_callback(store, dev)} (functions.xml: entry points sysfs_show and
 * sysfs_store, called with {@code dev}), and the attribute's hand-over is dropped (its argument
 * nulled). Any other attribute keeps it, and it is reported ({@code callback-not-entry}).
 */
final class SysfsAttributes {
  private SysfsAttributes() {}

  static final String HAND_OVER = "__pairlock_sysfs_attr_callback";
  static final String SHOW = "__pairlock_sysfs_show_callback";
  static final String STORE = "__pairlock_sysfs_store_callback";

  static void handOver(IrModule ir, DebugInfo di) {
    LLVMValueRef h = LLVMGetNamedFunction(ir.module, HAND_OVER);
    if (Ir.isNull(h)) {
      return;
    }
    List<LLVMValueRef> calls = new ArrayList<>();
    for (LLVMUseRef u = LLVMGetFirstUse(h); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef call = LLVMGetUser(u);
      if (!Ir.isNull(LLVMIsACallInst(call)) && LLVMGetNumArgOperands(call) == 2
          && Ir.key(LLVMGetCalledValue(call)) == Ir.key(h)) {
        calls.add(call);
      }
    }
    if (calls.isEmpty()) {
      return;
    }
    LLVMTypeRef ptr = LLVMTypeOf(LLVMGetOperand(calls.get(0), 0));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ir.context);
    try {
      for (LLVMValueRef call : calls) {
        LLVMValueRef attr = EntryPoints.stripCasts(LLVMGetOperand(call, 1));
        if (Ir.isNull(LLVMIsAGlobalVariable(attr)) || !Ir.isDefinition(attr)
            || Ir.isNull(LLVMGetInitializer(attr))
            || !(di.typeOfGlobal(attr) instanceof CType.Struct s)
            || !s.name().equals("device_attribute")) {
          continue;
        }
        LLVMPositionBuilderBefore(b, call);
        LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(call));
        for (CType.Member m : s.members()) {
          String intrinsic = switch (m.name()) {
            case "show" -> SHOW;
            case "store" -> STORE;
            default -> null;
          };
          if (intrinsic == null) {
            continue;
          }
          LLVMValueRef fn = Callbacks.constantAt(ir, LLVMGetInitializer(attr), m.offset());
          if (fn == null || Ir.isZeroConstant(EntryPoints.stripCasts(fn))) {
            continue;
          }
          LLVMTypeRef type = LLVMFunctionType(LLVMVoidTypeInContext(ir.context),
              new PointerPointer<>(ptr, ptr), 2, 0);
          LLVMValueRef target = LLVMGetNamedFunction(ir.module, intrinsic);
          if (Ir.isNull(target)) {
            target = LLVMAddFunction(ir.module, intrinsic, type);
          }
          LLVMValueRef dev = LLVMGetOperand(call, 0);
          LLVMBuildCall2(b, type, target, new PointerPointer<>(fn, dev), 2, "");
        }
        LLVMSetOperand(call, 1, LLVMConstNull(LLVMTypeOf(LLVMGetOperand(call, 1))));
      }
    } finally {
      LLVMDisposeBuilder(b);
    }
  }
}

package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.KernelModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The DMA engine's completion callbacks in a user-space program (SV-COMP's LDV tasks: a kernel
 * module in a pthread harness, which never calls them). The engine calls the function a driver
 * stored into a descriptor's {@code callback} ({@code <callback-struct
 * struct="dma_async_tx_descriptor">}, kernel-ops.xml) with its {@code callback_param}, from its
 * own tasklet, once the submitted transfer completes: concurrently with the submitting thread
 * and every other. In kernel mode such a function is an entry point ({@link Callbacks}); here
 * threads are the entry points, so each submission ({@code desc->tx_submit(desc)}, what {@code
 * dmaengine_submit} does) starts one: before the call, for each function {@code f} the program
 * stores into a descriptor's callback field, a call of a helper the frontend defines,
 *
 * <pre>
 * void __pairlock_dma_callback_start.f(struct dma_async_tx_descriptor *desc) {
 *   pthread_t h;
 *   if (desc->callback == f) pthread_create(&amp;h, NULL, f, desc->callback_param);
 * }
 * </pre>
 *
 * <p>so {@code f} is a thread template created there, with the argument the engine passes. Sound:
 * the callback starts at the earliest moment the engine may run it (after the submission, not
 * only once the channel is started), may run many times and concurrently with itself (a create
 * site in a loop or a function called more than once), and a descriptor whose callback is none of
 * these functions (NULL) starts nothing. A function stored there by other means (a copy of a
 * whole descriptor, a store the types do not show) is not found: the submission's kernel-op model
 * then reports it handed over ({@code callback-not-entry}), and so does a call through {@code
 * tx_submit} the frontend does not resolve (an unknown call). Not covered: a callback stored
 * after the submission (the engine reads it at completion, so it would run; the guard at the
 * submission does not see it): docs/pthread.md. Assumed: the descriptor's {@code
 * tx_submit} is the engine's (a program that stores its own function there is an engine, whose
 * call is then unresolved and its pairs unverified; the callback threads it starts only add
 * behaviours).
 */
final class DmaCallbackThreads {
  private DmaCallbackThreads() {}

  static final String STRUCT = "dma_async_tx_descriptor";
  static final String SUBMIT = "tx_submit";
  static final String HELPER = "__pairlock_dma_callback_start.";

  /** Adds the thread starts before every submission; nothing when the model has no such struct. */
  static void startThreads(IrModule ir, DebugInfo di, KernelModel model) {
    FunctionModels.CallbackStruct cs = model.functions().callbackStruct(STRUCT).orElse(null);
    CType.Struct st = di.retainedStruct(STRUCT);
    if (cs == null || st == null) {
      return;
    }
    long fnOff = -1;
    long ctxOff = -1;
    long submitOff = -1;
    for (CType.Member m : st.members()) {
      if (m.name().equals(cs.functionField())) {
        fnOff = m.offset();
      } else if (m.name().equals(cs.contextField())) {
        ctxOff = m.offset();
      } else if (m.name().equals(SUBMIT)) {
        submitOff = m.offset();
      }
    }
    if (fnOff < 0 || ctxOff < 0 || submitOff < 0) {
      return;
    }
    // the functions stored into a descriptor's callback field, in the order found
    Map<String, LLVMValueRef> fns = new LinkedHashMap<>();
    for (Callbacks.FieldSite s : Callbacks.find(ir, di, model).fieldSites()) {
      if (s.model().struct().equals(STRUCT)) {
        fns.putIfAbsent(Ir.name(s.fn()), s.fn());
      }
    }
    List<LLVMValueRef[]> submits = new ArrayList<>(); // {call, descriptor}
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(f)) {
        continue;
      }
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          LLVMValueRef desc = submitted(ir, i, submitOff);
          if (desc != null) {
            submits.add(new LLVMValueRef[] {i, desc});
          }
        }
      }
    }
    if (fns.isEmpty() || submits.isEmpty()) {
      return;
    }
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ir.context, 0);
    LLVMValueRef create = LLVMGetNamedFunction(ir.module, "pthread_create");
    if (Ir.isNull(create)) {
      create = LLVMAddFunction(ir.module, "pthread_create", LLVMFunctionType(
          LLVMInt32TypeInContext(ir.context), new PointerPointer<>(ptr, ptr, ptr, ptr), 4, 0));
    }
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ir.context);
    try {
      List<LLVMValueRef> helpers = new ArrayList<>();
      for (LLVMValueRef fn : fns.values()) {
        helpers.add(helper(ir, b, fn, create, fnOff, ctxOff));
      }
      for (LLVMValueRef[] s : submits) {
        LLVMPositionBuilderBefore(b, s[0]);
        for (LLVMValueRef h : helpers) {
          LLVMValueRef c = LLVMBuildCall2(b, LLVMGlobalGetValueType(h), h,
              one(s[1]), 1, "");
          var loc = LLVMInstructionGetDebugLoc(s[0]);
          if (loc != null && !loc.isNull()) {
            LLVMInstructionSetDebugLoc(c, loc);
          }
        }
      }
    } finally {
      LLVMDisposeBuilder(b);
    }
  }

  /**
   * The descriptor of a submission: {@code call} is an indirect call through the field at byte
   * {@code submitOff} of a {@code struct dma_async_tx_descriptor} ({@code desc->tx_submit}), the
   * pointer's base {@code desc}; else null.
   */
  private static LLVMValueRef submitted(IrModule ir, LLVMValueRef call, long submitOff) {
    if (Ir.isNull(LLVMIsACallInst(call))) {
      return null;
    }
    LLVMValueRef fp = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsALoadInst(fp))) {
      return null;
    }
    LLVMValueRef at = LLVMGetOperand(fp, 0);
    if (Ir.isNull(LLVMIsAGetElementPtrInst(at))) {
      return null;
    }
    Gep gep = Gep.of(at, ir.dataLayout);
    if (!STRUCT.equals(gep.structName()) || !gep.terms().isEmpty() || gep.pointerArithmetic()
        || gep.shifted() || gep.constant() != submitOff) {
      return null;
    }
    return gep.base();
  }

  /** The helper that starts {@code fn} when the descriptor's callback is it (class comment). */
  private static LLVMValueRef helper(IrModule ir, LLVMBuilderRef b, LLVMValueRef fn,
      LLVMValueRef create, long fnOff, long ctxOff) {
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ir.context, 0);
    LLVMTypeRef i8 = LLVMInt8TypeInContext(ir.context);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ir.context);
    LLVMTypeRef type = LLVMFunctionType(LLVMVoidTypeInContext(ir.context),
        one(ptr), 1, 0);
    LLVMValueRef h = LLVMAddFunction(ir.module, HELPER + Ir.name(fn), type);
    LLVMSetLinkage(h, LLVMInternalLinkage);
    LLVMValueRef desc = LLVMGetParam(h, 0);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ir.context, h, "entry");
    LLVMBasicBlockRef start = LLVMAppendBasicBlockInContext(ir.context, h, "start");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(ir.context, h, "done");
    LLVMPositionBuilderAtEnd(b, entry);
    LLVMValueRef handle = LLVMBuildAlloca(b, i64, "handle");
    LLVMValueRef fnAt = LLVMBuildGEP2(b, i8, desc,
        one(LLVMConstInt(i64, fnOff, 0)), 1, "callback");
    LLVMValueRef stored = LLVMBuildLoad2(b, ptr, fnAt, "");
    LLVMValueRef same = LLVMBuildICmp(b, LLVMIntEQ, stored, fn, "");
    LLVMBuildCondBr(b, same, start, done);
    LLVMPositionBuilderAtEnd(b, start);
    LLVMValueRef ctxAt = LLVMBuildGEP2(b, i8, desc,
        one(LLVMConstInt(i64, ctxOff, 0)), 1, "callback_param");
    LLVMValueRef param = LLVMBuildLoad2(b, ptr, ctxAt, "");
    LLVMBuildCall2(b, LLVMGlobalGetValueType(create), create,
        new PointerPointer<>(handle, LLVMConstNull(ptr), fn, param), 4, "");
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, done);
    LLVMBuildRetVoid(b);
    return h;
  }

  /**
   * An array of one pointer ({@code new PointerPointer<>(p)} would be a cast of {@code p}, not an
   * array holding it).
   */
  private static PointerPointer<org.bytedeco.javacpp.Pointer> one(org.bytedeco.javacpp.Pointer p) {
    PointerPointer<org.bytedeco.javacpp.Pointer> a = new PointerPointer<>(1);
    a.put(0, p);
    return a;
  }
}

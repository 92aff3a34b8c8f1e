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
 * these functions (NULL) starts nothing. The thread runs the callback once, the engine may call
 * it again for the same submission (a cyclic transfer): the lockset stage checks each entry point
 * from any state, and the exploration proves no program with such a thread (Explorer). A
 * function copied there ({@code memcpy}, {@code memmove}) is reported at the copy ({@code
 * callback-not-entry}, CallLowering); one stored so that the types do not show the field is not
 * found: the submission's kernel-op model then reports it handed over, and so does a call
 * through {@code tx_submit} the frontend does not resolve (an unknown call). A store of the
 * callback's argument ({@code callback_param}) not covered so either is returned as well ({@link
 * Late#param}): the thread gets the argument the field holds at the submission, the engine the
 * one it holds at completion. A callback stored where no
 * submission of its descriptor follows right after ({@link Coverage}; after the submission, say:
 * the engine reads it at completion, so it would run, and the guard at the submission does not
 * see it) is returned to be reported ({@code callback-not-entry}, pairs unverified):
 * docs/pthread.md. Assumed: the descriptor's {@code
 * tx_submit} is the engine's (a program that stores its own function there is an engine, whose
 * call is then unresolved and its pairs unverified; the callback threads it starts only add
 * behaviours).
 */
final class DmaCallbackThreads {
  private DmaCallbackThreads() {}

  static final String STRUCT = "dma_async_tx_descriptor";
  static final String SUBMIT = "tx_submit";
  static final String HELPER = "__pairlock_dma_callback_start.";

  /**
   * A store of a callback that no submission covers ({@link #startThreads}): the store and the
   * function stored; or ({@code param}) such a store of a descriptor's {@code callback_param},
   * with a callback function of the program's.
   */
  record Late(LLVMValueRef store, LLVMValueRef fn, boolean param) {}

  /**
   * Adds the thread starts before every submission; nothing when the model has no such struct.
   * Returns the stores into a descriptor's callback field that are not covered by a submission
   * of that descriptor right after them (class comment), in program order: for each, the engine
   * may call the function with no thread of it started, so the lowering reports it ({@code
   * callback-not-entry}) and its pairs are unverified.
   */
  static List<Late> startThreads(IrModule ir, DebugInfo di, KernelModel model) {
    FunctionModels.CallbackStruct cs = model.functions().callbackStruct(STRUCT).orElse(null);
    CType.Struct st = di.retainedStruct(STRUCT);
    if (cs == null || st == null) {
      return List.of();
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
    // the functions stored into a descriptor's callback field, in the order found, and the
    // stores no submission covers (before the helper calls are added: they are calls)
    Map<String, LLVMValueRef> fns = new LinkedHashMap<>();
    List<Late> late = new ArrayList<>();
    Coverage cov = new Coverage(ir, fnOff, submitOff);
    for (Callbacks.FieldSite s : Callbacks.find(ir, di, model).fieldSites()) {
      if (s.model().struct().equals(STRUCT)) {
        fns.putIfAbsent(Ir.name(s.fn()), s.fn());
        if (fnOff < 0 || ctxOff < 0 || submitOff < 0 || !cov.covered(s.store())) {
          late.add(new Late(s.store(), s.fn(), false));
        }
      }
    }
    if (fnOff < 0 || ctxOff < 0 || submitOff < 0) {
      return late;
    }
    // the callback's argument: the thread gets what the field holds at the submission, the
    // engine passes what it holds at completion, so a store into it must be covered by a
    // submission of its descriptor as a callback store is (a store after the submission,
    // dma_callback_param_late_unverified.c, was not seen: the thread ran with the old value)
    if (!fns.isEmpty()) {
      Coverage params = new Coverage(ir, ctxOff, submitOff);
      LLVMValueRef first = fns.values().iterator().next();
      for (LLVMValueRef f : Ir.functions(ir.module)) {
        if (!Ir.isDefinition(f) || Ir.name(f).startsWith(HELPER)) {
          continue;
        }
        for (LLVMBasicBlockRef bb : Ir.blocks(f)) {
          for (LLVMValueRef i : Ir.instructions(bb)) {
            // an atomic write, a block copy or fill, a library's write is reported where it is
            // lowered (CallLowering.callbackFieldCopy)
            if (LLVMGetInstructionOpcode(i) == LLVMStore && params.field(LLVMGetOperand(i, 1))
                && !params.covered(i)) {
              late.add(new Late(i, first, true));
            }
          }
        }
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
      return late;
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
              Ir.one(s[1]), 1, "");
          var loc = LLVMInstructionGetDebugLoc(s[0]);
          if (loc != null && !loc.isNull()) {
            LLVMInstructionSetDebugLoc(c, loc);
          }
        }
      }
    } finally {
      LLVMDisposeBuilder(b);
    }
    return late;
  }

  /**
   * Whether {@code p} is a GEP to a field of a descriptor by constant struct indices: a write
   * through it writes that field only ({@link Late} covers those of {@code callback} and {@code
   * callback_param}); other writes are checked where they are lowered (CallLowering).
   */
  static boolean descriptorField(IrModule ir, LLVMValueRef p) {
    if (Ir.isNull(LLVMIsAGetElementPtrInst(p))) {
      return false;
    }
    Gep g = Gep.of(p, ir.dataLayout);
    return STRUCT.equals(g.structName()) && g.terms().isEmpty() && !g.pointerArithmetic()
        && !g.shifted();
  }

  /** Whether {@link #startThreads} started callback threads in {@code ir} (it defined a helper). */
  static boolean started(IrModule ir) {
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (Ir.name(f).startsWith(HELPER)) {
        return true;
      }
    }
    return false;
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

  /**
   * Which stores of a callback a submission covers (class comment). A store {@code
   * d->callback = f} is covered when, after it in its basic block, the next instruction that is
   * not free of effects is a submission of the same descriptor: {@code d'->tx_submit(d')}, or a
   * direct call of a defined function that submits its parameter so ({@code
   * dmaengine_submit(d')}: in its entry block, with only such instructions before), where {@code
   * d'} is {@code d}. Free of effects: loads, address and integer arithmetic, casts, compares,
   * debug and lifetime intrinsics, a store into a stack slot whose address is used only to load
   * and store there (a local variable), a store into another field of a descriptor ({@code
   * callback_param}). So the descriptor's callback still holds {@code f} at the submission,
   * whose guard starts {@code f}'s thread; and no earlier transfer of the descriptor calls {@code
   * f} in between: a client writes a descriptor only while it owns it, before its submission
   * (after {@code dmaengine_submit} it belongs to the engine: Linux's dmaengine client.rst), so
   * none of its transfers is in flight at the store. The same descriptor: the same value,
   * through casts and constant-offset address arithmetic; a load is the same as another when
   * their addresses are the same and no instruction between them in the block may write there
   * (a load from a local variable is the value last stored there in the block, a parameter's
   * copy). A store into a
   * descriptor field is taken not to write a location that is no descriptor field (a local
   * variable, {@code tspi->rx_dma_desc}): a C object is not a descriptor and another struct at
   * once (C11 6.5p7). Anything else (a call between, a store elsewhere, the submission in a
   * caller or another block) leaves the store uncovered.
   */
  private static final class Coverage {
    private final IrModule ir;
    private final long fnOff;
    private final long submitOff;
    /** Defined function key to the parameter its entry block submits, -1 none (memo). */
    private final Map<Long, Integer> submits = new java.util.HashMap<>();
    private final Map<Long, Boolean> local = new java.util.HashMap<>();

    Coverage(IrModule ir, long fnOff, long submitOff) {
      this.ir = ir;
      this.fnOff = fnOff;
      this.submitOff = submitOff;
    }

    boolean covered(LLVMValueRef store) {
      if (submitOff < 0) {
        return false;
      }
      LLVMValueRef p = LLVMGetOperand(store, 1);
      if (!descriptorField(p) || Gep.of(p, ir.dataLayout).constant() != fnOff) {
        return false;
      }
      LLVMValueRef desc = Gep.of(p, ir.dataLayout).base();
      List<LLVMValueRef> block = Ir.instructions(LLVMGetInstructionParent(store));
      String d = key(desc, block, 0);
      if (d == null) {
        return false;
      }
      for (int k = indexOf(block, store) + 1; k < block.size(); k++) {
        LLVMValueRef i = block.get(k);
        LLVMValueRef w = submittedHere(i, 0);
        if (w != null) {
          return d.equals(key(w, block, 0));
        }
        if (!free(i)) {
          return false;
        }
      }
      return false;
    }

    /**
     * The descriptor {@code i} submits: itself ({@link #submitted}), or the argument of a direct
     * call of a defined function whose entry block submits that parameter; else null.
     */
    private LLVMValueRef submittedHere(LLVMValueRef i, int depth) {
      LLVMValueRef d = submitted(ir, i, submitOff);
      if (d != null || Ir.isNull(LLVMIsACallInst(i)) || depth > 4) {
        return d;
      }
      LLVMValueRef g = LLVMGetCalledValue(i);
      if (Ir.isNull(LLVMIsAFunction(g)) || !Ir.isDefinition(g)) {
        return null;
      }
      Integer k = submits.get(Ir.key(g));
      if (k == null) {
        submits.put(Ir.key(g), -1); // recursion: none
        k = -1;
        List<LLVMValueRef> entry = Ir.instructions(LLVMGetEntryBasicBlock(g));
        for (LLVMValueRef j : entry) {
          LLVMValueRef w = submittedHere(j, depth + 1);
          if (w != null) {
            String wk = key(w, entry, 0);
            for (int q = 0; q < LLVMCountParams(g); q++) {
              if (("arg" + q).equals(wk)) {
                k = q;
              }
            }
            break;
          }
          if (!free(j)) {
            break;
          }
        }
        submits.put(Ir.key(g), k);
      }
      return k >= 0 && k < LLVMGetNumArgOperands(i) ? LLVMGetOperand(i, k) : null;
    }

    /** Whether {@code p} is the address of the field this coverage is about. */
    boolean field(LLVMValueRef p) {
      return descriptorField(p) && Gep.of(p, ir.dataLayout).constant() == fnOff;
    }

    private boolean descriptorField(LLVMValueRef p) {
      return DmaCallbackThreads.descriptorField(ir, p);
    }

    /** Free of effects on the descriptor's callback and on the locations a key reads (above). */
    private boolean free(LLVMValueRef i) {
      int opc = LLVMGetInstructionOpcode(i);
      if (opc == LLVMStore) {
        LLVMValueRef q = LLVMGetOperand(i, 1);
        return localVariable(q)
            || descriptorField(q) && Gep.of(q, ir.dataLayout).constant() != fnOff;
      }
      if (opc == LLVMCall) {
        LLVMValueRef g = LLVMGetCalledValue(i);
        String n = Ir.isNull(LLVMIsAFunction(g)) ? "" : Ir.name(g);
        return n.startsWith("llvm.dbg.") || n.startsWith("llvm.lifetime.");
      }
      return switch (opc) {
        case LLVMLoad -> LLVMGetVolatile(i) == 0;
        case LLVMGetElementPtr, LLVMBitCast, LLVMAddrSpaceCast, LLVMPtrToInt, LLVMIntToPtr,
            LLVMTrunc, LLVMZExt, LLVMSExt, LLVMAdd, LLVMSub, LLVMMul, LLVMAnd, LLVMOr, LLVMXor,
            LLVMShl, LLVMLShr, LLVMAShr, LLVMICmp, LLVMSelect -> true;
        default -> false;
      };
    }

    /**
     * A stack slot whose address is only loaded from and stored to (never stored, passed or
     * offset): nothing else points into it.
     */
    private boolean localVariable(LLVMValueRef a) {
      if (Ir.isNull(LLVMIsAAllocaInst(a))) {
        return false;
      }
      return local.computeIfAbsent(Ir.key(a), x -> {
        for (var u = LLVMGetFirstUse(a); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
          LLVMValueRef user = LLVMGetUser(u);
          int opc = Ir.isNull(LLVMIsAInstruction(user)) ? -1 : LLVMGetInstructionOpcode(user);
          boolean ok = opc == LLVMLoad
              || opc == LLVMStore && Ir.key(LLVMGetOperand(user, 1)) == Ir.key(a)
                  && Ir.key(LLVMGetOperand(user, 0)) != Ir.key(a);
          if (!ok) {
            return false;
          }
        }
        return true;
      });
    }

    /**
     * A name of the value {@code v} has, in {@code block} where it is used, equal for two uses
     * only when the values are the same (class comment); null when none is known.
     */
    private String key(LLVMValueRef v, List<LLVMValueRef> block, int depth) {
      if (depth > 8) {
        return null;
      }
      while (!Ir.isNull(LLVMIsABitCastInst(v)) || !Ir.isNull(LLVMIsAAddrSpaceCastInst(v))) {
        v = LLVMGetOperand(v, 0);
      }
      if (!Ir.isNull(LLVMIsAArgument(v))) {
        LLVMValueRef f = LLVMGetParamParent(v);
        for (int q = 0; q < LLVMCountParams(f); q++) {
          if (Ir.key(LLVMGetParam(f, q)) == Ir.key(v)) {
            return "arg" + q;
          }
        }
        return null;
      }
      if (!Ir.isNull(LLVMIsAGlobalValue(v)) || !Ir.isNull(LLVMIsAAllocaInst(v))) {
        return "v" + Ir.key(v);
      }
      if (!Ir.isNull(LLVMIsAGetElementPtrInst(v))) {
        Gep g = Gep.of(v, ir.dataLayout);
        if (!g.terms().isEmpty() || g.pointerArithmetic()) {
          return null;
        }
        String b = key(g.base(), block, depth + 1);
        return b == null ? null : "gep(" + b + "+" + g.constant() + ")";
      }
      if (Ir.isNull(LLVMIsAInstruction(v))) {
        return null;
      }
      if (Ir.isNull(LLVMIsALoadInst(v))) {
        return "v" + Ir.key(v); // an SSA value: the same wherever it is used
      }
      int at = LLVMGetVolatile(v) != 0 ? -1 : indexOf(block, v);
      if (at < 0) {
        return null; // a load elsewhere: what may write between is not known
      }
      LLVMValueRef p = LLVMGetOperand(v, 0);
      String pk = key(p, block, depth + 1);
      if (pk == null) {
        return null;
      }
      // the last instruction before the load that may write its address
      for (int k = at - 1; k >= 0; k--) {
        LLVMValueRef i = block.get(k);
        if (!mayWrite(i, p)) {
          continue;
        }
        if (localVariable(p) && LLVMGetInstructionOpcode(i) == LLVMStore) {
          return key(LLVMGetOperand(i, 0), block, depth + 1); // a local's value: what was stored
        }
        return "load(" + pk + "@" + k + ")";
      }
      return "load(" + pk + "@entry)";
    }

    private static int indexOf(List<LLVMValueRef> block, LLVMValueRef v) {
      for (int k = 0; k < block.size(); k++) {
        if (Ir.key(block.get(k)) == Ir.key(v)) {
          return k;
        }
      }
      return -1;
    }

    /** Whether {@code i} may write the location {@code p} addresses (class comment). */
    private boolean mayWrite(LLVMValueRef i, LLVMValueRef p) {
      int opc = LLVMGetInstructionOpcode(i);
      if (localVariable(p)) {
        return opc == LLVMStore && Ir.key(LLVMGetOperand(i, 1)) == Ir.key(p);
      }
      if (opc != LLVMStore) {
        return !free(i);
      }
      LLVMValueRef q = LLVMGetOperand(i, 1);
      if (localVariable(q)) {
        return false; // nothing else points into a local variable
      }
      return !(descriptorField(q) && otherStructField(p));
    }

    /** A field of a named struct other than the descriptor, by constant struct indices. */
    private boolean otherStructField(LLVMValueRef p) {
      if (Ir.isNull(LLVMIsAGetElementPtrInst(p))) {
        return false;
      }
      Gep g = Gep.of(p, ir.dataLayout);
      return g.structName() != null && !STRUCT.equals(g.structName()) && g.terms().isEmpty()
          && !g.pointerArithmetic() && !g.shifted();
    }
  }

  /** The helper that starts {@code fn} when the descriptor's callback is it (class comment). */
  private static LLVMValueRef helper(IrModule ir, LLVMBuilderRef b, LLVMValueRef fn,
      LLVMValueRef create, long fnOff, long ctxOff) {
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ir.context, 0);
    LLVMTypeRef i8 = LLVMInt8TypeInContext(ir.context);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ir.context);
    LLVMTypeRef type = LLVMFunctionType(LLVMVoidTypeInContext(ir.context),
        Ir.one(ptr), 1, 0);
    LLVMValueRef h = LLVMAddFunction(ir.module, HELPER + Ir.name(fn), type);
    LLVMSetLinkage(h, LLVMInternalLinkage);
    LLVMValueRef desc = LLVMGetParam(h, 0);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ir.context, h, "entry");
    LLVMBasicBlockRef start = LLVMAppendBasicBlockInContext(ir.context, h, "start");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(ir.context, h, "done");
    LLVMPositionBuilderAtEnd(b, entry);
    LLVMValueRef handle = LLVMBuildAlloca(b, i64, "handle");
    LLVMValueRef fnAt = LLVMBuildGEP2(b, i8, desc,
        Ir.one(LLVMConstInt(i64, fnOff, 0)), 1, "callback");
    LLVMValueRef stored = LLVMBuildLoad2(b, ptr, fnAt, "");
    LLVMValueRef same = LLVMBuildICmp(b, LLVMIntEQ, stored, fn, "");
    LLVMBuildCondBr(b, same, start, done);
    LLVMPositionBuilderAtEnd(b, start);
    LLVMValueRef ctxAt = LLVMBuildGEP2(b, i8, desc,
        Ir.one(LLVMConstInt(i64, ctxOff, 0)), 1, "callback_param");
    LLVMValueRef param = LLVMBuildLoad2(b, ptr, ctxAt, "");
    LLVMBuildCall2(b, LLVMGlobalGetValueType(create), create,
        new PointerPointer<>(handle, LLVMConstNull(ptr), fn, param), 4, "");
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, done);
    LLVMBuildRetVoid(b);
    return h;
  }

}

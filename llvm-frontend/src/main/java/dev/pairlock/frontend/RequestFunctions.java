package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Block request functions hold the queue's lock (Linux 4.x's {@code blk_init_queue}). The block
 * layer calls a queue's request function only with the queue's lock held ({@code
 * __blk_run_queue} under {@code q->queue_lock}), and the function may drop and retake it
 * itself. The stub header hands the function over with its queue and two helpers that take and
 * drop {@code q->queue_lock} ({@code __pairlock_request_fn_callback(fn, q, enter, leave)}); here,
 * where {@code fn} is a function of the driver that nothing else uses (no direct call, not stored
 * anywhere), its body is bracketed by the helpers (enter at its start, leave before each return)
 * and the hand-over becomes {@code __pairlock_request_fn_entry}, which makes it an entry point
 * (functions.xml). Every run of {@code fn} is then one the block layer makes, so the bracket is
 * exactly the lock it holds. A function used otherwise keeps the plain hand-over: reported, not
 * an entry point, and the driver inconclusive.
 */
final class RequestFunctions {
  private RequestFunctions() {}

  static final String HAND_OVER = "__pairlock_request_fn_callback";
  static final String ENTRY = "__pairlock_request_fn_entry";
  /**
   * The same for a seq_file's show function ({@code single_open}): {@code seq_read} calls it
   * holding the seq_file's mutex ({@code m->lock}), which the stub header's helpers take and drop.
   */
  static final String SEQ_SHOW_HAND_OVER = "__pairlock_seq_show_callback";
  static final String SEQ_SHOW_ENTRY = "__pairlock_seq_show_entry";

  /**
   * Brackets the request functions and seq_file show functions it can, and makes their hand-overs
   * {@link #ENTRY} and {@link #SEQ_SHOW_ENTRY}.
   */
  static void holdQueueLock(IrModule ir) {
    bracketHandOvers(ir, HAND_OVER, ENTRY);
    bracketHandOvers(ir, SEQ_SHOW_HAND_OVER, SEQ_SHOW_ENTRY);
  }

  /**
   * Brackets the functions handed over by {@code handOverName(fn, context, enter, leave)} that
   * nothing else uses, and makes their hand-overs {@code entryName}.
   */
  private static void bracketHandOvers(IrModule ir, String handOverName, String entryName) {
    LLVMValueRef handOver = LLVMGetNamedFunction(ir.module, handOverName);
    if (Ir.isNull(handOver)) {
      return;
    }
    List<LLVMValueRef> all = new ArrayList<>();
    // the hand-over calls by request function (the function: operand 0 of each)
    Map<Long, List<LLVMValueRef>> callsByFn = new LinkedHashMap<>();
    for (LLVMUseRef u = LLVMGetFirstUse(handOver); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef call = LLVMGetUser(u);
      if (Ir.isNull(LLVMIsACallInst(call)) || LLVMGetNumArgOperands(call) != 4
          || Ir.key(LLVMGetCalledValue(call)) != Ir.key(handOver)) {
        continue;
      }
      all.add(call);
      LLVMValueRef fn = EntryPoints.stripCasts(LLVMGetOperand(call, 0));
      if (!Ir.isNull(LLVMIsAFunction(fn)) && Ir.isDefinition(fn) && LLVMCountParams(fn) >= 1) {
        callsByFn.computeIfAbsent(Ir.key(fn), k -> new ArrayList<>()).add(call);
      }
    }
    LLVMValueRef entry = null;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ir.context);
    try {
      for (List<LLVMValueRef> calls : callsByFn.values()) {
        LLVMValueRef first = calls.get(0);
        LLVMValueRef fn = EntryPoints.stripCasts(LLVMGetOperand(first, 0));
        LLVMValueRef enter = EntryPoints.stripCasts(LLVMGetOperand(first, 2));
        LLVMValueRef leave = EntryPoints.stripCasts(LLVMGetOperand(first, 3));
        if (!onlyHandedOver(fn, calls) || !helper(enter) || !helper(leave)) {
          continue;
        }
        bracket(b, fn, enter, leave);
        if (entry == null) {
          entry = LLVMGetNamedFunction(ir.module, entryName);
          if (Ir.isNull(entry)) {
            entry = LLVMAddFunction(ir.module, entryName, LLVMGlobalGetValueType(handOver));
          }
        }
        for (LLVMValueRef call : calls) {
          // the callee is a call's last operand
          LLVMSetOperand(call, LLVMGetNumOperands(call) - 1, entry);
        }
      }
    } finally {
      LLVMDisposeBuilder(b);
    }
    all.forEach(RequestFunctions::dropHelpers);
  }

  /**
   * Replaces the helper arguments of a hand-over by null: the helpers are then used only where a
   * request function was bracketed, and otherwise removed with the headers' other unused bodies
   * (else lowered, with warnings about a lock nothing calls them with).
   */
  private static void dropHelpers(LLVMValueRef call) {
    for (int k = 2; k <= 3; k++) {
      LLVMSetOperand(call, k, LLVMConstNull(LLVMTypeOf(LLVMGetOperand(call, k))));
    }
  }

  /** Whether every use of {@code fn} is as the function argument of one of {@code calls}. */
  private static boolean onlyHandedOver(LLVMValueRef fn, List<LLVMValueRef> calls) {
    java.util.Set<Long> handOvers = new java.util.HashSet<>();
    calls.forEach(c -> handOvers.add(Ir.key(c)));
    for (LLVMUseRef u = LLVMGetFirstUse(fn); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      // a cast constant ((const void *)fn) used only by the hand-overs
      if (!Ir.isNull(LLVMIsAConstantExpr(user))) {
        for (LLVMUseRef cu = LLVMGetFirstUse(user); !Ir.isNull(cu); cu = LLVMGetNextUse(cu)) {
          if (!isFunctionArgumentOf(LLVMGetUser(cu), user, handOvers)) {
            return false;
          }
        }
        continue;
      }
      if (!isFunctionArgumentOf(user, fn, handOvers)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isFunctionArgumentOf(LLVMValueRef user, LLVMValueRef v, java.util.Set<Long> calls) {
    if (!calls.contains(Ir.key(user))) {
      return false;
    }
    // fn as argument 0 only (not also as the queue or a helper)
    for (int k = 1; k < LLVMGetNumOperands(user); k++) {
      if (Ir.key(LLVMGetOperand(user, k)) == Ir.key(v)) {
        return false;
      }
    }
    return Ir.key(LLVMGetOperand(user, 0)) == Ir.key(v);
  }

  /** A helper of the stub header: a defined function of one pointer parameter. */
  private static boolean helper(LLVMValueRef f) {
    return !Ir.isNull(LLVMIsAFunction(f)) && Ir.isDefinition(f) && LLVMCountParams(f) == 1;
  }

  /** {@code enter(q)} at the start of {@code fn}, {@code leave(q)} before each of its returns. */
  private static void bracket(LLVMBuilderRef b, LLVMValueRef fn, LLVMValueRef enter, LLVMValueRef leave) {
    LLVMValueRef q = LLVMGetParam(fn, 0);
    List<LLVMValueRef> returns = new ArrayList<>();
    for (var block : Ir.blocks(fn)) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(block);
      if (!Ir.isNull(t) && LLVMGetInstructionOpcode(t) == LLVMRet) {
        returns.add(t);
      }
    }
    LLVMValueRef start = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn));
    call(b, start, enter, q, firstLocation(fn));
    for (LLVMValueRef ret : returns) {
      call(b, ret, leave, q, LLVMInstructionGetDebugLoc(ret));
    }
  }

  private static void call(
      LLVMBuilderRef b, LLVMValueRef before, LLVMValueRef callee, LLVMValueRef arg,
      org.bytedeco.llvm.LLVM.LLVMMetadataRef loc) {
    LLVMPositionBuilderBefore(b, before);
    try (PointerPointer<LLVMValueRef> args = new PointerPointer<>(1)) {
      args.put(0, arg);
      LLVMValueRef c = LLVMBuildCall2(b, LLVMGlobalGetValueType(callee), callee, args, 1, "");
      if (loc != null && !loc.isNull()) {
        LLVMInstructionSetDebugLoc(c, loc);
      }
    }
  }

  /** The first debug location in {@code fn}'s body (its first statement), or null. */
  private static org.bytedeco.llvm.LLVM.LLVMMetadataRef firstLocation(LLVMValueRef fn) {
    for (var block : Ir.blocks(fn)) {
      for (LLVMValueRef i : Ir.instructions(block)) {
        var loc = LLVMInstructionGetDebugLoc(i);
        if (loc != null && !loc.isNull()) {
          return loc;
        }
      }
    }
    return null;
  }
}

package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * POSIX thread-specific data ({@code pthread_key_create}, {@code pthread_setspecific}, {@code
 * pthread_getspecific}, {@code pthread_key_delete}) as what it is: one slot per key in every
 * thread's own memory. The program becomes one that keeps the slots in {@code _Thread_local}
 * variables, which the rest of the frontend models as any such variable (a per-thread object,
 * docs/pthread.md): one array of them indexed by the key's value ({@code
 * __pairlock.thread_specific[N]}, N the number of create sites), whose elements the points-to
 * analysis folds into one cell, so every key's slot may be every other's:
 *
 * <ul>
 *   <li>{@code pthread_key_create(&k, NULL)} returns any value, and where it is 0 (success)
 *       stores a key into {@code k}: any value;
 *   <li>{@code pthread_setspecific(k, v)} returns any value, and where it is 0 stores {@code v}
 *       into the running thread's slot of {@code k} (glibc's may fail with ENOMEM); {@code
 *       pthread_getspecific(k)} loads it (a new thread's slots are NULL: their initial value);
 *   <li>{@code pthread_key_delete(k)} returns any value and changes nothing (a slot of a deleted
 *       key is never read again by a correct program).
 * </ul>
 *
 * <p>Sound where it applies: a run where distinct keys are distinct slots is always among the
 * rewritten program's (key values are any values, and in the array they may also share a slot,
 * which only adds runs), so every run of the program is a run of the rewritten one. One slot per
 * create site, where every call's key was read from a variable only its create writes, was not:
 * the variable's value before its create (or after a failed one) is a key too (glibc numbers
 * keys from 0, so an uncreated key variable is the first key created), and a thread that set
 * one key and read another that way read what it set (a review found a racy program proved:
 * regression/pthread/thread_specific_uncreated_key_race.c). That needs each
 * create site to run at most once, so it applies only
 * when every create is in {@code main}, which nothing calls or takes the address of, outside any
 * loop; when no create passes a destructor (glibc runs it in each exiting thread: code the
 * rewritten program would not run); and when the four functions are only called, directly, and
 * declared, not defined by the program. Otherwise nothing is rewritten and they stay calls of
 * unmodelled functions, whose pairs are unverified (as they were before).
 */
final class ThreadSpecific {
  private ThreadSpecific() {}

  static final String CREATE = "pthread_key_create";
  static final String SET = "pthread_setspecific";
  static final String GET = "pthread_getspecific";
  static final String DELETE = "pthread_key_delete";
  static final String SLOTS = "__pairlock.thread_specific";
  static final String THREADLOCAL_ADDRESS = "llvm.threadlocal.address.p0";
  static final String NONDET = "__pairlock_nondet_int";

  /** Rewrites the module's thread-specific data as the class comment says, where it applies. */
  static void rewrite(IrModule ir) {
    List<LLVMValueRef> creates = calls(ir, CREATE);
    List<LLVMValueRef> sets = calls(ir, SET);
    List<LLVMValueRef> gets = calls(ir, GET);
    List<LLVMValueRef> deletes = calls(ir, DELETE);
    if (creates == null || sets == null || gets == null || deletes == null
        || creates.isEmpty() || (sets.isEmpty() && gets.isEmpty())) {
      return;
    }
    LLVMValueRef main = LLVMGetNamedFunction(ir.module, "main");
    if (Ir.isNull(main) || !Ir.isDefinition(main) || !Ir.isNull(LLVMGetFirstUse(main))) {
      return;
    }
    for (LLVMValueRef c : creates) {
      if (LLVMGetNumArgOperands(c) != 2
          || Ir.key(LLVMGetBasicBlockParent(LLVMGetInstructionParent(c))) != Ir.key(main)
          || LLVMIsNull(LLVMGetOperand(c, 1)) == 0
          || Ir.cyclicBlocks(main).contains(Ir.key(LLVMGetInstructionParent(c)))) {
        return;
      }
    }
    for (LLVMValueRef c : sets) {
      if (LLVMGetNumArgOperands(c) != 2) {
        return;
      }
    }
    for (LLVMValueRef c : gets) {
      if (LLVMGetNumArgOperands(c) != 1) {
        return;
      }
    }
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ir.context, 0);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ir.context);
    // the slots: a _Thread_local array indexed by the key's value (any key may be any slot)
    LLVMValueRef slots = threadLocal(ir, LLVMArrayType2(ptr, creates.size()), SLOTS);
    // the intrinsic clang calls for a _Thread_local variable's address (LLVM knows it by name)
    LLVMTypeRef addressType = LLVMFunctionType(ptr, Ir.one(ptr), 1, 0);
    LLVMValueRef address = LLVMGetNamedFunction(ir.module, THREADLOCAL_ADDRESS);
    if (Ir.isNull(address)) {
      address = LLVMAddFunction(ir.module, THREADLOCAL_ADDRESS, addressType);
    }
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ir.context);
    try {
      LLVMTypeRef keyType = sets.isEmpty()
          ? LLVMTypeOf(LLVMGetOperand(gets.get(0), 0))
          : LLVMTypeOf(LLVMGetOperand(sets.get(0), 0));
      LLVMValueRef nondet = nondet(ir);
      for (LLVMValueRef c : creates) {
        // r = any; if (r == 0) *key = any: a failed create leaves the key as it was
        at(b, c);
        LLVMValueRef r = fresh(b, nondet, LLVMTypeOf(c));
        LLVMValueRef key = fresh(b, nondet, keyType);
        LLVMValueRef keyAt = LLVMGetOperand(c, 0);
        LLVMValueRef before = LLVMBuildLoad2(b, keyType, keyAt, "");
        LLVMBuildStore(b, LLVMBuildSelect(b, succeeded(b, r), key, before, ""), keyAt);
        replace(c, r);
      }
      for (LLVMValueRef c : sets) {
        // r = any; if (r == 0) slot = v: a failed set (ENOMEM) leaves the slot as it was
        at(b, c);
        LLVMValueRef r = fresh(b, nondet, LLVMTypeOf(c));
        LLVMValueRef at = slot(b, c, slots, address, addressType, i64);
        LLVMValueRef before = LLVMBuildLoad2(b, ptr, at, "");
        LLVMBuildStore(b,
            LLVMBuildSelect(b, succeeded(b, r), LLVMGetOperand(c, 1), before, ""), at);
        replace(c, r);
      }
      for (LLVMValueRef c : gets) {
        at(b, c);
        LLVMValueRef at = slot(b, c, slots, address, addressType, i64);
        replace(c, LLVMBuildLoad2(b, ptr, at, ""));
      }
      for (LLVMValueRef c : deletes) {
        at(b, c);
        replace(c, fresh(b, nondet, LLVMTypeOf(c)));
      }
    } finally {
      LLVMDisposeBuilder(b);
    }
  }

  /**
   * The declaration of {@code __pairlock_nondet_int}, a fresh {@code int} (a {@code <pure>} model
   * in functions.xml): the calls' results, and the keys' values (any, as the C library numbers
   * them as it likes; one slot per key all the same where the keys are resolved, else distinct
   * keys may share a slot too: more runs, never fewer).
   */
  private static LLVMValueRef nondet(IrModule ir) {
    LLVMValueRef f = LLVMGetNamedFunction(ir.module, NONDET);
    if (Ir.isNull(f)) {
      f = LLVMAddFunction(ir.module, NONDET,
          LLVMFunctionType(LLVMInt32TypeInContext(ir.context), (PointerPointer<?>) null, 0, 0));
    }
    return f;
  }

  /** A fresh value of the integer type {@code t} (a call's result, a key). */
  private static LLVMValueRef fresh(LLVMBuilderRef b, LLVMValueRef nondet, LLVMTypeRef t) {
    LLVMValueRef r = LLVMBuildCall2(b, LLVMGlobalGetValueType(nondet), nondet,
        (PointerPointer<?>) null, 0, "");
    return LLVMBuildIntCast2(b, r, t, 1, "");
  }

  private static LLVMValueRef succeeded(LLVMBuilderRef b, LLVMValueRef r) {
    return LLVMBuildICmp(b, LLVMIntEQ, r, LLVMConstInt(LLVMTypeOf(r), 0, 0), "");
  }

  /** A new internal {@code _Thread_local} variable of type {@code t}, zero at a thread's start. */
  private static LLVMValueRef threadLocal(IrModule ir, LLVMTypeRef t, String name) {
    LLVMValueRef g = LLVMAddGlobal(ir.module, t, name);
    LLVMSetInitializer(g, LLVMConstNull(t));
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetThreadLocal(g, 1);
    LLVMSetAlignment(g, (int) LLVMABIAlignmentOfType(ir.dataLayout, t));
    return g;
  }

  /**
   * The address of the running thread's slot of the key that {@code call}'s first argument is:
   * the array's element at the key's value.
   */
  private static LLVMValueRef slot(LLVMBuilderRef b, LLVMValueRef call, LLVMValueRef slots,
      LLVMValueRef address, LLVMTypeRef addressType, LLVMTypeRef i64) {
    LLVMValueRef mine = LLVMBuildCall2(b, addressType, address, Ir.one(slots), 1, "");
    LLVMValueRef index = LLVMBuildZExt(b, LLVMGetOperand(call, 0), i64, "");
    return LLVMBuildGEP2(b, LLVMGlobalGetValueType(slots), mine,
        new PointerPointer<>(LLVMConstInt(i64, 0, 0), index), 2, "");
  }

  /** Positions {@code b} before {@code call}, with its source location. */
  private static void at(LLVMBuilderRef b, LLVMValueRef call) {
    LLVMPositionBuilderBefore(b, call);
    LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(call));
  }

  private static void replace(LLVMValueRef call, LLVMValueRef value) {
    LLVMReplaceAllUsesWith(call, value);
    LLVMInstructionEraseFromParent(call);
  }

  /**
   * The calls of the declared function {@code name}: an empty list when the module has none,
   * null when the program defines it or uses it other than as the callee of a direct call.
   */
  private static List<LLVMValueRef> calls(IrModule ir, String name) {
    LLVMValueRef f = LLVMGetNamedFunction(ir.module, name);
    List<LLVMValueRef> out = new ArrayList<>();
    if (Ir.isNull(f)) {
      return out;
    }
    if (Ir.isDefinition(f)) {
      return null;
    }
    for (var u = LLVMGetFirstUse(f); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (Ir.isNull(LLVMIsACallInst(user)) || Ir.key(LLVMGetCalledValue(user)) != Ir.key(f)) {
        return null;
      }
      out.add(user);
    }
    return out;
  }
}

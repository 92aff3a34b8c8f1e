package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Locks that SV-COMP programs write themselves as atomic functions (pthread-ext, after VVT's
 * benchmarks): an acquire {@code void __VERIFIER_atomic_acquire(int *m) { assume(*m == 0); *m =
 * 1; }} and a release {@code { assume(*m == 1); *m = 0; }}, on {@code *m} or on one global word,
 * where {@code assume} is {@code __VERIFIER_assume} or a function whose body is {@code if
 * (!cond) abort();}.
 *
 * <p>Such a word is a mutex when nothing else can change it: the acquire sets it only when it is
 * 0 (else the program ends), so two threads are between an acquire and the following release of
 * their own only if a release set it back to 0 in between, which a release does only when the
 * word is 1. A release by a thread that does not hold the word (it is 1 because another one
 * does) would break that, and so would any other write of the word. A word is therefore taken as
 * a lock only when (a) it is a global variable, not thread-local, whose uses are loads, the lock
 * argument of calls of these functions, or the functions' own accesses (no store elsewhere, no
 * address that escapes), and (b) every call of a release on it lies in a function that certainly
 * acquired the word before on every path to the call, with no call in between that may acquire
 * or release a lock (a must-hold dataflow per function; anything unknown, an indirect call say,
 * clears it). A word that fails either is no lock: its functions stay atomic functions only, as
 * before. Its accesses inside the functions hold the lock (the acquire is lowered before the
 * body, the release after it): they run only while no other thread holds the word.
 */
final class AssumeLocks {
  /** A recognized lock function: its operation and how its word is given. */
  record Fn(boolean acquire, boolean viaArgument, LLVMValueRef global) {}

  /** Function name -> its recognized lock operation, only for words that passed (a) and (b). */
  private final Map<String, Fn> functions = new LinkedHashMap<>();

  private AssumeLocks() {}

  static AssumeLocks of(LLVMModuleRef m) {
    AssumeLocks r = new AssumeLocks();
    Map<String, Fn> candidates = new LinkedHashMap<>();
    for (LLVMValueRef f : Ir.functions(m)) {
      String n = Ir.name(f);
      if (Ir.isDefinition(f) && n.startsWith(CallLowering.ATOMIC_PREFIX)) {
        Fn fn = shape(f);
        if (fn != null) {
          candidates.put(n, fn);
        }
      }
    }
    if (candidates.isEmpty()) {
      return r;
    }
    // the words: the globals of the global-word functions and every call's argument
    Map<Long, LLVMValueRef> words = new LinkedHashMap<>();
    Set<Long> rejected = new HashSet<>();
    List<LLVMValueRef[]> calls = new ArrayList<>(); // {call, function, word}
    for (LLVMValueRef f : Ir.functions(m)) {
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (Ir.isNull(LLVMIsACallInst(i))) {
            continue;
          }
          LLVMValueRef callee = LLVMGetCalledValue(i);
          Fn fn = candidates.get(Ir.isNull(LLVMIsAFunction(callee)) ? "" : Ir.name(callee));
          if (fn == null) {
            continue;
          }
          LLVMValueRef w = fn.viaArgument() ? (LLVMGetNumArgOperands(i) > 0 ? LLVMGetOperand(i, 0)
              : null) : fn.global();
          if (w == null || Ir.isNull(LLVMIsAGlobalVariable(w))) {
            // a word that is not a global's address: every word of this function is unknown
            for (LLVMValueRef[] c : calls) {
              if (Ir.name(c[1]).equals(Ir.name(callee))) {
                rejected.add(Ir.key(c[2]));
              }
            }
            candidates.remove(Ir.name(callee));
            continue;
          }
          words.put(Ir.key(w), w);
          calls.add(new LLVMValueRef[] {i, callee, w});
        }
      }
    }
    for (LLVMValueRef w : words.values()) {
      if (!onlyLockUses(w, candidates)) {
        rejected.add(Ir.key(w));
      }
    }
    // the functions that may take or release a word: lock functions, indirect callers, their
    // callers
    Set<String> mayLock = mayLock(m, candidates.keySet());
    for (LLVMValueRef[] c : calls) {
      Fn fn = candidates.get(Ir.name(c[1]));
      if (fn != null && !fn.acquire() && !rejected.contains(Ir.key(c[2]))
          && !heldAt(c[0], c[2], candidates, mayLock)) {
        rejected.add(Ir.key(c[2]));
      }
    }
    // a function is a lock operation when every word it is called on is a lock
    Map<String, Boolean> ok = new HashMap<>();
    for (LLVMValueRef[] c : calls) {
      String n = Ir.name(c[1]);
      if (candidates.containsKey(n)) {
        ok.merge(n, !rejected.contains(Ir.key(c[2])), Boolean::logicalAnd);
      }
    }
    for (Map.Entry<String, Boolean> e : ok.entrySet()) {
      if (e.getValue()) {
        r.functions.put(e.getKey(), candidates.get(e.getKey()));
      }
    }
    return r;
  }

  /** The lock operation of the atomic function named {@code name}, or null. */
  Fn lookup(String name) {
    return functions.get(name);
  }

  /**
   * {@code load W; icmp eq C1; [zext]; call assume; store C2, W; ret void} in one block, W the
   * first parameter or a global, (C1, C2) = (0, 1) for an acquire, (1, 0) for a release.
   */
  private static Fn shape(LLVMValueRef f) {
    List<LLVMBasicBlockRef> bs = Ir.blocks(f);
    if (bs.size() != 1 || !Ir.isVoid(LLVMGetReturnType(LLVMGlobalGetValueType(f)))) {
      return null;
    }
    List<LLVMValueRef> is = new ArrayList<>();
    for (LLVMValueRef i : Ir.instructions(bs.get(0))) {
      if (!Ir.isNull(LLVMIsACallInst(i))
          && Ir.name(LLVMGetCalledValue(i)).startsWith("llvm.dbg.")) {
        continue;
      }
      is.add(i);
    }
    int k = 0;
    if (is.size() < 5 || Ir.isNull(LLVMIsALoadInst(is.get(k)))) {
      return null;
    }
    LLVMValueRef load = is.get(k++);
    LLVMValueRef word = LLVMGetOperand(load, 0);
    boolean viaArgument;
    if (LLVMCountParams(f) == 1 && word.equals(LLVMGetParam(f, 0))) {
      viaArgument = true;
    } else if (LLVMCountParams(f) == 0 && !Ir.isNull(LLVMIsAGlobalVariable(word))) {
      viaArgument = false;
    } else {
      return null;
    }
    if (!Ir.isInteger(LLVMTypeOf(load))) {
      return null;
    }
    LLVMValueRef cmp = is.get(k++);
    if (Ir.isNull(LLVMIsAICmpInst(cmp)) || LLVMGetICmpPredicate(cmp) != LLVMIntEQ
        || !LLVMGetOperand(cmp, 0).equals(load) || !Ir.isConstantInt(LLVMGetOperand(cmp, 1))) {
      return null;
    }
    long c1 = LLVMConstIntGetZExtValue(LLVMGetOperand(cmp, 1));
    LLVMValueRef cond = cmp;
    if (!Ir.isNull(LLVMIsAZExtInst(is.get(k)))) {
      if (!LLVMGetOperand(is.get(k), 0).equals(cmp)) {
        return null;
      }
      cond = is.get(k++);
    }
    LLVMValueRef call = is.get(k++);
    if (Ir.isNull(LLVMIsACallInst(call)) || LLVMGetNumArgOperands(call) != 1
        || !LLVMGetOperand(call, 0).equals(cond) || !isAssume(LLVMGetCalledValue(call))) {
      return null;
    }
    if (k + 2 != is.size()) {
      return null;
    }
    LLVMValueRef store = is.get(k++);
    if (Ir.isNull(LLVMIsAStoreInst(store)) || !LLVMGetOperand(store, 1).equals(word)
        || !Ir.isConstantInt(LLVMGetOperand(store, 0))
        || !LLVMTypeOf(LLVMGetOperand(store, 0)).equals(LLVMTypeOf(load))
        || Ir.isNull(LLVMIsAReturnInst(is.get(k)))) {
      return null;
    }
    long c2 = LLVMConstIntGetZExtValue(LLVMGetOperand(store, 0));
    if (c1 == 0 && c2 == 1) {
      return new Fn(true, viaArgument, viaArgument ? null : word);
    }
    if (c1 == 1 && c2 == 0) {
      return new Fn(false, viaArgument, viaArgument ? null : word);
    }
    return null;
  }

  /**
   * {@code __VERIFIER_assume}, or a defined {@code void f(int c) { if (!c) abort(); }}: entry
   * {@code icmp ne/eq c, 0; br}, one successor only {@code call abort(); unreachable}, the other
   * only {@code ret void}.
   */
  private static boolean isAssume(LLVMValueRef callee) {
    if (Ir.isNull(LLVMIsAFunction(callee))) {
      return false;
    }
    if (!Ir.isDefinition(callee)) {
      return Ir.name(callee).equals("__VERIFIER_assume");
    }
    if (LLVMCountParams(callee) != 1) {
      return false;
    }
    List<LLVMBasicBlockRef> bs = Ir.blocks(callee);
    if (bs.size() != 3) {
      return false;
    }
    List<LLVMValueRef> entry = withoutDebug(bs.get(0));
    if (entry.size() != 2) {
      return false;
    }
    LLVMValueRef cmp = entry.get(0);
    LLVMValueRef br = entry.get(1);
    if (Ir.isNull(LLVMIsAICmpInst(cmp)) || !LLVMGetOperand(cmp, 0).equals(LLVMGetParam(callee, 0))
        || !Ir.isConstantInt(LLVMGetOperand(cmp, 1))
        || LLVMConstIntGetZExtValue(LLVMGetOperand(cmp, 1)) != 0
        || Ir.isNull(LLVMIsABranchInst(br)) || LLVMIsConditional(br) == 0
        || !LLVMGetCondition(br).equals(cmp)) {
      return false;
    }
    int pred = LLVMGetICmpPredicate(cmp);
    if (pred != LLVMIntNE && pred != LLVMIntEQ) {
      return false;
    }
    // successor 0 is taken when the comparison holds: c != 0 (ne) or c == 0 (eq)
    LLVMBasicBlockRef whenTrue = LLVMGetSuccessor(br, 0);
    LLVMBasicBlockRef whenFalse = LLVMGetSuccessor(br, 1);
    LLVMBasicBlockRef cont = pred == LLVMIntNE ? whenTrue : whenFalse;
    LLVMBasicBlockRef stop = pred == LLVMIntNE ? whenFalse : whenTrue;
    List<LLVMValueRef> c = withoutDebug(cont);
    List<LLVMValueRef> s = withoutDebug(stop);
    return c.size() == 1 && !Ir.isNull(LLVMIsAReturnInst(c.get(0)))
        && LLVMGetNumOperands(c.get(0)) == 0
        && s.size() == 2 && !Ir.isNull(LLVMIsACallInst(s.get(0)))
        && !Ir.isNull(LLVMIsAFunction(LLVMGetCalledValue(s.get(0))))
        && Ir.name(LLVMGetCalledValue(s.get(0))).equals("abort")
        && !Ir.isDefinition(LLVMGetCalledValue(s.get(0)))
        && !Ir.isNull(LLVMIsAUnreachableInst(s.get(1)));
  }

  private static List<LLVMValueRef> withoutDebug(LLVMBasicBlockRef b) {
    List<LLVMValueRef> r = new ArrayList<>();
    for (LLVMValueRef i : Ir.instructions(b)) {
      if (!Ir.isNull(LLVMIsACallInst(i))
          && Ir.name(LLVMGetCalledValue(i)).startsWith("llvm.dbg.")) {
        continue;
      }
      r.add(i);
    }
    return r;
  }

  /**
   * Every use of global {@code w} is a load's address, the word argument of a call of an
   * argument lock function, or (in a global-word lock function of {@code w}) its load and store.
   */
  private static boolean onlyLockUses(LLVMValueRef w, Map<String, Fn> candidates) {
    if (LLVMIsThreadLocal(w) != 0) {
      return false; // every thread has a word of its own: no exclusion at all
    }
    for (LLVMUseRefIterator u = new LLVMUseRefIterator(w); u.hasNext(); ) {
      LLVMValueRef user = u.next();
      if (!Ir.isNull(LLVMIsALoadInst(user))) {
        continue;
      }
      if (!Ir.isNull(LLVMIsACallInst(user))) {
        LLVMValueRef callee = LLVMGetCalledValue(user);
        Fn fn = Ir.isNull(LLVMIsAFunction(callee)) ? null : candidates.get(Ir.name(callee));
        if (fn != null && fn.viaArgument() && LLVMGetNumArgOperands(user) == 1
            && LLVMGetOperand(user, 0).equals(w)) {
          continue;
        }
        return false;
      }
      if (!Ir.isNull(LLVMIsAStoreInst(user)) && LLVMGetOperand(user, 1).equals(w)
          && !LLVMGetOperand(user, 0).equals(w)) {
        LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
        Fn own = candidates.get(Ir.name(fn));
        if (own != null && !own.viaArgument() && own.global().equals(w)) {
          continue;
        }
      }
      return false;
    }
    return true;
  }

  /** Iterates the users of a value (each use's user). */
  private static final class LLVMUseRefIterator {
    private org.bytedeco.llvm.LLVM.LLVMUseRef use;

    LLVMUseRefIterator(LLVMValueRef v) {
      use = LLVMGetFirstUse(v);
    }

    boolean hasNext() {
      return !Ir.isNull(use);
    }

    LLVMValueRef next() {
      LLVMValueRef u = LLVMGetUser(use);
      use = LLVMGetNextUse(use);
      return u;
    }
  }

  /**
   * The functions that may run a lock function of {@code lockFns}: they, the functions with an
   * indirect call, and their callers, to a fixpoint.
   */
  private static Set<String> mayLock(LLVMModuleRef m, Set<String> lockFns) {
    Set<String> r = new HashSet<>(lockFns);
    Map<String, Set<String>> callees = new HashMap<>();
    for (LLVMValueRef f : Ir.functions(m)) {
      Set<String> cs = new HashSet<>();
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (Ir.isNull(LLVMIsACallInst(i))) {
            continue;
          }
          LLVMValueRef callee = LLVMGetCalledValue(i);
          if (Ir.isNull(LLVMIsAFunction(callee))) {
            if (Ir.isNull(LLVMIsAInlineAsm(callee))) {
              r.add(Ir.name(f));
            }
          } else {
            cs.add(Ir.name(callee));
          }
        }
      }
      callees.put(Ir.name(f), cs);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<String, Set<String>> e : callees.entrySet()) {
        if (!r.contains(e.getKey())) {
          for (String c : e.getValue()) {
            if (r.contains(c)) {
              r.add(e.getKey());
              changed = true;
              break;
            }
          }
        }
      }
    }
    return r;
  }

  /**
   * Whether the function of {@code release} has certainly acquired {@code w} on every path to it,
   * with no call in between that may release it or take another (the must-hold dataflow).
   */
  private static boolean heldAt(
      LLVMValueRef release, LLVMValueRef w, Map<String, Fn> candidates, Set<String> mayLock) {
    LLVMBasicBlockRef home = LLVMGetInstructionParent(release);
    LLVMValueRef f = LLVMGetBasicBlockParent(home);
    List<LLVMBasicBlockRef> bs = Ir.blocks(f);
    Map<Long, Boolean> out = new HashMap<>();
    for (LLVMBasicBlockRef b : bs) {
      out.put(Ir.key(b), true); // top: held (greatest fixpoint)
    }
    Map<Long, List<LLVMBasicBlockRef>> preds = new HashMap<>();
    for (LLVMBasicBlockRef b : bs) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
      if (Ir.isNull(t)) {
        continue;
      }
      for (int s = 0; s < LLVMGetNumSuccessors(t); s++) {
        preds.computeIfAbsent(Ir.key(LLVMGetSuccessor(t, s)), x -> new ArrayList<>()).add(b);
      }
    }
    LLVMBasicBlockRef entry = bs.get(0);
    boolean changed = true;
    Boolean atRelease = null;
    while (changed) {
      changed = false;
      for (LLVMBasicBlockRef b : bs) {
        boolean held;
        if (Ir.key(b) == Ir.key(entry)) {
          held = false;
        } else {
          held = true;
          for (LLVMBasicBlockRef p : preds.getOrDefault(Ir.key(b), List.of())) {
            held &= out.get(Ir.key(p));
          }
        }
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (i.equals(release)) {
            atRelease = held;
          }
          if (Ir.isNull(LLVMIsACallInst(i))) {
            continue;
          }
          LLVMValueRef callee = LLVMGetCalledValue(i);
          String n = Ir.isNull(LLVMIsAFunction(callee)) ? null : Ir.name(callee);
          Fn fn = n == null ? null : candidates.get(n);
          if (fn != null) {
            LLVMValueRef word = fn.viaArgument() ? LLVMGetOperand(i, 0) : fn.global();
            if (word.equals(w)) {
              held = fn.acquire();
            }
            // a lock function on another word leaves this one as it is
          } else if (n == null ? Ir.isNull(LLVMIsAInlineAsm(callee)) : mayLock.contains(n)) {
            held = false;
          }
        }
        if (held != out.get(Ir.key(b))) {
          out.put(Ir.key(b), held);
          changed = true;
        }
      }
    }
    return Boolean.TRUE.equals(atRelease);
  }
}

package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.frontend.PtGraph.AbstractObject;
import dev.pairlock.frontend.PtGraph.Cell;
import dev.pairlock.frontend.PtGraph.Node;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Expr.BinOp;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.Layout;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.LockTable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Calls: direct calls to defined functions, indirect calls (nondeterministic dispatch to the
 * compatible address-taken functions points-to finds), lock functions, modelled kernel functions
 * (allocation, pure, memory effects, registration), intrinsics, inline assembly, and unmodelled
 * external functions (havoc of what they can reach, marked unsound).
 */
final class CallLowering {
  private final FunctionLowering f;
  private final LiftContext cx;

  CallLowering(FunctionLowering f) {
    this.f = f;
    this.cx = f.cx;
  }

  void call(LLVMValueRef call) {
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (!Ir.isNull(LLVMIsAInlineAsm(callee))) {
      inlineAsm(call, callee);
      return;
    }
    if (Ir.isNull(LLVMIsAFunction(callee))) {
      indirect(call);
      return;
    }
    String name = Ir.name(callee);
    if (name.startsWith("llvm.")) {
      intrinsic(call, name);
    } else if (Ir.isDefinition(callee)) {
      boolean atomic = isAtomicFunction(name) && !isAtomicFunction(Ir.name(f.fn))
          && cx.model.locks().lookup(ATOMIC_BEGIN).isPresent() && !holdsSectionInBody(callee);
      // a lock the program writes as atomic functions (AssumeLocks): its accesses of the word
      // hold the lock, as they run only while no other thread holds it
      AssumeLocks.Fn own = cx.model.locks().lookup(ATOMIC_BEGIN).isPresent()
          ? cx.assumeLocks().lookup(name) : null;
      // the acquire of such a lock first: the function's assume lets it run only when the word
      // is free, so it waits outside the atomic section, never inside it holding the section's
      // lock (which the thread that holds the word needs for its release)
      if (own != null && own.acquire()) {
        ownLock(call, own, LockTable.Op.ACQUIRE);
      }
      if (atomic) {
        lock(call, cx.model.locks().lookup(ATOMIC_BEGIN).get(), false);
      }
      int freed = cx.pt.deallocatedParam(callee);
      if (freed >= 0 && freed < LLVMGetNumArgOperands(call)) {
        // a deallocation wrapper (DeallocWrappers): the deallocation of this call's argument,
        // which the points-to analysis did not link to the wrapper's parameter
        free(call, new FunctionModels.Free(name, freed));
        freshResult(call, List.of(Attrs.overapprox("the result of " + name)));
      } else {
        direct(call, callee, f.at(call));
      }
      // and its release after the section ends (a lock released inside a section lets the
      // interleaving search run the other threads from there: it may let one go on)
      if (atomic) {
        lock(call, cx.model.locks().lookup(ATOMIC_END).get(), false);
      }
      if (own != null && !own.acquire()) {
        ownLock(call, own, LockTable.Op.RELEASE);
      }
    } else if (cx.model.locks().lookup(name).isPresent()) {
      lock(call, cx.model.locks().lookup(name).get());
    } else if (cx.model.functions().lookup(name).isPresent()) {
      modelled(call, callee, cx.model.functions().lookup(name).get());
    } else {
      extern(call, name);
    }
  }

  static final String ATOMIC_PREFIX = "__VERIFIER_atomic_";
  static final String ATOMIC_BEGIN = "__VERIFIER_atomic_begin";
  static final String ATOMIC_END = "__VERIFIER_atomic_end";

  /**
   * A function the program defines whose whole body is atomic (SV-COMP): its calls hold the
   * global atomic lock, except from another such function (already holding it).
   */
  private static boolean isAtomicFunction(String name) {
    return name.startsWith(ATOMIC_PREFIX) && !name.equals(ATOMIC_BEGIN)
        && !name.equals(ATOMIC_END);
  }

  /**
   * Whether atomic function {@code fn}'s own body takes and releases the atomic section's lock
   * (from its entry to each return), not its calls: a function whose address the program takes
   * (a thread's start routine, a function pointer) runs without a direct call to wrap. Before, a
   * {@code __VERIFIER_atomic_*} start routine or one called through a pointer ran outside any
   * section, and the precise checker confirmed races inside it. Its direct calls are not wrapped
   * (the body holds the section); one from another atomic function, already holding it, waits
   * for itself: that run ends there (the lockset analysis's release inside only adds races).
   */
  boolean holdsSectionInBody(LLVMValueRef fn) {
    if (!isAtomicFunction(Ir.name(fn)) || !Ir.isDefinition(fn)
        || cx.model.locks().lookup(ATOMIC_BEGIN).isEmpty()) {
      return false;
    }
    for (LLVMUseRef u = LLVMGetFirstUse(fn); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      boolean called = !Ir.isNull(LLVMIsACallInst(user))
          && Ir.key(LLVMGetCalledValue(user)) == Ir.key(fn)
          && java.util.stream.IntStream.range(0, LLVMGetNumArgOperands(user))
              .noneMatch(k -> Ir.key(LLVMGetOperand(user, k)) == Ir.key(fn));
      if (!called) {
        return true;
      }
    }
    return false;
  }

  /** The atomic section's acquire ({@code begin}) or release in a {@link #holdsSectionInBody} body. */
  void sectionOfBody(LLVMValueRef at, boolean begin) {
    lock(at, cx.model.locks().lookup(begin ? ATOMIC_BEGIN : ATOMIC_END).get(), false);
  }

  /**
   * The size of a pointer (and of {@code long}, {@code pthread_t}) in bytes on the target the
   * module was compiled for: 8 on x86-64, 4 for an ILP32 program.
   */
  private static long pointerSize(LiftContext cx) {
    return LLVMPointerSize(cx.ir.dataLayout);
  }

  private String result(LLVMValueRef call) {
    return f.hasName(call) ? f.name(call) : null;
  }

  /** The find-first-set functions of {@code <strings.h>} ({@link #findFirstSet}). */
  private static final Set<String> FIND_FIRST_SET = Set.of("ffs", "ffsl", "ffsll");

  /**
   * {@code r := ffs(x)}: 0 for 0, else the index from 1 of x's lowest set bit: any value from 0
   * to x's width (over-approximated), with the instruction it is for the exploration of
   * interleavings ({@code {:exact "ffs", w, x, 0}}).
   */
  private void findFirstSet(LLVMValueRef call, List<Attribute> at) {
    LLVMValueRef x = LLVMGetOperand(call, 0);
    int w = Ir.width(LLVMTypeOf(x));
    String r = result(call);
    f.havoc(List.of(r), FunctionLowering.plus(at, Attrs.overapprox("find first set"),
        Attrs.exact(new Attrs.Exact("ffs", w, f.values.intVal(x), Expr.num(0)))));
    f.assume(Expr.and(Expr.bin(BinOp.LE, Expr.num(0), Expr.var(r)),
        Expr.bin(BinOp.LE, Expr.var(r), Expr.num(w))));
  }

  private void freshResult(LLVMValueRef call, List<Attribute> attrs) {
    String r = result(call);
    if (r != null) {
      f.havoc(List.of(r), attrs);
    }
  }

  /**
   * The attributes of the result of a call to {@code g} whose model does not say its value (an
   * {@code <effect>}, an atomic operation, a deallocation, a no-protection or callback-control
   * function: strlen's length, atomic_add_return's sum): {@code {:overapprox}}. Before it was an
   * unmarked fresh value, which the precise checker took for one some run returns.
   */
  private static List<Attribute> modelResult(LLVMValueRef g) {
    // (no function for a kernel ops table's call, KernelOps)
    String name = g == null || Ir.isNull(g) ? "a modelled call" : Ir.name(g);
    return List.of(Attrs.overapprox("the result of " + name));
  }

  /** {@code call r := g(args)}, arguments and result converted to g's IVL types. */
  private void direct(LLVMValueRef call, LLVMValueRef g, List<Attribute> attrs) {
    String proc = LiftContext.procName(Ir.name(g));
    int np = LLVMCountParams(g);
    List<Expr> args = new ArrayList<>();
    for (int k = 0; k < np && k < LLVMGetNumArgOperands(call); k++) {
      args.add(f.values.as(LLVMGetOperand(call, k), LiftContext.ivlType(LLVMTypeOf(LLVMGetParam(g, k)))));
    }
    LLVMTypeRef ret = LLVMGetReturnType(LLVMGlobalGetValueType(g));
    List<String> outs = new ArrayList<>();
    String r = result(call);
    String conv = null;
    if (!Ir.isVoid(ret)) {
      Type rt = LiftContext.ivlType(ret);
      if (r != null && rt.equals(LiftContext.ivlType(LLVMTypeOf(call)))) {
        outs.add(r);
      } else {
        conv = f.fresh(rt);
        outs.add(conv);
      }
    }
    f.emit(new Cmd.Call(outs, proc, args, attrs, Pos.NONE));
    f.callees.add(proc);
    if (conv != null && r != null) {
      f.havoc(List.of(r), List.of(Attrs.overapprox("a result through a mismatched cast")));
    }
  }

  private void indirect(LLVMValueRef call) {
    KernelOps.Op op = cx.kernelOps().ofIndirectCall(call);
    if (op != null && kernelOp(call, op)) {
      return;
    }
    List<LLVMValueRef> targets = cx.pt.callees(call);
    if (targets.isEmpty() && cx.pt.callsOnlyNull(call)) {
      // a call through a pointer that can only be NULL: no executions that go on past it
      freshResult(call, f.at(call));
      return;
    }
    boolean unknown = cx.pt.mayCallUnknown(call) || targets.isEmpty();
    Expr fp = f.values.intVal(LLVMGetCalledValue(call));
    // the current block ends in a nondeterministic jump to one block per possible target;
    // all of them continue in a fresh block holding the rest of the LLVM block
    String cont = f.newLabel("call");
    List<String> caseLabels = new ArrayList<>();
    for (LLVMValueRef g : targets) {
      caseLabels.add(f.newLabel("to." + Ir.name(g)));
    }
    String unknownLabel = unknown ? f.newLabel("to.unknown") : null;
    List<String> all = new ArrayList<>(caseLabels);
    if (unknownLabel != null) {
      all.add(unknownLabel);
    }
    f.end(FunctionLowering.go(all));
    for (int k = 0; k < targets.size(); k++) {
      LLVMValueRef g = targets.get(k);
      f.start(caseLabels.get(k));
      cx.functionConstants.add(Ir.name(g));
      f.assume(Expr.eq(fp, Expr.var(LiftContext.functionConst(Ir.name(g)))));
      if (Ir.isDefinition(g)) {
        direct(call, g, f.at(call));
      } else {
        call(call, g);
      }
      f.end(FunctionLowering.go(List.of(cont)));
    }
    if (unknownLabel != null) {
      f.start(unknownLabel);
      String msg = "indirect call not resolved to known functions: havoc of reachable memory";
      f.diag(Diagnostic.Severity.WARNING, "indirect-call", call, msg);
      havocReachable(call, FunctionLowering.plus(f.at(call),
          FunctionLowering.unsound("indirect-call", msg)));
      f.end(FunctionLowering.go(List.of(cont)));
    }
    f.start(cont);
  }

  /** A target of an indirect call that is a declaration: lowered like a direct call to it. */
  private void call(LLVMValueRef call, LLVMValueRef g) {
    String name = Ir.name(g);
    if (cx.model.locks().lookup(name).isPresent()) {
      lock(call, cx.model.locks().lookup(name).get());
    } else if (cx.model.functions().lookup(name).isPresent()) {
      modelled(call, g, cx.model.functions().lookup(name).get());
    } else {
      extern(call, name);
    }
  }

  /** Shared and local regions reachable from the call's pointer arguments: havoc them. */
  private void havocReachable(LLVMValueRef call, List<Attribute> attrs) {
    List<Cell> cells = new ArrayList<>();
    for (int k = 0; k < LLVMGetNumArgOperands(call); k++) {
      Cell c = cx.pt.cell(LLVMGetOperand(call, k));
      if (c != null) {
        cells.add(c);
      }
    }
    List<RegionCell> rs = new ArrayList<>();
    for (Node n : cx.pt.reachable(cells)) {
      rs.addAll(cx.regions.regionsOf(n, 0, Long.MAX_VALUE));
    }
    List<String> vars = new ArrayList<>();
    String r = result(call);
    if (r != null) {
      vars.add(r);
    }
    for (RegionCell g : rs) {
      if (g.local()) {
        f.declareLocal(g.variable(), Type.map(Type.INT, Type.INT));
      } else {
        f.modified.add(g.variable());
      }
      if (!vars.contains(g.variable())) {
        vars.add(g.variable());
      }
    }
    if (vars.isEmpty()) {
      f.emit(new Cmd.Assume(Expr.TRUE, attrs, Pos.NONE));
    } else {
      f.havoc(vars, attrs);
    }
  }

  private void extern(LLVMValueRef call, String name) {
    String msg = name + ": external function without a model; havoc of the memory it can reach";
    f.diag(Diagnostic.Severity.WARNING, "extern-call", call, msg);
    havocReachable(call, FunctionLowering.plus(f.at(call),
        FunctionLowering.unsound("extern-call", msg)));
    // a driver function it is handed (call_rcu, request_firmware_nowait) may run later
    handedOver(call, name, "external function without a model");
  }

  /**
   * The driver functions a call hands to the kernel: a function argument, one inside the
   * initializer of a global an argument points to (a {@code regmap_config}'s {@code reg_read},
   * a {@code regmap_bus}'s {@code write}: a table of callbacks passed by address), or one stored
   * anywhere in memory the arguments reach, also at run time and field by field ({@code
   * pdev->dev.release = f; platform_device_add(pdev)}). Owned fields (a {@code netdev_priv}
   * area, {@code file->private_data}) are not followed: the kernel does not know the layout of
   * the driver's memory behind them, so it calls no function stored there. Unless it is an entry
   * point anyway, each is code no entry point stands for, which the callee ({@code what}: an
   * external function without a model, or a model that says it calls nothing back) may call,
   * later and concurrently or right there ({@code callback-not-entry}).
   */
  private void handedOver(LLVMValueRef call, String name, String what) {
    Set<String> seen = new LinkedHashSet<>();
    for (int k = 0; k < LLVMGetNumArgOperands(call); k++) {
      LLVMValueRef a = EntryPoints.stripCasts(LLVMGetOperand(call, k));
      List<LLVMValueRef> fns = new ArrayList<>();
      String in = "";
      if (!Ir.isNull(LLVMIsAFunction(a))) {
        fns.add(a);
      } else if (!Ir.isNull(LLVMIsAGlobalVariable(a)) && Ir.isDefinition(a)
          && !Ir.isNull(LLVMGetInitializer(a))) {
        functionsIn(LLVMGetInitializer(a), fns, 0);
        in = " (in " + Ir.name(a) + ")";
      }
      notEntries(call, name, what, fns, in, seen);
    }
    for (int k = 0; k < LLVMGetNumArgOperands(call); k++) {
      Cell c = cx.pt.cell(LLVMGetOperand(call, k));
      if (c == null) {
        continue;
      }
      List<LLVMValueRef> fns = new ArrayList<>();
      // a pointer to a member reaches that member's bytes only (defined behaviour: no access
      // past the member it was derived from), and what they point to
      Cell start = cx.pt.graph.find(c);
      long[] range = memberExtent(start.node(), start.offset());
      List<Cell> roots = new ArrayList<>();
      if (range == null) {
        roots.add(start);
      } else {
        for (Cell f : start.node().fields.subMap(range[0], true, range[1], false).values()) {
          roots.add(f);
        }
      }
      List<Node> reached = new ArrayList<>(cx.pt.reachable(roots, true));
      // the argument's own node, when no pointer leads back to it: only the member's slots
      boolean partial = range != null && !reached.contains(start.node());
      if (partial) {
        reached.add(0, start.node());
      }
      for (Node n : reached) {
        boolean member = partial && n == start.node();
        for (Map.Entry<Long, Cell> slot : n.fields.entrySet()) {
          if (member && (slot.getKey() < range[0] || slot.getKey() >= range[1])) {
            continue;
          }
          Node target = cx.pt.graph.find(slot.getValue()).node();
          for (AbstractObject o : target.objects.keySet()) {
            LLVMValueRef fn = o.kind() == AbstractObject.Kind.FUNCTION
                ? cx.pt.functionByName(o.name()) : null;
            if (fn != null && kernelMayCall(n, slot.getKey())) {
              fns.add(fn);
            }
          }
        }
      }
      fns.sort(java.util.Comparator.comparing(Ir::name));
      notEntries(call, name, what, fns, " (stored in memory its argument " + (k + 1)
          + " reaches)", seen);
    }
  }

  /**
   * The bytes {@code [from, to)} of the member a pointer to byte {@code off} of {@code n} points
   * to, by every type known there (their widest), or null for the whole node: at an object's
   * start (the pointer may be to the whole object), untyped or collapsed memory.
   */
  private long[] memberExtent(Node n, long off) {
    if (n.collapsed) {
      return null;
    }
    long to = -1;
    for (TypeAt t : typesAt(n, off)) {
      if (t.rel() == 0 && t.object()) {
        return null;
      }
      // a struct seen at the pointer itself (a type hint): its size; one around it: the member's
      long size = t.rel() == 0 ? t.type().size() : memberSizeAt(t.type(), t.rel(), 0);
      if (size <= 0) {
        return null;
      }
      to = Math.max(to, off + size);
    }
    return to < 0 ? null : new long[] {off, to};
  }

  /**
   * A type known to cover byte {@code rel} of itself at some byte of a node: an object's ({@code
   * object}), or a struct a pointer there was seen to have (a type hint).
   */
  private record TypeAt(CType type, long rel, boolean object) {}

  /** The types known to cover byte {@code off} of {@code n}: its objects' and its type hints'. */
  private List<TypeAt> typesAt(Node n, long off) {
    List<TypeAt> r = new ArrayList<>();
    for (Map.Entry<AbstractObject, Long> o : n.objects.entrySet()) {
      CType t = o.getKey().type();
      long rel = off - o.getValue();
      if (t != null && rel >= 0 && rel < t.size()) {
        r.add(new TypeAt(t, rel, true));
      }
    }
    for (Map.Entry<Long, String> h : n.typeHints.headMap(off, true).entrySet()) {
      CType.Struct st = cx.pt.di.struct(h.getValue());
      long rel = off - h.getKey();
      if (st != null && rel < st.size()) {
        r.add(new TypeAt(st, rel, false));
      }
    }
    return r;
  }

  /** The size of the outermost member of {@code t} starting at byte {@code rel}, or 0. */
  private static long memberSizeAt(CType t, long rel, int depth) {
    while (t instanceof CType.Array a && a.element().size() > 0) {
      rel %= a.element().size();
      if (rel == 0) {
        return a.element().size();
      }
      t = a.element();
    }
    if (!(t instanceof CType.Struct st) || depth > 16) {
      return 0;
    }
    long best = 0;
    for (CType.Member m : st.members()) {
      long r = rel - m.offset();
      if (r < 0 || r >= Math.max(m.type().size(), 1)) {
        continue;
      }
      long size = r == 0 ? m.type().size() : memberSizeAt(m.type(), r, depth + 1);
      if (size <= 0) {
        return 0;
      }
      best = Math.max(best, size); // every member starting there, for a union
    }
    return best;
  }

  /**
   * Whether the kernel may call a function pointer stored at byte {@code off} of {@code n}: unless
   * every type known there places the byte, innermost, in a struct the driver declares itself
   * (a hook in its private data, whose layout the kernel does not know). Untyped or collapsed
   * memory: it may.
   */
  private boolean kernelMayCall(Node n, long off) {
    if (n.collapsed) {
      return true;
    }
    List<TypeAt> types = typesAt(n, off);
    return types.isEmpty()
        || types.stream().anyMatch(t -> !inDriverStruct(t.type(), t.rel(), 0));
  }

  /**
   * Whether byte {@code rel} of {@code t} lies, innermost, in a struct the driver declares (and
   * the tables do not name as the kernel's: {@link FunctionModels#namesKernelStruct}), or in
   * a field of a kernel struct whose function is called back in place (functions.xml {@code
   * in-place-callback}; stub headers only: in kernel-tree mode the library is the kernel's code).
   */
  private boolean inDriverStruct(CType t, long rel, int depth) {
    while (t instanceof CType.Array a && a.element().size() > 0) {
      rel %= a.element().size();
      t = a.element();
    }
    if (!(t instanceof CType.Struct st) || depth > 16) {
      return false;
    }
    boolean covered = false;
    for (CType.Member m : st.members()) {
      long r = rel - m.offset();
      if (r < 0 || r >= Math.max(m.type().size(), 1)) {
        continue;
      }
      covered = true; // every member covering it, for a union
      CType mt = m.type();
      while (mt instanceof CType.Array a && a.element().size() > 0) {
        r %= a.element().size();
        mt = a.element();
      }
      // a struct the tables name as the kernel's (a DMA descriptor, whose callback the engine
      // calls) is no driver struct, also where the program declares it itself
      boolean driver = mt instanceof CType.Struct ? inDriverStruct(mt, r, depth + 1)
          : st.driverDeclared && !cx.model.functions().namesKernelStruct(st.name())
              || calledBackInPlace(st.name(), m.name());
      if (!driver) {
        return false;
      }
    }
    return covered;
  }

  /**
   * Whether a function in {@code struct.field} is called back in place only ({@code
   * in-place-callback}): with the stub headers, which model the library's functions as those
   * calls; in kernel-tree mode, where the library's own code is linked into the program whenever
   * the driver calls it ({@code <library>}: the tree has its source), so every call of it is
   * lifted, in the caller's thread.
   */
  private boolean calledBackInPlace(String struct, String field) {
    if (!cx.model.functions().calledBackInPlace(struct, field)) {
      return false;
    }
    if (!cx.model.kernelTree()) {
      return true;
    }
    String lib = cx.model.functions().inPlaceLibrary(struct, field);
    return lib != null && cx.ir.libraries.contains(lib);
  }

  private void notEntries(LLVMValueRef call, String name, String what, List<LLVMValueRef> fns,
      String in, Set<String> seen) {
    for (LLVMValueRef fn : fns) {
      if (!Ir.isDefinition(fn) || cx.entryRoles.containsKey(Ir.name(fn))
          || !seen.add(Ir.name(fn))) {
        continue;
      }
      String msg = name + ": " + what + " is handed " + Ir.name(fn) + in
          + ", which it may call later, concurrently: " + Ir.name(fn) + " is not an entry point";
      callbackNotEntry(call, msg);
    }
  }

  /** The functions inside constant {@code v} (structs and arrays, not the globals it points to). */
  private static void functionsIn(LLVMValueRef v, List<LLVMValueRef> out, int depth) {
    LLVMValueRef fn = EntryPoints.stripCasts(v);
    if (!Ir.isNull(LLVMIsAFunction(fn))) {
      out.add(fn);
      return;
    }
    if (depth > 16
        || Ir.isNull(LLVMIsAConstantStruct(v)) && Ir.isNull(LLVMIsAConstantArray(v))) {
      return;
    }
    for (int i = 0; i < LLVMGetNumOperands(v); i++) {
      functionsIn(LLVMGetOperand(v, i), out, depth + 1);
    }
  }

  /**
   * Reports a driver function that may run later, concurrently, without being an entry point, and
   * marks the call not modelled soundly there ({@code callback-not-entry}).
   */
  private void callbackNotEntry(LLVMValueRef call, String msg) {
    f.diag(Diagnostic.Severity.WARNING, "callback-not-entry", call, msg);
    f.emit(new Cmd.Assume(Expr.TRUE,
        FunctionLowering.plus(f.at(call), FunctionLowering.unsound("callback-not-entry", msg)),
        Pos.NONE));
  }

  /**
   * Assembly templates (whitespace collapsed) that only order memory accesses: the kernel's
   * {@code barrier()}, {@code mb()}/{@code rmb()}/{@code wmb()}, x86's {@code __smp_mb()} and
   * {@code rep_nop()}. Without outputs they change no value and no memory, and the analysis
   * already treats every access as it comes (sequentially consistent), so in kernel-tree mode they
   * are nothing; any other assembly stays unmodelled.
   */
  static final java.util.Set<String> FENCES = java.util.Set.of(
      "", "mfence", "lfence", "sfence", "lock; addl $$0,-4(%rsp)", "rep; nop", "pause");

  /**
   * Assembly that only records where it is, for the kernel's tools (Linux 6.1 x86): the trap of
   * {@code WARN()}/{@code BUG()} with its {@code __bug_table} entry (arch/x86/include/asm/bug.h)
   * and the {@code nop} with a {@code .discard.instr_begin}/{@code .discard.instr_end} entry of
   * {@code instrumentation_begin()}/{@code _end()} (include/linux/instrumentation.h). Their inputs
   * are immediates only (file, line, flags, a label number): they touch no memory.
   */
  static final java.util.regex.Pattern ANNOTATION = java.util.regex.Pattern.compile(
      "\\.pushsection\\s+(__bug_table|\\.discard\\.instr_(begin|end))\\b");

  /**
   * Whether every operand of an inline-assembly constraint string is an immediate input ({@code
   * i}, {@code n}) or a clobber: no register or memory operand.
   */
  static boolean onlyImmediateInputs(String constraints) {
    for (String c : constraints.split(",")) {
      String t = c.strip();
      if (!t.isEmpty() && !t.startsWith("~") && !t.equals("i") && !t.equals("n")) {
        return false;
      }
    }
    return true;
  }

  /**
   * The assembly of x86's {@code get_user()} and {@code put_user()} macros (Linux 6.1
   * arch/x86/include/asm/uaccess.h, do_get_user_call / do_put_user_call): {@code call
   * __get_user_%P4}, {@code call __put_user_%P[size]} and their {@code _nocheck} variants.
   */
  static final java.util.regex.Pattern USER_ACCESS_CALL = java.util.regex.Pattern.compile(
      "call __(get|put)_user(_nocheck)?_\\$\\{\\d+:P\\}");

  private void inlineAsm(LLVMValueRef call, LLVMValueRef asm) {
    String text = AsmIdioms.text(asm);
    String constraints = AsmIdioms.constraints(asm);
    if (Ir.isVoid(LLVMTypeOf(call)) && !constraints.contains("=")
        && !constraints.contains("*")
        && (LLVMGetNumArgOperands(call) == 0
                && FENCES.contains(text.strip().replaceAll("\\s+", " "))
            || onlyImmediateInputs(constraints) && ANNOTATION.matcher(text).find())) {
      // a compiler or CPU barrier; WARN()/BUG()'s trap with its bug-table entry (the kernel
      // reports and, for WARN, returns; BUG() is followed by unreachable), or the objtool
      // annotations of instrumentation_begin/end (a nop and a section entry): no value, no memory
      return;
    }
    if (cx.model.kernelTree() && USER_ACCESS_CALL.matcher(text.strip()).matches()
        && !constraints.contains("*") && !constraints.contains("~{memory}")) {
      // get_user()/put_user() (x86's uaccess.h): a call of the __get_user_N/__put_user_N
      // helpers, which access only the user address in their pointer register (or fault and
      // return -EFAULT), never kernel memory; the value read and the error are the outputs
      freshResult(call, f.at(call));
      return;
    }
    if (cx.model.kernelTree()) {
      AsmIdioms.Exchange x = AsmIdioms.exchange(call, text, constraints);
      if (x != null) {
        // xchg()/cmpxchg() (x86's cmpxchg.h): one locked read-modify-write of the word, inside
        // the global atomic section as the atomic_* models; the result is the old value
        LLVMValueRef word = LLVMGetOperand(call, x.pointerArg());
        lock(call, ATOMIC_SECTION_BEGIN, false);
        rangeEffect(call, word, Expr.num(x.size()), false);
        rangeEffect(call, word, Expr.num(x.size()), true);
        lock(call, ATOMIC_SECTION_END, false);
        freshResult(call, List.of(Attrs.overapprox("the result of inline assembly")));
        return;
      }
    }
    KernelOps.Op op = cx.kernelOps().ofParavirtCall(call, text, constraints);
    if (op != null && op.model() instanceof FunctionModels.Pure && kernelOp(call, op)) {
      // x86's paravirt call through a kernel ops table: its arguments are the macro's, in
      // registers, so only a model without effects on them (pure) stands for it
      return;
    }
    AsmOperands ops = AsmOperands.of(call);
    if (ops.modelled(call)) {
      asmOperands(call, ops);
      return;
    }
    String msg = "inline assembly \"" + text.strip() + "\": result and reachable memory havocked";
    f.diag(Diagnostic.Severity.WARNING, "inline-asm", call, msg);
    havocReachable(call, FunctionLowering.plus(f.at(call),
        FunctionLowering.unsound("inline-asm", msg)));
  }

  /**
   * Inline assembly whose effects are its operands ({@link AsmOperands#modelled}): each memory
   * operand read is a read of the cell its pointer names, each one written a write of a fresh
   * value there (reads first), as one atomic step holding the atomic-access lock for a locked
   * read-modify-write; the result is fresh.
   */
  private void asmOperands(LLVMValueRef call, AsmOperands ops) {
    LLVMValueRef first = null;
    for (AsmOperands.Operand o : ops.operands) {
      if (o.memory()) {
        first = LLVMGetOperand(call, o.arg());
        break;
      }
    }
    boolean atomic = ops.atomic && first != null && f.atomicAcquire(call, first);
    for (AsmOperands.Operand o : ops.operands) {
      if (o.read()) {
        LLVMValueRef p = LLVMGetOperand(call, o.arg());
        f.read(call, f.regionOf(p), f.values.intVal(p), f.fresh(Type.INT), false);
      }
    }
    for (AsmOperands.Operand o : ops.operands) {
      if (o.written()) {
        LLVMValueRef p = LLVMGetOperand(call, o.arg());
        String v = f.fresh(Type.INT);
        f.havoc(List.of(v), List.of(Attrs.overapprox("a value inline assembly writes")));
        f.write(call, f.regionOf(p), f.values.intVal(p), Expr.var(v));
      }
    }
    f.atomicEnd(call, atomic);
    freshResult(call, FunctionLowering.plus(f.at(call), Attrs.overapprox("the result of inline assembly")));
  }

  /**
   * A call through a field of a kernel ops table the program only declares ({@link KernelOps}):
   * the field's model, with the call's arguments as the function's. Models whose effects need the
   * called function's declaration (variadic arguments) or that register, hand over or start
   * threads are not ops: false, and the call stays unresolved.
   */
  private boolean kernelOp(LLVMValueRef call, KernelOps.Op op) {
    FunctionModels.Model m = op.model();
    boolean variadic = switch (m) {
      case FunctionModels.Alloc a -> Stream.concat(a.reads().stream(), a.writes().stream())
          .anyMatch(x -> x.argument() < 0);
      case FunctionModels.Effect e -> e.resultArg() >= 0 || e.resultAfter() != null
          || Stream.concat(e.reads().stream(), e.writes().stream())
              .anyMatch(x -> x.argument() < 0);
      case FunctionModels.Pure p -> false;
      case FunctionModels.KernelObject k -> k.perThread() != null;
      case FunctionModels.Free fr -> false;
      default -> true;
    };
    if (variadic || m instanceof FunctionModels.Alloc a && a.areaAfter() != null) {
      return false;
    }
    if (!(m instanceof FunctionModels.Free) && !cx.model.functions().callsNothing(m.name())) {
      handedOver(call, op.struct() + "." + op.field(),
          "a kernel function modelled without callbacks");
    }
    f.diag(Diagnostic.Severity.NOTE, "kernel-op", call, "call through " + op.struct() + "."
        + op.field() + ", a table of the kernel's the program does not define or write: modelled"
        + " as " + m.name());
    // no declaration to give: the models admitted above read no variadic argument
    lowerModel(call, null, m);
    return true;
  }

  private void modelled(LLVMValueRef call, LLVMValueRef g, FunctionModels.Model m) {
    if (!(m instanceof FunctionModels.Callback || m instanceof FunctionModels.ThreadCreate
        || m instanceof FunctionModels.Free)
        && !cx.model.functions().callsNothing(Ir.name(g))) {
      // only hand-overs and thread creations say what happens to a function argument; before,
      // a function handed to any other model (create_proc_read_entry's read_proc,
      // blk_register_region's probe, platform_driver_probe's probe) was silently not analysed.
      // A deallocation (free, kfree, vfree, devm_kfree, kmem_cache_free) calls nothing stored
      // in the memory it frees (LDV's environment frees structures that hold the driver's
      // callbacks: free was taken to hand them over). Nor does a function that provably calls
      // nothing (a device register accessor, functions.xml <calls-nothing>): before, every
      // ioread32(ioaddr + reg) of a driver whose I/O mapping the points-to analysis merged with
      // its private struct "handed over" the functions stored there (8139too in 6.1: its MII
      // callbacks, 297 of 309 pairs)
      handedOver(call, Ir.name(g), "a function modelled without callbacks");
    }
    lowerModel(call, g, m);
  }

  /**
   * The semaphore operation of a call of a {@code <pure semaphore=...>} model: its first argument
   * (and {@code sem_init}'s third, the count); null for any other model or a call without them.
   */
  private Attrs.SemaphoreOp semaphoreOp(LLVMValueRef call, FunctionModels.Pure p) {
    if (p.semaphore() == null) {
      return null;
    }
    int n = LLVMGetNumArgOperands(call);
    boolean init = p.semaphore() == FunctionModels.Semaphore.INIT;
    if (n < (init ? 3 : 1)) {
      return null;
    }
    Expr sem = f.values.val(LLVMGetOperand(call, 0));
    return new Attrs.SemaphoreOp(p.semaphore().name().toLowerCase(java.util.Locale.ROOT), sem,
        init ? f.values.val(LLVMGetOperand(call, 2)) : null);
  }

  /**
   * {@code assume {:valid_pointer "fn", p, ...} true} before a call of model {@code fn} whose
   * arguments {@code args} must point to objects (a lock, a semaphore): the precise checker and
   * the exploration of interleavings let no run go on past the call with one of them NULL (or a
   * field of NULL), which is undefined behaviour, a crash in practice. A global's address (plus a
   * constant) is always valid and left out; nothing when no argument is left.
   */
  private void validPointers(LLVMValueRef call, String fn, List<Integer> args) {
    List<Expr> pointers = new ArrayList<>();
    for (int i : args) {
      if (i < LLVMGetNumArgOperands(call)) {
        Expr p = f.values.intVal(LLVMGetOperand(call, i));
        if (!globalAddress(p)) {
          pointers.add(p);
        }
      }
    }
    if (!pointers.isEmpty()) {
      f.emit(new Cmd.Assume(Expr.TRUE,
          FunctionLowering.plus(f.at(call), Attrs.validPointer(fn, pointers)), Pos.NONE));
    }
  }

  /** {@link #validPointers} for the one pointer {@code ptr}. */
  private void validPointer(LLVMValueRef call, String fn, LLVMValueRef ptr) {
    Expr p = f.values.intVal(ptr);
    if (!globalAddress(p)) {
      f.emit(new Cmd.Assume(Expr.TRUE,
          FunctionLowering.plus(f.at(call), Attrs.validPointer(fn, List.of(p))), Pos.NONE));
    }
  }

  /** Whether {@code p} is a global's address, or one plus a constant (a field of a global). */
  private static boolean globalAddress(Expr p) {
    if (p instanceof Expr.Binary(BinOp op, Expr l, Expr r) && op == BinOp.ADD
        && r instanceof Expr.IntLit) {
      p = l;
    }
    return p instanceof Expr.Var(String v) && v.startsWith("$g.");
  }

  /** The commands of a call of {@code g} that model {@code m} stands for. */
  private void lowerModel(LLVMValueRef call, LLVMValueRef g, FunctionModels.Model m) {
    List<Attribute> at = f.at(call);
    switch (m) {
      case FunctionModels.Alloc a -> {
        argumentAccesses(call, g, a.reads(), a.writes());
        String r = result(call);
        if (r != null) {
          f.noteAllocation(r, call);
          f.havoc(List.of(r), at);
          Expr fresh = Expr.bin(BinOp.GE, Expr.var(r), Expr.num(cx.heapBase));
          f.assume(a.mayFail() ? Expr.or(Expr.eq(Expr.var(r), Expr.num(0)), fresh) : fresh);
        }
      }
      case FunctionModels.Pure p -> {
        validPointers(call, p.name(), p.validArgs());
        if (p.assumes() && LLVMGetNumArgOperands(call) >= 1) {
          // the runs on which the argument holds: before, nothing, so the precise checker and the
          // interleaving search confirmed races on runs the program rules out
          f.emit(new Cmd.Assume(f.values.boolVal(LLVMGetOperand(call, 0)), at, Pos.NONE));
        }
        // a semaphore's operation: the exploration of interleavings runs its count; every other
        // analysis reads nothing in it (a wait blocks, below, as before)
        Attrs.SemaphoreOp sem = semaphoreOp(call, p);
        if (p.blocks() || sem != null) {
          List<Attribute> mark = new ArrayList<>(at);
          if (p.blocks()) {
            mark.add(Attrs.blockingWait(p.name()));
          }
          if (sem != null) {
            mark.add(Attrs.semaphore(sem));
          }
          f.emit(new Cmd.Assume(Expr.TRUE, mark, Pos.NONE));
        }
        if (p.ends() != null) {
          f.emit(new Cmd.Assume(Expr.TRUE, FunctionLowering.plus(at,
              Attrs.noReturn(p.ends() == FunctionModels.Ends.PROGRAM, p.name())), Pos.NONE));
        }
        if (FIND_FIRST_SET.contains(p.name()) && LLVMGetNumArgOperands(call) == 1
            && result(call) != null) {
          findFirstSet(call, at);
        } else {
          // every value of the type a possible result (any-value), or some value the model does
          // not say (rand() is never -1): an over-approximation, no run need have it, except
          // the results the model says every call may have (a POSIX function's success)
          List<Attribute> result = new ArrayList<>(at);
          if (p.anyValue()) {
            result.add(Attrs.anyValue(p.name()));
          } else {
            result.add(Attrs.overapprox("the result of " + p.name()));
            if (!p.possibleResults().isEmpty()
                && LiftContext.ivlType(LLVMTypeOf(call)) instanceof Type.Int) {
              result.add(Attrs.possibleResults(p.possibleResults()));
            }
          }
          freshResult(call, result);
          if (p.anyValue() && result(call) != null) {
            f.assumeTypeRange(result(call), LLVMTypeOf(call));
          }
        }
      }
      case FunctionModels.KernelObject k -> freshResult(call, at);
      case FunctionModels.MatchData md -> {
        // the result points where the tables' values do (PointsTo); its value stays any value,
        // which also covers a device bound to another driver (whose tables are not these)
        List<String> writable = cx.pt.matchTables(md).writable();
        if (writable.isEmpty()) {
          freshResult(call, at);
        } else {
          String msg = md.name() + ": reads the match table" + (writable.size() == 1 ? " " : "s ")
              + String.join(", ", writable) + ", which the driver may write (not constant, or "
              + "not of the modelled layout); havoc of the memory it can reach";
          f.diag(Diagnostic.Severity.WARNING, "extern-call", call, msg);
          havocReachable(call, FunctionLowering.plus(at, FunctionLowering.unsound("extern-call", msg)));
        }
      }
      case FunctionModels.Atomic a -> {
        atomic(call, a);
        freshResult(call, modelResult(g));
      }
      case FunctionModels.Free fr -> {
        free(call, fr);
        freshResult(call, modelResult(g));
      }
      case FunctionModels.Effect e -> {
        argumentAccesses(call, g, e.reads(), e.writes());
        freshResult(call, modelResult(g));
      }
      case FunctionModels.Registration reg -> {
        argumentAccesses(call, g, reg.reads(), reg.writes());
        externCall(call, g, FunctionLowering.plus(at, Attrs.registration(Ir.name(g))));
        String r = reg.allocates() ? result(call) : null;
        if (r != null) {
          // the object it creates: NULL, an error pointer (kernel: ERR_PTR, a small negative
          // value) or a fresh object, as an allocation's (PointsTo#heapObject)
          f.assume(Expr.or(Expr.bin(BinOp.LE, Expr.var(r), Expr.num(0)),
              Expr.bin(BinOp.GE, Expr.var(r), Expr.num(cx.heapBase))));
        }
      }
      case FunctionModels.ThreadCreate tc -> threadCreate(call, g, tc);
      case FunctionModels.ThreadJoin tj -> threadJoin(call, g, tj);
      case FunctionModels.NoProtection np -> {
        f.diag(Diagnostic.Severity.NOTE, "no-protection", call, np.what() + " " + np.reason());
        freshResult(call, FunctionLowering.plus(at, modelResult(g).get(0)));
      }
      case FunctionModels.CallbackControl cc -> {
        if (cx.callbacks != null) {
          callbackControl(call, g, cc);
        } else {
          freshResult(call, FunctionLowering.plus(at, modelResult(g).get(0)));
        }
      }
      case FunctionModels.Callback cb -> {
        argumentAccesses(call, g, List.of(), cb.writes());
        if (cb.makesEntryPoints() && cx.callbacks != null) {
          callbackEntry(call, g, cb);
        } else {
          callbackHandOver(call, g, cb);
          freshResult(call, at);
        }
      }
    }
  }

  /**
   * A callback hand-over whose functions are entry points ({@link Callbacks}): a registration
   * call naming the callbacks live from here on ({@code {:threads}}: the function and those its
   * code hands over in turn) and the first function's create site, so an init-like entry point is
   * checked against them from this call on; a note says where each became an entry point. A
   * function argument that is not a function the driver defines is reported: the callback it
   * stands for is not analysed, so the call is unsound (its entry point's pairs unverified).
   */
  private void callbackEntry(LLVMValueRef call, LLVMValueRef g, FunctionModels.Callback cb) {
    List<Attribute> attrs = new ArrayList<>(f.at(call));
    attrs.add(Attrs.registration(Ir.name(g)));
    List<Callbacks.Site> sites = cx.callbacks.sitesAt(call);
    List<String> direct = new ArrayList<>();
    for (Callbacks.Site site : sites) {
      if (site.resolved() && !direct.contains(Ir.name(site.fn()))) {
        direct.add(Ir.name(site.fn()));
      }
    }
    attrs.add(Attrs.callbackRegistration(direct));
    Set<String> live = new LinkedHashSet<>();
    Attrs.CreateSite first = null;
    for (Callbacks.Site site : sites) {
      if (!site.resolved()) {
        String msg = site.api() + ": " + ("aeio".indexOf(cb.kind().charAt(0)) >= 0 ? "an " : "a ")
            + cb.kind() + " that is not a function the driver defines is handed over: it is not"
            + " analysed";
        f.diag(Diagnostic.Severity.WARNING, "callback-not-entry", call, msg);
        attrs.add(FunctionLowering.unsound("callback-not-entry", msg));
        continue;
      }
      String fn = Ir.name(site.fn());
      if (cb.startsDisarmed()) {
        // not live from here: from an arming call ({:threads} there), or a kernel registration
        // when code other than this entry point's may arm it (LiftedProgram#enables)
        f.diag(Diagnostic.Severity.NOTE, "callback-entry", call, site.api() + ": " + cb.kind()
            + " " + fn + " is an entry point (" + site.kind() + ") once armed: "
            + cb.disarmedUntilArmed());
        continue;
      }
      live.addAll(cx.callbacks.liveAfter(site, callGraph().calls(), callGraph().indirectCallers()));
      if (first == null) {
        first = new Attrs.CreateSite(fn, cx.callbacks.sitesOf(fn).indexOf(site));
      }
      f.diag(Diagnostic.Severity.NOTE, "callback-entry", call, site.api() + ": " + cb.kind()
          + " " + fn + " is an entry point (" + site.kind() + ") from here on");
    }
    if (!live.isEmpty()) {
      attrs.add(Attrs.threads(List.copyOf(live)));
      attrs.add(Attrs.createSite(first));
    } else {
      attrs.add(Attrs.threads(List.of()));
    }
    externCall(call, g, attrs);
    failedHandOver(call, g);
  }

  /**
   * A hand-over that returns an int returns 0 when it took the function ({@code request_irq}): on
   * the path where it failed, the callback was not handed over, so an {@code {:ends}} call (of
   * no effect) stops the callbacks it certainly names ({@link Callbacks#endedByFailure}: this
   * is their only hand-over), and the driver's error path (a kfree after a failed request_irq) is
   * not checked against them.
   */
  private void failedHandOver(LLVMValueRef call, LLVMValueRef g) {
    String r = result(call);
    LLVMTypeRef ft = LLVMGlobalGetValueType(g);
    if (r == null || Ir.isVoid(LLVMGetReturnType(ft))) {
      return;
    }
    List<String> ended = cx.callbacks.endedByFailure(call);
    if (ended.isEmpty()) {
      return;
    }
    String failed = f.newLabel("handover.failed");
    String ok = f.newLabel("handover.ok");
    String cont = f.newLabel("handover.cont");
    f.end(FunctionLowering.go(List.of(failed, ok)));
    f.start(failed);
    f.assume(Expr.not(Expr.eq(Expr.var(r), Expr.num(0))));
    List<Attribute> attrs = new ArrayList<>(f.at(call));
    attrs.add(Attrs.ends(ended));
    List<Expr> args = new ArrayList<>();
    for (int k = 0; k < LLVMCountParamTypes(ft) && k < LLVMGetNumArgOperands(call); k++) {
      args.add(f.values.intVal(LLVMGetOperand(call, k)));
    }
    f.emit(new Cmd.Call(List.of(f.fresh(Type.INT)), LiftContext.procName(Ir.name(g)), args,
        attrs, Pos.NONE));
    f.end(FunctionLowering.go(List.of(cont)));
    f.start(ok);
    f.assume(Expr.eq(Expr.var(r), Expr.num(0)));
    f.end(FunctionLowering.go(List.of(cont)));
    f.start(cont);
  }

  /**
   * A call that arms or ends callbacks ({@link FunctionModels.CallbackControl}): arming ({@code
   * mod_timer}, {@code schedule_work}, {@code enable_irq}) is a registration naming the callbacks
   * of its kinds whose object it may be ({@link Callbacks#armed}), so they run from here on;
   * ending ({@code del_timer_sync}, {@code free_irq}) names the callbacks it certainly stops
   * ({@code {:ends}}, {@link Callbacks#ended}).
   */
  private void callbackControl(LLVMValueRef call, LLVMValueRef g,
      FunctionModels.CallbackControl cc) {
    List<Attribute> attrs = new ArrayList<>(f.at(call));
    if (cc.effect() == FunctionModels.CallbackControl.Control.ARM) {
      List<String> armed = cx.callbacks.armed(call, cc, cx.pt);
      attrs.add(Attrs.registration(Ir.name(g)));
      attrs.add(Attrs.callbackRegistration(armed));
      // live from here: the armed callbacks and what their code hands over or arms in turn
      attrs.add(Attrs.threads(
          cx.callbacks.liveAfter(armed, callGraph().calls(), callGraph().indirectCallers())));
    } else {
      List<String> ended = cx.callbacks.ended(call, cc, cx.pt, cx.lockInstances,
          entryProcedures(), callGraph().calls(), callGraph().indirectCallers(), cx.model);
      if (!ended.isEmpty()) {
        attrs.add(Attrs.ends(ended));
      }
    }
    externCall(call, g, attrs);
  }

  private Set<String> entryProcedures() {
    return cx.entryRoles.keySet();
  }

  /** The direct calls between the driver's functions and its indirect callers, computed once. */
  private CallGraph callGraph() {
    if (cx.callGraph == null) {
      cx.callGraph = cx.threads != null ? cx.threads.graph() : CallGraph.of(cx.ir);
    }
    return cx.callGraph;
  }

  /**
   * A driver function handed to the kernel for later ({@code request_irq}'s handler, a timer or
   * work function): not an entry point, so races between it and the entry points are not looked
   * for: the call is not modelled soundly (its entry point's pairs are unverified, and the driver
   * is not known to be race-free). Reported once per function argument, unless the function is an
   * entry point all the same
   * ({@code --entry-point}); the report names the function when the argument is a constant.
   */
  private void callbackHandOver(LLVMValueRef call, LLVMValueRef g, FunctionModels.Callback cb) {
    String api = Ir.name(g);
    for (int k : cb.fnArgs()) {
      if (k >= LLVMGetNumArgOperands(call)) {
        continue;
      }
      LLVMValueRef fn = LLVMGetOperand(call, k);
      if (isNullConstant(fn)
          || !Ir.isNull(LLVMIsAFunction(fn)) && cx.entryRoles.containsKey(Ir.name(fn))) {
        continue; // an entry point all the same (--entry-point)
      }
      String what = !Ir.isNull(LLVMIsAFunction(fn))
          ? cb.kind() + " " + Ir.name(fn)
          : ("aeio".indexOf(cb.kind().charAt(0)) >= 0 ? "an " : "a ") + cb.kind();
      String by = api.startsWith("__pairlock_") ? "" : api + ": ";
      String msg = by + what
          + " is not an entry point: races between it and the entry points are not looked for";
      callbackNotEntry(call, msg);
    }
  }

  /** The global atomic section of kernel-tree mode (a lock of kind {@code atomic}). */
  static final String KERNEL_ATOMIC_SECTION = "__pairlock_kernel_atomic";

  private static final LockTable.LockOp ATOMIC_SECTION_BEGIN = new LockTable.LockOp(
      "atomic section", LockTable.Op.ACQUIRE, -1, "atomic", null, null, KERNEL_ATOMIC_SECTION);
  private static final LockTable.LockOp ATOMIC_SECTION_END = new LockTable.LockOp(
      "atomic section", LockTable.Op.RELEASE, -1, "atomic", null, null, KERNEL_ATOMIC_SECTION);

  /**
   * An atomic operation ({@code atomic_inc(v)}, {@code set_bit(nr, addr)}): its read and/or
   * write of the word inside the global atomic section. Atomic operations never race with each
   * other; a plain access to the word still races with them, and they protect nothing else.
   */
  private void atomic(LLVMValueRef call, FunctionModels.Atomic a) {
    if (a.argument() >= LLVMGetNumArgOperands(call)) {
      return;
    }
    LLVMValueRef p = LLVMGetOperand(call, a.argument());
    Expr size = Expr.num(a.size());
    if (a.bitArgument() >= 0) {
      LLVMValueRef nr = a.bitArgument() < LLVMGetNumArgOperands(call)
          ? LLVMGetOperand(call, a.bitArgument()) : null;
      if (nr != null && Ir.isConstantInt(nr) && LLVMConstIntGetSExtValue(nr) >= 0) {
        long word = LLVMConstIntGetSExtValue(nr) / (8L * a.size());
        size = Expr.num((word + 1) * a.size()); // the words up to the bit's, from the pointer
      } else {
        size = null; // any word from the pointer on
      }
    }
    lock(call, ATOMIC_SECTION_BEGIN, false);
    if (a.read()) {
      rangeEffect(call, p, size, false);
    }
    if (a.write()) {
      rangeEffect(call, p, size, true);
    }
    lock(call, ATOMIC_SECTION_END, false);
  }

  /**
   * {@code kfree(p)}: the object's lifetime ends, which conflicts with every other access of it
   * (unless a common lock orders them), so a write to every region of the object from {@code p}
   * on, as for a range of unknown size. {@code free(NULL)} does nothing: the write is on the
   * branch where {@code p != 0} only.
   */
  private void free(LLVMValueRef call, FunctionModels.Free fr) {
    if (fr.argument() >= LLVMGetNumArgOperands(call)) {
      return;
    }
    LLVMValueRef p = LLVMGetOperand(call, fr.argument());
    if (Ir.isZeroConstant(p)) {
      return;
    }
    Expr pv = f.values.intVal(p);
    String freed = f.newLabel("free");
    String isNull = f.newLabel("free.null");
    String cont = f.newLabel("freed");
    f.end(FunctionLowering.go(List.of(freed, isNull)));
    f.start(freed);
    f.assume(Expr.not(Expr.eq(pv, Expr.num(0))));
    rangeEffect(call, p, null, true, true);
    f.end(FunctionLowering.go(List.of(cont)));
    f.start(isNull);
    f.assume(Expr.eq(pv, Expr.num(0)));
    f.end(FunctionLowering.go(List.of(cont)));
    f.start(cont);
  }

  /**
   * Reads ({@code printf}'s {@code %s}) or writes ({@code sscanf}'s results), size unknown,
   * through every pointer passed as a variadic argument.
   */
  private void variadicAccesses(LLVMValueRef call, LLVMValueRef g, boolean write) {
    int fixed = LLVMCountParamTypes(LLVMGlobalGetValueType(g));
    for (int k = fixed; k < LLVMGetNumArgOperands(call); k++) {
      LLVMValueRef a = LLVMGetOperand(call, k);
      if (Ir.isPointer(LLVMTypeOf(a)) && !isNullConstant(a)) {
        rangeEffect(call, a, null, write);
      }
    }
  }

  private static boolean isNullConstant(LLVMValueRef v) {
    return LLVMGetValueKind(v) == LLVMConstantPointerNullValueKind;
  }

  /**
   * {@code pthread_create(&t, attr, f, arg)}: stores the handle, then a registration call that
   * names the threads that may run from here on ({@code {:threads "f", ...}}, see {@link
   * Threads#threadsAfter}), the create site ({@code {:create_site "f", k}}: site {@code k} of
   * {@code f}'s) and which argument the thread receives ({@code {:start_arg "f", 3}}). A start function that is not a function the program defines is
   * reported: the threads it may start are not analysed, so the call is unsound.
   */
  private void threadCreate(LLVMValueRef call, LLVMValueRef g, FunctionModels.ThreadCreate tc) {
    List<Attribute> at = f.at(call);
    if (tc.handleArg() < LLVMGetNumArgOperands(call)) {
      LLVMValueRef h = LLVMGetOperand(call, tc.handleArg());
      if (cx.pt.cell(h) == null) {
        rangeEffect(call, h, Expr.num(pointerSize(cx)), true);
      } else {
        // the new thread's handle, as a store of a pthread_t would write it: the handle word
        // only, not the rest of its region (an array of handles keeps the handles stored before;
        // the precise checker tells the threads of its joins apart by them)
        String v = f.fresh(Type.INT);
        f.havoc(List.of(v), List.of());
        f.write(call, f.regionOf(h), f.values.intVal(h), Expr.var(v));
      }
    }
    Threads.Site site = cx.threads == null ? null : cx.threads.site(call);
    List<Attribute> attrs = new ArrayList<>(at);
    attrs.add(Attrs.registration(Ir.name(g)));
    if (site != null && site.resolved()) {
      attrs.add(Attrs.threads(List.copyOf(cx.threads.threadsAfter(site))));
      String routine = Ir.name(site.routine());
      attrs.add(Attrs.createSite(
          new Attrs.CreateSite(routine, cx.threads.sitesOf(routine).indexOf(site))));
      if (tc.argArg() < LLVMGetNumArgOperands(call)) {
        // which argument of the call the started thread's first parameter receives
        attrs.add(Attrs.startArg(new Attrs.StartArg(routine, tc.argArg())));
      }
    } else {
      String msg = Ir.name(g) + ": the start function is not a function the program defines;"
          + " the thread it starts is not analysed";
      f.diag(Diagnostic.Severity.WARNING, "unresolved-thread", call, msg);
      attrs.add(FunctionLowering.unsound("unresolved-thread", msg));
    }
    externCall(call, g, attrs);
  }

  /**
   * {@code pthread_join(t, &ret)}: stores the result, then a call marked {@code {:thread_join}},
   * and {@code {:join "f", k, n}} when it certainly joins the thread started at create site {@code
   * k} of the {@code n} of template {@code f} ({@link #joinedSite}).
   */
  private void threadJoin(LLVMValueRef call, LLVMValueRef g, FunctionModels.ThreadJoin tj) {
    int nargs = LLVMGetNumArgOperands(call);
    if (tj.resultArg() >= 0 && tj.resultArg() < nargs
        && !isNullConstant(LLVMGetOperand(call, tj.resultArg()))) {
      rangeEffect(call, LLVMGetOperand(call, tj.resultArg()), Expr.num(pointerSize(cx)), true);
    }
    List<Attribute> attrs = new ArrayList<>(f.at(call));
    attrs.add(Attrs.threadJoin());
    Attrs.Join joined =
        tj.handleArg() < nargs ? joinedSite(cx, LLVMGetOperand(call, tj.handleArg())) : null;
    if (joined != null) {
      attrs.add(Attrs.join(joined));
    }
    externCall(call, g, attrs);
  }

  /**
   * The create site whose thread a join of {@code handle} certainly waits for, or null: the handle
   * is loaded from one abstract location (not an array element) that only that create site
   * writes (no other create, store, atomic or library write reaches it; so it holds that thread's
   * handle or its initial value), every create site of its template runs at most once, in main's
   * thread ({@link Threads.Site#inMain}: so no other code starts threads of the template, and
   * main's own flow orders its creates and joins), and the program detaches no thread (a join of
   * a detached thread does not wait).
   */
  static Attrs.Join joinedSite(LiftContext cx, LLVMValueRef handle) {
    if (cx.threads == null || cx.threads.detaches() || Ir.isNull(LLVMIsALoadInst(handle))) {
      return null;
    }
    Cell loaded = cx.pt.cell(LLVMGetOperand(handle, 0));
    if (loaded == null || unresolvedReason(cx, loaded) != null || inArray(cx, loaded)) {
      return null;
    }
    Attrs.Join found = null;
    for (String t : cx.threads.templates()) {
      List<Threads.Site> sites = cx.threads.sitesOf(t);
      for (int k = 0; k < sites.size(); k++) {
        Threads.Site s = sites.get(k);
        FunctionModels.ThreadCreate tc = (FunctionModels.ThreadCreate)
            cx.model.functions().lookup(Ir.name(LLVMGetCalledValue(s.call()))).orElseThrow();
        Cell h = cx.pt.cell(LLVMGetOperand(s.call(), tc.handleArg()));
        if (h != null && h.node() == loaded.node() && h.offset() == loaded.offset()) {
          if (found != null || !sites.stream().allMatch(Threads.Site::inMain)) {
            return null; // the location may hold the handle of several threads
          }
          found = new Attrs.Join(t, k, sites.size());
        }
      }
    }
    return found != null && onlyCreatesWrite(cx, loaded) ? found : null;
  }

  /**
   * Whether no instruction but one thread create's handle store may write the handle at {@code
   * handle} (a {@code pthread_t}, as wide as a pointer): one create (of any start function) stores a handle there, no store or atomic access
   * reaches an overlapping cell, no block copy or fill ({@code llvm.memcpy}, …) and no library
   * call writes through a pointer into its object ({@link FunctionModels.Effect}).
   */
  private static boolean onlyCreatesWrite(LiftContext cx, Cell handle) {
    int creates = 0;
    for (PointsTo.Access a : cx.pt.accesses()) {
      if (LLVMGetInstructionOpcode(a.inst()) != LLVMLoad
          && overlaps(cx.pt.cell(a.pointer()), a.size(), handle, pointerSize(cx))) {
        return false;
      }
    }
    for (LLVMValueRef f : Ir.functions(cx.ir.module)) {
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) != LLVMCall
              || Ir.isNull(LLVMIsAFunction(LLVMGetCalledValue(i)))) {
            continue;
          }
          String callee = Ir.name(LLVMGetCalledValue(i));
          if (callee.startsWith("llvm.memcpy") || callee.startsWith("llvm.memmove")
              || callee.startsWith("llvm.memset")) {
            Cell dest = cx.pt.cell(LLVMGetOperand(i, 0));
            if (dest != null && dest.node() == handle.node()) {
              return false; // a block copy or fill over the handle's object
            }
            continue;
          }
          FunctionModels.Model m = cx.model.functions().lookup(callee).orElse(null);
          if (m instanceof FunctionModels.ThreadCreate tc) {
            Cell h = tc.handleArg() < LLVMGetNumArgOperands(i)
                ? cx.pt.cell(LLVMGetOperand(i, tc.handleArg())) : null;
            long hs = pointerSize(cx);
            if (h == null || overlaps(h, hs, handle, hs)) {
              creates++;
            }
          } else if (m instanceof FunctionModels.Effect e) {
            for (FunctionModels.Access w : e.writes()) {
              if (w.argument() >= 0 && w.argument() < LLVMGetNumArgOperands(i)) {
                Cell c = cx.pt.cell(LLVMGetOperand(i, w.argument()));
                if (c != null && c.node() == handle.node()) {
                  return false;
                }
              }
            }
          }
        }
      }
    }
    return creates == 1;
  }

  /** Whether {@code size} bytes at {@code c} may overlap the {@code hsize} bytes at {@code handle}. */
  private static boolean overlaps(Cell c, long size, Cell handle, long hsize) {
    if (c == null || c.node() != handle.node()) {
      return false;
    }
    return c.node().collapsed
        || c.offset() < handle.offset() + hsize && handle.offset() < c.offset() + Math.max(size, 1);
  }

  /** A call to a bodiless {@code {:extern}} procedure for {@code g} (args as integers). */
  private void externCall(LLVMValueRef call, LLVMValueRef g, List<Attribute> attrs) {
    cx.registrations.put(Ir.name(g), g);
    String proc = LiftContext.procName(Ir.name(g));
    List<Expr> args = new ArrayList<>();
    LLVMTypeRef ft = LLVMGlobalGetValueType(g);
    for (int k = 0; k < LLVMCountParamTypes(ft) && k < LLVMGetNumArgOperands(call); k++) {
      args.add(f.values.intVal(LLVMGetOperand(call, k)));
    }
    List<String> outs = new ArrayList<>();
    if (!Ir.isVoid(LLVMGetReturnType(ft))) {
      String r = result(call);
      outs.add(r != null ? r : f.fresh(Type.INT));
    }
    f.emit(new Cmd.Call(outs, proc, args, attrs, Pos.NONE));
  }

  /**
   * A read or write of {@code size} bytes from a pointer argument: per region of the target, a
   * single access at a nondeterministic address in the range (what a watched-offset race check
   * needs); writes also havoc the region (every byte of the range may change).
   */
  /**
   * The accesses a model states through the call's arguments: the reads, then the writes (an
   * access of argument -1: every variadic argument).
   */
  private void argumentAccesses(LLVMValueRef call, LLVMValueRef g,
      List<FunctionModels.Access> reads, List<FunctionModels.Access> writes) {
    for (FunctionModels.Access acc : reads) {
      if (acc.argument() < 0) {
        variadicAccesses(call, g, false);
      } else {
        rangeAccess(call, acc, false);
      }
    }
    for (FunctionModels.Access acc : writes) {
      if (acc.argument() < 0) {
        variadicAccesses(call, g, true);
      } else {
        rangeAccess(call, acc, true);
      }
    }
  }

  private void rangeAccess(LLVMValueRef call, FunctionModels.Access acc, boolean write) {
    if (acc.argument() >= LLVMGetNumArgOperands(call)) {
      return;
    }
    LLVMValueRef p = LLVMGetOperand(call, acc.argument());
    if (isNullConstant(p)) {
      return; // time(NULL), nanosleep(&t, NULL): nothing there to access
    }
    Expr size = acc.sizeArgument() >= 0 && acc.sizeArgument() < LLVMGetNumArgOperands(call)
        ? f.values.intVal(LLVMGetOperand(call, acc.sizeArgument())) : null;
    // a pointer into a member: that member's bytes only, by every type known there
    Cell at = acc.member() ? cx.pt.cell(p) : null;
    long[] member = at == null ? null : memberExtent(cx.pt.graph.find(at).node(),
        cx.pt.graph.find(at).offset());
    if (member != null && size == null) {
      size = new Expr.IntLit(java.math.BigInteger.valueOf(member[1] - member[0]));
    }
    rangeEffect(call, p, size, write);
    if (acc.reachable()) {
      reachableEffect(call, p, member, write);
    }
  }

  /**
   * An access, at any address, of every region reachable through pointers from {@code p}'s
   * object, or only from the bytes {@code member} of it (all memory when {@code p} points nowhere
   * known).
   */
  private void reachableEffect(LLVMValueRef inst, LLVMValueRef p, long[] member, boolean write) {
    Cell c = cx.pt.cell(p);
    List<RegionCell> rs = new ArrayList<>();
    if (c == null) {
      rs.add(cx.regions.unknown());
    } else {
      List<Cell> roots = List.of(c);
      if (member != null) {
        Cell start = cx.pt.graph.find(c);
        roots = new ArrayList<>(start.node().fields.subMap(member[0], true, member[1], false).values());
      }
      for (Node n : cx.pt.reachable(roots)) {
        for (RegionCell r : cx.regions.regionsOf(n, 0, Long.MAX_VALUE)) {
          if (!rs.contains(r)) {
            rs.add(r);
          }
        }
      }
    }
    for (RegionCell r : rs) {
      regionAccess(inst, r, null, null, write, false, null);
    }
  }

  void rangeEffect(LLVMValueRef inst, LLVMValueRef p, Expr size, boolean write) {
    rangeEffect(inst, p, size, write, false);
  }

  /** {@code frees}: the range is the object {@code free(p)} ends ({:frees} on its havocs). */
  private void rangeEffect(LLVMValueRef inst, LLVMValueRef p, Expr size, boolean write,
      boolean frees) {
    if (write && !frees) {
      String callee = calleeName(inst);
      callbackFieldCopy(inst, callee.isEmpty() ? "this call" : callee, p, size,
          !COPIES.contains(callee));
    }
    Cell c = cx.pt.cell(p);
    List<RegionCell> rs;
    if (c == null) {
      rs = List.of(cx.regions.unknown());
    } else {
      long from = c.node().collapsed ? 0 : c.offset();
      long to = Long.MAX_VALUE;
      if (size instanceof Expr.IntLit l && !c.node().collapsed) {
        to = from + l.value().longValue();
      }
      // a range that may run past the end of a folded array's element reaches the next
      // elements' first fields too, which the folded element keeps below its start: every cell
      // from the start of the outermost folded array it is in
      if (!c.node().collapsed && LayoutChecks.straddles(c.node(), from,
          to == Long.MAX_VALUE ? Long.MAX_VALUE / 4 : to - from)) {
        for (PtGraph.Span sp : c.node().spans) {
          if (sp.contains(c.offset())) {
            from = Math.min(from, sp.start());
          }
        }
      }
      rs = cx.regions.regionsOf(c.node(), from, to);
      if (rs.isEmpty()) {
        rs = List.of(cx.regions.of(c)); // memory only reached through this call
      }
    }
    Expr base = f.values.intVal(p);
    // a range of unknown size (free, a %s string) ends with its object, which is smaller than
    // Layout.MAX_OBJECT_SIZE: without the bound the precise checker let free(p) write into
    // another allocation and confirmed races on objects no two threads share
    Expr end = size != null ? size : new Expr.IntLit(Layout.MAX_OBJECT_SIZE);
    for (RegionCell r : rs) {
      regionAccess(inst, r, base, end, write, frees, p);
    }
  }

  /**
   * One read or write of region {@code r} at a fresh address: in {@code [base, base + end)}, or
   * anywhere when {@code base} is null. A write first havocs the region: the havoc gives every
   * byte its new value; the write access after it, at any address of the range, is what race
   * checks watch ({:covered_by_access}). {@code via}: the pointer the range starts at, if the
   * access may be of an unpublished object ({@link Publication}).
   */
  private void regionAccess(LLVMValueRef inst, RegionCell r, Expr base, Expr end, boolean write,
      boolean frees, LLVMValueRef via) {
    if (r.local()) {
      f.declareLocal(r.variable(), Type.map(Type.INT, Type.INT));
    }
    String a = f.fresh(Type.INT);
    f.havoc(List.of(a), List.of());
    if (base != null) {
      f.assume(Expr.and(Expr.bin(BinOp.LE, base, Expr.var(a)),
          Expr.bin(BinOp.LT, Expr.var(a), Expr.bin(BinOp.ADD, base, end))));
    }
    String v = f.fresh(Type.INT);
    if (write) {
      // a free's havoc is where the exploration of interleavings sees the free: at its call
      f.havocRegions(List.of(r), frees
          ? FunctionLowering.plus(f.at(inst), Attrs.coveredByAccess(), Attrs.frees())
          : List.of(Attrs.coveredByAccess()));
      f.havoc(List.of(v), List.of(Attrs.overapprox("a value a library function writes")));
      f.write(inst, r, Expr.var(a), Expr.var(v), via);
    } else {
      f.read(inst, r, Expr.var(a), v, false, via);
    }
  }

  /**
   * Library calls that copy bytes the program gives them into their destination, so they may
   * copy a function pointer ({@link #callbackFieldCopy}); every other model's write (a fill, a
   * kernel function writing its own fields, a copy from user space) stores no function of the
   * program's.
   */
  private static final Set<String> COPIES = Set.of("memcpy", "memmove", "mempcpy", "bcopy",
      "memccpy", "__memcpy_chk", "__memmove_chk", "__mempcpy_chk", "__memcpy", "__memmove",
      "copy_from_kernel_nofault", "strcpy", "strncpy", "stpcpy",
      "stpncpy", "strcat", "strncat", "strlcpy", "strscpy", "strlcat", "__strcpy_chk",
      "__strncpy_chk", "__stpcpy_chk", "__stpncpy_chk", "__strcat_chk", "__strncat_chk",
      "sscanf", "vsscanf", "scanf", "fscanf", "vscanf", "vfscanf", "__isoc99_sscanf",
      "__isoc99_scanf", "__isoc99_fscanf", "__isoc99_vsscanf", "__isoc99_vscanf",
      "__isoc99_vfscanf", "");

  /** The C name of what {@code inst} calls ({@code llvm.memcpy.*} is memcpy), or "". */
  private static String calleeName(LLVMValueRef inst) {
    if (Ir.isNull(LLVMIsACallInst(inst))) {
      return "";
    }
    LLVMValueRef g = LLVMGetCalledValue(inst);
    String n = Ir.isNull(LLVMIsAFunction(g)) ? "" : Ir.name(g);
    for (String b : List.of("memcpy", "memmove", "memset")) {
      if (n.startsWith("llvm." + b + ".")) {
        return b;
      }
    }
    return n;
  }

  /**
   * A block copy ({@code memcpy}, {@code memmove}) whose destination may cover the function field
   * of a callback struct the tables declare ({@code <callback-struct>}: {@code
   * dma_async_tx_descriptor.callback}, {@code timer_list.function}, ...): the function it may
   * put there is no field store {@link Callbacks} finds, so no entry point (kernel mode) or
   * thread ({@link DmaCallbackThreads}) stands for it, and where the call that hands the struct
   * to the kernel is no model that checks what it is handed (a DMA descriptor's {@code
   * tx_submit} through a descriptor the program allocated, issue #28) it would run unseen. So
   * such a copy is reported ({@code callback-not-entry}) and the pairs reaching it are
   * unverified. A fill ({@code memset}) stores no function. Where the program
   * starts DMA callback threads, a copy or a fill that may cover a descriptor's {@code
   * callback_param} is reported too: the thread got the argument the field held at the
   * submission, the engine passes the one it holds at completion, and a write that is no store
   * is never known to come before the submission ({@link DmaCallbackThreads.Late}). The
   * destination: every type the points-to node is known to have there (objects and type hints,
   * nested structs and arrays); a copy of unknown length covers the member the destination
   * points into (defined behaviour: no access past it), or the rest of the node (a pointer to
   * the object), a collapsed node all of it. The copy: {@code memcpy}, {@code memmove}, and
   * a library's copy ({@link #COPIES}: {@code strncpy}, {@code sscanf}, ...), an atomic
   * instruction ({@link #atomicWrite}); a fill: every other write of a library's model ({@link
   * #rangeEffect}: {@code memset}, {@code copy_from_user}, a kernel function's own fields).
   */
  private void callbackFieldCopy(LLVMValueRef call, String name, LLVMValueRef dst, Expr size,
      boolean fill) {
    Cell c = cx.pt.cell(dst);
    if (c == null) {
      return; // NULL, or a constant address: no object of the program's (PointsTo)
    }
    Cell start = cx.pt.graph.find(c);
    Node n = start.node();
    long from = n.collapsed ? 0 : start.offset();
    long to = Long.MAX_VALUE / 4;
    if (size instanceof Expr.IntLit l && !n.collapsed) {
      to = from + l.value().longValue();
    } else if (memberExtent(n, from) instanceof long[] member) {
      // a pointer to a member reaches that member's bytes only (memcpy(dev->dev_addr, a, len))
      to = member[1];
    }
    List<Map.Entry<CType, Long>> types = new ArrayList<>();
    for (Map.Entry<AbstractObject, Long> o : n.objects.entrySet()) {
      if (o.getKey().type() != null) {
        types.add(Map.entry(o.getKey().type(), o.getValue()));
      }
    }
    for (Map.Entry<Long, String> h : n.typeHints.entrySet()) {
      CType.Struct st = cx.pt.di.struct(h.getValue());
      if (st != null) {
        types.add(Map.entry(st, h.getKey()));
      }
    }
    for (FunctionModels.CallbackStruct cs : cx.model.functions().callbackStructs().values()
        .stream().sorted(java.util.Comparator.comparing(FunctionModels.CallbackStruct::struct))
        .toList()) {
      // the fields it may write so: a copy the function field, and where the program starts DMA
      // callback threads a copy or a fill a descriptor's callback_param
      List<String> fields = new ArrayList<>();
      if (!fill && !cs.functionField().isEmpty()) {
        fields.add(cs.functionField());
      }
      if (cx.dmaCallbackThreads && cs.struct().equals(DmaCallbackThreads.STRUCT)
          && !cs.contextField().isEmpty() && (fill || !fields.isEmpty())) {
        fields.add(cs.contextField());
      }
      String hit = null;
      for (Map.Entry<CType, Long> t : types) {
        long lo = Math.max(from - t.getValue(), 0);
        long hi = to - t.getValue();
        for (String field : fields) {
          if (hit == null && copiesField(t.getKey(), lo, hi, cs.struct(), field, 0)) {
            hit = field;
          }
        }
        if (hit != null) {
          break;
        }
      }
      if (hit == null) {
        continue;
      }
      if (hit.equals(cs.functionField())) {
        callbackNotEntry(call, cs.struct() + "." + hit + ": " + name + " may copy a function"
            + " into it (no store of a function the analysis sees), which the kernel may call"
            + " later, concurrently: that function is not known to be an entry point");
      } else {
        callbackNotEntry(call, cs.struct() + "." + hit + ": " + name + " may write it, and the"
            + " engine may call the callback with what it holds at completion while the"
            + " callback's thread runs with the one the field held at the submission: that"
            + " call is not an entry point");
      }
    }
  }

  /**
   * A write of {@code size} bytes through {@code dst} that is no field of a DMA descriptor by its
   * type, in a program with DMA callback threads: reported as a fill there is ({@link
   * #callbackFieldCopy}) if it may write a descriptor's {@code callback_param}.
   */
  void untypedWrite(LLVMValueRef inst, LLVMValueRef dst, long size) {
    callbackFieldCopy(inst, "the write here (not to a typed descriptor field)",
        dst, Expr.num(size), true);
  }

  /**
   * An atomic write ({@code atomicrmw}, {@code cmpxchg}) of {@code size} bytes through {@code
   * dst}: it may store a function into a callback struct's field, or write a DMA descriptor's
   * {@code callback_param}, as a copy may ({@link #callbackFieldCopy}).
   */
  void atomicWrite(LLVMValueRef inst, LLVMValueRef dst, long size) {
    callbackFieldCopy(inst, "an atomic write", dst, Expr.num(size), false);
  }

  /** Whether bytes [lo, hi) of {@code t} overlap the member {@code field} of struct {@code s}. */
  private static boolean copiesField(CType t, long lo, long hi, String s, String field,
      int depth) {
    if (depth > 16 || hi <= lo) {
      return false;
    }
    if (t instanceof CType.Array a) {
      long e = a.element().size();
      if (e <= 0) {
        return false;
      }
      long r = lo % e;
      return hi - lo >= e || r + (hi - lo) > e
          ? copiesField(a.element(), 0, e, s, field, depth + 1)
          : copiesField(a.element(), r, r + (hi - lo), s, field, depth + 1);
    }
    if (!(t instanceof CType.Struct st)) {
      return false;
    }
    for (CType.Member m : st.members()) {
      long end = m.offset() + Math.max(m.type().size(), 1);
      if (end <= lo || m.offset() >= hi) {
        continue;
      }
      if (st.name() != null && st.name().equals(s) && m.name().equals(field)) {
        return true;
      }
      if (copiesField(m.type(), Math.max(lo - m.offset(), 0),
          Math.min(hi, end) - m.offset(), s, field, depth + 1)) {
        return true;
      }
    }
    return false;
  }

  private void intrinsic(LLVMValueRef call, String name) {
    if (name.startsWith("llvm.dbg.") || name.startsWith("llvm.lifetime.")
        || name.startsWith("llvm.assume") || name.startsWith("llvm.experimental.noalias")
        || name.startsWith("llvm.stackrestore") || name.startsWith("llvm.prefetch")
        || name.startsWith("llvm.invariant") || name.startsWith("llvm.sideeffect")
        || name.startsWith("llvm.donothing")) {
      return;
    }
    if (name.startsWith("llvm.memcpy") || name.startsWith("llvm.memmove")) {
      Expr n = f.values.intVal(LLVMGetOperand(call, 2));
      rangeEffect(call, LLVMGetOperand(call, 1), n, false);
      rangeEffect(call, LLVMGetOperand(call, 0), n, true);
    } else if (name.startsWith("llvm.memset")) {
      rangeEffect(call, LLVMGetOperand(call, 0), f.values.intVal(LLVMGetOperand(call, 2)), true);
    } else if (name.startsWith("llvm.expect") || name.startsWith("llvm.launder")
        || name.startsWith("llvm.strip")) {
      String r = result(call);
      if (r != null) {
        f.assign(r, f.values.val(LLVMGetOperand(call, 0)));
      }
    } else if (name.startsWith("llvm.ptrmask")) {
      // the address with low bits cleared (__builtin_align_down): another place in the same
      // object, which the points-to analysis collapses (PointsTo.intrinsic)
      f.overapproximated(call, "a masked address (" + name + ")");
    } else if (name.startsWith("llvm.threadlocal.address")) {
      // the running thread's object of a _Thread_local global, at the global's address in every
      // thread: the lockset analysis keeps each thread's values apart where the region is
      // thread-local ({:per_thread} region, PairProgramBuilder), the precise checkers do not
      // model it (a race whose execution passes here is inconclusive; the exploration stops at
      // the global's {:per_thread} constant)
      String r = result(call);
      if (r != null) {
        f.havoc(List.of(r), List.of(Attrs.overapprox(
            "the address of a _Thread_local variable (one object per thread)")));
        f.assume(Expr.eq(Expr.var(r), f.values.val(LLVMGetOperand(call, 0))));
      }
    } else if (name.startsWith("llvm.trap") || name.startsWith("llvm.ubsantrap")) {
      f.assume(Expr.FALSE);
    } else if (name.startsWith("llvm.va_start") || name.startsWith("llvm.va_copy")
        || name.startsWith("llvm.va_end")) {
      if (!name.startsWith("llvm.va_end")) {
        String msg = "variadic arguments are not modelled: values read with va_arg are fresh";
        f.diag(Diagnostic.Severity.WARNING, "varargs", call, msg);
        havocReachable(call, FunctionLowering.plus(f.at(call),
            FunctionLowering.unsound("varargs", msg)));
      }
    } else {
      boolean pointers = false;
      for (int k = 0; k < LLVMGetNumArgOperands(call); k++) {
        pointers |= Ir.isPointer(LLVMTypeOf(LLVMGetOperand(call, k)));
      }
      if (pointers) {
        String msg = name + ": intrinsic with pointer arguments not modelled";
        f.diag(Diagnostic.Severity.WARNING, "intrinsic", call, msg);
        havocReachable(call, FunctionLowering.plus(f.at(call),
            FunctionLowering.unsound("intrinsic", msg)));
      } else {
        // pure intrinsics (bswap, ctpop, min/max, ...): not computed
        freshResult(call, List.of(Attrs.overapprox("the result of " + name)));
      }
    }
  }

  // ---- locks --------------------------------------------------------------------------------

  private void lock(LLVMValueRef call, LockTable.LockOp op) {
    lock(call, op, true);
  }

  /** An operation on a lock of {@link AssumeLocks}: the word is the call's argument or global. */
  private void ownLock(LLVMValueRef call, AssumeLocks.Fn own, LockTable.Op op) {
    String fn = Ir.name(LLVMGetCalledValue(call));
    LockTable.LockOp lockOp = new LockTable.LockOp(fn, op, 0, "mutex", null, null);
    // the word is one global, known at the call (AssumeLocks): the lock is that global, whatever
    // else the points-to analysis merged with it (two words given to one lock function)
    LLVMValueRef word = own.viaArgument() ? LLVMGetOperand(call, 0) : own.global();
    lock(call, lockOp, false, word,
        cx.lockAt("assume-lock:" + Ir.name(word), Ir.name(word), lockOp.kind()));
  }

  /** A lock operation at {@code call}; {@code ofCall}: the call's result is the operation's. */
  private void lock(LLVMValueRef call, LockTable.LockOp op, boolean ofCall) {
    lock(call, op, ofCall,
        op.isGlobal() || op.argument() >= LLVMGetNumArgOperands(call) ? null
            : LLVMGetOperand(call, op.argument()), null);
  }

  /**
   * A lock operation at {@code call} on the lock {@code ptr} points to (null: none given), or on
   * {@code known} when the caller knows the lock (then {@code ptr} is not resolved).
   */
  private void lock(
      LLVMValueRef call, LockTable.LockOp op, boolean ofCall, LLVMValueRef ptr, LockConst known) {
    List<Attribute> at = f.at(call);
    if (ptr != null) {
      // the lock's pointer must point to a lock: a lock operation on NULL is undefined behaviour
      validPointer(call, op.function(), ptr);
    }
    LockConst lock = null;
    String why = null;
    if (known != null) {
      lock = known;
    } else if (op.isGlobal()) {
      lock = cx.lockAt("global:" + op.global(), op.global(), op.kind());
    } else if (ptr == null) {
      why = "no lock argument";
    } else {
      Cell c = cx.pt.cell(ptr);
      why = unresolvedReason(cx, c);
      if (why == null) {
        String readable = cx.regions.lockName(c.node(), c.offset());
        if (cx.threads != null) {
          readable = withoutLibcInternals(readable);
        }
        if (inArray(cx, c)) {
          why = "the lock is an element of an array (one abstract location for many locks)";
        } else {
          String many = cx.lockInstances == null ? null : cx.lockInstances.whyMany(lockObject(cx, c));

          AbstractObject o = lockObject(cx, c);
          lock = cx.lockAt(c.node().id + ":" + c.offset(), readable, op.kind(), many,
              many == null ? Map.of() : regionOffsets(c), c.offset() - c.node().objects.get(o));
          if (many != null && cx.multiInstanceNoted.add(lock.constant())) {
            f.diag(Diagnostic.Severity.NOTE, "lock-instances", call,
                "lock " + lock.name() + " may be several locks: " + many + "; it protects two"
                    + " accesses only where both threads provably hold the same instance (the"
                    + " lock of the object holding the accessed data)");
          }
        }
      }
    }
    String r = ofCall ? result(call) : null;
    // the lock's address, for the exploration of interleavings, which tells locks apart by it
    // ({:lock_at}; none for a lock with no object: a global="..." model's, an atomic section's)
    Expr address = ptr == null ? null : f.values.intVal(ptr);
    if (lock == null && op.op() == LockTable.Op.WAIT) {
      // a wait on a mutex the analysis cannot name: no effect for the analyses that name locks
      // (the locks held at every access are the same); the exploration of interleavings releases
      // the mutex at its address and takes it again
      if (address != null) {
        f.emit(new Cmd.Assume(Expr.TRUE, FunctionLowering.plus(at, Attrs.lockAt("release", address)),
            Pos.NONE));
        f.emit(new Cmd.Assume(Expr.TRUE, FunctionLowering.plus(at, Attrs.lockAt("acquire", address)),
            Pos.NONE));
      }
      lockResult(call, op, r);
      return;
    }
    if (lock == null) {
      String msg = op.function() + ": " + why;
      f.diag(Diagnostic.Severity.WARNING, "unresolved-lock", call, msg);
      List<Attribute> attrs = FunctionLowering.plus(at, Attrs.unresolvedLock(msg));
      String atOp = switch (op.op()) {
        case ACQUIRE -> "acquire";
        case ACQUIRE_READ -> "acquire_read";
        case RELEASE -> "release";
        default -> null; // a try-acquire's result is not tied to the lock here
      };
      if (address != null && atOp != null) {
        attrs = FunctionLowering.plus(attrs, Attrs.lockAt(atOp, address));
      }
      f.emit(new Cmd.Call(List.of(), "$lock_unresolved", List.of(), attrs, Pos.NONE));
      lockResult(call, op, r);
      return;
    }
    Expr l = Expr.var(lock.constant());
    if (lock.isMultiInstance()) {
      // which instance: the pair program compares the addresses of the instances both sides hold
      f.emit(new Cmd.Call(List.of(), ModuleLowering.LOCK_INSTANCE, List.of(l, address), at,
          Pos.NONE));
    }
    switch (op.op()) {
      case ACQUIRE, ACQUIRE_READ, RELEASE -> {
        String p = switch (op.op()) {
          case ACQUIRE -> "$lock_acquire";
          case ACQUIRE_READ -> "$lock_acquire_read";
          default -> "$lock_release";
        };
        String atOp = switch (op.op()) {
          case ACQUIRE -> "acquire";
          case ACQUIRE_READ -> "acquire_read";
          default -> "release";
        };
        f.emit(new Cmd.Call(List.of(), p, List.of(l), withLockAt(at, atOp, address), Pos.NONE));
        lockResult(call, op, r); // e.g. the saved irq flags
      }
      case WAIT -> {
        // pthread_cond_wait(c, m): m is released while the thread waits and taken again before
        // the wait returns, so other threads may take it in between
        f.emit(new Cmd.Call(List.of(), "$lock_release", List.of(l),
            withLockAt(at, "release", address), Pos.NONE));
        if (lock.isMultiInstance()) {
          f.emit(new Cmd.Call(List.of(), ModuleLowering.LOCK_INSTANCE, List.of(l, address), at,
              Pos.NONE));
        }
        f.emit(new Cmd.Call(List.of(), "$lock_acquire", List.of(l),
            withLockAt(at, "acquire", address), Pos.NONE));
        lockResult(call, op, r);
      }
      case TRY_ACQUIRE -> {
        String ok = f.fresh(Type.BOOL);
        f.emit(new Cmd.Call(List.of(ok), "$lock_tryacquire", List.of(l),
            withLockAt(at, "tryacquire", address), Pos.NONE));
        if (r != null) {
          f.assign(r, new Expr.Ite(Expr.var(ok), Expr.num(op.success()), Expr.num(op.failure())));
        }
      }
    }
  }

  /** {@code at} with {@code {:lock_at op, address}} when the lock's address is known. */
  private static List<Attribute> withLockAt(List<Attribute> at, String op, Expr address) {
    return address == null ? at : FunctionLowering.plus(at, Attrs.lockAt(op, address));
  }

  /**
   * The result {@code r} (if any) of a lock operation other than a try: a value the lifted program
   * does not compute ({@code {:overapprox}}: the saved irq flags, an error code); a POSIX
   * function's success, 0, is a result every call may have ({@code {:possible_results 0}}, as a
   * {@code <pure>} model's). Before it was an unmarked fresh value, which the precise checker took
   * for one some run returns (a race behind {@code if (pthread_mutex_lock(&m) == 7)} confirmed).
   */
  private void lockResult(LLVMValueRef call, LockTable.LockOp op, String r) {
    if (r == null) {
      return;
    }
    List<Attribute> attrs = new ArrayList<>();
    attrs.add(Attrs.overapprox("the result of " + op.function()));
    // only where the program reads it: each possible result is a run of the exploration
    if (op.function().startsWith("pthread_") && Ir.isInteger(LLVMTypeOf(call))
        && !Ir.isBool(LLVMTypeOf(call)) && !Ir.isNull(LLVMGetFirstUse(call))) {
      attrs.add(Attrs.possibleResults(List.of(0L)));
    }
    f.havoc(List.of(r), attrs);
  }

  /**
   * A user-space lock named by its object, not by the C library's internal first member
   * ({@code rw.__data.__readers} is {@code rw}): fields from the first one starting with {@code __}
   * are dropped.
   */
  static String withoutLibcInternals(String readable) {
    int k = readable.indexOf(".__");
    return k > 0 ? readable.substring(0, k) : readable;
  }

  /** Whether object {@code o}, placed at byte {@code at} of its node, may hold byte {@code off}. */
  private static boolean covers(LiftContext cx, AbstractObject o, long at, long off) {
    long size = o.type() == null ? 0 : o.type().size();
    if (size <= 0 && o.kind() == AbstractObject.Kind.ALLOCA) {
      // a local of no struct type (an int whose address a helper shares with a global's field):
      // the size of what its alloca allocates, unless an array (whose elements share a cell)
      LLVMValueRef site = cx.pt.allocationSite(o);
      if (site != null) {
        LLVMTypeRef t = LLVMGetAllocatedType(site);
        if (LLVMGetTypeKind(t) != LLVMArrayTypeKind) {
          size = LLVMABISizeOfType(cx.ir.dataLayout, t);
        }
      }
    }
    return off >= at && (size <= 0 || off < at + size);
  }

  /** The object holding a resolved lock's cell ({@link #unresolvedReason} is null). */
  private static AbstractObject lockObject(LiftContext cx, Cell c) {
    List<AbstractObject> all = c.node().objects.keySet().stream()
        .filter(o -> o.kind() != AbstractObject.Kind.FUNCTION)
        .toList();
    List<AbstractObject> covering = c.node().objects.entrySet().stream()
        .filter(e -> e.getKey().kind() != AbstractObject.Kind.FUNCTION)
        .filter(e -> covers(cx, e.getKey(), e.getValue(), c.offset()))
        .map(Map.Entry::getKey)
        .toList();
    return (covering.isEmpty() ? all : covering).get(0);
  }

  /**
   * Where, relative to a lock of several instances, the data of each shared region of the lock's
   * node lies in the same object: {@code "e"} when an access to it at address {@code w} is in the
   * object whose lock is at {@code w - e} (a field at a fixed offset), {@code "lo..hi"} when
   * {@code w - lo} to {@code w - hi + 1} (an element of a folded array of bounded size: the
   * objects of one site do not overlap, so one object's array holds {@code w}).
   */
  private Map<String, LockConst.Range> regionOffsets(Cell c) {
    Node n = cx.pt.graph.root(c.node());
    Map<String, LockConst.Range> out = new java.util.TreeMap<>();
    for (RegionCell g : cx.regions.regionsOf(n, 0, Long.MAX_VALUE)) {
      long off = g.offset();
      if (g.local() || off < 0) {
        continue;
      }
      PtGraph.Span outer = null;
      for (PtGraph.Span sp : n.spans) {
        if (sp.contains(off) && (outer == null || sp.size() > outer.size())) {
          outer = sp;
        }
      }
      if (outer == null) {
        out.put(g.variable(), LockConst.Range.of(off - c.offset()));
      } else if (outer.size() < PtGraph.Span.UNBOUNDED) {
        out.put(g.variable(),
            LockConst.Range.span(outer.start() - c.offset(), outer.end() - c.offset()));
      }
    }
    return out;
  }

  /**
   * Whether cell {@code c} is an element of an array, one abstract location for many: inside a
   * folded array of its node ({@link PtGraph.Span}: a global or local array, a member array, an
   * allocation of an array of Ts, {@code malloc(n * sizeof(T))}), or named so.
   */
  static boolean inArray(LiftContext cx, Cell c) {
    Node n = cx.pt.graph.root(c.node());
    long off = n.normalize(c.offset());
    for (PtGraph.Span sp : n.spans) {
      if (sp.contains(off)) {
        return true;
      }
    }
    return cx.regions.lockName(c.node(), c.offset()).contains("[]");
  }

  /** Why a lock argument is not one abstract location, or null when it is. */
  private static String unresolvedReason(LiftContext cx, Cell c) {
    if (c == null) {
      return "argument is not one abstract location (a constant address)";
    }
    if (c.node().collapsed) {
      return "argument is not one abstract location (its object has no known layout)";
    }
    // a per-thread object (a _Thread_local variable, get_current()'s task) is every thread's own
    // at one address: one lock constant would make two threads holding their own locks hold one
    if (c.node().objects.keySet().stream().anyMatch(cx.pt.perThreadObjects::containsValue)) {
      return "a lock in a per-thread object (a _Thread_local variable or the running thread's"
          + " own task): one lock per thread, all at one address";
    }
    // the objects whose extent holds the lock's cell: a work_struct parameter object placed inside
    // the driver's private object by container_of does not hold a lock outside itself. When none
    // does (the lock is in the object enclosing a parameter object, reached by container_of),
    // the node's objects stand for that enclosing object.
    List<String> all = c.node().objects.keySet().stream()
        .filter(o -> o.kind() != AbstractObject.Kind.FUNCTION)
        .map(AbstractObject::name)
        .toList();
    List<String> covering = c.node().objects.entrySet().stream()
        .filter(e -> e.getKey().kind() != AbstractObject.Kind.FUNCTION)
        .filter(e -> covers(cx, e.getKey(), e.getValue(), c.offset()))
        .map(e -> e.getKey().name())
        .toList();
    List<String> objects = covering.isEmpty() ? all : covering;
    if (objects.size() != 1) {
      return "argument is not one abstract location (" + objects.size() + " objects may be locked"
          + (objects.isEmpty() ? "" : ": " + String.join(", ", objects.subList(0, Math.min(3, objects.size())))
              + (objects.size() > 3 ? ", ..." : ""))
          + ")";
    }
    return null;
  }
}

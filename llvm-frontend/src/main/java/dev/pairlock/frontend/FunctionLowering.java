package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr.BinOp;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.LockConst;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Lowers one LLVM function to an IVL procedure: SSA values become locals, memory accesses go to
 * regions, phis become parallel assignments on (split) edges, conditional branches and switches
 * become nondeterministic gotos to blocks that assume the condition. Calls are delegated to
 * {@link CallLowering}, integer operations to {@link ValueLowering}.
 */
final class FunctionLowering {
  final LiftContext cx;
  final LLVMValueRef fn;
  final String proc;
  final ValueLowering values;
  private final CallLowering calls;
  /** Which accesses are of an object not yet published ({@link Publication}). */
  private final Publication publication;
  private final Map<Long, String> names = new HashMap<>();
  private final Map<String, Type> locals = new LinkedHashMap<>();
  private final Set<String> used = new HashSet<>();
  private final List<Block> blocks = new ArrayList<>();
  /** The variables holding fresh objects' addresses, with the objects' points-to nodes. */
  private final Map<String, PtGraph.Node> allocations = new HashMap<>();
  private final Map<Long, String> labels = new HashMap<>();
  private final Set<String> usedLabels = new HashSet<>();
  private final List<Param> ins = new ArrayList<>();
  private final List<Param> outs = new ArrayList<>();
  private List<Cmd> cur;
  private String curLabel;
  private int tmpCounter;
  /** Shared regions this procedure writes or havocs itself (for modifies). */
  final Set<String> modified = new LinkedHashSet<>();
  /** Procedures it calls. */
  final Set<String> callees = new LinkedHashSet<>();

  FunctionLowering(LiftContext cx, LLVMValueRef fn) {
    this.cx = cx;
    this.fn = fn;
    this.proc = LiftContext.procName(Ir.name(fn));
    this.values = new ValueLowering(this);
    this.calls = new CallLowering(this);
    this.publication = Publication.of(fn, cx.publicationEnv(),
        cx.ownedArguments().contains(Ir.key(fn)));
  }

  Decl.Procedure lower() {
    for (int i = 0; i < LLVMCountParams(fn); i++) {
      LLVMValueRef p = LLVMGetParam(fn, i);
      String n = unique(Ir.name(p).isEmpty() ? "$a" + i : Ir.name(p));
      names.put(Ir.key(p), n);
      ins.add(new Param(n, LiftContext.ivlType(LLVMTypeOf(p))));
    }
    LLVMTypeRef ret = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
    if (!Ir.isVoid(ret)) {
      used.add("$r");
      outs.add(new Param("$r", LiftContext.ivlType(ret)));
    }
    List<LLVMBasicBlockRef> bbs = Ir.blocks(fn);
    for (int k = 0; k < bbs.size(); k++) {
      String n = Ir.blockName(bbs.get(k));
      labels.put(Ir.key(bbs.get(k)), uniqueLabel(n.isEmpty() ? "bb" + k : n));
    }
    for (LLVMBasicBlockRef b : bbs) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        if (!Ir.isVoid(LLVMTypeOf(i))) {
          String n = Ir.name(i);
          names.put(Ir.key(i), unique(n.isEmpty() ? "$t" + (tmpCounter++) : n));
        }
      }
    }
    // an atomic function whose address is taken holds the atomic section from entry to return
    sectionInBody = !bbs.isEmpty() && calls.holdsSectionInBody(fn);
    for (LLVMBasicBlockRef b : bbs) {
      start(labels.get(Ir.key(b)));
      if (sectionInBody && b == bbs.get(0) && !Ir.instructions(b).isEmpty()) {
        calls.sectionOfBody(Ir.instructions(b).get(0), true);
      }
      for (LLVMValueRef i : Ir.instructions(b)) {
        instruction(i);
      }
      if (cur != null) {
        end(new Transfer.Return(Pos.NONE)); // a block without terminator cannot occur
      }
    }
    for (LLVMBasicBlockRef b : bbs) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        if (!Ir.isVoid(LLVMTypeOf(i))) {
          locals.putIfAbsent(names.get(Ir.key(i)), LiftContext.ivlType(LLVMTypeOf(i)));
        }
      }
    }
    List<Body.LocalVar> lv = new ArrayList<>();
    locals.forEach((n, t) -> lv.add(new Body.LocalVar(n, t)));
    List<Attribute> attrs = new ArrayList<>();
    attrs.add(Attrs.cfunction(Ir.name(fn)));
    SourceLoc loc = Ir.globalLoc(fn);
    if (loc != null) {
      attrs.add(Attribute.sourceLoc(loc));
    }
    List<String> exclusive = new ArrayList<>();
    for (int k : cx.exclusiveArg.getOrDefault(Ir.name(fn), List.of())) {
      if (k < ins.size()) {
        exclusive.add(ins.get(k).name());
      }
    }
    // the widths of the parameters: the precise checker keeps an entry point's in their types'
    // ranges (its values come from outside: argc, an ioctl's cmd)
    List<Integer> widths = new ArrayList<>();
    for (int i = 0; i < LLVMCountParams(fn); i++) {
      LLVMTypeRef pt = LLVMTypeOf(LLVMGetParam(fn, i));
      widths.add(Ir.isInteger(pt) && Ir.width(pt) >= 2 && Ir.width(pt) <= 64 ? Ir.width(pt) : 0);
    }
    if (cx.entryRoles.containsKey(Ir.name(fn)) && widths.stream().anyMatch(w -> w > 0)) {
      attrs.add(Attrs.paramWidths(widths));
    }
    attrs.addAll(Attrs.entryPoint(
        cx.entryRoles.getOrDefault(Ir.name(fn), List.of()),
        exclusive,
        cx.holdsModule.contains(Ir.name(fn)),
        cx.singleInstance.contains(Ir.name(fn)),
        List.copyOf(cx.endsBefore.getOrDefault(Ir.name(fn), Set.of()))));
    return new Decl.Procedure(
        proc, ins, outs, List.of(), new Body(lv, blocks), attrs, Pos.NONE);
  }

  // ---- names, temporaries, blocks -----------------------------------------------------------

  private String unique(String base) {
    String b = sanitize(base);
    if (LiftContext.RESERVED.contains(b)) {
      b = b + "$";
    }
    String n = b;
    for (int k = 1; !used.add(n); k++) {
      n = b + "." + k;
    }
    return n;
  }

  private String uniqueLabel(String base) {
    String b = sanitize(base);
    String n = b;
    for (int k = 1; !usedLabels.add(n); k++) {
      n = b + "." + k;
    }
    return n;
  }

  private static String sanitize(String s) {
    StringBuilder sb = new StringBuilder();
    for (char c : s.toCharArray()) {
      sb.append(Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '$' ? c : '_');
    }
    if (sb.isEmpty() || Character.isDigit(sb.charAt(0)) || sb.charAt(0) == '.') {
      sb.insert(0, '$');
    }
    return sb.toString();
  }

  String name(LLVMValueRef v) {
    return names.get(Ir.key(v));
  }

  boolean hasName(LLVMValueRef v) {
    return names.containsKey(Ir.key(v));
  }

  String fresh(Type t) {
    String n = unique("$t" + (tmpCounter++));
    locals.put(n, t);
    return n;
  }

  void declareLocal(String name, Type t) {
    locals.putIfAbsent(name, t);
  }

  String newLabel(String base) {
    return uniqueLabel(curLabel + "$" + base);
  }

  void emit(Cmd c) {
    cur.add(c);
  }

  void start(String label) {
    cur = new ArrayList<>();
    curLabel = label;
  }

  void end(Transfer t) {
    blocks.add(new Block(curLabel, cur, t));
    cur = null;
  }

  static Transfer go(List<String> targets) {
    return new Transfer.Goto(targets, Pos.NONE);
  }

  List<Attribute> at(LLVMValueRef inst) {
    SourceLoc loc = Ir.loc(inst);
    return loc == null ? List.of() : List.of(Attribute.sourceLoc(loc));
  }

  static List<Attribute> plus(List<Attribute> a, Attribute... more) {
    List<Attribute> r = new ArrayList<>(a);
    r.addAll(List.of(more));
    return r;
  }

  static Attribute unsound(String kind, String message) {
    return Attrs.unsound(kind, message);
  }

  void diag(Diagnostic.Severity sev, String code, LLVMValueRef inst, String message) {
    cx.diagnostics.add(new Diagnostic(sev, code, Ir.loc(inst), message));
  }

  void assign(String var, Expr e, List<Attribute> attrs) {
    emit(new Cmd.Assign(List.of(new Lhs.VarLhs(var)), List.of(e), attrs, Pos.NONE));
  }

  void assign(String var, Expr e) {
    assign(var, e, List.of());
  }

  void havoc(List<String> vars, List<Attribute> attrs) {
    emit(new Cmd.Havoc(vars, attrs, Pos.NONE));
  }

  void assume(Expr e) {
    emit(new Cmd.Assume(e, List.of(), Pos.NONE));
  }

  /**
   * {@code assume {:type_range} lo <= v && v <= hi} after the havoc of {@code v}, a value of LLVM
   * type {@code t}: a w-bit integer is lifted as its signed value (Attrs#TYPE_RANGE), and a havoc
   * without the range let the precise checker confirm a race on a value no C execution has (an
   * {@code int} above 2^31-1). Nothing for a bool, a pointer or an integer over 64 bits.
   */
  void assumeTypeRange(String v, LLVMTypeRef t) {
    Expr range = Ir.isInteger(t) ? Attrs.typeRangeOf(Expr.var(v), Ir.width(t)) : null;
    if (range != null) {
      emit(new Cmd.Assume(range, List.of(Attrs.typeRange()), Pos.NONE));
    }
  }

  /**
   * Records that {@code var}, havocked next, is the address of a fresh object, {@code pointer}'s
   * ({@link #withObjectMaps} names the object's maps once every region exists).
   */
  void noteAllocation(String var, LLVMValueRef pointer) {
    if (cx.pt.isAllocWrapper(fn)) {
      return; // its callers' objects are other nodes: no list, every map may hold the object
    }
    PtGraph.Cell c = cx.pt.cell(pointer);
    if (c != null) {
      allocations.put(var, c.node());
    }
  }

  /**
   * {@code proc} (this function's lowering, its specs added) with {@code {:object_maps}} on the
   * havoc of each fresh object's address: the shared regions of the object's node. Run after every
   * function is lowered, as lowering a call may still create a region of a node.
   */
  Decl.Procedure withObjectMaps(Decl.Procedure proc) {
    if (allocations.isEmpty() || proc.body() == null) {
      return proc;
    }
    List<Block> bs = new ArrayList<>();
    for (Block b : proc.body().blocks()) {
      List<Cmd> cmds = new ArrayList<>();
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Havoc h && h.vars().size() == 1
            && allocations.containsKey(h.vars().get(0))) {
          List<String> maps = new ArrayList<>();
          for (RegionCell r : cx.regions.regionsOf(allocations.get(h.vars().get(0)), 0,
              Long.MAX_VALUE)) {
            if (!r.local() && !maps.contains(r.variable())) {
              maps.add(r.variable());
            }
          }
          c = new Cmd.Havoc(h.vars(), plus(h.attrs(), Attrs.objectMaps(maps)), h.pos());
        }
        cmds.add(c);
      }
      bs.add(b.withCmds(cmds));
    }
    return proc.withBody(new Body(proc.body().locals(), bs));
  }

  /** {@code havoc v} for an instruction's result (a fresh value). */
  void freshResult(LLVMValueRef i) {
    if (hasName(i)) {
      havoc(List.of(name(i)), List.of());
    }
  }

  /**
   * {@code havoc {:overapprox "what"} v} for the result of an instruction the IVL does not
   * compute exactly ({@code what}: a bitwise or, a floating-point operation, ...): any value, so
   * more than the instruction can give (sound for the lockset analysis; the precise checker marks
   * a race whose execution passes there inconclusive).
   */
  void overapproximated(LLVMValueRef i, String what) {
    if (hasName(i)) {
      havoc(List.of(name(i)), List.of(Attrs.overapprox(what)));
    }
  }

  /**
   * As {@link #overapproximated(LLVMValueRef, String)}, with the integer instruction it stands for
   * ({@code {:exact}}), which an analysis of concrete values computes.
   */
  void overapproximated(LLVMValueRef i, String what, Attrs.Exact exact) {
    if (hasName(i)) {
      havoc(List.of(name(i)), List.of(Attrs.overapprox(what), Attrs.exact(exact)));
    }
  }

  // ---- memory -------------------------------------------------------------------------------

  RegionCell regionOf(LLVMValueRef pointer) {
    RegionCell r = cx.regions.of(cx.pt.cell(pointer));
    if (r.local()) {
      declareLocal(r.variable(), Type.map(Type.INT, Type.INT));
    }
    return r;
  }

  /**
   * Attributes of a user access: source location and access kind (none without location), and
   * {@code {:unpublished}} when {@code via} (the pointer accessed through; null: not known) points
   * to an object this execution allocated and has not yet published ({@link Publication}), and
   * {@code {:width n}} on an access of several bytes in a collapsed region, and on one of more
   * than 8 bytes in any region.
   */
  private List<Attribute> accessAttrs(LLVMValueRef inst, RegionCell r, boolean write,
      LLVMValueRef via) {
    List<Attribute> a = at(inst);
    if (r.local()) {
      return a;
    }
    // in a collapsed region accesses need not start at the same places nor have the same sizes:
    // the race checks watch every byte an access touches; an access wider than 8 bytes carries
    // its width in every region, with a source location or not, so an access without one is at
    // most 8 bytes wide (the exploration's overlap test relies on it: Explorer.WIDEST)
    long size = Ir.accessSize(cx.ir.dataLayout, inst);
    List<Attribute> width = size > 1 && (r.offset() < 0 || size > 8)
        ? List.of(Attrs.width(size)) : List.of();
    if (a.isEmpty()) {
      return width;
    }
    String alloc = publication.allocationOf(inst, via);
    List<Attribute> r2 = alloc == null
        ? plus(a, Attrs.access(write))
        : plus(a, Attrs.access(write), Attrs.unpublished(alloc));
    return width.isEmpty() ? r2 : plus(r2, width.get(0));
  }

  /** {@code target := R[addr]} as a read access (a fresh value if the region is not exact). */
  void read(LLVMValueRef inst, RegionCell r, Expr addr, String target, boolean asBool) {
    read(inst, r, addr, target, asBool, null);
  }

  /** As {@link #read(LLVMValueRef, RegionCell, Expr, String, boolean)}, through pointer {@code via}. */
  void read(LLVMValueRef inst, RegionCell r, Expr addr, String target, boolean asBool,
      LLVMValueRef via) {
    String dst = asBool ? fresh(Type.INT) : target;
    emit(new Cmd.Assign(
        List.of(new Lhs.VarLhs(dst)),
        List.of(Expr.select(Expr.var(r.variable()), addr)),
        accessAttrs(inst, r, false, via),
        Pos.NONE));
    cx.noteRead(r, proc);
    if (!r.exactValues()) {
      // any value: the region does not keep its cells' values apart; no run need read this one
      havoc(List.of(target),
          List.of(Attrs.overapprox("a read of a region whose values are not kept")));
    } else if (asBool) {
      assign(target, Expr.bin(BinOp.NEQ, Expr.var(dst), Expr.num(0)));
    }
  }

  void write(LLVMValueRef inst, RegionCell r, Expr addr, Expr value) {
    write(inst, r, addr, value, null);
  }

  /** As {@link #write(LLVMValueRef, RegionCell, Expr, Expr)}, through pointer {@code via}. */
  void write(LLVMValueRef inst, RegionCell r, Expr addr, Expr value, LLVMValueRef via) {
    emit(new Cmd.Assign(
        List.of(new Lhs.MapLhs(r.variable(), addr)),
        List.of(value),
        accessAttrs(inst, r, true, via),
        Pos.NONE));
    cx.noteWrite(r, proc);
    if (!r.local()) {
      modified.add(r.variable());
    }
  }

  /** Havoc whole regions (an effect we cannot describe precisely). */
  void havocRegions(List<RegionCell> rs, List<Attribute> attrs) {
    List<String> vs = new ArrayList<>();
    for (RegionCell r : rs) {
      if (r.local()) {
        declareLocal(r.variable(), Type.map(Type.INT, Type.INT));
      } else {
        modified.add(r.variable());
      }
      if (!vs.contains(r.variable())) {
        vs.add(r.variable());
      }
    }
    if (!vs.isEmpty()) {
      havoc(vs, attrs);
    }
  }

  // ---- instructions -------------------------------------------------------------------------

  private static boolean isTrap(LLVMValueRef call) {
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsAFunction(callee))) {
      return false;
    }
    String n = Ir.name(callee);
    return n.startsWith("llvm.trap") || n.startsWith("llvm.ubsantrap");
  }

  /** Whether the body holds the atomic section itself ({@link CallLowering#holdsSectionInBody}). */
  private boolean sectionInBody;

  private void instruction(LLVMValueRef i) {
    int opc = LLVMGetInstructionOpcode(i);
    switch (opc) {
      case LLVMRet -> {
        if (LLVMGetNumOperands(i) == 1 && !outs.isEmpty()) {
          assign("$r", values.as(LLVMGetOperand(i, 0), outs.get(0).type()));
        }
        if (sectionInBody) {
          calls.sectionOfBody(i, false);
        }
        end(new Transfer.Return(Pos.NONE));
      }
      case LLVMBr -> branch(i);
      case LLVMSwitch -> switchInst(i);
      case LLVMUnreachable -> {
        // After a call that does not return (exit, abort, pthread_exit, a failed assert), the
        // thread's accesses so far still happened: the path returns (its result unknown) rather
        // than being cut, which only adds behaviours. Elsewhere (__builtin_unreachable) the
        // path cannot occur.
        LLVMValueRef prev = LLVMGetPreviousInstruction(i);
        if (Ir.isNull(prev) || LLVMGetInstructionOpcode(prev) != LLVMCall || isTrap(prev)) {
          assume(Expr.FALSE);
        } else if (sectionInBody) {
          calls.sectionOfBody(i, false);
        }
        end(new Transfer.Return(Pos.NONE));
      }
      case LLVMPHI -> {} // assigned on the incoming edges
      case LLVMAlloca -> {
        String n = name(i);
        noteAllocation(n, i);
        havoc(List.of(n), List.of());
        assume(Expr.bin(BinOp.GE, Expr.var(n), Expr.num(cx.heapBase)));
      }
      case LLVMLoad -> {
        LLVMValueRef p = LLVMGetOperand(i, 0);
        boolean atomic = atomicBegin(i, p);
        read(i, regionOf(p), values.intVal(p), name(i), Ir.isBool(LLVMTypeOf(i)), p);
        atomicEnd(i, atomic);
      }
      case LLVMStore -> {
        LLVMValueRef v = LLVMGetOperand(i, 0);
        LLVMValueRef p = LLVMGetOperand(i, 1);
        boolean atomic = atomicBegin(i, p);
        write(i, regionOf(p), values.intVal(p), values.storedValue(v), p);
        atomicEnd(i, atomic);
        lateDmaCallback(i);
      }
      case LLVMAtomicRMW, LLVMAtomicCmpXchg -> {
        boolean atomic = atomicBegin(i, LLVMGetOperand(i, 0));
        atomic(i, opc);
        atomicEnd(i, atomic);
        // a function it may store into a callback struct's field is no store Callbacks finds
        LLVMValueRef v = LLVMGetOperand(i, opc == LLVMAtomicCmpXchg ? 2 : 1);
        calls.atomicWrite(i, LLVMGetOperand(i, 0),
            LLVMStoreSizeOfType(cx.ir.dataLayout, LLVMTypeOf(v)));
      }
      case LLVMCall -> calls.call(i);
      case LLVMFence -> {}
      case LLVMIndirectBr, LLVMInvoke, LLVMCallBr, LLVMResume, LLVMCatchSwitch -> {
        diag(Diagnostic.Severity.WARNING, "unsupported", i, "unsupported control flow instruction");
        emit(new Cmd.Assume(Expr.TRUE, plus(at(i), unsound("unsupported", "control flow")),
            Pos.NONE));
        List<String> ts = new ArrayList<>();
        for (int k = 0; k < LLVMGetNumSuccessors(i); k++) {
          ts.add(labels.get(Ir.key(LLVMGetSuccessor(i, k))));
        }
        end(ts.isEmpty() ? new Transfer.Return(Pos.NONE) : go(ts));
      }
      default -> values.compute(i, opc);
    }
  }

  /**
   * The pseudo-lock every atomic access to shared memory holds while it runs: a load or store
   * with an atomic ordering ({@code _Atomic} objects, {@code <stdatomic.h>}, GCC's {@code __atomic}
   * and {@code __sync} builtins), an {@code atomicrmw} or a {@code cmpxchg}. Two atomic accesses
   * then never race (both hold it), an atomic and a plain one still do (C11 5.1.2.4: a data race
   * needs one of the two conflicting actions not atomic), and the precise checker runs a
   * read-modify-write as one step (no other atomic access between its read and its write). It
   * orders nothing else: it is released right after the access. Fences have no effect on memory
   * and, as all orderings, are not used to order accesses (an over-approximation of the races).
   */
  static final String ATOMIC_ACCESS_LOCK = "atomic access";

  /** Before access {@code i} through {@code p}: acquires the atomic-access lock if it is atomic. */
  /**
   * Reports a store of a DMA descriptor's callback or its argument that no submission covers
   * ({@link DmaCallbackThreads.Late}), if {@code i} is one, or one that may write the argument
   * where the types do not show it: the engine may call the callback with what no thread of it
   * stands for.
   */
  private void lateDmaCallback(LLVMValueRef i) {
    DmaCallbackThreads.Late late = cx.lateDmaCallbacks.get(Ir.key(i));
    if (late == null) {
      if (cx.dmaCallbackThreads) {
        // a store the types do not show to be a descriptor field's (a byte offset, a pointer to
        // the field kept elsewhere) may write callback_param unseen by the coverage
        LLVMValueRef p = LLVMGetOperand(i, 1);
        if (!DmaCallbackThreads.descriptorField(cx.ir, p)) {
          calls.untypedWrite(i, p, LLVMStoreSizeOfType(cx.ir.dataLayout,
              LLVMTypeOf(LLVMGetOperand(i, 0))));
        }
      }
      return;
    }
    String msg = late.param()
        ? DmaCallbackThreads.STRUCT + ".callback_param: written here and not submitted"
            + " right after with its descriptor (no dmaengine_submit of it next in this"
            + " block), so the engine may call the callback (" + Ir.name(late.fn())
            + ", ...) with this value while its thread runs with the one the field held"
            + " at the submission: that call is not an entry point"
        : DmaCallbackThreads.STRUCT + ".callback: " + Ir.name(late.fn())
        + " is stored here and not submitted right after with its descriptor (no"
        + " dmaengine_submit of it next in this block), so the thread that runs it is not"
        + " started for every transfer that may call it: " + Ir.name(late.fn())
        + " is not an entry point there";
    diag(Diagnostic.Severity.WARNING, "callback-not-entry", i, msg);
    emit(new Cmd.Assume(Expr.TRUE, plus(at(i), unsound("callback-not-entry", msg)),
        Pos.NONE));
  }

  private boolean atomicBegin(LLVMValueRef i, LLVMValueRef p) {
    int opc = LLVMGetInstructionOpcode(i);
    boolean atomic = opc == LLVMAtomicRMW || opc == LLVMAtomicCmpXchg
        || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic;
    if (!atomic) {
      return false;
    }
    boolean seqCst =
        opc == LLVMAtomicCmpXchg
            ? LLVMGetCmpXchgSuccessOrdering(i) == LLVMAtomicOrderingSequentiallyConsistent
                && LLVMGetCmpXchgFailureOrdering(i) == LLVMAtomicOrderingSequentiallyConsistent
            : LLVMGetOrdering(i) == LLVMAtomicOrderingSequentiallyConsistent;
    return atomicAcquire(i, p, !seqCst);
  }

  /**
   * Before the atomic access {@code i} (an instruction, or an atomic inline-assembly
   * instruction, which on x86 orders as a sequentially consistent one) through {@code p}: acquires
   * the atomic-access lock unless {@code p} is local memory; whether it did.
   */
  boolean atomicAcquire(LLVMValueRef i, LLVMValueRef p) {
    return atomicAcquire(i, p, false);
  }

  /**
   * As {@link #atomicAcquire(LLVMValueRef, LLVMValueRef)}; with {@code weak} (an ordering weaker
   * than sequentially consistent: relaxed, acquire, release) the acquisition is marked {@link
   * Attrs#WEAK_ATOMIC}: the lock models the access's atomicity, not its ordering, which an
   * analysis that reasons about the program's values under sequential consistency must not
   * take for the C11 semantics.
   */
  private boolean atomicAcquire(LLVMValueRef i, LLVMValueRef p, boolean weak) {
    if (regionOf(p).local()) {
      return false;
    }
    List<Attribute> attrs = weak ? plus(at(i), new Attribute(Attrs.WEAK_ATOMIC, List.of())) : at(i);
    emit(new Cmd.Call(List.of(), "$lock_acquire", List.of(Expr.var(atomicLock().constant())),
        attrs, Pos.NONE));
    return true;
  }

  /** After access {@code i}: releases the atomic-access lock if {@link #atomicBegin} took it. */
  void atomicEnd(LLVMValueRef i, boolean atomic) {
    if (atomic) {
      emit(new Cmd.Call(List.of(), "$lock_release", List.of(Expr.var(atomicLock().constant())),
          at(i), Pos.NONE));
    }
  }

  private LockConst atomicLock() {
    return cx.lockAt("atomic-access", ATOMIC_ACCESS_LOCK, "atomic");
  }

  private void atomic(LLVMValueRef i, int opc) {
    LLVMValueRef p = LLVMGetOperand(i, 0);
    RegionCell r = regionOf(p);
    Expr addr = values.intVal(p);
    if (opc == LLVMAtomicRMW) {
      String old = name(i);
      read(i, r, addr, old, false);
      LLVMValueRef v = LLVMGetOperand(i, 1);
      Expr nv;
      int op = LLVMGetAtomicRMWBinOp(i);
      if (op == LLVMAtomicRMWBinOpXchg) {
        nv = values.intVal(v);
      } else {
        nv = rmwValue(op, Expr.var(old), values.intVal(v), Ir.width(LLVMTypeOf(v)));
      }
      write(i, r, addr, nv);
    } else {
      String old = fresh(Type.INT);
      read(i, r, addr, old, false);
      Expr ok = Expr.eq(Expr.var(old), values.intVal(LLVMGetOperand(i, 1)));
      write(i, r, addr, new Expr.Ite(ok, values.intVal(LLVMGetOperand(i, 2)), Expr.var(old)));
      values.cmpxchgParts.put(Ir.key(i), new String[] {old, null});
      String succ = fresh(Type.BOOL);
      assign(succ, ok);
      values.cmpxchgParts.get(Ir.key(i))[1] = succ;
    }
  }

  /**
   * The value an atomicrmw {@code op} stores, of the old value {@code o} and the operand {@code v}
   * (signed values of {@code w} bits): add and sub wrapped to the width, max/min and umax/umin
   * exact; and, or, xor over-approximated with the instruction ({@code {:exact}}); any other
   * operation (floating point, nand, wrapping increments) over-approximated. Before, every one of
   * them stored an unmarked fresh value, which the precise checker took for one some run stores.
   */
  private Expr rmwValue(int op, Expr o, Expr v, int w) {
    String t = fresh(Type.INT);
    if (w >= 1 && w <= 64 && (op == LLVMAtomicRMWBinOpAdd || op == LLVMAtomicRMWBinOpSub)) {
      String r = fresh(Type.INT);
      assign(r, IntOps.modPow2(Expr.bin(op == LLVMAtomicRMWBinOpAdd ? BinOp.ADD : BinOp.SUB, o, v), w));
      assign(t, IntOps.signedOfUnsigned(Expr.var(r), w));
    } else if (w >= 1 && w <= 64 && (op == LLVMAtomicRMWBinOpMax || op == LLVMAtomicRMWBinOpMin)) {
      assign(t, new Expr.Ite(Expr.bin(op == LLVMAtomicRMWBinOpMax ? BinOp.GE : BinOp.LE, o, v), o, v));
    } else if (w >= 1 && w <= 64 && (op == LLVMAtomicRMWBinOpUMax || op == LLVMAtomicRMWBinOpUMin)) {
      Expr uo = IntOps.toUnsigned(o, w);
      Expr uv = IntOps.toUnsigned(v, w);
      assign(t, new Expr.Ite(Expr.bin(op == LLVMAtomicRMWBinOpUMax ? BinOp.GE : BinOp.LE, uo, uv), o, v));
    } else if (w >= 1 && w <= 64 && (op == LLVMAtomicRMWBinOpAnd || op == LLVMAtomicRMWBinOpOr
        || op == LLVMAtomicRMWBinOpXor)) {
      String name = op == LLVMAtomicRMWBinOpAnd ? "and" : op == LLVMAtomicRMWBinOpOr ? "or" : "xor";
      havoc(List.of(t), List.of(Attrs.overapprox("an atomic " + name),
          Attrs.exact(new Attrs.Exact(name, w, o, v))));
    } else {
      havoc(List.of(t), List.of(Attrs.overapprox("the value an atomic read-modify-write stores")));
    }
    return Expr.var(t);
  }

  /** Parallel assignment of the phis of {@code succ} for the edge from {@code pred}. */
  private void phis(LLVMBasicBlockRef pred, LLVMBasicBlockRef succ) {
    List<Lhs> lhs = new ArrayList<>();
    List<Expr> rhs = new ArrayList<>();
    for (LLVMValueRef i : Ir.instructions(succ)) {
      if (LLVMGetInstructionOpcode(i) != LLVMPHI) {
        break;
      }
      for (int k = 0; k < LLVMCountIncoming(i); k++) {
        if (Ir.key(LLVMGetIncomingBlock(i, k)) == Ir.key(pred)) {
          lhs.add(new Lhs.VarLhs(name(i)));
          rhs.add(values.as(LLVMGetIncomingValue(i, k), LiftContext.ivlType(LLVMTypeOf(i))));
          break;
        }
      }
    }
    if (!lhs.isEmpty()) {
      emit(new Cmd.Assign(lhs, rhs, List.of(), Pos.NONE));
    }
  }

  /** A block on the edge to {@code succ} that assumes {@code cond} and assigns the phis. */
  private String edge(LLVMBasicBlockRef pred, LLVMBasicBlockRef succ, Expr cond, List<Block> out) {
    String label = uniqueLabel(curLabel + "$" + labels.get(Ir.key(succ)));
    List<Cmd> saved = cur;
    String savedLabel = curLabel;
    cur = new ArrayList<>();
    curLabel = label;
    if (cond != null) {
      assume(cond);
    }
    phis(pred, succ);
    out.add(new Block(label, cur, go(List.of(labels.get(Ir.key(succ))))));
    cur = saved;
    curLabel = savedLabel;
    return label;
  }

  private void branch(LLVMValueRef i) {
    LLVMBasicBlockRef pred = LLVMGetInstructionParent(i);
    if (LLVMIsConditional(i) == 0) {
      LLVMBasicBlockRef succ = LLVMGetSuccessor(i, 0);
      phis(pred, succ);
      end(go(List.of(labels.get(Ir.key(succ)))));
      return;
    }
    Expr c = values.boolVal(LLVMGetCondition(i));
    LLVMBasicBlockRef t = LLVMGetSuccessor(i, 0);
    LLVMBasicBlockRef f = LLVMGetSuccessor(i, 1);
    List<Block> extra = new ArrayList<>();
    String lt = edge(pred, t, c, extra);
    String lf = edge(pred, f, Expr.not(c), extra);
    end(go(List.of(lt, lf)));
    blocks.addAll(extra);
  }

  private void switchInst(LLVMValueRef i) {
    LLVMBasicBlockRef pred = LLVMGetInstructionParent(i);
    Expr v = values.intVal(LLVMGetOperand(i, 0)); // LLVMGetCondition is for branches only
    int n = LLVMGetNumSuccessors(i);
    List<Block> extra = new ArrayList<>();
    List<String> targets = new ArrayList<>();
    List<Expr> notAny = new ArrayList<>();
    for (int k = 1; k < n; k++) {
      // operands: cond, default, then (value, dest) pairs
      LLVMValueRef caseVal = LLVMGetOperand(i, 2 * k);
      Expr cv = values.intVal(caseVal);
      targets.add(edge(pred, LLVMGetSuccessor(i, k), Expr.eq(v, cv), extra));
      notAny.add(Expr.bin(BinOp.NEQ, v, cv));
    }
    targets.add(0, edge(pred, LLVMGetSwitchDefaultDest(i), Expr.conj(notAny), extra));
    end(go(targets));
    blocks.addAll(extra);
  }

  BigInteger heapBase() {
    return BigInteger.valueOf(cx.heapBase);
  }
}

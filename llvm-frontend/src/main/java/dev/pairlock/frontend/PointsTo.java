package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.frontend.PtGraph.AbstractObject;
import dev.pairlock.frontend.PtGraph.Cell;
import dev.pairlock.frontend.PtGraph.Node;
import dev.pairlock.frontend.PtGraph.Span;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.models.EntryPointTable;
import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.KernelModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMTargetDataRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Unification-based, context-insensitive, field-sensitive points-to analysis over the linked
 * module (see {@link PtGraph}; small accessors are inlined before it, {@link Accessors}).
 * Constraints are generated once per instruction; a call's argument and return flows wait until
 * their source points to something ({@link #flow}); indirect calls, such flows and memory copies
 * ({@link MemoryCopies}) are re-examined until nothing changes; then the
 * accesses of every node are checked for agreement ({@link LayoutChecks}: overlapping accesses of
 * different extents, or constant pointer arithmetic on a node that also has folded arrays,
 * collapse the node) until stable. The objects the kernel passes, and which memory is the
 * kernel's, are {@link KernelObjects}.
 */
final class PointsTo {
  /** A load, store or atomic access through {@code pointer} of {@code size} bytes. */
  record Access(LLVMValueRef inst, LLVMValueRef pointer, long size) {}

  final PtGraph graph = new PtGraph();
  final LLVMTargetDataRef dl;
  final DebugInfo di;
  final KernelModel model;
  private final Map<Long, Cell> cells = new HashMap<>();
  /**
   * Parameters through which the kernel passes objects of that call's own, fresh per call
   * (functions.xml {@code <exclusive>} of a callback: {@code read_proc}'s page, start and eof), by
   * procedure: each points to an object of its own (an {@link AbstractObject.Kind#ALLOCA}, as the
   * kernel's local it is), not to the kernel's object of its type that other entry points share.
   */
  Map<String, Set<Integer>> perCallParams = Map.of();
  /** The objects of {@link #perCallParams}. */
  final Set<AbstractObject> perCallObjects = new HashSet<>();
  /** The running thread's own objects ({@code get_current()}'s task), by the function returning it. */
  final Map<String, AbstractObject> perThreadObjects = new java.util.TreeMap<>();
  /**
   * The objects of the program's {@code _Thread_local} globals: one object per thread, reached
   * only through {@code llvm.threadlocal.address}; also in {@link #perThreadObjects}.
   */
  final Set<AbstractObject> threadLocalGlobals = new HashSet<>();
  private final Map<String, Cell> perThreadCells = new java.util.TreeMap<>();
  private final Map<Long, Cell> objectCells = new HashMap<>();
  private final Map<Long, Cell> returns = new HashMap<>();
  private final Map<Long, Cell> varargs = new HashMap<>();
  private final List<Access> accesses = new ArrayList<>();
  private final List<LLVMValueRef> indirectCalls = new ArrayList<>();
  private final Map<Long, Set<Long>> linked = new HashMap<>();
  /** memcpy/memmove calls, re-examined in every round of {@link #solve}. */
  private final MemoryCopies copies = new MemoryCopies(this);
  /** The checks that collapse nodes whose accesses or pointer arithmetic disagree. */
  private final LayoutChecks layout = new LayoutChecks(this);
  private final Map<Long, LLVMValueRef> functionsByKey = new LinkedHashMap<>();
  /** The objects the kernel passes to entry points, and which memory is the kernel's. */
  private final KernelObjects kernelObjects = new KernelObjects(this);
  private final List<LLVMValueRef> threadRoutines = new ArrayList<>();
  private final List<LLVMValueRef> joinResults = new ArrayList<>();
  /** The instruction creating each stack or heap object: its alloca, its allocation call. */
  private final Map<AbstractObject, LLVMValueRef> allocationSites = new HashMap<>();
  /**
   * The objects of allocations with a driver-owned area after the kernel's struct (functions.xml
   * {@code alloc area-after}: alloc_etherdev_mqs), and where in them that area's slot is: the
   * slot points to the area, an object of its own ({@link #ownedArea}).
   */
  private final Map<AbstractObject, Long> areaSlots = new HashMap<>();
  /** The slots the area-finding calls (netdev_priv) read their result from. */
  private final List<Cell> areaReads = new ArrayList<>();
  /** Results of unmodelled functions: any object, a class allocator's device among them. */
  private final List<Cell> unknownResults = new ArrayList<>();
  /** Arguments of unmodelled functions: what they reach is external, once solved. */
  private final List<Cell> unknownArguments = new ArrayList<>();
  /** Functions whose direct calls each allocate an object of their own ({@link AllocWrappers}). */
  private Set<Long> allocWrappers = Set.of();
  /**
   * Functions each direct call of which is the modelled deallocation of one argument
   * ({@link DeallocWrappers}): key to that parameter's index. Such calls are not linked.
   */
  private Map<Long, Integer> deallocWrappers = Map.of();
  /**
   * Defined variadic functions that start a {@code va_list} ({@code llvm.va_start}): only
   * these can reach their variadic arguments.
   */
  private final Set<Long> readsVarargs = new HashSet<>();
  private int order;

  /** The next creation number of an abstract object (its order in reports). */
  int nextOrder() {
    return order++;
  }
  private AddressInts addressInts;
  /** Structs with a field where an integer-held address was stored ({@link AddressInts}). */
  private Set<String> keyedStructs = Set.of();
  /** Where such a struct starts: the base cell of a GEP into it, and the struct. */
  private record KeyedBase(Cell cell, String struct) {}

  private final List<KeyedBase> keyedBases = new ArrayList<>();

  private final IrModule ir;
  private final Map<String, MatchTables> matchTables = new HashMap<>();

  private PointsTo(IrModule ir, DebugInfo di, KernelModel model) {
    this.ir = ir;
    this.dl = ir.dataLayout;
    this.di = di;
    this.model = model;
  }

  /**
   * Analyses the module. Pointer parameters of the functions in {@code externalParams} (entry
   * points and functions nobody in the driver calls) point to objects the kernel provides, whose
   * contents may be anything. {@code trace} is told why each node collapses.
   */
  static PointsTo analyse(
      IrModule ir, DebugInfo di, KernelModel model, Set<String> externalParams, DebugTrace trace) {
    return analyse(ir, di, model, externalParams, null, trace);
  }

  /**
   * As {@link #analyse(IrModule, DebugInfo, KernelModel, Set, DebugTrace)}, with the statically
   * initialised callbacks of {@code callbacks} (null: none) bound to their objects.
   */
  static PointsTo analyse(IrModule ir, DebugInfo di, KernelModel model,
      Set<String> externalParams, Callbacks callbacks, DebugTrace trace) {
    return analyse(ir, di, model, externalParams, callbacks, Map.of(), trace);
  }

  /** As above, with parameters that get objects of the kernel's call ({@link #perCallParams}). */
  static PointsTo analyse(IrModule ir, DebugInfo di, KernelModel model,
      Set<String> externalParams, Callbacks callbacks, Map<String, Set<Integer>> perCall,
      DebugTrace trace) {
    PointsTo pt = analyse(ir, di, model, externalParams, AddressInts.of(ir, model, false),
        callbacks, perCall, trace);
    // The integers found to hold addresses are checked against the result: a wide load assumed
    // not to hold one must not read a keyed field (then every load of unknown key may), nor a
    // cell where a pointer or an integer-held address was stored (then that load holds one).
    // Each round only adds loads that hold addresses; after MAX_ADDRESS_ROUNDS every wide load
    // may hold one.
    boolean conservative = false;
    Set<Long> forced = new HashSet<>();
    for (int round = 1; ; round++) {
      boolean hold = pt.addressIntAssumptionsHold();
      List<Long> more = pt.loadsReadingAddresses();
      if (hold && more.isEmpty()) {
        return pt;
      }
      conservative |= !hold;
      forced.addAll(more);
      boolean everything = round >= MAX_ADDRESS_ROUNDS;
      pt = analyse(ir, di, model, externalParams,
          AddressInts.of(ir, model, conservative, Set.copyOf(forced), everything), callbacks,
          perCall, trace);
      if (everything) {
        return pt;
      }
    }
  }

  /** Rounds of {@link #loadsReadingAddresses} before every wide load may hold an address. */
  private static final int MAX_ADDRESS_ROUNDS = 6;

  private static PointsTo analyse(
      IrModule ir,
      DebugInfo di,
      KernelModel model,
      Set<String> externalParams,
      AddressInts ai,
      Callbacks callbacks,
      Map<String, Set<Integer>> perCall,
      DebugTrace trace) {
    PointsTo pt = new PointsTo(ir, di, model);
    pt.perCallParams = perCall;
    pt.graph.trace = trace;
    pt.addressInts = ai;
    pt.keyedStructs = ai.keyedStructs();
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      pt.functionsByKey.put(Ir.key(f), f);
    }
    pt.allocWrappers = AllocWrappers.of(ir, model);
    pt.deallocWrappers = DeallocWrappers.of(ir, model);
    pt.readsVarargs.addAll(startsVaList(ir));
    for (LLVMValueRef g : Ir.globals(ir.module)) {
      pt.globalInitializer(g);
    }
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(f)) {
        continue;
      }
      Set<Integer> perCallHere = perCall.getOrDefault(Ir.name(f), Set.of());
      if (externalParams.contains(Ir.name(f))) {
        pt.kernelObjects.externalParams(f, perCallHere);
        if (Ir.isInteger(LLVMGetReturnType(LLVMGlobalGetValueType(f)))) {
          pt.returnedToKernel.add(pt.retCell(f)); // the kernel may use it as an address
        }
      }
      pt.perCallObjects(f, perCallHere);
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (pt.graph.tracing()) {
            pt.graph.context = Ir.name(f) + " " + Ir.loc(i);
          }
          pt.instruction(f, i);
        }
      }
    }
    if (callbacks != null) {
      pt.staticCallbacks(callbacks);
    }
    pt.paramLinks();
    pt.kernelObjects.linkOwnedFields();
    pt.joinResults();
    pt.solve();
    return pt;
  }

  /**
   * A statically initialised work item's function receives its work_struct (the object inside
   * the global); a timer's or tasklet's its data, when that is an address.
   */
  private void staticCallbacks(Callbacks callbacks) {
    for (Callbacks.StaticSite s : callbacks.statics()) {
      if (LLVMCountParams(s.fn()) == 0) {
        continue;
      }
      Cell ctx;
      if (s.model().contextField().isEmpty()) {
        Cell g = valueCell(s.global());
        ctx = g == null ? null : graph.shift(g, s.offset());
      } else {
        ctx = s.data() == null ? null : valueCell(s.data());
      }
      Cell param = ctx == null ? null : cellOf(LLVMGetParam(s.fn(), 0));
      if (param != null) {
        graph.unify(param, ctx);
      }
    }
    // a function the driver stores into a timer's function field gets the timer's data (or the
    // object itself)
    for (Callbacks.FieldSite s : callbacks.fieldSites()) {
      Cell p = valueCell(s.pointer());
      if (p == null || LLVMCountParams(s.fn()) == 0) {
        continue;
      }
      Cell obj = graph.shift(p, -s.fnOffset());
      Cell ctx = s.model().contextField().isEmpty() ? obj
          : s.contextOffset() < 0 ? null : graph.pointee(graph.shift(obj, s.contextOffset()));
      Cell param = ctx == null ? null : cellOf(LLVMGetParam(s.fn(), 0));
      if (param != null) {
        graph.unify(param, ctx);
      }
    }
  }

  /**
   * Objects the kernel links to each other before calling entry points (entry-points.xml
   * param-link: tty->driver_data is the usb_serial_port of the tty).
   */
  private void paramLinks() {
    for (EntryPointTable.ParamLink l : model.entryPoints().paramLinks()) {
      CType.Struct s = di.struct(l.struct());
      CType.Struct t = di.struct(l.target());
      if (s == null || t == null) {
        continue;
      }
      CType.Member field = s.members().stream()
          .filter(m -> m.name().equals(l.field())).findFirst().orElse(null);
      if (field == null) {
        continue;
      }
      Cell from = kernelObjects.paramObject("struct " + s.name(), s.name(), s);
      Cell to = kernelObjects.paramObject("struct " + t.name(), t.name(), t);
      graph.unify(graph.pointee(graph.shift(from, field.offset())), to);
    }
  }

  // ---- results ------------------------------------------------------------------------------

  /** Where a pointer value points (normalised), or null for constants that point nowhere. */
  Cell cell(LLVMValueRef v) {
    Cell c = lookup(v);
    return c == null ? null : graph.find(c);
  }

  /** The abstract location {@code off} bytes into what {@code v} points to, or null. */
  Cell cellAt(LLVMValueRef v, long off) {
    Cell c = cell(v);
    return c == null ? null : graph.find(graph.shift(c, off));
  }

  List<Access> accesses() {
    return accesses;
  }

  /** Functions an indirect call may reach (compatible address-taken functions in its target). */
  List<LLVMValueRef> callees(LLVMValueRef call) {
    Cell c = cell(LLVMGetCalledValue(call));
    List<LLVMValueRef> r = new ArrayList<>();
    if (c == null) {
      return r;
    }
    for (AbstractObject o : c.node().objects.keySet()) {
      if (o.kind() == AbstractObject.Kind.FUNCTION) {
        LLVMValueRef f = functionByName(o.name());
        if (f != null && compatible(call, f)) {
          r.add(f);
        }
      }
    }
    r.sort(java.util.Comparator.comparing(Ir::name));
    return r;
  }

  /**
   * The defined functions that call {@code llvm.va_start} (or {@code llvm.va_copy}): the only
   * way C gives a function to reach its variadic arguments.
   */
  private static Set<Long> startsVaList(IrModule ir) {
    Set<Long> r = new HashSet<>();
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(f) || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) == 0) {
        continue;
      }
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) != LLVMCall) {
            continue;
          }
          LLVMValueRef g = LLVMGetCalledValue(i);
          String n = Ir.isNull(LLVMIsAFunction(g)) ? "" : Ir.name(g);
          if (n.startsWith("llvm.va_start") || n.startsWith("llvm.va_copy")) {
            r.add(Ir.key(f));
          }
        }
      }
    }
    return r;
  }

  /**
   * Whether {@code f} is an allocation wrapper ({@link AllocWrappers}): the object its body
   * allocates is, at each direct call, an object of that call's own, so the node of the body's
   * allocation is not every node the object may be accessed as.
   */
  boolean isAllocWrapper(LLVMValueRef f) {
    return allocWrappers.contains(Ir.key(f));
  }

  /**
   * The parameter a direct call of {@code g} deallocates when {@code g} is a deallocation
   * wrapper ({@link DeallocWrappers}), else -1: such a call is the deallocation of that argument.
   */
  int deallocatedParam(LLVMValueRef g) {
    return deallocWrappers.getOrDefault(Ir.key(g), -1);
  }

  /** The instruction that creates a stack or heap object (null for other objects). */
  LLVMValueRef allocationSite(AbstractObject o) {
    return allocationSites.get(o);
  }

  /** Parameters {@code ks} of {@code f} point to objects of their own ({@link #perCallParams}). */
  private void perCallObjects(LLVMValueRef f, Set<Integer> ks) {
    List<CType> types = ks.isEmpty() ? List.of() : di.paramTypes(f);
    for (int k : ks) {
      if (k >= LLVMCountParams(f) || !Ir.isPointer(LLVMTypeOf(LLVMGetParam(f, k)))) {
        continue;
      }
      LLVMValueRef p = LLVMGetParam(f, k);
      CType t = k < types.size() ? types.get(k) : null;
      AbstractObject o = new AbstractObject(AbstractObject.Kind.ALLOCA,
          Ir.name(f) + "." + (Ir.name(p).isEmpty() ? "arg" + k : Ir.name(p)),
          t instanceof CType.Pointer ptr ? ptr.target() : null, nextOrder());
      perCallObjects.add(o);
      graph.unify(cellOf(p), graph.object(o));
    }
  }

  Set<String> indirectCallees() {
    Set<String> r = new TreeSet<>();
    for (LLVMValueRef call : indirectCalls) {
      for (LLVMValueRef f : callees(call)) {
        if (Ir.isDefinition(f)) {
          r.add(Ir.name(f));
        }
      }
    }
    return r;
  }

  /** The call's target may be a function the driver does not know (kernel memory, casts). */
  boolean mayCallUnknown(LLVMValueRef call) {
    Cell c = cell(LLVMGetCalledValue(call));
    if (c == null || c.node().external) {
      return true;
    }
    for (AbstractObject o : c.node().objects.keySet()) {
      if (o.kind() != AbstractObject.Kind.FUNCTION) {
        return true;
      }
    }
    return c.node().objects.isEmpty();
  }

  /**
   * Whether the called pointer can only be null: its node holds no object, is not external (not
   * filled by the kernel or by unmodelled code) and no integer cast to a pointer reaches it (a
   * {@code dmi_system_id} table whose callbacks are all NULL). A call through NULL crashes the
   * kernel; the analysis covers the executions that do not, so the call does nothing.
   */
  boolean callsOnlyNull(LLVMValueRef call) {
    Cell c = cell(LLVMGetCalledValue(call));
    return c != null && c.node().objects.isEmpty() && !c.node().external
        && !c.node().fromInteger;
  }

  /** Root nodes reachable from the cells (through pointer fields), in id order. */
  List<Node> reachable(List<Cell> from) {
    return reachable(from, false);
  }

  /** As {@link #reachable(List)}, not following owned fields when {@code skipOwned}. */
  List<Node> reachable(List<Cell> from, boolean skipOwned) {
    return reachable(from, skipOwned, false);
  }

  /**
   * As {@link #reachable(List, boolean)}; with {@code skipAreas}, not following the slots of
   * driver-owned areas ({@link #ownedArea}) either.
   */
  List<Node> reachable(List<Cell> from, boolean skipOwned, boolean skipAreas) {
    TreeMap<Integer, Node> seen = new TreeMap<>();
    ArrayList<Node> work = new ArrayList<>();
    for (Cell c : from) {
      if (c != null) {
        work.add(graph.find(c).node());
      }
    }
    while (!work.isEmpty()) {
      Node n = graph.root(work.remove(work.size() - 1));
      if (seen.put(n.id, n) != null) {
        continue;
      }
      for (Map.Entry<Long, Cell> e : n.fields.entrySet()) {
        // a field only the driver writes (netdev_priv's area, file->private_data) holds the
        // driver's pointer even in an object the kernel passes
        if (skipOwned && !n.collapsed && kernelObjects.ownedField(n, e.getKey())) {
          continue;
        }
        if (skipAreas && ownedArea(n, e.getKey())) {
          continue;
        }
        work.add(graph.find(e.getValue()).node());
      }
    }
    return new ArrayList<>(seen.values());
  }

  LLVMValueRef functionByName(String name) {
    for (LLVMValueRef f : functionsByKey.values()) {
      if (Ir.name(f).equals(name)) {
        return f;
      }
    }
    return null;
  }

  // ---- constraint generation ----------------------------------------------------------------

  private Cell lookup(LLVMValueRef v) {
    if (Ir.isNull(v) || cannotHoldAddress(v)) {
      return null;
    }
    Cell c = cells.get(Ir.key(v));
    if (c != null) {
      return c;
    }
    if (LLVMIsConstant(v) != 0) {
      c = constantCell(v);
      if (c != null) {
        rememberCell(v, c);
      }
      return c;
    }
    return null;
  }

  /** The cell of a value, created empty for non-constant values seen the first time. */
  Cell cellOf(LLVMValueRef v) {
    Cell c = lookup(v);
    if (c == null && LLVMIsConstant(v) == 0 && !cannotHoldAddress(v)) {
      c = graph.fresh();
      rememberCell(v, c);
    }
    return c;
  }

  /**
   * An integer narrower than a pointer of the target (an {@code int} field, a flag on x86-64) cannot
   * hold an address, and a wide one only when {@link AddressInts} says it may: such integers carry
   * no cell, so masking {@code cfg->features} loaded from a collapsed object does not collapse
   * what the object's pointers point to.
   */
  private boolean cannotHoldAddress(LLVMValueRef v) {
    LLVMTypeRef t = LLVMTypeOf(v);
    if (!Ir.isInteger(t)) {
      return false;
    }
    return LLVMGetIntTypeWidth(t) < 8L * LLVMPointerSize(dl)
        || (LLVMIsConstant(v) == 0 && !addressInts.mayHoldAddress(v));
  }

  private void unifyValues(LLVMValueRef a, LLVMValueRef b) {
    Cell cb = lookup(b);
    if (cb == null && LLVMIsConstant(b) != 0) {
      return;
    }
    Cell ca = cellOf(a);
    cb = cellOf(b);
    if (ca != null && cb != null) {
      graph.unify(ca, cb);
    }
  }

  private Cell constantCell(LLVMValueRef c) {
    if (!Ir.isNull(LLVMIsAGlobalAlias(c))) {
      return lookup(LLVMAliasGetAliasee(c));
    }
    if (!Ir.isNull(LLVMIsAFunction(c)) || !Ir.isNull(LLVMIsAGlobalVariable(c))) {
      return objectCell(c);
    }
    if (!Ir.isNull(LLVMIsAConstantExpr(c))) {
      int opc = LLVMGetConstOpcode(c);
      if (opc == LLVMGetElementPtr) {
        return gepCell(c);
      }
      if (opc == LLVMBitCast || opc == LLVMPtrToInt || opc == LLVMIntToPtr
          || opc == LLVMAddrSpaceCast) {
        return lookup(LLVMGetOperand(c, 0));
      }
      // other constant arithmetic on addresses: collapse whatever it is built from
      Cell r = null;
      for (int i = 0; i < LLVMGetNumOperands(c); i++) {
        Cell o = lookup(LLVMGetOperand(c, i));
        if (o != null) {
          graph.collapse(o.node());
          if (r != null) {
            graph.unify(r, o);
          }
          r = o;
        }
      }
      return r;
    }
    return null;
  }

  private Cell objectCell(LLVMValueRef g) {
    Cell c = objectCells.get(Ir.key(g));
    if (c == null) {
      boolean fn = !Ir.isNull(LLVMIsAFunction(g));
      AbstractObject.Kind k = fn ? AbstractObject.Kind.FUNCTION : AbstractObject.Kind.GLOBAL;
      CType t = fn ? null : di.typeOfGlobal(g);
      AbstractObject ao = new AbstractObject(k, Ir.name(g), t, order++);
      c = graph.object(ao);
      if (!fn && LLVMIsThreadLocal(g) != 0) {
        // each thread has its own (Regions: thread-local while no other thread can reach it)
        perThreadObjects.put("_Thread_local " + Ir.name(g), ao);
        threadLocalGlobals.add(ao);
      }
      if (!fn && Ir.isDefinition(g) == false) {
        graph.markExternal(c.node()); // extern global: the kernel may store anything in it
      }
      objectCells.put(Ir.key(g), c);
      if (!fn) {
        arrayObject(c, LLVMGlobalGetValueType(g));
      }
    }
    return c;
  }

  /** An object of array type is a folded array from its start. */
  private void arrayObject(Cell c, LLVMTypeRef t) {
    if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
      graph.addSpan(c, LLVMABISizeOfType(dl, t), LLVMABISizeOfType(dl, LLVMGetElementType(t)));
    }
  }

  private void globalInitializer(LLVMValueRef g) {
    Cell gc = objectCell(g);
    keyedIn(gc, LLVMGlobalGetValueType(g));
    if (!Ir.isDefinition(g)) {
      return;
    }
    LLVMValueRef init = LLVMGetInitializer(g);
    if (!Ir.isNull(init)) {
      initConstant(gc, 0, init);
    }
  }

  private void initConstant(Cell base, long off, LLVMValueRef c) {
    LLVMTypeRef t = LLVMTypeOf(c);
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMStructTypeKind) {
      int n = LLVMCountStructElementTypes(t);
      for (int i = 0; i < n; i++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, i);
        if (!Ir.isNull(e)) {
          initConstant(base, off + LLVMOffsetOfElement(dl, t, i), e);
        }
      }
    } else if (kind == LLVMArrayTypeKind) {
      long n = LLVMGetArrayLength2(t);
      long es = LLVMABISizeOfType(dl, LLVMGetElementType(t));
      for (long i = 0; i < n && i < 4096; i++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, (int) i);
        if (!Ir.isNull(e)) {
          // array elements share a cell (folded)
          initConstant(base, off, e);
        }
      }
      if (es == 0) {
        return;
      }
    } else if (Ir.isScalar(t)) {
      Cell target = lookup(c);
      if (target != null) {
        graph.unify(graph.pointee(graph.shift(base, off)), target);
      }
    }
  }

  private Cell retCell(LLVMValueRef f) {
    return returns.computeIfAbsent(Ir.key(f), k -> graph.fresh());
  }

  private void instruction(LLVMValueRef f, LLVMValueRef i) {
    int opc = LLVMGetInstructionOpcode(i);
    if (opc == LLVMAlloca) {
      LLVMTypeRef t = LLVMGetAllocatedType(i);
      String hint = Ir.cStructName(t);
      CType ct = hint == null ? null : di.struct(hint);
      AbstractObject ao = new AbstractObject(AbstractObject.Kind.ALLOCA,
          Ir.name(f) + "." + Ir.name(i), ct, order++);
      allocationSites.put(ao, i);
      Cell o = graph.object(ao);
      keyedIn(o, t);
      arrayObject(o, t);
      graph.unify(cellOf(i), o);
    } else if (opc == LLVMLoad) {
      LLVMValueRef p = LLVMGetOperand(i, 0);
      accesses.add(new Access(i, p, Ir.accessSize(dl, i)));
      Cell pc = cellOf(p);
      if (pc != null && Ir.isScalar(LLVMTypeOf(i))) {
        graph.unify(cellOf(i), graph.pointee(pc));
      } else if (pc != null && isAggregate(LLVMTypeOf(i))) {
        // a struct loaded whole (returned by value): its value's cell stands for all its
        // elements (as extractvalue and insertvalue take it), so each element's pointee
        for (long o : scalarLeaves(LLVMTypeOf(i))) {
          graph.unify(cellOf(i), graph.pointee(graph.shift(pc, o)));
        }
      }
    } else if (opc == LLVMStore) {
      LLVMValueRef v = LLVMGetOperand(i, 0);
      LLVMValueRef p = LLVMGetOperand(i, 1);
      accesses.add(new Access(i, p, Ir.accessSize(dl, i)));
      Cell pc = cellOf(p);
      Cell vc = Ir.isScalar(LLVMTypeOf(v)) ? valueCell(v) : null;
      if (pc != null && vc != null) {
        graph.unify(graph.pointee(pc), vc);
      } else if (pc != null && isAggregate(LLVMTypeOf(v))) {
        if (LLVMIsConstant(v) != 0) {
          initConstant(pc, 0, v); // a constant struct: its elements where they are stored
        } else {
          Cell ac = valueCell(v);
          for (long o : ac == null ? List.<Long>of() : scalarLeaves(LLVMTypeOf(v))) {
            graph.unify(graph.pointee(graph.shift(pc, o)), ac);
          }
        }
      }
    } else if (opc == LLVMAtomicRMW || opc == LLVMAtomicCmpXchg) {
      LLVMValueRef p = LLVMGetOperand(i, 0);
      LLVMValueRef v = LLVMGetOperand(i, opc == LLVMAtomicRMW ? 1 : 2);
      accesses.add(new Access(i, p, Ir.accessSize(dl, i)));
      Cell pc = cellOf(p);
      if (pc != null) {
        Cell target = graph.pointee(pc);
        Cell vc = valueCell(v);
        if (vc != null) {
          graph.unify(target, vc);
        }
        graph.unify(cellOf(i), target);
        if (opc == LLVMAtomicRMW && LLVMGetAtomicRMWBinOp(i) != LLVMAtomicRMWBinOpXchg) {
          // add/sub/and/or/xor/nand/min/max/...: what is stored back is integer arithmetic on
          // the old value (and the operand, unified with it), somewhere in the same object
          pendingArithmetic.add(new PendingArithmetic(target, target, i));
        }
      }
    } else if (opc == LLVMGetElementPtr) {
      gepInstruction(i);
    } else if (opc == LLVMBitCast || opc == LLVMPtrToInt || opc == LLVMIntToPtr
        || opc == LLVMAddrSpaceCast || opc == LLVMZExt || opc == LLVMSExt || opc == LLVMTrunc
        || opc == LLVMFreeze) {
      unifyValues(i, LLVMGetOperand(i, 0));
      if (opc == LLVMIntToPtr) {
        Cell c = cellOf(i);
        if (c != null) {
          graph.find(c).node().fromInteger = true;
        }
      }
    } else if (opc == LLVMPHI) {
      for (int k = 0; k < LLVMCountIncoming(i); k++) {
        unifyValues(i, LLVMGetIncomingValue(i, k));
      }
    } else if (opc == LLVMSelect) {
      unifyValues(i, LLVMGetOperand(i, 1));
      unifyValues(i, LLVMGetOperand(i, 2));
    } else if (isIntArithmetic(opc)) {
      for (int k = 0; k < 2; k++) {
        // integer arithmetic on an address: the result is somewhere in the same object, which
        // collapses once the result may be used as an address again (firePendingArithmetic)
        Cell o = lookup(LLVMGetOperand(i, k));
        Cell r = o == null ? null : cellOf(i);
        if (r != null) {
          pendingArithmetic.add(new PendingArithmetic(r, o, i));
        }
      }
    } else if (opc == LLVMExtractValue || opc == LLVMInsertValue) {
      for (int k = 0; k < LLVMGetNumOperands(i); k++) {
        unifyValues(i, LLVMGetOperand(i, k));
      }
    } else if (opc == LLVMRet && LLVMGetNumOperands(i) == 1) {
      LLVMValueRef v = LLVMGetOperand(i, 0);
      Cell vc = valueCell(v);
      if (vc != null) {
        graph.unify(retCell(f), vc);
      }
    } else if (opc == LLVMCall) {
      call(i);
    }
  }

  private Cell valueCell(LLVMValueRef v) {
    return LLVMIsConstant(v) != 0 ? lookup(v) : cellOf(v);
  }

  /**
   * Integer arithmetic ({@code inst}) whose operand held an address ({@code operand}): its result
   * ({@code result}, a cell of its own until then) is somewhere in the operand's object. Once the
   * result may be used as an address ({@link #firePendingArithmetic}), the operand's node
   * collapses and the two cells are one.
   */
  private record PendingArithmetic(Cell result, Cell operand, LLVMValueRef inst) {}

  private final List<PendingArithmetic> pendingArithmetic = new ArrayList<>();
  /** Cells of values of pointer type (or vectors of pointers): addresses by their type. */
  private final List<Cell> pointerCells = new ArrayList<>();
  /**
   * Cells of integer arguments of calls that do not pass them to a defined function's
   * parameter (assembly, intrinsics, modelled and unmodelled functions, indirect calls): what
   * such code does with them is not seen as instructions, so they count as used as addresses.
   */
  private final List<Cell> opaqueIntegerUses = new ArrayList<>();

  private void rememberCell(LLVMValueRef v, Cell c) {
    cells.put(Ir.key(v), c);
    LLVMTypeRef t = LLVMTypeOf(v);
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
      t = LLVMGetElementType(t);
    }
    if (Ir.isPointer(t)) {
      pointerCells.add(c);
    }
  }

  /**
   * Collapses the operands of the pending integer arithmetic ({@link PendingArithmetic}) whose
   * result's node is used as an address: it holds a value of pointer type (an {@code inttoptr},
   * a pointer loaded from where the integer was stored, a parameter it was passed to), an
   * integer argument of code the analysis does not see ({@link #opaqueIntegerUses}), an integer
   * an entry point returns to the kernel, or it is reachable by the kernel or unmodelled code
   * ({@link #mayBeExternal}). Returns how many fired. A result node that is none of these at the
   * fixpoint is only compared, masked, stored and loaded as an integer: no access goes through
   * it, so where in the operand's object it points does not matter (docs/llvm-frontend.md).
   */
  private int firePendingArithmetic() {
    if (pendingArithmetic.isEmpty()) {
      return 0;
    }
    Set<Node> used = new HashSet<>(mayBeExternal());
    for (Cell c : pointerCells) {
      used.add(graph.find(c).node());
    }
    for (Cell c : opaqueIntegerUses) {
      used.add(graph.find(c).node());
    }
    for (Cell c : returnedToKernel) {
      used.add(graph.find(c).node());
    }
    int fired = 0;
    for (var it = pendingArithmetic.iterator(); it.hasNext(); ) {
      PendingArithmetic p = it.next();
      if (used.contains(graph.find(p.result()).node())) {
        it.remove();
        if (graph.tracing()) {
          graph.context = "integer arithmetic used as an address " + Ir.loc(p.inst());
        }
        graph.collapse(graph.find(p.operand()).node());
        graph.unify(p.result(), p.operand());
        fired++;
      }
    }
    return fired;
  }

  /** Return cells of entry points (and uncalled functions) returning an integer. */
  private final List<Cell> returnedToKernel = new ArrayList<>();

  private static boolean isIntArithmetic(int opc) {
    return opc == LLVMAdd || opc == LLVMSub || opc == LLVMMul || opc == LLVMAnd || opc == LLVMOr
        || opc == LLVMXor || opc == LLVMShl || opc == LLVMLShr || opc == LLVMAShr
        || opc == LLVMUDiv || opc == LLVMSDiv || opc == LLVMURem || opc == LLVMSRem;
  }

  private Cell gepCell(LLVMValueRef gep) {
    Gep g = Gep.of(gep, dl);
    Cell base = lookup(g.base());
    if (base == null) {
      if (LLVMIsConstant(g.base()) != 0) {
        return addressIndices(g, null); // arithmetic on null: an index's object, if any
      }
      base = cellOf(g.base());
    }
    return addressIndices(g, gepFrom(gep, g, base));
  }

  /**
   * A GEP whose variable index holds an address ({@code (char *)base + ((uintptr_t)q -
   * (uintptr_t)base)} is {@code q}; {@code (char *)0 + x}): the result may be anywhere in the
   * index's object as well as the base's, so both collapse and the result is unified with the
   * index. Such an index is often a constant expression once a helper is inlined ({@code sub
   * (ptrtoint @counter, ptrtoint @other)}), which only this looks at.
   */
  private Cell addressIndices(Gep g, Cell r) {
    for (Gep.Term t : g.terms()) {
      // an index narrower than a pointer (an int, extended) is an offset, as every narrow
      // integer here (AddressInts): not an address of its own, so the base keeps its layout
      // ((int)(long)arg as a thread's slot in a global array). If it was cut from a wide
      // integer, that integer is used here as an address: arithmetic it is the result of
      // collapses ((int)((uintptr_t)q - (uintptr_t)base) unifies q's and base's objects, as the
      // eager rule did)
      LLVMValueRef x = t.index();
      while (!Ir.isNull(LLVMIsASExtInst(x)) || !Ir.isNull(LLVMIsAZExtInst(x))) {
        x = LLVMGetOperand(x, 0);
      }
      if (Ir.isInteger(LLVMTypeOf(x))
          && LLVMGetIntTypeWidth(LLVMTypeOf(x)) < 8L * LLVMPointerSize(dl)) {
        if (!Ir.isNull(LLVMIsATruncInst(x)) && lookup(LLVMGetOperand(x, 0)) instanceof Cell w) {
          opaqueIntegerUses.add(w);
        }
        continue;
      }
      Cell ic = lookup(t.index());
      if (ic == null) {
        continue;
      }
      // used as an address: a pending arithmetic it is the result of collapses too
      opaqueIntegerUses.add(ic);
      graph.collapse(ic.node());
      if (r != null) {
        graph.collapse(graph.find(r).node());
        graph.unify(r, ic);
      }
      r = graph.find(ic);
    }
    return r == null ? null : graph.find(r);
  }

  private Cell gepFrom(LLVMValueRef gep, Gep g, Cell base) {
    Cell b = graph.find(base);
    if (g.structName() != null && !b.node().collapsed) {
      b.node().typeHints.putIfAbsent(b.offset(), g.structName());
    }
    keyedIn(b, LLVMGetGEPSourceElementType(gep));
    long first = 0;
    if (g.pointerArithmetic() || g.shifted()) {
      long stride = LLVMABISizeOfType(dl, LLVMGetGEPSourceElementType(gep));
      long array = arrayBehind(g.base(), stride);
      if (array > 0) {
        // p + i where p points into an array of elements of exactly that stride (tp->tx + e,
        // cfgs + k, end = cfgs + N): another element of the same array, whose cells are element
        // 0's (a one-past-the-end pointer included)
        graph.addSpan(b, array, stride);
        first =
            g.pointerArithmetic() ? 0 : LLVMConstIntGetSExtValue(LLVMGetOperand(gep, 1)) * stride;
      } else if (g.pointerArithmetic()) {
        // p + i with p of unknown provenance: checked once solved, when p's cell may be known to
        // be inside a folded array (else the node collapses)
        layout.arithmetic(g.base(), stride);
      } else {
        // p + k on a struct T * (the first index, the only one, a constant): by whole Ts
        LLVMTypeRef src = LLVMGetGEPSourceElementType(gep);
        boolean wholeStructs = LLVMGetTypeKind(src) == LLVMStructTypeKind
            && LLVMGetNumOperands(gep) == 2;
        layout.shifted(g.base(), g.cellOffset(), wholeStructs ? stride : 0);
      }
    }
    Cell r = graph.shift(b, g.cellOffset() - first);
    for (Gep.Fold f : g.folds()) {
      graph.addSpan(graph.shift(b, f.start()), f.size(), f.stride());
    }
    return graph.find(r);
  }

  private long arrayBehind(LLVMValueRef base, long stride) {
    LLVMTypeRef t = null;
    if (!Ir.isNull(LLVMIsAGlobalVariable(base))) {
      t = LLVMGlobalGetValueType(base);
    } else if (!Ir.isNull(LLVMIsAAllocaInst(base))) {
      t = LLVMGetAllocatedType(base);
    }
    if (t != null) {
      return LLVMGetTypeKind(t) == LLVMArrayTypeKind
          && LLVMABISizeOfType(dl, LLVMGetElementType(t)) == stride ? LLVMABISizeOfType(dl, t) : -1;
    }
    if (!Ir.isGep(base) || LLVMGetNumOperands(base) < 3) {
      return -1;
    }
    LLVMTypeRef ty = LLVMGetGEPSourceElementType(base);
    boolean lastIsArray = false;
    for (int k = 2; k < LLVMGetNumOperands(base); k++) {
      int kind = LLVMGetTypeKind(ty);
      if (kind == LLVMStructTypeKind) {
        ty = LLVMStructGetTypeAtIndex(ty,
            (int) LLVMConstIntGetZExtValue(LLVMGetOperand(base, k)));
        lastIsArray = false;
      } else if (kind == LLVMArrayTypeKind) {
        ty = LLVMGetElementType(ty);
        lastIsArray = true;
      } else {
        return -1;
      }
    }
    if (!lastIsArray || LLVMABISizeOfType(dl, ty) != stride) {
      return -1;
    }
    long folded = Gep.of(base, dl).foldedSize();
    return folded > 0 ? folded : -1;
  }

  /**
   * Whether no wide load that {@link AddressInts} assumed not to hold an address can read a field
   * where one was stored: its cell is not such a field of a struct object, and not in a collapsed
   * node holding such a struct.
   */
  private boolean addressIntAssumptionsHold() {
    if (addressInts.assumedLoads().isEmpty()) {
      return true;
    }
    Map<Node, Set<Long>> keyedCells = new HashMap<>();
    Set<Node> keyedWhole = new HashSet<>();
    for (KeyedBase kb : keyedBases) {
      Cell c = graph.find(kb.cell());
      for (long off : addressInts.keyedOffsets(kb.struct())) {
        keyedCells.computeIfAbsent(c.node(), x -> new HashSet<>())
            .add(c.node().collapsed ? 0 : c.offset() + off);
      }
    }
    for (LLVMValueRef v : addressInts.keyedVariables()) {
      // an address stored in a variable's own bytes (a scalar, an array of them)
      Cell c = cell(v);
      if (c != null) {
        keyedCells.computeIfAbsent(c.node(), x -> new HashSet<>()).add(0L);
        keyedWhole.add(c.node());
      }
    }
    for (LLVMValueRef load : addressInts.assumedLoads()) {
      Cell c = cell(LLVMGetOperand(load, 0));
      if (c == null) {
        continue;
      }
      Set<Long> keyed = keyedCells.get(c.node());
      if (keyed != null
          && (c.node().collapsed || keyedWhole.contains(c.node()) || keyed.contains(c.offset()))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Records where the keyed structs inside a value of type {@code t} at {@code at} start: {@code
   * t} itself, its fields' structs (array elements folded to element 0, as the cells are).
   */
  private void keyedIn(Cell at, LLVMTypeRef t) {
    if (keyedStructs.isEmpty()) {
      return;
    }
    for (Map.Entry<Long, String> e : keyedStructsIn(t)) {
      keyedBases.add(new KeyedBase(graph.shift(at, e.getKey()), e.getValue()));
    }
  }

  private final Map<Long, List<Map.Entry<Long, String>>> keyedStructsByType = new HashMap<>();

  /** The keyed named structs inside type {@code t}, with their byte offsets. */
  private List<Map.Entry<Long, String>> keyedStructsIn(LLVMTypeRef t) {
    List<Map.Entry<Long, String>> found = keyedStructsByType.get(t.address());
    if (found == null) {
      found = new ArrayList<>();
      collectKeyed(t, 0, found, 0);
      keyedStructsByType.put(t.address(), found);
    }
    return found;
  }

  private void collectKeyed(LLVMTypeRef t, long off, List<Map.Entry<Long, String>> out, int depth) {
    if (depth > 32) {
      return;
    }
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMStructTypeKind && LLVMIsOpaqueStruct(t) == 0) {
      String name = Ir.cStructName(t);
      if (name != null && keyedStructs.contains(name)) {
        out.add(Map.entry(off, name));
      }
      for (int k = 0; k < LLVMCountStructElementTypes(t); k++) {
        collectKeyed(LLVMStructGetTypeAtIndex(t, k), off + LLVMOffsetOfElement(dl, t, k), out,
            depth + 1);
      }
    } else if (kind == LLVMArrayTypeKind) {
      collectKeyed(LLVMGetElementType(t), off, out, depth + 1);
    }
  }

  /**
   * Wide integer loads that carry no cell ({@link AddressInts} found them not to hold an address)
   * but read a cell where a pointer or an integer-held address was stored: what that cell points
   * to holds an object. A pointer stored through an address of unknown key and read back as an
   * integer (a union member, a cast, a byte copy of either) is found here. Not checked in a
   * collapsed node: there a load of a keyed field reads a pointer only when one was stored under
   * that key, which AddressInts sees (docs/llvm-frontend.md).
   */
  private List<Long> loadsReadingAddresses() {
    List<Long> out = new ArrayList<>();
    Map<Node, List<Cell>> arithmetic = pendingOperands();
    for (Access a : accesses) {
      LLVMValueRef i = a.inst();
      int opc = LLVMGetInstructionOpcode(i);
      // a cmpxchg's result is {old value, i1}: the old value's type is the compared operand's
      LLVMTypeRef lt = LLVMTypeOf(opc == LLVMAtomicCmpXchg ? LLVMGetOperand(i, 1) : i);
      if ((opc != LLVMLoad && opc != LLVMAtomicRMW && opc != LLVMAtomicCmpXchg)
          || !Ir.isInteger(lt) || LLVMGetIntTypeWidth(lt) < 8L * LLVMPointerSize(dl)
          || lookup(i) != null) {
        continue;
      }
      Cell pc = cell(LLVMGetOperand(i, 0));
      if (pc == null || (pc.node().collapsed && addressInts.keyed(LLVMGetOperand(i, 0)))) {
        continue;
      }
      Cell held = pc.node().fields.get(pc.offset());
      if (held == null) {
        continue;
      }
      if (holdsAddress(held, arithmetic, new HashSet<>())) {
        out.add(Ir.key(i));
      }
    }
    return out;
  }

  /**
   * Whether {@code c} points to an object or to where an integer cast to a pointer points; an
   * integer arithmetic's result whose collapse is pending points where its operands point.
   */
  private boolean holdsAddress(Cell c, Map<Node, List<Cell>> arithmetic, Set<Node> seen) {
    Node n = graph.find(c).node();
    if (!n.objects.isEmpty() || n.fromInteger) {
      return true;
    }
    if (!seen.add(n)) {
      return false;
    }
    for (Cell o : arithmetic.getOrDefault(n, List.of())) {
      if (holdsAddress(o, arithmetic, seen)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A scalar, or a struct or array value (one cell for all its elements, as extractvalue and
   * insertvalue take it: a struct returned by value).
   */
  private static boolean carriesCells(LLVMTypeRef t) {
    return Ir.isScalar(t) || isAggregate(t);
  }

  private static boolean isAggregate(LLVMTypeRef t) {
    int kind = LLVMGetTypeKind(t);
    return kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind;
  }

  /** The offsets of the scalar leaves of an aggregate type (at most 256). */
  private List<Long> scalarLeaves(LLVMTypeRef t) {
    List<Long> out = new ArrayList<>();
    scalarLeaves(t, 0, out, 0);
    return out;
  }

  private void scalarLeaves(LLVMTypeRef t, long off, List<Long> out, int depth) {
    if (out.size() >= 256 || depth > 32) {
      return;
    }
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMStructTypeKind && LLVMIsOpaqueStruct(t) == 0) {
      for (int k = 0; k < LLVMCountStructElementTypes(t); k++) {
        scalarLeaves(LLVMStructGetTypeAtIndex(t, k), off + LLVMOffsetOfElement(dl, t, k), out,
            depth + 1);
      }
    } else if (kind == LLVMArrayTypeKind) {
      long es = LLVMABISizeOfType(dl, LLVMGetElementType(t));
      for (long k = 0; k < LLVMGetArrayLength2(t) && out.size() < 256; k++) {
        scalarLeaves(LLVMGetElementType(t), off + k * es, out, depth + 1);
      }
    } else if (Ir.isScalar(t)) {
      out.add(off);
    }
  }

  private void gepInstruction(LLVMValueRef i) {
    Gep g = Gep.of(i, dl);
    Cell base = valueCell(g.base());
    Cell r = addressIndices(g, base == null ? null : gepFrom(i, g, base));
    if (r != null) {
      graph.unify(cellOf(i), r);
    }
  }

  private void call(LLVMValueRef call) {
    LLVMValueRef callee = LLVMGetCalledValue(call);
    int nargs = LLVMGetNumArgOperands(call);
    if (Ir.isNull(LLVMIsAFunction(callee)) || !Ir.isDefinition(callee)
        || deallocWrappers.containsKey(Ir.key(callee))) {
      // what this code does with an integer argument is not seen: it may use it as an address
      for (int k = 0; k < nargs; k++) {
        LLVMValueRef a = LLVMGetOperand(call, k);
        Cell c = Ir.isInteger(LLVMTypeOf(a)) ? valueCell(a) : null;
        if (c != null) {
          opaqueIntegerUses.add(c);
        }
      }
    }
    if (!Ir.isNull(LLVMIsAInlineAsm(callee))) {
      AsmIdioms.Exchange x = model.kernelTree()
          ? AsmIdioms.exchange(call, AsmIdioms.text(callee), AsmIdioms.constraints(callee))
          : null;
      if (x != null) {
        // xchg()/cmpxchg(): the old value is what the word held, the new one is stored there
        Cell pc = cellOf(LLVMGetOperand(call, x.pointerArg()));
        if (pc != null) {
          Cell target = graph.pointee(pc);
          Cell vc = valueCell(LLVMGetOperand(call, x.valueArg()));
          if (vc != null) {
            graph.unify(target, vc);
          }
          if (Ir.isScalar(LLVMTypeOf(call))) {
            graph.unify(cellOf(call), target);
          }
        }
        return;
      }
      // other assembly: its operands (AsmOperands); what is not modelled is havoc in lowering
      inlineAsm(call);
      return;
    }
    if (Ir.isNull(LLVMIsAFunction(callee))) {
      indirectCalls.add(call);
      // a call the types say is an allocating op of a kernel table (the DMA engine's
      // device_prep_slave_sg): its result is a fresh object, as the model's lowering makes it
      KernelOps.Op op = KernelOps.byTypes(di, model.functions(), call, dl);
      if (op != null && op.model() instanceof FunctionModels.Alloc
          && Ir.isScalar(LLVMTypeOf(call))) {
        heapObject(call, op.model().name());
      }
      return;
    }
    String name = Ir.name(callee);
    if (name.startsWith("llvm.")) {
      intrinsic(call, name);
      return;
    }
    if (Ir.isDefinition(callee) && allocWrappers.contains(Ir.key(callee))
        && Ir.isScalar(LLVMTypeOf(call)) && compatible(call, callee)) {
      // an allocation wrapper: this call's object is its own, as a modelled allocator's call's
      linkArguments(call, callee);
      heapObject(call, name);
      arrayAllocation(call, name);
      return;
    }
    if (Ir.isDefinition(callee) && deallocWrappers.containsKey(Ir.key(callee))
        && LLVMGetNumArgOperands(call) > deallocWrappers.get(Ir.key(callee))) {
      // a deallocation wrapper: the call frees its argument (CallLowering), as a call of the
      // modelled deallocation does, which links nothing
      return;
    }
    if (Ir.isDefinition(callee)) {
      linkCall(call, callee);
      return;
    }
    if (model.locks().lookup(name).isPresent()) {
      return;
    }
    var m = model.functions().lookup(name);
    if (m.isPresent()) {
      if (m.get() instanceof FunctionModels.Registration r && r.allocates()) {
        // it creates the object it registers (backlight_device_register): fresh, and handed to
        // the entry points where its flows say
        heapObject(call, name);
        for (FunctionModels.Flow fl : r.flows()) {
          registrationFlow(call, fl);
        }
      } else if (m.get() instanceof FunctionModels.Alloc al) {
        heapObject(call, name);
        if (al.areaAfter() == null) {
          arrayAllocation(call, name); // not a net_device with its private area after it
        }
        if (al.areaAfter() != null) {
          ownedAreaObject(call, name, al);
        }
      } else if (m.get() instanceof FunctionModels.KernelObject k && k.perThread() != null) {
        // the running thread's own object (get_current()'s task): one object for every call,
        // the kernel's (external), thread-local unless the driver stores it (Regions)
        if (Ir.isScalar(LLVMTypeOf(call))) {
          AbstractObject o = perThreadObjects.computeIfAbsent(name, n -> new AbstractObject(
              AbstractObject.Kind.PARAM, n + "()", null, order++));
          Cell oc = perThreadCells.computeIfAbsent(name, n -> graph.object(o));
          graph.unify(cellOf(call), oc);
        }
      } else if (m.get() instanceof FunctionModels.KernelObject) {
        // the kernel's own object (get_current()'s task): external memory, not the driver's
        Cell result = Ir.isScalar(LLVMTypeOf(call)) ? cellOf(call) : null;
        if (result != null) {
          graph.markExternal(result.node());
        }
      } else if (m.get() instanceof FunctionModels.Effect e && e.resultArg() >= 0
          && e.resultArg() < nargs) {
        // NULL or a pointer into the object of argument resultArg (of_match_node's entry)
        Cell result = Ir.isScalar(LLVMTypeOf(call)) ? cellOf(call) : null;
        Cell a = valueCell(LLVMGetOperand(call, e.resultArg()));
        if (result != null && a != null && e.resultAfter() != null) {
          // the area after the kernel's struct (netdev_priv): no GEP from the struct's start,
          // whose first member may be a folded array (net_device.name) the shift would leave
          CType.Struct st = di.struct(e.resultAfter());
          if (st != null && st.size() > 0) {
            // the area is an object of its own behind a slot there: the driver's, where the
            // allocation gave it one (ownedAreaObject), else the kernel's (solve)
            long align = Math.max(1, e.resultAlign());
            Cell slot = graph.shift(a, (st.size() + align - 1) / align * align);
            areaReads.add(slot);
            graph.unify(result, graph.pointee(slot));
          } else {
            graph.unify(result, a);
            graph.collapse(graph.find(a).node()); // layout unknown: no field is trusted
          }
        } else if (result != null && a != null) {
          graph.unify(result, a);
        }
      } else if (m.get() instanceof FunctionModels.MatchData md) {
        // NULL or a field of the driver's constant match tables: what those values point to
        Cell result = Ir.isScalar(LLVMTypeOf(call)) ? cellOf(call) : null;
        if (result != null) {
          for (LLVMValueRef v : matchTables(md).values()) {
            Cell c = valueCell(v);
            if (c != null) {
              graph.unify(result, c);
            }
          }
        }
      } else if (m.get() instanceof FunctionModels.Registration reg) {
        for (FunctionModels.Flow fl : reg.flows()) {
          registrationFlow(call, fl);
        }
      } else if (m.get() instanceof FunctionModels.ThreadCreate tc) {
        threadCreate(call, tc);
      } else if (m.get() instanceof FunctionModels.Callback cb && cb.makesEntryPoints()) {
        callbackContext(call, cb);
      } else if (m.get() instanceof FunctionModels.ThreadJoin tj
          && tj.resultArg() >= 0 && tj.resultArg() < nargs) {
        joinResults.add(LLVMGetOperand(call, tj.resultArg()));
      }
      return;
    }
    // unmodelled extern: it may store anything into what its arguments reach (once solved:
    // solve); result unknown
    for (int k = 0; k < nargs; k++) {
      Cell a = valueCell(LLVMGetOperand(call, k));
      if (a != null) {
        unknownArguments.add(a);
      }
    }
    Cell result = carriesCells(LLVMTypeOf(call)) ? cellOf(call) : null;
    if (result != null) {
      graph.markExternal(result.node());
      unknownResults.add(result);
    }
    integerResultArithmetic(call);
  }

  /**
   * The driver-owned area of an allocation ({@code alloc area-after}): a fresh object of its
   * own, created by the same call (one per allocation site, so a lock in it is one lock where
   * the net_device is), pointed to by a slot {@code sizeof(struct areaAfter)} (aligned) into the
   * allocation's object, where the area-finding call ({@code netdev_priv}) reads it.
   */
  private void ownedAreaObject(LLVMValueRef call, String fn, FunctionModels.Alloc al) {
    CType.Struct st = di.struct(al.areaAfter());
    Cell res = Ir.isScalar(LLVMTypeOf(call)) ? cellOf(call) : null;
    if (st == null || st.size() <= 0 || res == null) {
      return;
    }
    long align = Math.max(1, al.areaAlign());
    long off = (st.size() + align - 1) / align * align;
    AbstractObject dev = null;
    for (AbstractObject o : graph.find(res).node().objects.keySet()) {
      if (allocationSites.get(o) == call) {
        dev = o;
      }
    }
    if (dev == null) {
      return;
    }
    var loc = Ir.loc(call);
    String name = fn + "@" + (loc == null ? "?" : loc.file() + ":" + loc.line()) + "+area";
    AbstractObject area = new AbstractObject(AbstractObject.Kind.HEAP, name, null, order++);
    allocationSites.put(area, call);
    areaSlots.put(dev, off);
    graph.unify(graph.pointee(graph.shift(res, off)), graph.object(area));
  }

  /**
   * Whether byte {@code off} of node {@code n} is the slot of a driver-owned area (an owned
   * field, {@link KernelObjects#ownedField}): an allocation that made one is in the node with its
   * slot there, and no object of unknown origin (an unmodelled function's result: a class
   * allocator's device, whose area its library owns) was merged into it.
   */
  boolean ownedArea(Node n, long off) {
    if (areaSlots.isEmpty() || n.collapsed) {
      return false;
    }
    boolean slot = false;
    for (Map.Entry<AbstractObject, Long> o : n.objects.entrySet()) {
      Long at = areaSlots.get(o.getKey());
      slot |= at != null && o.getValue() + at == off;
    }
    if (!slot) {
      return false;
    }
    for (Cell c : unknownResults) {
      if (graph.find(c).node() == n) {
        return false;
      }
    }
    return true;
  }

  /** The match tables of the module for {@code md}, found once ({@link MatchTables}). */
  MatchTables matchTables(FunctionModels.MatchData md) {
    return matchTables.computeIfAbsent(md.name(), n -> MatchTables.of(ir, di, md));
  }

  /**
   * {@code pthread_create(&t, attr, f, arg)} calls {@code f(arg)} in a new thread: the object
   * behind {@code arg} is the one {@code f} receives (shared by creator and thread).
   */
  /**
   * Inline assembly: its memory operands ({@link AsmOperands}) are accesses of the cells they
   * point to, and what it outputs may be anything it was given: its result, its value inputs and
   * the targets of its memory operands are one cell (an {@code xchg} of pointers, a register copy
   * that hides a pointer from the compiler). Other effects are the lowering's (havoc when not
   * modelled).
   */
  private void inlineAsm(LLVMValueRef call) {
    AsmOperands ops = AsmOperands.of(call);
    int nargs = LLVMGetNumArgOperands(call);
    Cell flow = carriesCells(LLVMTypeOf(call)) ? cellOf(call) : null;
    for (AsmOperands.Operand o : ops.operands) {
      if (o.arg() >= nargs) {
        break;
      }
      LLVMValueRef v = LLVMGetOperand(call, o.arg());
      Cell c;
      if (o.memory()) {
        accesses.add(new Access(call, v, LLVMPointerSize(dl)));
        Cell pc = cellOf(v);
        c = pc == null ? null : graph.pointee(pc);
      } else {
        c = Ir.isScalar(LLVMTypeOf(v)) ? valueCell(v) : null;
      }
      if (c != null) {
        if (flow == null) {
          flow = c;
        } else {
          graph.unify(flow, c);
        }
      }
    }
  }

  private void threadCreate(LLVMValueRef call, FunctionModels.ThreadCreate tc) {
    int nargs = LLVMGetNumArgOperands(call);
    if (tc.routineArg() >= nargs) {
      return;
    }
    LLVMValueRef f = EntryPoints.stripCasts(LLVMGetOperand(call, tc.routineArg()));
    if (Ir.isNull(LLVMIsAFunction(f)) || !Ir.isDefinition(f)) {
      return; // not resolved: reported by the lowering
    }
    threadRoutines.add(f);
    if (tc.argArg() < nargs && LLVMCountParams(f) > 0) {
      Cell ac = valueCell(LLVMGetOperand(call, tc.argArg()));
      if (ac != null) {
        graph.unify(cellOf(LLVMGetParam(f, 0)), ac);
      }
    }
  }

  /**
   * A callback handed over ({@code request_irq(irq, h, flags, name, dev)}) is called by the
   * kernel with the context the driver passed ({@code h(irq, dev)}): the object behind it is the
   * one the callback's context parameter points to.
   */
  private void callbackContext(LLVMValueRef call, FunctionModels.Callback cb) {
    int nargs = LLVMGetNumArgOperands(call);
    if (cb.contextArg() < 0 || cb.contextArg() >= nargs) {
      return;
    }
    Cell ctx = valueCell(LLVMGetOperand(call, cb.contextArg()));
    if (ctx == null) {
      return; // NULL or a plain integer: nothing to reach
    }
    for (int k : cb.fnArgs()) {
      if (k >= nargs) {
        continue;
      }
      LLVMValueRef f = EntryPoints.stripCasts(LLVMGetOperand(call, k));
      if (Ir.isNull(LLVMIsAFunction(f)) || !Ir.isDefinition(f)
          || cb.contextParam() >= LLVMCountParams(f)) {
        continue;
      }
      Cell param = cellOf(LLVMGetParam(f, cb.contextParam()));
      if (param != null) {
        graph.unify(param, ctx);
      }
    }
  }

  /** What a join stores through its result pointer is what some thread returned. */
  private void joinResults() {
    for (LLVMValueRef p : joinResults) {
      Cell pc = valueCell(p);
      if (pc == null) {
        continue;
      }
      for (LLVMValueRef f : threadRoutines) {
        if (Ir.isScalar(LLVMGetReturnType(LLVMGlobalGetValueType(f)))) {
          graph.unify(graph.pointee(pc), retCell(f));
        }
      }
    }
  }

  /** The kernel hands a registered object back through a field of an entry-point argument. */
  private void registrationFlow(LLVMValueRef call, FunctionModels.Flow fl) {
    if (fl.argument() >= LLVMGetNumArgOperands(call)) {
      return;
    }
    // argument -1: the object the call returns (a registration that creates it)
    Cell arg = fl.argument() < 0
        ? (Ir.isScalar(LLVMTypeOf(call)) ? cellOf(call) : null)
        : valueCell(LLVMGetOperand(call, fl.argument()));
    CType.Struct s = di.struct(fl.struct());
    if (arg == null || s == null) {
      return;
    }
    Cell obj = kernelObjects.paramObject("struct " + s.name(), s.name(), s);
    if (fl.isSelf()) {
      // the kernel passes the registered object itself to the entry points (register_netdev)
      graph.unify(obj, arg);
      return;
    }
    CType.Member field = s.members().stream()
        .filter(m -> m.name().equals(fl.field())).findFirst().orElse(null);
    if (field == null) {
      return;
    }
    graph.unify(graph.pointee(graph.shift(obj, field.offset())), arg);
  }

  private void heapObject(LLVMValueRef call, String fn) {
    var loc = Ir.loc(call);
    String name = fn + "@" + (loc == null ? "?" : loc.file() + ":" + loc.line());
    AbstractObject ao = new AbstractObject(AbstractObject.Kind.HEAP, name, null, order++);
    allocationSites.put(ao, call);
    Cell o = graph.object(ao);
    graph.unify(cellOf(call), o);
  }

  /**
   * An allocation of an array of Ts ({@code malloc(n * sizeof(T))}, {@code calloc(n,
   * sizeof(T))}): its object is a folded array of elements {@code sizeof(T)} bytes apart, from its
   * start to its end, as a global {@code T a[N]} is ({@link #arrayObject}). Without it {@code
   * &p[i]} on the result leaves no known array and the node collapses (LayoutChecks). The stride
   * is the constant factor of the size argument, the only argument that is a product of a
   * constant and a variable (or, of calloc and kin, the element-size argument when the count is
   * not the constant 1). A span only merges cells (the elements share theirs), so it is never less
   * sound than separate cells; what it adds is that arithmetic by a multiple of the stride from a
   * cell of the object stays in the object (C11 6.5.6p8, the premise of every folded array), and
   * the layout checks still collapse the node when its accesses or shifts do not fit the stride.
   */
  private void arrayAllocation(LLVMValueRef call, String name) {
    long stride = allocationStride(call, name);
    if (stride > 0 && Ir.isScalar(LLVMTypeOf(call))) {
      graph.addSpan(cellOf(call), 0, stride);
    }
  }

  /** The element size of an array allocation ({@link #arrayAllocation}), else 0. */
  static long allocationStride(LLVMValueRef call, String name) {
    int n = LLVMGetNumArgOperands(call);
    int size = switch (name) {
      case "calloc", "kcalloc", "kmalloc_array", "kvcalloc", "kvmalloc_array" -> 1;
      case "devm_kcalloc", "devm_kmalloc_array" -> 2;
      default -> -1;
    };
    if (size >= 0) {
      if (size >= n) {
        return 0;
      }
      LLVMValueRef count = LLVMGetOperand(call, size - 1);
      LLVMValueRef each = LLVMGetOperand(call, size);
      if (!Ir.isConstantInt(each)
          || Ir.isConstantInt(count) && LLVMConstIntGetZExtValue(count) == 1) {
        return 0;
      }
      long c = LLVMConstIntGetSExtValue(each);
      return c > 0 ? c : 0;
    }
    long found = 0;
    for (int k = 0; k < n; k++) {
      long c = constantFactor(LLVMGetOperand(call, k));
      if (c > 0) {
        if (found > 0) {
          return 0; // two products: which one is the size is not known
        }
        found = c;
      }
    }
    return found;
  }

  /**
   * {@code C} when {@code v} is, through integer casts, {@code x * C} or {@code x << k} ({@code C
   * = 2^k}) with {@code x} not a constant and {@code C > 0}, else 0.
   */
  private static long constantFactor(LLVMValueRef v) {
    while (!Ir.isNull(LLVMIsAZExtInst(v)) || !Ir.isNull(LLVMIsASExtInst(v))
        || !Ir.isNull(LLVMIsATruncInst(v))) {
      v = LLVMGetOperand(v, 0);
    }
    if (Ir.isNull(LLVMIsAInstruction(v))) {
      return 0;
    }
    int opc = LLVMGetInstructionOpcode(v);
    if (opc == LLVMMul) {
      LLVMValueRef a = LLVMGetOperand(v, 0);
      LLVMValueRef b = LLVMGetOperand(v, 1);
      if (Ir.isConstantInt(b) && !Ir.isConstantInt(a)) {
        long c = LLVMConstIntGetSExtValue(b);
        return c > 0 ? c : 0;
      }
      if (Ir.isConstantInt(a) && !Ir.isConstantInt(b)) {
        long c = LLVMConstIntGetSExtValue(a);
        return c > 0 ? c : 0;
      }
    } else if (opc == LLVMShl) {
      LLVMValueRef a = LLVMGetOperand(v, 0);
      LLVMValueRef b = LLVMGetOperand(v, 1);
      if (Ir.isConstantInt(b) && !Ir.isConstantInt(a)) {
        long k = LLVMConstIntGetZExtValue(b);
        return k >= 0 && k < 31 ? 1L << k : 0;
      }
    }
    return 0;
  }

  private void intrinsic(LLVMValueRef call, String name) {
    if (name.startsWith("llvm.memcpy") || name.startsWith("llvm.memmove")) {
      copies.add(LLVMGetOperand(call, 0), LLVMGetOperand(call, 1), LLVMGetOperand(call, 2));
      cellOf(LLVMGetOperand(call, 0));
      cellOf(LLVMGetOperand(call, 1));
    } else if (name.startsWith("llvm.expect") || name.startsWith("llvm.launder")
        || name.startsWith("llvm.strip") || name.startsWith("llvm.threadlocal.address")) {
      unifyValues(call, LLVMGetOperand(call, 0));
    } else if (name.startsWith("llvm.ptrmask")) {
      // masking the address's low bits (__builtin_align_down): elsewhere in the same object
      Cell o = valueCell(LLVMGetOperand(call, 0));
      Cell r = o == null ? null : cellOf(call);
      if (r != null) {
        pendingArithmetic.add(new PendingArithmetic(r, o, call));
      }
    } else {
      integerResultArithmetic(call);
    }
  }

  /**
   * A call whose code the analysis does not see (an intrinsic other than the ones modelled, an
   * unmodelled function): its result may be computed from any integer argument holding an
   * address (bswap twice, a rotate, a max), so it is integer arithmetic on each of them.
   */
  private void integerResultArithmetic(LLVMValueRef call) {
    if (!carriesCells(LLVMTypeOf(call)) && !isIntegerVector(LLVMTypeOf(call))) {
      return;
    }
    for (int k = 0; k < LLVMGetNumArgOperands(call); k++) {
      LLVMValueRef a = LLVMGetOperand(call, k);
      LLVMTypeRef t = LLVMTypeOf(a);
      if (!Ir.isInteger(t) && !isIntegerVector(t)) {
        continue;
      }
      Cell o = valueCell(a);
      Cell r = o == null ? null : cellOf(call);
      if (r != null) {
        pendingArithmetic.add(new PendingArithmetic(r, o, call));
      }
    }
  }

  private static boolean isIntegerVector(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind && Ir.isInteger(LLVMGetElementType(t));
  }

  private void linkCall(LLVMValueRef call, LLVMValueRef f) {
    Set<Long> done = linked.computeIfAbsent(Ir.key(call), k -> new HashSet<>());
    if (!done.add(Ir.key(f))) {
      return;
    }
    linkArguments(call, f);
    if (carriesCells(LLVMTypeOf(call))) {
      flow(retCell(f), cellOf(call));
    }
  }

  /** The call's arguments are what {@code f}'s parameters (and varargs) point to. */
  private void linkArguments(LLVMValueRef call, LLVMValueRef f) {
    int nargs = LLVMGetNumArgOperands(call);
    int nparams = LLVMCountParams(f);
    for (int k = 0; k < nargs; k++) {
      LLVMValueRef a = LLVMGetOperand(call, k);
      Cell ac = valueCell(a);
      if (ac == null) {
        continue;
      }
      if (k < nparams) {
        LLVMValueRef p = LLVMGetParam(f, k);
        // a parameter the function never uses (a stub {@code void add_wait_queue(
        // wait_queue_head_t *q, wait_queue_t *w) { return; }}) reaches nothing in it: linking it
        // would only make the arguments of all calls one object (&dev->read_wait and
        // &dev->write_wait: one cell at two offsets, a collapse)
        if (!Ir.isNull(LLVMGetFirstUse(p))) {
          flow(ac, cellOf(p));
        }
      } else if (readsVarargs.contains(Ir.key(f))) {
        // only a function that starts a va_list reaches its variadic arguments (one cell for
        // all of them, of every call); the variadic arguments of any other (a stub
        // {@code int dev_err(const struct device *d, const char *fmt, ...) { return
        // nondet(); }}) go nowhere, and each call's stay apart
        graph.unify(varargs.computeIfAbsent(Ir.key(f), x -> graph.fresh()), ac);
      }
    }
  }

  /**
   * A pointer value flows from {@code from} to {@code to} (an argument into its parameter, a
   * function's return into its call's result): their targets are unified, but only once {@code
   * from} points to something. A value that points to no object (its node holds none, is not
   * external and no integer cast reaches it: a NULL, or a field nothing ever stored, such as the
   * private pointer of an interface the driver allocated itself and never attached anything to)
   * adds nothing to the parameter's targets; unifying it would make it point to whatever the
   * other calls pass (adutux's adu_delete(dev) from the character device's release, whose device
   * is such a pointer, and from disconnect, with the probe's device), and every access through it
   * an access of those objects. The flows whose source is still such a value are kept and
   * re-examined in every round of {@link #solve} and after the external memory is marked; one
   * that stays so at the fixpoint contributes nothing, as its source points nowhere in any
   * execution (the analysis' premise: a load reads what some store wrote, an initialiser, or the
   * kernel's or unmodelled code's memory, which is external).
   */
  private void flow(Cell from, Cell to) {
    if (from == null || to == null) {
      return; // a value that cannot hold an address
    }
    if (pointsNowhere(from)) {
      deferredFlows.add(new Cell[] {from, to});
    } else {
      graph.unify(to, from);
    }
  }

  /** Flows whose source pointed to nothing when they were generated ({@link #flow}). */
  private final List<Cell[]> deferredFlows = new ArrayList<>();

  private boolean pointsNowhere(Cell c) {
    return pointsNowhere(c, Set.of());
  }

  /**
   * As {@link #pointsNowhere(Cell)}, counting the nodes {@code external} as external too, and
   * the node of an integer arithmetic's result as pointing where its operands point while its
   * collapse is pending ({@code arithmetic}: result node to operand cells).
   */
  private boolean pointsNowhere(
      Cell c, Set<Node> external, Map<Node, List<Cell>> arithmetic, Set<Node> seen) {
    Node n = graph.find(c).node();
    if (!n.objects.isEmpty() || n.external || n.fromInteger || external.contains(n)) {
      return false;
    }
    if (!seen.add(n)) {
      return true;
    }
    for (Cell o : arithmetic.getOrDefault(n, List.of())) {
      if (!pointsNowhere(o, external, arithmetic, seen)) {
        return false;
      }
    }
    return true;
  }

  private boolean pointsNowhere(Cell c, Set<Node> external) {
    return pointsNowhere(c, external, Map.of(), new HashSet<>());
  }

  /** The operands of the pending integer arithmetic, by the root node of its result. */
  private Map<Node, List<Cell>> pendingOperands() {
    Map<Node, List<Cell>> r = new HashMap<>();
    for (PendingArithmetic p : pendingArithmetic) {
      r.computeIfAbsent(graph.find(p.result()).node(), k -> new ArrayList<>()).add(p.operand());
    }
    return r;
  }

  /**
   * Unifies the deferred flows whose source now points to something (or is in a node of {@code
   * external}); returns how many.
   */
  private int releaseFlows(Set<Node> external) {
    int n = 0;
    Map<Node, List<Cell>> arithmetic = pendingOperands();
    for (var it = deferredFlows.iterator(); it.hasNext(); ) {
      Cell[] f = it.next();
      if (graph.find(f[0]).node() == graph.find(f[1]).node()) {
        it.remove(); // already one node (the same offset or not: unify settles it)
        graph.unify(f[1], f[0]);
        n++;
      } else if (!pointsNowhere(f[0], external, arithmetic, new HashSet<>())) {
        it.remove();
        graph.unify(f[1], f[0]);
        n++;
      }
    }
    return n;
  }

  static boolean compatible(LLVMValueRef call, LLVMValueRef f) {
    LLVMTypeRef ft = LLVMGlobalGetValueType(f);
    LLVMTypeRef ct = LLVMGetCalledFunctionType(call);
    int fp = LLVMCountParamTypes(ft);
    int cp = LLVMCountParamTypes(ct);
    boolean fv = LLVMIsFunctionVarArg(ft) != 0;
    if (fv ? cp < fp : cp != fp) {
      return false;
    }
    return Ir.isVoid(LLVMGetReturnType(ft)) == Ir.isVoid(LLVMGetReturnType(ct));
  }

  // ---- solving ------------------------------------------------------------------------------

  private void solve() {
    for (int outer = 0; outer < 1000; outer++) {
      solveRounds();
      if (releaseFlows(mayBeExternal()) > 0) {
        continue;
      }
      // what mayBeExternal over-approximates: no flow should be left to release after it
      markExternalMemory();
      if (releaseFlows(Set.of()) == 0 && firePendingArithmetic() == 0) {
        return;
      }
    }
    throw new LiftException("points-to analysis: the deferred flows reach no fixpoint");
  }

  /**
   * The nodes the marking of external memory ({@link #markExternalMemory}) may mark or give an
   * object, over-approximated: everything reachable from unmodelled functions' arguments, from
   * external nodes, from nodes holding the kernel's objects, and the areas of net_devices.
   */
  private Set<Node> mayBeExternal() {
    List<Cell> from = new ArrayList<>(unknownArguments);
    for (Cell slot : areaReads) {
      from.add(graph.pointee(slot));
    }
    for (Node r : graph.roots()) {
      boolean param = false;
      for (AbstractObject o : r.objects.keySet()) {
        param |= o.kind() == AbstractObject.Kind.PARAM;
      }
      if (r.external || param) {
        from.add(new Cell(r, 0));
      }
    }
    return new HashSet<>(reachable(from, false, false));
  }

  private void solveRounds() {
    for (int round = 0; round < 1000; round++) {
      int before = graph.size() + linkedCount() + collapsedCount();
      // against what the external marking may reach, before the layout checks: a flow from the
      // kernel's memory (a net_device's dev_addr buffer) joins before the checks, as it did
      // before flows waited (a later join could collapse a node the checks had kept)
      int released = releaseFlows(mayBeExternal());
      for (LLVMValueRef call : indirectCalls) {
        for (LLVMValueRef f : callees(call)) {
          if (Ir.isDefinition(f)) {
            linkCall(call, f);
          }
        }
      }
      copies.apply(round);
      if (graph.tracing()) {
        graph.context = "checkAccesses round " + round;
      }
      layout.check(accesses);
      int fired = firePendingArithmetic();
      int after = graph.size() + linkedCount() + collapsedCount();
      if (after == before && released == 0 && fired == 0) {
        break;
      }
    }
  }

  /** The kernel's memory and what unmodelled functions reach: external. */
  private void markExternalMemory() {
    // an area read from a net_device no driver allocation reaches (the kernel passed it, or a
    // class allocator made it): the kernel's memory, one object, external
    for (Cell slot : areaReads) {
      Node area = graph.find(graph.pointee(slot)).node();
      if (area.objects.isEmpty()) {
        Cell o = graph.object(kernelArea());
        graph.unify(graph.pointee(slot), o);
        graph.markExternal(graph.find(o).node());
      }
    }
    // what unmodelled functions reach: external, except a driver-owned area (their net_device's
    // private struct, which the kernel does not know)
    List<Cell> ext = new ArrayList<>();
    for (Cell a : unknownArguments) {
      ext.add(a);
    }
    for (Node n : reachable(ext, false, true)) {
      graph.markExternal(n);
    }
    kernelObjects.propagateExternal();
  }

  private AbstractObject kernelAreaObject;

  private AbstractObject kernelArea() {
    if (kernelAreaObject == null) {
      kernelAreaObject =
          new AbstractObject(AbstractObject.Kind.HEAP, "netdev_priv area", null, order++);
    }
    return kernelAreaObject;
  }

  private int linkedCount() {
    int n = 0;
    for (Set<Long> s : linked.values()) {
      n += s.size();
    }
    return n;
  }

  private int collapsedCount() {
    int n = 0;
    for (Node r : graph.roots()) {
      n += r.collapsed ? 1 : 0;
      n += r.fields.size();
    }
    return n;
  }
}

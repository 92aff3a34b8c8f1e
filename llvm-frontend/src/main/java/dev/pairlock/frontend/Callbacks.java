package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.KernelModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The callbacks a driver hands to the kernel (functions.xml {@code <callback entry=...>}): an
 * interrupt handler ({@code request_irq}), a timer, work, tasklet, NAPI poll or URB completion
 * function. Each defined function handed over is an entry point of the callback's kind ({@code
 * irq}, {@code timer}, ...), live from the hand-over on: the hand-over call is a registration
 * naming it ({@code {:threads}}, with the callbacks its code hands over in turn), so an init-like
 * entry point (module init, a probe) is checked against it only after that call. Its context
 * parameter is bound to what the driver handed over ({@code dev_id}, the {@code work_struct}, the
 * timer's data: {@link PointsTo}), so races through the driver's object are found.
 *
 * <p>A statically initialised callback ({@code DECLARE_WORK}, {@code DEFINE_TIMER}, {@code
 * DECLARE_TASKLET}, a timer inside a driver struct: {@code <callback-struct entry=...>}) is an
 * entry point too, live from the start (no hand-over call names it), its context the object
 * itself (a work item) or the initializer's data (a timer, a tasklet).
 *
 * <p>A callback is one object's ({@link #singleObject}) when every hand-over passes one kernel
 * object that is one instance per run (a timer_list of the device's private object allocated
 * once, a global work_struct), or, for an interrupt handler, when it is requested at one call
 * site that executes at most once per device: the kernel then never runs it concurrently with
 * itself (serialization.xml's {@code <self>} rules).
 */
final class Callbacks {
  /**
   * A hand-over call: {@code fn} (null: not a function the driver defines) handed over by {@code
   * call} in {@code caller}.
   */
  record Site(
      LLVMValueRef call,
      LLVMValueRef caller,
      LLVMValueRef fn,
      String kind,
      FunctionModels.Callback model) {
    boolean resolved() {
      return fn != null;
    }

    /** The kernel function's name as the driver wrote it (the header macro for an intrinsic). */
    String api() {
      return apiName(model.name());
    }
  }

  /**
   * A statically initialised callback: {@code fn} inside global {@code global}'s initializer, in
   * the object of struct {@code struct} at byte {@code offset} of the global; {@code data}: the
   * initializer's value for the struct's context field, or null (the object itself is the
   * context).
   */
  record StaticSite(
      LLVMValueRef global,
      LLVMValueRef fn,
      String struct,
      long offset,
      FunctionModels.CallbackStruct model,
      LLVMValueRef data) {}

  /**
   * A driver's own store of defined function {@code fn} into the function field (at byte {@code
   * fnOffset}) of a callback struct ({@code tp->timer.function = f} after {@code init_timer}).
   */
  record FieldSite(
      LLVMValueRef store, LLVMValueRef fn, FunctionModels.CallbackStruct model, long fnOffset,
      long contextOffset) {
    /** The store's address, {@code fnOffset} bytes into the object. */
    LLVMValueRef pointer() {
      return LLVMGetOperand(store, 1);
    }
  }

  private final List<FieldSite> fieldSites = new ArrayList<>();
  private final List<Site> sites = new ArrayList<>();
  private final List<StaticSite> statics = new ArrayList<>();
  private final Map<String, List<Site>> byFunction = new LinkedHashMap<>();
  /** The hand-overs by call ({@link Ir#key}), in the order found. */
  private final Map<Long, List<Site>> byCall = new HashMap<>();
  /** The static and field sites by function, in the order found (filled at the end of find). */
  private final Map<String, List<StaticSite>> staticsByFunction = new HashMap<>();
  private final Map<String, List<FieldSite>> fieldSitesByFunction = new HashMap<>();
  private final Map<String, String> kinds = new LinkedHashMap<>();
  /** The entry kinds each driver function's arming calls ({@code napi_enable}, ...) name. */
  private final Map<String, Set<String>> armedKindsByCaller = new HashMap<>();

  private Callbacks() {}

  /**
   * A store of a defined function into the function field of a callback struct: the store's
   * address lies, by the types along its {@code getelementptr}s (or the global it is), at the
   * function field's byte of a callback-struct object, which may be a member of a bigger one:
   * {@code tp->timer.function = f}, and {@code dev.nb.notifier_call = f}, whose address clang
   * folds to the outer object's member {@code nb} because the field is the member's first.
   */
  private void fieldStore(IrModule ir, DebugInfo di, KernelModel model, LLVMValueRef store) {
    LLVMValueRef stored = EntryPoints.stripCasts(LLVMGetOperand(store, 0));
    List<LLVMValueRef> fns = new ArrayList<>();
    passedFunctions(stored, 0, new HashSet<>(), fns);
    if (fns.isEmpty()) {
      return;
    }
    Place at = placeOf(ir, di, LLVMGetOperand(store, 1), 0);
    CType cur = at == null ? null : at.type();
    long off = at == null ? 0 : at.offset();
    for (int depth = 0; depth < 16 && cur != null; depth++) {
      if (cur instanceof CType.Struct st) {
        FunctionModels.CallbackStruct cs = model.functions().callbackStruct(st.name()).orElse(null);
        if (cs != null && !cs.functionField().isEmpty() && !cs.entry().isEmpty()) {
          long fnOffset = -1;
          long ctxOffset = -1;
          for (CType.Member m : st.members()) {
            if (m.name().equals(cs.functionField())) {
              fnOffset = m.offset();
            }
            if (m.name().equals(cs.contextField())) {
              ctxOffset = m.offset();
            }
          }
          if (fnOffset >= 0 && off == fnOffset) {
            for (LLVMValueRef fn : fns) {
              fieldSites.add(new FieldSite(store, fn, cs, fnOffset, ctxOffset));
            }
            return;
          }
        }
        CType.Member m = st.memberAt(off);
        if (m == null) {
          return;
        }
        off -= m.offset();
        cur = m.type();
      } else if (cur instanceof CType.Array a) {
        long es = a.element().size();
        off = es > 0 ? off % es : 0;
        cur = a.element();
      } else {
        return;
      }
    }
  }

  /** Byte {@code offset} inside an object of C type {@code type}. */
  private record Place(CType type, long offset) {}

  /**
   * Where address {@code ptr} lies by its types: a global's start, or a {@code getelementptr}
   * (instruction or constant) with constant struct indices into a C struct, or with a constant
   * offset from such a place; null when not known (a non-constant array index, a pointer loaded or
   * passed in).
   */
  private static Place placeOf(IrModule ir, DebugInfo di, LLVMValueRef ptr, int depth) {
    if (depth > 8) {
      return null;
    }
    if (!Ir.isNull(LLVMIsAGlobalVariable(ptr))) {
      CType t = di.typeOfGlobal(ptr);
      return t == null ? null : new Place(t, 0);
    }
    boolean gep = !Ir.isNull(LLVMIsAGetElementPtrInst(ptr))
        || !Ir.isNull(LLVMIsAConstantExpr(ptr)) && LLVMGetConstOpcode(ptr) == LLVMGetElementPtr;
    if (!gep || LLVMGetNumOperands(ptr) < 2) {
      return null;
    }
    LLVMTypeRef src = LLVMGetGEPSourceElementType(ptr);
    LLVMTypeRef t = src;
    long off = 0;
    for (int k = 2; k < LLVMGetNumOperands(ptr); k++) {
      LLVMValueRef idx = LLVMGetOperand(ptr, k);
      if (!Ir.isConstantInt(idx)) {
        return null;
      }
      long i = LLVMConstIntGetSExtValue(idx);
      int kind = LLVMGetTypeKind(t);
      if (kind == LLVMStructTypeKind) {
        off += LLVMOffsetOfElement(ir.dataLayout, t, (int) i);
        t = LLVMStructGetTypeAtIndex(t, (int) i);
      } else if (kind == LLVMArrayTypeKind) {
        t = LLVMGetElementType(t);
        off += i * LLVMABISizeOfType(ir.dataLayout, t);
      } else {
        return null;
      }
    }
    String name = Ir.cStructName(src);
    CType.Struct st = name == null ? null : di.struct(name);
    if (st != null) {
      return new Place(st, off); // the first index steps over whole objects of this type
    }
    LLVMValueRef first = LLVMGetOperand(ptr, 1);
    if (!Ir.isConstantInt(first)) {
      return null;
    }
    Place base = placeOf(ir, di, LLVMGetOperand(ptr, 0), depth + 1);
    return base == null ? null : new Place(base.type(),
        base.offset() + LLVMConstIntGetSExtValue(first) * LLVMABISizeOfType(ir.dataLayout, src)
            + off);
  }

  /**
   * The driver functions value {@code v} may be, into {@code out}: a defined function itself, or,
   * for a parameter of a function the driver defines (a helper storing the function it is given:
   * 6.1's INIT_DELAYED_WORK inside devm_delayed_work_autocancel, usb_fill_bulk_urb's {@code
   * complete_fn}), what its direct callers pass there, up to 4 calls deep. A value not resolved
   * so (another parameter's caller passes a loaded pointer, an indirect call) adds nothing: the
   * store stays a hand-over the run-time check reports ({@code callback-not-entry}).
   */
  private static void passedFunctions(LLVMValueRef v, int depth, Set<Long> seen,
      List<LLVMValueRef> out) {
    if (!Ir.isNull(LLVMIsAFunction(v))) {
      if (Ir.isDefinition(v) && out.stream().noneMatch(f -> Ir.key(f) == Ir.key(v))) {
        out.add(v);
      }
      return;
    }
    if (Ir.isNull(LLVMIsAArgument(v)) || depth >= 4 || !seen.add(Ir.key(v))) {
      return;
    }
    LLVMValueRef owner = LLVMGetParamParent(v);
    int index = -1;
    for (int k = 0; k < LLVMCountParams(owner); k++) {
      if (Ir.key(LLVMGetParam(owner, k)) == Ir.key(v)) {
        index = k;
      }
    }
    if (index < 0) {
      return;
    }
    for (LLVMUseRef u = LLVMGetFirstUse(owner); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (Ir.isNull(LLVMIsACallInst(user)) || Ir.key(LLVMGetCalledValue(user)) != Ir.key(owner)
          || index >= LLVMGetNumArgOperands(user)) {
        continue; // its address taken: the calls through it are not followed
      }
      passedFunctions(EntryPoints.stripCasts(LLVMGetOperand(user, index)), depth + 1, seen, out);
    }
  }

  List<FieldSite> fieldSites() {
    return fieldSites;
  }

  /** The name a hand-over intrinsic stands for ({@code __pairlock_timer_callback}: a timer). */
  static String apiName(String model) {
    return switch (model) {
      case "__pairlock_timer_callback" -> "setup_timer/timer_setup";
      case "__pairlock_work_callback" -> "INIT_WORK";
      case "__pairlock_tasklet_callback" -> "tasklet_init/tasklet_setup";
      case "__pairlock_urb_callback" -> "usb_fill_*_urb";
      case "__pairlock_blk_region_probe_callback", "__pairlock_blk_region_lock_callback" ->
          "blk_register_region";
      case SysfsAttributes.SHOW, SysfsAttributes.STORE, SysfsAttributes.HAND_OVER ->
          "device_create_file";
      case RequestFunctions.HAND_OVER, RequestFunctions.ENTRY -> "blk_init_queue";
      case RequestFunctions.SEQ_SHOW_HAND_OVER, RequestFunctions.SEQ_SHOW_ENTRY -> "single_open";
      default -> model;
    };
  }

  /** The hand-overs of a driver's module (kernel mode). */
  static Callbacks find(IrModule ir, DebugInfo di, KernelModel model) {
    Callbacks cb = new Callbacks();
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(f)) {
        continue;
      }
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) == LLVMStore) {
            cb.fieldStore(ir, di, model, i);
            continue;
          }
          if (LLVMGetInstructionOpcode(i) != LLVMCall) {
            continue;
          }
          LLVMValueRef callee = LLVMGetCalledValue(i);
          if (Ir.isNull(LLVMIsAFunction(callee)) || Ir.isDefinition(callee)) {
            continue;
          }
          FunctionModels.Model m = model.functions().lookup(Ir.name(callee)).orElse(null);
          if (m instanceof FunctionModels.CallbackControl cc
              && cc.effect() == FunctionModels.CallbackControl.Control.ARM) {
            cb.armedKindsByCaller.computeIfAbsent(Ir.name(f), x -> new HashSet<>())
                .addAll(cc.entryKinds());
            continue;
          }
          if (!(m instanceof FunctionModels.Callback c) || !c.makesEntryPoints()) {
            continue;
          }
          for (int k : c.fnArgs()) {
            if (k >= LLVMGetNumArgOperands(i)) {
              continue;
            }
            LLVMValueRef a = EntryPoints.stripCasts(LLVMGetOperand(i, k));
            if (Ir.isZeroConstant(a)) {
              continue; // no function (request_threaded_irq's NULL primary handler)
            }
            if (!Ir.isNull(LLVMIsAFunction(a)) && !Ir.isDefinition(a)) {
              // a function of the kernel's own (INIT_DELAYED_WORK's delayed_work_timer_fn, which
              // queues the work): kernel code, no driver callback; the driver functions it may
              // reach are callbacks of their own hand-overs
              continue;
            }
            boolean defined = !Ir.isNull(LLVMIsAFunction(a)) && Ir.isDefinition(a);
            Site s = new Site(i, f, defined ? a : null, c.entryKind(k), c);
            cb.sites.add(s);
            cb.byCall.computeIfAbsent(Ir.key(i), x -> new ArrayList<>()).add(s);
            if (defined) {
              cb.byFunction.computeIfAbsent(Ir.name(a), x -> new ArrayList<>()).add(s);
              cb.kinds.putIfAbsent(Ir.name(a), s.kind());
            }
          }
        }
      }
    }
    // a function stored by a macro that hands it over as well (INIT_WORK) is that hand-over's
    cb.fieldSites.removeIf(f -> !cb.sitesOf(Ir.name(f.fn())).isEmpty());
    for (FieldSite f : cb.fieldSites) {
      cb.kinds.putIfAbsent(Ir.name(f.fn()), f.model().entry());
    }
    for (LLVMValueRef g : Ir.globals(ir.module)) {
      if (!Ir.isDefinition(g) || Ir.isNull(LLVMGetInitializer(g))) {
        continue;
      }
      CType t = di.typeOfGlobal(g);
      String top = t instanceof CType.Struct s ? s.name() : null;
      cb.staticsIn(ir, di, model, g, LLVMGetInitializer(g), top, 0, null, 0);
    }
    for (StaticSite s : cb.statics) {
      cb.staticsByFunction.computeIfAbsent(Ir.name(s.fn()), x -> new ArrayList<>()).add(s);
    }
    for (FieldSite s : cb.fieldSites) {
      cb.fieldSitesByFunction.computeIfAbsent(Ir.name(s.fn()), x -> new ArrayList<>()).add(s);
    }
    return cb;
  }

  /**
   * The callback-struct objects inside constant {@code v} (at byte {@code offset} of global
   * {@code g}) whose initializer holds a defined function: {@code outer} is the innermost
   * enclosing callback struct, at {@code outerOffset}.
   */
  private void staticsIn(IrModule ir, DebugInfo di, KernelModel model, LLVMValueRef g,
      LLVMValueRef v,
      String structName, long offset, FunctionModels.CallbackStruct outer, long outerOffset) {
    String name = structName != null ? structName : Ir.cStructName(LLVMTypeOf(v));
    FunctionModels.CallbackStruct here =
        name == null ? null : model.functions().callbackStruct(name).orElse(null);
    if (here != null) {
      outer = here;
      outerOffset = offset;
    }
    LLVMValueRef fn = EntryPoints.stripCasts(v);
    if (!Ir.isNull(LLVMIsAFunction(fn))) {
      if (outer != null && !outer.entry().isEmpty() && Ir.isDefinition(fn)) {
        statics.add(new StaticSite(g, fn, outer.struct(), outerOffset, outer,
            contextField(ir, di, g, outer, outerOffset)));
        kinds.putIfAbsent(Ir.name(fn), outer.entry());
      }
      return;
    }
    boolean struct = !Ir.isNull(LLVMIsAConstantStruct(v));
    if (!struct && Ir.isNull(LLVMIsAConstantArray(v))) {
      return;
    }
    LLVMTypeRef ty = LLVMTypeOf(v);
    for (int i = 0; i < LLVMGetNumOperands(v); i++) {
      long off = struct
          ? LLVMOffsetOfElement(ir.dataLayout, ty, i)
          : i * LLVMABISizeOfType(ir.dataLayout, LLVMGetElementType(ty));
      staticsIn(ir, di, model, g, LLVMGetOperand(v, i), null, offset + off, outer, outerOffset);
    }
  }

  /**
   * The initializer's value of the callback struct's context field ({@code data}), found by its
   * byte offset among the constants of the global's initializer; null when the object itself is
   * the context or the value is not found.
   */
  private static LLVMValueRef contextField(IrModule ir, DebugInfo di, LLVMValueRef g,
      FunctionModels.CallbackStruct cs, long objectOffset) {
    if (cs.contextField().isEmpty()) {
      return null;
    }
    CType.Struct st = di.struct(cs.struct());
    CType.Member m = st == null ? null : st.members().stream()
        .filter(x -> x.name().equals(cs.contextField())).findFirst().orElse(null);
    if (m == null) {
      return null;
    }
    return constantAt(ir, LLVMGetInitializer(g), objectOffset + m.offset());
  }

  static LLVMValueRef constantAt(IrModule ir, LLVMValueRef v, long at) {
    boolean struct = !Ir.isNull(LLVMIsAConstantStruct(v));
    if (!struct && Ir.isNull(LLVMIsAConstantArray(v))) {
      return at == 0 ? v : null;
    }
    LLVMTypeRef ty = LLVMTypeOf(v);
    for (int i = LLVMGetNumOperands(v) - 1; i >= 0; i--) {
      long off = struct
          ? LLVMOffsetOfElement(ir.dataLayout, ty, i)
          : i * LLVMABISizeOfType(ir.dataLayout, LLVMGetElementType(ty));
      if (off <= at) {
        return constantAt(ir, LLVMGetOperand(v, i), at - off);
      }
    }
    return null;
  }

  List<Site> sites() {
    return sites;
  }

  List<StaticSite> statics() {
    return statics;
  }

  /** The callback functions (defined), in the order of their first hand-over. */
  Set<String> functions() {
    return kinds.keySet();
  }

  /** The entry kind of a callback function (its first hand-over's). */
  String kindOf(String fn) {
    return kinds.get(fn);
  }

  /** The hand-over calls of a callback function. */
  List<Site> sitesOf(String fn) {
    return byFunction.getOrDefault(fn, List.of());
  }

  /** The static initialisations of a callback function's struct. */
  private List<StaticSite> staticsOf(String fn) {
    return staticsByFunction.getOrDefault(fn, List.of());
  }

  /** The stores of a callback function into a callback struct's function field. */
  private List<FieldSite> fieldSitesOf(String fn) {
    return fieldSitesByFunction.getOrDefault(fn, List.of());
  }

  /** Whether a callback function is statically initialised somewhere. */
  boolean isStatic(String fn) {
    return !staticsOf(fn).isEmpty() || !fieldSitesOf(fn).isEmpty();
  }

  /** The hand-overs at a call, in the order found (empty: none). */
  List<Site> sitesAt(LLVMValueRef call) {
    return byCall.getOrDefault(Ir.key(call), List.of());
  }

  /** The entry points, one per callback function, in the order found. */
  List<EntryPoint> entryPoints() {
    List<EntryPoint> eps = new ArrayList<>();
    for (String fn : kinds.keySet()) {
      eps.add(EntryPoint.found(fn, kinds.get(fn), handedOver(fn), false));
    }
    return eps;
  }

  /** Where a callback is handed over: {@code request_irq at drv.c:84, ...}. */
  String handedOver(String fn) {
    Set<String> where = new LinkedHashSet<>();
    for (Site s : sitesOf(fn)) {
      SourceLoc l = Ir.loc(s.call());
      where.add(s.api() + (l == null ? "" : " at " + l.file() + ":" + l.line()));
    }
    for (FieldSite s : fieldSitesOf(fn)) {
      SourceLoc l = Ir.loc(s.store());
      where.add(s.model().struct() + "." + s.model().functionField() + " = "
          + (l == null ? "" : " at " + l.file() + ":" + l.line()));
    }
    for (StaticSite s : staticsOf(fn)) {
      SourceLoc l = Ir.globalLoc(s.global());
      where.add("static " + s.struct() + " " + Ir.name(s.global())
          + (l == null ? "" : " at " + l.file() + ":" + l.line()));
    }
    return String.join(", ", where);
  }

  /**
   * The callback functions the kernel calls with a context the driver handed over (a non-null
   * argument, a static work item, a static timer's non-zero data): their parameter is linked to
   * it by {@link PointsTo}, so it is not a kernel object of its own. The others get the kernel's
   * objects (their context is NULL or a number).
   */
  Set<String> bound() {
    Set<String> out = new LinkedHashSet<>();
    for (Site s : sites) {
      if (!s.resolved() || s.model().contextArg() < 0
          || s.model().contextArg() >= LLVMGetNumArgOperands(s.call())) {
        continue;
      }
      if (!Ir.isZeroConstant(EntryPoints.stripCasts(LLVMGetOperand(s.call(), s.model().contextArg())))) {
        out.add(Ir.name(s.fn()));
      }
    }
    for (StaticSite s : statics) {
      if (s.model().contextField().isEmpty()) {
        out.add(Ir.name(s.fn()));
      }
    }
    for (FieldSite s : fieldSites) {
      out.add(Ir.name(s.fn())); // the object itself, or what the driver stores in its data
    }
    return out;
  }

  /**
   * Statically initialised callbacks whose data is not zero: the analysis does not follow an
   * address in a static initializer's integer to the callback's parameter, so they are unsound.
   */
  Set<String> unboundStatics() {
    Set<String> out = new LinkedHashSet<>();
    for (StaticSite s : statics) {
      if (!s.model().contextField().isEmpty() && s.data() != null && !Ir.isZeroConstant(s.data())) {
        out.add(Ir.name(s.fn()));
      }
    }
    return out;
  }

  /**
   * Whether callback {@code fn} belongs to one kernel object, so that the kernel never runs it
   * concurrently with itself: every hand-over names the same object ({@code objectArg}: the
   * timer_list, work_struct, ...), one abstract location whose object is one instance per run;
   * statically initialised, one global's object; an interrupt handler ({@code objectArg} -1)
   * requested at one call site that executes at most once, or outside loops of an entry point
   * (one interrupt line per device: the unique-device assumption).
   */
  boolean singleObject(String fn, PointsTo pt, LockInstances instances, Set<String> entries) {
    List<Site> ss = sitesOf(fn);
    List<StaticSite> st = staticsOf(fn);
    List<FieldSite> fs = fieldSitesOf(fn);
    if (!st.isEmpty()) {
      return ss.isEmpty() && fs.isEmpty()
          && st.stream().map(s -> Ir.name(s.global()) + "+" + s.offset()).distinct().count() == 1;
    }
    if (!fs.isEmpty()) {
      if (!ss.isEmpty() || sites.stream().anyMatch(s -> !s.resolved())) {
        return false;
      }
      List<PtGraph.Cell> cells = objectCells(fn, pt);
      PtGraph.Cell one = cells.get(0);
      if (one == null || one.node().collapsed || !cells.stream().allMatch(one::equals)) {
        return false;
      }
      List<PtGraph.AbstractObject> objs = one.node().objects.keySet().stream()
          .filter(o -> o.kind() != PtGraph.AbstractObject.Kind.FUNCTION).toList();
      return objs.size() == 1 && instances.whyMany(objs.get(0)) == null;
    }
    if (ss.isEmpty() || sites.stream().anyMatch(s -> !s.resolved())) {
      return false;
    }
    if (ss.stream().anyMatch(s -> s.model().objectArg() < 0)) {
      if (ss.size() != 1) {
        return false;
      }
      LLVMValueRef call = ss.get(0).call();
      LLVMBasicBlockRef b = LLVMGetInstructionParent(call);
      boolean acyclic = !Ir.cyclicBlocks(ss.get(0).caller()).contains(Ir.key(b));
      return instances.executesOnce(call)
          || acyclic && entries.contains(Ir.name(ss.get(0).caller()));
    }
    PtGraph.Cell one = null;
    for (Site s : ss) {
      int k = s.model().objectArg();
      PtGraph.Cell c = k < LLVMGetNumArgOperands(s.call())
          ? pt.cell(LLVMGetOperand(s.call(), k)) : null;
      if (c == null || c.node().collapsed || one != null && !one.equals(c)) {
        return false;
      }
      one = c;
    }
    List<PtGraph.AbstractObject> objs = one.node().objects.keySet().stream()
        .filter(o -> o.kind() != PtGraph.AbstractObject.Kind.FUNCTION).toList();
    return objs.size() == 1 && instances.whyMany(objs.get(0)) == null;
  }

  /** The callback functions of the given entry kinds, in order. */
  private List<String> ofKinds(List<String> entryKinds) {
    return kinds.keySet().stream().filter(fn -> entryKinds.contains(kinds.get(fn))).toList();
  }

  /** The abstract locations of a callback's kernel objects (null: unknown), one per hand-over. */
  private List<PtGraph.Cell> objectCells(String fn, PointsTo pt) {
    List<PtGraph.Cell> out = new ArrayList<>();
    for (Site s : sitesOf(fn)) {
      int k = s.model().objectArg();
      out.add(k >= 0 && k < LLVMGetNumArgOperands(s.call())
          ? pt.cell(LLVMGetOperand(s.call(), k)) : null);
    }
    for (StaticSite s : staticsOf(fn)) {
      out.add(pt.cellAt(s.global(), s.offset()));
    }
    for (FieldSite s : fieldSitesOf(fn)) {
      out.add(pt.cellAt(s.pointer(), -s.fnOffset()));
    }
    return out;
  }

  /**
   * The callbacks an arming call ({@code mod_timer(t)}) may start: those of its kinds whose
   * kernel object may be its argument's (every one when either is not one known location; for an
   * interrupt line, every handler).
   */
  List<String> armed(LLVMValueRef call, FunctionModels.CallbackControl cc, PointsTo pt) {
    List<String> cands = ofKinds(cc.entryKinds());
    if (cc.objectArg() < 0 || cc.objectArg() >= LLVMGetNumArgOperands(call)) {
      return cands;
    }
    PtGraph.Cell c = pt.cell(LLVMGetOperand(call, cc.objectArg()));
    if (c == null || c.node().collapsed) {
      return cands;
    }
    List<String> out = new ArrayList<>();
    for (String fn : cands) {
      List<PtGraph.Cell> cells = objectCells(fn, pt);
      if (cells.stream().anyMatch(x -> x == null || x.node().collapsed || x.equals(c))) {
        out.add(fn);
      }
    }
    return out;
  }

  /**
   * The callbacks an ending call ({@code del_timer_sync(t)}, {@code free_irq}) certainly stops:
   * those of its kinds that belong to one kernel object ({@link #singleObject}), its argument's;
   * for an interrupt line, the handlers requested at the driver's only request call (one line).
   * An end that stops a callback only when it does not arm itself ({@code flush_work}) does not
   * stop one whose code arms it.
   */
  List<String> ended(LLVMValueRef call, FunctionModels.CallbackControl cc, PointsTo pt,
      LockInstances instances, Set<String> entries, Map<String, Set<String>> calls,
      Set<String> indirect, KernelModel model) {
    if (sites.stream().anyMatch(s -> !s.resolved())) {
      return List.of(); // an unknown callback may be the one it ends
    }
    List<String> cands = ofKinds(cc.entryKinds());
    List<String> out = new ArrayList<>();
    if (cc.objectArg() < 0) {
      Set<Long> requests = new HashSet<>();
      for (String fn : cands) {
        if (isStatic(fn)) {
          return List.of();
        }
        sitesOf(fn).forEach(x -> requests.add(Ir.key(x.call())));
      }
      return requests.size() == 1 ? cands : List.of();
    }
    if (cc.objectArg() >= LLVMGetNumArgOperands(call)) {
      return List.of();
    }
    PtGraph.Cell c = pt.cell(LLVMGetOperand(call, cc.objectArg()));
    if (c == null || c.node().collapsed) {
      return List.of();
    }
    for (String fn : cands) {
      List<PtGraph.Cell> cells = objectCells(fn, pt);
      if (cells.isEmpty() || !cells.stream().allMatch(c::equals)
          || !singleObject(fn, pt, instances, entries)) {
        continue;
      }
      if (cc.effect() == FunctionModels.CallbackControl.Control.END_UNLESS_SELF_ARMED
          && armsItself(fn, pt, calls, indirect, model)) {
        continue;
      }
      out.add(fn);
    }
    return out;
  }

  /**
   * The callbacks a failed hand-over call certainly did not start: those it hands over whose only
   * hand-over it is (no other site, static or field store, no unresolved hand-over anywhere, and
   * not in a loop: otherwise an earlier call may have started them).
   */
  List<String> endedByFailure(LLVMValueRef call) {
    if (sites.stream().anyMatch(s -> !s.resolved())) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    LLVMBasicBlockRef b = LLVMGetInstructionParent(call);
    if (Ir.cyclicBlocks(LLVMGetBasicBlockParent(b)).contains(Ir.key(b))) {
      return out; // a loop's earlier iteration may have handed it over
    }
    for (Site s : sitesAt(call)) {
      String fn = Ir.name(s.fn());
      if (sitesOf(fn).size() == 1 && !isStatic(fn) && !out.contains(fn)) {
        out.add(fn);
      }
    }
    return out;
  }

  /** Whether the code callback {@code fn} runs may arm or hand it over again. */
  private boolean armsItself(String fn, PointsTo pt, Map<String, Set<String>> calls,
      Set<String> indirect, KernelModel model) {
    Set<String> seen = new HashSet<>();
    Deque<String> work = new ArrayDeque<>(List.of(fn));
    while (!work.isEmpty()) {
      String f = work.pop();
      if (!seen.add(f)) {
        continue;
      }
      if (indirect.contains(f)) {
        return true;
      }
      work.addAll(calls.getOrDefault(f, Set.of()));
    }
    for (Site s : sitesOf(fn)) {
      if (seen.contains(Ir.name(s.caller()))) {
        return true;
      }
    }
    for (LLVMValueRef f : functionsOf(sitesOrStatic(fn))) {
      if (!seen.contains(Ir.name(f))) {
        continue;
      }
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) != LLVMCall
              || Ir.isNull(LLVMIsAFunction(LLVMGetCalledValue(i)))) {
            continue;
          }
          if (model.functions().lookup(Ir.name(LLVMGetCalledValue(i))).orElse(null)
                  instanceof FunctionModels.CallbackControl cc
              && cc.effect() == FunctionModels.CallbackControl.Control.ARM
              && armed(i, cc, pt).contains(fn)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** A value of the module the callback lives in (its function). */
  private LLVMValueRef sitesOrStatic(String fn) {
    List<Site> ss = sitesOf(fn);
    if (!ss.isEmpty()) {
      return ss.get(0).fn();
    }
    return staticsOf(fn).stream().findFirst()
        .map(StaticSite::fn)
        .or(() -> fieldSitesOf(fn).stream().findFirst().map(FieldSite::fn))
        .orElseThrow();
  }

  /** The functions the driver defines, of the module holding {@code fn}. */
  private static List<LLVMValueRef> functionsOf(LLVMValueRef fn) {
    List<LLVMValueRef> out = new ArrayList<>();
    for (LLVMValueRef f = LLVMGetFirstFunction(LLVMGetGlobalParent(fn)); !Ir.isNull(f);
        f = LLVMGetNextFunction(f)) {
      if (Ir.isDefinition(f)) {
        out.add(f);
      }
    }
    return out;
  }

  /**
   * The callbacks that may be live once {@code site} has executed: its function and every
   * callback handed over or armed by code the function reaches (transitively; every callback when
   * that code calls through a pointer).
   */
  List<String> liveAfter(Site site, Map<String, Set<String>> calls, Set<String> indirect) {
    return liveAfter(List.of(Ir.name(site.fn())), calls, indirect);
  }

  /**
   * The callbacks live once {@code started} run ({@code mod_timer}'s timer function): they and
   * those their code hands over or arms, as {@link #liveAfter(Site, Map, Set)}.
   */
  List<String> liveAfter(List<String> started, Map<String, Set<String>> calls,
      Set<String> indirect) {
    Set<String> out = new LinkedHashSet<>();
    Deque<String> work = new ArrayDeque<>();
    Set<String> seen = new HashSet<>();
    out.addAll(started);
    work.addAll(started);
    while (!work.isEmpty()) {
      String f = work.pop();
      if (!seen.add(f)) {
        continue;
      }
      if (indirect.contains(f)) {
        out.addAll(kinds.keySet());
      }
      for (Site s : sites) {
        if (s.resolved() && Ir.name(s.caller()).equals(f)) {
          out.add(Ir.name(s.fn()));
          work.add(Ir.name(s.fn()));
        }
      }
      // what the live code arms runs too (a callback live only once armed: napi_enable)
      for (String fn : ofKinds(List.copyOf(armedKindsByCaller.getOrDefault(f, Set.of())))) {
        out.add(fn);
        work.add(fn);
      }
      work.addAll(calls.getOrDefault(f, Set.of()));
    }
    return List.copyOf(out);
  }
}

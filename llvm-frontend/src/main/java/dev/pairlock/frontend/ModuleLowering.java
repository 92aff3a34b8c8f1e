package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.frontend.PtGraph.Cell;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.LockConst;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Lowers the whole module: addresses of globals and functions (distinct concrete constants from
 * 4096 up, 16-byte aligned, never overlapping; heap and stack objects above them), region
 * variables, lock constants, one procedure per defined function with {@code modifies} closed over
 * the call graph, bodiless procedures for registration functions, and {@code $global_init} whose
 * assumptions state the initial values of global scalars.
 */
final class ModuleLowering {
  static final long FIRST_ADDRESS = dev.pairlock.ivl.lifted.Layout.FIRST_ADDRESS;

  private final LiftContext cx;
  private final Map<String, FunctionLowering> lowered = new LinkedHashMap<>();

  ModuleLowering(LiftContext cx) {
    this.cx = cx;
  }

  /** Places globals and functions; must run before functions are lowered. */
  void layout() {
    long next = FIRST_ADDRESS;
    for (LLVMValueRef g : Ir.globals(cx.ir.module)) {
      cx.globalAddresses.put(Ir.name(g), next);
      long size = Math.max(1, LLVMABISizeOfType(cx.ir.dataLayout, LLVMGlobalGetValueType(g)));
      next = align(next + size);
    }
    for (LLVMValueRef f : Ir.functions(cx.ir.module)) {
      cx.globalAddresses.put("()" + Ir.name(f), next);
      next += 16;
    }
    cx.heapBase = Math.max(1L << 20, align(next) * 2);
  }

  private static long align(long a) {
    return (a + 15) & ~15L;
  }

  List<Decl> lower() {
    staticCallbacks();
    List<Decl.Procedure> procs = new ArrayList<>();
    for (LLVMValueRef f : Ir.functions(cx.ir.module)) {
      if (Ir.isDefinition(f)) {
        FunctionLowering fl = new FunctionLowering(cx, f);
        procs.add(fl.lower());
        lowered.put(fl.proc, fl);
      }
    }
    Decl.Procedure init = globalInit();
    List<Decl> decls = new ArrayList<>();
    decls.addAll(lockProcedures());
    if (cx.locks.values().stream().anyMatch(LockConst::isMultiInstance)) {
      decls.add(new Decl.Procedure(LOCK_INSTANCE,
          List.of(new Param("l", Type.INT), new Param("a", Type.INT)), List.of(), List.of(), null,
          List.of(), Pos.NONE));
    }
    for (RegionCell r : cx.regions.all()) {
      if (!r.local()) {
        List<Attribute> attrs = new ArrayList<>(Attrs.region(r.name(), r.threadLocal()));
        if (cx.regions.perThread(r)) {
          attrs.add(Attrs.perThread());
        }
        decls.add(new Decl.GlobalVar(r.variable(), Type.map(Type.INT, Type.INT), attrs, Pos.NONE));
      }
    }
    for (LLVMValueRef g : Ir.globals(cx.ir.module)) {
      String c = LiftContext.globalConst(Ir.name(g));
      List<Attribute> attrs = new ArrayList<>(List.of(Attribute.str(Attrs.GLOBAL, Ir.name(g))));
      if (LLVMIsThreadLocal(g) != 0) {
        attrs.add(Attrs.perThread());
      }
      decls.add(new Decl.Const(c, Type.INT, true, attrs, Pos.NONE));
      decls.add(new Decl.Axiom(Expr.eq(Expr.var(c),
          Expr.num(cx.globalAddresses.get(Ir.name(g)))), List.of(), Pos.NONE));
    }
    for (String fn : cx.functionConstants) {
      String c = LiftContext.functionConst(fn);
      decls.add(new Decl.Const(c, Type.INT, true, List.of(Attribute.str(Attrs.FUNCTION, fn)),
          Pos.NONE));
      decls.add(new Decl.Axiom(Expr.eq(Expr.var(c),
          Expr.num(cx.globalAddresses.get("()" + fn))), List.of(), Pos.NONE));
    }
    for (LockConst l : cx.locks.values()) {
      decls.add(new Decl.Const(l.constant(), Type.INT, true, Attrs.lock(l), Pos.NONE));
    }
    for (LLVMValueRef g : cx.registrations.values()) {
      decls.add(bodiless(g));
    }
    decls.add(init);
    Map<String, Set<String>> mods = modifiesClosure();
    for (Decl.Procedure p : procs) {
      List<String> m = new ArrayList<>(mods.get(p.name()));
      p = lowered.get(p.name()).withObjectMaps(p);
      decls.add(m.isEmpty() ? p : p.withSpecs(List.of(new Spec.Modifies(m, Pos.NONE))));
    }
    return decls;
  }

  /**
   * {@code call $lock_instance(l, a)}: the next operation on lock {@code l} (of several instances)
   * is on the instance at address {@code a}.
   */
  static final String LOCK_INSTANCE = "$lock_instance";

  private static List<Decl> lockProcedures() {
    List<Decl> r = new ArrayList<>();
    Param l = new Param("l", Type.INT);
    for (String n : List.of("$lock_acquire", "$lock_acquire_read", "$lock_release")) {
      r.add(new Decl.Procedure(n, List.of(l), List.of(), List.of(), null, List.of(), Pos.NONE));
    }
    r.add(new Decl.Procedure("$lock_tryacquire", List.of(l),
        List.of(new Param("ok", Type.BOOL)), List.of(), null, List.of(), Pos.NONE));
    r.add(new Decl.Procedure("$lock_unresolved", List.of(), List.of(), List.of(), null,
        List.of(), Pos.NONE));
    return r;
  }

  private static Decl.Procedure bodiless(LLVMValueRef g) {
    LLVMTypeRef ft = LLVMGlobalGetValueType(g);
    List<Param> ins = new ArrayList<>();
    for (int k = 0; k < LLVMCountParamTypes(ft); k++) {
      ins.add(new Param("a" + k, Type.INT));
    }
    List<Param> outs = Ir.isVoid(LLVMGetReturnType(ft))
        ? List.of() : List.of(new Param("r", Type.INT));
    return new Decl.Procedure(LiftContext.procName(Ir.name(g)), ins, outs, List.of(), null,
        List.of(Attrs.cfunction(Ir.name(g)), Attribute.flag(Attrs.EXTERN)), Pos.NONE);
  }

  /** Shared regions each procedure may modify, itself or through its callees (fixpoint). */
  private Map<String, Set<String>> modifiesClosure() {
    Map<String, Set<String>> m = new LinkedHashMap<>();
    for (var e : lowered.entrySet()) {
      Set<String> s = new TreeSet<>(Comparator.comparingInt(ModuleLowering::regionNumber));
      s.addAll(e.getValue().modified);
      m.put(e.getKey(), s);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (var e : lowered.entrySet()) {
        Set<String> mine = m.get(e.getKey());
        for (String c : e.getValue().callees) {
          Set<String> theirs = m.get(c);
          if (theirs != null && mine.addAll(theirs)) {
            changed = true;
          }
        }
      }
    }
    return m;
  }

  private static int regionNumber(String var) {
    return Integer.parseInt(var.substring(var.lastIndexOf('.') + 1));
  }

  /**
   * Statically initialised callbacks ({@code DEFINE_TIMER}, {@code DECLARE_WORK}, ...): a global
   * whose initializer holds, inside an object of a {@code callback-struct} type, a function. An
   * entry point ({@link Callbacks}) gets a note; a function of a struct without an entry kind is
   * reported, as the call-based hand-overs are ({@code callback-not-entry}, see {@code
   * CallLowering}).
   */
  private void staticCallbacks() {
    if (cx.callbacks != null) {
      for (Callbacks.StaticSite st : cx.callbacks.statics()) {
        cx.diagnostics.add(new Diagnostic(Diagnostic.Severity.NOTE, "callback-entry",
            Ir.loc(st.global()), st.model().kind() + " " + Ir.name(st.fn()) + " (in "
                + Ir.name(st.global()) + ") is an entry point (" + st.model().entry()
                + ") from the start"));
      }
      for (Callbacks.FieldSite st : cx.callbacks.fieldSites()) {
        cx.diagnostics.add(new Diagnostic(Diagnostic.Severity.NOTE, "callback-entry",
            Ir.loc(st.store()), st.model().kind() + " " + Ir.name(st.fn()) + " (stored into "
                + st.model().struct() + "." + st.model().functionField()
                + ") is an entry point (" + st.model().entry() + ") from the start"));
      }
    }
    for (LLVMValueRef g : Ir.globals(cx.ir.module)) {
      if (!Ir.isDefinition(g) || Ir.isNull(LLVMGetInitializer(g))) {
        continue;
      }
      CType t = cx.di.typeOfGlobal(g);
      String top = t instanceof CType.Struct s ? s.name() : null;
      Map<String, String> found = new LinkedHashMap<>();
      callbacksIn(LLVMGetInitializer(g), top, null, found);
      for (var e : found.entrySet()) {
        cx.diagnostics.add(new Diagnostic(Diagnostic.Severity.WARNING, "callback-not-entry",
            Ir.loc(g), e.getValue() + " " + e.getKey() + " (in " + Ir.name(g)
                + ") is not an entry point: races between it and the entry points are not"
                + " looked for"));
      }
    }
  }

  /** Functions inside constant {@code v}, with the callback kind of the innermost object. */
  private void callbacksIn(LLVMValueRef v, String structName, String kind,
      Map<String, String> found) {
    String name = structName != null ? structName : Ir.cStructName(LLVMTypeOf(v));
    String k = name == null ? kind : cx.model.functions().callbackStruct(name)
        .map(dev.pairlock.models.FunctionModels.CallbackStruct::kind).orElse(kind);
    if (!Ir.isNull(LLVMIsAFunction(v))) {
      if (k != null && !cx.entryRoles.containsKey(Ir.name(v))) {
        found.putIfAbsent(Ir.name(v), k);
      }
      return;
    }
    if (Ir.isNull(LLVMIsAConstantStruct(v)) && Ir.isNull(LLVMIsAConstantArray(v))) {
      return;
    }
    for (int i = 0; i < LLVMGetNumOperands(v); i++) {
      callbacksIn(LLVMGetOperand(v, i), null, k, found);
    }
  }

  /**
   * The largest array whose elements get initial values, and how many elements get them in the
   * program: a larger array's elements are left free (more initial states than the program has,
   * which only the precise checker reads). Each element is an assumption of every pair program,
   * and a prefix loop over a table of 256 zeroed elements (regression/soundness/init_loop_race)
   * made the precise checker's query time out with them.
   */
  static final int MAX_INITIAL_ARRAY = 64;

  static final int MAX_INITIAL_ELEMENTS = 1024;

  /**
   * Initial values of the scalars of globals, the elements of arrays included (of up to {@link
   * #MAX_INITIAL_ARRAY} elements, {@link #MAX_INITIAL_ELEMENTS} in all), whose cells are exact
   * regions: {@code assume R[&g + off] == v}. Only the precise checker runs it; before,
   * arrays' elements were left free, and it picked values a zero-initialised array never holds
   * (SV-COMP's 09_fmaxsym-zero: a race confirmed on a maximum no thread raises).
   */
  private Decl.Procedure globalInit() {
    List<Cmd> cmds = new ArrayList<>();
    int[] budget = {MAX_INITIAL_ELEMENTS};
    for (LLVMValueRef g : Ir.globals(cx.ir.module)) {
      if (!Ir.isDefinition(g)) {
        continue;
      }
      LLVMValueRef init = LLVMGetInitializer(g);
      Cell base = cx.pt.cell(g);
      if (Ir.isNull(init) || base == null) {
        continue;
      }
      Map<Long, LLVMValueRef> leaves = new LinkedHashMap<>();
      scalars(init, 0, leaves, budget);
      Expr addr = Expr.var(LiftContext.globalConst(Ir.name(g)));
      for (var e : leaves.entrySet()) {
        Cell c = cx.pt.graph.shift(base, e.getKey());
        RegionCell r = cx.regions.existing(c);
        if (r == null || r.local() || !r.exactValues()) {
          continue;
        }
        Expr v = initValue(e.getValue());
        if (v == null) {
          continue;
        }
        Expr a = e.getKey() == 0 ? addr : Expr.bin(Expr.BinOp.ADD, addr, Expr.num(e.getKey()));
        cmds.add(Cmd.Assume.of(Expr.eq(Expr.select(Expr.var(r.variable()), a), v)));
      }
    }
    Block b = new Block("entry", cmds, new Transfer.Return(Pos.NONE));
    return new Decl.Procedure("$global_init", List.of(), List.of(), List.of(),
        new Body(List.of(), List.of(b)), List.of(Attribute.flag(Attrs.GLOBAL_INIT)), Pos.NONE);
  }

  /**
   * The scalar constants inside {@code c} by their byte offset; {@code budget[0]}: how many array
   * elements may still be taken (each element is an address of the array's folded cell); an
   * array over {@link #MAX_INITIAL_ARRAY} elements or the budget is left out whole.
   */
  private void scalars(LLVMValueRef c, long off, Map<Long, LLVMValueRef> out, int[] budget) {
    LLVMTypeRef t = LLVMTypeOf(c);
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMStructTypeKind) {
      for (int i = 0; i < LLVMCountStructElementTypes(t); i++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, i);
        if (!Ir.isNull(e)) {
          scalars(e, off + LLVMOffsetOfElement(cx.ir.dataLayout, t, i), out, budget);
        }
      }
    } else if (kind == LLVMArrayTypeKind) {
      long n = LLVMGetArrayLength2(t);
      if (n > MAX_INITIAL_ARRAY || n > budget[0]) {
        return;
      }
      budget[0] -= (int) n;
      long size = LLVMABISizeOfType(cx.ir.dataLayout, LLVMGetElementType(t));
      for (long i = 0; i < n; i++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, (int) i);
        if (!Ir.isNull(e)) {
          scalars(e, off + i * size, out, budget);
        }
      }
    } else if (Ir.isScalar(t)) {
      out.put(off, c);
    }
  }

  private Expr initValue(LLVMValueRef c) {
    if (LLVMIsUndef(c) != 0 || LLVMIsPoison(c) != 0) {
      return null;
    }
    if (Ir.isConstantInt(c) && Ir.width(LLVMTypeOf(c)) <= 64) {
      return Expr.num(LLVMConstIntGetSExtValue(c));
    }
    if (LLVMGetValueKind(c) == LLVMConstantPointerNullValueKind) {
      return Expr.num(0);
    }
    LLVMValueRef s = EntryPoints.stripCasts(c);
    if (!Ir.isNull(LLVMIsAFunction(s)) && s.address() == c.address()) {
      cx.functionConstants.add(Ir.name(s));
      return Expr.var(LiftContext.functionConst(Ir.name(s)));
    }
    if (!Ir.isNull(LLVMIsAGlobalVariable(s)) && s.address() == c.address()) {
      return Expr.var(LiftContext.globalConst(Ir.name(s)));
    }
    if (!Ir.isNull(LLVMIsAConstantExpr(c)) && LLVMGetConstOpcode(c) == LLVMGetElementPtr) {
      Gep g = Gep.of(c, cx.ir.dataLayout);
      LLVMValueRef b = g.base();
      if (!Ir.isNull(LLVMIsAGlobalVariable(b)) && g.terms().isEmpty()) {
        Expr base = Expr.var(LiftContext.globalConst(Ir.name(b)));
        return g.constant() == 0 ? base
            : Expr.bin(Expr.BinOp.ADD, base, Expr.num(g.constant()));
      }
    }
    return null;
  }
}

package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.KernelModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMTargetDataRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Which integer values as wide as a pointer (64 bits, 32 for an ILP32 program) may hold an address: those computed from a {@code ptrtoint}, read
 * from memory where such a value may have been stored, returned by a function the driver does not
 * define, or passed on from one of these (arithmetic, casts, phis, arguments, returns). Every other
 * wide integer ({@code netdev_features_t} flags, sizes, DMA handles) carries no points-to cell, so
 * masking a flag does not collapse an object.
 *
 * <p>Memory is keyed syntactically: a load or store through a field of a named struct by that
 * struct and the field's byte offset, through a local variable or global by that variable, and
 * through any other pointer by "unknown". An integer-held address stored under a key is found
 * again by the loads under that key, and by every load under "unknown"; stored under "unknown"
 * (or passed to a function the driver does not define, or found in a global's initializer) it may
 * be anywhere, and every wide load may hold an address. Assumption (documented in
 * docs/llvm-frontend.md): a byte copy ({@code memcpy}) between different struct types does not
 * carry an integer-held address; copies of the same struct type keep it under the same key.
 */
final class AddressInts {
  private static final Object UNKNOWN = new Object();

  /** The key of a field: a named struct and the field's byte offset in it. */
  private record FieldKey(String struct, long offset) {}

  private final LLVMTargetDataRef dl;
  private final KernelModel model;
  private final Set<Long> values = new HashSet<>();
  private final Set<Object> storedUnder = new HashSet<>();
  /** Keys under which a pointer was stored: an integer load under one may read it (a union, a cast). */
  private final Set<Object> pointerStoredUnder = new HashSet<>();
  /** The variables of the variable keys in {@link #storedUnder}. */
  private final Map<Long, LLVMValueRef> keyedVariables = new HashMap<>();
  /** Wide loads the points-to result found to read an address ({@link PointsTo}). */
  private Set<Long> forced = Set.of();
  private boolean anywhere;
  /** Per defined function ({@link Ir#key}): whether it may return an integer-held address. */
  private final Set<Long> returning = new HashSet<>();
  private final Map<Long, Set<Integer>> params = new HashMap<>();
  private final Set<Integer> indirectArgs = new HashSet<>();
  private final Set<Long> addressTaken = new HashSet<>();
  private boolean changed;
  private boolean conservative;
  private final List<LLVMValueRef> assumed = new ArrayList<>();

  private AddressInts(LLVMTargetDataRef dl, KernelModel model) {
    this.dl = dl;
    this.model = model;
  }

  /**
   * Computes the integers that may hold addresses. Unless {@code conservative}, a wide load
   * through an address of unknown key is assumed not to read a field where an address was stored
   * under a key ({@link #assumedLoads}); the caller checks that against the points-to result and
   * otherwise recomputes conservatively, where every such load may hold an address.
   */
  static AddressInts of(IrModule ir, KernelModel model, boolean conservative) {
    return of(ir, model, conservative, Set.of(), false);
  }

  /**
   * As above; besides, the wide loads in {@code forced} (by {@link Ir#key}) may hold an address,
   * and with {@code everything} every wide load may.
   */
  static AddressInts of(IrModule ir, KernelModel model, boolean conservative, Set<Long> forced,
      boolean everything) {
    AddressInts a = new AddressInts(ir.dataLayout, model);
    a.conservative = conservative;
    a.forced = forced;
    a.anywhere = everything;
    for (LLVMValueRef g : Ir.globals(ir.module)) {
      LLVMValueRef init = LLVMGetInitializer(g);
      if (!Ir.isNull(init) && holdsPtrToInt(init, 0)) {
        a.anywhere = true;
      }
    }
    List<LLVMValueRef> fns = Ir.functions(ir.module).stream().filter(Ir::isDefinition).toList();
    for (LLVMValueRef f : fns) {
      if (isAddressTaken(f)) {
        a.addressTaken.add(Ir.key(f));
      }
    }
    do {
      a.changed = false;
      for (LLVMValueRef f : fns) {
        Set<Integer> ps = a.params.getOrDefault(Ir.key(f), Set.of());
        boolean addressTaken = a.addressTaken.contains(Ir.key(f));
        for (int k = 0; k < LLVMCountParams(f); k++) {
          if (ps.contains(k) || (addressTaken && a.indirectArgs.contains(k))) {
            a.mark(LLVMGetParam(f, k));
          }
        }
        for (LLVMBasicBlockRef b : Ir.blocks(f)) {
          for (LLVMValueRef i : Ir.instructions(b)) {
            a.instruction(f, i);
          }
        }
      }
    } while (a.changed);
    if (!a.anywhere && !a.storedUnder.isEmpty()) {
      for (LLVMValueRef f : fns) {
        for (LLVMBasicBlockRef b : Ir.blocks(f)) {
          for (LLVMValueRef i : Ir.instructions(b)) {
            if (LLVMGetInstructionOpcode(i) == LLVMLoad && a.wide(i) && !a.values.contains(Ir.key(i))
                && a.key(LLVMGetOperand(i, 0)) == UNKNOWN) {
              a.assumed.add(i);
            }
          }
        }
      }
    }
    return a;
  }

  /**
   * Wide loads through an address of unknown key assumed not to read a keyed field where an
   * address was stored (empty when conservative).
   */
  List<LLVMValueRef> assumedLoads() {
    return assumed;
  }

  /** The struct names of the keys under which an address was stored. */
  Set<String> keyedStructs() {
    Set<String> out = new HashSet<>();
    for (Object k : storedUnder) {
      if (k instanceof FieldKey fk) {
        out.add(fk.struct());
      }
    }
    return out;
  }

  /** The variables (allocas, globals) under whose own key an address was stored. */
  List<LLVMValueRef> keyedVariables() {
    return List.copyOf(keyedVariables.values());
  }

  /** The byte offsets of the keyed fields of struct {@code name}. */
  Set<Long> keyedOffsets(String name) {
    Set<Long> out = new HashSet<>();
    for (Object k : storedUnder) {
      if (k instanceof FieldKey fk && fk.struct().equals(name)) {
        out.add(fk.offset());
      }
    }
    return out;
  }

  /** Whether an access through {@code pointer} has a key (a field or a variable). */
  boolean keyed(LLVMValueRef pointer) {
    return key(pointer) != UNKNOWN;
  }

  /** Whether {@code v}, an integer at least as wide as a pointer, may hold an address. */
  boolean mayHoldAddress(LLVMValueRef v) {
    if (LLVMIsConstant(v) != 0) {
      return holdsPtrToInt(v, 0);
    }
    return values.contains(Ir.key(v));
  }

  private void instruction(LLVMValueRef f, LLVMValueRef i) {
    int opc = LLVMGetInstructionOpcode(i);
    switch (opc) {
      case LLVMPtrToInt -> mark(i);
      case LLVMLoad -> {
        if (wide(i) && (loadMayHold(LLVMGetOperand(i, 0)) || forced.contains(Ir.key(i)))) {
          mark(i);
        } else if (isAggregate(LLVMTypeOf(i))) {
          // a struct loaded whole (returned by value, coerced): any of its leaves may hold one
          for (long o : addressLeaves(LLVMTypeOf(i))) {
            if (loadMayHoldAt(LLVMGetOperand(i, 0), o)) {
              mark(i);
              break;
            }
          }
        }
      }
      case LLVMStore -> store(LLVMGetOperand(i, 0), LLVMGetOperand(i, 1));
      case LLVMAtomicRMW, LLVMAtomicCmpXchg -> {
        LLVMValueRef p = LLVMGetOperand(i, 0);
        store(LLVMGetOperand(i, opc == LLVMAtomicRMW ? 1 : 2), p);
        if (loadMayHold(p) || forced.contains(Ir.key(i))) {
          mark(i);
        }
      }
      case LLVMZExt, LLVMSExt, LLVMTrunc, LLVMBitCast, LLVMFreeze, LLVMAdd, LLVMSub, LLVMMul,
          LLVMUDiv, LLVMSDiv, LLVMURem, LLVMSRem, LLVMShl, LLVMLShr, LLVMAShr, LLVMAnd, LLVMOr,
          LLVMXor, LLVMSelect, LLVMExtractValue, LLVMInsertValue -> {
        for (int k = 0; k < LLVMGetNumOperands(i); k++) {
          if (holds(LLVMGetOperand(i, k))) {
            mark(i);
          }
        }
      }
      case LLVMPHI -> {
        for (int k = 0; k < LLVMCountIncoming(i); k++) {
          if (holds(LLVMGetIncomingValue(i, k))) {
            mark(i);
          }
        }
      }
      case LLVMRet -> {
        if (LLVMGetNumOperands(i) == 1 && holds(LLVMGetOperand(i, 0))
            && returning.add(Ir.key(f))) {
          changed = true;
        }
      }
      case LLVMCall -> call(i);
      default -> {}
    }
  }

  private void call(LLVMValueRef call) {
    LLVMValueRef callee = LLVMGetCalledValue(call);
    int nargs = LLVMGetNumArgOperands(call);
    boolean direct = !Ir.isNull(LLVMIsAFunction(callee));
    boolean defined = direct && Ir.isDefinition(callee);
    String name = direct ? Ir.name(callee) : "";
    boolean intrinsic = name.startsWith("llvm.");
    boolean modelled = direct && !defined
        && (model.locks().lookup(name).isPresent() || model.functions().lookup(name).isPresent());
    if (modelled
        && model.functions().lookup(name).orElse(null) instanceof FunctionModels.Callback cb
        && cb.makesEntryPoints() && cb.contextArg() >= 0 && cb.contextArg() < nargs
        && carriesAddress(LLVMGetOperand(call, cb.contextArg()))) {
      // the kernel calls the callback with this address as its context parameter (a timer's or
      // tasklet's unsigned long data)
      for (int k : cb.fnArgs()) {
        LLVMValueRef fn = k < nargs ? EntryPoints.stripCasts(LLVMGetOperand(call, k)) : null;
        if (fn != null && !Ir.isNull(LLVMIsAFunction(fn)) && Ir.isDefinition(fn)
            && params.computeIfAbsent(Ir.key(fn), x -> new HashSet<>()).add(cb.contextParam())) {
          changed = true;
        }
      }
    }
    for (int k = 0; k < nargs; k++) {
      if (!holds(LLVMGetOperand(call, k))) {
        continue;
      }
      if (defined) {
        if (params.computeIfAbsent(Ir.key(callee), x -> new HashSet<>()).add(k)) {
          changed = true;
        }
      } else if (!direct) {
        if (indirectArgs.add(k)) {
          changed = true;
        }
      } else if (!intrinsic && !modelled) {
        // an extern may store the integer anywhere the driver later reads
        if (!anywhere) {
          anywhere = true;
          changed = true;
        }
      }
    }
    if (!wide(call) && !isAggregate(LLVMTypeOf(call))) {
      return;
    }
    // an undefined function's result (llvm.* intrinsics included) may be an address; a
    // modelled one's is not
    if (defined ? returning.contains(Ir.key(callee)) : !modelled || !direct) {
      mark(call);
    }
  }

  private void store(LLVMValueRef value, LLVMValueRef pointer) {
    LLVMValueRef fn = EntryPoints.stripCasts(value);
    if (!Ir.isNull(LLVMIsAFunction(fn)) && Ir.isDefinition(fn) && LLVMCountParams(fn) > 0
        && key(pointer) instanceof FieldKey fk
        && model.functions().callbackStruct(fk.struct()).isPresent()) {
      // a callback stored into a timer's function field is called with the timer's data, which
      // may be an address (the driver stored (unsigned long)dev there)
      if (params.computeIfAbsent(Ir.key(fn), x -> new HashSet<>()).add(0)) {
        changed = true;
      }
    }
    if (isAggregate(LLVMTypeOf(value)) && !holds(value)) {
      // a struct stored whole: its pointer leaves as stored pointers
      for (long o : addressLeaves(LLVMTypeOf(value), true)) {
        Object key = keyAt(pointer, o);
        if (key != UNKNOWN && pointerStoredUnder.add(key)) {
          changed = true;
        }
      }
      return;
    }
    if (Ir.isPointer(LLVMTypeOf(value))) {
      // a pointer stored where an integer is loaded under the same key (a union's other member,
      // a cast): the integer holds that address. Through an address of unknown key, the
      // points-to result finds it (PointsTo.loadsReadingPointers)
      Object key = key(pointer);
      if (key != UNKNOWN && carriesAddress(value) && pointerStoredUnder.add(key)) {
        changed = true;
      }
      return;
    }
    if (!holds(value)) {
      return;
    }
    if (isAggregate(LLVMTypeOf(value))) {
      // a struct stored whole: each of its leaves may be the address
      for (long o : addressLeaves(LLVMTypeOf(value))) {
        storeUnder(keyAt(pointer, o), pointer);
      }
      return;
    }
    storeUnder(key(pointer), pointer);
  }

  private void storeUnder(Object key, LLVMValueRef pointer) {
    if (key instanceof Long) {
      keyedVariables.put((Long) key, variableOf(pointer));
    }
    if (key == UNKNOWN) {
      if (!anywhere) {
        anywhere = true;
        changed = true;
      }
    } else if (storedUnder.add(key)) {
      changed = true;
    }
  }

  private boolean loadMayHold(LLVMValueRef pointer) {
    return loadMayHoldAt(pointer, 0);
  }

  private boolean loadMayHoldAt(LLVMValueRef pointer, long extra) {
    if (anywhere) {
      return true;
    }
    Object key = keyAt(pointer, extra);
    return key == UNKNOWN
        ? conservative && !storedUnder.isEmpty()
        : storedUnder.contains(key) || pointerStoredUnder.contains(key);
  }

  /** The alloca or global an address with a variable key is in. */
  private static LLVMValueRef variableOf(LLVMValueRef p) {
    return isVariable(p) ? p : LLVMGetOperand(p, 0);
  }

  /** The memory key of an address ({@link #keyAt}). */
  private Object key(LLVMValueRef p) {
    return keyAt(p, 0);
  }

  /**
   * The memory key of the bytes {@code extra} past an address: (struct, offset) of a field, a
   * variable, or UNKNOWN. Keys are canonical, computed from a byte offset into a root type (a
   * variable's type, else the GEP's source element type): the field holding that offset is
   * followed down (into first fields too, array elements folded to element 0), and the key is
   * the innermost named struct on that path with the offset in it. So a direct access to a union
   * or struct variable and {@code gep %union.u, 0, 0} into it, a field reached through an
   * enclosing struct and through a pointer to its own struct, and a coerced access through an
   * anonymous struct type ({@code gep {i64, i64}, %p, 0, 1}) name the same bytes by the same key.
   */
  private Object keyAt(LLVMValueRef p, long extra) {
    LLVMValueRef variable = null;
    LLVMTypeRef root;
    long off;
    if (isVariable(p)) {
      variable = p;
      root = valueType(p);
      off = extra;
    } else if (Ir.isGep(p)) {
      for (int k = 2; k < LLVMGetNumOperands(p); k++) {
        if (LLVMGetTypeKind(indexedType(p, k)) == LLVMStructTypeKind
            && !Ir.isConstantInt(LLVMGetOperand(p, k))) {
          return UNKNOWN;
        }
      }
      Gep g = Gep.of(p, dl);
      LLVMValueRef base = LLVMGetOperand(p, 0);
      if (isVariable(base) && !g.pointerArithmetic()
          && g.cellOffset() + extra >= 0
          && g.cellOffset() + extra < LLVMABISizeOfType(dl, valueType(base))) {
        variable = base;
        root = valueType(base);
        off = g.cellOffset() + extra;
      } else {
        root = LLVMGetGEPSourceElementType(p);
        long size = LLVMABISizeOfType(dl, root);
        off = g.cellOffset() + extra;
        // a constant first index moves by whole roots: the same key as in the first
        off = size > 0 ? Math.floorMod(off, size) : off;
      }
    } else {
      return UNKNOWN;
    }
    String struct = null;
    long rel = 0;
    LLVMTypeRef t = root;
    long o = off;
    for (int depth = 0; depth < 64; depth++) {
      int kind = LLVMGetTypeKind(t);
      if (kind == LLVMStructTypeKind && LLVMIsOpaqueStruct(t) == 0
          && LLVMCountStructElementTypes(t) > 0 && o >= 0 && o < LLVMABISizeOfType(dl, t)) {
        String name = Ir.cStructName(t);
        if (name != null) {
          struct = name;
          rel = o;
        }
        int field = LLVMElementAtOffset(dl, t, o);
        long start = LLVMOffsetOfElement(dl, t, field);
        LLVMTypeRef ft = LLVMStructGetTypeAtIndex(t, field);
        if (o - start >= LLVMABISizeOfType(dl, ft)) {
          break; // padding
        }
        o -= start;
        t = ft;
      } else if (kind == LLVMArrayTypeKind) {
        long es = LLVMABISizeOfType(dl, LLVMGetElementType(t));
        if (es <= 0) {
          break;
        }
        long folded = Math.floorMod(o, es); // all elements of an array share a key
        rel -= o - folded;
        o = folded;
        t = LLVMGetElementType(t);
      } else {
        break;
      }
    }
    if (struct != null) {
      return new FieldKey(struct, rel);
    }
    // no named struct on the path: a variable (scalar, array of scalars, anonymous struct) is
    // one key with all its bytes
    return variable != null ? Ir.key(variable) : UNKNOWN;
  }

  /** The type GEP {@code p}'s operand {@code k} (k >= 2) indexes into. */
  private static LLVMTypeRef indexedType(LLVMValueRef p, int k) {
    LLVMTypeRef t = LLVMGetGEPSourceElementType(p);
    for (int j = 2; j < k; j++) {
      if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
        t = LLVMStructGetTypeAtIndex(t, (int) LLVMConstIntGetZExtValue(LLVMGetOperand(p, j)));
      } else {
        t = LLVMGetElementType(t);
      }
    }
    return t;
  }

  /**
   * The offsets of the leaves of an aggregate type that may hold an address (integers as wide as
   * a pointer, pointers), at most 256 of them.
   */
  private List<Long> addressLeaves(LLVMTypeRef t) {
    return addressLeaves(t, false);
  }

  /** As {@link #addressLeaves(LLVMTypeRef)}; only the pointers if {@code pointers}. */
  private List<Long> addressLeaves(LLVMTypeRef t, boolean pointers) {
    List<Long> out = new ArrayList<>();
    addressLeaves(t, 0, out, 0, pointers);
    return out;
  }

  private void addressLeaves(LLVMTypeRef t, long off, List<Long> out, int depth,
      boolean pointers) {
    if (out.size() >= 256 || depth > 32) {
      return;
    }
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMStructTypeKind && LLVMIsOpaqueStruct(t) == 0) {
      for (int k = 0; k < LLVMCountStructElementTypes(t); k++) {
        addressLeaves(LLVMStructGetTypeAtIndex(t, k), off + LLVMOffsetOfElement(dl, t, k), out,
            depth + 1, pointers);
      }
    } else if (kind == LLVMArrayTypeKind) {
      long es = LLVMABISizeOfType(dl, LLVMGetElementType(t));
      long n = LLVMGetArrayLength2(t);
      for (long k = 0; k < n && out.size() < 256; k++) {
        addressLeaves(LLVMGetElementType(t), off + k * es, out, depth + 1, pointers);
      }
    } else if (Ir.isPointer(t) || (!pointers && Ir.isInteger(t)
        && LLVMGetIntTypeWidth(t) >= 8L * LLVMPointerSize(dl))) {
      out.add(off);
    }
  }

  private static boolean isAggregate(LLVMTypeRef t) {
    int kind = LLVMGetTypeKind(t);
    return kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind;
  }

  private static boolean isVariable(LLVMValueRef p) {
    return !Ir.isNull(LLVMIsAAllocaInst(p)) || !Ir.isNull(LLVMIsAGlobalVariable(p));
  }

  private static LLVMTypeRef valueType(LLVMValueRef variable) {
    return !Ir.isNull(LLVMIsAAllocaInst(variable))
        ? LLVMGetAllocatedType(variable) : LLVMGlobalGetValueType(variable);
  }

  /** A non-null pointer, or an integer that may hold an address. */
  private boolean carriesAddress(LLVMValueRef v) {
    if (Ir.isPointer(LLVMTypeOf(v))) {
      return LLVMGetValueKind(v) != LLVMConstantPointerNullValueKind
          && !(LLVMIsConstant(v) != 0 && !Ir.isNull(LLVMIsAConstantExpr(v))
              && LLVMGetConstOpcode(v) == LLVMIntToPtr
              && Ir.isConstantInt(LLVMGetOperand(v, 0)));
    }
    return holds(v);
  }

  private boolean holds(LLVMValueRef v) {
    LLVMTypeRef t = LLVMTypeOf(v);
    if (Ir.isPointer(t)) {
      return false; // pointers carry cells anyway; only integers are in question
    }
    return mayHoldAddress(v);
  }

  private void mark(LLVMValueRef v) {
    if (values.add(Ir.key(v))) {
      changed = true;
    }
  }

  /** Whether {@code v} is an integer as wide as a pointer of the target (or wider). */
  private boolean wide(LLVMValueRef v) {
    LLVMTypeRef t = LLVMTypeOf(v);
    return Ir.isInteger(t) && LLVMGetIntTypeWidth(t) >= 8L * LLVMPointerSize(dl);
  }

  private static boolean isAddressTaken(LLVMValueRef f) {
    for (LLVMUseRef u = LLVMGetFirstUse(f); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      boolean directCall = !Ir.isNull(LLVMIsACallInst(user))
          && LLVMGetCalledValue(user).address() == f.address();
      if (!directCall) {
        return true;
      }
    }
    return false;
  }

  /** Whether a constant contains a {@code ptrtoint} (an address used as an integer). */
  private static boolean holdsPtrToInt(LLVMValueRef c, int depth) {
    if (depth > 16 || Ir.isNull(c)) {
      return false;
    }
    if (!Ir.isNull(LLVMIsAConstantExpr(c)) && LLVMGetConstOpcode(c) == LLVMPtrToInt) {
      return true;
    }
    if (!Ir.isNull(LLVMIsAConstantExpr(c)) || !Ir.isNull(LLVMIsAConstantStruct(c))
        || !Ir.isNull(LLVMIsAConstantArray(c))) {
      for (int k = 0; k < LLVMGetNumOperands(c); k++) {
        if (holdsPtrToInt(LLVMGetOperand(c, k), depth + 1)) {
          return true;
        }
      }
    }
    return false;
  }
}

package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.models.EntryPointTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMTargetDataRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Finds entry points in global initializers. A global's C type comes from debug info; fields are
 * matched by byte offset (member offsets from debug info against element offsets of the
 * initializer's LLVM type from the data layout), because clang emits padded, unnamed struct types
 * for initializers and field indices do not match. Pointer fields to other tables in the entry
 * point table are followed ({@code miscdevice.fops = &fops}), as are embedded structs and arrays.
 */
final class EntryPoints {
  private final EntryPointTable table;
  private final DebugInfo di;
  private final LLVMTargetDataRef dl;
  private final List<EntryPoint> found = new ArrayList<>();
  private final Set<String> seen = new HashSet<>();
  private final Set<String> visitedTables = new HashSet<>();

  private EntryPoints(EntryPointTable table, DebugInfo di, LLVMTargetDataRef dl) {
    this.table = table;
    this.di = di;
    this.dl = dl;
  }

  static List<EntryPoint> find(IrModule ir, DebugInfo di, EntryPointTable table) {
    return find(ir, di, table, false);
  }

  /**
   * The entry points of the module; {@code kernelTree} also takes the functions a driver stores
   * into an entry field of an ops struct in its code ({@code priv->rng.read = my_read} before
   * {@code hwrng_register(&priv->rng)}: today's drivers fill their ops structs in probe), and
   * the module's {@code init_module} / {@code cleanup_module} aliases and built-in initcalls (the
   * tree's {@code module_init} and {@code module_exit}).
   */
  static List<EntryPoint> find(IrModule ir, DebugInfo di, EntryPointTable table, boolean kernelTree) {
    EntryPoints e = new EntryPoints(table, di, ir.dataLayout);
    if (kernelTree) {
      e.moduleAliases(ir);
      e.builtinInitcalls(ir);
    }
    for (LLVMValueRef g : Ir.globals(ir.module)) {
      if (!Ir.isDefinition(g)) {
        continue;
      }
      BytePointer sec = LLVMGetSection(g);
      String section = Ir.isNull(sec) ? "" : sec.getString();
      var role = table.entryPointOfSection(section);
      LLVMValueRef init = LLVMGetInitializer(g);
      if (Ir.isNull(init)) {
        continue;
      }
      if (role.isPresent()) {
        LLVMValueRef f = stripCasts(init);
        if (!Ir.isNull(LLVMIsAFunction(f))) {
          e.add(Ir.name(f), role.get(), Ir.name(g));
        }
        continue;
      }
      CType t = di.typeOfGlobal(g);
      if (t != null && e.mayHoldTable(t, new HashSet<>())) {
        e.walk(g, init, t, Ir.name(g));
      }
    }
    if (kernelTree) {
      e.stores(ir);
    }
    return e.found;
  }

  /** {@code module_init(fn)} in a module: {@code init_module}, an alias of fn (likewise exit). */
  private void moduleAliases(IrModule ir) {
    for (LLVMValueRef a = LLVMGetFirstGlobalAlias(ir.module); !Ir.isNull(a);
        a = LLVMGetNextGlobalAlias(a)) {
      String role = switch (Ir.name(a)) {
        case "init_module" -> EntryPoint.MODULE_INIT;
        case "cleanup_module" -> EntryPoint.MODULE_EXIT;
        default -> null;
      };
      LLVMValueRef f = stripCasts(LLVMAliasGetAliasee(a));
      if (role != null && !Ir.isNull(LLVMIsAFunction(f)) && Ir.isDefinition(f)) {
        add(Ir.name(f), role, Ir.name(a));
      }
    }
  }

  private static final java.util.regex.Pattern INITCALL = java.util.regex.Pattern.compile(
      "\\.section\\s+\"\\.initcall[0-9s]*\\.init\"[^\\n]*\\n[^\\n]*:\\s*\\n\\s*\\.long\\s+(\\S+)\\s*-\\s*\\.");

  /**
   * A built-in driver's initcalls ({@code module_init} and the other {@code *_initcall}s without
   * {@code -DMODULE}): the module's assembly places in an {@code .initcall*.init} section a
   * reference to a variable that holds the function ({@code __ADDRESSABLE(fn)}); each runs once
   * at boot, before anything it registers, as a module's init.
   */
  private void builtinInitcalls(IrModule ir) {
    SizeTPointer len = new SizeTPointer(1);
    BytePointer p = LLVMGetModuleInlineAsm(ir.module, len);
    String asm = Ir.isNull(p) ? "" : p.getString();
    len.close();
    java.util.regex.Matcher m = INITCALL.matcher(asm);
    while (m.find()) {
      LLVMValueRef stub = LLVMGetNamedGlobal(ir.module, m.group(1));
      if (Ir.isNull(stub) || Ir.isNull(LLVMGetInitializer(stub))) {
        continue;
      }
      LLVMValueRef f = stripCasts(LLVMGetInitializer(stub));
      if (!Ir.isNull(LLVMIsAFunction(f)) && Ir.isDefinition(f)) {
        add(Ir.name(f), EntryPoint.MODULE_INIT, m.group(1));
      }
    }
  }

  /**
   * Functions stored into an entry field of an ops struct by the driver's code: a store of a
   * function's address through a constant-index GEP whose last struct step selects the field.
   */
  private void stores(IrModule ir) {
    for (LLVMValueRef fn : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(fn)) {
        continue;
      }
      for (var b : Ir.blocks(fn)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (LLVMGetInstructionOpcode(i) != LLVMStore) {
            continue;
          }
          LLVMValueRef v = stripCasts(LLVMGetOperand(i, 0));
          if (Ir.isNull(LLVMIsAFunction(v)) || !Ir.isDefinition(v)) {
            continue;
          }
          String kind = fieldOf(LLVMGetOperand(i, 1));
          if (kind != null) {
            add(Ir.name(v), kind, Ir.name(fn));
          }
        }
      }
    }
  }

  /** {@code struct.field} of an entry field the address {@code p} selects, or null. */
  private String fieldOf(LLVMValueRef p) {
    boolean inst = !Ir.isNull(LLVMIsAGetElementPtrInst(p));
    boolean cexpr = !Ir.isNull(LLVMIsAConstantExpr(p)) && LLVMGetConstOpcode(p) == LLVMGetElementPtr;
    if (!inst && !cexpr) {
      return null;
    }
    LLVMTypeRef t = LLVMGetGEPSourceElementType(p);
    String struct = null;
    long fieldOff = -1;
    int n = LLVMGetNumOperands(p);
    for (int k = 2; k < n; k++) { // operand 1 steps over whole objects
      LLVMValueRef idx = LLVMGetOperand(p, k);
      if (!Ir.isConstantInt(idx)) {
        return null;
      }
      long x = LLVMConstIntGetSExtValue(idx);
      int kind = LLVMGetTypeKind(t);
      if (kind == LLVMStructTypeKind) {
        struct = Ir.cStructName(t);
        fieldOff = LLVMOffsetOfElement(dl, t, (int) x);
        t = LLVMStructGetTypeAtIndex(t, (int) x);
      } else if (kind == LLVMArrayTypeKind) {
        struct = null;
        t = LLVMGetElementType(t);
      } else {
        return null;
      }
    }
    if (struct == null || !table.isOpsStruct(struct)) {
      return null;
    }
    CType.Struct s = di.struct(struct);
    if (s == null) {
      return null;
    }
    for (CType.Member m : s.members()) {
      if (m.offset() == fieldOff && table.isEntryField(struct, m.name())) {
        return struct + "." + m.name();
      }
    }
    return null;
  }

  /** Whether a value of type {@code t} can contain an ops table or a pointer to one. */
  private boolean mayHoldTable(CType t, Set<CType> seen) {
    if (!seen.add(t)) {
      return false;
    }
    return switch (t) {
      case CType.Struct s -> table.isOpsStruct(s.name())
          || s.members().stream().anyMatch(m -> mayHoldTable(m.type(), seen));
      case CType.Array a -> mayHoldTable(a.element(), seen);
      case CType.Pointer p -> p.target() instanceof CType.Struct s && table.isOpsStruct(s.name());
      default -> false;
    };
  }

  private void add(String fn, String role, String tableName) {
    add(fn, role, tableName, false);
  }

  private void add(String fn, String role, String tableName, boolean holdsModule) {
    if (seen.add(fn + "/" + role)) {
      found.add(EntryPoint.found(fn, role, tableName, holdsModule));
    }
  }

  /**
   * Whether the table at {@code base} pins the module: its owner field ({@link
   * EntryPointTable#moduleRefField}) holds {@code THIS_MODULE} ({@code &__this_module}).
   */
  private boolean pinsModule(CType.Struct s, long base, TreeMap<Long, LLVMValueRef> flat) {
    String field = table.moduleRefField(s.name()).orElse(null);
    if (field == null) {
      return false;
    }
    for (CType.Member m : s.members()) {
      if (m.name().equals(field)) {
        LLVMValueRef v = flat.get(base + m.offset());
        LLVMValueRef g = v == null ? null : stripCasts(v);
        return g != null && !Ir.isNull(LLVMIsAGlobalVariable(g))
            && Ir.name(g).equals(MODULE_OBJECT);
      }
    }
    return false;
  }

  /** The global {@code THIS_MODULE} points to in pairlock's {@code linux/module.h}. */
  static final String MODULE_OBJECT = "__this_module";

  private void walk(LLVMValueRef global, LLVMValueRef init, CType t, String tableName) {
    if (!visitedTables.add(Ir.name(global))) {
      return;
    }
    TreeMap<Long, LLVMValueRef> flat = new TreeMap<>();
    flatten(init, 0, flat);
    visit(t, 0, flat, tableName);
  }

  private void visit(CType t, long base, TreeMap<Long, LLVMValueRef> flat, String tableName) {
    if (t instanceof CType.Struct s) {
      boolean ops = table.isOpsStruct(s.name());
      boolean pins = ops && pinsModule(s, base, flat);
      for (CType.Member m : s.members()) {
        long off = base + m.offset();
        if (ops && table.isEntryField(s.name(), m.name())) {
          LLVMValueRef v = flat.get(off);
          LLVMValueRef f = v == null ? null : stripCasts(v);
          if (f != null && !Ir.isNull(LLVMIsAFunction(f)) && Ir.isDefinition(f)) {
            add(Ir.name(f), s.name() + "." + m.name(), tableName, pins);
          }
        } else if (m.type() instanceof CType.Pointer p
            && p.target() instanceof CType.Struct target
            && table.isOpsStruct(target.name())) {
          LLVMValueRef v = flat.get(off);
          LLVMValueRef g = v == null ? null : stripCasts(v);
          if (g != null && !Ir.isNull(LLVMIsAGlobalVariable(g)) && Ir.isDefinition(g)) {
            LLVMValueRef gi = LLVMGetInitializer(g);
            if (!Ir.isNull(gi)) {
              walk(g, gi, target, Ir.name(g));
            }
          }
        } else if (m.type() instanceof CType.Struct || m.type() instanceof CType.Array) {
          visit(m.type(), off, flat, tableName);
        }
      }
    } else if (t instanceof CType.Array a && a.element().size() > 0) {
      long n = a.size() / a.element().size();
      for (long i = 0; i < n && i < 1024; i++) {
        visit(a.element(), base + i * a.element().size(), flat, tableName);
      }
    }
  }

  /** The scalar leaves of a constant initializer by byte offset. */
  private void flatten(LLVMValueRef c, long off, TreeMap<Long, LLVMValueRef> out) {
    LLVMTypeRef t = LLVMTypeOf(c);
    int kind = LLVMGetTypeKind(t);
    if (kind == LLVMStructTypeKind) {
      for (int i = 0; i < LLVMCountStructElementTypes(t); i++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, i);
        if (!Ir.isNull(e)) {
          flatten(e, off + LLVMOffsetOfElement(dl, t, i), out);
        }
      }
    } else if (kind == LLVMArrayTypeKind) {
      long es = LLVMABISizeOfType(dl, LLVMGetElementType(t));
      long n = LLVMGetArrayLength2(t);
      for (long i = 0; i < n && i < 4096; i++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, (int) i);
        if (!Ir.isNull(e)) {
          flatten(e, off + i * es, out);
        }
      }
    } else {
      out.put(off, c);
    }
  }

  /** A constant with bitcasts and zero-offset GEPs removed. */
  static LLVMValueRef stripCasts(LLVMValueRef v) {
    LLVMValueRef c = v;
    for (int i = 0; i < 8 && !Ir.isNull(LLVMIsAConstantExpr(c)); i++) {
      int op = LLVMGetConstOpcode(c);
      if (op == LLVMBitCast || op == LLVMAddrSpaceCast || op == LLVMPtrToInt
          || op == LLVMIntToPtr || op == LLVMGetElementPtr) {
        c = LLVMGetOperand(c, 0);
      } else {
        break;
      }
    }
    if (!Ir.isNull(LLVMIsAGlobalAlias(c))) {
      c = LLVMAliasGetAliasee(c);
    }
    return c;
  }
}

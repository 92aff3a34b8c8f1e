package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMMetadataRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMValueMetadataEntry;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Reads C types from debug metadata through the C API. Operands are read as MDNode operands
 * (LLVM's layout: a DIType's name is operand 2, a derived/composite type's base type operand 3, a
 * composite's elements operand 4; a variable's type is operand 3; a subprogram's type operand 4,
 * a subroutine type's type array operand 3), scalars through the {@code LLVMDIType*} getters.
 */
final class DebugInfo {
  private static final short TAG_ARRAY = 0x01;
  private static final short TAG_ENUM = 0x04;
  private static final short TAG_MEMBER = 0x0d;
  private static final short TAG_POINTER = 0x0f;
  private static final short TAG_STRUCT = 0x13;
  private static final short TAG_UNION = 0x17;

  /** A compile unit's retained types, its operand 5 (LLVM's DICompileUnit layout). */
  private static final int CU_RETAINED_TYPES = 5;

  private final LLVMContextRef ctx;
  private final LLVMModuleRef module;
  private final int dbgKind;
  private final Map<Long, CType> cache = new HashMap<>();
  private final Map<String, CType.Struct> structsByName = new LinkedHashMap<>();
  /**
   * The directories of the module's C sources (its compile units' files), where the driver's own
   * declarations are; empty when one of them is preprocessed ({@code .i}: its line markers name
   * files the analysis cannot place).
   */
  private final java.util.Set<java.nio.file.Path> driverDirs = new java.util.HashSet<>();
  private final java.util.Set<java.nio.file.Path> libraryFiles;

  DebugInfo(LLVMContextRef ctx, LLVMModuleRef module) {
    this(ctx, module, java.util.Set.of());
  }

  /**
   * {@code libraryFiles}: the kernel libraries linked into the driver ({@link KernelLibraries}),
   * whose directories are not the driver's.
   */
  DebugInfo(LLVMContextRef ctx, LLVMModuleRef module, java.util.Set<java.nio.file.Path> libraryFiles) {
    this.ctx = ctx;
    this.module = module;
    this.dbgKind = LLVMGetMDKindID("dbg", 3);
    this.libraryFiles = libraryFiles;
    driverDirs(module);
    // Register the struct types reachable from globals and function signatures by name.
    for (LLVMValueRef g : Ir.globals(module)) {
      typeOfGlobal(g);
    }
    for (LLVMValueRef f : Ir.functions(module)) {
      paramTypes(f);
      if (!Ir.isDefinition(f)) {
        continue;
      }
      for (var b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          localVariableType(i);
        }
      }
    }
  }

  private void driverDirs(LLVMModuleRef module) {
    int n = LLVMGetNamedMetadataNumOperands(module, "llvm.dbg.cu");
    if (n == 0) {
      return;
    }
    PointerPointer<LLVMValueRef> ops = new PointerPointer<>(n);
    try {
      LLVMGetNamedMetadataOperands(module, "llvm.dbg.cu", ops);
      for (int i = 0; i < n; i++) {
        java.nio.file.Path f = path(LLVMDIScopeGetFile(LLVMValueAsMetadata(ops.get(
            LLVMValueRef.class, i))));
        if (f == null || f.getFileName().toString().endsWith(".i")) {
          driverDirs.clear();
          return;
        }
        if (!libraryFiles.contains(f)) {
          driverDirs.add(f.getParent());
        }
      }
    } finally {
      ops.close();
    }
  }

  /** The absolute path a DIFile names, or null. */
  private static java.nio.file.Path path(LLVMMetadataRef file) {
    if (file == null || Ir.isNull(file)) {
      return null;
    }
    int[] len = new int[1];
    String dir = string(LLVMDIFileGetDirectory(file, len), len[0]);
    String name = string(LLVMDIFileGetFilename(file, len), len[0]);
    if (name.isEmpty()) {
      return null;
    }
    try {
      return java.nio.file.Path.of(dir).resolve(name).toAbsolutePath().normalize();
    } catch (java.nio.file.InvalidPathException e) {
      return null;
    }
  }

  private static String string(org.bytedeco.javacpp.BytePointer p, int len) {
    if (Ir.isNull(p) || len <= 0) {
      return "";
    }
    byte[] b = new byte[len];
    p.get(b);
    return new String(b, java.nio.charset.StandardCharsets.UTF_8);
  }

  /** Registers the type of the variable a {@code llvm.dbg.declare/value} call describes. */
  private void localVariableType(LLVMValueRef i) {
    if (LLVMGetInstructionOpcode(i) != LLVMCall || LLVMGetNumArgOperands(i) < 2) {
      return;
    }
    LLVMValueRef callee = LLVMGetCalledValue(i);
    if (Ir.isNull(LLVMIsAFunction(callee)) || !Ir.name(callee).startsWith("llvm.dbg.")) {
      return;
    }
    LLVMValueRef v = LLVMGetOperand(i, 1);
    if (LLVMGetValueKind(v) != LLVMMetadataAsValueValueKind) {
      return;
    }
    LLVMMetadataRef var = LLVMValueAsMetadata(v);
    if (LLVMGetMetadataKind(var) == LLVMDILocalVariableMetadataKind) {
      CType t = type(operand(var, 3));
      if (t instanceof CType.Pointer p) {
        p.target();
      }
    }
  }

  /** The C type of a global variable, or null without debug info. */
  CType typeOfGlobal(LLVMValueRef g) {
    LLVMMetadataRef gve = globalDbg(g);
    if (gve == null || LLVMGetMetadataKind(gve) != LLVMDIGlobalVariableExpressionMetadataKind) {
      return null;
    }
    LLVMMetadataRef var = LLVMDIGlobalVariableExpressionGetVariable(gve);
    return Ir.isNull(var) ? null : type(operand(var, 3));
  }

  /** The C types of a function's parameters (empty without debug info). */
  List<CType> paramTypes(LLVMValueRef f) {
    LLVMMetadataRef sp = LLVMGetSubprogram(f);
    List<CType> r = new ArrayList<>();
    if (Ir.isNull(sp)) {
      return r;
    }
    LLVMMetadataRef st = operand(sp, 4);
    if (st == null) {
      return r;
    }
    LLVMMetadataRef arr = operand(st, 3);
    if (arr == null) {
      return r;
    }
    List<LLVMMetadataRef> ts = operands(arr);
    for (int i = 1; i < ts.size(); i++) {
      r.add(type(ts.get(i)));
    }
    return r;
  }

  /** A struct type seen anywhere in the module's debug info, by its C name. */
  CType.Struct struct(String name) {
    return structsByName.get(name);
  }

  /**
   * A struct type by its C name, also one only the compile units' retained types describe (a
   * struct used only through an extern variable, which has no debug info of its own: clang keeps
   * it with {@code -fno-eliminate-unused-debug-types}); null if none. Only for the few structs
   * asked about: the others stay unregistered ({@link #struct}).
   */
  CType.Struct retainedStruct(String name) {
    CType.Struct s = structsByName.get(name);
    if (s != null || module == null) {
      return s;
    }
    int n = LLVMGetNamedMetadataNumOperands(module, "llvm.dbg.cu");
    if (n == 0) {
      return null;
    }
    try (PointerPointer<LLVMValueRef> cus = new PointerPointer<>(n)) {
      LLVMGetNamedMetadataOperands(module, "llvm.dbg.cu", cus);
      for (int i = 0; i < n; i++) {
        LLVMMetadataRef retained = operand(LLVMValueAsMetadata(cus.get(LLVMValueRef.class, i)),
            CU_RETAINED_TYPES);
        if (retained == null) {
          continue;
        }
        for (LLVMMetadataRef t : operands(retained)) {
          if (t != null && LLVMGetMetadataKind(t) == LLVMDICompositeTypeMetadataKind
              && LLVMGetDINodeTag(t) == TAG_STRUCT && name(t).equals(name)
              && type(t) instanceof CType.Struct found && !found.members().isEmpty()) {
            return found;
          }
        }
      }
    }
    return null;
  }

  private LLVMMetadataRef globalDbg(LLVMValueRef g) {
    SizeTPointer n = new SizeTPointer(1);
    LLVMValueMetadataEntry es = LLVMGlobalCopyAllMetadata(g, n);
    try {
      for (int i = 0; i < n.get(); i++) {
        if (LLVMValueMetadataEntriesGetKind(es, i) == dbgKind) {
          return LLVMValueMetadataEntriesGetMetadata(es, i);
        }
      }
      return null;
    } finally {
      if (!Ir.isNull(es)) {
        LLVMDisposeValueMetadataEntries(es);
      }
      n.close();
    }
  }

  /** Converts a DIType (null: {@code void}) to a {@link CType}, memoised (cycles via pointers). */
  CType type(LLVMMetadataRef md) {
    if (md == null || Ir.isNull(md)) {
      return new CType.Scalar("void", 0);
    }
    CType c = cache.get(md.address());
    if (c != null) {
      return c;
    }
    int kind = LLVMGetMetadataKind(md);
    long size = LLVMDITypeGetSizeInBits(md) / 8;
    if (kind == LLVMDIBasicTypeMetadataKind) {
      c = new CType.Scalar(name(md), size);
    } else if (kind == LLVMDISubroutineTypeMetadataKind) {
      c = new CType.Function();
    } else if (kind == LLVMDIDerivedTypeMetadataKind) {
      short tag = LLVMGetDINodeTag(md);
      LLVMMetadataRef base = operand(md, 3);
      if (tag == TAG_POINTER) {
        CType.Pointer p = new CType.Pointer(memo(base), size > 0 ? size : 8);
        c = p;
      } else {
        c = type(base); // typedef, const, volatile, restrict, atomic, member
      }
    } else if (kind == LLVMDICompositeTypeMetadataKind) {
      short tag = LLVMGetDINodeTag(md);
      if (tag == TAG_STRUCT || tag == TAG_UNION) {
        String n = name(md);
        CType.Struct s = new CType.Struct(n, size, tag == TAG_UNION);
        java.nio.file.Path file = path(LLVMDIScopeGetFile(md));
        s.driverDeclared = file != null && driverDirs.contains(file.getParent());
        cache.put(md.address(), s);
        if (!n.isEmpty()) {
          CType.Struct old = structsByName.get(n);
          if (old == null || old.members.isEmpty()) {
            structsByName.put(n, s);
          }
        }
        LLVMMetadataRef elems = operand(md, 4);
        if (elems != null) {
          for (LLVMMetadataRef e : operands(elems)) {
            if (LLVMGetMetadataKind(e) == LLVMDIDerivedTypeMetadataKind
                && LLVMGetDINodeTag(e) == TAG_MEMBER) {
              s.members.add(
                  new CType.Member(name(e), LLVMDITypeGetOffsetInBits(e) / 8, type(operand(e, 3))));
            }
          }
        }
        return s;
      } else if (tag == TAG_ARRAY) {
        c = new CType.Array(type(operand(md, 3)), size);
      } else if (tag == TAG_ENUM) {
        c = new CType.Scalar(name(md), size);
      } else {
        c = new CType.Scalar(name(md), size);
      }
    } else {
      c = new CType.Scalar("?", size);
    }
    cache.put(md.address(), c);
    return c;
  }

  private java.util.function.Supplier<CType> memo(LLVMMetadataRef base) {
    CType[] box = new CType[1];
    return () -> {
      if (box[0] == null) {
        box[0] = type(base);
      }
      return box[0];
    };
  }

  private static String name(LLVMMetadataRef md) {
    SizeTPointer len = new SizeTPointer(1);
    try {
      org.bytedeco.javacpp.BytePointer p = LLVMDITypeGetName(md, len);
      if (Ir.isNull(p)) {
        return "";
      }
      byte[] b = new byte[(int) len.get()];
      p.get(b);
      return new String(b, java.nio.charset.StandardCharsets.UTF_8);
    } finally {
      len.close();
    }
  }

  /** Operand {@code i} of an MDNode as metadata, or null when absent or not metadata. */
  private LLVMMetadataRef operand(LLVMMetadataRef md, int i) {
    List<LLVMMetadataRef> ops = operands(md);
    return i < ops.size() ? ops.get(i) : null;
  }

  private List<LLVMMetadataRef> operands(LLVMMetadataRef md) {
    LLVMValueRef v = LLVMMetadataAsValue(ctx, md);
    int n = LLVMGetMDNodeNumOperands(v);
    List<LLVMMetadataRef> r = new ArrayList<>(n);
    if (n == 0) {
      return r;
    }
    try (PointerPointer<LLVMValueRef> pp = new PointerPointer<>(n)) {
      LLVMGetMDNodeOperands(v, pp);
      for (int i = 0; i < n; i++) {
        LLVMValueRef o = pp.get(LLVMValueRef.class, i);
        if (Ir.isNull(o) || LLVMGetValueKind(o) != LLVMMetadataAsValueValueKind) {
          r.add(null);
        } else {
          r.add(LLVMValueAsMetadata(o));
        }
      }
    }
    return r;
  }
}

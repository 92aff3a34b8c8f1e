package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.ivl.ast.SourceLoc;
import java.nio.IntBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/** Small helpers over the LLVM C API (null handling, iteration, names, locations). */
final class Ir {
  private Ir() {}

  static boolean isNull(Pointer p) {
    return p == null || p.isNull();
  }

  static long key(Pointer p) {
    return p.address();
  }

  static String name(LLVMValueRef v) {
    BytePointer p = LLVMGetValueName(v);
    return isNull(p) ? "" : p.getString();
  }

  static String blockName(LLVMBasicBlockRef b) {
    BytePointer p = LLVMGetBasicBlockName(b);
    return isNull(p) ? "" : p.getString();
  }

  static List<LLVMValueRef> functions(LLVMModuleRef m) {
    List<LLVMValueRef> r = new ArrayList<>();
    for (LLVMValueRef f = LLVMGetFirstFunction(m); !isNull(f); f = LLVMGetNextFunction(f)) {
      r.add(f);
    }
    return r;
  }

  static List<LLVMValueRef> globals(LLVMModuleRef m) {
    List<LLVMValueRef> r = new ArrayList<>();
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); !isNull(g); g = LLVMGetNextGlobal(g)) {
      if (!name(g).startsWith("llvm.")) { // llvm.used, llvm.compiler.used, ...
        r.add(g);
      }
    }
    return r;
  }

  static List<LLVMBasicBlockRef> blocks(LLVMValueRef f) {
    List<LLVMBasicBlockRef> r = new ArrayList<>();
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); !isNull(b); b = LLVMGetNextBasicBlock(b)) {
      r.add(b);
    }
    return r;
  }

  static List<LLVMValueRef> instructions(LLVMBasicBlockRef b) {
    List<LLVMValueRef> r = new ArrayList<>();
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); !isNull(i); i = LLVMGetNextInstruction(i)) {
      r.add(i);
    }
    return r;
  }

  static boolean isDefinition(LLVMValueRef f) {
    return LLVMIsDeclaration(f) == 0;
  }

  static LLVMValueRef op(LLVMValueRef v, int i) {
    return LLVMGetOperand(v, i);
  }

  static int typeKind(LLVMTypeRef t) {
    return LLVMGetTypeKind(t);
  }

  static boolean isPointer(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMPointerTypeKind;
  }

  static boolean isInteger(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMIntegerTypeKind;
  }

  static boolean isBool(LLVMTypeRef t) {
    return isInteger(t) && LLVMGetIntTypeWidth(t) == 1;
  }

  static boolean isVoid(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMVoidTypeKind;
  }

  /** Integer or pointer: a value IVL represents exactly (as an {@code int}). */
  static boolean isScalar(LLVMTypeRef t) {
    return isPointer(t) || (isInteger(t) && LLVMGetIntTypeWidth(t) <= 64);
  }

  /** Bit width of an integer type, 64 for pointers, 0 otherwise. */
  static int width(LLVMTypeRef t) {
    if (isPointer(t)) {
      return 64;
    }
    return isInteger(t) ? LLVMGetIntTypeWidth(t) : 0;
  }

  /** A {@code getelementptr} instruction or constant expression. */
  static boolean isGep(LLVMValueRef v) {
    return !isNull(LLVMIsAGetElementPtrInst(v))
        || (!isNull(LLVMIsAConstantExpr(v)) && LLVMGetConstOpcode(v) == LLVMGetElementPtr);
  }

  static boolean isConstantInt(LLVMValueRef v) {
    return !isNull(LLVMIsAConstantInt(v));
  }

  /** Whether {@code v} is a null pointer constant or the integer constant 0. */
  static boolean isZeroConstant(LLVMValueRef v) {
    return LLVMGetValueKind(v) == LLVMConstantPointerNullValueKind
        || isConstantInt(v) && LLVMConstIntGetSExtValue(v) == 0;
  }

  /** The struct type's name without clang's {@code struct.}/{@code union.} prefix and suffixes. */
  static String cStructName(LLVMTypeRef t) {
    if (LLVMGetTypeKind(t) != LLVMStructTypeKind) {
      return null;
    }
    BytePointer p = LLVMGetStructName(t);
    if (isNull(p)) {
      return null;
    }
    String n = p.getString();
    if (n.startsWith("struct.")) {
      n = n.substring(7);
    } else if (n.startsWith("union.")) {
      n = n.substring(6);
    } else {
      return null;
    }
    int dot = n.lastIndexOf('.');
    if (dot > 0 && n.substring(dot + 1).chars().allMatch(Character::isDigit)) {
      n = n.substring(0, dot);
    }
    return n;
  }

  /**
   * The directory clang ran in for the lift on this thread (null: not known). clang 20 names a
   * header that shares a directory prefix with it relative to that prefix ({@code
   * include/linux/hrtimer.h} in directory {@code /linux} while compiling in {@code
   * /linux/drivers/watchdog}); {@link #loc} makes such names absolute again.
   */
  static final ThreadLocal<Path> COMPILE_DIR = new ThreadLocal<>();

  /** The debug location of an instruction (file relative to the compile directory), or null. */
  static SourceLoc loc(LLVMValueRef inst) {
    int line = LLVMGetDebugLocLine(inst);
    if (line <= 0) {
      return null;
    }
    IntBuffer len = IntBuffer.allocate(1);
    String file = LLVMGetDebugLocFilename(inst, len);
    return new SourceLoc(file == null ? "" : underCompileDir(file, inst), line, LLVMGetDebugLocColumn(inst));
  }

  /** {@code file}, relative to the compile directory when under it, else absolute. */
  private static String underCompileDir(String file, LLVMValueRef v) {
    Path cwd = COMPILE_DIR.get();
    if (cwd == null || file.isEmpty() || Path.of(file).isAbsolute()) {
      return file;
    }
    String dir = locDirectory(v);
    if (dir.isEmpty() || Path.of(dir).equals(cwd)) {
      return file;
    }
    Path abs = Path.of(dir).resolve(file).normalize();
    return abs.startsWith(cwd) ? cwd.relativize(abs).toString() : abs.toString();
  }

  /** The directory a debug location's file name is relative to. */
  static String locDirectory(LLVMValueRef v) {
    IntBuffer len = IntBuffer.allocate(1);
    String d = LLVMGetDebugLocDirectory(v, len);
    return d == null ? "" : d;
  }

  /**
   * Debug location of a function or global (its declaration line; column 1: none recorded), its
   * file named as {@link #loc} names it.
   */
  static SourceLoc globalLoc(LLVMValueRef g) {
    int line = LLVMGetDebugLocLine(g);
    if (line <= 0) {
      return null;
    }
    IntBuffer len = IntBuffer.allocate(1);
    String file = LLVMGetDebugLocFilename(g, len);
    return new SourceLoc(file == null ? "" : underCompileDir(file, g), line, 1);
  }

  /**
   * An array of one pointer, for the C API's array arguments ({@code new PointerPointer<>(p)}
   * would be a cast of {@code p}, not an array holding it).
   */
  static org.bytedeco.javacpp.PointerPointer<Pointer> one(Pointer p) {
    org.bytedeco.javacpp.PointerPointer<Pointer> a = new org.bytedeco.javacpp.PointerPointer<>(1);
    a.put(0, p);
    return a;
  }

  /** The bytes a load, store or atomic instruction touches; 0 for any other value. */
  static long accessSize(org.bytedeco.llvm.LLVM.LLVMTargetDataRef dl, LLVMValueRef inst) {
    LLVMValueRef value = null;
    if (inst == null || isNull(LLVMIsAInstruction(inst))) {
      return 0;
    } else if (!isNull(LLVMIsALoadInst(inst))) {
      value = inst;
    } else if (!isNull(LLVMIsAStoreInst(inst))) {
      value = LLVMGetOperand(inst, 0);
    } else if (!isNull(LLVMIsAAtomicRMWInst(inst))) {
      value = LLVMGetOperand(inst, 1);
    } else if (!isNull(LLVMIsAAtomicCmpXchgInst(inst))) {
      value = LLVMGetOperand(inst, 2);
    }
    return value == null ? 0 : LLVMStoreSizeOfType(dl, LLVMTypeOf(value));
  }

  /** The successor blocks of {@code b}'s terminator. */
  static List<LLVMBasicBlockRef> successors(LLVMBasicBlockRef b) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
    List<LLVMBasicBlockRef> r = new ArrayList<>();
    if (isNull(term)) {
      return r;
    }
    for (int k = 0; k < LLVMGetNumSuccessors(term); k++) {
      r.add(LLVMGetSuccessor(term, k));
    }
    return r;
  }

  /** The blocks of {@code f} that lie on a cycle of its control-flow graph. */
  static java.util.Set<Long> cyclicBlocks(LLVMValueRef f) {
    java.util.Set<Long> out = new java.util.HashSet<>();
    for (LLVMBasicBlockRef b : Ir.blocks(f)) {
      // b is on a cycle iff b is reachable from one of its successors
      java.util.Deque<LLVMBasicBlockRef> work = new java.util.ArrayDeque<>(Ir.successors(b));
      java.util.Set<Long> seen = new java.util.HashSet<>();
      while (!work.isEmpty()) {
        LLVMBasicBlockRef x = work.pop();
        if (!seen.add(Ir.key(x))) {
          continue;
        }
        if (Ir.key(x) == Ir.key(b)) {
          out.add(Ir.key(b));
          break;
        }
        work.addAll(Ir.successors(x));
      }
    }
    return out;
  }
}

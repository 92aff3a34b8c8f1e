package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMTargetDataRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * A {@code getelementptr} (instruction or constant expression) as byte arithmetic from the data
 * layout: {@code address = base + constant + sum(index * scale)}. For the points-to cell, indices
 * into arrays are folded (all elements of an array share one cell, element 0's): the cell moves by
 * struct field offsets and by a constant first index (pointer arithmetic by a known amount, e.g.
 * {@code container_of}); a variable first index is unknown pointer arithmetic.
 *
 * @param terms variable indices with their byte scale
 * @param cellOffset the offset of the addressed cell relative to the base's cell
 * @param pointerArithmetic the first index is variable (the cell cannot be known)
 * @param shifted the first index is a non-zero constant
 * @param structName the C struct name of the source element type, if it is a named struct
 * @param folds every array indexed into (whose index is folded), outermost first, relative to the
 *     base's cell
 */
record Gep(
    LLVMValueRef base,
    long constant,
    List<Term> terms,
    long cellOffset,
    boolean pointerArithmetic,
    boolean shifted,
    String structName,
    List<Fold> folds) {

  record Term(LLVMValueRef index, long scale) {}

  /**
   * The size in bytes of the outermost array whose index was folded (the folded cell stands for
   * all of it), 0 when none.
   */
  long foldedSize() {
    return folds.isEmpty() ? 0 : folds.get(0).size();
  }

  /**
   * An array the address is inside: its first element at {@code start} bytes from the base's
   * cell, {@code size} bytes long (0: a flexible array member, of unknown length), elements
   * {@code stride} bytes apart.
   */
  record Fold(long start, long size, long stride) {}

  static Gep of(LLVMValueRef gep, LLVMTargetDataRef dl) {
    LLVMValueRef base = LLVMGetOperand(gep, 0);
    LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
    String structName = Ir.cStructName(ty);
    int n = LLVMGetNumOperands(gep);
    long constant = 0;
    long cell = 0;
    boolean arith = false;
    boolean shifted = false;
    List<Term> terms = new ArrayList<>();
    List<Fold> folds = new ArrayList<>(0);
    for (int i = 1; i < n; i++) {
      LLVMValueRef idx = LLVMGetOperand(gep, i);
      boolean isConst = Ir.isConstantInt(idx);
      long c = isConst ? LLVMConstIntGetSExtValue(idx) : 0;
      if (i == 1) {
        long scale = LLVMABISizeOfType(dl, ty);
        if (isConst) {
          constant += c * scale;
          cell += c * scale;
          shifted = c != 0;
        } else {
          terms.add(new Term(idx, scale));
          arith = true;
        }
        continue;
      }
      int kind = LLVMGetTypeKind(ty);
      if (kind == LLVMStructTypeKind) {
        long off = LLVMOffsetOfElement(dl, ty, (int) c);
        constant += off;
        cell += off;
        ty = LLVMStructGetTypeAtIndex(ty, (int) c);
      } else {
        LLVMTypeRef elem = LLVMGetElementType(ty);
        long scale = LLVMABISizeOfType(dl, elem);
        folds.add(new Fold(cell, LLVMABISizeOfType(dl, ty), scale));
        if (isConst) {
          constant += c * scale;
        } else {
          terms.add(new Term(idx, scale));
        }
        ty = elem;
      }
    }
    return new Gep(base, constant, terms, cell, arith, shifted, structName, folds);
  }
}

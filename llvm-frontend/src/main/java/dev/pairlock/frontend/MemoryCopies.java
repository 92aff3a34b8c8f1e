package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.frontend.PtGraph.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * memcpy and memmove in the points-to analysis ({@link PointsTo}): pointers stored in the source
 * end up at the same offsets of the target, within the bytes the copy can touch. Applied in every
 * round of the analysis's solving, as cells merge.
 */
final class MemoryCopies {
  private final PointsTo pt;
  /** Per copy: destination, source, length. */
  private final List<LLVMValueRef[]> copies = new ArrayList<>();

  MemoryCopies(PointsTo pt) {
    this.pt = pt;
  }

  void add(LLVMValueRef dst, LLVMValueRef src, LLVMValueRef length) {
    copies.add(new LLVMValueRef[] {dst, src, length});
  }

  /** Every copy once more (round {@code round} of the solving). */
  void apply(int round) {
    for (LLVMValueRef[] cp : copies) {
      long de = extent(cp[0], cp[2]);
      long se = extent(cp[1], cp[2]);
      if (pt.graph.tracing()) {
        pt.graph.context = "copy to " + Ir.name(cp[0]) + " round " + round;
      }
      copy(cp[0], cp[1], de < 0 ? se : se < 0 ? de : Math.min(de, se));
    }
  }

  /**
   * How many bytes from {@code dst} (a copy's destination or source) a copy of {@code length}
   * bytes can touch, or -1 when not bounded: the constant length; else, when {@code dst} points
   * into an array or a member (a GEP into it), up to that array's or member's end, since going
   * past it would be undefined behaviour (the UB-free executions the analysis verifies, as for
   * signed overflow).
   */
  private long extent(LLVMValueRef dst, LLVMValueRef length) {
    if (Ir.isConstantInt(length) && Ir.width(LLVMTypeOf(length)) <= 64) {
      long n = LLVMConstIntGetSExtValue(length);
      return n >= 0 ? n : -1;
    }
    LLVMValueRef g = dst;
    int n = Ir.isGep(g) ? LLVMGetNumIndices(g) : 0;
    if (n < 2) {
      return -1; // not a GEP into an aggregate (pointer arithmetic only)
    }
    LLVMTypeRef t = LLVMGetGEPSourceElementType(g);
    long extent = -1;
    for (int k = 1; k < n; k++) {
      LLVMValueRef idx = LLVMGetOperand(g, k + 1);
      int kind = LLVMGetTypeKind(t);
      if (kind == LLVMStructTypeKind) {
        if (!Ir.isConstantInt(idx)) {
          return -1;
        }
        t = LLVMStructGetTypeAtIndex(t, (int) LLVMConstIntGetZExtValue(idx));
        extent = LLVMABISizeOfType(pt.dl, t);
      } else if (kind == LLVMArrayTypeKind) {
        LLVMTypeRef e = LLVMGetElementType(t);
        long len = LLVMGetArrayLength2(t);
        long from = Ir.isConstantInt(idx) ? LLVMConstIntGetSExtValue(idx) : 0;
        if (from < 0 || from > len) {
          return -1;
        }
        extent = (len - from) * LLVMABISizeOfType(pt.dl, e);
        t = e;
      } else {
        return -1;
      }
    }
    return extent;
  }

  private void copy(LLVMValueRef dst, LLVMValueRef src, long extent) {
    Cell d = pt.cell(dst);
    Cell s = pt.cell(src);
    if (d == null || s == null) {
      return;
    }
    if (extent >= 0 && s.node().collapsed && !d.node().collapsed) {
      // pointers from anywhere in the source may land in [d, d + extent) only: the cells there
      // may point to whatever the source's cells point to (d's node keeps its layout)
      Cell sp = pt.graph.pointee(s);
      for (Cell fc : new ArrayList<>(s.node().fields.values())) {
        pt.graph.unify(sp, pt.graph.find(fc));
      }
      Cell dd = pt.cell(dst);
      pt.graph.unify(pt.graph.pointee(dd), pt.graph.pointee(pt.cell(src)));
      dd = pt.cell(dst);
      for (Long k : new ArrayList<>(
          dd.node().fields.subMap(dd.offset(), true, dd.offset() + Math.max(0, extent - 1), true)
              .keySet())) {
        Cell cur = pt.cell(dst);
        Cell fc = cur.node().fields.get(k);
        if (fc != null) {
          pt.graph.unify(pt.graph.find(fc), pt.graph.pointee(pt.cell(src)));
        }
      }
      return;
    }
    if (s.node().collapsed || d.node().collapsed) {
      Cell sp = pt.graph.pointee(s);
      // a snapshot of the cells: unifying can merge s's node and move its fields
      for (Cell fc : new ArrayList<>(s.node().fields.values())) {
        pt.graph.unify(sp, pt.graph.find(fc));
      }
      pt.graph.collapse(d.node());
      pt.graph.unify(pt.graph.pointee(pt.cell(dst)), pt.graph.pointee(pt.cell(src)));
      return;
    }
    var from = extent >= 0
        ? s.node().fields.subMap(s.offset(), true, s.offset() + Math.max(0, extent - 1), true)
        : s.node().fields.tailMap(s.offset());
    for (Map.Entry<Long, Cell> e : new ArrayList<>(from.entrySet())) {
      Cell target = pt.graph.find(e.getValue());
      Cell dc = pt.graph.shift(pt.cell(dst), e.getKey() - s.offset());
      pt.graph.unify(pt.graph.pointee(dc), target);
    }
  }
}

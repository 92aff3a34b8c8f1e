package dev.pairlock.frontend;

import dev.pairlock.frontend.PtGraph.Cell;
import dev.pairlock.frontend.PtGraph.Node;
import dev.pairlock.frontend.PtGraph.Span;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The layout checks of the points-to analysis ({@link PointsTo}), run in every round of its
 * solving: a node whose accesses overlap without agreeing on their extents, or whose pointer
 * arithmetic leaves a folded array, has no field layout the analysis can trust, and is collapsed.
 */
final class LayoutChecks {
  /**
   * A GEP on {@code base} moving by {@code amount} bytes (a constant, or a stride); {@code
   * element}: for a constant shift by whole structs ({@code p + k} on a {@code struct T *}), {@code
   * sizeof(T)}, else 0.
   */
  private record Shift(LLVMValueRef base, long amount, long element) {}

  private final PointsTo pt;
  /** GEPs moving their base by a constant (container_of, p + 1), with that amount. */
  private final List<Shift> shifted = new ArrayList<>();
  /** GEPs adding a variable multiple of {@code stride} bytes to a base of unknown array. */
  private final List<Shift> arithmetic = new ArrayList<>();

  LayoutChecks(PointsTo pt) {
    this.pt = pt;
  }

  /**
   * A GEP moving {@code base} by the constant {@code amount}; {@code element}: {@code sizeof(T)}
   * when it is arithmetic on a {@code struct T *} by whole Ts ({@code p + k}, {@code &p[k]}), else
   * 0.
   */
  void shifted(LLVMValueRef base, long amount, long element) {
    shifted.add(new Shift(base, amount, element));
  }

  /** A GEP adding a variable multiple of {@code stride} to {@code base}. */
  void arithmetic(LLVMValueRef base, long stride) {
    arithmetic.add(new Shift(base, stride, 0));
  }

  /** Collapses nodes whose accesses overlap without agreeing, or that mix shifts and folding. */
  void check(List<PointsTo.Access> accesses) {
    Map<Node, TreeMap<Long, Long>> seen = new LinkedHashMap<>();
    List<Node> bad = new ArrayList<>();
    for (PointsTo.Access a : accesses) {
      Cell c = pt.cell(a.pointer());
      if (c == null || c.node().collapsed) {
        continue;
      }
      // an access that runs past the end of a folded array's element into the next one: the
      // element's cells stand for every element, so the next element's first cells (at lower
      // offsets of the folded element) would not be touched (a memset from a middle field, an
      // 8-byte store over two 4-byte fields of adjacent elements)
      if (a.size() > 0 && straddles(c.node(), c.offset(), a.size())) {
        bad.add(c.node());
        continue;
      }
      TreeMap<Long, Long> m = seen.computeIfAbsent(c.node(), k -> new TreeMap<>());
      Long same = m.get(c.offset());
      if (same != null) {
        if (same != a.size()) {
          bad.add(c.node());
        }
        continue;
      }
      var lower = m.lowerEntry(c.offset());
      var higher = m.higherEntry(c.offset());
      if ((lower != null && lower.getKey() + lower.getValue() > c.offset())
          || (higher != null && c.offset() + a.size() > higher.getKey())) {
        bad.add(c.node());
      }
      m.put(c.offset(), a.size());
    }
    // A constant shift (container_of, p + 1) from inside a folded array must stay inside it:
    // its start stands for every element. Except arithmetic by whole structs on a struct T *
    // (p + k) from the start of a folded array that lies inside the T there (net_device.name,
    // the struct's first member): such a p points to a T (C11 6.5.6p8: the operand of T
    // arithmetic points to an element of an array of Ts; a pointer into the member array is a
    // pointer to its element type, and T arithmetic on it is undefined), so it is at the array's
    // start, the T's, and the shift is exact (docs/llvm-frontend.md)
    for (Shift sh : shifted) {
      Cell from = pt.cell(sh.base());
      if (from == null || from.node().collapsed) {
        continue;
      }
      long to = from.offset() + sh.amount();
      for (Span sp : from.node().spans) {
        if (sp.contains(from.offset()) && !sp.contains(to) && !insideStruct(sp, from, sh)) {
          bad.add(from.node());
        }
      }
    }
    // p + i stays in p's array (UB-free): fine when p's cell is in a folded array whose elements
    // are a divisor of the stride apart, else nothing is known of where it lands
    for (Shift sh : arithmetic) {
      Cell from = pt.cell(sh.base());
      if (from == null || from.node().collapsed) {
        continue;
      }
      boolean inArray = false;
      for (Span sp : from.node().spans) {
        inArray |= sp.contains(from.offset()) && sh.amount() % sp.stride() == 0;
      }
      if (!inArray) {
        bad.add(from.node());
      }
    }
    for (Node n : bad) {
      pt.graph.collapse(n);
    }
  }

  /**
   * Whether {@code size} bytes from {@code offset} of {@code node} run past the end of the element
   * that {@code offset} is in, in some folded array of the node that contains it.
   */
  static boolean straddles(Node node, long offset, long size) {
    for (Span sp : node.spans) {
      if (sp.contains(offset) && (offset - sp.start()) % sp.stride() + size > sp.stride()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code sp} starts at {@code from}, the base of a shift by whole structs, and ends
   * within the struct there: a member array of the T the base points to.
   */
  private static boolean insideStruct(Span sp, Cell from, Shift sh) {
    return sh.element() > 0 && sh.amount() % sh.element() == 0 && sp.start() == from.offset()
        && sp.end() <= from.offset() + sh.element();
  }
}

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
  /** A GEP on {@code base} moving by {@code amount} bytes (a constant, or a stride). */
  private record Shift(LLVMValueRef base, long amount) {}

  private final PointsTo pt;
  /** GEPs moving their base by a constant (container_of, p + 1), with that amount. */
  private final List<Shift> shifted = new ArrayList<>();
  /** GEPs adding a variable multiple of {@code stride} bytes to a base of unknown array. */
  private final List<Shift> arithmetic = new ArrayList<>();

  LayoutChecks(PointsTo pt) {
    this.pt = pt;
  }

  /** A GEP moving {@code base} by the constant {@code amount}. */
  void shifted(LLVMValueRef base, long amount) {
    shifted.add(new Shift(base, amount));
  }

  /** A GEP adding a variable multiple of {@code stride} to {@code base}. */
  void arithmetic(LLVMValueRef base, long stride) {
    arithmetic.add(new Shift(base, stride));
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
    // its start stands for every element
    for (Shift sh : shifted) {
      Cell from = pt.cell(sh.base());
      if (from == null || from.node().collapsed) {
        continue;
      }
      long to = from.offset() + sh.amount();
      for (Span sp : from.node().spans) {
        if (sp.contains(from.offset()) && !sp.contains(to)) {
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
}

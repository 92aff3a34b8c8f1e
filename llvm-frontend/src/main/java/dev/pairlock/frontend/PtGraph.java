package dev.pairlock.frontend;

import dev.pairlock.ivl.diag.DebugTrace;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The points-to graph of a unification-based (Steensgaard) analysis, field-sensitive by byte
 * offset (in spirit DSA/SMACK regions). A node is a set of abstract objects laid out at offsets;
 * a {@link Cell} is a node and a byte offset; the cell of a pointer value says where it points.
 * Unifying two cells with different offsets merges the nodes with a shift (union-find with
 * offset potentials). A collapsed node has one cell for all offsets (used when accesses disagree
 * or pointer arithmetic is not understood).
 */
final class PtGraph {
  /** An abstract object: a global, function, escaping alloca, allocation site or parameter target. */
  record AbstractObject(Kind kind, String name, CType type, int order) {
    enum Kind {
      GLOBAL,
      PARAM,
      HEAP,
      ALLOCA,
      FUNCTION
    }
  }

  static final class Node {
    final int id;
    Node parent;
    long delta; // offset of this node's origin inside parent
    boolean collapsed;
    boolean external;
    /** An integer cast to a pointer may point here (an address the analysis cannot follow). */
    boolean fromInteger;
    final TreeMap<Long, Cell> fields = new TreeMap<>();
    final Map<AbstractObject, Long> objects = new LinkedHashMap<>();
    final TreeMap<Long, String> typeHints = new TreeMap<>();
    /**
     * Folded arrays inside the node: every offset in a span is its element-relative offset in
     * the span's first element (all elements share cells). Spans are disjoint or nested, a nested
     * one inside the first element of the outer one.
     */
    final List<Span> spans = new ArrayList<>(0);

    Node(int id) {
      this.id = id;
    }

    /** {@code off} moved into the first element of every span holding it. */
    long normalize(long off) {
      boolean changed = !spans.isEmpty();
      while (changed) {
        changed = false;
        for (Span sp : spans) {
          if (sp.contains(off)) {
            long n = sp.start() + Math.floorMod(off - sp.start(), sp.stride());
            if (n != off) {
              off = n;
              changed = true;
            }
          }
        }
      }
      return off;
    }
  }

  /**
   * A folded array of {@code size} bytes (unbounded for a flexible array member) from byte
   * {@code start}, elements {@code stride} bytes apart.
   */
  record Span(long start, long size, long stride) {
    static final long UNBOUNDED = Long.MAX_VALUE / 4;

    boolean contains(long off) {
      return off >= start && off - start < size;
    }

    long end() {
      return size >= UNBOUNDED ? UNBOUNDED : start + size;
    }

    boolean within(Span o) {
      return start >= o.start && end() <= o.end();
    }
  }

  /** Points to byte {@code offset} of {@code node} (normalise with {@link PtGraph#find}). */
  record Cell(Node node, long offset) {}

  /** Told why each node collapses ({@link DebugTrace.Topic#COLLAPSE}). */
  DebugTrace trace = DebugTrace.OFF;

  /** What the analysis is looking at (kept only while {@link #tracing}). */
  String context = "";

  /** Whether {@link #trace} wants the collapses (then keep {@link #context} up to date). */
  boolean tracing() {
    return trace.on(DebugTrace.Topic.COLLAPSE);
  }

  private final List<Node> nodes = new ArrayList<>();
  private final Deque<Cell[]> pending = new ArrayDeque<>();
  private boolean draining;

  Node newNode() {
    Node n = new Node(nodes.size());
    nodes.add(n);
    return n;
  }

  Cell fresh() {
    return new Cell(newNode(), 0);
  }

  Cell object(AbstractObject o) {
    Node n = newNode();
    n.objects.put(o, 0L);
    return new Cell(n, 0);
  }

  /** The representative cell: root node, offset adjusted, 0 for collapsed nodes. */
  Cell find(Cell c) {
    Node n = c.node();
    List<Node> path = new ArrayList<>();
    while (n.parent != null) {
      path.add(n);
      n = n.parent;
    }
    long acc = 0;
    for (int i = path.size() - 1; i >= 0; i--) {
      Node m = path.get(i);
      acc += m.delta;
      m.delta = acc;
      m.parent = n;
    }
    long off = c.offset() + (path.isEmpty() ? 0 : path.get(0).delta);
    return new Cell(n, n.collapsed ? 0 : n.normalize(off));
  }

  Node root(Node n) {
    return find(new Cell(n, 0)).node();
  }

  List<Node> roots() {
    List<Node> r = new ArrayList<>();
    for (Node n : nodes) {
      if (n.parent == null) {
        r.add(n);
      }
    }
    return r;
  }

  /** The cell a pointer stored at {@code c} points to (created empty on first use). */
  Cell pointee(Cell c) {
    Cell f = find(c);
    Cell t = f.node().fields.get(f.offset());
    if (t == null) {
      Node n = newNode();
      n.external = f.node().external;
      t = new Cell(n, 0);
      f.node().fields.put(f.offset(), t);
    }
    return find(t);
  }

  /** Cell {@code c} moved by {@code k} bytes; a negative result re-bases the node. */
  Cell shift(Cell c, long k) {
    Cell f = find(c);
    if (f.node().collapsed || k == 0) {
      return f;
    }
    long off = f.offset() + k;
    if (off >= 0) {
      return new Cell(f.node(), off);
    }
    Node bigger = newNode();
    merge(f.node(), bigger, -off);
    drain();
    return find(new Cell(bigger, 0));
  }

  /** Unifies two cells; a null cell (a value that cannot hold an address) unifies with nothing. */
  void unify(Cell a, Cell b) {
    if (a == null || b == null) {
      return;
    }
    pending.add(new Cell[] {a, b});
    drain();
  }

  void collapse(Node n) {
    collapseNoDrain(root(n));
    drain();
  }

  /**
   * Folds an array of {@code size} bytes (0: a flexible array member, to the end of the node)
   * whose first element is at {@code at}: its elements share cells from now on. An array that
   * partially overlaps another one, or does not fit inside one element of an enclosing one,
   * collapses the node.
   */
  void addSpan(Cell at, long size, long stride) {
    Cell c = find(at);
    long extent = size == 0 ? Span.UNBOUNDED : size;
    if (!c.node().collapsed && stride > 0 && extent > stride) {
      addSpanNoDrain(c.node(), new Span(c.offset(), extent, stride));
      drain();
    }
  }

  private void addSpanNoDrain(Node n, Span sp) {
    if (n.collapsed) {
      return;
    }
    sp = new Span(n.normalize(sp.start()), sp.size(), sp.stride());
    List<Span> moved = new ArrayList<>();
    for (Span e : new ArrayList<>(n.spans)) {
      if (e.equals(sp)) {
        return;
      }
      if (sp.end() <= e.start() || e.end() <= sp.start()) {
        continue; // disjoint
      }
      if (sp.within(e) && sp.stride() % e.stride() == 0) {
        return; // folds nothing e does not fold already
      }
      if (e.within(sp) && e.stride() % sp.stride() == 0) {
        n.spans.remove(e); // the new span folds all that e folded
        continue;
      }
      boolean nested = sp.within(e) && sp.end() <= e.start() + e.stride();
      long rel = Math.floorMod(e.start() - sp.start(), sp.stride());
      boolean encloses = e.within(sp) && e.size() < Span.UNBOUNDED && rel + e.size() <= sp.stride();
      if (!nested && !encloses) {
        collapseNoDrain(n);
        return;
      }
      if (encloses && rel != e.start() - sp.start()) {
        // e lies in a later element of the new span: it now stands in the first one
        n.spans.remove(e);
        moved.add(new Span(sp.start() + rel, e.size(), e.stride()));
      }
    }
    n.spans.add(sp);
    n.spans.addAll(moved);
    // cells, objects and hints inside the span move to the first element
    TreeMap<Long, Cell> fields = new TreeMap<>();
    for (Map.Entry<Long, Cell> e : n.fields.entrySet()) {
      long k = n.normalize(e.getKey());
      Cell existing = fields.get(k);
      if (existing == null) {
        fields.put(k, e.getValue());
      } else {
        pending.add(new Cell[] {existing, e.getValue()});
      }
    }
    n.fields.clear();
    n.fields.putAll(fields);
    n.objects.replaceAll((o, off) -> n.normalize(off));
    TreeMap<Long, String> hints = new TreeMap<>();
    n.typeHints.forEach((off, h) -> hints.putIfAbsent(n.normalize(off), h));
    n.typeHints.clear();
    n.typeHints.putAll(hints);
  }

  void markExternal(Node n) {
    root(n).external = true;
  }

  private void drain() {
    if (draining) {
      return;
    }
    draining = true;
    try {
      while (!pending.isEmpty()) {
        Cell[] p = pending.poll();
        unifyStep(find(p[0]), find(p[1]));
      }
    } finally {
      draining = false;
    }
  }

  private void unifyStep(Cell a, Cell b) {
    Node na = a.node();
    Node nb = b.node();
    if (na == nb) {
      if (a.offset() != b.offset()) {
        collapseNoDrain(na);
      }
      return;
    }
    if (na.collapsed || nb.collapsed) {
      collapseNoDrain(na);
      collapseNoDrain(nb);
      merge(nb, na, 0);
      return;
    }
    long d = a.offset() - b.offset();
    if (d >= 0) {
      merge(nb, na, d);
    } else {
      merge(na, nb, -d);
    }
  }

  /** Makes {@code src} part of {@code dst}, src's origin at byte {@code delta} of dst. */
  private void merge(Node src, Node dst, long delta) {
    src.parent = dst;
    src.delta = delta;
    dst.external |= src.external;
    dst.fromInteger |= src.fromInteger;
    src.objects.forEach(
        (o, off) -> dst.objects.put(o, dst.collapsed ? 0 : dst.normalize(off + delta)));
    src.typeHints.forEach((off, h) -> dst.typeHints.putIfAbsent(dst.normalize(off + delta), h));
    if (src.collapsed) {
      collapseNoDrain(dst);
    }
    for (Map.Entry<Long, Cell> e : src.fields.entrySet()) {
      long off = dst.collapsed ? 0 : dst.normalize(e.getKey() + delta);
      Cell existing = dst.fields.get(off);
      if (existing == null) {
        dst.fields.put(off, e.getValue());
      } else {
        pending.add(new Cell[] {existing, e.getValue()});
      }
    }
    src.fields.clear();
    src.objects.clear();
    for (Span sp : src.spans) {
      addSpanNoDrain(dst, new Span(sp.start() + delta, sp.size(), sp.stride()));
    }
    src.spans.clear();
  }

  private void collapseNoDrain(Node n) {
    if (n.collapsed) {
      return;
    }
    n.collapsed = true;
    n.spans.clear();
    if (tracing()) {
      trace.line(DebugTrace.Topic.COLLAPSE, "collapse n" + n.id + " " + n.objects.keySet().stream()
          .map(AbstractObject::name).limit(6).toList() + " at " + context + " via "
          + StackWalker.getInstance().walk(s -> s.skip(1).limit(4)
              .map(f -> f.getMethodName() + ":" + f.getLineNumber()).toList()));
    }
    n.objects.replaceAll((o, off) -> 0L);
    Cell first = null;
    for (Cell c : n.fields.values()) {
      if (first == null) {
        first = c;
      } else {
        pending.add(new Cell[] {first, c});
      }
    }
    n.fields.clear();
    if (first != null) {
      n.fields.put(0L, first);
    }
  }

  int size() {
    return nodes.size();
  }
}

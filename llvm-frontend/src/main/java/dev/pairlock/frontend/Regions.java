package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.frontend.PtGraph.AbstractObject;
import dev.pairlock.frontend.PtGraph.Cell;
import dev.pairlock.frontend.PtGraph.Node;
import dev.pairlock.ivl.lifted.Region;
import dev.pairlock.models.FunctionModels;
import dev.pairlock.models.KernelModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The partition of memory into regions: one per accessed cell of a field-sensitive node, one per
 * collapsed node.
 *
 * <p>A node whose objects are all allocas and whose address provably does not escape is
 * thread-local ({@code {:thread_local}}): no memory cell points to it (a global, the heap, another
 * object), it is not external (unmodelled code may have kept its address), no entry point's
 * parameter reaches it (an entry point's arguments come from another thread or the kernel: a
 * thread's start argument is unified with its parameter, {@code pthread_create(&t, 0, f,
 * &local)}, also through helpers, casts and {@code container_of}), and it is not handed over to
 * the environment (a thread-create, registration or callback call's argument: the kernel or a
 * thread the program does not analyse may use it). Such a node that moreover only one function
 * touches and no parameter reaches is local to that function (an IVL local map).
 */
final class Regions {
  private final PointsTo pt;
  private final DebugInfo di;
  private final Map<String, RegionCell> byKey = new LinkedHashMap<>();
  private final List<RegionCell> ordered = new ArrayList<>();
  private final Map<Node, String> localOwner = new HashMap<>();
  private final Set<String> names = new HashSet<>();
  private final Set<Node> threadLocal = new HashSet<>();
  private RegionCell unknown;

  /**
   * @param entryPoints the procedures other threads or the kernel call (thread start functions
   *     included): what their parameters reach escapes
   */
  Regions(IrModule ir, PointsTo pt, DebugInfo di, KernelModel model, Set<String> entryPoints) {
    this.pt = pt;
    this.di = di;
    findLocalNodes(ir, model, entryPoints);
    // create regions for every access, in a deterministic order
    List<Cell> cells = new ArrayList<>();
    for (PointsTo.Access a : pt.accesses()) {
      Cell c = pt.cell(a.pointer());
      if (c != null) {
        cells.add(c);
      }
    }
    cells.sort(
        Comparator.comparingInt((Cell c) -> firstOrder(c.node()))
            .thenComparingInt(c -> c.node().id)
            .thenComparingLong(Cell::offset));
    for (Cell c : cells) {
      of(c);
    }
  }

  /** All regions, in id order. */
  List<RegionCell> all() {
    return ordered;
  }

  /**
   * Whether {@code r} is a thread-local region of a {@code _Thread_local} global's object: every
   * thread has its own, at the one address the lifted program gives the global, so a thread's
   * values there are never another thread's ({@code {:per_thread}} on the region's map).
   */
  boolean perThread(RegionCell r) {
    return r.threadLocal() && !r.local()
        && r.node().objects.keySet().stream().anyMatch(pt.threadLocalGlobals::contains);
  }

  /** The region of a cell (created on first use). */
  RegionCell of(Cell cell) {
    if (cell == null) {
      return unknown();
    }
    Cell c = pt.graph.find(cell);
    Node n = c.node();
    long off = n.collapsed ? -1 : c.offset();
    String key = n.id + ":" + off;
    RegionCell r = byKey.get(key);
    if (r == null) {
      int id = ordered.size() + 1;
      String owner = localOwner.get(n);
      String var = (owner == null ? "$M." : "$L.") + id;
      String name = name(n, off);
      String unique = name;
      for (int k = 2; !names.add(unique); k++) {
        unique = name + "#" + k; // another location with the same readable name
      }
      r = new RegionCell(id,
          new Region(var, unique, owner, owner != null || threadLocal.contains(n)),
          n, off, !n.collapsed);
      byKey.put(key, r);
      ordered.add(r);
    }
    return r;
  }

  /** The region of a cell if some access created it, else null. */
  RegionCell existing(Cell cell) {
    Cell c = pt.graph.find(cell);
    return byKey.get(c.node().id + ":" + (c.node().collapsed ? -1 : c.offset()));
  }

  /** Regions of a node at offsets in {@code [from, to)} (all of them when collapsed). */
  List<RegionCell> regionsOf(Node node, long from, long to) {
    Node n = pt.graph.root(node);
    List<RegionCell> r = new ArrayList<>();
    for (RegionCell g : ordered) {
      if (pt.graph.root(g.node()) == n && (n.collapsed || (g.offset() >= from && g.offset() < to))) {
        r.add(g);
      }
    }
    return r;
  }

  /** The region of accesses through addresses that point to no known object (constants). */
  RegionCell unknown() {
    if (unknown == null) {
      Node n = pt.graph.newNode();
      n.collapsed = true;
      int id = ordered.size() + 1;
      unknown = new RegionCell(id, new Region("$M." + id, "<constant address>"), n, -1, false);
      byKey.put(n.id + ":-1", unknown);
      ordered.add(unknown);
    }
    return unknown;
  }

  private static int firstOrder(Node n) {
    int m = Integer.MAX_VALUE;
    for (AbstractObject o : n.objects.keySet()) {
      m = Math.min(m, o.order());
    }
    return m;
  }

  /** Struct types that are locks: a lock's name stops at them (not at their first member). */
  static final Set<String> LOCK_STRUCTS =
      Set.of("mutex", "spinlock", "raw_spinlock", "rwlock", "rw_semaphore", "semaphore");

  /** The readable name of a cell: object name and field path from debug info. */
  String name(Node node, long off) {
    return name(node, off, Set.of());
  }

  /** The readable name of a lock's location. */
  String lockName(Node node, long off) {
    return name(node, off, LOCK_STRUCTS);
  }

  private String name(Node node, long off, Set<String> opaque) {
    Node n = pt.graph.root(node);
    List<Map.Entry<AbstractObject, Long>> objs = new ArrayList<>(n.objects.entrySet());
    objs.sort(
        Comparator.comparingInt((Map.Entry<AbstractObject, Long> e) -> e.getKey().kind().ordinal())
            .thenComparingInt(e -> e.getKey().order()));
    if (off < 0) {
      return objs.isEmpty() ? "anon" + n.id : objs.get(0).getKey().name();
    }
    for (var e : objs) {
      CType t = e.getKey().type();
      long o = e.getValue();
      if (t != null && off >= o && off < o + Math.max(t.size(), 1)) {
        return e.getKey().name() + CType.path(t, off - o, opaque);
      }
    }
    // the outermost struct some GEP indexed that covers the offset
    for (var hint : n.typeHints.headMap(off, true).entrySet()) {
      CType.Struct s = di.struct(hint.getValue());
      if (s != null && off < hint.getKey() + Math.max(s.size(), 1)) {
        return s.name() + CType.path(s, off - hint.getKey(), opaque);
      }
    }
    String base = objs.isEmpty() ? "anon" + n.id : objs.get(0).getKey().name();
    long o = objs.isEmpty() ? 0 : objs.get(0).getValue();
    return off == o ? base : base + "+" + (off - o);
  }

  private void findLocalNodes(IrModule ir, KernelModel model, Set<String> entryPoints) {
    Map<Node, Set<String>> owners = new HashMap<>();
    Set<Node> reachedByParams = new HashSet<>();
    Set<Node> escaped = new HashSet<>();
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(f)) {
        continue;
      }
      String fn = Ir.name(f);
      for (int i = 0; i < LLVMCountParams(f); i++) {
        Cell c = pt.cell(LLVMGetParam(f, i));
        note(owners, c, fn);
        if (c != null) {
          reachedByParams.add(c.node()); // e.g. passed to a recursive call: not per activation
          if (entryPoints.contains(fn)
              && !pt.perCallParams.getOrDefault(fn, Set.of()).contains(i)) {
            escaped.add(c.node()); // another thread's (or the kernel's) object
          }
        }
      }
      for (LLVMBasicBlockRef b : Ir.blocks(f)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          note(owners, pt.cell(i), fn);
          for (LLVMValueRef a : handedOver(model, i)) {
            Cell c = pt.cell(a);
            if (c != null) {
              escaped.add(c.node());
            }
          }
        }
      }
    }
    Set<Node> pointedTo = new HashSet<>();
    for (Node r : pt.graph.roots()) {
      for (Cell c : r.fields.values()) {
        pointedTo.add(pt.graph.find(c).node());
      }
    }
    // A node of objects the kernel passes a callback fresh per call (PointsTo.perCallParams)
    // that is thread-local does not make what it points to shared: read_proc's *start = page
    Set<Node> perCallLocal = new HashSet<>();
    for (boolean changed = true; changed; ) {
      changed = false;
      Set<Node> pointedToShared = new HashSet<>();
      for (Node r : pt.graph.roots()) {
        if (perCallLocal.contains(r)) {
          continue;
        }
        for (Cell c : r.fields.values()) {
          pointedToShared.add(pt.graph.find(c).node());
        }
      }
      for (Node r : pt.graph.roots()) {
        if (!perCallLocal.contains(r) && !r.objects.isEmpty() && !r.external
            && !pointedToShared.contains(r) && !escaped.contains(r)
            && r.objects.keySet().stream().allMatch(pt.perCallObjects::contains)) {
          perCallLocal.add(r);
          changed = true;
        }
      }
      if (!changed) {
        for (Node r : pt.graph.roots()) {
          if (!perCallLocal.contains(r) && !r.objects.isEmpty() && !r.external
              && !pointedToShared.contains(r) && !escaped.contains(r)
              && r.objects.keySet().stream()
                  .allMatch(o -> o.kind() == AbstractObject.Kind.ALLOCA)) {
            threadLocal.add(r);
          }
        }
      }
    }
    threadLocal.addAll(perCallLocal);
    // the running thread's own object (get_current()'s task, PointsTo.perThreadObjects): no
    // other thread running at the same time has it, so it is thread-local unless a pointer to
    // it is in memory another thread can read, or it is handed over or an entry point's
    // parameter (then it is any thread's, as before)
    if (!pt.perThreadObjects.isEmpty()) {
      Set<AbstractObject> own = new HashSet<>(pt.perThreadObjects.values());
      Set<Node> pointedToShared = new HashSet<>();
      for (Node r : pt.graph.roots()) {
        if (!threadLocal.contains(r)) {
          for (Cell c : r.fields.values()) {
            pointedToShared.add(pt.graph.find(c).node());
          }
        }
      }
      for (Node r : pt.graph.roots()) {
        if (!r.objects.isEmpty() && own.containsAll(r.objects.keySet())
            && !pointedToShared.contains(r) && !escaped.contains(r)) {
          threadLocal.add(r);
        }
      }
    }
    for (Node r : pt.graph.roots()) {
      if (r.objects.isEmpty() || r.external || pointedTo.contains(r) || escaped.contains(r)) {
        continue;
      }
      boolean allAllocas =
          r.objects.keySet().stream().allMatch(o -> o.kind() == AbstractObject.Kind.ALLOCA);
      if (allAllocas) {
        threadLocal.add(r); // its address never reaches memory another thread could read
      }
      if (reachedByParams.contains(r)) {
        continue;
      }
      Set<String> fs = owners.getOrDefault(r, Set.of());
      if (allAllocas && fs.size() == 1) {
        localOwner.put(r, fs.iterator().next());
      }
    }
  }

  /**
   * The arguments {@code i} hands to another thread or to the environment for later: a thread
   * create's start argument (also when its start function is not resolved), every argument of a
   * registration or of a callback hand-over ({@code request_irq}'s {@code dev_id}).
   */
  private static List<LLVMValueRef> handedOver(KernelModel model, LLVMValueRef i) {
    if (LLVMGetInstructionOpcode(i) != LLVMCall) {
      return List.of();
    }
    LLVMValueRef callee = LLVMGetCalledValue(i);
    if (Ir.isNull(LLVMIsAFunction(callee)) || Ir.isDefinition(callee)) {
      return List.of();
    }
    var m = model.functions().lookup(Ir.name(callee)).orElse(null);
    int n = LLVMGetNumArgOperands(i);
    List<LLVMValueRef> r = new ArrayList<>();
    if (m instanceof FunctionModels.ThreadCreate tc) {
      if (tc.argArg() < n) {
        r.add(LLVMGetOperand(i, tc.argArg()));
      }
    } else if (m instanceof FunctionModels.Registration || m instanceof FunctionModels.Callback) {
      for (int k = 0; k < n; k++) {
        r.add(LLVMGetOperand(i, k));
      }
    }
    return r;
  }

  private void note(Map<Node, Set<String>> owners, Cell c, String fn) {
    if (c != null) {
      owners.computeIfAbsent(c.node(), k -> new HashSet<>()).add(fn);
    }
  }
}

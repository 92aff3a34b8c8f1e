package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.frontend.PtGraph.AbstractObject;
import dev.pairlock.frontend.PtGraph.Cell;
import dev.pairlock.frontend.PtGraph.Node;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The kernel's memory in the points-to analysis ({@link PointsTo}): the objects it passes to entry
 * points (one per C pointee type, shared by all of them), and, once solved, which nodes are
 * external (the kernel's, contents unknown) except for the pointer fields a driver owns
 * (entry-points.xml {@code owned}).
 */
final class KernelObjects {
  private final PointsTo pt;
  private final Map<String, Cell> paramObjects = new LinkedHashMap<>();
  private final Map<String, CType> paramTypes = new LinkedHashMap<>();

  KernelObjects(PointsTo pt) {
    this.pt = pt;
  }

  /**
   * The kernel passes the same objects to different entry points (one {@code struct file} to
   * read and llseek), so a parameter target is one abstract object per C pointee type, shared by
   * all entry points (and other functions without callers).
   */
  void externalParams(LLVMValueRef f, java.util.Set<Integer> perCall) {
    List<CType> types = pt.di.paramTypes(f);
    int n = LLVMCountParams(f);
    for (int i = 0; i < n; i++) {
      LLVMValueRef p = LLVMGetParam(f, i);
      if (!Ir.isPointer(LLVMTypeOf(p)) || perCall.contains(i)) {
        continue;
      }
      CType t = i < types.size() ? types.get(i) : null;
      CType pointee = t instanceof CType.Pointer ptr ? ptr.target() : null;
      if (!(pointee instanceof CType.Struct st && !st.name().isEmpty())) {
        // void *p used as one struct type (ndo_set_mac_address's struct sockaddr): that type's
        // object, as for a parameter declared with it
        CType.Struct used = structUsedAs(f, p);
        if (used != null) {
          pointee = used;
        }
      }
      String key;
      String name;
      if (pointee instanceof CType.Struct s && !s.name().isEmpty()) {
        key = "struct " + s.name();
        name = s.name();
      } else {
        key = pointee instanceof CType.Scalar sc ? sc.name() : "?";
        name = Ir.name(f) + "." + (Ir.name(p).isEmpty() ? "arg" + i : Ir.name(p));
      }
      pt.graph.unify(pt.cellOf(p), paramObject(key, name, pointee));
    }
  }

  /**
   * The one named struct type through which {@code f} indexes parameter {@code p} (the source
   * element type of every GEP on it), or null when there is none or more than one.
   */
  private CType.Struct structUsedAs(LLVMValueRef f, LLVMValueRef p) {
    String found = null;
    for (LLVMBasicBlockRef b : Ir.blocks(f)) {
      for (LLVMValueRef i : Ir.instructions(b)) {
        if (Ir.isNull(LLVMIsAGetElementPtrInst(i))
            || LLVMGetOperand(i, 0).address() != p.address()) {
          continue;
        }
        String name = Ir.cStructName(LLVMGetGEPSourceElementType(i));
        if (name == null || (found != null && !found.equals(name))) {
          return null;
        }
        found = name;
      }
    }
    return found == null ? null : pt.di.struct(found);
  }

  Cell paramObject(String key, String name, CType type) {
    Cell o = paramObjects.get(key);
    if (o == null) {
      // external memory, but only within the object's extent: see propagateExternal
      o = pt.graph.object(
          new AbstractObject(AbstractObject.Kind.PARAM, name, type, pt.nextOrder()));
      paramObjects.put(key, o);
      paramTypes.put(key, type);
    }
    return o;
  }

  /**
   * The kernel passes one device to a driver as different objects: a bus callback gets the
   * {@code struct platform_device} (pci_dev, usb_interface, i2c_client, ...) around it, a
   * dev_pm_ops or sysfs callback the {@code struct device} itself, and the pointer
   * dev_set_drvdata stores through the one is what dev_get_drvdata reads through the other.
   * Parameter objects are one per C type, so an owned field ({@code device.driver_data}) of every
   * parameter object that holds it, on its own or embedded, points to one target. Before, the
   * targets were apart, and a race through the driver's data between a probe-side callback and
   * a pm callback was missed. A device embedded in a kernel struct as a device of its own (a class
   * device: {@code tpm_chip.dev}, entry-points.xml {@code own-device}) is not linked: its drvdata
   * is the chip's (the TPM drivers keep their private struct there, and the chip in the bus
   * device's), and linking the two made one object of the chip and the private struct.
   */
  void linkOwnedFields() {
    if (pt.model.entryPoints().ownedFields().isEmpty()) {
      return;
    }
    Map<String, Cell> targets = new LinkedHashMap<>();
    for (Map.Entry<String, Cell> e : new ArrayList<>(paramObjects.entrySet())) {
      if (!(paramTypes.get(e.getKey()) instanceof CType.Struct st)) {
        continue;
      }
      Map<String, List<Long>> owned = new LinkedHashMap<>();
      ownedOffsets(st, 0, 0, owned);
      for (Map.Entry<String, List<Long>> f : owned.entrySet()) {
        for (long off : f.getValue()) {
          Cell t = pt.graph.pointee(pt.graph.shift(e.getValue(), off));
          Cell prev = targets.putIfAbsent(f.getKey(), t);
          if (prev != null) {
            pt.graph.unify(prev, t);
          }
        }
      }
    }
  }

  /** The offsets of the owned fields in {@code st} and the structs it embeds, by field. */
  private void ownedOffsets(CType.Struct st, long base, int depth, Map<String, List<Long>> out) {
    if (depth > 8) {
      return;
    }
    for (CType.Member m : st.members()) {
      if (pt.model.entryPoints().isOwnedField(st.name(), m.name())) {
        out.computeIfAbsent(st.name() + "." + m.name(), k -> new ArrayList<>())
            .add(base + m.offset());
      } else if (m.type() instanceof CType.Struct inner
          && !pt.model.entryPoints().isOwnDevice(st.name(), m.name())) {
        // (a device of its own embedded here, entry-points.xml own-device, is not the bus device)
        ownedOffsets(inner, base + m.offset(), depth + 1, out);
      }
    }
  }

  /** Whatever an external node points to is external too. */
  void propagateExternal() {
    List<Cell> ext = new ArrayList<>();
    for (Node r : pt.graph.roots()) {
      if (r.external) {
        ext.add(new Cell(r, 0));
        continue;
      }
      // An object the kernel passes is external memory: a node of such objects only, whole; one
      // where container_of placed it inside a driver object (a work_struct in the private
      // struct), only the fields within its extent.
      boolean params = false;
      boolean driverObjects = false;
      boolean unsized = false;
      for (AbstractObject o : r.objects.keySet()) {
        if (o.kind() == AbstractObject.Kind.PARAM) {
          params = true;
          unsized |= o.type() == null || o.type().size() <= 0;
        } else {
          driverObjects |= o.kind() != AbstractObject.Kind.FUNCTION;
        }
      }
      if (!params) {
        continue;
      }
      if (!driverObjects || unsized || r.collapsed) {
        ext.add(new Cell(r, 0));
        continue;
      }
      for (Map.Entry<AbstractObject, Long> o : r.objects.entrySet()) {
        if (o.getKey().kind() != AbstractObject.Kind.PARAM) {
          continue;
        }
        long at = o.getValue();
        long end = at + o.getKey().type().size();
        for (Map.Entry<Long, Cell> e : r.fields.subMap(at, true, end, false).entrySet()) {
          if (!ownedField(r, e.getKey())) {
            ext.add(e.getValue());
          }
        }
      }
    }
    for (Node n : pt.reachable(ext, true)) {
      n.external = true;
    }
  }

  /**
   * Whether byte {@code off} of node {@code n} is an owned pointer field (entry-points.xml), or
   * the slot of a driver-owned area ({@link PointsTo#ownedArea}: a net_device's private struct).
   */
  boolean ownedField(Node n, long off) {
    if (pt.ownedArea(n, off)) {
      return true;
    }
    if (pt.model.entryPoints().ownedFields().isEmpty()) {
      return false;
    }
    for (Map.Entry<AbstractObject, Long> o : n.objects.entrySet()) {
      if (o.getKey().type() instanceof CType.Struct st && ownedIn(st, off - o.getValue(), 0)) {
        return true;
      }
    }
    for (Map.Entry<Long, String> h : n.typeHints.headMap(off, true).entrySet()) {
      CType.Struct st = pt.di.struct(h.getValue());
      if (st != null && ownedIn(st, off - h.getKey(), 0)) {
        return true;
      }
    }
    return false;
  }

  private boolean ownedIn(CType.Struct st, long rel, int depth) {
    if (rel < 0 || depth > 8) {
      return false;
    }
    CType.Member m = st.memberAt(rel);
    if (m == null) {
      return false;
    }
    if (rel == m.offset() && pt.model.entryPoints().isOwnedField(st.name(), m.name())) {
      return true;
    }
    CType t = m.type();
    long r = rel - m.offset();
    while (t instanceof CType.Array a && a.element().size() > 0) {
      r %= a.element().size();
      t = a.element();
    }
    return t instanceof CType.Struct inner && ownedIn(inner, r, depth + 1);
  }
}

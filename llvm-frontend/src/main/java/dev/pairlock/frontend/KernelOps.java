package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Calls through a function pointer field of a kernel ops table that the program only declares
 * ({@code extern struct pv_cpu_ops pv_cpu_ops;}) and never writes: the kernel fills the table at
 * boot, so such a call is the function model the tables name for the field (functions.xml {@code
 * <op>}, {@link FunctionModels#kernelOp}), an assumption about the kernel stated there. Two forms:
 *
 * <ul>
 *   <li>an indirect call whose function pointer is loaded from the field ({@code
 *       (*pv_cpu_ops.io_delay)()} of x86's {@code slow_down_io});
 *   <li>x86's paravirt call, inline assembly {@code call *%cN} whose operand N is the field's
 *       address as an immediate ({@code "i"(&pv_irq_ops.save_fl.func)}, the {@code PVOP_CALL}
 *       macros of asm/paravirt_types.h, Linux 3.x), with its {@code .parainstructions} entry
 *       (where the kernel may patch the call, with the same effect), register operands and any
 *       clobbers: the only code it runs is the field's function. Any other instruction keeps the
 *       assembly unmodelled.
 * </ul>
 *
 * <p>The table qualifies when it is a global the module only declares (no definition, no
 * initializer) and every use of its address is a load, or the operand of such a paravirt call:
 * nothing in the program stores to it or hands its address on. Otherwise, or when the field has
 * no model, the call stays what it was (an indirect call or assembly not resolved: unverified).
 */
final class KernelOps {
  /** The field of an ops table a call goes through, and what the tables make of it. */
  record Op(String struct, String field, FunctionModels.Model model) {}

  /**
   * The paravirt call, labels and the {@code .parainstructions} entry removed (whitespace
   * collapsed): {@code call *${N:c}}, the field's address an immediate operand.
   */
  private static final Pattern PARAVIRT_CALL =
      Pattern.compile("^call \\*\\$\\{(\\d+):c\\};?$");

  private static final Pattern PARAINSTRUCTIONS = Pattern.compile(
      "\\.pushsection\\s+\\.parainstructions\\b.*?\\.popsection", Pattern.DOTALL);

  private static final Pattern LABEL = Pattern.compile("(?m)^\\s*\\d+:");

  private final LiftContext cx;
  /** Per declared global (its name): whether its address is only loaded from (see the class). */
  private final Map<String, Boolean> onlyRead = new HashMap<>();

  KernelOps(LiftContext cx) {
    this.cx = cx;
  }

  /** The op an indirect call goes through (the first form, or {@link #ofKernelObject}), or null. */
  Op ofIndirectCall(LLVMValueRef call) {
    LLVMValueRef fp = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsALoadInst(fp))) {
      return null;
    }
    LLVMValueRef address = LLVMGetOperand(fp, 0);
    if (!Ir.isNull(LLVMIsAGetElementPtrInst(address))) {
      return ofKernelObject(call, address);
    }
    return ofField(address);
  }

  /**
   * The op of a call through {@code ptr->field}, {@code ptr} a pointer to a table of the kernel's
   * ({@code get_dma_ops(dev)->alloc}: the {@code dma_map_ops} that the extern {@code dma_ops} or
   * the device's {@code archdata.dma_ops} points to; {@code chan->device->device_prep_slave_sg}:
   * the DMA engine's {@code dma_device}; {@code desc->tx_submit}: the engine's descriptor), or
   * null. The table qualifies when everything {@code ptr} may point to is the kernel's (points-to:
   * the node is filled by the kernel and holds no object of the program, or only globals the
   * program only declares; or it holds no object at all and no integer cast to a pointer reaches
   * it: a pointer the program never stored, read from memory it did not initialise, such as
   * SV-COMP's harness returning {@code ldv_malloc(sizeof(struct dma_chan))} for the engine's
   * channel), no function of the program may be in the field, and nothing in the program may
   * write the field ({@link #fieldWritten}).
   */
  private Op ofKernelObject(LLVMValueRef call, LLVMValueRef gepInst) {
    Op op = candidate(call, gepInst);
    return op == null || !qualifying().contains(Ir.key(call)) ? null : op;
  }

  /**
   * The op the field of {@code ptr->field} names when the table's node is the kernel's (the
   * class comment of {@link #ofKernelObject}), before the check that nothing writes the field.
   */
  private Op candidate(LLVMValueRef call, LLVMValueRef gepInst) {
    Gep gep = Gep.of(gepInst, cx.ir.dataLayout);
    if (!gep.terms().isEmpty() || gep.pointerArithmetic() || gep.shifted()
        || gep.structName() == null || !cx.pt.callees(call).isEmpty()) {
      return null;
    }
    PtGraph.Cell table = cx.pt.cell(gep.base());
    if (table == null || table.node().collapsed) {
      return null;
    }
    PtGraph.Node n = table.node();
    if (!n.external && !(opObjectsOnly(n) && !n.fromInteger)) {
      return null;
    }
    for (PtGraph.AbstractObject o : n.objects.keySet()) {
      if (opObject(o)) {
        continue; // the engine's object an allocating op returned (a descriptor)
      }
      LLVMValueRef g = o.kind() == PtGraph.AbstractObject.Kind.GLOBAL
          ? LLVMGetNamedGlobal(cx.ir.module, o.name()) : null;
      if (g == null || Ir.isNull(g) || Ir.isDefinition(g)) {
        return null;
      }
    }
    return fieldOp(cx.di.retainedStruct(gep.structName()), gep.constant());
  }

  /** Whether every object of {@code n} (none too) is one an allocating op returned. */
  private boolean opObjectsOnly(PtGraph.Node n) {
    for (PtGraph.AbstractObject o : n.objects.keySet()) {
      if (!opObject(o)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether {@code o} is the object of an indirect call the types say is an allocating op's
   * ({@link #byTypes}): memory of the kernel's (the DMA engine's descriptor), which the program
   * did not define.
   */
  private boolean opObject(PtGraph.AbstractObject o) {
    LLVMValueRef site = o.kind() == PtGraph.AbstractObject.Kind.HEAP ? cx.pt.allocationSite(o)
        : null;
    return site != null && !Ir.isNull(LLVMIsACallInst(site))
        && Ir.isNull(LLVMIsAFunction(LLVMGetCalledValue(site)))
        && byTypes(cx.di, cx.model.functions(), site, cx.ir.dataLayout) != null;
  }

  /** The indirect calls through a kernel object's field that are that field's model (keys). */
  private Set<Long> qualifying;

  /**
   * The calls {@link #ofKernelObject} resolves: the candidates ({@link #candidate}) whose field
   * nothing may write, where a candidate's own call writes only what its model writes. A
   * fixpoint: a candidate found to be written stays unresolved (an unknown call, which may write
   * anything its arguments reach), and the others are checked again against it.
   */
  private Set<Long> qualifying() {
    if (qualifying != null) {
      return qualifying;
    }
    Map<Long, LLVMValueRef> candidates = new HashMap<>();
    Map<Long, Op> ops = new HashMap<>();
    for (LLVMValueRef fn : Ir.functions(cx.ir.module)) {
      if (!Ir.isDefinition(fn)) {
        continue;
      }
      for (var b : Ir.blocks(fn)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (Ir.isNull(LLVMIsACallInst(i))) {
            continue;
          }
          LLVMValueRef fp = LLVMGetCalledValue(i);
          if (Ir.isNull(LLVMIsALoadInst(fp))
              || Ir.isNull(LLVMIsAGetElementPtrInst(LLVMGetOperand(fp, 0)))) {
            continue;
          }
          Op op = candidate(i, LLVMGetOperand(fp, 0));
          if (op != null) {
            candidates.put(Ir.key(i), i);
            ops.put(Ir.key(i), op);
          }
        }
      }
    }
    Set<Long> q = new HashSet<>(candidates.keySet());
    boolean changed = true;
    while (changed) {
      changed = false;
      Writes w = writes(q, ops);
      for (var it = q.iterator(); it.hasNext(); ) {
        LLVMValueRef call = candidates.get(it.next());
        if (w.field(cx.pt.cell(LLVMGetOperand(LLVMGetCalledValue(call), 0)))) {
          it.remove();
          changed = true;
        }
      }
    }
    qualifying = q;
    return q;
  }

  /**
   * What the program's own code may write: the cells of its stores and atomic accesses (with
   * their sizes), and whole nodes: the destinations of memory intrinsics, assembly memory
   * operands and every node a call to a function the program does not define passes a pointer
   * into (it may write what it is given). A call of the program's own function writes what its
   * body writes (scanned too); a resolved op call ({@code ops}, keys in {@code resolved}) writes
   * only what its model writes.
   */
  private Writes writes(Set<Long> resolved, Map<Long, Op> ops) {
    Writes w = new Writes(new HashSet<>(), new ArrayList<>());
    for (LLVMValueRef fn : Ir.functions(cx.ir.module)) {
      if (!Ir.isDefinition(fn)) {
        continue;
      }
      for (var b : Ir.blocks(fn)) {
        for (LLVMValueRef i : Ir.instructions(b)) {
          if (!Ir.isNull(LLVMIsAStoreInst(i))) {
            w.add(cx.pt.cell(LLVMGetOperand(i, 1)),
                LLVMABISizeOfType(cx.ir.dataLayout, LLVMTypeOf(LLVMGetOperand(i, 0))));
          } else if (!Ir.isNull(LLVMIsAAtomicRMWInst(i))
              || !Ir.isNull(LLVMIsAAtomicCmpXchgInst(i))) {
            w.add(cx.pt.cell(LLVMGetOperand(i, 0)), -1);
          } else if (!Ir.isNull(LLVMIsACallInst(i))) {
            LLVMValueRef callee = LLVMGetCalledValue(i);
            if (!Ir.isNull(LLVMIsAFunction(callee)) && Ir.isDefinition(callee)) {
              continue; // its body's writes are scanned
            }
            Op op = resolved.contains(Ir.key(i)) ? ops.get(Ir.key(i)) : null;
            for (int k = 0; k < LLVMGetNumArgOperands(i); k++) {
              if (Ir.isPointer(LLVMTypeOf(LLVMGetOperand(i, k)))
                  && (op == null || modelWrites(op.model(), k))) {
                w.add(cx.pt.cell(LLVMGetOperand(i, k)), -1);
              }
            }
          }
        }
      }
    }
    return w;
  }

  /** Whether model {@code m} may write through argument {@code k} (or anything else). */
  private static boolean modelWrites(FunctionModels.Model m, int k) {
    return switch (m) {
      case FunctionModels.Pure p -> false;
      case FunctionModels.Alloc a -> a.writes().stream().anyMatch(x -> x.argument() == k
          || x.argument() < 0 || x.reachable());
      case FunctionModels.Effect e -> e.writes().stream().anyMatch(x -> x.argument() == k
          || x.argument() < 0 || x.reachable());
      case FunctionModels.Free f -> f.argument() == k;
      default -> true;
    };
  }

  /** A store's cell and size in bytes. */
  private record Written(PtGraph.Cell cell, long size) {}

  /** Written memory: whole nodes, and cells with their sizes. */
  private record Writes(Set<PtGraph.Node> nodes, List<Written> cells) {
    /** A write at {@code c} of {@code size} bytes (-1: unknown, the whole node is taken). */
    void add(PtGraph.Cell c, long size) {
      if (c == null) {
        return;
      }
      if (size < 0 || c.node().collapsed) {
        nodes.add(c.node());
      } else {
        cells.add(new Written(c, size));
      }
    }

    /**
     * Whether the function pointer at {@code field} may be written (8 bytes taken: a pointer's
     * width on every target, or more).
     */
    boolean field(PtGraph.Cell field) {
      if (field == null || nodes.contains(field.node())) {
        return true;
      }
      for (Written e : cells) {
        PtGraph.Cell c = e.cell();
        if (c.node() == field.node() && c.offset() < field.offset() + 8
            && field.offset() < c.offset() + Math.max(e.size(), 1)) {
          return true;
        }
      }
      return false;
    }
  }


  /** The op a paravirt call assembly goes through (the second form), or null. */
  Op ofParavirtCall(LLVMValueRef call, String text, String constraints) {
    LLVMValueRef address = paravirtAddress(call, text, constraints);
    return address == null ? null : ofField(address);
  }

  /**
   * The operand of a paravirt call assembly ({@link #PARAVIRT_CALL}) that is the address called
   * through, or null when the assembly is not one: every other operand is a register one or an
   * immediate (no memory operand), and the result is nothing or one scalar.
   */
  static LLVMValueRef paravirtAddress(LLVMValueRef call, String text, String constraints) {
    String body = LABEL.matcher(PARAINSTRUCTIONS.matcher(text).replaceAll("")).replaceAll("")
        .strip().replaceAll("\\s+", " ");
    Matcher m = PARAVIRT_CALL.matcher(body);
    if (!m.matches()) {
      return null;
    }
    int target = Integer.parseInt(m.group(1));
    // per template operand ($0, $1, ...: every constraint but the clobbers), its argument (-1: a
    // register output) and constraint
    List<Integer> args = new ArrayList<>();
    List<String> kinds = new ArrayList<>();
    int arg = 0;
    for (String c : constraints.split(",")) {
      String t = c.strip();
      if (t.startsWith("~")) {
        continue;
      }
      if (t.contains("*")) {
        return null; // a memory operand: not only the call
      }
      args.add(t.startsWith("=") ? -1 : arg++);
      kinds.add(t);
    }
    if (target >= args.size() || args.get(target) < 0 || !kinds.get(target).equals("i")
        || arg != LLVMGetNumArgOperands(call)
        || !Ir.isVoid(LLVMTypeOf(call)) && !Ir.isScalar(LLVMTypeOf(call))) {
      return null;
    }
    return LLVMGetOperand(call, args.get(target));
  }

  /**
   * The op at constant address {@code address} (a declared global, or a constant offset into
   * one) when the global is an ops table only read ({@link #onlyRead}) and a field on the way to
   * the address, outermost first, has a model; else null.
   */
  private Op ofField(LLVMValueRef address) {
    LLVMValueRef g = address;
    long offset = 0;
    if (!Ir.isNull(LLVMIsAConstantExpr(address))
        && LLVMGetConstOpcode(address) == LLVMGetElementPtr) {
      Gep gep = Gep.of(address, cx.ir.dataLayout);
      if (!gep.terms().isEmpty()) {
        return null;
      }
      g = gep.base();
      offset = gep.constant();
    }
    if (Ir.isNull(LLVMIsAGlobalVariable(g)) || Ir.isDefinition(g)) {
      return null;
    }
    String name = Ir.cStructName(LLVMGlobalGetValueType(g));
    if (name == null || !onlyRead(g)) {
      return null;
    }
    return fieldOp(cx.di.retainedStruct(name), offset);
  }

  /** The op of the first field, outermost first, of {@code t} that byte {@code offset} lies in. */
  private Op fieldOp(CType t, long offset) {
    return fieldOp(cx.model.functions(), t, offset);
  }

  private static Op fieldOp(FunctionModels functions, CType t, long offset) {
    for (int depth = 0; depth < 16 && t instanceof CType.Struct st; depth++) {
      CType.Member m = st.memberAt(offset);
      if (m == null) {
        return null;
      }
      FunctionModels.Model model = functions.kernelOp(st.name(), m.name()).orElse(null);
      if (model != null) {
        return new Op(st.name(), m.name(), model);
      }
      offset -= m.offset();
      t = m.type();
      while (t instanceof CType.Array a && a.element().size() > 0) {
        offset %= a.element().size();
        t = a.element();
      }
    }
    return null;
  }

  /**
   * The op an indirect call through {@code ptr->field} would be by its types alone (before the
   * points-to analysis, which {@link #ofIndirectCall} needs to say whether the table qualifies),
   * or null. The points-to analysis gives the result of a call that may be an allocating op
   * ({@code device_prep_slave_sg}: the engine's new descriptor) an object of its own, as it does
   * for a call of an allocating function, so the memory the model's lowering returns is known;
   * where the call is then not resolved, it is an unknown call (unverified) all the same.
   */
  static Op byTypes(DebugInfo di, FunctionModels functions, LLVMValueRef call,
      org.bytedeco.llvm.LLVM.LLVMTargetDataRef dl) {
    LLVMValueRef fp = LLVMGetCalledValue(call);
    if (Ir.isNull(LLVMIsALoadInst(fp))
        || Ir.isNull(LLVMIsAGetElementPtrInst(LLVMGetOperand(fp, 0)))) {
      return null;
    }
    Gep gep = Gep.of(LLVMGetOperand(fp, 0), dl);
    if (!gep.terms().isEmpty() || gep.pointerArithmetic() || gep.shifted()
        || gep.structName() == null) {
      return null;
    }
    return fieldOp(functions, di.retainedStruct(gep.structName()), gep.constant());
  }

  /**
   * Whether every use of declared global {@code g}'s address is a load or the address operand of
   * a paravirt call assembly, also through constant offsets into it: nothing stores to it, and its
   * address goes nowhere else.
   */
  private boolean onlyRead(LLVMValueRef g) {
    return onlyRead.computeIfAbsent(Ir.name(g), k -> usesOnlyRead(g, 0));
  }

  private static boolean usesOnlyRead(LLVMValueRef v, int depth) {
    if (depth > 8) {
      return false;
    }
    for (LLVMUseRef u = LLVMGetFirstUse(v); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (!Ir.isNull(LLVMIsALoadInst(user))) {
        continue;
      }
      if (!Ir.isNull(LLVMIsAConstantExpr(user))
          && (LLVMGetConstOpcode(user) == LLVMGetElementPtr
              || LLVMGetConstOpcode(user) == LLVMBitCast)
          && Ir.key(LLVMGetOperand(user, 0)) == Ir.key(v)) {
        if (!usesOnlyRead(user, depth + 1)) {
          return false;
        }
        continue;
      }
      if (!Ir.isNull(LLVMIsACallInst(user))
          && !Ir.isNull(LLVMIsAInlineAsm(LLVMGetCalledValue(user)))) {
        LLVMValueRef asm = LLVMGetCalledValue(user);
        LLVMValueRef a = paravirtAddress(user, AsmIdioms.text(asm), AsmIdioms.constraints(asm));
        if (a != null && Ir.key(a) == Ir.key(v) && occurrences(user, v) == 1) {
          continue;
        }
      }
      return false;
    }
    return true;
  }

  /** How many of the call's arguments are {@code v}. */
  private static int occurrences(LLVMValueRef call, LLVMValueRef v) {
    int n = 0;
    for (int k = 0; k < LLVMGetNumArgOperands(call); k++) {
      if (Ir.key(LLVMGetOperand(call, k)) == Ir.key(v)) {
        n++;
      }
    }
    return n;
  }
}

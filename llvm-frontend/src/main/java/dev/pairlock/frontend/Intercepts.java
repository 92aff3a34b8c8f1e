package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.LLVMAddAttributeAtIndex;
import static org.bytedeco.llvm.global.LLVM.LLVMAddFunction;
import static org.bytedeco.llvm.global.LLVM.LLVMAttributeFunctionIndex;
import static org.bytedeco.llvm.global.LLVM.LLVMCreateEnumAttribute;
import static org.bytedeco.llvm.global.LLVM.LLVMGetEnumAttributeKindForName;
import static org.bytedeco.llvm.global.LLVM.LLVMGetLinkage;
import static org.bytedeco.llvm.global.LLVM.LLVMInternalLinkage;
import static org.bytedeco.llvm.global.LLVM.LLVMIsFunctionVarArg;
import static org.bytedeco.llvm.global.LLVM.LLVMRemoveEnumAttributeAtIndex;
import static org.bytedeco.llvm.global.LLVM.LLVMDeleteFunction;
import static org.bytedeco.llvm.global.LLVM.LLVMGetNamedFunction;
import static org.bytedeco.llvm.global.LLVM.LLVMGlobalGetValueType;
import static org.bytedeco.llvm.global.LLVM.LLVMReplaceAllUsesWith;
import static org.bytedeco.llvm.global.LLVM.LLVMSetValueName2;

import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.models.KernelModel;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Kernel-tree mode: the functions the model tables name are modelled, not lifted, even where the
 * tree's headers define them ({@code spin_lock} over {@code _raw_spin_lock}, {@code kmalloc}
 * over {@code __kmalloc}, {@code atomic_inc} and {@code get_current} over inline assembly). Each
 * such definition from a header is replaced by a declaration of its name (the copies the linker
 * renamed, {@code spin_lock.3}, by the one declaration), so its calls are lowered by the model
 * and its assembly is never reached. Runs before the always-inline pass, which would otherwise
 * inline the {@code __always_inline} ones into the driver.
 */
final class Intercepts {
  private Intercepts() {}

  /** Replaces the intercepted header definitions; returns the names replaced (sorted). */
  static List<String> apply(IrModule ir, KernelModel model) {
    List<LLVMValueRef> defs = new ArrayList<>();
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (Ir.isDefinition(f) && model.intercepts(baseName(Ir.name(f))) && inHeader(f)) {
        defs.add(f);
      }
    }
    java.util.TreeSet<String> names = new java.util.TreeSet<>();
    for (LLVMValueRef f : defs) {
      String name = baseName(Ir.name(f));
      names.add(name);
      String dead = "__pairlock_intercepted." + name;
      LLVMSetValueName2(f, dead, dead.length());
      LLVMValueRef decl = LLVMGetNamedFunction(ir.module, name);
      if (Ir.isNull(decl)) {
        decl = LLVMAddFunction(ir.module, name, LLVMGlobalGetValueType(f));
      }
      LLVMReplaceAllUsesWith(f, decl);
      LLVMDeleteFunction(f);
    }
    return new ArrayList<>(names);
  }

  /**
   * Marks every other {@code static inline} function of the tree's headers always-inline (and not
   * noinline), so the always-inline pass inlines it into its callers: the points-to analysis is
   * context-insensitive, and a header helper called on two members of one object (6.1's
   * {@code dma_alloc_coherent(dev, size, &tp->tx_bufs_dma, gfp)} and {@code (..., &tp->rx_ring_dma,
   * ...)}, {@code u64_stats_update_begin(&tp->tx_stats.syncp)} and {@code (&tp->rx_stats.syncp)})
   * unified both members in its parameter and collapsed the object, and with it every lock in it
   * (8139too: each spin_lock on the private struct unresolved). The stub headers write such
   * helpers as macros for the same reason. Variadic functions are left (they cannot be inlined).
   * Returns how many were marked.
   */
  static int inlineHeaderHelpers(IrModule ir) {
    int always = LLVMGetEnumAttributeKindForName("alwaysinline", "alwaysinline".length());
    int never = LLVMGetEnumAttributeKindForName("noinline", "noinline".length());
    int optnone = LLVMGetEnumAttributeKindForName("optnone", "optnone".length());
    int n = 0;
    for (LLVMValueRef f : Ir.functions(ir.module)) {
      if (!Ir.isDefinition(f) || LLVMGetLinkage(f) != LLVMInternalLinkage || !inHeader(f)
          || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) != 0) {
        continue;
      }
      LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, never);
      LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
          LLVMCreateEnumAttribute(ir.context, always, 0));
      n++;
    }
    return n;
  }

  /** The name without the {@code .N} suffix the linker gives a second internal copy. */
  static String baseName(String n) {
    int dot = n.lastIndexOf('.');
    if (dot > 0 && dot + 1 < n.length() && n.substring(dot + 1).chars().allMatch(Character::isDigit)) {
      return n.substring(0, dot);
    }
    return n;
  }

  /** Whether a function is defined in a header (a driver's own function of that name is kept). */
  private static boolean inHeader(LLVMValueRef f) {
    SourceLoc loc = Ir.globalLoc(f);
    return loc == null || loc.file().endsWith(".h");
  }
}

package dev.pairlock.frontend;

import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.models.KernelModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/** What the lowering of one module shares across functions (one lift, one thread). */
final class LiftContext {
  static final Set<String> RESERVED =
      Set.of(
          "assert", "assume", "axiom", "bool", "break", "call", "complete", "const", "div", "else",
          "ensures", "exists", "extends", "false", "forall", "free", "function", "goto", "havoc",
          "if", "implementation", "int", "invariant", "lambda", "mod", "modifies", "old",
          "procedure", "real", "requires", "return", "returns", "then", "true", "type", "unique",
          "var", "where", "while", "yield", "par", "async", "pure", "atomic", "left", "right",
          "both", "linear", "bv");

  final IrModule ir;
  final DebugInfo di;
  final PointsTo pt;
  final Regions regions;
  final KernelModel model;
  final List<Diagnostic> diagnostics = new ArrayList<>();
  final Map<String, LockConst> locks = new LinkedHashMap<>();
  private final Map<String, LockConst> lockByLocation = new HashMap<>();
  final Set<String> functionConstants = new TreeSet<>();
  final Map<String, LLVMValueRef> registrations = new LinkedHashMap<>();
  final Map<String, Set<String>> readers = new HashMap<>();
  final Map<String, Set<String>> writers = new HashMap<>();
  final Map<String, Long> globalAddresses = new LinkedHashMap<>();
  final Map<String, List<String>> entryRoles = new LinkedHashMap<>();
  /** Entry point to its exclusive argument ({@code {:exclusive_param}}). */
  final Map<String, List<Integer>> exclusiveArg = new LinkedHashMap<>();
  /** Entry points the kernel calls holding a module reference ({@code {:holds_module}}). */
  final Set<String> holdsModule = new TreeSet<>();
  /** Entry points that never run concurrently with themselves ({@code {:single_instance}}). */
  final Set<String> singleInstance = new TreeSet<>();
  /** The callbacks a driver hands to the kernel (kernel mode), or null. */
  Callbacks callbacks;
  /**
   * Stores of DMA completion callbacks that no submission covers (user-space mode, {@link
   * DmaCallbackThreads}), by {@link Ir#key} of the store: reported where they are lowered.
   */
  final Map<Long, DmaCallbackThreads.Late> lateDmaCallbacks = new LinkedHashMap<>();
  /**
   * Whether the program starts DMA callback threads ({@link DmaCallbackThreads}): each gets the
   * descriptor's {@code callback_param} as it is at the submission.
   */
  boolean dmaCallbackThreads;
  /** The direct calls between the driver's functions, and those calling through pointers. */
  CallGraph callGraph;
  /** Thread template to the templates that start only after it has ended ({@code {:ends_before}}). */
  final Map<String, Set<String>> endsBefore = new LinkedHashMap<>();
  /** Which stack and heap objects are one instance per run (set before lowering). */
  LockInstances lockInstances;
  /** The locks of several instances already reported ({@code lock-instances}). */
  final Set<String> multiInstanceNoted = new TreeSet<>();
  /** The threads of a user-space program (null for a driver). */
  Threads threads;
  long heapBase;

  LiftContext(IrModule ir, DebugInfo di, PointsTo pt, Regions regions, KernelModel model) {
    this.ir = ir;
    this.di = di;
    this.pt = pt;
    this.regions = regions;
    this.model = model;
  }

  private AssumeLocks assumeLocks;

  private KernelOps kernelOps;

  private Set<Long> unpublishedWrappers;

  /** The allocation wrappers of unpublished objects only ({@link AllocWrappers#unpublished}). */
  Set<Long> unpublishedWrappers() {
    if (unpublishedWrappers == null) {
      unpublishedWrappers = AllocWrappers.unpublished(ir, model);
    }
    return unpublishedWrappers;
  }

  private NoCapture noCapture;

  /** The parameters the module's defined functions never capture ({@link NoCapture}). */
  NoCapture noCapture() {
    if (noCapture == null) {
      noCapture = NoCapture.of(ir, model);
    }
    return noCapture;
  }

  private Publication.Env publicationEnv;

  private Set<Long> ownedArguments;

  /** What {@link Publication} needs of the module. */
  Publication.Env publicationEnv() {
    if (publicationEnv == null) {
      publicationEnv = new Publication.Env(unpublishedWrappers(), noCapture(),
          pt::deallocatedParam, model);
    }
    return publicationEnv;
  }

  /** The start functions whose first parameter only the started thread has ({@link Publication}). */
  Set<Long> ownedArguments() {
    if (ownedArguments == null) {
      ownedArguments = Publication.ownedArguments(ir, publicationEnv());
    }
    return ownedArguments;
  }

  /** Calls through the kernel's ops tables the program only declares ({@link KernelOps}). */
  KernelOps kernelOps() {
    if (kernelOps == null) {
      kernelOps = new KernelOps(this);
    }
    return kernelOps;
  }

  /** The program's own locks written as atomic functions ({@link AssumeLocks}), found once. */
  AssumeLocks assumeLocks() {
    if (assumeLocks == null) {
      assumeLocks = AssumeLocks.of(ir.module);
    }
    return assumeLocks;
  }

  static Type ivlType(LLVMTypeRef t) {
    return Ir.isBool(t) ? Type.BOOL : Type.INT;
  }

  /** The IVL procedure name of a C function. */
  static String procName(String cName) {
    return RESERVED.contains(cName) ? "$" + cName : cName;
  }

  static String globalConst(String name) {
    return "$g." + name;
  }

  static String functionConst(String name) {
    return "$f." + name;
  }

  /** A readable lock constant name: identifier characters kept, others replaced. */
  static String lockConst(String readable) {
    StringBuilder sb = new StringBuilder("$lock.");
    for (char c : readable.toCharArray()) {
      sb.append(Character.isLetterOrDigit(c) || c == '_' || c == '.' ? c : '_');
    }
    return sb.toString();
  }

  /**
   * The lock at an abstract location ({@code node:offset}); a readable name already taken by
   * another location gets a suffix, so that two locations never share a constant.
   */
  LockConst lockAt(String location, String readable, String kind) {
    return lockAt(location, readable, kind, null, Map.of(), 0);
  }

  /**
   * As {@link #lockAt(String, String, String)}, for a location that may be several locks ({@code
   * instances}: why; null when it is one lock per run).
   */
  LockConst lockAt(
      String location,
      String readable,
      String kind,
      String instances,
      Map<String, LockConst.Range> regionOffsets,
      long field) {
    LockConst l = lockByLocation.get(location);
    if (l == null) {
      String name = readable;
      for (int k = 2; locks.containsKey(lockConst(name)); k++) {
        name = readable + "#" + k;
      }
      l = new LockConst(lockConst(name), name, kind, instances, regionOffsets, field);
      locks.put(l.constant(), l);
      lockByLocation.put(location, l);
    }
    return l;
  }

  void noteRead(RegionCell r, String proc) {
    if (!r.local()) {
      readers.computeIfAbsent(r.variable(), k -> new TreeSet<>()).add(proc);
    }
  }

  void noteWrite(RegionCell r, String proc) {
    if (!r.local()) {
      writers.computeIfAbsent(r.variable(), k -> new TreeSet<>()).add(proc);
    }
  }

  List<String> sorted(Set<String> s) {
    return s == null ? List.of() : new ArrayList<>(new TreeSet<>(s));
  }
}

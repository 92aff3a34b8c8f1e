package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.LLVMGetNamedFunction;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.models.KernelModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * The frontend's entry: C sources to an IVL program with split memory regions, entry points,
 * locks and source locations. One lift uses one LLVM context; lifts may run in parallel threads.
 */
public final class Lifter {
  private Lifter() {}

  /**
   * Lifts with the bundled model of the options' mode: the kernel's, or user space's ({@link
   * KernelModel#pthread()}). Directories stand for the {@code .c} files in them.
   */
  public static LiftResult lift(List<Path> sources, CompileOptions opts) throws CompileException {
    return lift(sources, opts, modelFor(opts));
  }

  /** The bundled model for a compilation mode. */
  public static KernelModel modelFor(CompileOptions opts) {
    if (opts.kernelTree()) {
      return KernelModel.forKernelTree();
    }
    return opts.kernel() ? KernelModel.standard() : KernelModel.pthread();
  }

  private static final java.util.regex.Pattern MAIN_DEFINITION =
      java.util.regex.Pattern.compile("\\bmain\\s*\\([^;{]*\\)\\s*\\{");

  /**
   * Whether the sources are a user-space program rather than a driver: one defines {@code main}
   * (a driver never does; a program without {@code pthread_create} is single-threaded and has no
   * pairs) or includes {@code <pthread.h>}. A textual test, made before compiling, since the mode
   * decides the headers. Directories stand for their {@code .c} and {@code .i} files; in a
   * preprocessed {@code .i} file the include is gone and the definition of {@code main} decides.
   */
  public static boolean looksLikePthreadProgram(List<Path> sources) {
    for (Path f : expand(sources)) {
      String text;
      try {
        text = Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1);
      } catch (IOException e) {
        continue; // the compiler reports unreadable files
      }
      if (MAIN_DEFINITION.matcher(text).find() || PTHREAD_INCLUDE.matcher(text).find()) {
        return true;
      }
    }
    return false;
  }

  private static final java.util.regex.Pattern PTHREAD_INCLUDE =
      java.util.regex.Pattern.compile("#\\s*include\\s*<pthread\\.h>");

  public static LiftResult lift(List<Path> sources, CompileOptions opts, KernelModel model)
      throws CompileException {
    return lift(sources, opts, model, List.of());
  }

  /**
   * Lifts with entry points named by the user besides those the model finds (role {@value
   * #COMMAND_LINE_ROLE}).
   *
   * @throws CompileException also when a named entry point is not a function the driver defines
   */
  public static LiftResult lift(
      List<Path> sources, CompileOptions opts, KernelModel model, List<String> extraEntryPoints)
      throws CompileException {
    return lift(sources, opts, model, extraEntryPoints, DebugTrace.OFF);
  }

  /** {@link #lift(List, CompileOptions, KernelModel, List)}, telling {@code trace} why nodes collapse. */
  public static LiftResult lift(
      List<Path> sources,
      CompileOptions opts,
      KernelModel model,
      List<String> extraEntryPoints,
      DebugTrace trace)
      throws CompileException {
    List<Path> files = expand(sources);
    if (files.isEmpty()) {
      throw new LiftException("no C sources in " + sources);
    }
    Path base = commonDirectory(files);
    Path tmp;
    try {
      tmp = TempDirectories.create("pairlock-bc");
    } catch (IOException e) {
      throw new LiftException("cannot create a temporary directory: " + e, e);
    }
    try {
      long t0 = System.nanoTime();
      List<Path> bcs = compileAll(files, base, tmp, opts);
      long t1 = System.nanoTime();
      LiftResult r = linkAndLift(files, bcs, base, model, extraEntryPoints, trace,
          KernelLibraries.of(files.get(0), opts, tmp));
      return new LiftResult(r.program(), r.regions(), r.entryPoints(), r.locks(),
          r.diagnostics(), r.sources(),
          new LiftResult.Stats((t1 - t0) / 1_000_000, r.stats().liftMillis(),
              r.stats().functions(), r.stats().sharedRegions(), r.stats().localRegions(),
              r.stats().pointsToNodes()));
    } finally {
      TempDirectories.delete(tmp);
    }
  }

  /** The diagnostic code of a program in which no entry point was found. */
  public static final String NO_ENTRY_POINTS = "no-entry-points";

  /** Why nothing can be checked when no entry point was found: what pairlock looks for. */
  private static Diagnostic noEntryPoints(KernelModel model) {
    String lookedFor = model.isUserSpace()
        ? "main and the start functions passed to pthread_create"
        : "the functions in the driver's operation tables (file_operations, miscdevice,"
            + " pci_driver, ... as initializers of its variables), module_init and module_exit";
    return new Diagnostic(Diagnostic.Severity.WARNING, NO_ENTRY_POINTS, null,
        "no entry points found: nothing was checked; pairlock looks for " + lookedFor
            + " (--entry-point F names one)");
  }

  /** {@link #liftBitcode}, a link conflict between the driver's files as a compile error. */
  private static LiftResult linkAndLift(List<Path> files, List<Path> bcs, Path base,
      KernelModel model, List<String> extraEntryPoints, DebugTrace trace, KernelLibraries libs)
      throws CompileException {
    try {
      return liftBitcode(bcs, base, model, extraEntryPoints, trace, libs);
    } catch (LinkException e) {
      Path f = files.get(e.fileIndex());
      String shown = f.startsWith(base) ? base.relativize(f).toString() : f.toString();
      throw new CompileException("cannot link " + shown + " with the driver's other files: "
          + e.getMessage(), "");
    }
  }

  private static List<Path> compileAll(
      List<Path> files, Path base, Path tmp, CompileOptions opts) throws CompileException {
    List<Path> bcs = new ArrayList<>();
    for (int i = 0; i < files.size(); i++) {
      Path bc = tmp.resolve(i + ".bc");
      Clang.compile(base, files.get(i), bc, opts, files.size() == 1);
      bcs.add(bc);
    }
    return bcs;
  }

  /** Lifts already compiled bitcode (compiled with {@link Clang} flags, relative to baseDir). */
  public static LiftResult liftBitcode(List<Path> bitcode, Path baseDir, KernelModel model) {
    try {
      return liftBitcode(bitcode, baseDir, model, List.of(), DebugTrace.OFF);
    } catch (CompileException e) {
      throw new IllegalStateException(e); // unreachable: no extra entry points to look up
    }
  }

  /** The role of entry points named on the command line. */
  public static final String COMMAND_LINE_ROLE = "command_line";

  static LiftResult liftBitcode(
      List<Path> bitcode,
      Path baseDir,
      KernelModel model,
      List<String> extraEntryPoints,
      DebugTrace trace)
      throws CompileException {
    return liftBitcode(bitcode, baseDir, model, extraEntryPoints, trace, null);
  }

  static LiftResult liftBitcode(
      List<Path> bitcode,
      Path baseDir,
      KernelModel model,
      List<String> extraEntryPoints,
      DebugTrace trace,
      KernelLibraries libs)
      throws CompileException {
    long t0 = System.nanoTime();
    Path previousDir = Ir.COMPILE_DIR.get();
    Ir.COMPILE_DIR.set(baseDir.toAbsolutePath().normalize());
    try (IrModule ir = IrModule.load(bitcode, model, libs, Set.copyOf(extraEntryPoints))) {
      if (!model.isUserSpace()) {
        RequestFunctions.holdQueueLock(ir); // before the hand-overs are read
      }
      removeUnusedModelFunctions(ir);
      DebugInfo di = new DebugInfo(ir.context, ir.module, ir.libraryFiles);
      if (!model.isUserSpace()) {
        SysfsAttributes.handOver(ir, di); // before the hand-overs are read
      }
      List<DmaCallbackThreads.Late> lateDma = model.isUserSpace()
          ? DmaCallbackThreads.startThreads(ir, di, model) // before the threads are read
          : List.of();
      if (model.isUserSpace()) {
        ThreadSpecific.rewrite(ir); // before the points-to analysis
      }
      Threads threads = model.isUserSpace() ? Threads.find(ir, model, extraEntryPoints) : null;
      List<EntryPoint> eps = new ArrayList<>(threads != null
          ? threadEntryPoints(threads) : EntryPoints.find(ir, di, model.entryPoints(), model.kernelTree()));
      // the callbacks a driver hands to the kernel (interrupt handlers, timers, work, ...)
      Callbacks callbacks = threads == null ? Callbacks.find(ir, di, model) : null;
      if (callbacks != null) {
        for (EntryPoint c : callbacks.entryPoints()) {
          if (eps.stream().noneMatch(e -> e.procedure().equals(c.procedure())
              && e.kind().equals(c.kind()))) {
            eps.add(c);
          }
        }
      }
      for (String name : extraEntryPoints) {
        LLVMValueRef f = LLVMGetNamedFunction(ir.module, name);
        if (Ir.isNull(f) || !Ir.isDefinition(f)) {
          throw new CompileException(
              "--entry-point " + name + ": the driver defines no function '" + name + "'", "");
        }
        if (eps.stream().noneMatch(e -> e.procedure().equals(name))) {
          eps.add(EntryPoint.found(name, COMMAND_LINE_ROLE, null, false));
        }
      }
      Set<String> external = new LinkedHashSet<>();
      for (EntryPoint e : eps) {
        external.add(e.procedure());
      }
      Set<String> uncalled = uncalledFunctions(ir);
      external.addAll(uncalled);
      if (threads != null) {
        // a thread's argument is what its creator passes (linked by the points-to analysis)
        external.removeAll(threads.templates());
      }
      if (callbacks != null) {
        // a callback's context is what the driver handed over (linked by the points-to analysis)
        external.removeAll(callbacks.bound());
      }
      // a callback's parameters through which the kernel passes objects of its own call, fresh
      // per call (functions.xml <exclusive>), in every role of the function
      Map<String, Set<Integer>> perCall = new LinkedHashMap<>();
      for (EntryPoint e : eps) {
        Set<Integer> ks = null;
        for (EntryPoint x : eps) {
          if (x.procedure().equals(e.procedure())) {
            Set<Integer> here = new java.util.TreeSet<>(model.functions().exclusiveParams(x.kind()));
            if (ks == null) {
              ks = here;
            } else {
              ks.retainAll(here);
            }
          }
        }
        if (ks != null && !ks.isEmpty()) {
          perCall.put(e.procedure(), ks);
        }
      }
      PointsTo pt = PointsTo.analyse(ir, di, model, external, callbacks, perCall, trace);
      // A function the driver calls only through pointers (tp->phy_reset_enable(tp)) gets its
      // arguments from those calls. It is no entry point, so a call by the kernel is never part
      // of a pair either: its parameters are not kernel objects.
      Set<String> internal = new LinkedHashSet<>(pt.indirectCallees());
      internal.retainAll(uncalled);
      for (EntryPoint e : eps) {
        internal.remove(e.procedure());
      }
      if (!internal.isEmpty()) {
        external.removeAll(internal);
        pt = PointsTo.analyse(ir, di, model, external, callbacks, perCall, trace);
      }
      Set<String> entryProcedures = new LinkedHashSet<>();
      for (EntryPoint e : eps) {
        entryProcedures.add(e.procedure());
      }
      Regions regions = new Regions(ir, pt, di, model, entryProcedures);
      LiftContext cx = new LiftContext(ir, di, pt, regions, model);
      for (DmaCallbackThreads.Late l : lateDma) {
        cx.lateDmaCallbacks.put(Ir.key(l.store()), l);
      }
      cx.dmaCallbackThreads = model.isUserSpace() && DmaCallbackThreads.started(ir);
      for (EntryPoint e : eps) {
        cx.entryRoles.computeIfAbsent(e.procedure(), k -> new ArrayList<>()).add(e.kind());
      }
      // an argument is exclusive only if it is so in every role of the function
      for (EntryPoint e : eps) {
        java.util.Set<Integer> ks = null;
        for (EntryPoint x : eps) {
          if (x.procedure().equals(e.procedure())) {
            java.util.Set<Integer> here = new java.util.TreeSet<>(
                model.functions().exclusiveParams(x.kind()));
            model.entryPoints().exclusiveArg(x.kind()).ifPresent(here::add);
            if (ks == null) {
              ks = here;
            } else {
              ks.retainAll(here);
            }
          }
        }
        if (ks != null && !ks.isEmpty()) {
          cx.exclusiveArg.put(e.procedure(), List.copyOf(ks));
        }
      }
      // the module is pinned around a function's calls only if every table holding it pins it
      for (EntryPoint e : eps) {
        if (eps.stream().filter(x -> x.procedure().equals(e.procedure()))
            .allMatch(EntryPoint::holdsModule)) {
          cx.holdsModule.add(e.procedure());
        }
      }
      if (threads != null) {
        cx.threads = threads;
        if (threads.hasMain() && !threads.hasUnresolved() && !threads.mainUsed()) {
          // with an unresolved start function, main's self pair stands for main against the
          // thread not analysed: it reaches the {:unsound} create and is unverified
          cx.singleInstance.add(Threads.MAIN);
        }
        for (String t : threads.templates()) {
          if (threads.singleInstance(t)) {
            cx.singleInstance.add(t);
          }
        }
        cx.endsBefore.putAll(ThreadOrder.endsBefore(cx));
      }
      Set<String> onceRoots = new LinkedHashSet<>();
      if (threads != null) {
        if (threads.hasMain()) {
          onceRoots.add(Threads.MAIN);
        }
        onceRoots.addAll(cx.singleInstance);
      } else {
        // module init runs once; a bus probe once per device (one device per driver, assumed)
        for (var e : cx.entryRoles.entrySet()) {
          if (e.getValue().stream().allMatch(r -> r.equals(EntryPoint.MODULE_INIT) || r.endsWith(".probe"))) {
            onceRoots.add(e.getKey());
          }
        }
      }
      // an entry point that is not a root runs as threads of its own, maybe many: never once,
      // even where some function calls it just once (nor does main when it is called or its
      // address is taken)
      Set<String> neverOnce = new LinkedHashSet<>(extraEntryPoints);
      for (EntryPoint e : eps) {
        if (!onceRoots.contains(e.procedure())) {
          neverOnce.add(e.procedure());
        }
      }
      if (threads != null && threads.mainUsed()) {
        onceRoots.remove(Threads.MAIN);
        neverOnce.add(Threads.MAIN);
      }
      cx.lockInstances = new LockInstances(ir, pt, onceRoots, neverOnce);
      if (callbacks != null) {
        cx.callbacks = callbacks;
        for (String fn : callbacks.functions()) {
          // one object's callback is serialized with itself by a self rule of its kind
          String kind = callbacks.kindOf(fn);
          boolean selfRule = model.serialization().rules().stream()
              .anyMatch(r -> r.self() && r.serializes(kind, kind));
          if (selfRule && callbacks.singleObject(fn, pt, cx.lockInstances, entryProcedures)) {
            cx.singleInstance.add(fn);
          }
        }
      }
      ModuleLowering ml = new ModuleLowering(cx);
      ml.layout();
      Program program = new Program(ml.lower());
      Set<String> constructors = StaticConstructors.find(ir);
      if (callbacks != null) {
        Set<String> unbound = callbacks.unboundStatics();
        if (!unbound.isEmpty()) {
          program = StaticConstructors.taint(program, unbound, "callback-context",
              "the context of a statically initialised callback (its data) is not an address"
                  + " the analysis can follow: races through it may be missed");
        }
      }
      if (!constructors.isEmpty()) {
        String msg = StaticConstructors.message(constructors);
        Set<String> roots = new LinkedHashSet<>();
        eps.forEach(e -> roots.add(e.procedure()));
        program = StaticConstructors.taint(program, roots, msg);
      }
      List<RegionInfo> infos = new ArrayList<>();
      int shared = 0;
      for (RegionCell r : regions.all()) {
        shared += r.local() ? 0 : 1;
      }
      List<RegionCell> ordered = new ArrayList<>(regions.all());
      ordered.sort(Comparator.comparing(RegionCell::local).thenComparingInt(RegionCell::id));
      for (RegionCell r : ordered) {
        infos.add(new RegionInfo(r.region(),
            cx.sorted(cx.readers.get(r.variable())), cx.sorted(cx.writers.get(r.variable())),
            r.offset() < 0));
      }
      List<Diagnostic> diags = new ArrayList<>(cx.diagnostics);
      if (eps.isEmpty()) {
        diags.add(noEntryPoints(model));
      }
      diags.sort(null);
      int functions = program.procedures().size()
          - (int) program.procedures().stream().filter(p -> p.body() == null).count() - 1;
      long t1 = System.nanoTime();
      return new LiftResult(program, infos, lifted(eps, program, cx.singleInstance),
          new ArrayList<>(cx.locks.values()), diags,
          new SourceText(baseDir),
          new LiftResult.Stats(0, (t1 - t0) / 1_000_000, functions, shared,
              regions.all().size() - shared, pt.graph.size()));
    } finally {
      Ir.COMPILE_DIR.set(previousDir);
    }
  }

  /** The entry points found, with their location and instance facts as lifted. */
  private static List<EntryPoint> lifted(
      List<EntryPoint> found, Program program, Set<String> singleInstance) {
    Map<String, SourceLoc> locs = new HashMap<>();
    for (Decl.Procedure p : program.procedures()) {
      Attribute.sourceLocOf(p.attrs()).ifPresent(l -> locs.put(p.name(), l));
    }
    return found.stream()
        .map(e -> e.lifted(locs.get(e.procedure()), singleInstance.contains(e.procedure())))
        .toList();
  }

  /** main (the initial thread) and the thread templates of a user-space program. */
  private static List<EntryPoint> threadEntryPoints(Threads threads) {
    List<EntryPoint> eps = new ArrayList<>();
    if (threads.hasMain()) {
      eps.add(EntryPoint.found(Threads.MAIN, Threads.MAIN_ROLE, null, false));
    }
    for (String t : threads.templates()) {
      eps.add(EntryPoint.found(
          t, Threads.THREAD_ROLE, String.join(", ", threads.creators(t)), false));
    }
    return eps;
  }

  /**
   * Deletes the model bodies of pairlock's kernel headers that nothing in the module uses: dead
   * code, whose diagnostics would only be noise. Then the headers' own globals nothing uses (the
   * pseudo-locks, weak definitions every file that includes their header emits).
   */
  static void removeUnusedModelFunctions(IrModule ir) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (var f : Ir.functions(ir.module)) {
        if (Ir.isDefinition(f) && inModelHeaders(f)
            && Ir.isNull(org.bytedeco.llvm.global.LLVM.LLVMGetFirstUse(f))) {
          org.bytedeco.llvm.global.LLVM.LLVMDeleteFunction(f);
          changed = true;
        }
      }
    }
    for (var g : Ir.globals(ir.module)) {
      if (Ir.name(g).startsWith("__pairlock_")
          && Ir.isNull(org.bytedeco.llvm.global.LLVM.LLVMGetFirstUse(g))) {
        org.bytedeco.llvm.global.LLVM.LLVMDeleteGlobal(g);
      }
    }
  }

  /** Defined functions no call instruction of the module calls directly. */
  static Set<String> uncalledFunctions(IrModule ir) {
    Set<String> called = new java.util.HashSet<>();
    for (var f : Ir.functions(ir.module)) {
      for (var b : Ir.blocks(f)) {
        for (var i : Ir.instructions(b)) {
          if (org.bytedeco.llvm.global.LLVM.LLVMGetInstructionOpcode(i)
              == org.bytedeco.llvm.global.LLVM.LLVMCall) {
            var callee = org.bytedeco.llvm.global.LLVM.LLVMGetCalledValue(i);
            if (!Ir.isNull(org.bytedeco.llvm.global.LLVM.LLVMIsAFunction(callee))) {
              called.add(Ir.name(callee));
            }
          }
        }
      }
    }
    Set<String> r = new LinkedHashSet<>();
    for (var f : Ir.functions(ir.module)) {
      if (Ir.isDefinition(f) && !called.contains(Ir.name(f)) && !inModelHeaders(f)) {
        r.add(Ir.name(f));
      }
    }
    return r;
  }

  /**
   * Whether a function is one of the model bodies of pairlock's kernel headers: the kernel never
   * calls those back, so an unused one is dead code, not a callback with kernel-given arguments.
   */
  private static boolean inModelHeaders(org.bytedeco.llvm.LLVM.LLVMValueRef f) {
    dev.pairlock.ivl.ast.SourceLoc loc = Ir.globalLoc(f);
    if (loc == null) {
      return false;
    }
    Path file = Path.of(loc.file());
    if (!file.isAbsolute()) {
      // globalLoc names a file relative to the compile directory (else absolute)
      Path cwd = Ir.COMPILE_DIR.get();
      file = (cwd != null ? cwd : Path.of(Ir.locDirectory(f))).resolve(file);
    }
    // the directory's name only: kernelIncludeDir() would read and compare every header again, on
    // each of the module's functions (the compile that made the module extracted them)
    return file.normalize().startsWith(Clang.kernelIncludeDirName());
  }

  /**
   * Whether a file is a C source pairlock compiles: a {@code .c} file, or a {@code .i} file
   * (preprocessed C, as SV-COMP's tasks; clang reads it as such by its extension).
   */
  public static boolean isSource(Path file) {
    String n = file.toString();
    return n.endsWith(".c") || n.endsWith(".i");
  }

  /** The file name without its {@code .c} or {@code .i}. */
  public static String stripSourceSuffix(String name) {
    return name.endsWith(".c") || name.endsWith(".i") ? name.substring(0, name.length() - 2) : name;
  }

  static List<Path> expand(List<Path> sources) {
    List<Path> r = new ArrayList<>();
    for (Path s : sources) {
      if (Files.isDirectory(s)) {
        try (Stream<Path> st = Files.list(s)) {
          st.filter(Lifter::isSource).sorted().forEach(r::add);
        } catch (IOException e) {
          throw new LiftException("cannot list " + s + ": " + e, e);
        }
      } else {
        r.add(s);
      }
    }
    return r;
  }

  static Path commonDirectory(List<Path> files) {
    Path common = files.get(0).toAbsolutePath().normalize().getParent();
    for (Path f : files) {
      Path d = f.toAbsolutePath().normalize().getParent();
      while (!d.startsWith(common)) {
        common = common.getParent();
      }
    }
    return common;
  }
}

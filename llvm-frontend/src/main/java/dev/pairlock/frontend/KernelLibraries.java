package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.models.FunctionModels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Kernel-tree mode: the kernel libraries whose out-of-line functions call the driver back in
 * place ({@code functions.xml <library>}: the MII library's {@code mii_check_media} calls the
 * driver's {@code mii_if_info.mdio_read} in the caller's thread, with the caller's locks). A
 * library the driver calls is compiled from the tree's own source with the flags of the driver's
 * first file and linked into it, reduced to the functions the driver calls and what they call;
 * its code is then lifted like the driver's. A library whose source the tree lacks, or that does
 * not compile, is not linked: its functions stay unmodelled (and the in-place rule, which needs
 * its code, does not apply). A C model pairlock ships for such functions ({@code <library
 * model>}: {@code acpi_walk_resources}, {@code stop_machine}) is linked the same way.
 */
final class KernelLibraries {
  private final Path root;
  private final List<String> flags;
  private final CompileOptions opts;
  private final Path tmp;
  /** The library sources whose code is in the program whenever the driver calls them. */
  final Set<String> available = new LinkedHashSet<>();
  /** The absolute paths of the libraries linked (not the driver's files). */
  final Set<Path> linkedFiles = new LinkedHashSet<>();

  private KernelLibraries(Path root, List<String> flags, CompileOptions opts, Path tmp) {
    this.root = root;
    this.flags = flags;
    this.opts = opts;
    this.tmp = tmp;
  }

  /**
   * The libraries of the tree that holds {@code firstFile} (the driver's first file, compiled with
   * {@code opts}' tree flags), or null outside kernel-tree mode or a tree.
   */
  static KernelLibraries of(Path firstFile, CompileOptions opts, Path tmp) {
    if (!opts.kernelTree()) {
      return null;
    }
    Path abs = firstFile.toAbsolutePath().normalize();
    List<String> flags = opts.treeFlags().get(abs.toString());
    if (flags == null) {
      return null;
    }
    for (Path d = abs.getParent(); d != null; d = d.getParent()) {
      if (Files.isDirectory(d.resolve("include/generated"))) {
        return new KernelLibraries(d, flags, opts, tmp);
      }
    }
    return null;
  }

  /**
   * Links into {@code linked} the libraries of {@code models} whose symbols it declares without
   * defining them (to a fixpoint: a library may call another), and records which are available.
   */
  void link(LLVMContextRef ctx, LLVMModuleRef linked, FunctionModels models) {
    List<FunctionModels.Library> pending = new ArrayList<>();
    for (FunctionModels.Library l : models.libraries()) {
      if (Files.isRegularFile(file(l))) {
        pending.add(l);
        available.add(l.source());
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (var it = pending.iterator(); it.hasNext(); ) {
        FunctionModels.Library l = it.next();
        Set<String> needed = new LinkedHashSet<>();
        for (String s : l.symbols()) {
          LLVMValueRef f = LLVMGetNamedFunction(linked, s);
          if (!Ir.isNull(f) && !Ir.isDefinition(f)) {
            needed.add(s);
          }
        }
        if (needed.isEmpty()) {
          continue;
        }
        it.remove();
        changed = true;
        LLVMModuleRef lib = compile(ctx, l);
        if (lib == null) {
          available.remove(l.source());
          continue;
        }
        reduce(lib, needed, l.bundled());
        if (LLVMLinkModules2(linked, lib) != 0) { // consumes lib
          throw new LiftException("cannot link the kernel library " + l.source()
              + " with the driver");
        }
        linkedFiles.add(file(l));
      }
    }
  }

  /**
   * The library's source: in the tree, or for a model pairlock ships, among the stub headers
   * (extracted to pairlock's cache, shown as {@code <pairlock>/...} in reports).
   */
  private Path file(FunctionModels.Library l) {
    Path base = l.bundled() ? Clang.kernelIncludeDir() : root;
    return base.resolve(l.source()).toAbsolutePath().normalize();
  }

  /** The library's bitcode, compiled from the tree, or null when it does not compile. */
  private LLVMModuleRef compile(LLVMContextRef ctx, FunctionModels.Library l) {
    Path src = file(l);
    Map<String, List<String>> tf = new LinkedHashMap<>();
    tf.put(src.toString(), flags);
    CompileOptions o = new CompileOptions(opts.includes(), opts.defines(), opts.kernel(),
        opts.forcedIncludes(), opts.dataModel(), tf);
    Path bc = tmp.resolve("lib-" + l.source().replace('/', '_') + ".bc");
    try {
      Clang.compile(root, src, bc, o, false);
    } catch (CompileException e) {
      return null;
    }
    return IrModule.parse(ctx, bc);
  }

  /**
   * Keeps of a library module only the functions the driver calls ({@code needed}) and what they
   * use: its export tables and {@code llvm.used} lists are dropped, every other definition made
   * internal, and the unused ones removed ({@code globaldce}). A model pairlock ships ({@code
   * bundled}) has its locals in registers ({@code mem2reg}) before it is linked, so that inlining
   * it at a call whose argument is a constant (a NULL cpu mask) folds the branches on it.
   */
  private static void reduce(LLVMModuleRef lib, Set<String> needed, boolean bundled) {
    for (String n : List.of("llvm.used", "llvm.compiler.used")) {
      LLVMValueRef g = LLVMGetNamedGlobal(lib, n);
      if (!Ir.isNull(g)) {
        LLVMDeleteGlobal(g);
      }
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(lib); !Ir.isNull(f); f = LLVMGetNextFunction(f)) {
      if (LLVMIsDeclaration(f) == 0 && !needed.contains(LLVMGetValueName(f).getString())) {
        LLVMSetLinkage(f, LLVMInternalLinkage);
      }
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(lib); !Ir.isNull(g); g = LLVMGetNextGlobal(g)) {
      if (LLVMIsDeclaration(g) == 0) {
        LLVMSetLinkage(g, LLVMInternalLinkage);
      }
    }
    if (bundled) {
      IrModule.runPasses(lib, "mem2reg");
    }
    IrModule.runPasses(lib, "globaldce");
  }
}

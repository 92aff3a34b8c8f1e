package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMDiagnosticHandler;
import org.bytedeco.llvm.LLVM.LLVMDiagnosticInfoRef;
import org.bytedeco.llvm.LLVM.LLVMErrorRef;
import org.bytedeco.llvm.LLVM.LLVMMemoryBufferRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMPassBuilderOptionsRef;
import org.bytedeco.llvm.LLVM.LLVMTargetDataRef;
import org.bytedeco.llvm.LLVM.LLVMUseRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * A linked LLVM module in its own context (one context per lift, used by one thread). Closing it
 * disposes the module before the context.
 */
final class IrModule implements AutoCloseable {
  final LLVMContextRef context;
  final LLVMModuleRef module;
  final LLVMTargetDataRef dataLayout;
  /** Called from native code: reachable, and its native slot held, as long as the context. */
  private final ErrorCollector diagnostics;
  private boolean closed;
  /**
   * Kernel-tree mode: the kernel libraries whose code is in the program whenever the driver calls
   * them ({@link KernelLibraries#available}), and the files of those linked into it.
   */
  java.util.Set<String> libraries = java.util.Set.of();
  java.util.Set<Path> libraryFiles = java.util.Set.of();

  private IrModule(LLVMContextRef context, LLVMModuleRef module, ErrorCollector diagnostics) {
    this.context = context;
    this.module = module;
    this.diagnostics = diagnostics;
    this.dataLayout = LLVMGetModuleDataLayout(module);
  }

  /** The accessors inlined into their callers when loading ({@link Accessors}), sorted. */
  List<String> accessors = List.of();

  /** Reads the bitcode files, links them into the first, runs {@code mem2reg}. */
  static IrModule load(List<Path> bitcodeFiles) {
    return load(bitcodeFiles, null);
  }

  /**
   * Reads the bitcode files and links them into the first; in the kernel-tree model (bitcode
   * compiled without LLVM passes) replaces the intercepted definitions ({@link Intercepts}) and
   * inlines the {@code __always_inline} functions; then runs {@code mem2reg}.
   */
  static IrModule load(List<Path> bitcodeFiles, dev.pairlock.models.KernelModel model) {
    return load(bitcodeFiles, model, null);
  }

  /**
   * {@link #load(List, dev.pairlock.models.KernelModel)}, linking in kernel-tree mode the kernel
   * libraries the driver calls ({@link KernelLibraries}; null: none) before the intercepts.
   */
  static IrModule load(List<Path> bitcodeFiles, dev.pairlock.models.KernelModel model,
      KernelLibraries libs) {
    return load(bitcodeFiles, model, libs, java.util.Set.of());
  }

  /**
   * {@link #load(List, dev.pairlock.models.KernelModel, KernelLibraries)}; after {@code mem2reg},
   * with a model, inlines the small accessors into their direct callers ({@link Accessors}),
   * except those named in {@code keep}.
   */
  static IrModule load(List<Path> bitcodeFiles, dev.pairlock.models.KernelModel model,
      KernelLibraries libs, java.util.Set<String> keep) {
    if (bitcodeFiles.isEmpty()) {
      throw new LiftException("no bitcode to load");
    }
    Natives.loadLlvm();
    LLVMContextRef ctx = LLVMContextCreate();
    // LLVM's default handler prints an error and exits the process (a link conflict would end the
    // JVM with status 1, the "races found" status): collect errors instead
    // JavaCPP has ten native slots for the handlers of a FunctionPointer class: each is released
    // when its context is disposed (close), not left to the garbage collector; without a slot the
    // handler would be null and LLVM's default one would end the process on a link conflict
    ErrorCollector errors = new ErrorCollector();
    if (errors.isNull()) {
      LLVMContextDispose(ctx);
      throw new LiftException("no LLVM diagnostic handler free (at most ten modules at once)");
    }
    LLVMContextSetDiagnosticHandler(ctx, errors, null);
    LLVMModuleRef linked = null;
    try {
      for (int i = 0; i < bitcodeFiles.size(); i++) {
        LLVMModuleRef m = parse(ctx, bitcodeFiles.get(i));
        if (linked == null) {
          linked = m;
        } else if (internalizeUnreferencedDuplicates(linked, m)
            && LLVMLinkModules2(linked, m) != 0) { // consumes m
          throw new LinkException(i, errors.messages.isEmpty()
              ? "conflicting definitions"
              : String.join("; ", errors.messages));
        }
      }
      if (libs != null && model != null && model.kernelTree()) {
        libs.link(ctx, linked, model.functions());
      }
      IrModule ir = new IrModule(ctx, linked, errors);
      if (libs != null) {
        ir.libraries = java.util.Set.copyOf(libs.available);
        ir.libraryFiles = java.util.Set.copyOf(libs.linkedFiles);
      }
      if (model != null && model.kernelTree()) {
        Intercepts.apply(ir, model);
        Intercepts.inlineHeaderHelpers(ir);
        ir.runPasses("always-inline");
      }
      ir.runPasses("mem2reg");
      if (model != null) {
        ir.accessors = Accessors.inline(ir, model, keep);
      }
      // debug records as llvm.dbg.* calls: the C API can read a local variable's type from them
      LLVMSetIsNewDbgInfoFormat(linked, 0);
      return ir;
    } catch (RuntimeException e) {
      if (linked != null) {
        LLVMDisposeModule(linked);
      }
      LLVMContextDispose(ctx);
      errors.deallocate();
      throw e;
    } finally {
      java.lang.ref.Reference.reachabilityFence(errors);
    }
  }

  /**
   * Keeps apart a variable that two files of one driver both define where one of them never
   * refers to it: that copy is made internal to its file before linking. Such a pair is an
   * artefact of compiling with {@code -fkeep-persistent-storage-variables}: clang then emits a
   * file-scope register variable as a global named after its register (the kernel's {@code
   * current_stack_pointer asm("rsp")} in every file including {@code asm/asm.h}), although its
   * reads and writes go to the register, never to that global. A real variable defined twice
   * would not link under kbuild either. Internalising a copy its file never refers to changes no
   * access of any file, so the analysis is the same; a variable both files use stays a link
   * conflict. Always true (a condition in the caller's chain).
   */
  private static boolean internalizeUnreferencedDuplicates(LLVMModuleRef linked, LLVMModuleRef m) {
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); !Ir.isNull(g); g = LLVMGetNextGlobal(g)) {
      if (LLVMIsDeclaration(g) != 0 || isLocalLinkage(g)) {
        continue;
      }
      String name = LLVMGetValueName(g).getString();
      if (name.startsWith("llvm.")) {
        continue;
      }
      LLVMValueRef other = LLVMGetNamedGlobal(linked, name);
      if (Ir.isNull(other) || LLVMIsDeclaration(other) != 0 || isLocalLinkage(other)) {
        continue;
      }
      if (!referenced(g)) {
        LLVMSetLinkage(g, LLVMInternalLinkage);
      } else if (!referenced(other)) {
        LLVMSetLinkage(other, LLVMInternalLinkage);
      }
    }
    return true;
  }

  private static boolean isLocalLinkage(LLVMValueRef g) {
    int l = LLVMGetLinkage(g);
    return l == LLVMInternalLinkage || l == LLVMPrivateLinkage;
  }

  /**
   * Whether anything but the {@code llvm.used} / {@code llvm.compiler.used} lists refers to the
   * global (through constants too).
   */
  private static boolean referenced(LLVMValueRef v) {
    for (LLVMUseRef u = LLVMGetFirstUse(v); !Ir.isNull(u); u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (!Ir.isNull(LLVMIsAGlobalVariable(user))) {
        String n = LLVMGetValueName(user).getString();
        if (!n.equals("llvm.used") && !n.equals("llvm.compiler.used")) {
          return true;
        }
      } else if (!Ir.isNull(LLVMIsAConstant(user))) {
        if (referenced(user)) {
          return true;
        }
      } else {
        return true;
      }
    }
    return false;
  }

  /** The messages of the error diagnostics LLVM reports in a context. */
  private static final class ErrorCollector extends LLVMDiagnosticHandler {
    final List<String> messages = new ArrayList<>();

    @Override
    public void call(LLVMDiagnosticInfoRef info, Pointer context) {
      if (LLVMGetDiagInfoSeverity(info) == LLVMDSError) {
        BytePointer d = LLVMGetDiagInfoDescription(info);
        messages.add(d.getString());
        LLVMDisposeMessage(d);
      }
    }
  }

  static LLVMModuleRef parse(LLVMContextRef ctx, Path f) {
    LLVMMemoryBufferRef buf = new LLVMMemoryBufferRef();
    BytePointer err = new BytePointer();
    if (LLVMCreateMemoryBufferWithContentsOfFile(new BytePointer(f.toString()), buf, err) != 0) {
      String msg = err.getString();
      LLVMDisposeMessage(err);
      throw new LiftException("cannot read " + f + ": " + msg);
    }
    LLVMModuleRef m = new LLVMModuleRef();
    if (LLVMParseBitcodeInContext2(ctx, buf, m) != 0) {
      LLVMDisposeMemoryBuffer(buf);
      throw new LiftException("invalid bitcode in " + f);
    }
    LLVMDisposeMemoryBuffer(buf);
    return m;
  }

  /** Runs a new-pass-manager pipeline (e.g. {@code "mem2reg"}); debug locations are kept. */
  void runPasses(String pipeline) {
    runPasses(module, pipeline);
  }

  /** Runs a new-pass-manager pipeline on {@code module}. */
  static void runPasses(LLVMModuleRef module, String pipeline) {
    LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
    try {
      LLVMErrorRef e = LLVMRunPasses(module, pipeline, null, opts);
      if (e != null && !e.isNull()) {
        BytePointer msg = LLVMGetErrorMessage(e);
        String s = msg.getString();
        LLVMDisposeErrorMessage(msg);
        throw new LiftException("LLVM pass pipeline '" + pipeline + "' failed: " + s);
      }
    } finally {
      LLVMDisposePassBuilderOptions(opts);
    }
  }

  /** The module as LLVM assembly (for debugging and tests). */
  String print() {
    BytePointer p = LLVMPrintModuleToString(module);
    String s = p.getString();
    LLVMDisposeMessage(p);
    return s;
  }

  @Override
  public void close() {
    if (!closed) {
      closed = true;
      LLVMDisposeModule(module);
      LLVMContextDispose(context);
      diagnostics.deallocate();
    }
  }
}

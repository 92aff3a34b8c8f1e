package dev.pairlock.frontend;

import dev.pairlock.models.KernelHeaders;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Compiles C files to LLVM bitcode with the bundled clang: {@code -c -emit-llvm -g -O0
 * -fno-discard-value-names -Xclang -disable-O0-optnone} (so that {@code mem2reg} can run), in
 * kernel mode also {@code -nostdinc -I<stub headers> -D__KERNEL__ -fgnu89-inline
 * -fkeep-persistent-storage-variables}. clang runs in {@code baseDir} with the source path
 * relative to it, so debug-info file names are relative.
 */
public final class Clang {
  private Clang() {}

  /**
   * The directory with pairlock's stub kernel headers, named after their content digest (so that
   * pairlock versions sharing the cache never overwrite each other's headers).
   */
  public static synchronized Path kernelIncludeDir() {
    Path dir = kernelIncludeDirName();
    try {
      return KernelHeaders.extractTo(dir);
    } catch (IOException e) {
      throw new LiftException("cannot extract the kernel headers to " + dir + ": " + e, e);
    }
  }

  /** Where {@link #kernelIncludeDir} puts the stub headers (without extracting them). */
  public static Path kernelIncludeDirName() {
    return Natives.cacheDir().resolveSibling("include-" + KernelHeaders.contentHash());
  }

  /** The clang command line for one file (without the executable). */
  static List<String> arguments(Path relativeSource, Path output, CompileOptions opts) {
    return arguments(relativeSource, null, output, opts, false);
  }

  /**
   * The clang command line for one file; {@code absoluteSource} finds the file's flags in
   * kernel-tree mode ({@link CompileOptions#treeFlags}). {@code wholeProgram}: the file is the
   * whole program (a user-space program of one file, an SV-COMP task), compiled with GNU inline
   * semantics too: under C99's a plain {@code inline} definition is inline-only, clang at -O0
   * emits a call to an external definition instead, and a program of one file has none (gcc
   * would not link it either); the inline definition is then the function's only body, and
   * {@code -fgnu89-inline} emits it. A program of several files keeps C99's rules, under which
   * the header's {@code inline} functions of two files would otherwise be defined twice.
   */
  static List<String> arguments(
      Path relativeSource,
      Path absoluteSource,
      Path output,
      CompileOptions opts,
      boolean wholeProgram) {
    if (opts.kernelTree()) {
      return treeArguments(relativeSource, absoluteSource, output, opts);
    }
    List<String> args = new ArrayList<>();
    args.addAll(
        List.of(
            "-c",
            "-emit-llvm",
            "-g",
            "-O0",
            "-fno-discard-value-names",
            "-Xclang",
            "-disable-O0-optnone",
            "-fno-stack-protector",
            "-std=gnu11",
            // the debug info of every struct, also of one only an extern variable has (a kernel
            // ops table the program calls through, KernelOps): clang describes no extern
            // variable, so nothing else would name that struct's fields
            "-fno-eliminate-unused-debug-types"));
    args.addAll(opts.dataModel().clangFlags());
    if (opts.kernel()) {
      args.add("-nostdinc");
      args.add("-I" + kernelIncludeDir());
      args.add("-D__KERNEL__");
      // the kernel's inline semantics: a plain `inline` definition is emitted (under C99 rules
      // it would be an inline-only definition, and its callers would call an extern without a
      // body: ds1286_is_updating, compute_yday in WHOOP's suite)
      args.add("-fgnu89-inline");
      // every variable of static storage is emitted, referenced or not: an ops table that no
      // code clang keeps refers to (an init that registers nothing, no module_init at all) is
      // still the driver's table, and its functions are entry points; clang would drop the
      // table and, with it, the functions (the pairs would silently be none). Unlike
      // -femit-all-decls, this emits no unused function body of the headers.
      args.add("-fkeep-persistent-storage-variables");
    } else {
      // what gcc accepts with a warning (SV-COMP's tasks were written for it), clang 16 and later
      // reject by default: int-pointer conversions, implicit declarations and int
      args.add("-Wno-error=int-conversion");
      args.add("-Wno-error=implicit-function-declaration");
      args.add("-Wno-error=implicit-int");
      args.add("-Wno-error=incompatible-function-pointer-types");
      if (wholeProgram) {
        args.add("-fgnu89-inline");
      }
    }
    return withUserFlags(args, relativeSource, output, opts);
  }

  /** {@code args} with the user's {@code -I}, {@code -D} and {@code -include}, the source, the output. */
  private static List<String> withUserFlags(
      List<String> args, Path relativeSource, Path output, CompileOptions opts) {
    for (Path i : opts.includes()) {
      args.add("-I" + i.toAbsolutePath());
    }
    for (String d : opts.defines()) {
      args.add("-D" + d);
    }
    for (Path f : opts.forcedIncludes()) {
      args.add("-include");
      args.add(f.toAbsolutePath().toString());
    }
    args.add(relativeSource.toString());
    args.add("-o");
    args.add(output.toString());
    return args;
  }

  /**
   * Kernel-tree mode: the file's own flags from the tree's build (its headers, configuration,
   * {@code -include}s and {@code KBUILD_*} macros), no stub headers; bitcode without LLVM's
   * passes, so that the always-inline functions arrive as functions and the frontend can model
   * the ones the tables name before inlining the rest ({@code Intercepts}).
   */
  private static List<String> treeArguments(
      Path relativeSource, Path absoluteSource, Path output, CompileOptions opts) {
    String key = absoluteSource == null ? null : absoluteSource.toAbsolutePath().normalize().toString();
    List<String> flags = key == null ? null : opts.treeFlags().get(key);
    if (flags == null) {
      throw new LiftException("kernel-tree mode: no compile command for " + relativeSource);
    }
    List<String> args = new ArrayList<>(List.of(
        "-c", "-emit-llvm", "-g", "-O0", "-fno-discard-value-names",
        "-Xclang", "-disable-O0-optnone", "-Xclang", "-disable-llvm-passes",
        "-fno-stack-protector", "-w"));
    args.addAll(flags);
    // after the tree's flags, as in stub mode: the kernel's gnu89 inline semantics, and every
    // variable of static storage emitted (ops tables no kept code refers to)
    args.add("-fgnu89-inline");
    args.add("-fkeep-persistent-storage-variables");
    return withUserFlags(args, relativeSource, output, opts);
  }

  /**
   * How clang's run ended, as pairlock reports it: exit 0 with the output written is success; an
   * exit code over 128 is a signal (a segmentation fault on deeply nested code, the OOM killer),
   * clang's own failure, not a verdict on the input ({@link LiftException}: the driver's analysis
   * failed); any other failure rejects the input ({@link CompileException}, clang's messages kept).
   */
  static void checkExit(int rc, Path rel, String err, boolean produced) throws CompileException {
    if (rc > 128) {
      String last = err.strip().lines().reduce((a, b) -> b).orElse("");
      throw new LiftException(
          "clang crashed on " + rel + " (signal " + (rc - 128) + ")" + (last.isEmpty() ? "" : ": " + last));
    }
    if (rc != 0 || !produced) {
      throw new CompileException("clang failed on " + rel + " (exit " + rc + ")", err);
    }
  }

  /**
   * Compiles {@code source} to {@code output}. Throws {@link CompileException} with clang's
   * output unchanged when clang fails.
   */
  public static void compile(Path baseDir, Path source, Path output, CompileOptions opts)
      throws CompileException {
    compile(baseDir, source, output, opts, false);
  }

  /**
   * As {@link #compile(Path, Path, Path, CompileOptions)}; {@code wholeProgram}: the file is the
   * whole program ({@link #arguments(Path, Path, Path, CompileOptions, boolean)}).
   */
  public static void compile(
      Path baseDir, Path source, Path output, CompileOptions opts, boolean wholeProgram)
      throws CompileException {
    Path rel = baseDir.toAbsolutePath().relativize(source.toAbsolutePath());
    List<String> cmd = new ArrayList<>();
    cmd.add(Natives.clang().toString());
    cmd.addAll(arguments(rel, source, output.toAbsolutePath(), opts, wholeProgram));
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(baseDir.toFile());
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process p;
    try {
      p = Subprocesses.start(pb);
    } catch (IOException e) {
      throw new LiftException("cannot run clang: " + e, e);
    }
    try {
      // read on a thread of its own, so that this one waits interruptibly: a driver's deadline
      // interrupts it (a clang that never ends, on a header that is a FIFO, held the analysis
      // thread for ever and outlived pairlock)
      FutureTask<String> err =
          new FutureTask<>(() -> new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
      Thread.ofPlatform().daemon().name("pairlock-clang-stderr").start(err);
      int rc = p.waitFor();
      checkExit(rc, rel, err.get(), Files.exists(output));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new LiftException("interrupted while compiling " + rel, e);
    } catch (ExecutionException e) {
      throw new LiftException("cannot read clang's output: " + e.getCause(), e.getCause());
    } finally {
      if (p.isAlive()) {
        p.destroyForcibly();
      }
      Subprocesses.finished(p);
    }
  }
}

package dev.pairlock.frontend;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Translates one compile command of a kernel tree's {@code compile_commands.json} (built with GCC
 * or with clang) into the flags the bundled clang needs to read the file as kbuild did: include
 * paths, forced includes, macros, the language standard and the target flags that change
 * predefined macros or types. Relative paths are resolved against the entry's directory.
 *
 * <p>Everything else is dropped: optimisation, code generation, instrumentation (sanitizers,
 * coverage, {@code -pg}), warnings, dependency output, and the output file. Flags clang does not
 * know (GCC's) are dropped too and named in {@link Result#gccOnly()}, so that the user can see
 * what was not passed on; none of them changes how the source is parsed.
 */
public final class KbuildFlags {
  private KbuildFlags() {}

  /**
   * The translated flags of one entry.
   *
   * @param flags the clang flags kept (paths absolute)
   * @param gccOnly the GCC-only flags dropped (option names, without their values), sorted
   * @param compiler the compiler the tree was built with ({@code gcc}, {@code clang}, or the
   *     first argument's file name)
   */
  public record Result(List<String> flags, Set<String> gccOnly, String compiler) {}

  /** Flags taken as they are (exact names). */
  private static final Set<String> KEEP =
      Set.of(
          "-nostdinc", "-fshort-wchar", "-funsigned-char", "-fsigned-char", "-fno-common",
          "-m64", "-m32", "-mno-sse", "-mno-mmx", "-mno-sse2", "-mno-3dnow", "-mno-avx",
          "-mno-80387", "-mno-red-zone", "-fno-PIE", "-fno-pie", "-fno-PIC", "-fno-pic",
          "-fno-delete-null-pointer-checks", "-fno-strict-overflow", "-fwrapv",
          "-fno-strict-aliasing", "-fms-extensions", "-ffreestanding", "-fno-builtin",
          "-mgeneral-regs-only", "-msoft-float");

  /** Prefixes of flags taken as they are (with their value in the same argument). */
  private static final List<String> KEEP_PREFIX =
      List.of("-std=", "-mcmodel=", "-fcf-protection", "-fmacro-prefix-map=", "-fno-builtin-",
          "--target=", "-march=");

  /** Flags whose value is the next argument, dropped with it. */
  private static final Set<String> DROP_WITH_VALUE =
      Set.of("-o", "--param", "-MF", "-MT", "-MQ", "-Xassembler", "-Xlinker", "-Xclang");

  /**
   * GCC options clang does not accept (by name up to '='), dropped and reported. They tune code
   * generation, none changes how C is parsed.
   */
  private static final Set<String> GCC_ONLY =
      Set.of(
          "-fconserve-stack", "-fno-allow-store-data-races", "-fno-ipa-cp-clone",
          "-fno-partial-inlining", "-fno-reorder-blocks", "-mindirect-branch",
          "-mindirect-branch-register", "-mindirect-branch-cs-prefix", "-mfunction-return",
          "-mharden-sls", "-mskip-rax-setup", "-mpreferred-stack-boundary", "-mrecord-mcount",
          "-fno-inline-functions-called-once", "-fzero-call-used-regs", "-falign-jumps",
          "-falign-loops", "-mno-fp-ret-in-387", "-fno-var-tracking-assignments",
          "-fno-stack-clash-protection", "-fasan-shadow-offset", "--param", "-fplugin",
          "-fplugin-arg-", "-fno-ipa-sra", "-fno-tree-loop-im", "-fsanitize-coverage",
          "-fno-guess-branch-probability", "-fmin-function-alignment", "-fno-ipa-bit-cp",
          "-mabi", "-fno-var-tracking", "-fno-tree-vectorize", "-fno-code-hoisting",
          "-fno-inline-small-functions");

  /** Translates the arguments (the compiler first) of the entry for {@code file}. */
  public static Result translate(List<String> args, Path directory, Path file) {
    List<String> out = new ArrayList<>();
    Set<String> gccOnly = new TreeSet<>();
    String compiler = args.isEmpty() ? "" : Path.of(args.get(0)).getFileName().toString();
    boolean gcc = compiler.contains("gcc") || compiler.endsWith("cc") && !compiler.contains("clang");
    String crossTarget = crossTarget(compiler);
    if (crossTarget != null && args.stream().noneMatch(a -> a.startsWith("--target="))) {
      // a cross GCC (CROSS_COMPILE=powerpc64-linux-gnu-) compiles for its prefix's target, and so
      // must clang: the arch's headers, types and predefined macros depend on it
      out.add("--target=" + crossTarget);
    }
    for (int i = 1; i < args.size(); i++) {
      String a = args.get(i);
      String next = i + 1 < args.size() ? args.get(i + 1) : null;
      String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
      if (pathFlag(a, next, directory, out)) {
        if (a.equals("-I") || a.equals("-isystem") || a.equals("-iquote") || a.equals("-include")
            || a.equals("-imacros") || a.equals("-idirafter")) {
          i++;
        }
      } else if ((a.equals("-D") || a.equals("-U")) && next != null) {
        out.add(a + next);
        i++;
      } else if (a.startsWith("-D") || a.startsWith("-U")) {
        out.add(a);
      } else if (KEEP.contains(a) || KEEP_PREFIX.stream().anyMatch(a::startsWith)) {
        out.add(a);
      } else if (DROP_WITH_VALUE.contains(a)) {
        if (gcc && GCC_ONLY.contains(a)) {
          gccOnly.add(a);
        }
        i++;
      } else if (!a.startsWith("-")) {
        // the source file (or a stray operand): pairlock names the file itself
      } else if (gcc && (GCC_ONLY.contains(name) || a.startsWith("-fplugin"))) {
        gccOnly.add(name);
      }
      // every other flag (optimisation, code generation, instrumentation, warnings, -c, -Wp,...)
      // does not change how the file is read
    }
    return new Result(out, gccOnly, gcc ? "gcc" : compiler.contains("clang") ? "clang" : compiler);
  }

  /**
   * The target triple a cross compiler's name starts with ({@code s390x-linux-gnu-gcc-12} gives
   * {@code s390x-linux-gnu}), or null for a compiler named without one ({@code gcc}, {@code cc},
   * {@code clang}).
   */
  static String crossTarget(String compiler) {
    int gcc = compiler.lastIndexOf("-gcc");
    if (gcc <= 0) {
      return null;
    }
    String triple = compiler.substring(0, gcc);
    return triple.chars().filter(c -> c == '-').count() >= 1 && triple.matches("[A-Za-z0-9_.-]+")
        ? triple : null;
  }

  /** Include-path flags, their paths made absolute; false when {@code a} is not one. */
  private static boolean pathFlag(String a, String next, Path dir, List<String> out) {
    for (String f : List.of("-I", "-isystem", "-iquote", "-idirafter")) {
      if (a.equals(f)) {
        if (next != null) {
          out.add(f);
          out.add(dir.resolve(next).normalize().toString());
        }
        return true;
      }
      if (a.startsWith(f)) {
        out.add(f);
        out.add(dir.resolve(a.substring(f.length())).normalize().toString());
        return true;
      }
    }
    if ((a.equals("-include") || a.equals("-imacros")) && next != null) {
      out.add(a);
      out.add(dir.resolve(next).normalize().toString());
      return true;
    }
    return false;
  }
}

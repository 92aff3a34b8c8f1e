package dev.pairlock.frontend;

import java.nio.file.Path;
import java.util.List;

/**
 * How to compile a driver.
 *
 * @param includes user include directories ({@code -I})
 * @param defines user macro definitions ({@code -D}, e.g. {@code DEBUG} or {@code N=4})
 * @param kernel kernel mode: {@code -nostdinc}, pairlock's stub kernel headers, {@code
 *     -D__KERNEL__}
 * @param forcedIncludes files included before each source ({@code -include}), in order
 * @param treeFlags kernel-tree mode: per source file (its absolute, normalized path), the clang
 *     flags of the tree's build (kbuild's, translated by {@link KbuildFlags}: the tree's own
 *     headers, configuration and macros); empty otherwise. In this mode no stub header is used,
 *     and {@code includes}, {@code defines} and {@code forcedIncludes} come after a file's flags
 */
public record CompileOptions(
    List<Path> includes,
    List<String> defines,
    boolean kernel,
    List<Path> forcedIncludes,
    java.util.Map<String, List<String>> treeFlags) {
  public CompileOptions {
    includes = List.copyOf(includes);
    defines = List.copyOf(defines);
    forcedIncludes = List.copyOf(forcedIncludes);
    treeFlags = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(treeFlags));
  }

  public CompileOptions(
      List<Path> includes, List<String> defines, boolean kernel, List<Path> forcedIncludes) {
    this(includes, defines, kernel, forcedIncludes, java.util.Map.of());
  }

  /** Whether the sources are compiled with a kernel tree's own flags and headers. */
  public boolean kernelTree() {
    return !treeFlags.isEmpty();
  }

  /** The same options in kernel mode or not (the tree flags are kept). */
  public CompileOptions withKernel(boolean k) {
    return new CompileOptions(includes, defines, k, forcedIncludes, treeFlags);
  }

  public CompileOptions(List<Path> includes, List<String> defines, boolean kernel) {
    this(includes, defines, kernel, List.of());
  }

  public static CompileOptions kernelDefaults() {
    return new CompileOptions(List.of(), List.of(), true);
  }
}

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
 * @param dataModel the sizes of {@code long} and pointers the sources are written for
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
    DataModel dataModel,
    java.util.Map<String, List<String>> treeFlags) {
  /**
   * The C data model of the target clang compiles for: the host's (x86-64, LP64), or one named
   * by the user, as SV-COMP tasks name theirs ({@code data_model: ILP32}): {@code ILP32} compiles
   * for i386 ({@code -m32}: 32-bit {@code int}, {@code long} and pointers), {@code LP64} for
   * x86-64 ({@code -m64}).
   */
  public enum DataModel {
    HOST,
    ILP32,
    LP64;

    /** The clang flag that selects it (none for the host's). */
    List<String> clangFlags() {
      return switch (this) {
        case HOST -> List.of();
        case ILP32 -> List.of("-m32");
        case LP64 -> List.of("-m64");
      };
    }
  }

  public CompileOptions {
    includes = List.copyOf(includes);
    defines = List.copyOf(defines);
    forcedIncludes = List.copyOf(forcedIncludes);
    java.util.Objects.requireNonNull(dataModel);
    treeFlags = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(treeFlags));
  }

  public CompileOptions(
      List<Path> includes, List<String> defines, boolean kernel, List<Path> forcedIncludes) {
    this(includes, defines, kernel, forcedIncludes, DataModel.HOST);
  }

  public CompileOptions(
      List<Path> includes,
      List<String> defines,
      boolean kernel,
      List<Path> forcedIncludes,
      DataModel dataModel) {
    this(includes, defines, kernel, forcedIncludes, dataModel, java.util.Map.of());
  }

  /** Whether the sources are compiled with a kernel tree's own flags and headers. */
  public boolean kernelTree() {
    return !treeFlags.isEmpty();
  }

  /** The same options in kernel mode or not (the tree flags are kept). */
  public CompileOptions withKernel(boolean k) {
    return new CompileOptions(includes, defines, k, forcedIncludes, dataModel, treeFlags);
  }

  public CompileOptions(List<Path> includes, List<String> defines, boolean kernel) {
    this(includes, defines, kernel, List.of());
  }

  /** These options for {@code model}. */
  public CompileOptions withDataModel(DataModel model) {
    return new CompileOptions(includes, defines, kernel, forcedIncludes, model, treeFlags);
  }

  public static CompileOptions kernelDefaults() {
    return new CompileOptions(List.of(), List.of(), true);
  }
}

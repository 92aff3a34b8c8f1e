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
 */
public record CompileOptions(
    List<Path> includes,
    List<String> defines,
    boolean kernel,
    List<Path> forcedIncludes,
    DataModel dataModel) {
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
  }

  public CompileOptions(
      List<Path> includes, List<String> defines, boolean kernel, List<Path> forcedIncludes) {
    this(includes, defines, kernel, forcedIncludes, DataModel.HOST);
  }

  public CompileOptions(List<Path> includes, List<String> defines, boolean kernel) {
    this(includes, defines, kernel, List.of());
  }

  /** These options for {@code model}. */
  public CompileOptions withDataModel(DataModel model) {
    return new CompileOptions(includes, defines, kernel, forcedIncludes, model);
  }

  public static CompileOptions kernelDefaults() {
    return new CompileOptions(List.of(), List.of(), true);
  }
}

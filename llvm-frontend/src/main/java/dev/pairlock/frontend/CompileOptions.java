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
 */
public record CompileOptions(
    List<Path> includes, List<String> defines, boolean kernel, List<Path> forcedIncludes) {
  public CompileOptions {
    includes = List.copyOf(includes);
    defines = List.copyOf(defines);
    forcedIncludes = List.copyOf(forcedIncludes);
  }

  public CompileOptions(List<Path> includes, List<String> defines, boolean kernel) {
    this(includes, defines, kernel, List.of());
  }

  public static CompileOptions kernelDefaults() {
    return new CompileOptions(List.of(), List.of(), true);
  }
}

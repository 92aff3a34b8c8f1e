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
 */
public record CompileOptions(List<Path> includes, List<String> defines, boolean kernel) {
  public CompileOptions {
    includes = List.copyOf(includes);
    defines = List.copyOf(defines);
  }

  public static CompileOptions kernelDefaults() {
    return new CompileOptions(List.of(), List.of(), true);
  }
}

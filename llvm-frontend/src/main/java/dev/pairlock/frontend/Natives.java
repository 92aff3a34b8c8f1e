package dev.pairlock.frontend;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.bytedeco.javacpp.Loader;

/**
 * The bundled LLVM natives. JavaCPP unpacks them once into its cache directory, by default {@code
 * ~/.cache/pairlock/javacpp} (system property {@code org.bytedeco.javacpp.cachedir} overrides).
 * The clang executable links against versioned sonames that the jar ships unversioned; the
 * symlinks are created beside them.
 */
public final class Natives {
  private static final String CACHE_PROPERTY = "org.bytedeco.javacpp.cachedir";
  private static Path clang;

  private Natives() {}

  /** The cache directory (after making sure the property is set). */
  public static synchronized Path cacheDir() {
    String dir = System.getProperty(CACHE_PROPERTY);
    if (dir == null || dir.isBlank()) {
      dir = Path.of(System.getProperty("user.home"), ".cache", "pairlock", "javacpp").toString();
      System.setProperty(CACHE_PROPERTY, dir);
    }
    return Path.of(dir);
  }

  /** Path of the bundled clang executable, unpacked and runnable. */
  public static synchronized Path clang() {
    if (clang == null) {
      cacheDir();
      String p = Loader.load(org.bytedeco.llvm.program.clang.class);
      if (p == null) {
        throw new LiftException("the bundled clang is not available for this platform");
      }
      Path exe = Path.of(p);
      Path dir = exe.getParent();
      try {
        link(dir, "libLLVM.so.20.1", "libLLVM.so");
        link(dir, "libclang-cpp.so.20.1", "libclang-cpp.so");
      } catch (IOException e) {
        throw new LiftException("cannot create soname links in " + dir + ": " + e, e);
      }
      clang = exe;
    }
    return clang;
  }

  /** Loads the LLVM C API library (the first use of the bindings does it; cache dir first). */
  public static void loadLlvm() {
    cacheDir();
    Loader.load(org.bytedeco.llvm.global.LLVM.class);
  }

  private static void link(Path dir, String name, String target) throws IOException {
    Path l = dir.resolve(name);
    if (Files.exists(l) || !Files.exists(dir.resolve(target))) {
      return;
    }
    try {
      Files.createSymbolicLink(l, Path.of(target));
    } catch (java.nio.file.FileAlreadyExistsException e) {
      // another process created it concurrently
    }
  }
}

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

  /**
   * Marker beside the clang executable: a full {@code Loader.load} of the clang program (every
   * file of the platform directory unpacked, the soname links made) succeeded in this cache.
   */
  static final String COMPLETE_MARKER = ".pairlock-clang-complete";

  /**
   * Path of the bundled clang executable, unpacked and runnable. Once a full load has succeeded in
   * this cache ({@link #COMPLETE_MARKER}), only the executable and the two libraries it links are
   * checked against the jar (JavaCPP's size and time check, unpacked again if they differ): the
   * full load also loads LLVM's and clang-cpp's libraries into this JVM, which nothing here uses
   * (about 0.17 s of CPU, waited for before the first compile).
   */
  public static synchronized Path clang() {
    if (clang == null) {
      cacheDir();
      Path exe = unpackedClang();
      if (exe == null) {
        String p = Loader.load(org.bytedeco.llvm.program.clang.class);
        if (p == null) {
          throw new LiftException("the bundled clang is not available for this platform");
        }
        exe = Path.of(p);
        links(exe.getParent());
        try {
          Files.writeString(exe.resolveSibling(COMPLETE_MARKER), "");
        } catch (IOException e) {
          // a read-only cache: the next run loads in full again
        }
      }
      clang = exe;
    }
    return clang;
  }

  /** The executable of a cache where a full load succeeded before, checked; else null. */
  private static Path unpackedClang() {
    try {
      String dir = "/org/bytedeco/llvm/" + Loader.getPlatform() + "/";
      java.io.File exe = Loader.cacheResource(dir + "clang");
      if (exe == null || !Files.exists(exe.toPath().resolveSibling(COMPLETE_MARKER))) {
        return null;
      }
      for (String lib : new String[] {"libLLVM.so", "libclang-cpp.so"}) {
        if (Loader.cacheResource(dir + lib) == null) {
          return null;
        }
      }
      if (!exe.canExecute() && !exe.setExecutable(true)) {
        return null;
      }
      links(exe.toPath().getParent());
      return exe.toPath();
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  private static void links(Path dir) {
    try {
      link(dir, "libLLVM.so.20.1", "libLLVM.so");
      link(dir, "libclang-cpp.so.20.1", "libclang-cpp.so");
    } catch (IOException e) {
      throw new LiftException("cannot create soname links in " + dir + ": " + e, e);
    }
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

package tools.aqua.turnkey.support;

import dev.pairlock.cli.NativeLibraryCache;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * pairlock's copy of turnkey-support 1.0.0's loader, which {@code com.microsoft.z3.Native}'s
 * static initializer calls: the same class, earlier on the class path (the CLI jar comes before
 * its {@code lib/} jars in its manifest; a module's classes come before its dependencies in
 * tests), so it replaces the library's. It loads Z3's natives from {@link NativeLibraryCache}
 * (unpacked once, checked at every load) and, whenever that cannot serve them (no jar to key by,
 * a read-only or full cache, a library that does not load), does what the library's did:
 * unpacks them into a new temporary directory deleted at exit and loads them from there.
 */
public final class TurnKey {
  /** The metadata file in each platform directory (the library's constant). */
  public static final String TURNKEY_FILE_NAME = "turnkey.xml";

  private TurnKey() {
    throw new AssertionError();
  }

  /**
   * Loads the natives of library {@code prefix} (e.g. {@code com/microsoft/z3}) for this
   * platform; {@code resources} opens a resource by its absolute name (the library's class's
   * {@code getResourceAsStream}).
   */
  public static void load(String prefix, Function<String, InputStream> resources) {
    PlatformPrefix platform =
        new PlatformPrefix(prefix, OperatingSystem.identify(), CPUArchitecture.identify());
    String metadata = platform.resolve(TURNKEY_FILE_NAME); // "/prefix/os/arch/turnkey.xml"
    List<Path> cached = null;
    try {
      Path root = NativeLibraryCache.defaultDir();
      Path jar = NativeLibraryCache.jarOf(TurnKey.class.getClassLoader(), metadata.substring(1));
      if (root != null && jar != null) {
        String dir = metadata.substring(1, metadata.length() - TURNKEY_FILE_NAME.length());
        cached =
            NativeLibraryCache.prepare(
                jar,
                dir,
                TURNKEY_FILE_NAME,
                root,
                in -> {
                  TurnKeyMetadata m = TurnKeyMetadata.loadFrom(in);
                  return List.of(List.copyOf(m.bundledLibraries), List.copyOf(m.loadCommands));
                });
      }
    } catch (IOException | RuntimeException e) {
      cached = null; // the library's way below
    }
    if (cached != null) {
      try {
        for (Path p : cached) {
          System.load(p.toAbsolutePath().toString());
        }
        return;
      } catch (UnsatisfiedLinkError e) {
        // the library's way below
      }
    }
    unpackAndLoad(platform, metadata, resources);
  }

  /** turnkey-support's own way: a new temporary directory, deleted at exit. */
  private static void unpackAndLoad(
      PlatformPrefix platform, String metadata, Function<String, InputStream> resources) {
    TurnKeyMetadata m;
    try (InputStream in = resources.apply(metadata)) {
      if (in == null) {
        throw new UnsupportedPlatformException("No file found at " + metadata);
      }
      m = TurnKeyMetadata.loadFrom(in);
    } catch (IOException e) {
      throw new TurnkeyException("Failed to load metadata from " + metadata, e);
    }
    Path dir;
    try {
      dir = Files.createTempDirectory("turnkey");
    } catch (IOException e) {
      throw new TurnkeyException("Failed to create temporary directory", e);
    }
    dir.toFile().deleteOnExit();
    for (String lib : m.bundledLibraries) {
      String name = platform.resolve(lib);
      Path file = dir.resolve(lib);
      file.toFile().deleteOnExit();
      try (InputStream in = resources.apply(name)) {
        if (in == null) {
          throw new TurnkeyException("Missing file at " + name + ", packaging error!");
        }
        try (OutputStream out = Files.newOutputStream(file)) {
          in.transferTo(out);
        }
      } catch (IOException e) {
        throw new TurnkeyException("Failed to unpack " + name, e);
      }
    }
    for (String lib : m.loadCommands) {
      System.load(dir.resolve(lib).toAbsolutePath().toString());
    }
  }
}

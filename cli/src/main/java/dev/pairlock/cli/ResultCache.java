package dev.pairlock.cli;

import dev.pairlock.frontend.Lifter;
import dev.pairlock.houdini.pair.HoudiniPreparer;
import dev.pairlock.instrument.race.PairAnalysis;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.models.KernelModel;
import dev.pairlock.precise.PreciseChecker;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reuses the results of drivers analysed before. The key is a SHA-256 over: the result encoding's
 * version, pairlock's version and the identity of its code (path, size and modification time of
 * every class file or jar of the pairlock modules, so a rebuild invalidates everything; the
 * bundled kernel headers are part of that code), the analysis request without the thread count
 * (driver name and path, files, flags, entry points, options, the precise checker's options), and the contents of: the driver's
 * C files, every other file in the directories of those files, every file under its {@code -I}
 * directories, and its {@code -include} files. Headers reached otherwise (absolute includes) are
 * not tracked. In a kernel tree: the C files, the headers kbuild's {@code .NAME.o.cmd} lists for
 * each object and the tree's {@code .config} (not the directories' other files: the build's
 * objects, whose rewriting changes no result).
 *
 * <p>Entries live in {@code $XDG_CACHE_HOME/pairlock/results} (default {@code
 * ~/.cache/pairlock/results}; {@code --cache-dir} overrides), one file per key, written to a temporary file and renamed into place, so a crash never leaves a partial
 * entry. An entry that cannot be decoded is ignored (and overwritten by the recomputed result).
 * Only successful analyses are stored; failures are always retried.
 */
final class ResultCache {
  private final Path dir;

  ResultCache(Path dir) {
    this.dir = dir;
  }

  static Path defaultDirectory() {
    return pairlockCacheDirectory().resolve("results");
  }

  /** pairlock's cache directory: {@code $XDG_CACHE_HOME/pairlock}, else {@code ~/.cache/pairlock}. */
  static Path pairlockCacheDirectory() {
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base =
        xdg != null && !xdg.isBlank()
            ? Path.of(xdg)
            : Path.of(System.getProperty("user.home"), ".cache");
    return base.resolve("pairlock");
  }

  Path directory() {
    return dir;
  }

  /** The key of a driver's analysis. */
  static String key(Drivers.Spec spec, DriverAnalysis.AnalysisRequest request) {
    MessageDigest md = sha256();
    update(md, "pairlock-result-cache " + ResultCodec.FORMAT + " " + Main.Version.version());
    update(md, CodeIdentity.DIGEST);
    // the thread count does not change results, nor does the driver's time budget (a report it
    // cut short is not kept: put)
    // (the request carries the precise checker's options, so they are part of the key)
    update(
        md,
        Worker.encodeRequest(
            spec,
            request.withOptions(request.options().withThreads(1)).withDriverTimeout(Duration.ZERO)));
    Set<Path> files = new LinkedHashSet<>();
    for (Path f : spec.files()) {
      files.add(f.toAbsolutePath().normalize());
    }
    if (!spec.options().kernelTree()) {
      // headers beside the sources (in a kernel tree kbuild lists the headers a file reads; the
      // directory there also holds the build's .o, .ko and .cmd files, which rebuilding rewrites)
      for (Path f : spec.files()) {
        Path parent = f.toAbsolutePath().normalize().getParent();
        files.addAll(list(parent, false));
      }
    }
    for (Path i : spec.options().includes()) {
      files.addAll(list(i.toAbsolutePath().normalize(), true));
    }
    for (Path f : spec.options().forcedIncludes()) {
      files.add(f.toAbsolutePath().normalize());
    }
    if (spec.options().kernelTree()) {
      // the tree's headers and configuration, as kbuild recorded them for each object (the
      // flags are part of the request)
      for (Path f : KernelTree.dependencies(spec.files())) {
        files.add(f.toAbsolutePath().normalize());
      }
    }
    for (Path f : files) {
      update(md, f.toString());
      updateContents(md, f);
    }
    return HexFormat.of().formatHex(md.digest());
  }

  Optional<Reports.DriverReport> get(String key) {
    Path f = dir.resolve(key + ".json");
    if (!Files.isRegularFile(f)) {
      return Optional.empty();
    }
    try {
      return Optional.of(ResultCodec.decode(Files.readString(f, StandardCharsets.UTF_8)));
    } catch (IOException | ResultCodec.DecodeException | UncheckedIOException e) {
      return Optional.empty(); // corrupt or unreadable: recompute, then overwrite
    }
  }

  /** Stores a successful result; failures to write are ignored (the cache is an optimisation). */
  void put(String key, Reports.DriverReport r) {
    if (r.error() != null
        || r.diagnostics().stream().anyMatch(d -> d.code().equals(DriverAnalysis.STOPPED))) {
      return;
    }
    try {
      Files.createDirectories(dir);
      Path tmp = Inputs.newSibling(dir, ".entry", ResultCodec.encode(r).getBytes(StandardCharsets.UTF_8));
      try {
        Inputs.moveReplacing(tmp, dir.resolve(key + ".json"));
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException e) {
      // not cached
    }
  }

  private static List<Path> list(Path dir, boolean recursive) {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = recursive ? Files.walk(dir) : Files.list(dir)) {
      return s.filter(Files::isRegularFile).map(Path::normalize).sorted().toList();
    } catch (IOException | UncheckedIOException e) {
      return List.of();
    }
  }

  /**
   * Files larger than this (beside a driver: a core dump, an image) enter the key by size and
   * modification time, not by contents: hashing them would cost more than the analysis.
   */
  static final long MAX_HASHED_BYTES = 64L << 20;

  /**
   * Adds what identifies the contents of {@code f}: its bytes, streamed; for a file over {@link
   * #MAX_HASHED_BYTES} its size and time; for anything but a regular file (a FIFO, which a read
   * would block on; a device) only what it is.
   */
  private static void updateContents(MessageDigest md, Path f) {
    try {
      var attrs = Files.readAttributes(f, java.nio.file.attribute.BasicFileAttributes.class);
      if (!attrs.isRegularFile()) {
        update(md, "<not a regular file>");
        return;
      }
      if (attrs.size() > MAX_HASHED_BYTES) {
        update(md, "<large " + attrs.size() + " " + attrs.lastModifiedTime().toMillis() + ">");
        return;
      }
      try (var in = Files.newInputStream(f)) {
        byte[] buf = new byte[1 << 16];
        for (int n; (n = in.read(buf)) > 0; ) {
          md.update(buf, 0, n);
        }
      }
    } catch (IOException e) {
      update(md, "<unreadable>");
    }
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void update(MessageDigest md, String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    md.update((b.length + ":").getBytes(StandardCharsets.UTF_8));
    md.update(b);
  }

  /** The identity of pairlock's code: where each module's classes come from, sizes and times. */
  static final class CodeIdentity {
    static final String DIGEST = compute();

    private static String compute() {
      List<String> parts = new ArrayList<>();
      for (Class<?> c :
          List.of(Main.class, Lifter.class, PairAnalysis.class, VcVerifier.class, KernelModel.class, PreciseChecker.class, HoudiniPreparer.class)) {
        try {
          Path p = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
          if (Files.isDirectory(p)) {
            try (Stream<Path> s = Files.walk(p)) {
              for (Path f : s.filter(Files::isRegularFile).sorted().toList()) {
                parts.add(f + " " + Files.size(f) + " " + Files.getLastModifiedTime(f).toMillis());
              }
            }
          } else {
            parts.add(p + " " + Files.size(p) + " " + Files.getLastModifiedTime(p).toMillis());
          }
        } catch (Exception e) {
          parts.add(c.getName() + " unknown " + System.nanoTime()); // unknown code: never reuse
        }
      }
      MessageDigest md = sha256();
      parts.forEach(s -> update(md, s));
      return HexFormat.of().formatHex(md.digest());
    }
  }
}

package dev.pairlock.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Z3's natives unpacked once into a cache directory. z3-turnkey's loader ({@code
 * tools.aqua.turnkey.support.TurnKey}, run by {@code com.microsoft.z3.Native}'s static
 * initializer) inflated its 35 MB library into a new temporary directory at every start (about
 * 0.3 s of CPU and 35 MB written, left behind in /tmp by a killed run); pairlock's {@code TurnKey}
 * (earlier on the class path) asks this class first and falls back to that behaviour.
 *
 * <p>The cache is {@code DIR/KEY/}: KEY names the contents of the jar's platform directory (each
 * entry's name, size and CRC-32 from the jar's central directory), so a rebuild that copies the
 * same jar again finds it, and a new Z3 gets a directory of its own. Each library is written to a
 * temporary file of its own and renamed into place, then a marker naming the libraries and the
 * order to load them in, also renamed into place: concurrent first runs each write complete
 * files and the last rename wins with identical contents. A library is checked against the jar's
 * size and CRC-32 when it is unpacked (or found) and the marker records its size and modification
 * time then; a later run loads it only if both are still those (a stat: reading and checking Z3's
 * 35 MB again would cost about 20 ms), else it checks it again and unpacks it again if it differs
 * (a partial, truncated or rewritten file). A cache that cannot be written (read-only, full) makes
 * {@link #prepare} fail, so that the caller unpacks as before. What is loaded is the jar's
 * bytes (unless a file was altered keeping its size and modification time).
 */
public final class NativeLibraryCache {
  /** System property: a cache directory instead of the default; {@code off}: no cache. */
  public static final String DIR_PROPERTY = "pairlock.z3.cachedir";

  static final String MARKER = "complete";
  private static final String MARKER_HEADER = "pairlock native library cache 1";
  private static final String TEMP_SUFFIX = ".tmp";

  /** A temporary file older than this is a killed run's leftover (a live one renames at once). */
  private static final long STALE_TEMP_MILLIS = 10 * 60 * 1000L;

  private NativeLibraryCache() {}

  /**
   * The cache directory: {@value #DIR_PROPERTY}, else beside JavaCPP's cache ({@code
   * org.bytedeco.javacpp.cachedir}, which the launcher sets to {@code ~/.cache/pairlock/javacpp}),
   * else {@code $XDG_CACHE_HOME/pairlock/z3} or {@code ~/.cache/pairlock/z3}; null: no cache.
   */
  public static Path defaultDir() {
    String dir = System.getProperty(DIR_PROPERTY);
    if (dir != null && !dir.isBlank()) {
      return dir.equals("off") ? null : Path.of(dir);
    }
    String javacpp = System.getProperty("org.bytedeco.javacpp.cachedir");
    if (javacpp != null && !javacpp.isBlank()) {
      return Path.of(javacpp).toAbsolutePath().resolveSibling("z3");
    }
    return ResultCache.pairlockCacheDirectory().resolve("z3");
  }

  /**
   * The jar a class-path resource ({@code name}, no leading slash) comes from, or null when it is
   * not in a jar file (a directory of classes: nothing to key the cache by).
   */
  public static Path jarOf(ClassLoader loader, String name) {
    URL url = loader == null ? null : loader.getResource(name);
    if (url == null || !url.getProtocol().equals("jar")) {
      return null;
    }
    String spec = url.getPath();
    int bang = spec.indexOf("!/");
    if (bang < 0 || !spec.startsWith("file:")) {
      return null;
    }
    try {
      return Path.of(URI.create(spec.substring(0, bang)));
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** Reads a turnkey metadata file: the libraries to unpack and those to load, in order. */
  public interface MetadataReader {
    /** {@code [bundled libraries, load commands]} of the metadata in {@code in}. */
    List<List<String>> read(InputStream in) throws IOException;
  }

  /**
   * The libraries of {@code jar}'s directory {@code dir} (ending in a slash; its metadata file
   * {@code metadata} names them), unpacked and checked in {@code cacheRoot}: the files to load,
   * in order. Fails (IOException) whenever the cache cannot serve them; never returns a file
   * whose contents differ from the jar's.
   */
  public static List<Path> prepare(
      Path jar, String dir, String metadata, Path cacheRoot, MetadataReader reader)
      throws IOException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      List<ZipEntry> entries = new ArrayList<>();
      for (var e = zip.entries(); e.hasMoreElements(); ) {
        ZipEntry entry = e.nextElement();
        String rest = entry.getName().startsWith(dir) ? entry.getName().substring(dir.length()) : "";
        if (!rest.isEmpty() && !rest.contains("/") && !entry.isDirectory()) {
          entries.add(entry);
        }
      }
      entries.sort((a, b) -> a.getName().compareTo(b.getName()));
      Path target = cacheRoot.resolve(key(entries));
      List<Path> cached = cached(zip, dir, target);
      if (cached != null) {
        return cached;
      }
      return unpack(zip, dir, metadata, target, reader);
    }
  }

  /** A 64-bit FNV-1a hash of the entries' names, sizes and CRCs, as 16 hex digits. */
  private static String key(List<ZipEntry> entries) {
    long h = 0xcbf29ce484222325L;
    for (ZipEntry e : entries) {
      String s = e.getName() + "\0" + e.getSize() + "\0" + e.getCrc() + "\n";
      for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
        h = (h ^ (b & 0xff)) * 0x100000001b3L;
      }
    }
    return String.format(Locale.ROOT, "%016x", h);
  }

  /**
   * The files to load from {@code target}, if its marker is complete and every library has the
   * size and modification time the marker recorded when it was checked against the jar; else
   * null.
   */
  private static List<Path> cached(ZipFile zip, String dir, Path target) {
    List<String> lines;
    try {
      lines = Files.readAllLines(target.resolve(MARKER), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
    if (lines.isEmpty() || !lines.get(0).equals(MARKER_HEADER)) {
      return null;
    }
    List<Path> load = new ArrayList<>();
    List<String> files = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(" ", -1);
      if (f.length < 2 || !safeName(f[1])) {
        return null;
      }
      String name = f[1];
      switch (f[0]) {
        case "file" -> {
          ZipEntry entry = zip.getEntry(dir + name);
          if (f.length != 4 || entry == null || !f[2].equals(Long.toString(entry.getSize()))
              || !f[3].equals(stamp(target.resolve(name)))) {
            return null;
          }
          files.add(name);
        }
        case "load" -> {
          if (f.length != 2 || !files.contains(name)) {
            return null;
          }
          load.add(target.resolve(name));
        }
        default -> {
          return null;
        }
      }
    }
    return load.isEmpty() ? null : load;
  }

  /** A file's size and modification time, as the marker records them ("" if unreadable). */
  private static String stamp(Path file) {
    try {
      BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
      return a.isRegularFile() ? a.size() + ":" + a.lastModifiedTime().toMillis() : "";
    } catch (IOException e) {
      return "";
    }
  }

  /** A plain file name (no directory, not hidden, not one of the cache's own files). */
  private static boolean safeName(String name) {
    return !name.isEmpty()
        && !name.contains("/")
        && !name.contains("\\")
        && !name.startsWith(".")
        && !name.equals(MARKER)
        && !name.endsWith(TEMP_SUFFIX);
  }

  /** Whether {@code file} has the size and CRC-32 of {@code entry}. */
  static boolean matches(Path file, ZipEntry entry) {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      if (entry.getSize() < 0 || entry.getCrc() < 0 || ch.size() != entry.getSize()) {
        return false;
      }
      CRC32 crc = new CRC32();
      ByteBuffer buf = ByteBuffer.allocateDirect(1 << 20);
      while (ch.read(buf) >= 0) {
        buf.flip();
        crc.update(buf);
        buf.clear();
      }
      return crc.getValue() == entry.getCrc();
    } catch (IOException e) {
      return false;
    }
  }

  private static List<Path> unpack(
      ZipFile zip, String dir, String metadata, Path target, MetadataReader reader)
      throws IOException {
    ZipEntry meta = zip.getEntry(dir + metadata);
    if (meta == null) {
      throw new IOException("no " + dir + metadata + " in " + zip.getName());
    }
    List<List<String>> read;
    try (InputStream in = zip.getInputStream(meta)) {
      read = reader.read(in);
    }
    List<String> bundled = new ArrayList<>(read.get(0));
    Collections.sort(bundled);
    List<String> loads = read.get(1);
    if (bundled.isEmpty() || loads.isEmpty()) {
      throw new IOException("nothing to load in " + dir + metadata);
    }
    Files.createDirectories(target);
    removeStaleTemporaries(target);
    StringBuilder marker = new StringBuilder(MARKER_HEADER).append('\n');
    for (String name : bundled) {
      ZipEntry entry = zip.getEntry(dir + name);
      if (!safeName(name) || entry == null) {
        throw new IOException("bundled library " + name + " missing in " + zip.getName());
      }
      String stamp = checked(zip, entry, target.resolve(name));
      marker.append("file ").append(name).append(' ').append(entry.getSize()).append(' ');
      marker.append(stamp).append('\n');
    }
    List<Path> load = new ArrayList<>();
    for (String name : loads) {
      if (!safeName(name) || !bundled.contains(name)) {
        throw new IOException("load command " + name + " is not a bundled library");
      }
      marker.append("load ").append(name).append('\n');
      load.add(target.resolve(name));
    }
    replace(
        target.resolve(MARKER),
        new java.io.ByteArrayInputStream(marker.toString().getBytes(StandardCharsets.UTF_8)));
    return load;
  }

  /**
   * Makes {@code file} the jar's {@code entry} (unpacked unless it already is) and returns the
   * stamp it had while it was checked. A concurrent first run may rename its own copy into place
   * meanwhile (identical bytes, another stamp): then the file is checked again.
   */
  private static String checked(ZipFile zip, ZipEntry entry, Path file) throws IOException {
    for (int attempt = 0; attempt < 5; attempt++) {
      String stamp = stamp(file);
      if (!matches(file, entry)) {
        try (InputStream in = zip.getInputStream(entry)) {
          replace(file, in);
        }
        continue;
      }
      if (stamp.equals(stamp(file))) {
        return stamp;
      }
    }
    throw new IOException(file + " keeps changing or differs from the jar's");
  }

  /** Writes {@code in} to a temporary file beside {@code file}, then renames it to {@code file}. */
  private static void replace(Path file, InputStream in) throws IOException {
    Path tmp = Files.createTempFile(file.getParent(), "." + file.getFileName() + ".", TEMP_SUFFIX);
    try {
      try (OutputStream out = Files.newOutputStream(tmp)) {
        in.transferTo(out);
      }
      Inputs.moveReplacing(tmp, file);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  /** Deletes temporary files of killed runs (older than {@link #STALE_TEMP_MILLIS}). */
  private static void removeStaleTemporaries(Path target) {
    long before = System.currentTimeMillis() - STALE_TEMP_MILLIS;
    try (DirectoryStream<Path> files = Files.newDirectoryStream(target, "." + "*" + TEMP_SUFFIX)) {
      for (Path f : files) {
        try {
          FileTime t = Files.getLastModifiedTime(f);
          if (t.toMillis() < before) {
            Files.deleteIfExists(f);
          }
        } catch (IOException e) {
          // another run removed it, or it cannot be removed: it only costs space
        }
      }
    } catch (IOException e) {
      // as above
    }
  }
}

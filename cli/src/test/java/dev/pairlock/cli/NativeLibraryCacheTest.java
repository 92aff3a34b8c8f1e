package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache of Z3's natives ({@link NativeLibraryCache}): unpacked once, every file checked
 * against the jar before it is loaded, a corrupt, partial or foreign cache unpacked again, one
 * that cannot be written refused (the caller unpacks as before), concurrent first runs safe.
 */
class NativeLibraryCacheTest {
  private static final String DIR = "com/example/linux/amd64/";

  @TempDir Path tmp;

  private final AtomicInteger metadataReads = new AtomicInteger();

  /** The test's metadata format: "bundled NAME" and "load NAME" lines. */
  private List<List<String>> read(java.io.InputStream in) throws IOException {
    metadataReads.incrementAndGet();
    List<String> bundled = new ArrayList<>();
    List<String> load = new ArrayList<>();
    for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
      if (line.startsWith("bundled ")) {
        bundled.add(line.substring(8));
      } else if (line.startsWith("load ")) {
        load.add(line.substring(5));
      }
    }
    return List.of(bundled, load);
  }

  private static byte[] bytes(int seed, int size) {
    byte[] b = new byte[size];
    new Random(seed).nextBytes(b);
    return b;
  }

  /** A jar with two libraries (libmain loads libdep) and metadata, contents from {@code seed}. */
  private Path jar(String name, int seed) throws IOException {
    Path jar = tmp.resolve(name);
    try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(jar))) {
      put(z, DIR + "turnkey.xml", "bundled libdep.so\nbundled libmain.so\nload libmain.so\n".getBytes(StandardCharsets.UTF_8));
      put(z, DIR + "libdep.so", bytes(seed, 300_000));
      put(z, DIR + "libmain.so", bytes(seed + 1, 20_000));
      put(z, "com/example/linux/aarch64/libmain.so", bytes(seed + 2, 100));
    }
    return jar;
  }

  private static void put(ZipOutputStream z, String name, byte[] data) throws IOException {
    z.putNextEntry(new ZipEntry(name));
    z.write(data);
    z.closeEntry();
  }

  private List<Path> prepare(Path jar, Path cache) throws IOException {
    return NativeLibraryCache.prepare(jar, DIR, "turnkey.xml", cache, this::read);
  }

  private static void assertContents(Path dir, int seed) throws IOException {
    assertArrayEquals(bytes(seed, 300_000), Files.readAllBytes(dir.resolve("libdep.so")));
    assertArrayEquals(bytes(seed + 1, 20_000), Files.readAllBytes(dir.resolve("libmain.so")));
  }

  /** Each cache file's inode and modification time: a rename or a write changes them. */
  private static List<Object> identities(Path dir) throws IOException {
    List<Object> ids = new ArrayList<>();
    for (String f : List.of("libdep.so", "libmain.so", NativeLibraryCache.MARKER)) {
      BasicFileAttributes a = Files.readAttributes(dir.resolve(f), BasicFileAttributes.class);
      ids.add(f + " " + a.fileKey() + " " + a.lastModifiedTime());
    }
    return ids;
  }

  /** Sets a file's modification time apart from the recorded one, as a later write would. */
  private static void later(Path file) throws IOException {
    Files.setLastModifiedTime(
        file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 5_000));
  }

  private static List<String> temporaries(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList();
    }
  }

  @Test
  void unpacksOnceThenLoadsTheSameFilesWithoutWriting() throws Exception {
    Path jar = jar("z3.jar", 1);
    Path cache = tmp.resolve("cache");
    List<Path> first = prepare(jar, cache);
    assertEquals(1, first.size());
    Path dir = first.get(0).getParent();
    assertEquals("libmain.so", first.get(0).getFileName().toString());
    assertContents(dir, 1);
    assertFalse(Files.exists(dir.resolve("libmain.so").resolveSibling("aarch64")));
    assertEquals(1, metadataReads.get());

    List<Object> before = identities(dir);
    assertEquals(first, prepare(jar, cache));
    assertEquals(1, metadataReads.get(), "a complete cache needs no metadata");
    assertEquals(before, identities(dir), "nothing written again");
    assertEquals(List.of(), temporaries(dir));

    // the same contents in another jar (a rebuild copies it again) find the same directory
    assertEquals(first, prepare(jar("copy.jar", 1), cache));
    // other contents (another Z3) get a directory of their own
    List<Path> other = prepare(jar("other.jar", 7), cache);
    assertNotEquals(dir, other.get(0).getParent());
    assertContents(other.get(0).getParent(), 7);
    assertContents(dir, 1);
  }

  @Test
  void corruptPartialOrMissingFilesAreUnpackedAgain() throws Exception {
    Path jar = jar("z3.jar", 2);
    Path cache = tmp.resolve("cache");
    Path dir = prepare(jar, cache).get(0).getParent();
    Path dep = dir.resolve("libdep.so");
    Path marker = dir.resolve(NativeLibraryCache.MARKER);

    byte[] flipped = Files.readAllBytes(dep);
    flipped[12345] ^= 1; // same size, other contents, written later
    Files.write(dep, flipped);
    later(dep);
    prepare(jar, cache);
    assertContents(dir, 2);

    byte[] whole = Files.readAllBytes(dep);
    Files.write(dep, java.util.Arrays.copyOf(whole, whole.length / 2)); // truncated
    prepare(jar, cache);
    assertContents(dir, 2);

    Files.delete(dir.resolve("libmain.so"));
    prepare(jar, cache);
    assertContents(dir, 2);

    // touched, same contents: checked again, not unpacked again, and recorded for the next run
    later(dep);
    Object inode = Files.readAttributes(dep, BasicFileAttributes.class).fileKey();
    int touchedReads = metadataReads.get();
    prepare(jar, cache);
    assertEquals(inode, Files.readAttributes(dep, BasicFileAttributes.class).fileKey());
    assertEquals(touchedReads + 1, metadataReads.get());
    List<Object> checked = identities(dir);
    prepare(jar, cache);
    assertEquals(checked, identities(dir));
    assertEquals(touchedReads + 1, metadataReads.get());

    String complete = Files.readString(marker);
    for (String bad :
        List.of(
            "",
            "garbage\n",
            complete.substring(0, complete.length() / 2),
            complete.replace("load libmain.so", "load ../../z3.jar"),
            complete.replace("load libmain.so", "load libother.so"),
            complete.replace("file libdep.so", "file /etc/passwd"),
            complete.replaceFirst("file libdep.so [0-9]+", "file libdep.so 1"),
            complete.replaceFirst("(file libdep.so [0-9]+ [0-9]+):[0-9]+", "$1:0"))) {
      Files.writeString(marker, bad);
      int reads = metadataReads.get();
      List<Path> again = prepare(jar, cache);
      assertEquals(List.of(dir.resolve("libmain.so")), again, bad);
      assertEquals(reads + 1, metadataReads.get(), "unpacked again after marker " + bad);
      assertEquals(complete, Files.readString(marker));
      assertContents(dir, 2);
    }

    Files.delete(marker); // a run killed before its marker
    assertEquals(List.of(dir.resolve("libmain.so")), prepare(jar, cache));
    assertEquals(complete, Files.readString(marker));
  }

  @Test
  void aCacheThatCannotBeWrittenIsRefused() throws Exception {
    Path jar = jar("z3.jar", 3);
    Path notADirectory = Files.writeString(tmp.resolve("file"), "x");
    assertThrows(IOException.class, () -> prepare(jar, notADirectory));
    assertThrows(IOException.class, () -> prepare(jar, notADirectory.resolve("cache")));
    assertEquals("x", Files.readString(notADirectory));
  }

  @Test
  void jarsOfOtherPlatformsOrWithoutMetadataAreRefused() throws Exception {
    Path jar = tmp.resolve("empty.jar");
    try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(jar))) {
      put(z, "com/example/linux/aarch64/libmain.so", bytes(1, 10));
    }
    assertThrows(IOException.class, () -> prepare(jar, tmp.resolve("cache")));
    Path bad = tmp.resolve("bad.jar");
    try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(bad))) {
      put(z, DIR + "turnkey.xml", "bundled libdep.so\nload libmain.so\n".getBytes(StandardCharsets.UTF_8));
      put(z, DIR + "libdep.so", bytes(1, 10));
      put(z, DIR + "libmain.so", bytes(1, 10));
    }
    assertThrows(IOException.class, () -> prepare(bad, tmp.resolve("cache")), "loads what it does not unpack");
  }

  @Test
  void staleTemporariesOfKilledRunsAreRemovedWhenUnpacking() throws Exception {
    Path jar = jar("z3.jar", 5);
    Path cache = tmp.resolve("cache");
    Path dir = prepare(jar, cache).get(0).getParent();
    Path stale = Files.writeString(dir.resolve(".libdep.so.123.tmp"), "partial");
    Files.setLastModifiedTime(stale, FileTime.fromMillis(System.currentTimeMillis() - 3_600_000L));
    Path live = Files.writeString(dir.resolve(".libdep.so.456.tmp"), "being written");
    Files.delete(dir.resolve(NativeLibraryCache.MARKER));
    prepare(jar, cache);
    assertFalse(Files.exists(stale));
    assertTrue(Files.exists(live), "another run's file being written stays");
  }

  @Test
  void concurrentFirstRunsAllGetCompleteFiles() throws Exception {
    Path jar = jar("z3.jar", 6);
    Path cache = tmp.resolve("cache");
    int n = 8;
    ExecutorService pool = Executors.newFixedThreadPool(n);
    try {
      List<Future<List<Path>>> runs = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        runs.add(pool.submit(() -> prepare(jar, cache)));
      }
      List<Path> first = runs.get(0).get();
      for (Future<List<Path>> r : runs) {
        List<Path> got = r.get();
        assertEquals(first, got);
        assertContents(got.get(0).getParent(), 6);
      }
      assertEquals(List.of(), temporaries(first.get(0).getParent()));
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void z3LoadsThroughPairlocksLoader() throws Exception {
    // pairlock's TurnKey, not turnkey-support's, comes first on the class path
    assertEquals(
        Main.class.getProtectionDomain().getCodeSource().getLocation(),
        tools.aqua.turnkey.support.TurnKey.class.getProtectionDomain().getCodeSource().getLocation());
    // and Z3 works (from the cache, or unpacked as before where there is none)
    try (com.microsoft.z3.Context ctx = new com.microsoft.z3.Context()) {
      com.microsoft.z3.Solver s = ctx.mkSolver();
      s.add(ctx.mkGt(ctx.mkIntConst("x"), ctx.mkInt(1)));
      assertEquals(com.microsoft.z3.Status.SATISFIABLE, s.check());
    }
  }
}

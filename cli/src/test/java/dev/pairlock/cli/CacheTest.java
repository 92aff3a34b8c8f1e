package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The result cache: a hit reuses the stored result, a change misses, a corrupt entry is recomputed. */
class CacheTest {
  @TempDir Path tmp;

  private List<Path> entries(Path cache) throws Exception {
    if (!Files.isDirectory(cache)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(cache)) {
      return s.sorted().toList();
    }
  }

  @Test
  void hitMissAndCorruption() throws Exception {
    Path cache = tmp.resolve("cache");
    Path drv = Files.createDirectories(tmp.resolve("drv"));
    Path c = drv.resolve("counter.c");
    Files.copy(Golden.repoRoot().resolve("regression/analyze/global_counter_race.c"), c);
    String[] args = {"analyze", "--cache-dir", cache.toString(), c.toString()};

    // miss: analysed, one entry stored (and no temporary file left)
    Suite.Run first = Suite.run(args);
    assertEquals(ExitCode.PROBLEM, first.code());
    List<Path> stored = entries(cache);
    assertEquals(1, stored.size(), stored.toString());
    assertTrue(stored.get(0).getFileName().toString().matches("[0-9a-f]{64}\\.json"));

    // hit: the stored result is what is reported (proved by editing it)
    Path entry = stored.get(0);
    String original = Files.readString(entry);
    Files.writeString(entry, original.replace("\"regionName\": \"counter\"", "\"regionName\": \"counter_from_cache\""));
    Suite.Run hit = Suite.run(args);
    assertTrue(hit.out().contains("race on counter_from_cache"), hit.out());
    assertEquals(first.out().replace("race on counter", "race on counter_from_cache"), hit.out());

    // --no-cache recomputes
    Suite.Run forced = Suite.run("analyze", "--no-cache", "--cache-dir", cache.toString(), c.toString());
    assertEquals(first.out(), forced.out());

    // corruption: a truncated entry is ignored, the result recomputed and stored again
    Files.writeString(entry, original.substring(0, original.length() / 2));
    Suite.Run recomputed = Suite.run(args);
    assertEquals(first.out(), recomputed.out());
    assertEquals(first.code(), recomputed.code());
    Reports.DriverReport again = ResultCodec.decode(Files.readString(entry));
    assertEquals("counter", again.name());

    // a changed source misses (a second entry), and the change shows
    Files.writeString(c, Files.readString(c).replace("counter = counter + 1;", "counter = counter + 2;"));
    Suite.Run changed = Suite.run(args);
    assertEquals(2, entries(cache).size());
    assertTrue(changed.out().contains("counter = counter + 2;"), changed.out());

    // a changed header in the driver's directory misses too
    Files.writeString(drv.resolve("unused.h"), "#define UNUSED 1\n");
    Suite.run(args);
    assertEquals(3, entries(cache).size());

    // other options are another key
    Suite.run("analyze", "--cache-dir", cache.toString(), "--param-aliasing", c.toString());
    assertEquals(4, entries(cache).size());
    assertFalse(entries(cache).stream().anyMatch(p -> p.getFileName().toString().endsWith(".tmp")));
  }

  @Test
  void failuresAreNotCached() throws Exception {
    Path cache = tmp.resolve("cache");
    Path bad = Golden.repoRoot().resolve("regression/analyze-errors/syntax_error.c");
    Suite.Run r = Suite.run("analyze", "--cache-dir", cache.toString(), bad.toString());
    assertEquals(ExitCode.INPUT, r.code());
    assertEquals(List.of(), entries(cache));
  }

  @Test
  void codecRoundTrips() throws Exception {
    Path ringbuf = Golden.repoRoot().resolve("examples/ringbuf");
    Drivers.Spec spec = Drivers.find(List.of(ringbuf), dev.pairlock.frontend.CompileOptions.kernelDefaults(), false).get(0);
    Reports.DriverReport r =
        DriverAnalysis.run(
            spec,
            new DriverAnalysis.AnalysisRequest(
                List.of(), dev.pairlock.instrument.race.PairAnalysisOptions.defaults(), true));
    String enc = ResultCodec.encode(r);
    Reports.DriverReport back = ResultCodec.decode(enc);
    assertEquals(enc, ResultCodec.encode(back));
    assertEquals(Reports.text(r), Reports.text(back));
    assertEquals(Reports.jsonReport(List.of(r)), Reports.jsonReport(List.of(back)));
  }
}

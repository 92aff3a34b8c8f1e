package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pairlock.frontend.Clang;
import dev.pairlock.instrument.race.Access;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.ivl.ast.SourceLoc;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The report's order of races and accesses is the order of the places it shows, so it does not
 * depend on where a kernel tree and pairlock's cache lie (CI checks out under {@code /check},
 * which sorts before a cache under {@code /root}; a checkout under {@code /work} after it).
 */
class DisplayPathsTest {
  private static final String MODEL =
      Clang.kernelIncludeDirName().toAbsolutePath().resolve("pairlock/kernel-tree/ida.c").toString();

  private static Access access(String entry, String file) {
    return new Access(entry, true, new SourceLoc(file, 29, 2), List.of(), List.of(), entry, null);
  }

  private static List<String> shownOrder(String treeFile) {
    DisplayPaths paths = new DisplayPaths(Path.of("drivers"));
    Race race =
        new Race(Race.Kind.WRITE_WRITE, "ii.ids", "$M.0",
            List.of(access("ii_open", MODEL), access("ii_write", treeFile)), false);
    Race own =
        new Race(Race.Kind.WRITE_WRITE, "ii.x", "$M.1",
            List.of(access("ii_open", MODEL), access("ii_write", MODEL)), false);
    List<String> order = new java.util.ArrayList<>();
    for (Race r : paths.races(List.of(race, own))) {
      for (Access a : paths.accesses(r)) {
        order.add(r.regionName() + " " + paths.at(a.location()).replace(treeFile, "<tree>"));
      }
    }
    return order;
  }

  @Test
  void raceOrderIsTheShownOrderWhereverTheTreeLies() {
    List<String> expected =
        List.of(
            "ii.ids <tree>:29:2",
            "ii.ids <pairlock>/pairlock/kernel-tree/ida.c:29:2",
            "ii.x <pairlock>/pairlock/kernel-tree/ida.c:29:2",
            "ii.x <pairlock>/pairlock/kernel-tree/ida.c:29:2");
    assertEquals(expected, shownOrder("/check/work/main/chartree/include/linux/idr.h"));
    assertEquals(expected, shownOrder("/zzz/work/main/chartree/include/linux/idr.h"));
  }
}

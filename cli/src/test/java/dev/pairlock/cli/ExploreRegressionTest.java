package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code regression/explore/*.c}: user-space programs race-free only through the values of their
 * protocol variables (Peterson, Dekker over C11 and GCC atomics), which the lockset analysis
 * cannot prove; the exploration of every interleaving ({@code precise/explore/Explorer}) proves
 * them, finds the races of their broken versions, and ends without a proof at its state budget.
 */
class ExploreRegressionTest {
  private static final Path DIR = Golden.repoRoot().resolve("regression/explore");

  @TestFactory
  Stream<DynamicTest> explored() throws Exception {
    return Golden.analyzeEach(DIR, 5, "--precise", "--explore-states", "5000");
  }

  @Test
  void withoutTheExplorationTheProtocolIsAFalseAlarm() {
    String text =
        Golden.run(DIR, "analyze", "--explore-states", "0",
            DIR.resolve("peterson_atomic_safe.c").toString());
    assertTrue(text.contains("potential write-write race on counter"), text);
    assertTrue(!text.contains("explored"), text);
    assertTrue(text.endsWith("exit: 1\n"), text);
  }

  @Test
  void theExplorationConfirmsARaceTheOtherStagesLeaveOpen() throws Exception {
    // a solver budget of one unit: the lockset pair is unverified and the precise checker
    // confirms nothing; the exploration finds the race on an execution
    String text =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("dekker_gcc_atomic_race.c").toString());
    assertTrue(text.contains("confirmed read-write race on buffer"), text);
    assertTrue(text.contains("a race found on an execution"), text);
    Golden.check(DIR.resolve("dekker_gcc_atomic_race.budget.expected"), text);
  }

  @Test
  void aRaceTheExplorationFoundIsAWitness(@TempDir Path tmp) throws Exception {
    Path w = tmp.resolve("witness.yml");
    Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1", "--witness", w.toString(),
        DIR.resolve("dekker_gcc_atomic_race.c").toString());
    String y = Files.readString(w);
    assertTrue(y.contains("entry_type: violation_sequence"), y);
    // the target is the access that completes the race: the consumer's read
    assertTrue(y.contains("line: 36"), y);
  }

  @Test
  void aBudgetThatEndsTheSearchIsNoProof() {
    String text =
        Golden.run(DIR, "analyze", "--explore-states", "100",
            DIR.resolve("dekker_gcc_atomic_safe.c").toString());
    assertTrue(text.contains("no proof: reached its state limit (100 states)"), text);
    assertTrue(text.endsWith("exit: 1\n"), text);
  }
}

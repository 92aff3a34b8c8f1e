package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code regression/soundness/*.c}: one small program of our own per class of code on which
 * pairlock once printed a wrong "race-free" or confirmed an impossible race (the comment at the
 * top of each says which class and what went wrong before the fix). Golden reports of the lockset
 * stage; and, for every race-free fixture of the repository ({@code _safe} in its name, false
 * alarms included), the precise checker must confirm nothing: a confirmation is a real execution.
 */
class SoundnessRegressionTest {
  private static final Path ROOT = Golden.repoRoot();
  private static final Path DIR = ROOT.resolve("regression/soundness");

  @TestFactory
  Stream<DynamicTest> lockset() throws Exception {
    return Golden.analyzeEach(DIR, 42);
  }

  /**
   * {@code regression/soundness/ilp32/}: programs for the ILP32 data model ({@code --data-model
   * ILP32}, compiled for i386), where addresses fit in 32-bit integers.
   */
  @TestFactory
  Stream<DynamicTest> ilp32() throws Exception {
    return Golden.analyzeEach(DIR.resolve("ilp32"), 1, "--data-model", "ILP32");
  }

  /**
   * Threads that never return (a server loop, a main that loops for ever, BUG()): the precise
   * checker stops a thread where its path is cut (the unrolling bound, a trap) and confirms the
   * race on a prefix of its run.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsRacesOfThreadsThatNeverReturn() {
    return twoConfirmed("endless_server_race", "main_never_returns_race", "bug_after_write_race");
  }

  /**
   * An atomic access races with a plain one (C11 5.1.2.4): the precise checker confirms the
   * three races of an atomic read-modify-write with plain accesses of main.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsRacesOfAtomicWithPlainAccesses() {
    return confirmed(3, "atomic_mixed_race");
  }

  /** Per fixture: {@code --precise} confirms two races, with the report of its golden. */
  private static Stream<DynamicTest> twoConfirmed(String... fixtures) {
    return confirmed(2, fixtures);
  }

  /** Per fixture: {@code --precise} confirms {@code n} races, with the report of its golden. */
  private static Stream<DynamicTest> confirmed(int count, String... fixtures) {
    return Stream.of(fixtures)
        .map(
            n ->
                DynamicTest.dynamicTest(
                    n,
                    () -> {
                      Path c = DIR.resolve(n + ".c");
                      String text =
                          Golden.run(DIR, "analyze", "--precise", "--no-cache", c.toString());
                      Golden.check(DIR.resolve(n + ".precise.expected"), text);
                      assertTrue(text.contains(", " + count + " confirmed (precise:"), text);
                    }));
  }

  /**
   * A race whose execution passes a value the lifted program over-approximates (a bitwise or of
   * two variables) is found but marked inconclusive: not counted as confirmed (the precise checker
   * alone, without the exploration of interleavings).
   */
  @TestFactory
  Stream<DynamicTest> preciseMarksRacesThroughOverapproximatedValuesInconclusive() {
    return Stream.of("overapprox_or_race", "overapprox_or_safe", "overapprox_branch_safe")
        .map(
            n ->
                DynamicTest.dynamicTest(
                    n,
                    () -> {
                      String c = DIR.resolve(n + ".c").toString();
                      String text = Golden.run(DIR, "analyze", "--precise", "--no-cache",
                          "--explore-states", "0", c);
                      assertTrue(text.contains(", 0 confirmed, 1 not confirmed (interleavings"
                          + " in over-approximated pairs)"), text);
                      // nor called confirmed where it is printed
                      assertFalse(text.contains("warning: confirmed"), text);
                      assertTrue(text.contains("interleaving, not confirmed ("), text);
                    }));
  }

  /**
   * The exploration of interleavings computes the instruction an over-approximated value stands
   * for ({:exact}) where its operands are known: it confirms the race through i | 4 and proves the
   * two programs where i | 4 never meets main's slot. Before, it stopped at the unknown value.
   */
  @Test
  void theExplorationComputesOverapproximatedInstructions() {
    String race = Golden.run(DIR, "analyze", "--precise", "--no-cache",
        DIR.resolve("overapprox_or_race.c").toString());
    assertTrue(race.contains("a race found on an execution"), race);
    assertTrue(race.contains(", 1 confirmed"), race);
    for (String n : new String[] {"overapprox_or_safe", "overapprox_branch_safe"}) {
      String text = Golden.run(DIR, "analyze", "--precise", "--no-cache",
          DIR.resolve(n + ".c").toString());
      assertTrue(text.contains("every interleaving explored"), text);
      assertTrue(text.endsWith("exit: 0\n"), text);
    }
  }

  /**
   * A value the lifted program over-approximates that no branch, address or compared value
   * depends on (a register written only) does not make the race beside it inconclusive: the
   * precise checker confirms both races of the counter.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsRacesPastImmaterialOverapproximations() {
    return twoConfirmed("overapprox_unused_race");
  }

  /**
   * Threads that wait on a semaphore: the precise checker stops a thread at a wait that may block
   * ({@code sem_wait}, {@code pthread_barrier_wait}), and still confirms the two races before it.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsRacesBeforeABlockingWait() {
    return twoConfirmed("sem_wait_blocks_race");
  }

  /**
   * A free writes its whole object, and no further (a range of unknown size ends within its
   * object): the race of a thread freeing an object another thread writes is confirmed.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsARaceWithAFreeOfASharedObject() {
    return confirmed(1, "free_shared_object_race");
  }

  /**
   * Accesses through a null pointer fault and end the program: the precise checker assumes every
   * access's address valid, and still confirms the two races of threads sharing one allocated
   * object.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsRacesOnASharedAllocation() {
    return twoConfirmed("null_object_race");
  }

  /**
   * A fresh object reads zero where nothing wrote it: the races through a device another thread
   * publishes are confirmed (g_iface and device.count), and on the twin whose interface is a
   * zeroed object of its own (getter_two_objects_safe) nothing is, because its private
   * pointer is NULL, not the address of the object the other thread allocates later.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsRacesThroughAPublishedObjectOnly() {
    return twoConfirmed("getter_shared_object_race");
  }

  /**
   * Threads that end the whole program (exit, abort, a failed assert) after racing writes: the
   * precise checker ends the run there (no thread runs on) and still confirms the race before
   * it; with a global array's initial values, the race its initialised elements allow.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsRacesBeforeTheProgramEnds() {
    return confirmed(
        1, "abort_ends_program_race", "exit_after_write_race", "global_array_init_race");
  }

  /**
   * A race reachable only after initialisation loops of hundreds of iterations before the threads
   * start: the precise checker runs that sequential prefix with a larger loop bound than the
   * threads' ({@code SequentialPrefix}) and confirms the races.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsRacesAfterLongInitialisationLoops() {
    return twoConfirmed("init_loop_race");
  }

  /**
   * main joins one of two instances of a start function and then races with the other: the
   * joined instance runs to its end at the join ({@code JoinedInstances}), main goes on.
   */
  @TestFactory
  Stream<DynamicTest> preciseConfirmsRacesAfterAJoinOfAnotherInstance() {
    return twoConfirmed("join_one_instance_race");
  }

  /**
   * {@code regression/soundness/entry-point/}: programs with a function named by {@code
   * --entry-point} that also runs as a helper called once or as a thread template; it runs as
   * threads of its own, so its races must be found.
   */
  @TestFactory
  Stream<DynamicTest> namedEntryPointsRunAsThreadsOfTheirOwn() {
    Path dir = DIR.resolve("entry-point");
    Map<String, String> entry =
        Map.of(
            "entry_point_local_lock_race", "f",
            "entry_point_template_race", "t",
            "kernel_entry_point_lock_race", "dev_poke");
    return entry.entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .map(
            e ->
                DynamicTest.dynamicTest(
                    e.getKey(),
                    () -> {
                      Path c = dir.resolve(e.getKey() + ".c");
                      String text =
                          Golden.run(dir, "analyze", "--entry-point", e.getValue(), c.toString());
                      assertTrue(text.endsWith("exit: 1\n"), text);
                      Golden.check(dir.resolve(e.getKey() + ".expected"), text);
                    }));
  }

  @TestFactory
  Stream<DynamicTest> preciseConfirmsNoRaceOnARaceFreeFixture() throws Exception {
    List<Path> safe = new ArrayList<>();
    for (String d : List.of("regression/soundness", "regression/pthread", "regression/analyze")) {
      for (Path c : Golden.inputs(ROOT.resolve(d), ".c")) {
        if (c.getFileName().toString().contains("_safe")) {
          safe.add(c);
        }
      }
    }
    assertTrue(safe.size() >= 30, "expected the race-free fixtures, found " + safe.size());
    return safe.stream()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    ROOT.relativize(c).toString(),
                    () -> {
                      String text =
                          Golden.run(c.getParent(), "analyze", "--precise", "--no-cache", c.toString());
                      // a race marked inconclusive ("in a pair not modelled soundly": its
                      // execution may not exist) is not claimed real
                      assertFalse(
                          text.lines()
                              .anyMatch(
                                  l ->
                                      l.contains("warning: confirmed")
                                          && !l.contains("(in a pair not modelled soundly)")),
                          c.getFileName() + " is race-free, yet a race was confirmed:\n" + text);
                    }));
  }
}

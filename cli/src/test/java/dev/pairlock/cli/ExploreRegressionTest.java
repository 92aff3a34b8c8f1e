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
 * protocol variables (Peterson, Dekker over C11 and GCC atomics, a mode picked by a switch over a
 * nondeterministic value, an environment model that starts and joins a helper from a thread),
 * which the lockset analysis cannot prove; the exploration of every interleaving ({@code
 * precise/explore/Explorer}) proves them, finds the races of their broken versions, and ends
 * without a proof at its state budget or at a nondeterministic value that flows elsewhere than
 * into comparisons with constants.
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
    // a race on an execution is a race, whatever the lockset stage left unverified: exit 1
    assertTrue(text.endsWith("exit: 1\n"), text);
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
  void theExplorationFindsTheRaceOfOneCaseOfANondeterministicSwitch() throws Exception {
    // the lockset pair unverified, the precise checker out of budget: the exploration's race is
    // the run through case 2
    String text =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("nondet_switch_race.c").toString());
    assertTrue(text.contains("a race found on an execution"), text);
    assertTrue(text.contains("write mode                          nondet_switch_race.c:24:10  mode = 2;"), text);
    Golden.check(DIR.resolve("nondet_switch_race.budget.expected"), text);
  }

  @Test
  void withoutTheExplorationTheSwitchAndTheHelperAreFalseAlarms() {
    for (String f : new String[] {"nondet_switch_safe.c", "helper_join_loop_safe.c"}) {
      String text = Golden.run(DIR, "analyze", "--explore-states", "0", DIR.resolve(f).toString());
      assertTrue(text.contains("potential write-write race on"), text);
      assertTrue(text.endsWith("exit: 1\n"), text);
    }
  }

  @Test
  void theExplorationComputesWithConstantsBeyond64BitSignedRange() throws Exception {
    // IS_ERR's (unsigned long)-4095 is 2^64 - 4095: the search once ended there with "a value out
    // of range"; with the solver out of budget, the race is the exploration's alone
    String text =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("is_err_flag_race.c").toString());
    assertTrue(text.contains("a race found on an execution"), text);
    assertTrue(!text.contains("out of range"), text);
    Golden.check(DIR.resolve("is_err_flag_race.budget.expected"), text);
  }

  @Test
  void sampledNondeterministicValuesFindARaceOnARealExecution() throws Exception {
    // the thread count is compared with bounds: the exact search stops there; the run with
    // __VERIFIER_nondet_int() = 2 (a real result) has the race, and the report names the value
    String text =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("nondet_thread_count_race.c").toString());
    assertTrue(text.contains("a race found on an execution"), text);
    assertTrue(text.contains("nondeterministic values chosen: nondet_thread_count_race.c:27:11 = 2"),
        text);
    Golden.check(DIR.resolve("nondet_thread_count_race.budget.expected"), text);
  }

  @Test
  void sampledValuesNeverProveARaceFreeProgram() throws Exception {
    // the race needs 5 workers, no sampled value reaches it: no race found, and no proof either
    String text =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("nondet_large_count_race.c").toString());
    assertTrue(text.contains("with sampled nondeterministic values (0, 1, 2, 3, 4, -1): no race on"
        + " those runs"), text);
    assertTrue(!text.contains("every interleaving explored"), text);
    assertTrue(text.contains("1 unverified"), text);
    Golden.check(DIR.resolve("nondet_large_count_race.budget.expected"), text);
  }

  @Test
  void aRaceWithAnAccessInsideAnAtomicSectionIsConfirmed() throws Exception {
    // the section runs as one step: no other thread moves while the worker is inside it, so the
    // race the search meets there is one of main's read with the whole section
    String text =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("atomic_section_race.c").toString());
    assertTrue(text.contains("a race found on an execution"), text);
    assertTrue(text.contains("confirmed read-write race on counter"), text);
    assertTrue(!text.contains("atomic section (__VERIFIER_atomic)"), text);
    Golden.check(DIR.resolve("atomic_section_race.budget.expected"), text);
  }

  @Test
  void aRaceFindingSearchEndsOnlyTheRunItCannotContinue() throws Exception {
    // the runs with a large sampled value block on a semaphore, which the search does not model:
    // they end there, and a run with a small value has the race (before, the first blocked run
    // ended the whole search)
    String text =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("sampled_cut_race.c").toString());
    assertTrue(text.contains("a race found on an execution"), text);
    assertTrue(text.contains("confirmed write-write race on x"), text);
    Golden.check(DIR.resolve("sampled_cut_race.budget.expected"), text);
  }

  @Test
  void theSearchComputesShiftsAndBitwiseOperations() throws Exception {
    // 1 << id and bit | 1 are over-approximated in the lifted program; the search computes them
    // and confirms the race of the worker whose (1 << id) | 1 is 3
    String text =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("bitwise_shift_race.c").toString());
    assertTrue(text.contains("a race found on an execution"), text);
    assertTrue(text.contains("confirmed write-write race on x"), text);
    Golden.check(DIR.resolve("bitwise_shift_race.budget.expected"), text);
  }

  @Test
  void computedInstructionsNeverProveOnTooFewValues() {
    // a value also used by a computed instruction is not enumerated by the literals it is compared
    // with (the race needs k = 2); an instruction on an address is not computed (the layout is the
    // search's own): the reviewer's repros, both "proved" once
    String eq = Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
        DIR.resolve("exact_equality_only_race.c").toString());
    assertTrue(eq.contains("a race found on an execution"), eq);
    String addr = Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
        DIR.resolve("address_bit_race.c").toString());
    assertTrue(addr.contains("no proof"), addr);
    assertTrue(!addr.contains("every interleaving explored"), addr);
  }

  @Test
  void noThreadSwitchesInsideAnAtomicSection() {
    // main sees the flag set only in the middle of the worker's section, which never happens: the
    // race on x is not real, and the context-bounded checker no longer confirms it with an
    // interleaving that switches inside the section; main's read of the flag still races
    String text =
        Golden.run(DIR, "analyze", "--precise",
            DIR.resolve("atomic_section_midway_race.c").toString());
    assertTrue(text.contains("potential write-write race on x"), text);
    assertTrue(!text.contains("confirmed write-write race on x"), text);
    assertTrue(text.contains("confirmed read-write race on flag"), text);
  }

  @Test
  void aSectionThatSynchronisesInsideIsNotOneStep() {
    // it releases a lock, or starts a thread, inside: the search lets the others run from there
    // (no proof: the program races under C11) and confirms no race met while it runs
    for (String f : new String[] {"atomic_section_unlock_race.c", "atomic_section_create_race.c"}) {
      String text = Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
          DIR.resolve(f).toString());
      assertTrue(text.contains("no proof: a race only on an execution where another thread ran, or"
          + " was started, while an atomic section (__VERIFIER_atomic) was blocked or synchronised"
          + " inside"), text);
      assertTrue(text.contains("0 confirmed"), text);
      assertTrue(!text.contains("every interleaving explored"), text);
    }
  }

  @Test
  void aSearchWithFewerThreadsFindsTheRaceOfAProgramThatStartsThemWithoutEnd() throws Exception {
    // the exact search runs out of its 5000 states among ever more workers; with main waiting at
    // its third create, two workers finish their rounds and race
    String text =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1", "--explore-states", "5000",
            DIR.resolve("unbounded_creates_race.c").toString());
    assertTrue(text.contains("a race found on an execution (") && text.contains(
        "; at most 3 threads at once): write-write race on last"), text);
    assertTrue(text.contains("confirmed write-write race on last"), text);
    Golden.check(DIR.resolve("unbounded_creates_race.budget.expected"), text);
  }

  @Test
  void aBranchOnAnUnknownValueIsFollowedBothWaysButConfirmsNothing() throws Exception {
    // the safe hand-off is proved with the producer's branch taken both ways; in the racy one the
    // exact search meets the race only after that branch, and the sampled search confirms it
    String safe =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("unknown_branch_handoff_safe.c").toString());
    assertTrue(safe.contains("every interleaving explored"), safe);
    assertTrue(safe.endsWith("exit: 0\n"), safe);
    String race =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("unknown_branch_handoff_race.c").toString());
    assertTrue(race.contains(
        "nondeterministic values chosen: unknown_branch_handoff_race.c:14:11 = 0"), race);
    assertTrue(race.contains("confirmed read-write race on data"), race);
    Golden.check(DIR.resolve("unknown_branch_handoff_race.budget.expected"), race);
  }

  @Test
  void aFreeIsAWriteOfTheWholeObject() throws Exception {
    // with the solver out of budget the exploration decides both: free(buf) after the join is
    // ordered after the worker's accesses, before the join it races with them
    String safe =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("free_after_join_safe.c").toString());
    assertTrue(safe.contains("every interleaving explored"), safe);
    assertTrue(safe.endsWith("exit: 0\n"), safe);
    String race =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("free_before_join_race.c").toString());
    assertTrue(race.contains("a race found on an execution"), race);
    assertTrue(race.contains("free_before_join_race.c:26:3   free(buf);"), race);
    Golden.check(DIR.resolve("free_before_join_race.budget.expected"), race);
  }

  @Test
  void aBudgetThatEndsTheSearchIsNoProof() {
    String text =
        Golden.run(DIR, "analyze", "--explore-states", "100",
            DIR.resolve("dekker_gcc_atomic_safe.c").toString());
    assertTrue(text.contains("no proof: reached its state limit (100 states)"), text);
    assertTrue(text.endsWith("exit: 1\n"), text);
  }

  @Test
  void aRunPastAnInitialisationCheckIsRealInBothSearches() throws Exception {
    // pthread_mutex_init's 0 is a result every call may have: the precise checker alone, and the
    // exploration alone (the precise checker out of budget), both confirm the race past the check
    String precise =
        Golden.run(DIR, "analyze", "--precise", "--explore-states", "0",
            DIR.resolve("init_result_checked_race.c").toString());
    assertTrue(precise.contains("warning: confirmed write-write race on g"), precise);
    assertTrue(precise.contains("1 confirmed ("), precise);
    String explored =
        Golden.run(DIR, "analyze", "--precise", "--solver-budget", "1",
            DIR.resolve("init_result_checked_race.c").toString());
    assertTrue(explored.contains("a race found on an execution"), explored);
    assertTrue(explored.contains("warning: confirmed write-write race on g"), explored);
    assertTrue(explored.endsWith("exit: 1\n"), explored);
  }
}

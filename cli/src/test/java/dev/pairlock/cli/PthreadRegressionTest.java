package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code regression/pthread/*.c}: POSIX-threads programs, analysed in the mode {@code analyze}
 * picks for them (a {@code main} that calls {@code pthread_create}): golden reports of the lockset
 * stage, and of the precise checker, whose interleavings name the threads.
 */
class PthreadRegressionTest {
  private static final Path DIR = Golden.repoRoot().resolve("regression/pthread");

  @TestFactory
  Stream<DynamicTest> lockset() throws Exception {
    return Golden.analyzeEach(DIR, 15);
  }

  @Test
  void jsonReportShowsThreadsAndSingleInstances() throws Exception {
    Path c = DIR.resolve("join_read_safe.c");
    Golden.check(
        DIR.resolve("join_read_safe.json.expected"),
        Golden.run(DIR, "analyze", "--format", "json", c.toString()));
  }

  @Test
  void preciseConfirmsTheRaceBeforeJoin() throws Exception {
    Path c = DIR.resolve("join_late_race.c");
    String text = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", c.toString());
    assertTrue(text.contains("T1  main  read result"), text);
    assertTrue(text.contains("T2  work  write result"), text);
    Golden.check(DIR.resolve("join_late_race.precise.expected"), text);
  }

  /**
   * A race only where pthread_mutex_init fails: the precise checker narrows its result to 0, so
   * it confirms nothing, and both reports say what its runs assumed (never "every access
   * protected" as if proved).
   */
  @Test
  void preciseSaysWhichLibraryResultsItsRunsAssumed() throws Exception {
    Path c = DIR.resolve("init_fail_race.c");
    String assumed = "only runs where pthread_mutex_init returned 0 were checked";
    String text = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", c.toString());
    assertTrue(text.contains(", 0 confirmed (precise:"), text);
    assertTrue(text.contains("note: main/worker: no race confirmed; " + assumed), text);
    Golden.check(DIR.resolve("init_fail_race.precise.expected"), text);
    String json = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", "--format", "json",
        c.toString());
    assertTrue(json.contains(assumed), json);
  }

  @Test
  void preciseConfirmsNothingAfterJoin() {
    String text =
        Golden.run(DIR, "analyze", "--precise", DIR.resolve("join_read_safe.c").toString());
    assertTrue(text.contains(", 0 confirmed (precise:"), text);
    assertTrue(text.endsWith("exit: 0\n"), text);
  }

  @Test
  void preciseBindsTheThreadArgumentToWhatMainPassed() {
    // the object main passes is the one the thread writes: confirmed
    String same = Golden.run(DIR, "analyze", "--precise", DIR.resolve("heap_arg_race.c").toString());
    assertTrue(same.contains("warning: confirmed write-write race on job.total"), same);
    // main writes the other object of the same allocation site: potential only for the precise
    // checker (the exploration of every interleaving, turned off here, proves it race-free)
    String other =
        Golden.run(
            DIR, "analyze", "--precise", "--explore-states", "0",
            DIR.resolve("two_objects_one_site_safe.c").toString());
    assertTrue(other.contains("potential write-write race on cell.value"), other);
    assertTrue(other.contains(", 0 confirmed (precise:"), other);
  }

  @Test
  void eachCallOfAnAllocationWrapperIsAnObjectOfItsOwn() {
    // the lockset stage alone (no exploration) tells the two calls' objects apart
    String own = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("alloc_wrapper_safe.c").toString());
    assertTrue(own.endsWith("1 of 1 entry-point pairs race-free, 0 racy regions, 0 unverified, "
        + "2 serialized\nexit: 0\n"), own);
    // a function that also lets its pointer be kept is no wrapper: one object, the race stays
    String kept = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("alloc_wrapper_kept_race.c").toString());
    assertTrue(kept.contains("potential write-write race on cell.value"), kept);
  }

  @Test
  void eachCallOfADeallocationWrapperFreesItsOwnArgument() {
    // the lockset stage alone tells apart the two objects freed through the wrappers
    String own = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("dealloc_wrapper_safe.c").toString());
    assertTrue(own.endsWith("1 of 1 entry-point pairs race-free, 0 racy regions, 0 unverified, "
        + "2 serialized\nexit: 0\n"), own);
    // the wrapper's call is still the free's write of the object, against the thread's read
    String freed = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("dealloc_wrapper_race.c").toString());
    assertTrue(freed.contains("potential read-write race on cell.value"), freed);
    assertTrue(freed.contains("write in main   (locks held: none)  dealloc_wrapper_race.c:29:3   "
        + "release(a);"), freed);
    // one that also keeps the pointer is no wrapper, its free inside still writes the object
    String kept = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("dealloc_wrapper_kept_race.c").toString());
    assertTrue(kept.contains("potential write-write race on cell.value"), kept);
  }

  @Test
  void accessesOfAnObjectNotYetPublishedRaceWithNothing() {
    // the lockset stage alone (no exploration): writes before the store into the global, before
    // the pthread_create that passes the object, and in a loop that allocates anew, are not races
    for (String safe : List.of("init_before_publish_safe.c", "init_before_create_safe.c",
        "publish_loop_safe.c", "init_through_helpers_safe.c", "thread_arg_handover_safe.c")) {
      String out = Golden.run(DIR, "analyze", "--explore-states", "0",
          DIR.resolve(safe).toString());
      assertTrue(out.contains(" 0 racy regions, 0 unverified, ") && out.endsWith("exit: 0\n"),
          safe + ": " + out);
    }
    // a write after the store, after passing the pointer to a function, or to the object a
    // previous iteration published, stays reported; the writes before the store do not
    String after = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("write_after_publish_race.c").toString());
    assertTrue(after.contains("write_after_publish_race.c:28:12  c->value = 20;"), after);
    assertFalse(after.contains("c->value = 10;"), after);
    String helper = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("publish_in_helper_race.c").toString());
    assertTrue(helper.contains("publish_in_helper_race.c:30:12  c->value = 10;"), helper);
    // a helper that keeps the pointer through another helper captures it too
    String nested = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("capture_in_nested_helper_race.c").toString());
    assertTrue(nested.contains("capture_in_nested_helper_race.c:36:12  c->value = 10;"), nested);
    // a thread argument its creator writes after the create is not the thread's own
    String kept = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("thread_arg_kept_race.c").toString());
    assertTrue(kept.contains("thread_arg_kept_race.c:17:22  int n = j->id + j->size;")
        && kept.contains("thread_arg_kept_race.c:29:11  j->size = 20;"), kept);
    String loop = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("publish_loop_race.c").toString());
    assertTrue(loop.contains("publish_loop_race.c:23:14  n->value = i;"), loop);
  }

  @Test
  void callersOfOneFunctionKeepTheirObjectsApart() {
    // the lockset stage alone: two devices reached through accessors inlined into their callers
    // (getter_two_devices_safe), and a thread whose device pointer points to no object passed
    // to the delete another thread calls on its real device (unattached_device_release_safe)
    for (String safe : List.of("getter_two_devices_safe.c", "unattached_device_release_safe.c")) {
      String out = Golden.run(DIR, "analyze", "--explore-states", "0",
          DIR.resolve(safe).toString());
      assertTrue(out.contains(" 0 racy regions, 0 unverified, ") && out.endsWith("exit: 0\n"),
          safe + ": " + out);
    }
    // their twins, where the object is shared, keep their races
    String shared = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("getter_shared_device_race.c").toString());
    assertTrue(shared.contains("write in worker_b  (locks held: none)        "
        + "getter_shared_device_race.c:49:14  p->count = 42;"), shared);
    String published = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("published_device_release_race.c").toString());
    assertTrue(published.contains("warning: potential write-write race on device.open_count")
        && published.contains("write in file_thread  (locks held: m)                   "
            + "published_device_release_race.c:44:3  free(d);"), published);
  }

  @Test
  void unusedParametersAndUnreadVarargsLinkNothing() {
    // a variadic stub that starts no va_list: the objects passed to its calls stay apart
    String varargs = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("vararg_stub_safe.c").toString());
    assertTrue(varargs.endsWith("1 of 1 entry-point pairs race-free, 0 racy regions, "
        + "0 unverified, 2 serialized\nexit: 0\n"), varargs);
    // a parameter the function never uses: two fields passed to it stay two cells
    String unused = Golden.run(DIR, "analyze", "--explore-states", "0",
        DIR.resolve("unused_param_stub_safe.c").toString());
    assertTrue(unused.endsWith("1 of 1 entry-point pairs race-free, 0 racy regions, "
        + "0 unverified, 2 serialized\nexit: 0\n"), unused);
  }

  @Test
  void preciseBindsTheArgumentsOfTwoThreadsToDistinctCreates() throws Exception {
    // own/own: two objects of one allocation site (potential only); bump/bump: one object
    Path c = DIR.resolve("two_threads_args_race.c");
    String text = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", c.toString());
    assertTrue(text.contains("potential write-write race on cell.value\n"), text);
    assertTrue(text.contains("confirmed write-write race on cell.value#2"), text);
    assertTrue(text.contains(", 2 confirmed (precise:"), text);
    Golden.check(DIR.resolve("two_threads_args_race.precise.expected"), text);
  }

  @Test
  void preciseConfirmsRacesWhoseWriteStoresTheValueAlreadyThere() throws Exception {
    // two rwlock readers set one flag to 1; reset() stores 0 into the 0 main reads
    Path c = DIR.resolve("same_value_race.c");
    String text = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", c.toString());
    assertTrue(text.contains("warning: confirmed write-write race on done"), text);
    assertTrue(text.contains("warning: confirmed read-write race on mode"), text);
    Golden.check(DIR.resolve("same_value_race.precise.expected"), text);
  }

  @Test
  void preciseDeepensTheUnrollingBoundForARaceBehindALoop() throws Exception {
    // main's loop of 10 iterations lies before its read: beyond 2 back edges, within 14
    Path c = DIR.resolve("loop_then_race.c");
    String text = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", c.toString());
    assertTrue(text.contains("warning: confirmed read-write race on total"), text);
    assertTrue(text.contains("loops unrolled to 14 back edges per activation in sum"), text);
    Golden.check(DIR.resolve("loop_then_race.precise.expected"), text);
  }

  @Test
  void preciseSearchesAPairThatFoundNothingWithOneMoreContext() throws Exception {
    // main reads data right after reading the flag the worker set: the check needs a third
    // context of main's, after the worker's write
    Path c = DIR.resolve("preempted_after_access_race.c");
    String text = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", c.toString());
    assertTrue(text.contains("warning: confirmed read-write race on data"), text);
    assertTrue(text.contains("main/worker: races confirmed with 3 contexts per thread"), text);
    Golden.check(DIR.resolve("preempted_after_access_race.precise.expected"), text);
  }

  @Test
  void preciseLetsOtherThreadsTakeTheMutexOfAConditionWait() throws Exception {
    // main waits holding m until the worker, which needs m, has set the flag
    Path c = DIR.resolve("cond_wait_release_race.c");
    String text = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", c.toString());
    assertTrue(text.contains("warning: confirmed read-write race on data"), text);
    Golden.check(DIR.resolve("cond_wait_release_race.precise.expected"), text);
    String safe =
        Golden.run(DIR, "analyze", "--precise", DIR.resolve("cond_wait_safe.c").toString());
    assertTrue(safe.contains("1 of 1 entry-point pairs race-free"), safe);
    assertTrue(safe.contains(", 0 confirmed (precise:"), safe);
  }

  @Test
  void preciseTellsTheThreadsOfJoinsInALoopApartByTheirHandles() throws Exception {
    // main joins three of four threads, then reads: the fourth may still write
    Path c = DIR.resolve("join_array_partial_race.c");
    String text = Golden.run(DIR, "analyze", "--precise", "--timeout", "0", c.toString());
    assertTrue(text.contains("warning: confirmed read-write race on data"), text);
    assertTrue(text.contains("joins worker, which runs to its end here"), text);
    Golden.check(DIR.resolve("join_array_partial_race.precise.expected"), text);
    // all four joined first: nothing to confirm
    String all =
        Golden.run(
            DIR, "analyze", "--precise",
            DIR.resolve("join_array_all_safe.c").toString());
    assertTrue(all.contains(", 0 confirmed (precise:"), all);
  }

  @Test
  void kernelModeOnAPthreadProgramIsACompileError() {
    // without the system headers <pthread.h> does not exist: the mode matters
    String text =
        Golden.run(DIR, "analyze", "--mode", "kernel", DIR.resolve("counter_race.c").toString());
    assertTrue(text.contains("pthread.h"), text);
    assertTrue(text.endsWith("exit: 2\n"), text);
  }

  @Test
  void explicitPthreadModeGivesTheSameReport() {
    Path c = DIR.resolve("counter_race.c");
    assertEquals(
        Golden.run(DIR, "analyze", c.toString()),
        Golden.run(DIR, "analyze", "--mode", "pthread", c.toString()));
  }

  @Test
  void badModeIsAUsageError() {
    String text = Golden.run(DIR, "analyze", "--mode", "posix", DIR.resolve("counter_race.c").toString());
    assertTrue(text.contains("expected auto, kernel or pthread"), text);
    assertTrue(text.endsWith("exit: 2\n"), text);
  }
}

package dev.pairlock.precise;

import java.util.Set;

/** Names of the variables and attributes the two-thread program adds ({@code $pl.} prefix). */
final class Names {
  private Names() {}

  static final String ROUND = "$pl.rnd";
  static final String NEXT_ROUND = "$pl.nr";
  static final String NONDET = "$pl.nd";
  /**
   * Where a call ended the whole program ({@code exit}, {@code abort}): the slot of the round
   * robin, {@code 2 * round + thread - 1} (thread 1's segment of a round runs before thread 2's),
   * {@code 2 * K} while the program runs; no thread runs in a slot from it on. With thread 1's
   * last round ({@code T1_LAST_ROUND}), which an end of thread 2 must not precede.
   */
  static final String END_SLOT = "$pl.endSlot";

  static final String T1_LAST_ROUND = "$pl.t1last";
  static final String PICKED_CHECK = "$pl.PC";
  static final String PICKED_WRITER = "$pl.PW";
  /**
   * At a race check's observation: whether the check fails there (the watched address changed
   * since the access), and the last writer of that address. Every failing check on a
   * counterexample's path is a race of that same execution, so one model yields them all.
   */
  static final String CHECK_FAILS = "$pl.CF";
  static final String CHECK_WRITER = "$pl.CW";
  /**
   * Uninterpreted functions of the final race assertions: {@code reported(check, writer)} is
   * assumed once that combination's race was reported, {@code closed(check)} once the check
   * reported its last race ({@link RaceExclusions}).
   */
  static final String REPORTED = "$pl.reported";

  static final String CLOSED_CHECK = "$pl.closed";

  /**
   * On the observation {@link Flattener} puts after a {@code havoc {:overapprox}}: the havocked
   * variables, as strings.
   */
  static final String OVERAPPROX_OF = "overapprox_of";

  /**
   * Marks the assumptions that a fresh object reads zero ({@code Allocations}): they only drop
   * executions no allocation has, so no race depends on what they read.
   */
  static final String FRESH_ZERO = "fresh_zero";

  /** The variables a counterexample reports at each observation ({@link TraceMapper} reads them). */
  static final Set<String> OBSERVED =
      Set.of(ROUND, PICKED_CHECK, PICKED_WRITER, CHECK_FAILS, CHECK_WRITER, ok(1), ok(2));
  /** Thread 1 (main) created the instance thread 2 stands for; with the argument it passed. */
  static final String CAPTURED = "$pl.cap";
  static final String CAPTURED_ARG = "$pl.capArg";
  /** The create site ({@code {:create_site}}) at which thread 1 created thread 2's instance. */
  static final String CAPTURED_SITE = "$pl.capSite";
  /**
   * The last-writer tag of a write by a thread instance main joined and ran at its join ({@link
   * JoinedInstances}): not a thread of the pair, so no race check picks it.
   */
  static final int OTHER_INSTANCE = -2;
  /** The pseudo-procedure marking a yield until the rounds are introduced. */
  static final String YIELD = "$pl.yield";
  /** Attribute of an observation: the index of its entry in the step table. */
  static final String STEP = "stepid";
  /** Attribute of a final race assertion: the check's id. */
  static final String CHECK = "precise_check";

  private static String key(String name) {
    return name.startsWith("$") ? name.substring(1) : name;
  }

  static String owner(String lock) {
    return "$pl.own." + key(lock);
  }

  static String reader(String lock, int thread) {
    return "$pl.rd" + thread + "." + key(lock);
  }

  static String lastWriter(String region) {
    return "$pl.LW." + key(region);
  }

  static String watched(String region) {
    return "$pl.W." + key(region);
  }

  static String registered(int thread) {
    return "$pl.regd" + thread;
  }

  /** The prefix (module init) has started thread {@code thread} ({@link TwoThreadBuilder}). */
  static String startedInPrefix(int thread) {
    return "$pl.pstart" + thread;
  }

  static String address(int thread) {
    return "$pl.a" + thread;
  }

  static String value(int thread) {
    return "$pl.v" + thread;
  }

  /** The last-writer tag of the watched address at a thread's checked read. */
  static String writerAtRead(int thread) {
    return "$pl.lwr" + thread;
  }

  static String ok(int thread) {
    return "$pl.ok" + thread;
  }

  static String copy(String var, int round) {
    return var + "#" + round;
  }

  static String guess(String var, int round) {
    return "$pl.guess." + key(var) + "#" + round;
  }

  static String havocTemp(String var) {
    return "$pl.hv." + key(var);
  }

  /** Tag of a write in the last-writer ghosts: access site and thread. */
  static int writerTag(int siteId, int thread) {
    return 2 * siteId + (thread - 1);
  }
}

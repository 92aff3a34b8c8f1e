package dev.pairlock.ivl.smt;

/**
 * A deterministic budget of solver work shared by a sequence of queries (one Houdini run, one
 * pair's race check), counted in Z3's resource units ({@code rlimit}): each query may use what is
 * left and is charged what it used (the difference of Z3's {@code rlimit count} statistic). Unlike
 * a time limit it runs out at the same query with the same answers in every run, whatever the load
 * of the machine, so the same input gives the same verdicts. A query that runs out of it is
 * inconclusive ({@link SatResult.Unknown#budget()}), never a proof; once it is used up, later
 * queries are answered inconclusive without asking Z3.
 *
 * <p>Z3 counts its work in these units in the SMT core, the SAT solver and most tactics, so they
 * measure the search the solver made, not the time it took; they do not count the time spent
 * building VCs in Java (a wall-clock deadline still bounds that).
 *
 * <p>Thread-safe (a side's Houdini run may be charged while another thread reads it).
 */
public final class SolverBudget {
  /**
   * Z3's resource units per second of solving, measured with Z3 4.14.1 on this project's 2-core
   * x86-64 machine, each query's units against the CPU time of its thread (the machine was shared,
   * so wall time would have counted the others' work), over the WHOOP suite's generic_nvram,
   * machzwd, intel_scu_watchdog, dtlk and most of r8169 (Houdini and race checks, 3,093 queries):
   * the rate falls as queries grow (4.1 M/s under 0.1 s, 2.7 M/s from 0.1 to 1 s, 2.2 M/s over 1 s,
   * r8169's slowest 23.7 M units in 11.0 s, dtlk's slowest 3.9 M in 3.2 s). What runs out of a
   * budget are the long queries, so the conversion is their rate, rounded down: a budget of
   * {@code unitsOfSeconds(60)} allows about what a 60 s time limit allowed those queries on an
   * unloaded machine.
   */
  public static final long UNITS_PER_SECOND = 2_000_000L;

  /** The largest limit Z3 takes for one query (its {@code rlimit} parameter is an unsigned int). */
  static final long MAX_QUERY_UNITS = 0xFFFF_FFFFL;

  private final long limit;
  private long used;

  /**
   * @param limit units (positive)
   */
  public SolverBudget(long limit) {
    if (limit <= 0) {
      throw new IllegalArgumentException("a solver budget must be positive: " + limit);
    }
    this.limit = limit;
  }

  /** A budget of {@code seconds} of solving on the reference machine ({@link #UNITS_PER_SECOND}). */
  public static long unitsOfSeconds(long seconds) {
    return Math.multiplyExact(seconds, UNITS_PER_SECOND);
  }

  public long limit() {
    return limit;
  }

  public synchronized long used() {
    return used;
  }

  /** Units left (0 when used up). */
  public synchronized long remaining() {
    return Math.max(0, limit - used);
  }

  public synchronized boolean exhausted() {
    return used >= limit;
  }

  /** Charges {@code units} of solver work. */
  public synchronized void charge(long units) {
    if (units < 0) {
      throw new IllegalArgumentException("negative charge " + units);
    }
    used = used + units < used ? Long.MAX_VALUE : used + units;
  }

  /** What a report says when it ran out, e.g. {@code "the solver budget (60000000 units) ran out"}. */
  public String exhaustedMessage() {
    return exhaustedMessage(limit);
  }

  /** What a report says when a budget of {@code limit} units ran out. */
  public static String exhaustedMessage(long limit) {
    return "the solver budget (" + limit + " rlimit units) ran out";
  }

  @Override
  public synchronized String toString() {
    return "SolverBudget(" + used + "/" + limit + ")";
  }
}

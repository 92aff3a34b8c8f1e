package dev.pairlock.precise.explore;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.race.Deadline;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.precise.ConfirmedRace;
import dev.pairlock.precise.RaceAccess;
import dev.pairlock.precise.Step;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Explicit-state exploration of every interleaving of a closed user-space program (a lifted
 * program with a {@code main} entry point), under sequentially consistent semantics: an atomic
 * access runs inside the pseudo-lock {@code atomic access} the frontend puts around it, so atomic
 * accesses are steps of one thread that no other atomic access interleaves.
 *
 * <p>A state is every thread's call stack (procedure, position, locals), the shared memory, the
 * lock owners and the allocator's next address. A data race is a state in which two threads' next
 * commands access one location, at least one of them writing: the two can run one right after the
 * other (C11's definition, for a program whose synchronisation is locks and SC atomics).
 *
 * <p>Reduction: a thread runs its thread-local commands (locals, thread-local regions, calls,
 * branches) without interleaving, up to its next visible operation (a shared access, a lock
 * operation, thread creation or join, the end of the program). Thread-local commands commute with
 * every other thread's commands, so every execution is equivalent to one where they run right
 * after the thread's previous visible operation, and every state where two visible operations are
 * enabled at once is reached (the classic sound merging of invisible steps).
 *
 * <p>Nondeterministic values: a {@code bool} havoc runs both values; an integer havoc whose value
 * is only compared for equality with literals ({@link EqualityOnlyValues}) runs one value per
 * literal and one equal to none of them. Only where every value is possible (an any-value model,
 * {@code {:any_value}}) is such a run one of the program's; after any other havoc (a read of a
 * region whose values are not kept, a library function's result: {@code rand() == -1}) it is
 * {@link State#guessed}, and a race found on it is not confirmed; a library function's result
 * with values every call may have ({@code {:possible_results 0}}) runs each of them, real, and
 * once unknown. Thread handles: {@code pthread_create} stores a handle of the explorer's own in
 * the handle's cell the frontend writes before the call, so a join the frontend cannot tie to a
 * create site waits for the thread whose handle it reads.
 *
 * <p>Exactness: a branch or assumption on a value from any other {@code havoc} (a
 * nondeterministic or over-approximated value) is taken as holding, each side of a branch: more
 * runs than the program has, still a proof when none races, but a race met on such a run is not
 * confirmed ({@link State#guessed}). Any other construct not modelled exactly ends the search with
 * {@link Exploration.Incomplete} and its reason: such a value that an address or a lock depends
 * on, a call of a function
 * without a body other than the lock, create and join models, a command marked {@code
 * {:unsound}}, a blocking wait, a lock operation without the lock's address (other than on a
 * lock with no object: an atomic section's), a join tied neither to one
 * create site nor to a handle it stored, region havocs (block copies), accesses of one region at
 * nearby addresses that may overlap, the state or time budget. Allocation picks a place no value
 * of the state points into (objects 16 MiB apart): exact for a program whose behaviour does not
 * depend on where distinct objects lie (C leaves relational comparison of pointers to different
 * objects undefined). {@code pthread_create} may also fail (no thread, a nonzero result); a race
 * found only on such a run is not reported as confirmed.
 *
 * <p>Locks: a lock that is an object is the lock at its address ({@code {:lock_at}} on each of
 * its operations, unresolved ones included), POSIX's identity of a mutex: one lock however the
 * analysis named it, one per instance of a location of several. A lock with no object (an atomic
 * section's, a {@code global="..."} model's) is its constant, a negative value no address takes.
 */
public final class Explorer {
  private static final long STRIDE = 1L << 24;
  /**
   * The frontend's allocations are {@code havoc v; assume v >= BASE;} with BASE at least 2^20
   * above every global ({@code ModuleLowering}); a smaller bound is some other value.
   */
  private static final BigInteger MIN_HEAP_BASE = BigInteger.ONE.shiftLeft(20);
  /**
   * The widest access without a {@code {:width n}} (the frontend marks every wider one): two
   * accesses of one region closer than this, one of them without a width, may overlap.
   */
  private static final long WIDEST = 8;

  private final ExploreOptions options;
  private final Deadline deadline;

  public Explorer(ExploreOptions options, Deadline deadline) {
    this(options, deadline, false, 0);
  }

  private Explorer(ExploreOptions options, Deadline deadline, boolean sampling, int threadBound) {
    this(options, deadline, sampling, threadBound, false);
  }

  private Explorer(ExploreOptions options, Deadline deadline, boolean sampling, int threadBound,
      boolean sampleBeforeThreads) {
    this.options = options;
    this.deadline = deadline;
    this.sampling = sampling;
    this.threadBound = threadBound;
    this.sampleBeforeThreads = sampleBeforeThreads;
  }

  /**
   * Whether this sampling search picks samples only while main is the one thread (the program's
   * parameters: a thread count, a size), leaving a result of any value unknown once threads run,
   * as the exact search does (a thread's {@code data = __VERIFIER_nondet_int();}: a state per
   * sample and thread, for a value the race does not depend on). A race-finding search like the
   * full one (a result left unknown stands for every value; a branch on it is taken either way
   * and marked guessed, so no race is confirmed on it); tried first, being far smaller.
   */
  private final boolean sampleBeforeThreads;

  /**
   * The most threads (main included) a bounded search lets run at once: a pair's race needs two,
   * and main or another thread to start them. A {@code pthread_create} that would start one more
   * waits; every run of such a search is a run of the program in which the creating thread has
   * not yet been scheduled again, so a race it finds is on a real execution (it proves nothing).
   */
  static final int BOUNDED_THREADS = 3;

  /** The most threads alive at once that the bounded searches deepen to. */
  static final int MAX_BOUNDED_THREADS = 5;

  /** The most threads alive at once in this search ({@link #BOUNDED_THREADS}), 0 for no bound. */
  private final int threadBound;

  /**
   * The values a sampling search gives the result of a call that may return any value of its
   * type ({@code {:any_value}}, SV-COMP's {@code __VERIFIER_nondet_int}) when the exact search
   * could not use it (a branch, a bound or a size that depends on it): small counts first, then
   * -1 (all ones unsigned). Each is a real result, so a race on such a run is a real execution;
   * the runs with other values are never searched, so a sampling search proves nothing.
   */
  private static final List<Long> SAMPLES = List.of(0L, 1L, 2L, 3L, 4L, -1L);

  private static final String SAMPLED = "only runs with sampled values searched";

  private static final String BOUNDED = "only runs with a bounded number of threads searched";

  /** Whether this search picks {@link #SAMPLES} for any-value results (only to find a race). */
  private final boolean sampling;

  /** Whether this search has picked a sample: it can then no longer prove the program race-free. */
  private boolean sampled;

  /** Whether this search has left the result of an any-value call unknown (not sampling). */
  private boolean leftAnyValueUnknown;

  /**
   * Whether {@code p} is a closed user-space program: it has a {@code main} entry point and every
   * other entry point is a thread it creates (no callback, no ops table, no {@code --entry-point}).
   */
  public static boolean isClosedProgram(Program p) {
    boolean main = false;
    for (Decl.Procedure q : p.procedures()) {
      Optional<EntryPoint> e = Attrs.entryPointOf(q);
      if (e.isEmpty()) {
        continue;
      }
      if (e.get().kind().equals(EntryPoint.MAIN)) {
        main = q.body() != null;
      } else if (!e.get().kind().equals(PTHREAD_CREATE)) {
        return false;
      }
    }
    return main;
  }

  /** The entry-point kind of a function passed to {@code pthread_create}. */
  private static final String PTHREAD_CREATE = "pthread_create";

  // ---- values: Long, Boolean or UNKNOWN

  private enum Unknown {
    UNKNOWN;

    @Override
    public String toString() {
      return "?";
    }
  }

  private static final Object UNKNOWN = Unknown.UNKNOWN;

  /**
   * The value of a local the frontend havocs and bounds to a range ({@code havoc a; assume lo <= a
   * && a < hi;}): still unknown to every expression; only a {@code free}'s write of its object
   * ({:frees}) uses the bounds (inclusive).
   */
  private record Range(long lo, long hi) {
    @Override
    public String toString() {
      return "[" + lo + ".." + hi + "]";
    }
  }

  /**
   * An access in the first page (a null pointer, or a field of one): the program crashes there,
   * which ends the execution (the analysis verifies executions without undefined behaviour).
   */
  private static final long NULL_PAGE = 4096;

  private static final class Crash extends RuntimeException {
    Crash() {
      super(null, null, false, false);
    }
  }

  private static long address(Object v, Cmd c) {
    long a = asLong(v, c);
    if (a < NULL_PAGE) {
      throw new Crash();
    }
    return a;
  }

  /** Ends the search without a verdict. */
  private static final class Stop extends RuntimeException {
    Stop(String reason) {
      super(reason, null, false, false);
    }
  }

  private static Stop stop(String why, Cmd at) {
    Optional<SourceLoc> loc = at == null ? Optional.empty() : Attribute.sourceLocOf(at.attrs());
    return new Stop(why + loc.map(l -> " at " + l).orElse(""));
  }

  // ---- the program

  private Program program;

  /**
   * The frontend's helper that starts a DMA completion callback's thread at a submission
   * (llvm-frontend DmaCallbackThreads.HELPER). Its thread runs the callback once, but the engine
   * may call it more than once per submission (a cyclic transfer, device_prep_dma_cyclic;
   * DMA_PREP_REPEAT; a descriptor reused): a race only on a later run is in no explored run, so
   * a program with such a thread is never proved by the exploration (issue #28,
   * dma_callback_cyclic_unverified.c). Its races found are real runs (the first call is one).
   */
  private static final String DMA_CALLBACK_START = "__pairlock_dma_callback_start.";

  private static final String DMA_CALLBACK_REPEATS = "a DMA completion callback's thread runs it"
      + " once, the engine may call it again for the same submission (a cyclic transfer)";
  /** Whether the program starts a DMA completion callback's thread ({@link #DMA_CALLBACK_START}). */
  private boolean dmaCallbackThread;
  private final Map<String, Decl.Procedure> procs = new HashMap<>();
  private final Map<String, Map<String, Integer>> labels = new HashMap<>();
  private final Map<String, Long> consts = new HashMap<>();
  /** Constants whose axiom gives a value outside 64-bit signed range (e.g. {@code -4095} unsigned). */
  private final Map<String, BigInteger> wideConsts = new HashMap<>();
  private final Map<Long, String> functionAt = new HashMap<>();
  private final Map<String, String> lockKind = new HashMap<>();
  private final Map<String, String> lockName = new HashMap<>();
  /**
   * Lock constants some of whose operations carry the lock's address ({:lock_at}) and some not:
   * the search could not tell whether two of them are one lock, so it stops at them.
   */
  private final Set<String> addressAndConstant = new HashSet<>();
  /** The frontend's naming of a lock instance before an operation on it (ModuleLowering). */
  private static final String LOCK_INSTANCE = "$lock_instance";
  /** The lock SV-COMP's atomic sections hold. */
  private static final String ATOMIC_LOCK = LiftedProgram.SECTION_LOCK;
  /** The value of {@link #ATOMIC_LOCK}, when the program has it. */
  private Long atomicLock;
  private final Set<String> sharedMaps = new HashSet<>();
  private final Set<String> threadLocalMaps = new HashSet<>();
  private final Set<String> globalScalars = new HashSet<>();
  private final Map<String, String> regionName = new HashMap<>();
  private final Map<String, Map<String, Type>> localTypes = new HashMap<>();
  private String mainProc;

  // ---- states

  private static final class Frame {
    final String proc;
    int block;
    int cmd;
    final TreeMap<String, Object> locals;
    final List<String> outs;

    Frame(String proc, int block, int cmd, TreeMap<String, Object> locals, List<String> outs) {
      this.proc = proc;
      this.block = block;
      this.cmd = cmd;
      this.locals = locals;
      this.outs = outs;
    }

    Frame copy() {
      TreeMap<String, Object> l = new TreeMap<>();
      for (Map.Entry<String, Object> e : locals.entrySet()) {
        l.put(e.getKey(), e.getValue() instanceof TreeMap<?, ?> m ? new TreeMap<>(m) : e.getValue());
      }
      return new Frame(proc, block, cmd, l, outs);
    }
  }

  private static final class Thr {
    final String entry;
    final String site;
    boolean done;
    boolean joined;
    /**
     * Whether a thread-local step of it crashed (undefined behaviour: an access through NULL to
     * its own memory): it never moves again, and a join of it waits forever. Its local steps
     * commute with the other threads' steps, so every run where the others move while it stands
     * there is a run where it crashes later; the program's end at the crash cuts none of them.
     */
    boolean crashed;
    final ArrayList<Frame> stack;

    /** Whether it moves no more: ended, or crashed. */
    boolean stopped() {
      return done || crashed;
    }

    Thr(String entry, String site, boolean done, boolean joined, ArrayList<Frame> stack) {
      this.entry = entry;
      this.site = site;
      this.done = done;
      this.joined = joined;
      this.stack = stack;
    }

    Thr copy() {
      ArrayList<Frame> s = new ArrayList<>();
      stack.forEach(f -> s.add(f.copy()));
      Thr c = new Thr(entry, site, done, joined, s);
      c.crashed = crashed;
      return c;
    }
  }

  private static final class State {
    final TreeMap<String, TreeMap<Long, Object>> mem;
    final TreeMap<String, Object> scalars;
    final ArrayList<Thr> threads;
    /** Lock value to owner thread (exclusive) or minus the number of readers. */
    final TreeMap<Long, Integer> locks;
    /** A POSIX semaphore's address to its count, from its {@code sem_init} on. */
    TreeMap<Long, Long> semaphores = new TreeMap<>();
    long next;
    boolean createFailed;
    /**
     * Whether, on the way here, a thread ran while another held {@code __VERIFIER_atomic} (only
     * when that one could not go on: a section that blocks inside): no longer SV-COMP's semantics,
     * where a section runs as one step, so a race found from here is not confirmed.
     */
    boolean atomicBroken;
    /**
     * Whether the thread inside a {@code __VERIFIER_atomic} section has, inside it, done what may
     * let another thread go on (released another lock, ended an atomic access, started a thread):
     * from there the others run too (a run that one-step semantics does not have, but C11's
     * does, so a proof holds under both), and no race is confirmed until the section ends.
     */
    boolean sectionSynced;
    /**
     * Whether, on the way here, a branch or assumption on a value the search does not know was
     * taken as holding (each side of a branch is): more runs than the program has, still a sound
     * search for a proof, but a race found from here may be on none of them.
     */
    boolean guessed;
    boolean exited;
    /**
     * The sampled values of this state's run, for the report (not part of the key: a state reached
     * with other picks has the same future; the one kept is the first reached, whose picks these are).
     */
    List<String> chosen = List.of();

    State(TreeMap<String, TreeMap<Long, Object>> mem, TreeMap<String, Object> scalars,
        ArrayList<Thr> threads, TreeMap<Long, Integer> locks, long next, boolean createFailed) {
      this.mem = mem;
      this.scalars = scalars;
      this.threads = threads;
      this.locks = locks;
      this.next = next;
      this.createFailed = createFailed;
    }

    State copy() {
      TreeMap<String, TreeMap<Long, Object>> m = new TreeMap<>();
      mem.forEach((k, v) -> m.put(k, new TreeMap<>(v)));
      ArrayList<Thr> ts = new ArrayList<>();
      threads.forEach(t -> ts.add(t.copy()));
      State c = new State(m, new TreeMap<>(scalars), ts, new TreeMap<>(locks), next, createFailed);
      c.semaphores = new TreeMap<>(semaphores);
      c.atomicBroken = atomicBroken;
      c.sectionSynced = sectionSynced;
      c.guessed = guessed;
      c.chosen = chosen;
      return c;
    }

    String key() {
      StringBuilder sb = new StringBuilder();
      sb.append(mem).append('|').append(scalars).append('|').append(locks).append('|')
          .append(semaphores).append('|').append(next)
          .append('|').append(createFailed).append(atomicBroken).append(sectionSynced)
          .append(guessed).append(exited);
      for (Thr t : threads) {
        sb.append("|T").append(t.entry).append(t.done ? "d" : "").append(t.joined ? "j" : "")
            .append(t.crashed ? "c" : "");
        if (!t.done) {
          for (Frame f : t.stack) {
            sb.append('/').append(f.proc).append(':').append(f.block).append(':').append(f.cmd)
                .append(f.locals);
          }
        }
      }
      return sb.toString();
    }
  }

  /** How a state was reached: for the interleaving of a race. */
  private record Parent(String key, int thread, Cmd cmd, Did what) {}

  /** What a visible step did, for the interleaving. */
  private record Did(Step.Kind kind, String detail) {}

  private final Map<String, Parent> visited = new HashMap<>();

  // ---- the search

  /**
   * Explores {@code p}; never throws for a program it does not model, it says so. When the exact
   * search ends without a verdict and has left a result of any value unknown ({@code
   * {:any_value}}), a second search, in the time left, runs the program with sampled values for
   * such results ({@link #SAMPLES}): a race it finds is a race on a real execution; it never
   * proves.
   */
  public Exploration explore(Program p) {
    long t0 = System.nanoTime();
    Exploration exact = search(p);
    if (!(exact instanceof Exploration.Incomplete none) || deadline.passed()) {
      return exact;
    }
    List<String> tried = new ArrayList<>();
    // a program that starts threads without bound (a create in a loop): a search with fewer of
    // them at once reaches deeper into each (sampling any-value results too when the exact one
    // could not use them); one more thread at a time, up to MAX_BOUNDED_THREADS, while the search
    // with fewer ran all its runs (a race that needs three workers past a barrier of three)
    if (threadCount > BOUNDED_THREADS) {
      String last = null;
      for (int bound = BOUNDED_THREADS; bound <= MAX_BOUNDED_THREADS; bound++) {
        Duration left = timeLeft(t0);
        if (left == null || deadline.passed()) {
          break;
        }
        Explorer bounded = new Explorer(options.withTimeLimit(left), deadline,
            leftAnyValueUnknown, bound);
        Exploration found = bounded.search(p);
        if (found instanceof Exploration.RaceFound race) {
          return race;
        }
        last = "with at most " + bound + " threads at once"
            + (leftAnyValueUnknown ? " and sampled nondeterministic values" : "") + ": "
            + noRace(found);
        if (!(found instanceof Exploration.Incomplete i && i.reason().equals(BOUNDED))
            || !bounded.boundHeld) {
          break;
        }
      }
      if (last == null) {
        return exact;
      }
      tried.add(last);
    }
    // a sampled search differs only where the exact one left an any-value result unknown
    if (leftAnyValueUnknown && !deadline.passed()) {
      Duration left = timeLeft(t0);
      String samples = SAMPLES.stream().map(String::valueOf).collect(Collectors.joining(", "));
      if (left != null) {
        Explorer first = new Explorer(options.withTimeLimit(left), deadline, true, 0, true);
        Exploration found = first.search(p);
        if (found instanceof Exploration.RaceFound race) {
          return race;
        }
        if (first.sampled) {
          tried.add("with sampled nondeterministic values (" + samples + ") before threads start: "
              + noRace(found));
        }
      }
      left = timeLeft(t0);
      if (left != null && !deadline.passed()) {
        Explorer again = new Explorer(options.withTimeLimit(left), deadline, true, 0);
        Exploration found = again.search(p);
        if (found instanceof Exploration.RaceFound race) {
          return race;
        }
        tried.add("with sampled nondeterministic values (" + samples + "): " + noRace(found));
      }
    }
    return tried.isEmpty() ? exact
        : new Exploration.Incomplete(none.reason() + "; " + String.join("; ", tried),
            none.states());
  }

  /** The time left of this exploration's limit, or null when none is left. */
  private Duration timeLeft(long t0) {
    Duration limit = deadline.limit(options.timeLimit());
    if (limit.isZero()) {
      return Duration.ZERO;
    }
    Duration left = limit.minusNanos(System.nanoTime() - t0);
    return left.isNegative() || left.isZero() ? null : left;
  }

  /** What a race-finding search that found none says. */
  private static String noRace(Exploration found) {
    if (found instanceof Exploration.Incomplete i && i.reason().startsWith(CUT)) {
      return "no race on those runs (" + found.states() + " states; " + i.reason() + ")";
    }
    return found instanceof Exploration.Incomplete i && !i.reason().equals(SAMPLED)
        && !i.reason().equals(BOUNDED)
        ? "no race found before it stopped: " + i.reason()
        : "no race on those runs (" + found.states() + " states)";
  }

  private Exploration search(Program p) {
    long t0 = System.nanoTime();
    Duration limit = deadline.limit(options.timeLimit());
    long end = limit.isZero() ? Long.MAX_VALUE : t0 + limit.toNanos();
    try {
      index(p);
      State init = initial();
      List<State> starts = new ArrayList<>();
      runLocal(init, 0, starts);
      Deque<State> work = new ArrayDeque<>();
      for (State s : starts) {
        if (visited.putIfAbsent(s.key(), new Parent(null, 0, null, null)) == null) {
          work.addLast(s);
        }
      }
      while (!work.isEmpty()) {
        // (and the driver's deadline itself, first and every 256 states: the limit it gives is at
        // least a millisecond, which can let a small program's search end after it has passed)
        if (System.nanoTime() > end || (popped % 256 == 0 && deadline.passed())) {
          return new Exploration.Incomplete(
              deadline.passed() ? deadline.reason() : "ran out of its time limit ("
                  + options.timeLimit().toSeconds() + " s)", visited.size());
        }
        if (++popped % 1024 == 0 && heapNearlyFull()) {
          return new Exploration.Incomplete(
              "its states filled most of the memory (" + Runtime.getRuntime().maxMemory() / (1 << 20)
                  + " MB heap)", visited.size());
        }
        State s = work.pollFirst();
        if (s.exited) {
          continue;
        }
        String key = s.key();
        ConfirmedRace race = raceIn(s, key);
        if (race != null) {
          String unreal = s.createFailed
              ? "a race only on an execution where pthread_create fails"
              : s.atomicBroken || s.sectionSynced
                  ? "a race only on an execution where another thread ran, or was started, while"
                      + " an atomic section (__VERIFIER_atomic) was blocked or synchronised inside"
                  : s.guessed
                      ? "a race only on a run that took a branch on a value it does not know (any"
                          + " value: a nondeterministic or over-approximated one) either way"
                      : null;
          if (unreal == null) {
            return new Exploration.RaceFound(race, visited.size(), s.chosen, threadBound);
          }
          // no proof; go on looking for a race on an execution it can confirm
          unconfirmable = unreal;
          continue;
        }
        // SV-COMP runs a __VERIFIER_atomic section as one step: while a thread holds its lock, no
        // other thread moves (so a race of an access inside a section with another thread's next
        // access is one of the section with that access: both were enabled when it began). A
        // section that cannot go on (a blocking wait inside it) lets the others run, as the lock
        // alone would: more interleavings, still a sound search, but no confirmation from there.
        int owner = sectionOwner(s);
        boolean inSection = owner >= 0;
        int moved = inSection ? expandOrCut(s, key, owner, work, false) : 0;
        if (moved < 0) {
          return stateLimit();
        }
        if (!inSection || moved == 0 || s.sectionSynced) {
          for (int t = 0; t < s.threads.size(); t++) {
            if (inSection && t == owner) {
              continue;
            }
            if (expandOrCut(s, key, t, work, inSection) < 0) {
              return stateLimit();
            }
          }
        }
      }
      if (unconfirmable != null) {
        return new Exploration.Incomplete(unconfirmable, visited.size());
      }
      if (cutAt != null) {
        return new Exploration.Incomplete(CUT + cutAt, visited.size());
      }
      if (sampled) {
        // the runs with the other values were never searched
        return new Exploration.Incomplete(SAMPLED, visited.size());
      }
      if (threadBound > 0) {
        // nor the runs with more threads
        return new Exploration.Incomplete(BOUNDED, visited.size());
      }
      if (dmaCallbackThread) {
        return new Exploration.Incomplete(DMA_CALLBACK_REPEATS, visited.size());
      }
      return new Exploration.RaceFree(visited.size(), threadCount);
    } catch (Stop e) {
      return new Exploration.Incomplete(e.getMessage(), visited.size());
    } catch (ArithmeticException e) {
      return new Exploration.Incomplete("a value out of range (" + e.getMessage() + ")",
          visited.size());
    } catch (RuntimeException e) {
      // a program outside the lifted conventions (ill-typed values, a crash at its start)
      return new Exploration.Incomplete("a program it cannot run (" + e.getClass().getSimpleName()
          + ")", visited.size());
    }
  }

  private int threadCount = 1;
  /** Whether this bounded search kept a thread from starting (one more might race). */
  private boolean boundHeld;
  private long popped;
  /** In a race-finding search: why the first step it could not take was cut, if one was. */
  private String cutAt;

  private static final String CUT = "runs cut where it could not go on: ";

  /**
   * {@link #expand}; in a race-finding search (sampled values, a thread bound: it proves nothing),
   * a step it cannot take ({@link Stop}) ends only that run, and the others are searched on: each
   * state it reaches is still one of a real execution, so a race it finds is real.
   */
  private int expandOrCut(State s, String key, int t, Deque<State> work, boolean breaksAtomic) {
    try {
      return expand(s, key, t, work, breaksAtomic);
    } catch (Stop e) {
      cut(e);
      return 0;
    }
  }

  /**
   * A step this search cannot take: the end of the search, or in a race-finding search (sampled
   * values, a thread bound: it proves nothing) of that run only, the first such reason kept.
   */
  private void cut(Stop e) {
    if (!sampling && threadBound == 0) {
      throw e;
    }
    if (cutAt == null) {
      cutAt = e.getMessage();
    }
  }

  /**
   * Adds the states after thread {@code t}'s next visible step from {@code s} to {@code work}
   * (marked {@link State#atomicBroken} when {@code breaksAtomic}); the number of states that step
   * leads to, new or not, or -1 when the state limit is reached.
   */
  private int expand(State s, String key, int t, Deque<State> work, boolean breaksAtomic) {
    if (s.threads.get(t).stopped()) {
      return 0;
    }
    Cmd c = pending(s, t);
    List<State> next = new ArrayList<>();
    Did what = visibleStep(s, t, next);
    for (State n : next) {
      n.atomicBroken |= breaksAtomic;
      String k = n.key();
      if (!visited.containsKey(k)) {
        if (visited.size() >= options.maxStates()) {
          return -1;
        }
        visited.put(k, new Parent(key, t, c, what));
        work.addLast(n);
      }
    }
    return next.size();
  }

  /** The thread inside a {@code __VERIFIER_atomic} section in {@code s}, or -1. */
  private int sectionOwner(State s) {
    return atomicLock == null ? -1 : s.locks.getOrDefault(atomicLock, -1);
  }

  private Exploration stateLimit() {
    return new Exploration.Incomplete(
        "reached its state limit (" + options.maxStates() + " states)", visited.size());
  }

  /** Whether the states kept so far use more than 60 % of the heap (after a collection). */
  private static boolean heapNearlyFull() {
    Runtime rt = Runtime.getRuntime();
    long used = rt.totalMemory() - rt.freeMemory();
    if (used < rt.maxMemory() * 6 / 10) {
      return false;
    }
    System.gc();
    used = rt.totalMemory() - rt.freeMemory();
    return used >= rt.maxMemory() * 6 / 10;
  }
  private String unconfirmable;

  private void index(Program p) {
    program = p;
    Set<String> withAddress = new HashSet<>();
    Set<String> withoutAddress = new HashSet<>();
    for (Decl.Procedure q : p.procedures()) {
      procs.put(q.name(), q);
      dmaCallbackThread |= q.name().startsWith(DMA_CALLBACK_START);
      if (q.body() != null) {
        Map<String, Integer> l = new HashMap<>();
        List<Block> bs = q.body().blocks();
        for (int i = 0; i < bs.size(); i++) {
          l.put(bs.get(i).label(), i);
        }
        labels.put(q.name(), l);
        Map<String, Type> types = new HashMap<>();
        q.ins().forEach(x -> types.put(x.name(), x.type()));
        q.outs().forEach(x -> types.put(x.name(), x.type()));
        q.body().locals().forEach(x -> types.put(x.name(), x.type()));
        localTypes.put(q.name(), types);
        for (Block b : bs) {
          for (Cmd c : b.cmds()) {
            if (c instanceof Cmd.Call call && call.procedure().startsWith("$lock_")
                && !call.args().isEmpty() && call.args().get(0) instanceof Expr.Var(String lock)) {
              (Attrs.lockAtOf(call.attrs()).isPresent() ? withAddress : withoutAddress).add(lock);
            }
          }
        }
        if (Attrs.entryPointOf(q).map(e -> e.kind().equals(EntryPoint.MAIN)).orElse(false)) {
          mainProc = q.name();
        }
      }
    }
    addressAndConstant.addAll(withAddress);
    addressAndConstant.retainAll(withoutAddress);
    for (Decl.GlobalVar g : p.globals()) {
      if (g.type() instanceof Type.Map) {
        Optional<dev.pairlock.ivl.lifted.Region> r = Attrs.regionOf(g);
        if (r.isPresent() && r.get().threadLocal()) {
          threadLocalMaps.add(g.name());
        } else {
          sharedMaps.add(g.name());
        }
        regionName.put(g.name(), r.map(dev.pairlock.ivl.lifted.Region::name).orElse(g.name()));
      } else {
        globalScalars.add(g.name());
      }
    }
    for (Decl.Axiom a : p.axioms()) {
      if (a.expr() instanceof Expr.Binary(Expr.BinOp op, Expr.Var(String c), Expr.IntLit(BigInteger v))
          && op == Expr.BinOp.EQ) {
        if (v.bitLength() < Long.SIZE) {
          consts.put(c, v.longValue());
        } else {
          wideConsts.put(c, v);
        }
      }
    }
    long lockValue = -1;
    for (Decl.Const c : p.constants()) {
      Optional<LockConst> l = Attrs.lockOf(c);
      if (l.isPresent()) {
        lockKind.put(c.name(), l.get().isMultiInstance() ? "instances" : l.get().kind());
        lockName.put(c.name(), l.get().name());
        if (!consts.containsKey(c.name())) {
          consts.put(c.name(), lockValue--);
        }
        if (l.get().name().equals(ATOMIC_LOCK)) {
          atomicLock = consts.get(c.name());
        }
      }
      if (Attrs.isPerThread(c.attrs())) {
        throw new Stop("a _Thread_local variable (one object per thread), which it does not model ("
            + Attrs.stringsOf(c.attrs(), Attrs.GLOBAL).map(List::toString).orElse(c.name()) + ")");
      }
      Optional<List<String>> fn = Attrs.stringsOf(c.attrs(), Attrs.FUNCTION);
      if (fn.isPresent() && !fn.get().isEmpty() && consts.containsKey(c.name())) {
        functionAt.put(consts.get(c.name()), fn.get().get(0));
      }
      if ((fn.isPresent() || Attrs.stringsOf(c.attrs(), Attrs.GLOBAL).isPresent())
          && consts.containsKey(c.name())) {
        lowestAddress = Math.min(lowestAddress, Math.max(1, consts.get(c.name())));
      }
    }
    if (mainProc == null) {
      throw new Stop("the program has no main");
    }
  }

  private State initial() {
    State s = new State(new TreeMap<>(), new TreeMap<>(), new ArrayList<>(), new TreeMap<>(), 0,
        false);
    long top = consts.values().stream().mapToLong(Long::longValue).max().orElse(0);
    s.next = (top / STRIDE + 1) * STRIDE;
    for (Decl.Procedure q : program.procedures()) {
      if (Attrs.isGlobalInit(q.attrs()) && q.body() != null) {
        globalInit(s, q);
      }
    }
    ArrayList<Frame> stack = new ArrayList<>();
    stack.add(new Frame(mainProc, 0, 0, new TreeMap<>(), List.of()));
    s.threads.add(new Thr(mainProc, null, false, false, stack));
    return s;
  }

  /** The global initializer: a straight line of {@code assume $M[a] == v;}. */
  private void globalInit(State s, Decl.Procedure q) {
    if (q.body().blocks().size() != 1) {
      throw new Stop("the global initializer is not one block");
    }
    Frame f = new Frame(q.name(), 0, 0, new TreeMap<>(), List.of());
    for (Cmd c : q.body().blocks().get(0).cmds()) {
      if (c instanceof Cmd.Assume(Expr.Binary(Expr.BinOp op, Expr.Select(Expr.Var(String m), Expr idx), Expr v), var at, var pos)
          && op == Expr.BinOp.EQ && sharedOrLocalRegion(m)) {
        long a = asLong(eval(s, f, idx, c), c);
        Object val = eval(s, f, v, c);
        TreeMap<Long, Object> cells = s.mem.computeIfAbsent(m, k -> new TreeMap<>());
        Object old = cells.get(a);
        if (old != null && !old.equals(val)) {
          throw stop("the global initializer gives one cell two values", c);
        }
        if (val != UNKNOWN) {
          cells.put(a, val);
        }
      } else {
        throw stop("a global initializer it does not model", c);
      }
    }
  }

  private boolean sharedOrLocalRegion(String m) {
    return sharedMaps.contains(m) || threadLocalMaps.contains(m);
  }

  // ---- threads' positions

  private Block block(Frame f) {
    return procs.get(f.proc).body().blocks().get(f.block);
  }

  /** The command thread {@code t} runs next, or null at a block's transfer. */
  private Cmd pending(State s, int t) {
    Frame f = top(s, t);
    Block b = block(f);
    return f.cmd < b.cmds().size() ? b.cmds().get(f.cmd) : null;
  }

  private String cname(String proc) {
    return Attrs.stringsOf(procs.get(proc).attrs(), Attrs.CFUNCTION)
        .filter(l -> !l.isEmpty()).map(l -> l.get(0)).orElse(proc);
  }

  private static Frame top(State s, int t) {
    ArrayList<Frame> st = s.threads.get(t).stack;
    return st.get(st.size() - 1);
  }

  /** Whether the thread's next step can affect or observe another thread. */
  private boolean visible(State s, int t) {
    Frame f = top(s, t);
    Cmd c = pending(s, t);
    if (c == null) {
      // main returning from its entry point ends the program
      return block(f).transfer() instanceof Transfer.Return
          && s.threads.get(t).stack.size() == 1 && t == 0;
    }
    if (Attrs.endsProgramOf(c.attrs()).isPresent()
        || Attrs.semaphoreOf(c.attrs()).isPresent() || Attrs.lockAtOf(c.attrs()).isPresent()
        || mayCrash(s, f, c)) {
      return true;
    }
    if (c instanceof Cmd.Call call) {
      if (call.procedure().equals(LOCK_INSTANCE)) {
        return false; // names the instance of the next operation, which carries its address
      }
      Decl.Procedure callee = procs.get(call.procedure());
      if (callee == null || callee.body() == null) {
        return true;
      }
    }
    return touchesShared(c);
  }

  private boolean touchesShared(Cmd c) {
    return switch (c) {
      case Cmd.Assign a -> {
        for (Lhs l : a.lhs()) {
          if (isShared(l.variable())) {
            yield true;
          }
        }
        yield a.rhs().stream().anyMatch(this::mentionsShared);
      }
      case Cmd.Assume a -> mentionsShared(a.expr());
      case Cmd.Assert a -> mentionsShared(a.expr());
      case Cmd.Havoc h -> h.vars().stream().anyMatch(this::isShared);
      case Cmd.Call call -> call.args().stream().anyMatch(this::mentionsShared)
          || call.outs().stream().anyMatch(this::isShared);
    };
  }

  private boolean isShared(String v) {
    return sharedMaps.contains(v) || globalScalars.contains(v);
  }

  private boolean mentionsShared(Expr e) {
    return switch (e) {
      case Expr.Var v -> isShared(v.name());
      case Expr.Select s -> mentionsShared(s.map()) || mentionsShared(s.index());
      case Expr.Store s -> mentionsShared(s.map()) || mentionsShared(s.index())
          || mentionsShared(s.value());
      case Expr.Unary u -> mentionsShared(u.operand());
      case Expr.Binary b -> mentionsShared(b.left()) || mentionsShared(b.right());
      case Expr.Ite i -> mentionsShared(i.cond()) || mentionsShared(i.thenExpr())
          || mentionsShared(i.elseExpr());
      case Expr.FunApp f -> f.args().stream().anyMatch(this::mentionsShared);
      case Expr.Old o -> mentionsShared(o.expr());
      case Expr.Quant q -> mentionsShared(q.body());
      case Expr.IntLit l -> false;
      case Expr.BoolLit l -> false;
    };
  }

  // ---- local runs

  /**
   * Runs thread {@code t} of {@code s} (a state of its own, changed in place) through its
   * thread-local commands; adds every state where it stands at a visible operation or has ended.
   */
  private void runLocal(State s, int t, List<State> out) {
    Deque<State> work = new ArrayDeque<>();
    work.push(s);
    // states at a block's start seen in this run: a thread-local cycle that changes nothing (a
    // loop back to a nondeterministic choice) adds nothing a second time
    Set<String> seen = new HashSet<>();
    long steps = 0;
    while (!work.isEmpty()) {
      State st = work.pop();
      if (sampling || threadBound > 0) {
        steps = 0; // a race-finding search cuts a run, not its siblings: each its own budget
      }
      try {
        steps = runLocalOne(st, t, out, work, seen, steps);
      } catch (Stop e) {
        cut(e);
      }
    }
  }

  /**
   * {@link #runLocal} of one of its states {@code st}, alternatives onto {@code work}, after
   * {@code steps} thread-local steps; the steps taken by its end.
   */
  private long runLocalOne(
      State st, int t, List<State> out, Deque<State> work, Set<String> seen, long steps) {
    while (true) {
      if (++steps > options.maxLocalSteps()) {
        throw new Stop("a thread ran " + options.maxLocalSteps()
            + " thread-local commands without a visible operation");
      }
      Thr thr = st.threads.get(t);
      if (thr.stopped() || visible(st, t)) {
        out.add(st);
        return steps;
      }
      if (top(st, t).cmd == 0 && !seen.add(st.key())) {
        return steps;
      }
      try {
        if (!localStep(st, t, work)) {
          return steps;
        }
      } catch (Crash e) {
        // the program crashes here, but the other threads may move first: the thread stands
        // still from here (Thr.crashed). Dropping the state lost the runs where they move
        // between its last visible step and the crash, and a race there: a racy program was
        // proved (regression/explore/local_crash_after_create_race.c)
        thr.crashed = true;
        out.add(st);
        return steps;
      }
    }
  }

  /** One thread-local step; false when the path ends (an assumption fails). */
  private boolean localStep(State s, int t, Deque<State> work) {
    Frame f = top(s, t);
    Block b = block(f);
    if (f.cmd >= b.cmds().size()) {
      switch (b.transfer()) {
        case Transfer.Goto g -> {
          Map<String, Integer> l = labels.get(f.proc);
          for (int i = 1; i < g.targets().size(); i++) {
            State other = s.copy();
            Frame of = top(other, t);
            of.block = l.get(g.targets().get(i));
            of.cmd = 0;
            work.push(other);
          }
          f.block = l.get(g.targets().get(0));
          f.cmd = 0;
        }
        case Transfer.Return r -> ret(s, t);
      }
      return true;
    }
    Cmd c = b.cmds().get(f.cmd);
    if (Attrs.unsoundOf(c.attrs()).isPresent()) {
      throw stop("a construct not modelled soundly (" + Attrs.unsoundOf(c.attrs()).get().kind() + ")", c);
    }
    if (Attrs.blockingWaitOf(c.attrs()).isPresent()) {
      throw stop("a blocking wait it does not model (" + Attrs.blockingWaitOf(c.attrs()).get() + ")", c);
    }
    if (Attrs.endsThreadOf(c.attrs()).isPresent()) {
      Thr thr = s.threads.get(t);
      if (t == 0) {
        throw stop("main ends its thread (pthread_exit)", c);
      }
      end(s, t);
      thr.stack.clear();
      return true;
    }
    return exec(s, t, c, work);
  }

  /**
   * Thread {@code t} ends. A mutex it holds stays held; SV-COMP's atomic section ends with it: a
   * section is one step of its thread, which cannot block the others after the thread is gone
   * (a thread ended inside an atomic function or between begin and end kept the section
   * forever, the others blocked at their sections, and a race after them was proved absent).
   */
  private void end(State s, int t) {
    s.threads.get(t).done = true;
    if (atomicLock != null && s.locks.getOrDefault(atomicLock, -1) == t) {
      s.locks.remove(atomicLock);
    }
  }

  private void ret(State s, int t) {
    Thr thr = s.threads.get(t);
    Frame f = thr.stack.remove(thr.stack.size() - 1);
    if (thr.stack.isEmpty()) {
      end(s, t);
      return;
    }
    Frame caller = thr.stack.get(thr.stack.size() - 1);
    Decl.Procedure q = procs.get(f.proc);
    for (int i = 0; i < f.outs.size(); i++) {
      Object v = f.locals.getOrDefault(q.outs().get(i).name(), UNKNOWN);
      setLocal(caller, f.outs.get(i), v);
    }
    caller.cmd++;
  }

  private static void setLocal(Frame f, String var, Object v) {
    if (v == UNKNOWN) {
      f.locals.remove(var);
    } else {
      f.locals.put(var, v);
    }
  }

  /**
   * Whether {@code c} is the mark of a library call given a pointer that may not point to an
   * object ({@code {:valid_pointer}}: NULL, a field of it, a value it does not know). Such a call
   * is a visible operation: its crash ends every thread, so it does not commute with the other
   * threads' steps, and the runs in which they go on before it are explored. A mark whose pointers
   * are all valid is thread-local (it does nothing).
   */
  private boolean mayCrash(State s, Frame f, Cmd c) {
    if (!(c instanceof Cmd.Assume)) {
      return false;
    }
    for (Expr p : Attrs.validPointersOf(c.attrs())) {
      if (!(eval(s, f, p, c) instanceof Long l) || l < NULL_PAGE) {
        return true;
      }
    }
    return false;
  }

  /** Runs command {@code c} of thread {@code t} (local or visible, already enabled). */
  private boolean exec(State s, int t, Cmd c, Deque<State> work) {
    Frame f = top(s, t);
    switch (c) {
      case Cmd.Assign a -> {
        List<Object> vals = new ArrayList<>();
        List<Long> idx = new ArrayList<>();
        for (int i = 0; i < a.lhs().size(); i++) {
          vals.add(eval(s, f, a.rhs().get(i), c));
          Long at = null;
          if (a.lhs().get(i) instanceof Lhs.MapLhs m) {
            Object ix = eval(s, f, m.index(), c);
            // somewhere in a map of the frame's own (a library call's effect on a local): every
            // cell of it may have changed
            at = ix == UNKNOWN && isFrameMap(f, m.variable()) ? null : address(ix, c);
          }
          idx.add(at);
        }
        for (int i = 0; i < a.lhs().size(); i++) {
          Lhs l = a.lhs().get(i);
          Object v = vals.get(i);
          if (l instanceof Lhs.MapLhs) {
            TreeMap<Long, Object> cells = mapOf(s, f, l.variable(), c);
            if (idx.get(i) == null) {
              cells.clear();
            } else if (v == UNKNOWN) {
              cells.remove(idx.get(i));
            } else {
              cells.put(idx.get(i), v);
            }
          } else {
            assignVar(s, f, l.variable(), v, c);
          }
        }
        f.cmd++;
        return true;
      }
      case Cmd.Assume a -> {
        for (Expr p : Attrs.validPointersOf(a.attrs())) {
          // a library call whose pointer argument must point to an object: NULL (or a field of
          // it) is undefined behaviour, a crash, as an access there; one it does not know may be
          // NULL, so a race past it is not confirmed (more runs, still a proof when none races)
          Object at = eval(s, f, p, c);
          if (at == UNKNOWN) {
            s.guessed = true;
          } else if (at instanceof Long l && l < NULL_PAGE) {
            throw new Crash();
          }
        }
        Object v = eval(s, f, a.expr(), c);
        if (v == UNKNOWN && freshRange(s, f, a.expr(), c)) {
          f.cmd++;
          return true;
        }
        if (v == UNKNOWN) {
          // each side of a branch on a value it does not know holds on this run: a superset of
          // the program's runs, whose races it does not confirm
          s.guessed = true;
          f.cmd++;
          return true;
        }
        if (!(Boolean) v) {
          return false;
        }
        f.cmd++;
        return true;
      }
      case Cmd.Assert a -> {
        f.cmd++;
        return true;
      }
      case Cmd.Havoc h -> {
        return havoc(s, t, h, work);
      }
      case Cmd.Call call -> {
        if (call.procedure().equals(LOCK_INSTANCE)) {
          // no effect: the operation after it carries the instance's address ({:lock_at}), by
          // which it tells locks apart; one without ends the search (a lock of several instances)
          f.cmd++;
          return true;
        }
        Decl.Procedure callee = procs.get(call.procedure());
        if (callee == null || callee.body() == null) {
          throw stop("a call of " + call.procedure() + ", which it does not model", c);
        }
        if (s.threads.get(t).stack.size() > 200) {
          throw stop("calls nested deeper than 200", c);
        }
        TreeMap<String, Object> locals = new TreeMap<>();
        for (int i = 0; i < call.args().size(); i++) {
          Object v = eval(s, f, call.args().get(i), c);
          if (v != UNKNOWN) {
            locals.put(callee.ins().get(i).name(), v);
          }
        }
        s.threads.get(t).stack.add(new Frame(callee.name(), 0, 0, locals, call.outs()));
        return true;
      }
    }
  }

  private boolean havoc(State s, int t, Cmd.Havoc h, Deque<State> work) {
    Frame f = top(s, t);
    Freed freed = freedObject(f, h);
    if (freed != null) {
      // free: the object's bytes in this region end (a read of them later is undefined); the
      // havoc of the value and the write after it stand for the free's write, which the race
      // check saw at this command
      mapOf(s, f, h.vars().get(0), h).subMap(freed.from(), true, freed.to(), true).clear();
      f.locals.remove(freed.address());
      f.cmd += 3;
      return true;
    }
    if (h.vars().size() != 1) {
      for (String v : h.vars()) {
        havocOne(s, f, v, h);
      }
      f.cmd++;
      return true;
    }
    String v = h.vars().get(0);
    Type type = localTypes.get(f.proc).get(v);
    Optional<Attrs.Exact> exact = Attrs.exactOf(h.attrs());
    if (exact.isPresent() && type instanceof Type.Int && !isShared(v)) {
      // an instruction the lifted program over-approximates: computed where its operands are known
      Object a = eval(s, f, exact.get().a(), h);
      Object b = eval(s, f, exact.get().b(), h);
      // an operand that may be an address: its bits are the search's layout, not every run's (a
      // proof that rested on them would hold for one layout only)
      Long r = mayBeAddress(a) || mayBeAddress(b) ? null : exactValue(exact.get(), a, b);
      if (r != null) {
        f.locals.put(v, r);
        f.cmd++;
        return true;
      }
    }
    // whether every value of the type is a possible result (an any-value model): else a run with
    // one of them may be none of the program's (a collapsed region's read, a library function's
    // result: rand() == -1), and a race found on it is not confirmed
    boolean allPossible = Attrs.anyValueOf(h.attrs()).isPresent();
    // a library function's result with values every call may have (pthread_mutex_init's 0): a
    // run with each of them is real; one more where the value is not known (its other results,
    // which a branch on takes both ways, guessed) keeps every run of the program
    List<Long> possible = Attrs.possibleResultsOf(h.attrs());
    if (type instanceof Type.Int && !possible.isEmpty() && !isShared(v)) {
      State other = s.copy();
      Frame of = top(other, t);
      havocOne(other, of, v, h);
      of.cmd++;
      work.push(other);
      fork(s, t, v, possible, null, work);
      return true;
    }
    if (type instanceof Type.Bool && Attrs.overapproxOf(h.attrs()).isEmpty()) {
      State other = s.copy();
      Frame of = top(other, t);
      of.locals.put(v, false);
      of.cmd++;
      other.guessed |= !allPossible;
      work.push(other);
      f.locals.put(v, true);
      f.cmd++;
      s.guessed |= !allPossible;
      return true;
    }
    // an allocation: havoc v; assume v >= BASE;  (or v == 0 || v >= BASE: it may fail)
    Block b = block(f);
    if (type instanceof Type.Int && f.cmd + 1 < b.cmds().size()
        && b.cmds().get(f.cmd + 1) instanceof Cmd.Assume next
        && Attrs.overapproxOf(h.attrs()).isEmpty()) {
      Long base = allocationBase(next.expr(), v, false);
      Long mayFail = allocationBase(next.expr(), v, true);
      if (base != null || mayFail != null) {
        long floor = base != null ? base : mayFail;
        long a = freeObject(s, Math.max(s.next, (floor + STRIDE - 1) / STRIDE * STRIDE));
        if (mayFail != null) {
          State other = s.copy();
          Frame of = top(other, t);
          of.locals.put(v, 0L);
          of.cmd++;
          work.push(other);
        }
        f.locals.put(v, a);
        f.cmd++;
        return true;
      }
    }
    // a nondeterministic integer only compared for equality with literals: one representative per
    // literal and one for "none of them" (EqualityOnlyValues)
    if (type instanceof Type.Int && Attrs.overapproxOf(h.attrs()).isEmpty()) {
      TreeSet<Long> k = equalityOnly.constants(procs.get(f.proc), f.block, f.cmd, v);
      if (k != null) {
        List<Long> reps = new ArrayList<>(k);
        reps.add(EqualityOnlyValues.noneOf(k));
        s.guessed |= !allPossible; // the copies fork makes keep it
        fork(s, t, v, reps, null, work);
        return true;
      }
    }
    if (sampling && type instanceof Type.Int && Attrs.anyValueOf(h.attrs()).isPresent()
        && (!sampleBeforeThreads || s.threads.size() == 1)) {
      sampled = true;
      fork(s, t, v, SAMPLES, Attribute.sourceLocOf(h.attrs()).map(SourceLoc::toString)
          .orElse(Attrs.anyValueOf(h.attrs()).get() + "()"), work);
      return true;
    }
    if (Attrs.anyValueOf(h.attrs()).isPresent()) {
      leftAnyValueUnknown = true;
    }
    havocOne(s, f, v, h);
    f.cmd++;
    return true;
  }

  private final EqualityOnlyValues equalityOnly = new EqualityOnlyValues();

  /**
   * The value of {@code e} ({@link Attrs.Exact}) on operands {@code a} and {@code b}, signed
   * values of its width; null where an operand is not known, the width is over 64 bits or a shift
   * has no value (an amount of the width or more, or negative: poison in LLVM).
   */
  static Long exactValue(Attrs.Exact e, Object a, Object b) {
    int w = e.width();
    if (!(a instanceof Long x) || !(b instanceof Long y) || w < 1 || w > 64) {
      return null;
    }
    long mask = w == 64 ? -1L : (1L << w) - 1;
    long r;
    switch (e.op()) {
      case "and" -> r = x & y;
      case "or" -> r = x | y;
      case "xor" -> r = x ^ y;
      case "mul" -> r = x * y;
      case "ffs" -> {
        return (x & mask) == 0 ? 0L : (long) Long.numberOfTrailingZeros(x & mask) + 1;
      }
      case "shl", "lshr", "ashr" -> {
        if (y < 0 || y >= w) {
          return null;
        }
        int k = (int) (long) y;
        r = switch (e.op()) {
          case "shl" -> x << k;
          case "lshr" -> (x & mask) >>> k;
          default -> signed(x, w) >> k;
        };
      }
      default -> {
        return null;
      }
    }
    return signed(r, w);
  }

  /**
   * Whether {@code v} may be an address: a known value at or above the lowest address the lifted
   * program gives an object (the search places every object, globals first, from there up). A
   * plain integer that large is taken for one too: less precise, never a layout-dependent value.
   */
  private boolean mayBeAddress(Object v) {
    return v instanceof Long l && l >= lowestAddress;
  }

  /** The lowest address of an object of the program ({@link #index}). */
  private long lowestAddress = 4096;

  /** The low {@code w} bits of {@code v}, as a signed {@code w}-bit value. */
  private static long signed(long v, int w) {
    return w == 64 ? v : (v << (64 - w)) >> (64 - w);
  }

  /**
   * Runs the havoc of {@code v} at thread {@code t}'s command once per value: {@code s} goes on
   * with the first, a copy per other value goes onto {@code work}. {@code chosenAt}: where a
   * sampled value is chosen, to record it in each state's {@link State#chosen}; null for an
   * enumeration that covers every value.
   */
  private static void fork(State s, int t, String v, List<Long> values, String chosenAt,
      Deque<State> work) {
    for (int i = values.size() - 1; i >= 0; i--) {
      State st = i == 0 ? s : s.copy();
      if (chosenAt != null) {
        List<String> chosen = new ArrayList<>(st.chosen);
        chosen.add(chosenAt + " = " + values.get(i));
        st.chosen = List.copyOf(chosen);
      }
      Frame f = top(st, t);
      f.locals.put(v, values.get(i));
      f.cmd++;
      if (i > 0) {
        work.push(st);
      }
    }
  }

  /**
   * What a free's havoc of a shared region ends: the bytes {@code from..to} (inclusive), and the
   * local {@code address} that held the range the frontend's write after it is at.
   */
  private record Freed(long from, long to, String address) {}

  /**
   * What {@code h} frees when it is a {@code free}'s havoc of a shared region ({:frees}, followed
   * by {@code havoc v; M[a] := v;} with {@code a} a range from the object's start): the object is
   * the one the explorer placed at that start (a multiple of the stride; objects lie a stride
   * apart), so the range is clipped to it. Null when {@code h} is anything else; a free of an
   * address that is no object start ends the search.
   */
  private Freed freedObject(Frame f, Cmd.Havoc h) {
    if (!Attrs.isFrees(h.attrs()) || h.vars().size() != 1 || !sharedMaps.contains(h.vars().get(0))) {
      return null;
    }
    String m = h.vars().get(0);
    List<Cmd> cmds = block(f).cmds();
    if (f.cmd + 2 >= cmds.size() || !(cmds.get(f.cmd + 1) instanceof Cmd.Havoc hv)
        || hv.vars().size() != 1
        || !(cmds.get(f.cmd + 2) instanceof Cmd.Assign w) || w.lhs().size() != 1
        || !(w.lhs().get(0) instanceof Lhs.MapLhs(String wm, Expr.Var(String a)))
        || !wm.equals(m) || !w.rhs().equals(List.of(Expr.var(hv.vars().get(0))))
        || !(f.locals.get(a) instanceof Range r)) {
      throw stop("a free it does not recognize", h);
    }
    if (r.lo() % STRIDE != 0 || r.lo() < STRIDE) {
      throw stop("a free of an address that is no object it placed", h);
    }
    return new Freed(r.lo(), Math.min(r.hi(), r.lo() + STRIDE - 1), a);
  }

  /**
   * The lowest object address at or above {@code from} (a multiple of the stride) that no value
   * of the state points into and no cell lies in: an object nothing refers to any more (a local
   * of a returned call, a leaked allocation) can be reached by no thread, so its place is free
   * again, and a loop that allocates comes back to states seen before. Every value is scanned (an
   * integer that looks like an address in the object only keeps it taken).
   */
  private static long freeObject(State s, long from) {
    Set<Long> taken = new HashSet<>();
    for (TreeMap<Long, Object> cells : s.mem.values()) {
      takenBy(cells, taken);
    }
    s.scalars.values().forEach(v -> takenBy(v, taken));
    s.locks.keySet().forEach(v -> takenBy(v, taken));
    for (Thr thr : s.threads) {
      for (Frame f : thr.stack) {
        f.locals.values().forEach(v -> takenBy(v, taken));
      }
    }
    long k = from / STRIDE;
    while (taken.contains(k)) {
      k++;
    }
    return Math.multiplyExact(k, STRIDE);
  }

  private static void takenBy(Object v, Set<Long> taken) {
    if (v instanceof Long l) {
      taken.add(Math.floorDiv(l, STRIDE));
    } else if (v instanceof TreeMap<?, ?> m) {
      for (Map.Entry<?, ?> e : m.entrySet()) {
        takenBy(e.getKey(), taken);
        takenBy(e.getValue(), taken);
      }
    }
  }

  private void havocOne(State s, Frame f, String v, Cmd c) {
    if (isShared(v) || threadLocalMaps.contains(v)) {
      throw stop("a write of a whole region (" + regionName.getOrDefault(v, v) + ")", c);
    }
    Type type = localTypes.get(f.proc).get(v);
    if (type instanceof Type.Map) {
      f.locals.put(v, new TreeMap<Long, Object>());
    } else {
      f.locals.remove(v);
    }
  }

  /** {@code v >= K} (or, when {@code orNull}, {@code v == 0 || v >= K}): K; else null. */
  private static Long allocationBase(Expr e, String v, boolean orNull) {
    if (orNull) {
      if (e instanceof Expr.Binary(Expr.BinOp op, Expr l, Expr r) && op == Expr.BinOp.OR
          && l instanceof Expr.Binary(Expr.BinOp eq, Expr.Var(String x), Expr.IntLit(BigInteger z))
          && eq == Expr.BinOp.EQ && x.equals(v) && z.signum() == 0) {
        return allocationBase(r, v, false);
      }
      return null;
    }
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr.Var(String x), Expr.IntLit(BigInteger k))
        && op == Expr.BinOp.GE && x.equals(v) && k.compareTo(MIN_HEAP_BASE) >= 0) {
      return k.longValueExact();
    }
    return null;
  }

  private void assignVar(State s, Frame f, String v, Object val, Cmd c) {
    if (globalScalars.contains(v)) {
      if (val == UNKNOWN) {
        s.scalars.remove(v);
      } else {
        s.scalars.put(v, val);
      }
    } else if (sharedMaps.contains(v) || threadLocalMaps.contains(v)) {
      throw stop("an assignment of a whole region", c);
    } else {
      setLocal(f, v, val);
    }
  }

  @SuppressWarnings("unchecked")
  private TreeMap<Long, Object> mapOf(State s, Frame f, String v, Cmd c) {
    if (sharedMaps.contains(v) || threadLocalMaps.contains(v)) {
      return s.mem.computeIfAbsent(v, k -> new TreeMap<>());
    }
    Object m = f.locals.get(v);
    if (m instanceof TreeMap<?, ?> t) {
      return (TreeMap<Long, Object>) t;
    }
    if (localTypes.get(f.proc).get(v) instanceof Type.Map) {
      TreeMap<Long, Object> t = new TreeMap<>();
      f.locals.put(v, t);
      return t;
    }
    throw stop("a map it cannot find (" + v + ")", c);
  }

  /** Whether {@code v} is a map variable of the frame's procedure (memory no other thread sees). */
  private boolean isFrameMap(Frame f, String v) {
    return !sharedOrLocalRegion(v) && localTypes.get(f.proc).get(v) instanceof Type.Map;
  }

  /**
   * Whether {@code e}, which does not evaluate, is a satisfiable range on one local that the
   * command before it havocs ({@code havoc a; assume lo <= a && a < hi;}, the frontend's access
   * somewhere in a range): the value stays unknown (whatever depends on it later ends the search),
   * and a run through it is a real one.
   */
  private boolean freshRange(State s, Frame f, Expr e, Cmd c) {
    Block b = block(f);
    if (f.cmd == 0 || !(b.cmds().get(f.cmd - 1) instanceof Cmd.Havoc h) || h.vars().size() != 1
        || !Attrs.overapproxOf(h.attrs()).isEmpty()) {
      return false;
    }
    String a = h.vars().get(0);
    if (f.locals.containsKey(a) || !(localTypes.get(f.proc).get(a) instanceof Type.Int)) {
      return false;
    }
    long[] bounds = {Long.MIN_VALUE, Long.MAX_VALUE};
    if (!bounds(s, f, e, a, bounds, c) || bounds[0] > bounds[1]) {
      return false;
    }
    f.locals.put(a, new Range(bounds[0], bounds[1]));
    return true;
  }

  /** Narrows {@code bounds} (inclusive) by the conjunction of bounds on {@code a} {@code e} is. */
  private boolean bounds(State s, Frame f, Expr e, String a, long[] bounds, Cmd c) {
    if (!(e instanceof Expr.Binary(Expr.BinOp op, Expr l, Expr r))) {
      return false;
    }
    if (op == Expr.BinOp.AND) {
      return bounds(s, f, l, a, bounds, c) && bounds(s, f, r, a, bounds, c);
    }
    boolean left = l instanceof Expr.Var(String x) && x.equals(a);
    boolean right = r instanceof Expr.Var(String y) && y.equals(a);
    if (left == right) {
      return false;
    }
    Object k = eval(s, f, left ? r : l, c);
    if (!(k instanceof Long n)) {
      return false;
    }
    // as "a OP n"
    Expr.BinOp o = left ? op : switch (op) {
      case LT -> Expr.BinOp.GT;
      case LE -> Expr.BinOp.GE;
      case GT -> Expr.BinOp.LT;
      case GE -> Expr.BinOp.LE;
      default -> op;
    };
    switch (o) {
      case LT -> bounds[1] = Math.min(bounds[1], Math.subtractExact(n, 1));
      case LE -> bounds[1] = Math.min(bounds[1], n);
      case GT -> bounds[0] = Math.max(bounds[0], Math.addExact(n, 1));
      case GE -> bounds[0] = Math.max(bounds[0], n);
      default -> {
        return false;
      }
    }
    return true;
  }

  // ---- expressions

  private Object eval(State s, Frame f, Expr e, Cmd c) {
    return switch (e) {
      case Expr.IntLit l -> number(l.value());
      case Expr.BoolLit b -> b.value();
      case Expr.Var v -> {
        String n = v.name();
        if (f.locals.containsKey(n)) {
          Object x = f.locals.get(n);
          yield x instanceof Range ? UNKNOWN : x;
        }
        if (localTypes.get(f.proc).containsKey(n)) {
          yield UNKNOWN;
        }
        if (globalScalars.contains(n)) {
          yield s.scalars.getOrDefault(n, UNKNOWN);
        }
        Long k = consts.get(n);
        if (k != null) {
          yield k;
        }
        BigInteger w = wideConsts.get(n);
        if (w == null) {
          throw stop("a constant without a value (" + n + ")", c);
        }
        yield w;
      }
      case Expr.Select sel -> {
        if (!(sel.map() instanceof Expr.Var(String m))) {
          throw stop("a select of a map expression", c);
        }
        Object i = eval(s, f, sel.index(), c);
        if (i == UNKNOWN && isFrameMap(f, m)) {
          yield UNKNOWN;
        }
        if (i == UNKNOWN) {
          throw stop("an access at an address it does not know", c);
        }
        yield mapOf(s, f, m, c).getOrDefault(address(i, c), UNKNOWN);
      }
      case Expr.Unary u -> {
        Object v = eval(s, f, u.operand(), c);
        if (v == UNKNOWN) {
          yield UNKNOWN;
        }
        yield u.op() == Expr.UnOp.NOT ? (Object) !(Boolean) v : number(big(v).negate());
      }
      case Expr.Binary b -> binary(s, f, b, c);
      case Expr.Ite i -> {
        Object cond = eval(s, f, i.cond(), c);
        if (cond == UNKNOWN) {
          Object x = eval(s, f, i.thenExpr(), c);
          Object y = eval(s, f, i.elseExpr(), c);
          yield x != UNKNOWN && x.equals(y) ? x : UNKNOWN;
        }
        yield (Boolean) cond ? eval(s, f, i.thenExpr(), c) : eval(s, f, i.elseExpr(), c);
      }
      case Expr.Store st -> throw stop("a map update expression", c);
      case Expr.FunApp fa -> throw stop("a function application (" + fa.function() + ")", c);
      case Expr.Old o -> throw stop("old()", c);
      case Expr.Quant q -> throw stop("a quantifier", c);
    };
  }

  private Object binary(State s, Frame f, Expr.Binary b, Cmd c) {
    Object l = eval(s, f, b.left(), c);
    Expr.BinOp op = b.op();
    Boolean decided = op.isLogical() && l != UNKNOWN ? op.decidedBy((Boolean) l) : null;
    if (decided != null) {
      return decided;
    }
    Object r = eval(s, f, b.right(), c);
    if (l == UNKNOWN || r == UNKNOWN) {
      if (op == Expr.BinOp.AND && (Boolean.FALSE.equals(r))) {
        return false;
      }
      if (op == Expr.BinOp.OR && (Boolean.TRUE.equals(r))) {
        return true;
      }
      if (op == Expr.BinOp.MUL && (Long.valueOf(0).equals(l) || Long.valueOf(0).equals(r))) {
        return 0L;
      }
      return UNKNOWN;
    }
    return switch (op) {
      case IFF -> l.equals(r);
      case IMPLIES -> !(Boolean) l || (Boolean) r;
      case OR -> (Boolean) l || (Boolean) r;
      case AND -> (Boolean) l && (Boolean) r;
      case EQ -> l.equals(r);
      case NEQ -> !l.equals(r);
      default -> l instanceof Long x && r instanceof Long y ? arithmetic(op, x, y, c)
          : arithmetic(op, big(l), big(r), c);
    };
  }

  /** An arithmetic operation or comparison of two values that fit in 64 bits (the usual case). */
  private static Object arithmetic(Expr.BinOp op, long l, long r, Cmd c) {
    try {
      return switch (op) {
        case LT -> l < r;
        case LE -> l <= r;
        case GT -> l > r;
        case GE -> l >= r;
        case ADD -> Math.addExact(l, r);
        case SUB -> Math.subtractExact(l, r);
        case MUL -> Math.multiplyExact(l, r);
        default -> arithmetic(op, BigInteger.valueOf(l), BigInteger.valueOf(r), c);
      };
    } catch (ArithmeticException overflow) {
      return arithmetic(op, BigInteger.valueOf(l), BigInteger.valueOf(r), c);
    }
  }

  private static Object arithmetic(Expr.BinOp op, BigInteger l, BigInteger r, Cmd c) {
    return switch (op) {
      case LT -> l.compareTo(r) < 0;
      case LE -> l.compareTo(r) <= 0;
      case GT -> l.compareTo(r) > 0;
      case GE -> l.compareTo(r) >= 0;
      case ADD -> number(l.add(r));
      case SUB -> number(l.subtract(r));
      case MUL -> number(l.multiply(r));
      case DIV -> number(euclid(l, r, true, c));
      case MOD -> number(euclid(l, r, false, c));
      default -> throw new IllegalStateException("not arithmetic: " + op);
    };
  }

  /**
   * The IVL's integers are unbounded: the search keeps a value as a {@code Long} when it fits in
   * 64-bit signed range and as a {@code BigInteger} otherwise (e.g. the unsigned constant {@code
   * (unsigned long)-4095} of the kernel's {@code IS_ERR}), one form per value, so that {@code
   * equals} compares values and a state's key is the same for the same values.
   */
  private static Object number(BigInteger v) {
    return v.bitLength() < Long.SIZE ? (Object) v.longValue() : v;
  }

  private static BigInteger big(Object v) {
    return v instanceof Long l ? BigInteger.valueOf(l) : (BigInteger) v;
  }

  /** SMT-LIB integer div and mod (the remainder is never negative). */
  private static BigInteger euclid(BigInteger a, BigInteger b, boolean div, Cmd c) {
    if (b.signum() == 0) {
      throw stop("a division by zero", c);
    }
    BigInteger m = a.mod(b.abs());
    return div ? a.subtract(m).divide(b) : m;
  }

  private static long asLong(Object v, Cmd c) {
    if (v == UNKNOWN) {
      throw stop("an access at an address it does not know", c);
    }
    if (v instanceof BigInteger) {
      throw new ArithmeticException("an address beyond 64 bits");
    }
    return (Long) v;
  }

  // ---- visible operations

  /**
   * Runs thread {@code t}'s visible operation of {@code s} (left unchanged) if it is enabled, then
   * its thread-local commands after it; adds the states it reaches. Returns what it did.
   */
  private Did visibleStep(State s, int t, List<State> out) {
    Frame f0 = top(s, t);
    Cmd c = pending(s, t);
    if (c == null) {
      State n = s.copy();
      n.exited = true;
      out.add(n);
      return new Did(Step.Kind.REGISTRATION, "main returns: the program ends");
    }
    if (Attrs.endsProgramOf(c.attrs()).isPresent()) {
      State n = s.copy();
      n.exited = true;
      out.add(n);
      return new Did(Step.Kind.REGISTRATION, Attrs.endsProgramOf(c.attrs()).get() + ": the program ends");
    }
    if (Attrs.semaphoreOf(c.attrs()).isPresent() && Attrs.unsoundOf(c.attrs()).isEmpty()) {
      try {
        return semaphore(s, t, c, Attrs.semaphoreOf(c.attrs()).get(), out);
      } catch (Crash e) {
        return new Did(Step.Kind.SEMAPHORE_INIT, "a semaphore at a null address"); // crashed
      }
    }
    if (mayCrash(s, f0, c)) {
      String fn = Attrs.validPointerFunctionOf(c.attrs()).orElse("a library call");
      State n = s.copy();
      Deque<State> alt = new ArrayDeque<>();
      try {
        if (exec(n, t, c, alt)) {
          alt.push(n);
        }
      } catch (Crash e) {
        return new Did(Step.Kind.REGISTRATION, fn + " given a null pointer: the program crashes");
      }
      for (State a : alt) {
        runLocal(a, t, out);
      }
      return new Did(Step.Kind.REGISTRATION, fn + " given a pointer it does not know");
    }
    if (Attrs.unsoundOf(c.attrs()).isPresent() || Attrs.blockingWaitOf(c.attrs()).isPresent()) {
      throw stop("a construct not modelled soundly", c);
    }
    if (c instanceof Cmd.Assume && Attrs.lockAtOf(c.attrs()).isPresent()) {
      // a condition variable's wait on a mutex the analysis could not name: its release and its
      // taking again, by the mutex's address
      Attrs.LockAt at = Attrs.lockAtOf(c.attrs()).get();
      Long a = lockAddress(s, t, at, c);
      return a == null ? new Did(Step.Kind.RELEASE, "a lock at a null address") // crashed
          : lockOp(s, t, c, at.op(), a, "the lock at " + hex(a), out);
    }
    if (c instanceof Cmd.Call call && procs.get(call.procedure()) != null
        && procs.get(call.procedure()).body() == null) {
      return visibleCall(s, t, call, out);
    }
    State n = s.copy();
    Deque<State> alt = new ArrayDeque<>();
    Did what = describeAccess(s, t, c);
    try {
      if (exec(n, t, c, alt)) {
        alt.push(n);
      }
    } catch (Crash e) {
      return what; // the program crashed: no state after it
    }
    for (State a : alt) {
      runLocal(a, t, out);
    }
    return what;
  }

  /**
   * A POSIX semaphore's operation, exactly: {@code sem_init} sets the count, {@code sem_wait} is
   * enabled while it is positive and takes one (else the thread is blocked: null), {@code
   * sem_post} adds one. A semaphore whose address it does not know, or one it saw no {@code
   * sem_init} of (an initialiser it does not model, another object's semaphore), ends the search.
   */
  private Did semaphore(State s, int t, Cmd c, Attrs.SemaphoreOp op, List<State> out) {
    Frame f = top(s, t);
    long a = address(eval(s, f, op.semaphore(), c), c);
    State n = s.copy();
    Step.Kind kind;
    switch (op.op()) {
      case "init" -> {
        Object k = eval(s, f, op.count(), c);
        if (!(k instanceof Long count) || count < 0) {
          throw stop("a semaphore count it does not know", c);
        }
        n.semaphores.put(a, count);
        kind = Step.Kind.SEMAPHORE_INIT;
      }
      case "wait" -> {
        long count = initialised(s, a, c);
        if (count == 0) {
          return null; // blocked
        }
        n.semaphores.put(a, count - 1);
        kind = Step.Kind.SEMAPHORE_WAIT;
      }
      case "post" -> {
        n.semaphores.put(a, Math.addExact(initialised(s, a, c), 1));
        kind = Step.Kind.SEMAPHORE_POST;
      }
      default -> throw stop("a semaphore operation it does not model (" + op.op() + ")", c);
    }
    if (t == sectionOwner(s)) {
      // as a release inside a section: another thread may go on
      n.sectionSynced = true;
    }
    top(n, t).cmd++;
    runLocal(n, t, out);
    return new Did(kind, semaphoreName(op.semaphore()));
  }

  /** The count of the semaphore at {@code a}; the search ends where no sem_init of it ran. */
  private static long initialised(State s, long a, Cmd c) {
    Long count = s.semaphores.get(a);
    if (count == null) {
      throw stop("a semaphore it saw no sem_init of", c);
    }
    return count;
  }

  /** The semaphore's name in an interleaving: its global's ({@code $g.sem}), else "semaphore". */
  private static String semaphoreName(Expr e) {
    return e instanceof Expr.Var(String v) && v.startsWith("$g.") ? v.substring(3) : "semaphore";
  }

  private Did visibleCall(State s, int t, Cmd.Call call, List<State> out) {
    Frame f = top(s, t);
    String name = call.procedure();
    switch (name) {
      case "$lock_acquire", "$lock_acquire_read", "$lock_release", "$lock_tryacquire",
          "$lock_unresolved" -> {
        String op = switch (name) {
          case "$lock_acquire" -> "acquire";
          case "$lock_acquire_read" -> "acquire_read";
          case "$lock_release" -> "release";
          case "$lock_tryacquire" -> "tryacquire";
          default -> null;
        };
        Optional<Attrs.LockAt> at = Attrs.lockAtOf(call.attrs());
        String lc = call.args().isEmpty() ? null
            : call.args().get(0) instanceof Expr.Var(String v) ? v : null;
        String kind = lc == null ? null : lockKind.get(lc);
        if (call.attrs().stream().anyMatch(a -> a.name().equals(Attrs.WEAK_ATOMIC))) {
          // the search runs every atomic access as sequentially consistent: C11's semantics only
          // for seq_cst ones (a relaxed flag orders nothing, so a race it hides from every SC
          // interleaving is a race all the same)
          throw stop("an atomic access with an ordering weaker than seq_cst (relaxed, acquire or"
              + " release: C11's orderings are not modelled)", call);
        }
        if (at.isPresent() && (op == null || op.equals(at.get().op()))
            && (lc == null ? op == null : kind != null && !kind.equals("semaphore")
                && !addressAndConstant.contains(lc))) {
          // a lock that is an object: the lock at its address, however the analysis named it
          // (an unresolved one too, a lock of several instances its instance)
          Long a = lockAddress(s, t, at.get(), call);
          if (a == null) {
            return new Did(Step.Kind.ACQUIRE, "a lock at a null address"); // crashed
          }
          String shown = lc != null ? lockName.getOrDefault(lc, lc) : "the lock at " + hex(a);
          return lockOp(s, t, call, at.get().op(), a, shown, out);
        }
        if (op == null || at.isPresent() || kind == null || kind.equals("instances")
            || kind.equals("semaphore") || addressAndConstant.contains(lc)) {
          throw stop("a lock operation it does not model (" + (lc == null ? "?" : lc) + ")", call);
        }
        // a lock with no object (a global="..." model's, an atomic section's): its constant
        return lockOp(s, t, call, op, asLong(eval(s, f, call.args().get(0), call), call),
            lockName.getOrDefault(lc, lc), out);
      }
      default -> {}
    }
    if (Attrs.isRegistration(call.attrs()) && Attrs.createSiteOf(call.attrs()).isPresent()) {
      return create(s, t, call, out);
    }
    if (Attrs.isThreadJoin(call.attrs())) {
      return join(s, t, call, out);
    }
    throw stop("a call of " + name + ", which it does not model", call);
  }

  /** The address of the lock of {@code at}; null where it is in the first page (a crash). */
  private Long lockAddress(State s, int t, Attrs.LockAt at, Cmd c) {
    try {
      return address(eval(s, top(s, t), at.address(), c), c);
    } catch (Crash e) {
      return null;
    }
  }

  private static String hex(long a) {
    return "0x" + Long.toHexString(a);
  }

  /**
   * Thread {@code t}'s operation {@code op} ({@code acquire}, {@code acquire_read}, {@code
   * release}, {@code tryacquire}) on lock {@code l} (an object's address, or a lock constant's
   * value, negative), at command {@code c}; null when the thread is blocked.
   */
  private Did lockOp(State s, int t, Cmd c, String op, long l, String shown, List<State> out) {
    Integer owner = s.locks.get(l);
    State n = s.copy();
    Step.Kind kind;
    switch (op) {
      case "acquire" -> {
        if (owner != null && owner == t) {
          throw stop("a thread takes a lock it holds (a recursive or error-checking mutex?)", c);
        }
        if (owner != null) {
          return null; // blocked
        }
        n.locks.put(l, t);
        kind = Step.Kind.ACQUIRE;
      }
      case "acquire_read" -> {
        if (owner != null && owner == t) {
          throw stop("a thread takes a lock it holds (a recursive or error-checking mutex?)", c);
        }
        if (owner != null && owner >= 0) {
          return null;
        }
        n.locks.put(l, owner == null ? -1 : owner - 1);
        kind = Step.Kind.ACQUIRE_READ;
      }
      case "tryacquire" -> {
        if (owner != null && owner == t) {
          throw stop("a thread tries a lock it holds (a recursive or error-checking mutex?)", c);
        }
        boolean free = owner == null;
        if (free) {
          n.locks.put(l, t);
        }
        if (c instanceof Cmd.Call call && !call.outs().isEmpty()) {
          assignVar(n, top(n, t), call.outs().get(0), free, c);
        }
        kind = Step.Kind.TRY_ACQUIRE;
      }
      case "release" -> {
        if (t == sectionOwner(s)) {
          // the section ends, or may let another thread go on inside it
          n.sectionSynced = atomicLock == null || l != atomicLock;
        }
        if (owner == null) {
          throw stop("a release of a lock nobody holds", c);
        } else if (owner >= 0) {
          if (owner != t) {
            throw stop("a release of a lock another thread holds", c);
          }
          n.locks.remove(l);
        } else if (owner == -1) {
          n.locks.remove(l);
        } else {
          n.locks.put(l, owner + 1);
        }
        kind = Step.Kind.RELEASE;
      }
      default -> throw stop("a lock operation it does not model (" + op + ")", c);
    }
    top(n, t).cmd++;
    runLocal(n, t, out);
    return new Did(kind, shown);
  }

  private Did create(State s, int t, Cmd.Call call, List<State> out) {
    Frame f = top(s, t);
    Attrs.CreateSite site = Attrs.createSiteOf(call.attrs()).get();
    Optional<Attrs.StartArg> start = Attrs.startArgOf(call.attrs());
    if (call.args().size() < 4 || start.isEmpty()) {
      throw stop("a thread creation it does not model", call);
    }
    long fp = asLong(eval(s, f, call.args().get(2), call), call);
    String fn = functionAt.get(fp);
    if (fn == null || !fn.equals(site.template()) || procs.get(fn) == null
        || procs.get(fn).body() == null) {
      throw stop("a thread whose start function it cannot tell", call);
    }
    if (threadBound > 0 && s.threads.stream().filter(x -> !x.done).count() >= threadBound) {
      boundHeld = true;
      return null; // waits (a bounded search): no thread more until one ends
    }
    Decl.Procedure q = procs.get(fn);
    Object arg = eval(s, f, call.args().get(start.get().argument()), call);
    State n = s.copy();
    if (t == sectionOwner(s)) {
      n.sectionSynced = true; // a thread started inside a section
    }
    TreeMap<String, Object> locals = new TreeMap<>();
    if (!q.ins().isEmpty() && arg != UNKNOWN) {
      locals.put(q.ins().get(0).name(), arg);
    }
    ArrayList<Frame> stack = new ArrayList<>();
    stack.add(new Frame(fn, 0, 0, locals, List.of()));
    Thr started0 = new Thr(fn, site.template() + "#" + site.site(), false, false, stack);
    int created = freeSlot(n);
    if (created < n.threads.size()) {
      forget(n, handle(created));
      n.threads.set(created, started0);
    } else {
      n.threads.add(started0);
    }
    threadCount = Math.max(threadCount, n.threads.size());
    storeHandle(n, t, call, handle(created));
    if (!call.outs().isEmpty()) {
      assignVar(n, top(n, t), call.outs().get(0), 0L, call);
    }
    top(n, t).cmd++;
    List<State> started = new ArrayList<>();
    runLocal(n, created, started);
    for (State st : started) {
      runLocal(st, t, out);
    }
    if (threadBound > 0) {
      // (a race-finding search: a race after a failed create is not confirmed anyway)
      return new Did(Step.Kind.REGISTRATION, "pthread_create " + fn);
    }
    // pthread_create may fail: no thread, an error number
    State failed = s.copy();
    failed.createFailed = true;
    storeHandle(failed, t, call, NO_THREAD);
    if (!call.outs().isEmpty()) {
      assignVar(failed, top(failed, t), call.outs().get(0), 11L, call);
    }
    top(failed, t).cmd++;
    runLocal(failed, t, out);
    return new Did(Step.Kind.REGISTRATION, "pthread_create " + fn);
  }

  private Did join(State s, int t, Cmd.Call call, List<State> out) {
    Optional<Attrs.Join> j = Attrs.joinOf(call.attrs());
    // (the frontend stores the thread's result, an unknown value, through a result pointer before
    // the call: a frame's own memory loses its contents, a shared region's havoc ends the search)
    int found = -1;
    String joined;
    if (j.isPresent()) {
      String site = j.get().template() + "#" + j.get().site();
      for (int i = 0; i < s.threads.size(); i++) {
        Thr thr = s.threads.get(i);
        if (site.equals(thr.site) && !thr.joined) {
          if (found >= 0) {
            throw stop("a join of one of several threads of one create site", call);
          }
          found = i;
        }
      }
      joined = j.get().template();
    } else {
      // a join the frontend could not tie to one create site: the handle the create stored
      Object h = call.args().isEmpty() ? UNKNOWN : eval(s, top(s, t), call.args().get(0), call);
      long slot = h instanceof Long l ? l - HANDLE : -1;
      if (h instanceof Long l && l == NO_THREAD) {
        found = -1;
      } else if (slot < 0 || slot >= s.threads.size()) {
        throw stop("a join it cannot tie to one thread (of a handle it does not know)", call);
      } else if (slot == t || s.threads.get((int) slot).joined) {
        throw stop("a join of a thread joined before or of the joining thread", call);
      } else {
        found = (int) slot;
      }
      joined = found >= 0 ? s.threads.get(found).entry : "a thread that was not created";
    }
    State n = s.copy();
    long result = 3; // ESRCH: the create failed
    if (found >= 0) {
      if (!s.threads.get(found).done) {
        return null; // waits
      }
      n.threads.get(found).joined = true;
      result = 0;
    }
    if (!call.outs().isEmpty()) {
      assignVar(n, top(n, t), call.outs().get(0), result, call);
    }
    top(n, t).cmd++;
    runLocal(n, t, out);
    return new Did(Step.Kind.JOIN, joined);
  }

  /**
   * The handle the explorer gives the thread in slot {@code i} of the states' threads (a {@code
   * pthread_t} is opaque: exact for programs that only join and compare it).
   */
  private static long handle(int i) {
    return HANDLE + i;
  }

  private static final long HANDLE = 1L << 40;
  /** The handle a failed {@code pthread_create} leaves: a join of it does not wait. */
  private static final long NO_THREAD = HANDLE - 1;
  /** A handle of a thread joined before (its slot now another thread's): a join of it is no proof. */
  private static final long STALE = HANDLE - 2;

  /**
   * The slot of a new thread: a thread that has ended, was joined and holds no lock leaves its
   * slot to the next one (so a loop that starts and joins a thread has finitely many states),
   * else a new slot.
   */
  private static int freeSlot(State s) {
    for (int i = 1; i < s.threads.size(); i++) {
      Thr thr = s.threads.get(i);
      if (thr.done && thr.joined && !s.locks.containsValue(i)) {
        return i;
      }
    }
    return s.threads.size();
  }

  /** Every copy of handle {@code h} in memory and locals becomes {@link #STALE}. */
  private static void forget(State s, long h) {
    Long hv = h;
    for (TreeMap<Long, Object> cells : s.mem.values()) {
      cells.replaceAll((k, v) -> hv.equals(v) ? STALE : v);
    }
    s.scalars.replaceAll((k, v) -> hv.equals(v) ? STALE : v);
    for (Thr thr : s.threads) {
      for (Frame f : thr.stack) {
        f.locals.replaceAll((k, v) -> {
          if (v instanceof TreeMap<?, ?> m) {
            @SuppressWarnings("unchecked")
            TreeMap<Long, Object> cells = (TreeMap<Long, Object>) m;
            cells.replaceAll((a, x) -> hv.equals(x) ? STALE : x);
            return cells;
          }
          return hv.equals(v) ? STALE : v;
        });
      }
    }
  }

  /**
   * The create's store of the new thread's handle: the frontend lowers it to a write of a fresh
   * value to the handle's cell right before the call ({@code havoc v; M[h] := v;}); the handle
   * given here takes the fresh value's place. Another form stores nothing (a join through it is
   * then no proof).
   */
  private void storeHandle(State n, int t, Cmd.Call call, long h) {
    Frame f = top(n, t);
    Block b = block(f);
    if (f.cmd == 0 || !(b.cmds().get(f.cmd - 1) instanceof Cmd.Assign a) || a.lhs().size() != 1
        || !(a.lhs().get(0) instanceof Lhs.MapLhs m)
        || !(a.rhs().get(0) instanceof Expr.Var)) {
      return;
    }
    Object at = eval(n, f, m.index(), call);
    Object p = eval(n, f, call.args().get(0), call);
    if (at == UNKNOWN || !at.equals(p)) {
      return;
    }
    mapOf(n, f, m.variable(), call).put(address(at, call), h);
  }

  // ---- races

  /**
   * An access of bytes {@code address..last}; {@code sized}: those are all its bytes (a command's
   * only access with its {@code {:width n}}, or a freed object), else it may reach up to {@link
   * #WIDEST} bytes from {@code address}.
   */
  private record Acc(String region, long address, long last, boolean sized, boolean write,
      int thread, Cmd cmd) {
    Acc(String region, long address, boolean write, int thread, Cmd cmd) {
      this(region, address, address, false, write, thread, cmd);
    }

    Acc sized(int width) {
      return new Acc(region, address, address + width - 1, true, write, thread, cmd);
    }
  }

  /** The shared accesses of thread {@code t}'s next command (none if it crashes first). */
  private List<Acc> accesses(State s, int t) {
    try {
      return accessesOrCrash(s, t);
    } catch (Crash e) {
      return List.of();
    }
  }

  private List<Acc> accessesOrCrash(State s, int t) {
    List<Acc> r = new ArrayList<>();
    if (s.threads.get(t).stopped()) {
      return r;
    }
    Cmd c = pending(s, t);
    if (c == null) {
      return r;
    }
    Frame f = top(s, t);
    List<Expr> reads = new ArrayList<>();
    switch (c) {
      case Cmd.Assign a -> {
        for (Lhs l : a.lhs()) {
          if (l instanceof Lhs.MapLhs m && sharedMaps.contains(m.variable())) {
            r.add(new Acc(m.variable(), asLong(eval(s, f, m.index(), c), c), true, t, c));
          }
          if (l instanceof Lhs.MapLhs m) {
            reads.add(m.index());
          }
        }
        reads.addAll(a.rhs());
      }
      case Cmd.Assume a -> reads.add(a.expr());
      case Cmd.Assert a -> reads.add(a.expr());
      case Cmd.Call call -> reads.addAll(call.args());
      case Cmd.Havoc h -> {
        Freed freed = freedObject(f, h);
        if (freed != null) {
          r.add(new Acc(h.vars().get(0), freed.from(), freed.to(), true, true, t, c));
        }
      }
    }
    for (Expr e : reads) {
      collectReads(s, f, e, c, t, r);
    }
    // a width is the bytes of the command's one access (a load or a store of the frontend's)
    Optional<Integer> width = Attrs.widthOf(c.attrs());
    if (r.size() == 1 && !r.get(0).sized() && width.isPresent() && width.get() > 0) {
      return List.of(r.get(0).sized(width.get()));
    }
    return r;
  }

  private void collectReads(State s, Frame f, Expr e, Cmd c, int t, List<Acc> out) {
    switch (e) {
      case Expr.Select sel -> {
        if (sel.map() instanceof Expr.Var(String m) && sharedMaps.contains(m)) {
          out.add(new Acc(m, asLong(eval(s, f, sel.index(), c), c), false, t, c));
        }
        collectReads(s, f, sel.index(), c, t, out);
      }
      case Expr.Unary u -> collectReads(s, f, u.operand(), c, t, out);
      case Expr.Binary b -> {
        collectReads(s, f, b.left(), c, t, out);
        collectReads(s, f, b.right(), c, t, out);
      }
      case Expr.Ite i -> {
        collectReads(s, f, i.cond(), c, t, out);
        collectReads(s, f, i.thenExpr(), c, t, out);
        collectReads(s, f, i.elseExpr(), c, t, out);
      }
      case Expr.Var v -> {
        if (globalScalars.contains(v.name())) {
          throw stop("a read of a shared scalar it does not model", c);
        }
      }
      default -> {}
    }
  }

  private ConfirmedRace raceIn(State s, String key) {
    List<Acc> all = new ArrayList<>();
    for (int t = 0; t < s.threads.size(); t++) {
      all.addAll(accesses(s, t));
    }
    for (int i = 0; i < all.size(); i++) {
      for (int k = i + 1; k < all.size(); k++) {
        Acc a = all.get(i);
        Acc b = all.get(k);
        if (a.address < NULL_PAGE || b.address < NULL_PAGE) {
          continue; // crashes before the other can access
        }
        if (a.thread == b.thread || !a.region.equals(b.region) || !(a.write || b.write)) {
          continue;
        }
        // one starts within the other (at the same address, or in a freed object's bytes)
        if (a.address <= b.last && b.address <= a.last) {
          return race(s, key, a, b);
        }
        // one without its width starts just below the other and may reach into it (a search
        // that only finds races confirms none there, and goes on)
        boolean reach = !a.sized && a.address < b.address && b.address - a.address < WIDEST
            || !b.sized && b.address < a.address && a.address - b.address < WIDEST;
        if (reach && !sampling && threadBound == 0) {
          throw stop("two threads access " + regionName.get(a.region)
              + " at nearby addresses that may overlap", b.cmd);
        }
      }
    }
    return null;
  }

  private ConfirmedRace race(State s, String key, Acc a, Acc b) {
    List<Parent> chain = new ArrayList<>();
    String k = key;
    while (k != null) {
      Parent p = visited.get(k);
      if (p == null || p.key() == null) {
        break;
      }
      chain.add(p);
      k = p.key();
    }
    List<Event> events = new ArrayList<>();
    for (int i = chain.size() - 1; i >= 0; i--) {
      Parent p = chain.get(i);
      events.add(new Event(p.thread(), p.cmd(), p.what().kind(), p.what().detail()));
    }
    int owner = sectionOwner(s);
    if (owner >= 0 && (owner == a.thread || owner == b.thread)) {
      // one access is inside an atomic section, which runs as one step: the other thread has not
      // moved since the section began (nor does its access conflict with the section's earlier
      // ones: the search would have stopped at that race), so its access runs first, right before
      // the section, and the section's access is the one its check sees come between
      Acc inside = owner == a.thread ? a : b;
      Acc outside = owner == a.thread ? b : a;
      int begin = events.size();
      for (int i = events.size() - 1; i >= 0; i--) {
        Event e = events.get(i);
        if (e.thread() == owner && e.kind() == Step.Kind.ACQUIRE
            && ATOMIC_LOCK.equals(e.detail())) {
          begin = i;
          break;
        }
      }
      events.add(begin, accessEvent(outside));
      events.add(accessEvent(inside));
      events.add(checkEvent(outside));
    } else {
      // as the precise checker ends an interleaving: the first thread's check sees the second's
      // access come between (a witness's target is the access of the thread that does not check)
      events.add(accessEvent(a));
      events.add(accessEvent(b));
      events.add(checkEvent(a));
    }
    List<Step> steps = new ArrayList<>();
    int last = -1;
    for (Event e : events) {
      last = step(steps, last, e.thread(), entryOf(s, e.thread()), e.cmd(), e.kind(), e.detail());
    }
    List<RaceAccess> acc = List.of(access(s, a), access(s, b));
    return new ConfirmedRace(
        a.write && b.write ? Race.Kind.WRITE_WRITE : Race.Kind.READ_WRITE,
        regionName.get(a.region), a.region, acc, steps, false);
  }

  /** One step of a race's interleaving. */
  private record Event(int thread, Cmd cmd, Step.Kind kind, String detail) {}

  /** Access {@code a} as a step: its read or write. */
  private Event accessEvent(Acc a) {
    return new Event(a.thread, a.cmd, a.write ? Step.Kind.WRITE : Step.Kind.READ,
        regionName.get(a.region));
  }

  /** The check of access {@code a}'s thread that sees the other access come between. */
  private Event checkEvent(Acc a) {
    return new Event(a.thread, a.cmd, Step.Kind.RACE_CHECK, regionName.get(a.region));
  }

  private RaceAccess access(State s, Acc a) {
    Frame f = top(s, a.thread);
    return new RaceAccess(a.thread + 1, entryOf(s, a.thread), a.write,
        Attribute.sourceLocOf(a.cmd.attrs()).orElse(null), procs.get(f.proc).attrs().isEmpty()
            ? f.proc : Attrs.stringsOf(procs.get(f.proc).attrs(), Attrs.CFUNCTION)
                .filter(l -> !l.isEmpty()).map(l -> l.get(0)).orElse(f.proc), null);
  }

  private static String entryOf(State s, int t) {
    return s.threads.get(t).entry;
  }

  private static int step(List<Step> steps, int last, int thread, String entry, Cmd c,
      Step.Kind kind, String detail) {
    if (last >= 0 && last != thread) {
      steps.add(new Step(thread + 1, entry, null, Step.Kind.CONTEXT_SWITCH, null, 0));
    }
    SourceLoc loc = c == null ? null : Attribute.sourceLocOf(c.attrs()).orElse(null);
    steps.add(new Step(thread + 1, entry, loc, kind, detail, 0));
    return thread;
  }

  private Did describeAccess(State s, int t, Cmd c) {
    List<Acc> acc = accesses(s, t);
    if (acc.isEmpty()) {
      return new Did(Step.Kind.READ, null);
    }
    Acc a = acc.stream().filter(Acc::write).findFirst().orElse(acc.get(0));
    return new Did(a.write ? Step.Kind.WRITE : Step.Kind.READ, regionName.get(a.region));
  }
}

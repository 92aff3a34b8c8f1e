package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Transfer;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The locks a flattened thread certainly holds before each of its commands, under the precise
 * checker's lock semantics (owner variables that only lock operations change): a forward
 * must-analysis over the acyclic blocks, meeting at joins.
 *
 * <p>An acquire adds its lock (a read-acquire in read mode), a release removes it; a release or an
 * unresolved lock operation whose lock the analysis cannot name forgets every lock. A try-acquire
 * adds its lock on the paths that only continue when it succeeded: its result is followed through
 * assignments of local variables computed from it alone ({@code r := if ok then 0 else -4; b := r
 * != 0}) to the {@code assume} of a branch, whose condition is evaluated with the try taken and
 * with it failed ({@code if (mutex_lock_interruptible(&m)) return -EINTR;}, {@code if
 * (spin_trylock(&l)) { ... }}). Anything else it cannot evaluate adds nothing; global variables are
 * not followed (the other thread may change them).
 */
final class HeldLocks {
  /**
   * The locks a thread certainly holds at a point.
   *
   * @param exclusive lock constants held exclusively
   * @param read lock constants held in read mode
   */
  record Held(Set<String> exclusive, Set<String> read) {
    static final Held NONE = new Held(Set.of(), Set.of());

    /** Whether no run has this and {@code other} (of the other thread) at once. */
    boolean excludes(Held other) {
      for (String l : exclusive) {
        if (other.exclusive.contains(l) || other.read.contains(l)) {
          return true;
        }
      }
      for (String l : read) {
        if (other.exclusive.contains(l)) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * A local variable whose value is known in terms of the outcome of one try-acquire.
   *
   * @param tryId the try-acquire (its position)
   * @param lock its lock constant
   * @param ifTaken the value ({@link Boolean} or {@link java.math.BigInteger}) when it succeeded
   * @param ifFailed the value when it failed
   */
  private record Tracked(String tryId, String lock, Object ifTaken, Object ifFailed) {}

  /** The analysis state at a point (immutable). */
  private record State(Held held, Map<String, Tracked> tracked) {
    static final State NONE = new State(Held.NONE, Map.of());

    State meet(State o) {
      Set<String> e = new TreeSet<>(held.exclusive());
      e.retainAll(o.held.exclusive());
      Set<String> r = new TreeSet<>(held.read());
      r.retainAll(o.held.read());
      Map<String, Tracked> t = new LinkedHashMap<>();
      tracked.forEach(
          (v, x) -> {
            if (x.equals(o.tracked.get(v))) {
              t.put(v, x);
            }
          });
      return new State(new Held(e, r), t);
    }
  }

  private final LiftedProgram lifted;
  /** The program's global variables: never tracked (the other thread may change them). */
  private final Set<String> globals = new TreeSet<>();

  private HeldLocks(LiftedProgram lifted) {
    this.lifted = lifted;
    lifted.program().globals().forEach(g -> globals.add(g.name()));
  }

  /**
   * The held locks before every command of {@code blocks} (acyclic, entry first), by {@link
   * #key}; commands unreachable from the entry hold none.
   */
  static Map<String, Held> of(LiftedProgram lifted, List<Block> blocks) {
    return new HeldLocks(lifted).analyse(blocks);
  }

  /** The key of the command at {@code index} of block {@code label}. */
  static String key(String label, int index) {
    return label + "#" + index;
  }

  private Map<String, Held> analyse(List<Block> blocks) {
    Map<String, Held> atCmd = new HashMap<>();
    Map<String, State> in = new HashMap<>();
    Set<String> labels = new LinkedHashSet<>();
    blocks.forEach(b -> labels.add(b.label()));
    boolean first = true;
    for (Block b : YieldReduction.topological(blocks)) {
      State s = first ? State.NONE : in.getOrDefault(b.label(), State.NONE);
      first = false;
      for (int i = 0; i < b.cmds().size(); i++) {
        String at = key(b.label(), i);
        atCmd.put(at, s.held());
        s = transfer(s, b.cmds().get(i), at);
      }
      if (b.transfer() instanceof Transfer.Goto g) {
        for (String t : g.targets()) {
          if (labels.contains(t)) {
            State prev = in.get(t);
            in.put(t, prev == null ? s : prev.meet(s));
          }
        }
      }
    }
    return atCmd;
  }

  private State transfer(State s, Cmd c, String at) {
    return switch (c) {
      case Cmd.Call call -> call(s, call, at);
      case Cmd.Assign a -> assign(s, a);
      case Cmd.Havoc h -> forget(s, h.vars());
      case Cmd.Assume a -> assume(s, a.expr());
      case Cmd.Assert a -> s;
    };
  }

  private State call(State s, Cmd.Call call, String at) {
    String p = call.procedure();
    Optional<String> lock = lock(call);
    Set<String> e = new TreeSet<>(s.held().exclusive());
    Set<String> r = new TreeSet<>(s.held().read());
    Map<String, Tracked> t = new LinkedHashMap<>(s.tracked());
    switch (p) {
      case LiftedProgram.ACQUIRE -> lock.ifPresent(e::add);
      case LiftedProgram.ACQUIRE_READ -> lock.ifPresent(r::add);
      case LiftedProgram.RELEASE, LiftedProgram.UNRESOLVED -> {
        if (lock.isEmpty()) {
          return State.NONE;
        }
        e.remove(lock.get());
        r.remove(lock.get());
        // a later test of an earlier try on this lock no longer says it is held
        t.values().removeIf(x -> x.lock().equals(lock.get()));
      }
      case LiftedProgram.TRY_ACQUIRE -> {
        call.outs().forEach(t::remove);
        // a result in a global variable is not followed: the other thread may change it
        if (lock.isPresent()
            && call.outs().size() == 1
            && !globals.contains(call.outs().get(0))) {
          t.put(call.outs().get(0), new Tracked(at, lock.get(), true, false));
        }
        return new State(new Held(e, r), t);
      }
      default -> {
        return forget(s, lifted.writtenBy(call));
      }
    }
    call.outs().forEach(t::remove);
    return new State(new Held(e, r), t);
  }

  private static State forget(State s, List<String> vars) {
    return forget(s, new TreeSet<>(vars));
  }

  private static State forget(State s, Set<String> vars) {
    if (vars.stream().noneMatch(s.tracked()::containsKey)) {
      return s;
    }
    Map<String, Tracked> t = new LinkedHashMap<>(s.tracked());
    vars.forEach(t::remove);
    return new State(s.held(), t);
  }

  /** Variables assigned a value computed from one try's outcome alone stay tracked. */
  private State assign(State s, Cmd.Assign a) {
    if (s.tracked().isEmpty()) {
      return s;
    }
    Map<String, Tracked> t = new LinkedHashMap<>(s.tracked());
    for (int i = 0; i < a.lhs().size(); i++) {
      if (!(a.lhs().get(i) instanceof Lhs.VarLhs v)) {
        continue;
      }
      t.remove(v.variable());
      Optional<Tracked> x =
          globals.contains(v.variable()) ? Optional.empty() : evaluate(s, a.rhs().get(i));
      // parallel assignment: every right-hand side is evaluated in the state before
      x.ifPresent(tr -> t.put(v.variable(), tr));
    }
    return t.equals(s.tracked()) ? s : new State(s.held(), t);
  }

  /** On a path that assumes {@code cond}: a try whose failure makes it false succeeded. */
  private State assume(State s, Expr cond) {
    if (s.tracked().isEmpty()) {
      return s;
    }
    Optional<Tracked> x = evaluate(s, cond);
    if (x.isEmpty()) {
      return s;
    }
    Tracked tr = x.get();
    if (Boolean.FALSE.equals(tr.ifFailed()) && Boolean.TRUE.equals(tr.ifTaken())) {
      Set<String> e = new TreeSet<>(s.held().exclusive());
      e.add(tr.lock());
      return new State(new Held(e, s.held().read()), s.tracked());
    }
    return s;
  }

  /**
   * The value of {@code e} with the try taken and with it failed, if {@code e} depends on the
   * variables of one try only and both values are known.
   */
  private static Optional<Tracked> evaluate(State s, Expr e) {
    Set<String> vars = dev.pairlock.ivl.ast.Exprs.freeVars(e);
    Tracked base = null;
    for (String v : vars) {
      Tracked x = s.tracked().get(v);
      if (x == null) {
        return Optional.empty();
      }
      if (base != null && !base.tryId().equals(x.tryId())) {
        return Optional.empty();
      }
      base = x;
    }
    if (base == null) {
      return Optional.empty();
    }
    Map<String, Object> taken = new HashMap<>();
    Map<String, Object> failed = new HashMap<>();
    for (String v : vars) {
      taken.put(v, s.tracked().get(v).ifTaken());
      failed.put(v, s.tracked().get(v).ifFailed());
    }
    Object t = ConstantEval.value(e, taken::get);
    Object f = ConstantEval.value(e, failed::get);
    if (t == null || f == null) {
      return Optional.empty();
    }
    return Optional.of(new Tracked(base.tryId(), base.lock(), t, f));
  }

  /** The lock constant a lock operation names, if it names one. */
  private Optional<String> lock(Cmd.Call call) {
    if (call.args().size() == 1
        && call.args().get(0) instanceof Expr.Var v
        && lifted.locks().containsKey(v.name())) {
      return Optional.of(v.name());
    }
    return Optional.empty();
  }
}

package dev.pairlock.instrument;

import static dev.pairlock.ivl.ast.Expr.and;
import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.not;
import static dev.pairlock.ivl.ast.Expr.or;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr.BinOp;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.ivl.lifted.Region;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiPredicate;

/**
 * Builds the {@link PairProgram} of an entry-point pair from a {@link LiftedProgram}.
 *
 * <p>Each side's entry point and transitive callees are copied with a side suffix. Accesses to a
 * region both sides access (a <em>shared</em> region) are instrumented: when the address equals the
 * region's watched address, the side may nondeterministically pick the access, recording whether it
 * writes, its {@link AccessSite#id()} and the side's current lockset. Shared reads return a fresh
 * value and shared writes are dropped (the other thread may interleave anything). Lock primitives
 * update the side's current lockset; a try-acquire takes the lock only when it reports success. The
 * main procedure havocs the watched addresses and the entry points' arguments, assumes the pointer
 * parameters of one entry point distinct (unless {@code paramAliasing}) and an exclusive parameter
 * of one side distinct from the other side's ({@link PointerParameters#exclusivePairs}), calls
 * side 1 then side 2, and asserts per shared region:
 *
 * <pre>
 * !(PICKED_1 &amp;&amp; PICKED_2 &amp;&amp; (PICK_WRITE_1 || PICK_WRITE_2))
 *   || (OR over locks l: LS_1_l &amp;&amp; LS_2_l || LS_1_l &amp;&amp; LSR_2_l || LSR_1_l &amp;&amp; LS_2_l)
 * </pre>
 *
 * <p>A lock protects two accesses if both sides hold it and at least one holds it exclusively:
 * read-mode holders of a reader-writer lock run concurrently. For a lock location that may be
 * several locks ({@link LockConst#isMultiInstance}), {@code LS_i_l} at a pick means more: side i
 * held the instance of the object holding the watched address (its address, {@code $CLA_i_l}, set
 * from the {@code $lock_instance} call before each operation, lies at the lock's place in that
 * object), so two sides that both record it hold one lock.
 *
 * <p>A side need not return for its accesses to count: right after every access it picks, it may
 * stop ({@link GhostNames#stopped} {@code $STOPPED_i}: its thread loops for ever, exits, traps or
 * is not scheduled again). It then returns at once: every call of a side procedure that may stop
 * is followed by {@code if ($STOPPED_i) return}, and main goes on with side 2 or the race
 * assertions. The pick ghosts change only at picks, so the states the assertions see are exactly
 * those after some prefix of each side's run; without the stops, a side with no path to its end
 * (a {@code while (1)} server loop, a trap, a {@code main} that never returns) made every
 * assertion vacuous.
 *
 * <p>An init-like entry point ({@link EntryPoint#isInitLike()}) that reaches a {@code
 * {:registration}} call, or a thread that alone starts the other's threads ({@link
 * LiftedProgram#soleStarter}), picks accesses only after a registration that enables the other
 * entry point ({@link LiftedProgram#enables}: a callback's own hand-over or arming, or a kernel
 * registration when code other than its own may make the callback live), and not after a call
 * that joins it ({@link Attrs#joins}) ({@code $LOGGING_i}).
 */
public final class PairProgramBuilder {
  private final LiftedProgram lifted;
  private final boolean paramAliasing;
  private final PointerParameters pointerParams;
  private final BiPredicate<EntryPoint, EntryPoint> concurrent;

  /**
   * Per entry-point procedure: the regions its side copies instrument, in every pair it is part
   * of (the regions it shares with some entry point it may run concurrently with).
   */
  private final Map<String, Set<String>> instrumented = new HashMap<>();
  /**
   * The locks (constants) some entry point may take in read mode: only they get read-mode
   * lockset ghosts ({@code $CLSR}, {@code $PICK_LSR}); every lock when a read-mode acquire's
   * argument is not one lock constant.
   */
  private final Set<String> readLocks;

  /** A builder for programs where every pair of entry points may run concurrently. */
  public PairProgramBuilder(LiftedProgram lifted, boolean paramAliasing) {
    this(lifted, paramAliasing, (a, b) -> true);
  }

  /**
   * A builder for the pairs {@code concurrent} admits (the others are serialized and never
   * built). A side's instrumentation depends on its entry point only, never on the partner: it
   * instruments every region the entry point shares with some concurrent entry point, and tracks
   * the locks its own code may take. The side copies of an entry point are therefore the same in all
   * its pair programs, so what is proved of them in one pair holds in every other
   * ({@code houdini}'s summaries are reused across pairs). Accesses to a region that is not
   * shared with this partner are havocked as shared ones are: the partner does not touch the
   * region, so this only forgets what the side itself wrote there.
   */
  public PairProgramBuilder(
      LiftedProgram lifted,
      boolean paramAliasing,
      BiPredicate<EntryPoint, EntryPoint> concurrent) {
    this.lifted = lifted;
    this.paramAliasing = paramAliasing;
    this.pointerParams = new PointerParameters(lifted);
    this.concurrent = concurrent;
    List<EntryPoint> eps = lifted.entryPoints();
    Set<String> rl = new TreeSet<>();
    for (EntryPoint e : eps) {
      rl.addAll(lifted.readLocksReachable(e.procedure()));
    }
    this.readLocks = rl;
    for (EntryPoint e : eps) {
      instrumented.putIfAbsent(e.procedure(), new TreeSet<>());
    }
    for (int i = 0; i < eps.size(); i++) {
      for (int j = i; j < eps.size(); j++) {
        EntryPoint a = eps.get(i);
        EntryPoint b = eps.get(j);
        if (!concurrent.test(a, b)) {
          continue;
        }
        for (Region r : lifted.sharedRegions(a.procedure(), b.procedure())) {
          instrumented.get(a.procedure()).add(r.variable());
          instrumented.get(b.procedure()).add(r.variable());
        }
      }
    }
  }

  /** Per-pair state of one build. */
  private final class Build {
    final EntryPointPair pair;
    /** The regions both sides access: one race assertion each. */
    final List<Region> shared = new ArrayList<>();
    final Set<String> sharedVars = new TreeSet<>();
    /** Per side (index 1, 2): the region variables its accesses are instrumented for. */
    final List<Set<String>> instrumentedVars = new ArrayList<>();
    /** The regions either side instruments, in the lifted program's order. */
    final List<Region> instrumentedRegions = new ArrayList<>();
    /** The locks either side may take. */
    final List<LockConst> locks = new ArrayList<>();
    /**
     * Per side (index 1, 2): the locks its code may take and those the kernel holds around its
     * entry point, tracked by its lockset ghosts.
     */
    final List<List<LockConst>> sideLocks = new ArrayList<>();
    /** Per side (index 1, 2): the locks the kernel holds around its entry point. */
    final List<List<LockConst>> heldLocks = new ArrayList<>();
    final Set<String> readLocks;
    final boolean[] logging = new boolean[3];
    /**
     * Per side: it ends the partner callback's concurrency ({@link #endsCallback}), so it picks
     * accesses from its start until such an end.
     */
    final boolean[] ends = new boolean[3];
    /** Per side: it picks accesses from its start (a side logging only because it {@link #ends}). */
    final boolean[] startsLogging = new boolean[3];
    /** Per side: how many create sites the partner has, when the side joins some (else 0). */
    final int[] partnerSites = new int[3];
    /** Per side (index 1, 2): what its instrumentation depends on ({@link PairProgram#sideKeys}). */
    final List<String> sideKeys = new ArrayList<>();
    final List<Diagnostic> unsoundness = new ArrayList<>();
    /**
     * Per side (index 1, 2): its procedures that may pick an access, themselves or through a
     * callee, hence may stop ({@link GhostNames#stopped}).
     */
    final List<Set<String>> mayStop = new ArrayList<>();

    Build(EntryPointPair pair) {
      this.pair = pair;
      String a = pair.first().procedure();
      String b = pair.second().procedure();
      for (Region r : lifted.sharedRegions(a, b)) {
        shared.add(r);
        sharedVars.add(r.variable());
      }
      instrumentedVars.add(Set.of());
      for (String p : List.of(a, b)) {
        Set<String> vs = new TreeSet<>(instrumented.getOrDefault(p, Set.of()));
        vs.addAll(sharedVars);
        instrumentedVars.add(vs);
      }
      for (Region r : lifted.regions().values()) {
        if (instrumentedVars.get(1).contains(r.variable())
            || instrumentedVars.get(2).contains(r.variable())) {
          instrumentedRegions.add(r);
        }
      }
      sideLocks.add(List.of());
      heldLocks.add(List.of());
      for (EntryPoint e : List.of(pair.first(), pair.second())) {
        Set<String> ls = lifted.locksReachable(e.procedure());
        List<LockConst> held = lifted.heldLocks(e);
        heldLocks.add(held);
        sideLocks.add(
            lifted.locks().values().stream()
                .filter(l -> ls.contains(l.constant()) || held.contains(l))
                .toList());
      }
      for (LockConst l : lifted.locks().values()) {
        if (sideLocks.get(1).contains(l) || sideLocks.get(2).contains(l)) {
          locks.add(l);
        }
      }
      readLocks = PairProgramBuilder.this.readLocks;
      for (int side = 1; side <= 2; side++) {
        EntryPoint ep = side == 1 ? pair.first() : pair.second();
        EntryPoint other = side == 1 ? pair.second() : pair.first();
        // an init-like side whose code enables the partner nowhere (a module_init that only
        // hands over a timer, against a file operation) is checked in full
        logging[side] =
            ep.isInitLike() && lifted.reachesRegistration(ep.procedure())
                    && enablesSomewhere(ep.procedure(), other.procedure())
                || lifted.soleStarter(ep, other.procedure());
        ends[side] = endsCallback(ep, other);
        if (ends[side] && !logging[side]) {
          logging[side] = true;
          startsLogging[side] = true;
        }
        String key = ep.procedure();
        if (!heldLocks.get(side).isEmpty()) {
          key += " holding " + heldLocks.get(side).stream().map(LockConst::name).toList();
        }
        if (logging[side]) {
          String partner = (side == 1 ? pair.second() : pair.first()).procedure();
          partnerSites[side] = joinedSites(ep.procedure(), partner);
          key += (startsLogging[side] ? " logging until " : " logging after ")
              + partnerCalls(ep.procedure(), partner) + (ends[side] ? " (ends honoured)" : "");
        }
        sideKeys.add(key);
      }
      Set<Diagnostic> seen = new LinkedHashSet<>();
      for (String g : lifted.scalarGlobalsReachable(a, false)) {
        boolean bothSee = lifted.scalarGlobalsReachable(b, false).contains(g);
        boolean written =
            lifted.scalarGlobalsReachable(a, true).contains(g)
                || lifted.scalarGlobalsReachable(b, true).contains(g);
        if (bothSee && written) {
          seen.add(
              Diagnostic.warning(
                  "scalar-global",
                  null,
                  "global variable "
                      + g
                      + " is not a memory region: the accesses of "
                      + a
                      + " and "
                      + b
                      + " to it are not checked"));
        }
      }
      for (String root : List.of(a, b)) {
        for (LiftedProgram.Taint t : lifted.taintsReachable(root)) {
          // An unresolved lock can only hide a race on a region both sides access.
          if (!shared.isEmpty() || !t.diagnostic().code().equals("unresolved-lock")) {
            seen.add(t.diagnostic());
          }
        }
      }
      unsoundness.addAll(seen);
      mayStop.add(Set.of());
      for (int side = 1; side <= 2; side++) {
        EntryPoint ep = side == 1 ? pair.first() : pair.second();
        mayStop.add(mayStop(ep.procedure(), instrumentedVars.get(side)));
      }
    }
  }

  /**
   * The procedures reachable from {@code root} that reach an access (or an external write) to one
   * of {@code regions}, in their own body or through a callee.
   */
  private Set<String> mayStop(String root, Set<String> regions) {
    return mayStopByEntry.computeIfAbsent(
        root + " " + regions, k -> computeMayStop(root, regions));
  }

  /** {@link #mayStop(String, Set)} by entry point and regions (the same in all its pairs). */
  private final Map<String, Set<String>> mayStopByEntry = new ConcurrentHashMap<>();

  private Set<String> computeMayStop(String root, Set<String> regions) {
    Set<String> picking = new TreeSet<>();
    for (String p : lifted.reachable(root)) {
      Decl.Procedure proc = lifted.procedure(p).orElse(null);
      if (proc == null || proc.body() == null) {
        continue;
      }
      scan:
      for (Block b : proc.body().blocks()) {
        for (int i = 0; i < b.cmds().size(); i++) {
          var site = lifted.accessAt(p, b.label(), i);
          if (site.isPresent() && regions.contains(site.get().region())
              && !lifted.isUnpublished(site.get())) {
            picking.add(p);
            break scan;
          }
          for (AccessSite w : lifted.externalWritesAt(p, b.label(), i)) {
            if (regions.contains(w.region())) {
              picking.add(p);
              break scan;
            }
          }
        }
      }
    }
    // the callers of a procedure that may stop may stop: a fixpoint over the calls
    Set<String> out = new TreeSet<>(picking);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (String p : lifted.reachable(root)) {
        Decl.Procedure proc = lifted.procedure(p).orElse(null);
        if (proc == null || proc.body() == null || out.contains(p)) {
          continue;
        }
        boolean calls =
            proc.body().blocks().stream()
                .flatMap(b -> b.cmds().stream())
                .anyMatch(c -> c instanceof Cmd.Call call && out.contains(call.procedure()));
        if (calls) {
          out.add(p);
          changed = true;
        }
      }
    }
    return Set.copyOf(out);
  }

  /**
   * The calls of {@code root}'s code that enable or join {@code partner}: what an init-like side's
   * instrumentation depends on besides its own code (often the same for many partners).
   */
  private String partnerCalls(String root, String partner) {
    StringBuilder sb = new StringBuilder();
    for (String p : new TreeSet<>(lifted.reachable(root))) {
      Decl.Procedure proc = lifted.procedure(p).orElse(null);
      if (proc == null || proc.body() == null) {
        continue;
      }
      for (Block b : proc.body().blocks()) {
        for (int i = 0; i < b.cmds().size(); i++) {
          if (b.cmds().get(i) instanceof Cmd.Call call) {
            if (lifted.enables(root, call, partner)) {
              sb.append(p).append(':').append(b.label()).append(':').append(i).append(" enables; ");
            } else if (Attrs.endsCallback(call, partner)) {
              sb.append(p).append(':').append(b.label()).append(':').append(i).append(" ends; ");
            } else if (Attrs.joins(call, partner)) {
              Attrs.Join j = Attrs.joinOf(call.attrs()).orElseThrow();
              sb.append(p).append(':').append(b.label()).append(':').append(i)
                  .append(" joins ").append(j.site()).append('/').append(j.sites()).append("; ");
            }
          }
        }
      }
    }
    return sb.toString();
  }

  /**
   * Whether entry point {@code ep} certainly ends the concurrency of callback {@code partner} at
   * its code's callback ends ({@code {:ends "partner"}}: free_irq, del_timer_sync,
   * cancel_work_sync, ...), so that its accesses after one are not checked against it. The end
   * holds until the callback is handed over or armed again ({@code {:threads}} naming it: a
   * request_irq, mod_timer, schedule_work, ...): in {@code ep}'s own code that re-enables it
   * (flow-sensitively), in the callback's own code it is what the ending call waits for (the
   * frontend does not emit an end that does not stop a self-rearming callback), but in any other
   * entry point that may run concurrently with {@code ep} it may happen after the end, so then the
   * end is not honoured.
   */
  private boolean endsCallback(EntryPoint ep, EntryPoint partner) {
    return endsMemo.computeIfAbsent(List.of(ep.procedure(), partner.procedure()),
        k -> computeEndsCallback(ep, partner));
  }

  /**
   * Whether {@code root}'s code has a call that enables {@code partner} ({@link
   * LiftedProgram#enables}).
   */
  private boolean enablesSomewhere(String root, String partner) {
    return enablesMemo.computeIfAbsent(
        List.of(root, partner),
        k -> lifted.reachesCall(root, call -> lifted.enables(root, call, partner)));
  }

  private final Map<List<String>, Boolean> enablesMemo =
      new ConcurrentHashMap<>();

  private final Map<List<String>, Boolean> endsMemo =
      new ConcurrentHashMap<>();

  private boolean computeEndsCallback(EntryPoint ep, EntryPoint partner) {
    String cb = partner.procedure();
    if (cb.equals(ep.procedure())) {
      return false;
    }
    if (!lifted.reachesCall(ep.procedure(), call -> Attrs.endsCallback(call, cb))) {
      return false;
    }
    for (EntryPoint x : lifted.entryPoints()) {
      if (x.procedure().equals(ep.procedure()) || x.procedure().equals(cb)) {
        continue;
      }
      if (!concurrent.test(x, ep) || !reachesArming(x.procedure(), cb)) {
        continue;
      }
      // an init-like entry point (run once) that arms the callback only before its first
      // registration does so before ep can run
      if (x.isInitLike() && !armsAfterRegistration(x.procedure(), cb)) {
        continue;
      }
      return false;
    }
    return true;
  }

  /**
   * The procedures with a call arming callback {@code cb} ({@link Attrs#armsCallback}): one scan
   * of the program per callback, whatever entry point ends it.
   */
  private Set<String> arming(String cb) {
    return armingMemo.computeIfAbsent(
        cb,
        k -> {
          Set<String> arming = new TreeSet<>();
          for (Decl.Procedure proc : lifted.procedures()) {
            if (proc.body() == null) {
              continue;
            }
            for (Block b : proc.body().blocks()) {
              for (Cmd c : b.cmds()) {
                if (c instanceof Cmd.Call call && Attrs.armsCallback(call, cb)) {
                  arming.add(proc.name());
                }
              }
            }
          }
          return Collections.unmodifiableSet(arming);
        });
  }

  /** Whether {@code root}'s code (with its callees) has a procedure of {@link #arming}. */
  private boolean reachesArming(String root, String cb) {
    return reachesArmingMemo.computeIfAbsent(
        List.of(cb, root), k -> lifted.reachable(root).stream().anyMatch(arming(cb)::contains));
  }

  /** {@link #arming} by callback. */
  private final Map<String, Set<String>> armingMemo = new ConcurrentHashMap<>();

  /** {@link #reachesArming} by callback and root. */
  private final Map<List<String>, Boolean> reachesArmingMemo = new ConcurrentHashMap<>();

  /**
   * Whether init-like {@code root}'s code may arm {@code cb} (a call in a procedure of {@link
   * #arming}, or a call of a procedure reaching one) after a kernel registration (a {@code
   * {:registration}} that is no callback's, or a call of a procedure that reaches one):
   * intraprocedurally in {@code root}, conservatively through calls.
   */
  private boolean armsAfterRegistration(String root, String cb) {
    Decl.Procedure proc = lifted.procedure(root).orElse(null);
    if (proc == null || proc.body() == null) {
      return true;
    }
    Map<String, Block> byLabel = new HashMap<>();
    proc.body().blocks().forEach(b -> byLabel.put(b.label(), b));
    // blocks entered after a registration (a worklist over successors)
    Set<String> after = new HashSet<>();
    Deque<String> work = new ArrayDeque<>();
    for (Block b : proc.body().blocks()) {
      boolean registered = false;
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Call call) {
          if (registered && armsOrReaches(call, cb)) {
            return true;
          }
          registered |= kernelRegistration(call);
        }
      }
      if (registered && b.transfer() instanceof Transfer.Goto g) {
        work.addAll(g.targets());
      }
    }
    while (!work.isEmpty()) {
      String l = work.pop();
      if (!after.add(l) || !byLabel.containsKey(l)) {
        continue;
      }
      Block b = byLabel.get(l);
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Call call && armsOrReaches(call, cb)) {
          return true;
        }
      }
      if (b.transfer() instanceof Transfer.Goto g) {
        work.addAll(g.targets());
      }
    }
    return false;
  }

  /** A registration of the kernel's (not a callback's), or a call of code that may make one. */
  private boolean kernelRegistration(Cmd.Call call) {
    if (Attrs.isRegistration(call.attrs())) {
      return !Attrs.isCallbackRegistration(call.attrs());
    }
    return lifted.procedure(call.procedure()).map(p -> p.body() != null).orElse(false)
        && lifted.reachesRegistration(call.procedure());
  }

  /** A call arming {@code cb}, or of a procedure whose code may. */
  private boolean armsOrReaches(Cmd.Call call, String cb) {
    if (Attrs.armsCallback(call, cb)) {
      return true;
    }
    return lifted.procedure(call.procedure()).map(p -> p.body() != null).orElse(false)
        && reachesArming(call.procedure(), cb);
  }

  /** The number of create sites of {@code partner} that {@code root}'s code joins, or 0. */
  private int joinedSites(String root, String partner) {
    int n = 0;
    for (String p : lifted.reachable(root)) {
      Decl.Procedure proc = lifted.procedure(p).orElse(null);
      if (proc == null || proc.body() == null) {
        continue;
      }
      for (Block b : proc.body().blocks()) {
        for (Cmd c : b.cmds()) {
          if (c instanceof Cmd.Call call) {
            var j = Attrs.joinOf(call.attrs());
            if (j.isPresent() && j.get().template().equals(partner)) {
              n = Math.max(n, j.get().sites());
            }
          }
        }
      }
    }
    return n;
  }

  /** Builds the pair program of {@code pair}. */
  public PairProgram build(EntryPointPair pair) {
    Build bd = new Build(pair);
    List<Decl> decls = new ArrayList<>();
    for (Decl d : lifted.program().decls()) {
      if (!(d instanceof Decl.Procedure p) || p.body() == null) {
        decls.add(d);
      }
    }
    decls.addAll(ghostDecls(bd));
    List<String> names = new ArrayList<>();
    for (Decl d : decls) {
      if (d instanceof Decl.GlobalVar g) {
        names.add(g.name());
      }
    }
    // immutable: every modifies clause of the pair program keeps this one list (Spec.Modifies
    // copies a mutable one; r8169 of the WHOOP suite has hundreds of globals and 80 procedures a
    // pair program)
    List<String> allGlobals = List.copyOf(names);
    for (int side = 1; side <= 2; side++) {
      EntryPoint ep = side == 1 ? bd.pair.first() : bd.pair.second();
      for (String p : lifted.reachable(ep.procedure())) {
        Decl.Procedure proc = lifted.procedure(p).orElse(null);
        if (proc != null && proc.body() != null) {
          decls.add(sideCopy(bd, proc, side, allGlobals));
        }
      }
    }
    decls.add(main(bd, allGlobals));
    List<Diagnostic> unsound = new ArrayList<>(new TreeSet<>(bd.unsoundness));
    return new PairProgram(
        pair,
        new Program(decls),
        GhostNames.pairMain(pair),
        bd.shared,
        bd.instrumentedRegions,
        bd.locks,
        bd.sideLocks.subList(1, 3),
        bd.sideKeys,
        bd.readLocks,
        unsound);
  }

  private List<Decl> ghostDecls(Build bd) {
    List<Decl> out = new ArrayList<>();
    for (Region r : bd.instrumentedRegions) {
      String v = r.variable();
      out.add(ghost(GhostNames.watched(v), Type.INT));
      for (int side = 1; side <= 2; side++) {
        if (!bd.instrumentedVars.get(side).contains(v)) {
          continue;
        }
        out.add(ghost(GhostNames.picked(v, side), Type.BOOL));
        out.add(ghost(GhostNames.pickWrite(v, side), Type.BOOL));
        out.add(ghost(GhostNames.pickLoc(v, side), Type.INT));
        for (LockConst l : bd.sideLocks.get(side)) {
          out.add(ghost(GhostNames.pickLockset(v, side, l.constant()), Type.BOOL));
          if (bd.readLocks.contains(l.constant())) {
            out.add(ghost(GhostNames.pickReadLockset(v, side, l.constant()), Type.BOOL));
          }
        }
      }
    }
    for (int side = 1; side <= 2; side++) {
      for (LockConst l : bd.sideLocks.get(side)) {
        out.add(ghost(GhostNames.currentLockset(side, l.constant()), Type.BOOL));
        if (bd.readLocks.contains(l.constant())) {
          out.add(ghost(GhostNames.currentReadLockset(side, l.constant()), Type.BOOL));
        }
        if (l.isMultiInstance()) {
          out.add(ghost(GhostNames.currentLockAddress(side, l.constant()), Type.INT));
          if (bd.readLocks.contains(l.constant())) {
            out.add(ghost(GhostNames.currentReadLockAddress(side, l.constant()), Type.INT));
          }
        }
      }
      if (bd.logging[side]) {
        out.add(ghost(GhostNames.logging(side), Type.BOOL));
      }
      for (int k = 0; k < bd.partnerSites[side]; k++) {
        out.add(ghost(GhostNames.joined(side, k), Type.BOOL));
      }
      if (!bd.mayStop.get(side).isEmpty()) {
        out.add(ghost(GhostNames.stopped(side), Type.BOOL));
      }
    }
    return out;
  }

  private static Decl.GlobalVar ghost(String name, Type t) {
    return new Decl.GlobalVar(name, t, List.of(Attribute.flag(Attrs.GHOST)), Pos.NONE);
  }

  /**
   * The blocks of a side copy under construction, with the stops of a procedure that may stop
   * ({@link GhostNames#stopped}): right after a pick the side may stop (the pick is the last it
   * makes), and after a call that stopped it returns at once.
   */
  private static final class Blocks {
    final List<Block> out = new ArrayList<>();
    final boolean stops;
    final String stopped;
    String base;
    String label;
    List<Cmd> cmds;
    Pos pos;
    int splits;
    boolean stopUsed;

    Blocks(boolean stops, int side) {
      this.stops = stops;
      this.stopped = GhostNames.stopped(side);
    }

    void start(Block b) {
      base = b.label();
      label = b.label();
      cmds = new ArrayList<>();
      pos = b.pos();
    }

    void end(Transfer t) {
      out.add(new Block(label, cmds, t, pos));
    }

    /** After a pick guarded by {@code $nd}: the side may stop here, with that pick its last. */
    void mayStopAfterPick() {
      if (stops) {
        split(Expr.var(GhostNames.NONDET), null);
      }
    }

    /** After a call of a side procedure that may stop: if it stopped, so does the caller. */
    void returnIfStopped() {
      if (stops) {
        split(Expr.var(stopped), not(Expr.var(stopped)));
      }
    }

    private void split(Expr stop, Expr go) {
      int k = splits++;
      String stopLabel = base + "$stop" + k;
      String next = base + "$cont" + k;
      end(new Transfer.Goto(List.of(stopLabel, next), Pos.NONE));
      out.add(
          new Block(
              stopLabel,
              List.of(Cmd.Assume.of(stop)),
              new Transfer.Goto(List.of(STOPPED_EXIT), Pos.NONE)));
      stopUsed = true;
      label = next;
      cmds = new ArrayList<>();
      if (go != null) {
        cmds.add(Cmd.Assume.of(go));
      }
      pos = Pos.NONE;
    }

    /** The blocks, with the shared exit of the stops if one is used. */
    List<Block> finish() {
      if (stopUsed) {
        out.add(
            new Block(
                STOPPED_EXIT,
                List.of(Cmd.Assign.of(stopped, Expr.TRUE)),
                new Transfer.Return(Pos.NONE)));
      }
      return out;
    }
  }

  /** The label of a side copy's exit when its side stops. */
  static final String STOPPED_EXIT = "$stopped";

  private Decl.Procedure sideCopy(Build bd, Decl.Procedure proc, int side, List<String> globals) {
    sharedUses(bd, proc, side);
    Body body = sideBodies.computeIfAbsent(bodyKey(bd, proc, side), k -> sideBody(bd, proc, side));
    List<Attribute> attrs = new ArrayList<>();
    for (Attribute a : proc.attrs()) {
      if (!a.name().equals(Attrs.ENTRYPOINT)) {
        attrs.add(a);
      }
    }
    List<Spec> specs = new ArrayList<>();
    for (Spec s : proc.specs()) {
      if (!(s instanceof Spec.Modifies)) {
        specs.add(s);
      }
    }
    specs.add(new Spec.Modifies(globals, Pos.NONE));
    return new Decl.Procedure(
        GhostNames.sideCopy(proc.name(), side), proc.ins(), proc.outs(), specs, body, attrs,
        proc.pos());
  }

  /**
   * The side copies' bodies made so far, by {@link #bodyKey}: a side's copy of a procedure is the
   * same in every pair program of its entry point (the partner shows only in the modifies clause,
   * which lists every global of the pair program, and in a logging side's registrations, which
   * the key then names), so the pair programs of one analysis share one body instead of each
   * holding its own (r8169 of the WHOOP suite: 517 pair programs of about 86 side procedures
   * each, most of the analysis's heap).
   */
  private final Map<String, Body> sideBodies = new ConcurrentHashMap<>();

  /**
   * Everything {@link #sideBody} reads of the pair: the side, its entry point, the regions it
   * instruments, the locks it tracks, and for a side that logs, the partner and what its
   * registrations and joins are (the builder's own state, the lifted program and the read-mode
   * locks, are the same for every pair).
   */
  private static String bodyKey(Build bd, Decl.Procedure proc, int side) {
    EntryPoint ep = side == 1 ? bd.pair.first() : bd.pair.second();
    StringBuilder k = new StringBuilder();
    k.append(proc.name()).append('\n').append(side).append('\n').append(ep.procedure());
    k.append('\n').append(bd.instrumentedVars.get(side));
    k.append('\n').append(bd.sideLocks.get(side).stream().map(LockConst::constant).toList());
    k.append('\n').append(bd.mayStop.get(side).contains(proc.name()));
    if (bd.logging[side]) {
      EntryPoint partner = side == 1 ? bd.pair.second() : bd.pair.first();
      k.append("\nlogging ").append(partner.procedure()).append(' ').append(bd.ends[side]);
      k.append(' ').append(bd.partnerSites[side]);
    }
    return k.toString();
  }

  /**
   * Records the uses of the pair's shared regions outside access commands in side {@code side}'s
   * copy of {@code proc} ({@link #checkNoSharedUse}: they depend on the pair's shared regions, so
   * they are looked for in every pair, also where the copy's body is shared).
   */
  private void sharedUses(Build bd, Decl.Procedure proc, int side) {
    for (Block b : proc.body().blocks()) {
      for (int i = 0; i < b.cmds().size(); i++) {
        Cmd c = b.cmds().get(i);
        if (c instanceof Cmd.Call call
            && call.procedure().equals(LiftedProgram.INSTANCE)
            && call.args().size() == 2) {
          continue;
        }
        var site = lifted.accessAt(proc.name(), b.label(), i);
        if (site.isEmpty()) {
          // a {:covered_by_access} havoc writes a range whose race checks the write access after
          // it carries (a single access at any address of the range)
          if (!(c instanceof Cmd.Havoc && Attrs.isCoveredByAccess(c.attrs()))) {
            checkNoSharedUse(bd, proc, c, null, null);
          }
        } else {
          checkNoSharedUse(bd, proc, c, addressOf(c), site.get().isWrite() ? valueOf(c) : null);
        }
      }
    }
  }

  /** The body of side {@code side}'s copy of {@code proc} (see {@link #sideBodies}). */
  private Body sideBody(Build bd, Decl.Procedure proc, int side) {
    boolean[] usesNondet = new boolean[1];
    Blocks blocks = new Blocks(bd.mayStop.get(side).contains(proc.name()), side);
    for (Block b : proc.body().blocks()) {
      blocks.start(b);
      Cmd.Call instance = null; // the $lock_instance call just before a lock operation
      for (int i = 0; i < b.cmds().size(); i++) {
        List<Cmd> cmds = blocks.cmds;
        Cmd c = b.cmds().get(i);
        Cmd.Call pending = instance;
        instance = null;
        if (c instanceof Cmd.Call call
            && call.procedure().equals(LiftedProgram.INSTANCE)
            && call.args().size() == 2) {
          instance = call;
          continue;
        }
        var site = lifted.accessAt(proc.name(), b.label(), i);
        if (site.isPresent() && bd.instrumentedVars.get(side).contains(site.get().region())) {
          Cmd.Assign access = (Cmd.Assign) c;
          // an access of an object not yet published races with nothing: never picked (its read
          // returns any value and its write is dropped, as every shared access's)
          boolean picks = !lifted.isUnpublished(site.get());
          if (picks) {
            instrumentAccess(bd, side, site.get(), addressOf(access), c, cmds);
            blocks.mayStopAfterPick();
            usesNondet[0] = true;
          }
          if (!site.get().isWrite()) {
            String target = access.lhs().get(0).variable();
            blocks.cmds.add(new Cmd.Havoc(List.of(target), List.of(), access.pos()));
          }
          continue;
        }
        if (c instanceof Cmd.Call call) {
          for (AccessSite w : lifted.externalWritesAt(proc.name(), b.label(), i)) {
            if (bd.instrumentedVars.get(side).contains(w.region())) {
              instrumentAccess(bd, side, w, null, c, blocks.cmds);
              blocks.mayStopAfterPick();
              usesNondet[0] = true;
            }
          }
          cmds = blocks.cmds;
          if (instrumentLockCall(bd, side, call, pending, cmds)) {
            usesNondet[0] |= call.procedure().equals(LiftedProgram.TRY_ACQUIRE);
            continue;
          }
          boolean hasBody =
              lifted.procedure(call.procedure()).map(p -> p.body() != null).orElse(false);
          cmds.add(
              hasBody
                  ? new Cmd.Call(
                      call.outs(),
                      GhostNames.sideCopy(call.procedure(), side),
                      call.args(),
                      call.attrs(),
                      call.pos())
                  : call);
          if (hasBody && bd.mayStop.get(side).contains(call.procedure())) {
            blocks.returnIfStopped();
            cmds = blocks.cmds;
          }
          if (bd.logging[side]) {
            List<Cmd> logged = blocks.cmds;
            String root = (side == 1 ? bd.pair.first() : bd.pair.second()).procedure();
            String partner = (side == 1 ? bd.pair.second() : bd.pair.first()).procedure();
            if (lifted.enables(root, call, partner)) {
              logged.add(Cmd.Assign.of(GhostNames.logging(side), Expr.TRUE));
              // a thread of this site runs again: a join before it did not end it
              Attrs.createSiteOf(call.attrs())
                  .filter(cs -> cs.template().equals(partner) && cs.site() < bd.partnerSites[side])
                  .ifPresent(cs -> logged.add(
                      Cmd.Assign.of(GhostNames.joined(side, cs.site()), Expr.FALSE)));
            } else if (Attrs.endsCallback(call, partner)) {
              // a callback's end (free_irq, del_timer_sync, ...): it no longer runs, unless the
              // end is not certain in this pair (endsCallback)
              if (bd.ends[side]) {
                logged.add(Cmd.Assign.of(GhostNames.logging(side), Expr.FALSE));
              }
            } else if (Attrs.joins(call, partner)) {
              // the partner runs on until every one of its create sites is joined
              Attrs.Join j = Attrs.joinOf(call.attrs()).orElseThrow();
              logged.add(Cmd.Assign.of(GhostNames.joined(side, j.site()), Expr.TRUE));
              List<Expr> all = new ArrayList<>();
              for (int k = 0; k < bd.partnerSites[side]; k++) {
                all.add(var(GhostNames.joined(side, k)));
              }
              logged.add(Cmd.Assign.of(GhostNames.logging(side), not(Expr.conj(all))));
            }
          }
          continue;
        }
        cmds.add(c);
      }
      blocks.end(b.transfer());
    }
    List<Body.LocalVar> locals = new ArrayList<>(proc.body().locals());
    if (usesNondet[0]) {
      locals.add(new Body.LocalVar(GhostNames.NONDET, Type.BOOL));
    }
    return new Body(locals, blocks.finish());
  }

  /** Records a use of a shared region outside an access command: the pair is then unsound. */
  private void checkNoSharedUse(Build bd, Decl.Procedure proc, Cmd c, Expr address, Expr value) {
    Set<String> used = new LinkedHashSet<>();
    if (address == null) {
      used.addAll(LiftedProgram.varsOf(c));
    } else {
      used.addAll(Exprs.freeVars(address));
      if (value != null) {
        used.addAll(Exprs.freeVars(value));
      }
    }
    for (String v : used) {
      if (bd.sharedVars.contains(v)) {
        bd.unsoundness.add(
            Diagnostic.warning(
                "unannotated-access",
                LiftedProgram.locOf(c.attrs(), c.pos()),
                "region "
                    + lifted.regions().get(v).name()
                    + " is used outside an {:access} command in "
                    + proc.name()
                    + "; that use is not checked"));
      }
    }
  }

  static Expr addressOf(Cmd c) {
    Cmd.Assign a = (Cmd.Assign) c;
    if (a.lhs().get(0) instanceof Lhs.MapLhs m) {
      return m.index();
    }
    return ((Expr.Select) a.rhs().get(0)).index();
  }

  private static Expr valueOf(Cmd c) {
    return ((Cmd.Assign) c).rhs().get(0);
  }

  /**
   * Emits the pick of {@code site} at {@code address} (null: an external write at addresses not
   * known, which may hit the watched one).
   */
  private void instrumentAccess(
      Build bd, int side, AccessSite site, Expr address, Cmd access, List<Cmd> out) {
    String r = site.region();
    Expr nd = var(GhostNames.NONDET);
    Expr w = var(GhostNames.watched(r));
    // the watched address is a byte: an access of n bytes in a collapsed region ({:width n})
    // touches it when it lies in [address, address + n), so two accesses that overlap without
    // starting at the same byte are both picked at a byte they share (else, an 8-byte store over
    // two 4-byte fields raced with neither)
    int width = Attrs.widthOf(access.attrs()).orElse(1);
    Expr hit = address == null ? null : width <= 1 ? eq(address, w)
        : and(new Expr.Binary(BinOp.LE, address, w),
            new Expr.Binary(BinOp.LT, w, new Expr.Binary(BinOp.ADD, address, Expr.num(width))));
    Expr guard = address == null ? nd : and(nd, hit);
    if (bd.logging[side]) {
      guard = and(guard, var(GhostNames.logging(side)));
    }
    out.add(new Cmd.Havoc(List.of(GhostNames.NONDET), List.of(), access.pos()));
    if (!guard.equals(nd)) {
      out.add(Cmd.Assign.of(GhostNames.NONDET, guard));
    }
    List<Attribute> attrs = new ArrayList<>();
    for (Attribute a : access.attrs()) {
      if (a.name().equals(Attribute.SOURCELOC)) {
        attrs.add(a);
      }
    }
    List<Lhs> lhs = new ArrayList<>();
    List<Expr> rhs = new ArrayList<>();
    pick(lhs, rhs, nd, GhostNames.picked(r, side), Expr.TRUE);
    pick(lhs, rhs, nd, GhostNames.pickWrite(r, side), new Expr.BoolLit(site.isWrite()));
    pick(lhs, rhs, nd, GhostNames.pickLoc(r, side), Expr.num(site.id()));
    for (LockConst l : bd.sideLocks.get(side)) {
      pick(
          lhs,
          rhs,
          nd,
          GhostNames.pickLockset(r, side, l.constant()),
          heldHere(l, r, var(GhostNames.currentLockset(side, l.constant())),
              GhostNames.currentLockAddress(side, l.constant())));
      if (bd.readLocks.contains(l.constant())) {
        pick(
            lhs,
            rhs,
            nd,
            GhostNames.pickReadLockset(r, side, l.constant()),
            heldHere(l, r, var(GhostNames.currentReadLockset(side, l.constant())),
                GhostNames.currentReadLockAddress(side, l.constant())));
      }
    }
    attrs.add(Attrs.pick(site.id()));
    out.add(new Cmd.Assign(lhs, rhs, attrs, access.pos()));
  }

  /**
   * What a pick of region {@code r} records for lock {@code l}, held when {@code held}: for a lock
   * of several instances, held and the instance held ({@code address}) is the one of the object
   * holding the watched address; two sides that record it hold the same lock (two objects of one
   * allocation site do not overlap, so at most one of them holds the watched address).
   */
  private static Expr heldHere(LockConst l, String r, Expr held, String address) {
    if (!l.isMultiInstance()) {
      return held;
    }
    LockConst.Range d = l.regionOffsets().get(r);
    if (d == null) {
      return Expr.FALSE; // the region's data is in no object holding an instance of l
    }
    Expr w = var(GhostNames.watched(r));
    if (d.isExact()) {
      return and(held, eq(w, Exprs.plus(var(address), d.lo())));
    }
    return and(
        held,
        and(
            new Expr.Binary(Expr.BinOp.LE, Exprs.plus(var(address), d.lo()), w),
            new Expr.Binary(Expr.BinOp.LT, w, Exprs.plus(var(address), d.hi()))));
  }

  private static void pick(List<Lhs> lhs, List<Expr> rhs, Expr guard, String ghost, Expr value) {
    lhs.add(new Lhs.VarLhs(ghost));
    rhs.add(Exprs.ite(guard, value, var(ghost)));
  }

  /**
   * Replaces a lock primitive by its effect on the current lockset; false if not one. {@code
   * instance}: the {@code $lock_instance} call before it, if any (the address of the instance a
   * lock of several instances is operated on).
   */
  private boolean instrumentLockCall(
      Build bd, int side, Cmd.Call call, Cmd.Call instance, List<Cmd> out) {
    String p = call.procedure();
    if (!LiftedProgram.LOCK_PRIMITIVES.contains(p) || p.equals(LiftedProgram.UNRESOLVED)) {
      return false;
    }
    if (call.args().size() != 1) {
      return false;
    }
    Expr arg = call.args().get(0);
    List<Lhs> lhs = new ArrayList<>();
    List<Expr> rhs = new ArrayList<>();
    Expr nd = var(GhostNames.NONDET);
    if (p.equals(LiftedProgram.TRY_ACQUIRE)) {
      out.add(new Cmd.Havoc(List.of(GhostNames.NONDET), List.of(), call.pos()));
    }
    for (LockConst l : bd.sideLocks.get(side)) {
      Expr isThis =
          arg instanceof Expr.Var v && lifted.locks().containsKey(v.name())
              ? new Expr.BoolLit(v.name().equals(l.constant()))
              : eq(arg, var(l.constant()));
      if (isThis.equals(Expr.FALSE)) {
        continue;
      }
      String cls = GhostNames.currentLockset(side, l.constant());
      String clsr = GhostNames.currentReadLockset(side, l.constant());
      if (l.isMultiInstance()) {
        Expr a =
            instance != null && instance.args().get(0).equals(arg) ? instance.args().get(1) : null;
        instanceLockCall(bd, side, l, p, isThis, a, nd, lhs, rhs);
        continue;
      }
      switch (p) {
        case LiftedProgram.ACQUIRE -> update(lhs, rhs, isThis, cls, Expr.TRUE);
        case LiftedProgram.ACQUIRE_READ -> update(lhs, rhs, isThis, clsr, Expr.TRUE);
        case LiftedProgram.RELEASE -> {
          update(lhs, rhs, isThis, cls, Expr.FALSE);
          if (bd.readLocks.contains(l.constant())) {
            update(lhs, rhs, isThis, clsr, Expr.FALSE);
          }
        }
        case LiftedProgram.TRY_ACQUIRE ->
            update(lhs, rhs, isThis.equals(Expr.TRUE) ? nd : and(isThis, nd), cls, Expr.TRUE);
        default -> throw new IllegalStateException(p);
      }
    }
    if (!lhs.isEmpty()) {
      out.add(new Cmd.Assign(lhs, rhs, call.attrs(), call.pos()));
    }
    if (p.equals(LiftedProgram.TRY_ACQUIRE) && !call.outs().isEmpty()) {
      out.add(
          new Cmd.Assign(
              List.of(new Lhs.VarLhs(call.outs().get(0))), List.of(nd), List.of(), call.pos()));
    }
    return true;
  }

  /**
   * The effect of lock primitive {@code p} on the lockset of {@code l}, a lock of several
   * instances, when {@code isThis}: {@code $CLS} means "holds the instance at {@code $CLA}". An
   * acquire of the instance at {@code a} holds that one (forgetting another instance held: fewer
   * locks, never more); a release releases the one held if it is at {@code a}. Without the address
   * ({@code a} null: not from the frontend), an acquire changes nothing and a release releases.
   */
  private void instanceLockCall(
      Build bd,
      int side,
      LockConst l,
      String p,
      Expr isThis,
      Expr a,
      Expr nd,
      List<Lhs> lhs,
      List<Expr> rhs) {
    String cls = GhostNames.currentLockset(side, l.constant());
    String clsr = GhostNames.currentReadLockset(side, l.constant());
    String cla = GhostNames.currentLockAddress(side, l.constant());
    String clar = GhostNames.currentReadLockAddress(side, l.constant());
    boolean read = bd.readLocks.contains(l.constant());
    switch (p) {
      case LiftedProgram.ACQUIRE, LiftedProgram.TRY_ACQUIRE -> {
        if (a != null) {
          Expr cond = p.equals(LiftedProgram.ACQUIRE) ? isThis : and(isThis, nd);
          cond = cond.equals(and(Expr.TRUE, nd)) ? nd : cond;
          update(lhs, rhs, cond, cls, Expr.TRUE);
          update(lhs, rhs, cond, cla, a);
        }
      }
      case LiftedProgram.ACQUIRE_READ -> {
        if (a != null && read) {
          update(lhs, rhs, isThis, clsr, Expr.TRUE);
          update(lhs, rhs, isThis, clar, a);
        }
      }
      case LiftedProgram.RELEASE -> {
        Expr stillHeld =
            a == null ? Expr.FALSE : and(var(cls), new Expr.Binary(Expr.BinOp.NEQ, var(cla), a));
        update(lhs, rhs, isThis, cls, stillHeld);
        if (read) {
          Expr stillHeldR =
              a == null
                  ? Expr.FALSE
                  : and(var(clsr), new Expr.Binary(Expr.BinOp.NEQ, var(clar), a));
          update(lhs, rhs, isThis, clsr, stillHeldR);
        }
      }
      default -> throw new IllegalStateException(p);
    }
  }

  private static void update(List<Lhs> lhs, List<Expr> rhs, Expr cond, String ghost, Expr value) {
    lhs.add(new Lhs.VarLhs(ghost));
    rhs.add(cond.equals(Expr.TRUE) ? value : Exprs.ite(cond, value, var(ghost)));
  }

  private Decl.Procedure main(Build bd, List<String> globals) {
    List<Cmd> cmds = new ArrayList<>();
    List<Body.LocalVar> locals = new ArrayList<>();
    List<String> watched = new ArrayList<>();
    bd.instrumentedRegions.forEach(r -> watched.add(GhostNames.watched(r.variable())));
    if (!watched.isEmpty()) {
      cmds.add(new Cmd.Havoc(watched, List.of(), Pos.NONE));
    }
    for (int side = 1; side <= 2; side++) {
      for (Region r : bd.instrumentedRegions) {
        if (!bd.instrumentedVars.get(side).contains(r.variable())) {
          continue;
        }
        cmds.add(Cmd.Assign.of(GhostNames.picked(r.variable(), side), Expr.FALSE));
      }
      for (LockConst l : bd.sideLocks.get(side)) {
        // the kernel holds some pseudo-locks around the call of the entry point
        Expr held = new Expr.BoolLit(bd.heldLocks.get(side).contains(l));
        cmds.add(Cmd.Assign.of(GhostNames.currentLockset(side, l.constant()), held));
        if (bd.readLocks.contains(l.constant())) {
          cmds.add(Cmd.Assign.of(GhostNames.currentReadLockset(side, l.constant()), Expr.FALSE));
        }
      }
      if (bd.logging[side]) {
        cmds.add(Cmd.Assign.of(GhostNames.logging(side), new Expr.BoolLit(bd.startsLogging[side])));
      }
      for (int k = 0; k < bd.partnerSites[side]; k++) {
        cmds.add(Cmd.Assign.of(GhostNames.joined(side, k), Expr.FALSE));
      }
      if (!bd.mayStop.get(side).isEmpty()) {
        cmds.add(Cmd.Assign.of(GhostNames.stopped(side), Expr.FALSE));
      }
    }
    for (int side = 1; side <= 2; side++) {
      EntryPoint ep = side == 1 ? bd.pair.first() : bd.pair.second();
      Decl.Procedure proc = lifted.procedure(ep.procedure()).orElseThrow();
      List<Expr> args = new ArrayList<>();
      List<String> argNames = new ArrayList<>();
      for (Param in : proc.ins()) {
        String name = "$a" + side + "." + in.name();
        locals.add(new Body.LocalVar(name, in.type()));
        argNames.add(name);
        args.add(var(name));
      }
      List<String> outs = new ArrayList<>();
      for (Param o : proc.outs()) {
        String name = "$r" + side + "." + o.name();
        locals.add(new Body.LocalVar(name, o.type()));
        outs.add(name);
      }
      if (!argNames.isEmpty()) {
        cmds.add(new Cmd.Havoc(argNames, List.of(), Pos.NONE));
      }
      if (!paramAliasing) {
        cmds.addAll(pointerParams.distinctAssumptions(ep.procedure(), "$a" + side + "."));
      }
      if (side == 2) {
        // an exclusive parameter (the file being opened) is no object the other side has
        cmds.addAll(
            pointerParams.exclusiveAssumptions(
                bd.pair.first().procedure(), "$a1.", bd.pair.second().procedure(), "$a2."));
      }
      if (side == 2 && !lifted.perThreadRegions().isEmpty()) {
        // side 2's _Thread_local objects are its own, at the addresses of side 1's: what side 1
        // wrote there is not side 2's (a new thread's starts with the initializer)
        cmds.add(new Cmd.Havoc(List.copyOf(lifted.perThreadRegions()), List.of(), Pos.NONE));
      }
      List<Attribute> attrs = new ArrayList<>();
      if (ep.location() != null) {
        attrs.add(Attribute.sourceLoc(ep.location()));
      }
      cmds.add(
          new Cmd.Call(outs, GhostNames.sideCopy(ep.procedure(), side), args, attrs, Pos.NONE));
    }
    for (Region r : bd.shared) {
      cmds.add(
          new Cmd.Assert(
              raceFreedom(bd, r.variable()),
              List.of(
                  Attribute.str(Attrs.RACE_CHECK, r.variable()),
                  Attribute.str(Attrs.REGION, r.name())),
              Pos.NONE));
    }
    Block entry = new Block("$entry", cmds, new Transfer.Return(Pos.NONE));
    return new Decl.Procedure(
        GhostNames.pairMain(bd.pair),
        List.of(),
        List.of(),
        List.of(new Spec.Modifies(globals, Pos.NONE)),
        new Body(locals, List.of(entry)),
        List.of(
            Attribute.str(Attrs.PAIR_FIRST, bd.pair.first().procedure()),
            Attribute.str(Attrs.PAIR_SECOND, bd.pair.second().procedure())),
        Pos.NONE);
  }

  /** The race-freedom assertion of region {@code r} (see the class comment). */
  private Expr raceFreedom(Build bd, String r) {
    Expr conflict =
        and(
            and(var(GhostNames.picked(r, 1)), var(GhostNames.picked(r, 2))),
            or(var(GhostNames.pickWrite(r, 1)), var(GhostNames.pickWrite(r, 2))));
    List<Expr> protections = new ArrayList<>();
    for (LockConst l : bd.locks) {
      if (!bd.sideLocks.get(1).contains(l) || !bd.sideLocks.get(2).contains(l)) {
        continue; // a lock one side never takes protects nothing
      }
      Expr w1 = var(GhostNames.pickLockset(r, 1, l.constant()));
      Expr w2 = var(GhostNames.pickLockset(r, 2, l.constant()));
      protections.add(and(w1, w2));
      if (bd.readLocks.contains(l.constant())) {
        Expr r1 = var(GhostNames.pickReadLockset(r, 1, l.constant()));
        Expr r2 = var(GhostNames.pickReadLockset(r, 2, l.constant()));
        protections.add(and(w1, r2));
        protections.add(and(r1, w2));
      }
    }
    return or(not(conflict), Expr.disj(protections));
  }
}

package dev.pairlock.instrument;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.ivl.lifted.Region;
import dev.pairlock.models.KernelModel;
import dev.pairlock.models.SerializationTable;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * What the instrumentation needs to know about a lifted program (docs/ivl-conventions.md): its
 * entry points, regions, locks, numbered accesses, call graph, and the constructs that make an
 * analysis unsound (unresolved lock operations, {@code {:unsound}} commands). Immutable once read.
 */
public final class LiftedProgram {
  public static final String ACQUIRE = "$lock_acquire";
  public static final String ACQUIRE_READ = "$lock_acquire_read";
  public static final String RELEASE = "$lock_release";
  public static final String TRY_ACQUIRE = "$lock_tryacquire";
  public static final String UNRESOLVED = "$lock_unresolved";
  /**
   * {@code call $lock_instance(l, a)}: the next operation on lock {@code l} (of several instances,
   * {@link LockConst#isMultiInstance}) is on the instance at address {@code a}; a no-op otherwise.
   */
  public static final String INSTANCE = "$lock_instance";
  /**
   * The lock of SV-COMP's atomic sections ({@code __VERIFIER_atomic_*} functions and {@code
   * __VERIFIER_atomic_begin/end}, pthread/locks.xml): such a section runs as one step, and the
   * precise checkers let no other thread move while a thread holds it.
   */
  public static final String SECTION_LOCK = "__VERIFIER_atomic";

  public static final Set<String> LOCK_PRIMITIVES =
      Set.of(ACQUIRE, ACQUIRE_READ, RELEASE, TRY_ACQUIRE, UNRESOLVED);

  /** A reason why an analysis through a procedure is not sound, with where it comes from. */
  public record Taint(String procedure, Diagnostic diagnostic) {}

  private record CmdKey(String procedure, String block, int index) {}

  private final Program program;
  private final List<EntryPoint> entryPoints;
  private final Map<String, Region> regions;
  private final Map<String, LockConst> locks;
  private final List<AccessSite> accesses;
  private final Map<CmdKey, AccessSite> accessByCmd = new LinkedHashMap<>();
  /** The ids of the accesses marked {@code {:unpublished}}. */
  private final Set<Integer> unpublished = new TreeSet<>();
  private final Map<CmdKey, List<AccessSite>> externalByCmd = new LinkedHashMap<>();
  private final Map<String, Decl.Procedure> procedures = new LinkedHashMap<>();
  private final Map<String, Set<String>> callees = new LinkedHashMap<>();
  private final Map<String, Set<String>> mentionedRegions = new LinkedHashMap<>();
  /**
   * Per procedure: the regions its own commands may change (stores, havocs, whole assignments, and
   * the {@code modifies} of the procedures it calls; a bodiless procedure's {@code modifies}).
   */
  private final Map<String, Set<String>> writtenRegions = new LinkedHashMap<>();
  /** {@link #regionsWrittenReachable} per root, computed once (pairs are built in parallel). */
  private final Map<String, Set<String>> writtenReachable = new ConcurrentHashMap<>();
  private final Map<String, Set<String>> mentionedLocks = new LinkedHashMap<>();
  /** Per procedure: the lock constants it takes in read mode ({@link #readLocksReachable}). */
  private final Map<String, Set<String>> readLocked = new LinkedHashMap<>();
  private final Set<String> scalarGlobals = new TreeSet<>();
  private final Map<String, Set<String>> scalarsRead = new LinkedHashMap<>();
  private final Map<String, Set<String>> scalarsWritten = new LinkedHashMap<>();
  private final Map<String, List<Taint>> taints = new LinkedHashMap<>();
  private final Set<String> registering = new TreeSet<>();
  private final Set<String> threadLocalRegions = new TreeSet<>();
  private final Set<String> perThreadRegions = new TreeSet<>();

  private LiftedProgram(Program program, List<Diagnostic> errors) {
    this.program = program;
    Map<String, Region> rs = new LinkedHashMap<>();
    for (Decl.GlobalVar g : program.globals()) {
      Attrs.regionOf(g).ifPresent(r -> rs.put(g.name(), r));
      if (Attribute.has(g.attrs(), Attrs.THREAD_LOCAL)) {
        threadLocalRegions.add(g.name());
        if (Attrs.isPerThread(g.attrs())) {
          perThreadRegions.add(g.name());
        }
      }
    }
    this.regions = Collections.unmodifiableMap(rs);
    for (Decl.GlobalVar g : program.globals()) {
      if (!rs.containsKey(g.name())) {
        scalarGlobals.add(g.name());
      }
    }
    Map<String, LockConst> ls = new LinkedHashMap<>();
    for (Decl.Const c : program.constants()) {
      Attrs.lockOf(c).ifPresent(l -> ls.put(c.name(), l));
    }
    this.locks = Collections.unmodifiableMap(ls);
    List<EntryPoint> eps = new ArrayList<>();
    List<AccessSite> as = new ArrayList<>();
    for (Decl.Procedure p : program.procedures()) {
      if (procedures.put(p.name(), p) != null) {
        errors.add(error(p.pos(), "duplicate procedure " + p.name()));
      }
    }
    for (Decl.Procedure p : program.procedures()) {
      Attrs.entryPointOf(p)
          .ifPresent(e -> eps.add(e.lifted(locOf(p.attrs(), p.pos()), e.singleInstance())));
      scan(p, as, errors);
    }
    eps.sort(null);
    this.entryPoints = List.copyOf(eps);
    this.accesses = List.copyOf(as);
  }

  /**
   * Reads the lifted-program structure of {@code program}.
   *
   * @throws IvlException if it does not follow the conventions (a malformed access command, an
   *     entry point without a body, duplicate procedures)
   */
  public static LiftedProgram of(Program program) throws IvlException {
    List<Diagnostic> errors = new ArrayList<>();
    LiftedProgram lp = new LiftedProgram(program, errors);
    for (EntryPoint ep : lp.entryPoints) {
      if (lp.procedures.get(ep.procedure()).body() == null) {
        errors.add(
            Diagnostic.error(
                "entry-point", ep.location(), "entry point " + ep.procedure() + " has no body"));
      }
    }
    if (!errors.isEmpty()) {
      throw new IvlException(errors);
    }
    return lp;
  }

  private void scan(Decl.Procedure p, List<AccessSite> as, List<Diagnostic> errors) {
    Set<String> calls = new LinkedHashSet<>();
    Set<String> regs = new LinkedHashSet<>();
    Set<String> lks = new LinkedHashSet<>();
    List<Taint> ts = new ArrayList<>();
    callees.put(p.name(), calls);
    mentionedRegions.put(p.name(), regs);
    Set<String> written = new LinkedHashSet<>();
    writtenRegions.put(p.name(), written);
    mentionedLocks.put(p.name(), lks);
    Set<String> rlks = new TreeSet<>();
    readLocked.put(p.name(), rlks);
    taints.put(p.name(), ts);
    Set<String> sr = new TreeSet<>();
    Set<String> sw = new TreeSet<>();
    scalarsRead.put(p.name(), sr);
    scalarsWritten.put(p.name(), sw);
    if (p.body() == null) {
      for (String m : p.modifies()) {
        if (regions.containsKey(m)) {
          regs.add(m);
          written.add(m);
        }
        if (scalarGlobals.contains(m)) {
          sw.add(m);
        }
      }
      return;
    }
    Set<String> scoped = new LinkedHashSet<>();
    p.ins().forEach(x -> scoped.add(x.name()));
    p.outs().forEach(x -> scoped.add(x.name()));
    p.body().locals().forEach(x -> scoped.add(x.name()));
    for (Block b : p.body().blocks()) {
      for (int i = 0; i < b.cmds().size(); i++) {
        Cmd c = b.cmds().get(i);
        Set<String> vars = varsOf(c);
        for (String v : vars) {
          if (scalarGlobals.contains(v) && !scoped.contains(v)) {
            sr.add(v);
          }
          if (regions.containsKey(v)) {
            regs.add(v);
          }
          if (locks.containsKey(v)) {
            lks.add(v);
          }
        }
        for (String v : assigned(c)) {
          if (scalarGlobals.contains(v) && !scoped.contains(v)) {
            sw.add(v);
          }
        }
        for (String v : writtenBy(c)) {
          if (regions.containsKey(v)) {
            written.add(v);
          }
        }
        Optional<String> access = Attrs.accessOf(c.attrs());
        if (access.isPresent()) {
          AccessSite site = accessSite(p, b, i, c, access.get(), as.size(), errors);
          if (site != null) {
            as.add(site);
            accessByCmd.put(new CmdKey(p.name(), b.label(), i), site);
            if (Attrs.isUnpublished(c.attrs())) {
              unpublished.add(site.id());
            }
          }
        }
        Attrs.unsoundOf(c.attrs())
            .ifPresent(u -> ts.add(new Taint(p.name(),
                Diagnostic.warning(u.kind(), locOf(c.attrs(), c.pos()), u.message()))));
        if (c instanceof Cmd.Call call) {
          calls.add(call.procedure());
          externalWrites(p, b, i, call, as);
          if (call.procedure().equals(ACQUIRE_READ)) {
            if (call.args().size() == 1
                && call.args().get(0) instanceof Expr.Var v
                && locks.containsKey(v.name())) {
              rlks.add(v.name());
            } else {
              rlks.addAll(locks.keySet()); // not one lock: any of them
            }
          }
          if (call.procedure().equals(UNRESOLVED)) {
            String why =
                Attrs.unresolvedLockOf(c.attrs())
                    .orElse("lock operation on a lock that is not one abstract location");
            ts.add(
                new Taint(
                    p.name(),
                    Diagnostic.warning(
                        "unresolved-lock", locOf(c.attrs(), c.pos()), "unresolved lock: " + why)));
          }
          if (Attrs.isRegistration(c.attrs())) {
            registering.add(p.name());
          }
        }
      }
    }
  }

  /** Numbers a call to a bodiless procedure as a write to each region its modifies names. */
  private void externalWrites(
      Decl.Procedure p, Block b, int i, Cmd.Call call, List<AccessSite> as) {
    Decl.Procedure callee = procedures.get(call.procedure());
    if (callee == null || callee.body() != null || LOCK_PRIMITIVES.contains(callee.name())) {
      return;
    }
    List<AccessSite> sites = new ArrayList<>();
    for (String m : callee.modifies()) {
      if (regions.containsKey(m)) {
        AccessSite site =
            new AccessSite(
                as.size(),
                p.name(),
                b.label(),
                i,
                m,
                true,
                locOf(call.attrs(), call.pos()),
                callee.name());
        as.add(site);
        sites.add(site);
      }
    }
    if (!sites.isEmpty()) {
      externalByCmd.put(new CmdKey(p.name(), b.label(), i), List.copyOf(sites));
    }
  }

  private AccessSite accessSite(
      Decl.Procedure p, Block b, int i, Cmd c, String kind, int id, List<Diagnostic> errors) {
    SourceLoc loc = locOf(c.attrs(), c.pos());
    if (c instanceof Cmd.Assign a && a.lhs().size() == 1) {
      if (kind.equals(Attrs.READ)
          && a.lhs().get(0) instanceof Lhs.VarLhs
          && a.rhs().get(0) instanceof Expr.Select(Expr.Var(String m), Expr idx)
          && regions.containsKey(m)) {
        return new AccessSite(id, p.name(), b.label(), i, m, false, loc);
      }
      if (kind.equals(Attrs.WRITE)
          && a.lhs().get(0) instanceof Lhs.MapLhs(String m, Expr idx)
          && regions.containsKey(m)) {
        return new AccessSite(id, p.name(), b.label(), i, m, true, loc);
      }
    }
    errors.add(
        Diagnostic.error(
            Attrs.ACCESS,
            loc,
            "malformed {:access \""
                + kind
                + "\"} command in "
                + p.name()
                + ": expected `v := $M[p]` (read) or `$M[p] := v` (write) on a region"));
    return null;
  }

  /** The variables a command reads or writes (including map variables of assignments). */
  public static Set<String> varsOf(Cmd c) {
    Set<String> out = new LinkedHashSet<>();
    switch (c) {
      case Cmd.Assign a -> {
        for (Lhs l : a.lhs()) {
          out.add(l.variable());
          if (l instanceof Lhs.MapLhs m) {
            out.addAll(Exprs.freeVars(m.index()));
          }
        }
        a.rhs().forEach(e -> out.addAll(Exprs.freeVars(e)));
      }
      case Cmd.Assume a -> out.addAll(Exprs.freeVars(a.expr()));
      case Cmd.Assert a -> out.addAll(Exprs.freeVars(a.expr()));
      case Cmd.Havoc h -> out.addAll(h.vars());
      case Cmd.Call call -> {
        out.addAll(call.outs());
        call.args().forEach(e -> out.addAll(Exprs.freeVars(e)));
      }
    }
    return out;
  }

  private static List<String> assigned(Cmd c) {
    return switch (c) {
      case Cmd.Assign a -> a.lhs().stream().map(Lhs::variable).toList();
      case Cmd.Havoc h -> h.vars();
      case Cmd.Call call -> call.outs();
      default -> List.of();
    };
  }

  static SourceLoc locOf(List<Attribute> attrs, Pos pos) {
    return Attribute.sourceLocOf(attrs).orElse(pos.isKnown() ? SourceLoc.of(pos) : null);
  }

  private static Diagnostic error(Pos pos, String message) {
    return Diagnostic.error("lifted", pos.isKnown() ? SourceLoc.of(pos) : null, message);
  }

  public Program program() {
    return program;
  }

  /** Entry points, sorted by procedure name. */
  public List<EntryPoint> entryPoints() {
    return entryPoints;
  }

  public Optional<EntryPoint> entryPoint(String procedure) {
    return entryPoints.stream().filter(e -> e.procedure().equals(procedure)).findFirst();
  }

  /** Regions by variable, in declaration order. */
  public Map<String, Region> regions() {
    return regions;
  }

  /**
   * Whether region {@code variable} is marked {@code {:thread_local}}: the frontend proved that
   * only the thread owning its objects (stack objects whose addresses never reach memory) can
   * access it, so no pair needs to watch it.
   */
  public boolean isThreadLocal(String variable) {
    return threadLocalRegions.contains(variable);
  }

  /**
   * The thread-local regions marked {@code {:per_thread}}: a {@code _Thread_local} global's object,
   * at the same address in every thread, each thread with its own values there. Sorted.
   */
  public Set<String> perThreadRegions() {
    return Collections.unmodifiableSet(perThreadRegions);
  }

  /** Locks by constant, in declaration order. */
  public Map<String, LockConst> locks() {
    return locks;
  }

  /**
   * Whether {@code site} is an access of an object its thread has not yet published ({@code
   * {:unpublished}}): no other thread can reach the object then, so the access races with
   * nothing and pair programs never pick it.
   */
  public boolean isUnpublished(AccessSite site) {
    return unpublished.contains(site.id());
  }

  /** All access commands, numbered in program order ({@code accesses().get(id).id() == id}). */
  public List<AccessSite> accesses() {
    return accesses;
  }

  /** The access command at {@code index} of {@code block} in {@code procedure}, if it is one. */
  public Optional<AccessSite> accessAt(String procedure, String block, int index) {
    return Optional.ofNullable(accessByCmd.get(new CmdKey(procedure, block, index)));
  }

  /**
   * The writes of the call at {@code index} of {@code block} in {@code procedure} to a bodiless
   * procedure whose {@code modifies} names regions: one site per region; empty if none.
   */
  public List<AccessSite> externalWritesAt(String procedure, String block, int index) {
    return externalByCmd.getOrDefault(new CmdKey(procedure, block, index), List.of());
  }

  /** The program's procedures, in declaration order. */
  public java.util.Collection<Decl.Procedure> procedures() {
    return java.util.Collections.unmodifiableCollection(procedures.values());
  }

  public Optional<Decl.Procedure> procedure(String name) {
    return Optional.ofNullable(procedures.get(name));
  }

  /**
   * The variables a command writes: assigned and havocked variables, a call's outs, and the {@code
   * modifies} of its callee (a bodiless callee's writes: external code, lock primitives).
   */
  public Set<String> writtenBy(Cmd c) {
    Set<String> w = new LinkedHashSet<>();
    switch (c) {
      case Cmd.Assign a -> a.lhs().forEach(l -> w.add(l.variable()));
      case Cmd.Havoc h -> w.addAll(h.vars());
      case Cmd.Call call -> {
        w.addAll(call.outs());
        procedure(call.procedure()).ifPresent(p -> w.addAll(p.modifies()));
      }
      case Cmd.Assume a -> {}
      case Cmd.Assert a -> {}
    }
    return w;
  }

  /** {@code root} and every procedure it calls transitively, in discovery order. */
  public Set<String> reachable(String root) {
    Set<String> seen = new LinkedHashSet<>();
    Deque<String> work = new ArrayDeque<>();
    work.add(root);
    while (!work.isEmpty()) {
      String p = work.poll();
      if (seen.add(p)) {
        work.addAll(callees.getOrDefault(p, Set.of()));
      }
    }
    return seen;
  }

  /**
   * The regions two entry points share, in declaration order: those both procedures reach and at
   * least one of them may change ({@link #regionsWrittenReachable}: a race needs a write),
   * thread-local ones excepted (stack objects whose addresses never reach memory: no other thread
   * can access them). The lockset analysis checks these, and the precise checker observes them.
   */
  public List<Region> sharedRegions(String a, String b) {
    Set<String> wa = regionsWrittenReachable(a);
    Set<String> wb = regionsWrittenReachable(b);
    List<Region> out = new ArrayList<>();
    for (Region r : commonRegions(a, b)) {
      if (wa.contains(r.variable()) || wb.contains(r.variable())) {
        out.add(r);
      }
    }
    return out;
  }

  /**
   * The regions both entry points access, thread-local ones excepted, in declaration order, whether
   * or not either writes them: {@link #sharedRegions} less the regions that neither changes
   * anywhere (string literals, constant tables: two reads never race).
   */
  public List<Region> commonRegions(String a, String b) {
    Set<String> ra = regionsReachable(a);
    Set<String> rb = regionsReachable(b);
    List<Region> out = new ArrayList<>();
    for (Region r : regions.values()) {
      if (ra.contains(r.variable())
          && rb.contains(r.variable())
          && !isThreadLocal(r.variable())) {
        out.add(r);
      }
    }
    return out;
  }

  /**
   * The regions the procedures reachable from {@code root} may change in any way: an access that
   * writes, a havoc, an assignment of the whole region, a call of a procedure whose {@code
   * modifies} names it (external code, models). A region outside this set is only read there.
   */
  public Set<String> regionsWrittenReachable(String root) {
    return writtenReachable.computeIfAbsent(
        root,
        r -> {
          Set<String> out = new TreeSet<>();
          for (String p : reachable(r)) {
            out.addAll(writtenRegions.getOrDefault(p, Set.of()));
          }
          return Collections.unmodifiableSet(out);
        });
  }

  /** The regions mentioned (read, written, or otherwise named) by the procedures reachable. */
  public Set<String> regionsReachable(String root) {
    Set<String> out = new TreeSet<>();
    for (String p : reachable(root)) {
      out.addAll(mentionedRegions.getOrDefault(p, Set.of()));
    }
    return out;
  }

  /** The lock constants named by the procedures reachable from {@code root}. */
  public Set<String> locksReachable(String root) {
    Set<String> out = new TreeSet<>();
    for (String p : reachable(root)) {
      out.addAll(mentionedLocks.getOrDefault(p, Set.of()));
    }
    return out;
  }

  /**
   * The lock constants the procedures reachable from {@code root} take in read mode (every lock,
   * where a read-mode acquire's argument is not one lock constant).
   */
  public Set<String> readLocksReachable(String root) {
    Set<String> out = new TreeSet<>();
    for (String p : reachable(root)) {
      out.addAll(readLocked.getOrDefault(p, Set.of()));
    }
    return out;
  }

  /**
   * Global variables that are not regions (scalars) and that the procedures reachable from {@code
   * root} name; {@code written} selects those they assign (including through the {@code modifies}
   * of bodiless callees).
   */
  public Set<String> scalarGlobalsReachable(String root, boolean written) {
    Set<String> out = new TreeSet<>();
    for (String p : reachable(root)) {
      out.addAll((written ? scalarsWritten : scalarsRead).getOrDefault(p, Set.of()));
      if (written) {
        continue;
      }
      out.addAll(scalarsWritten.getOrDefault(p, Set.of()));
    }
    return out;
  }

  /** The constructs not modelled soundly that {@code root} reaches. */
  public List<Taint> taintsReachable(String root) {
    List<Taint> out = new ArrayList<>();
    for (String p : reachable(root)) {
      out.addAll(taints.getOrDefault(p, List.of()));
    }
    return out;
  }

  /** Whether the code of {@code root} (with its callees) may start {@code partner} ({@link #starts}). */
  public boolean reachesStart(String root, String partner) {
    return reachesCall(root, call -> Attrs.starts(call, partner));
  }

  /** Whether the code of {@code root} (with its callees) has a call satisfying {@code p}. */
  public boolean reachesCall(String root, Predicate<Cmd.Call> p) {
    for (String name : reachable(root)) {
      Decl.Procedure proc = procedures.get(name);
      if (proc == null || proc.body() == null) {
        continue;
      }
      for (Block b : proc.body().blocks()) {
        for (Cmd c : b.cmds()) {
          if (c instanceof Cmd.Call call && p.test(call)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Whether thread {@code ep} is the only code that may start {@code partner}: it is not
   * init-like, runs as a single instance, and every create of {@code partner} ({@link #starts})
   * lies in code only {@code ep} reaches (no other entry point's). Before its first create that
   * may lead to one ({@link #enables}) no thread of {@code partner} exists: as main's, its accesses
   * are checked against {@code partner} only from there on.
   */
  public boolean soleStarter(EntryPoint ep, String partner) {
    if (ep.isInitLike() || !ep.singleInstance() || ep.procedure().equals(partner)) {
      return false;
    }
    Set<String> own = reachable(ep.procedure());
    Set<String> others = new LinkedHashSet<>();
    for (EntryPoint e : entryPoints) {
      if (!e.equals(ep)) {
        others.addAll(reachable(e.procedure()));
      }
    }
    boolean any = false;
    for (Decl.Procedure proc : procedures.values()) {
      if (proc.body() == null) {
        continue;
      }
      for (Block b : proc.body().blocks()) {
        for (Cmd c : b.cmds()) {
          if (c instanceof Cmd.Call call
              && Attrs.namesThreads(call.attrs())
              && Attrs.starts(call, partner)) {
            if (!own.contains(proc.name()) || others.contains(proc.name())) {
              return false;
            }
            any = true;
          }
        }
      }
    }
    return any;
  }

  /**
   * Whether entry point {@code a} has ended before {@code b} starts: {@code a}'s procedure names
   * {@code b}'s in {@code {:ends_before}} (main joins thread {@code a} before it creates {@code
   * b}).
   */
  public boolean endsBefore(EntryPoint a, EntryPoint b) {
    return procedure(a.procedure())
        .map(p -> Attrs.endsBefore(p.attrs(), b.procedure()))
        .orElse(false);
  }

  /**
   * Whether the kernel holds a reference to the module around every call of {@code ep} ({@code
   * {:holds_module}}: its table's owner is {@code THIS_MODULE}), so module_exit cannot run
   * meanwhile.
   */
  public boolean holdsModule(EntryPoint ep) {
    return procedure(ep.procedure())
        .map(p -> Attrs.holdsModule(p.attrs()))
        .orElse(false);
  }

  /** The kernel's held pseudo-locks ({@code serialization.xml}, {@code <held>}). */
  private static final List<SerializationTable.Held> HELD =
      KernelModel.standard().serialization().held();

  /**
   * The locks of this program that the kernel holds (exclusively) around every call of {@code ep}:
   * the pseudo-locks of {@code serialization.xml}'s {@code <held>} entries for its kind (RTNL
   * around ndo_open, the TX lock around ndo_start_xmit, the power lock around runtime PM
   * callbacks), when the driver's code takes them too (else they are not in the program, and
   * protect nothing the serialization rules do not).
   */
  public List<LockConst> heldLocks(EntryPoint ep) {
    List<LockConst> out = new ArrayList<>();
    for (SerializationTable.Held h : HELD) {
      if (h.heldAround(ep.kind())) {
        for (LockConst l : locks.values()) {
          if (l.name().equals(h.lock()) && !out.contains(l)) {
            out.add(l);
          }
        }
      }
    }
    return out;
  }

  /** Whether {@code root} reaches a {@code {:registration}} call. */
  public boolean reachesRegistration(String root) {
    return reachable(root).stream().anyMatch(registering::contains);
  }

  /**
   * Whether a registration call of init-like {@code root}'s code lets entry point {@code partner}
   * run from there on ({@link Attrs#enables}, refined for kernel registrations): one that names
   * {@code {:threads}} (a callback's hand-over or arming) enables those it names; a kernel
   * registration ({@code register_chrdev}, {@code add_disk}) enables {@code partner} only when
   * {@link #kernelRegistrationEnables}.
   */
  public boolean enables(String root, Cmd.Call call, String partner) {
    if (!Attrs.isRegistration(call.attrs())) {
      return false;
    }
    if (!Attrs.namesThreads(call.attrs())) {
      return kernelRegistrationEnables(root, partner);
    }
    return Attrs.enablesThread(call.attrs(), partner)
        || Attrs.armsCallback(call, partner) && neverArmed(partner);
  }

  /**
   * Whether callback {@code cb} is handed over only disarmed and no call arms it ({@code
   * {:threads}} naming it nowhere: a {@code timer_setup} without {@code mod_timer}, a request
   * function whose disk is never added): then it is taken to be live from its hand-over, as if
   * it were armed there (an arming the frontend does not see runs no earlier).
   */
  public boolean neverArmed(String cb) {
    return handedOver(cb) && !namedLive().contains(cb);
  }

  /**
   * {@link Attrs#starts}, with a kernel registration of {@code root}'s code starting {@code
   * partner} only when {@link #kernelRegistrationEnables}, and a callback started where it is
   * handed over live or armed ({@code mod_timer}), or handed over when it is {@link #neverArmed}.
   */
  public boolean starts(String root, Cmd.Call call, String partner) {
    if (!Attrs.isRegistration(call.attrs())) {
      return false;
    }
    if (!Attrs.namesThreads(call.attrs())) {
      return kernelRegistrationEnables(root, partner);
    }
    return Attrs.starts(call, partner)
        || Attrs.armsCallback(call, partner)
            && (Attrs.names(call.attrs(), Attrs.THREADS, partner) || neverArmed(partner));
  }

  /**
   * Whether a kernel registration in init-like {@code root}'s code (module init, a probe) may let
   * {@code partner} run: {@code partner} is no callback the driver hands over or arms by a call
   * ({@code {:callback}} naming it: {@code request_irq}, {@code mod_timer}, a disarmed {@code
   * timer_setup}), or it is one that code other than {@code root}'s may make live ({@link
   * #liveBesides}). A callback only {@code root}'s own code hands over or arms is live only from
   * that call (its {@code {:threads}}), wherever the kernel registrations around it are: the
   * kernel calls a timer, work item or interrupt handler only once it has it, and a registration
   * of the device does not give it to it.
   */
  public boolean kernelRegistrationEnables(String root, String partner) {
    return !handedOver(partner) || liveBesides(root).contains(partner);
  }

  /** Whether a call hands over or arms callback {@code cb} ({@code {:callback}} naming it). */
  public boolean handedOver(String cb) {
    return handedOverCallbacks().contains(cb);
  }

  /**
   * The entry points that may run, or be made live, by code other than init-like {@code root}'s:
   * every other entry point no call hands over (an operation of a table, a statically
   * initialised callback no call arms), and, to a fixpoint, every callback whose hand-over or
   * arming ({@code {:callback}} or {@code {:threads}} naming it) lies in the code of one of them
   * but itself. Conservative: such an entry point may not yet be live at a given registration of
   * {@code root}'s.
   */
  public Set<String> liveBesides(String root) {
    return liveBesidesMemo.computeIfAbsent(root, this::computeLiveBesides);
  }

  private Set<String> computeLiveBesides(String root) {
    Set<String> live = new TreeSet<>();
    List<String> callbacks = new ArrayList<>();
    for (EntryPoint e : entryPoints) {
      String p = e.procedure();
      if (p.equals(root)) {
        continue;
      }
      if (handedOver(p)) {
        callbacks.add(p);
      } else {
        live.add(p);
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (String cb : callbacks) {
        if (live.contains(cb)) {
          continue;
        }
        for (String x : List.copyOf(live)) {
          if (!x.equals(cb) && reachesCall(x, call -> makesLive(call, cb))) {
            live.add(cb);
            changed = true;
            break;
          }
        }
      }
    }
    return Collections.unmodifiableSet(live);
  }

  /** A call that hands over or arms {@code cb}, or names it live after it ({@code {:threads}}). */
  private static boolean makesLive(Cmd.Call call, String cb) {
    return Attrs.armsCallback(call, cb)
        || Attrs.isRegistration(call.attrs())
            && Attrs.namesThreads(call.attrs())
            && Attrs.names(call.attrs(), Attrs.THREADS, cb);
  }

  private Set<String> handedOverCallbacks() {
    scanCallbacks();
    return handedOver;
  }

  /** The entry points some registration call names in its {@code {:threads}}. */
  private Set<String> namedLive() {
    scanCallbacks();
    return namedLive;
  }

  private void scanCallbacks() {
    if (handedOver == null) {
      Set<String> out = new TreeSet<>();
      Set<String> named = new TreeSet<>();
      for (Decl.Procedure proc : procedures.values()) {
        if (proc.body() == null) {
          continue;
        }
        for (Block b : proc.body().blocks()) {
          for (Cmd c : b.cmds()) {
            if (c instanceof Cmd.Call call && Attrs.isRegistration(call.attrs())) {
              for (EntryPoint e : entryPoints) {
                if (Attrs.armsCallback(call, e.procedure())) {
                  out.add(e.procedure());
                }
                if (Attrs.namesThreads(call.attrs())
                    && Attrs.names(call.attrs(), Attrs.THREADS, e.procedure())) {
                  named.add(e.procedure());
                }
              }
            }
          }
        }
      }
      namedLive = Collections.unmodifiableSet(named);
      handedOver = Collections.unmodifiableSet(out);
    }
  }

  /**
   * {@link #handedOverCallbacks} and {@link #namedLive}, computed once (a benign race: the same
   * sets either way; {@code handedOver} is written last).
   */
  private volatile Set<String> handedOver;

  private volatile Set<String> namedLive;

  /** {@link #liveBesides} by root. */
  private final Map<String, Set<String>> liveBesidesMemo = new ConcurrentHashMap<>();
}

package dev.pairlock.precise;

import static dev.pairlock.ivl.ast.Expr.and;
import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.not;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.LockConst;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Makes one thread of the two-thread program (WHOOP §IV): lock primitives become operations on
 * owner variables (acquire waits until the lock is free, release frees it, try-acquire may fail),
 * followed by a yield; accesses to a checked region become {@code s := e; yield; check s == e}
 * (write) and {@code x := s; yield; check x == s} (read), each check also failing when the last
 * writer of the watched address changed across the yield (a write of the other thread that
 * stores the value already there, as two threads setting one flag to 1, is still a write between
 * the access and its check), where a failing check is recorded in
 * the pick ghosts ({@code $pl.PC} the check, {@code $pl.PW} the last writer of the watched
 * address) instead of asserted, because it only counts on a consistent sequentialized run. Yields
 * are the pseudo-call {@link Names#YIELD} here; {@link Rounds} gives them their meaning.
 */
final class ThreadInstrumenter {
  /** What kind of point an observation marks. */
  enum StepKind {
    READ,
    WRITE,
    ACQUIRE,
    ACQUIRE_READ,
    TRY_ACQUIRE,
    RELEASE,
    EXTERNAL_WRITE,
    REGISTRATION,
    JOIN,
    YIELD,
    CHECK
  }

  /**
   * An observation point of the two-thread program.
   *
   * @param checkId for a {@link StepKind#CHECK}, the check's id; else -1
   */
  record StepSite(
      int id, int thread, StepKind kind, String detail, SourceLoc location, int checkId) {}

  /** A race check: the access at {@code site} made by {@code thread}. */
  record CheckSite(int id, int thread, AccessSite site) {}

  /** Tables shared by the two threads of one program. */
  static final class Tables {
    final List<StepSite> steps = new ArrayList<>();
    final List<CheckSite> checks = new ArrayList<>();
    int yields;
    /** Accesses to checked regions left without a race check by {@link ProtectedAccesses}. */
    int protectedAccesses;
    boolean unresolvedLocks;
  }

  private final LiftedProgram lifted;
  private final int thread;
  private final Set<String> checkedRegions;
  private final Set<String> sharedRegions;
  private final List<LockConst> locks;
  private final boolean readMode;
  private final boolean initLike;
  /** The entry point this thread runs ({@link LiftedProgram#starts}). */
  private final String root;
  private final Tables tables;
  private final ProtectedAccesses protectedAccesses;
  private String partner;
  private boolean captureStartArg;
  /** Whether thread 1 runs joined instances ({@link JoinedInstances}): their writes fail no check. */
  private boolean otherInstances;
  /** Whether the command being instrumented certainly comes before the thread registers. */
  private boolean beforeRegistration;

  ThreadInstrumenter(
      LiftedProgram lifted,
      int thread,
      Set<String> checkedRegions,
      Set<String> sharedRegions,
      List<LockConst> locks,
      boolean readMode,
      String root,
      boolean initLike,
      Tables tables,
      ProtectedAccesses protectedAccesses) {
    this.lifted = lifted;
    this.root = root;
    this.thread = thread;
    this.checkedRegions = checkedRegions;
    this.sharedRegions = sharedRegions;
    this.locks = locks;
    this.readMode = readMode;
    this.initLike = initLike;
    this.tables = tables;
    this.protectedAccesses = protectedAccesses;
  }

  /**
   * Thread 1 runs thread instances it joins ({@link JoinedInstances}): a check whose last writer
   * is such an instance ({@link Names#OTHER_INSTANCE}) does not fail.
   */
  ThreadInstrumenter withOtherInstances(boolean on) {
    this.otherInstances = on;
    return this;
  }

  List<Block> instrument(List<Block> blocks) {
    return instrument(blocks, null, null);
  }

  /**
   * Instruments the thread's blocks; a thread join ({@code {:thread_join}}) that may wait for the
   * other thread (every join but one certain to be of another start function than {@code
   * partner}'s, {@link Attrs#joinOf}) ends this thread there ({@code goto exit}): it
   * blocks until the other thread has ended, so no run goes past it while the other thread may
   * still run (a run in which it stays blocked is a real one). Null: joins are not looked at.
   */
  List<Block> instrument(List<Block> blocks, String partner, String exit) {
    return instrument(blocks, partner, exit, false);
  }

  /**
   * As {@link #instrument(List, String, String)}; with {@code captureStartArg}, a call that starts
   * a thread of {@code partner} ({@code {:start_arg "partner", arg}}) may be the one that created
   * the instance the other thread stands for: it nondeterministically records that ({@link
   * Names#CAPTURED}) with the argument ({@link Names#CAPTURED_ARG}).
   */
  List<Block> instrument(
      List<Block> blocks, String partner, String exit, boolean captureStartArg) {
    this.partner = partner;
    this.captureStartArg = captureStartArg;
    Set<String> unregistered = initLike ? unregistered(blocks) : Set.of();
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      List<Cmd> cmds = new ArrayList<>();
      boolean joined = false;
      for (int i = 0; i < b.cmds().size(); i++) {
        Cmd c = b.cmds().get(i);
        beforeRegistration = unregistered.contains(HeldLocks.key(b.label(), i));
        command(c, b.label(), i, cmds);
        if (exit != null && c instanceof Cmd.Call call && mayJoinPartner(call)) {
          joined = true;
          break;
        }
      }
      out.add(
          joined
              ? new Block(b.label(), cmds, new Transfer.Goto(List.of(exit), b.pos()), b.pos())
              : b.withCmds(cmds));
    }
    return out;
  }

  /** Whether {@code call} is a join that may wait for the other thread (see {@link #instrument}). */
  private boolean mayJoinPartner(Cmd.Call call) {
    if (partner != null && Attrs.endsCallback(call, partner)) {
      return true; // free_irq, del_timer_sync, ...: waits for the callback, which then stops
    }
    if (!Attrs.isThreadJoin(call.attrs()) && !Attrs.joinOf(call.attrs()).isPresent()) {
      return false;
    }
    return Attrs.joinOf(call.attrs()).map(j -> j.template().equals(partner)).orElse(true);
  }

  /**
   * The commands (by {@link HeldLocks#key}) of an init-like thread that no path reaches after its
   * registration call, the call itself excluded. Its yields cannot switch there (the round stays
   * until it has registered), so the instrumenter places none, and no race check, which could not
   * fail.
   */
  private Set<String> unregistered(List<Block> blocks) {
    Set<String> out = new HashSet<>();
    Map<String, Boolean> maybeIn = new HashMap<>();
    for (Block b : YieldReduction.topological(blocks)) {
      boolean maybe = maybeIn.getOrDefault(b.label(), false);
      for (int i = 0; i < b.cmds().size(); i++) {
        boolean registering = b.cmds().get(i) instanceof Cmd.Call call && registers(call);
        if (!maybe && !registering) {
          out.add(HeldLocks.key(b.label(), i));
        }
        maybe |= registering;
      }
      if (b.transfer() instanceof Transfer.Goto g) {
        for (String t : g.targets()) {
          maybeIn.merge(t, maybe, Boolean::logicalOr);
        }
      }
    }
    return out;
  }

  /**
   * Whether {@code call} registers the driver or starts the partner thread itself ({@link
   * LiftedProgram#starts}: a kernel registration does not start a callback only this thread
   * hands over; a create of a thread that may create the partner later does not) in this
   * thread.
   */
  private boolean registers(Cmd.Call call) {
    return initLike
        && (partner == null
            ? Attrs.isRegistration(call.attrs())
            : lifted.starts(root, call, partner));
  }

  /** See {@link #instrument(List, String, String, boolean)}. */
  private void captureStartArg(Cmd.Call call, List<Cmd> out) {
    Attrs.startArgOf(call.attrs())
        .filter(a -> a.template().equals(partner))
        .ifPresent(
            a -> {
              int k = a.argument();
              if (k < 0 || k >= call.args().size()) {
                return;
              }
              Expr arg = call.args().get(k);
              out.add(new Cmd.Havoc(List.of(Names.NONDET), List.of(), call.pos()));
              Expr nd = var(Names.NONDET);
              // one instance: captured once, at the create that started it
              out.add(Cmd.Assume.of(Expr.implies(nd, Expr.not(var(Names.CAPTURED)))));
              out.add(
                  new Cmd.Assign(
                      List.of(new Lhs.VarLhs(Names.CAPTURED_ARG), new Lhs.VarLhs(Names.CAPTURED)),
                      List.of(
                          new Expr.Ite(nd, arg, var(Names.CAPTURED_ARG)),
                          Expr.or(var(Names.CAPTURED), nd)),
                      List.of(),
                      call.pos()));
              // and at which create site (a join of that site ends thread 1: JoinedInstances)
              Attrs.createSiteOf(call.attrs())
                  .filter(s -> s.template().equals(partner))
                  .ifPresent(
                      s ->
                          out.add(
                              Cmd.Assign.of(
                                  Names.CAPTURED_SITE,
                                  new Expr.Ite(
                                      nd, Expr.num(s.site()), var(Names.CAPTURED_SITE)))));
            });
  }

  /** The command at {@code index} of block {@code label}, instrumented into {@code out}. */
  private void command(Cmd c, String label, int index, List<Cmd> out) {
    switch (c) {
      case Cmd.Call call -> call(call, out);
      case Cmd.Assert a -> out.add(new Cmd.Assume(a.expr(), a.attrs(), a.pos()));
      case Cmd.Assign a -> {
        Optional<AccessSite> site = siteOf(a);
        ProtectedAccesses.Treatment treatment =
            site.isEmpty() || !checkedRegions.contains(site.get().region())
                ? null
                : protectedAccesses == null
                    ? ProtectedAccesses.Treatment.CHECK
                    : protectedAccesses.treatment(thread, label, index, site.get());
        if (treatment != null && treatment != ProtectedAccesses.Treatment.CHECK) {
          tables.protectedAccesses++;
        }
        if (treatment == ProtectedAccesses.Treatment.CHECK) {
          checkedAccess(a, site.get(), true, out);
        } else if (treatment == ProtectedAccesses.Treatment.WRITE_ONLY) {
          checkedAccess(a, site.get(), false, out);
        } else {
          // a both-mover: an access to a proved region, or one protected from every conflicting
          // access of the other thread (YieldReduction reads the mark)
          out.add(treatment == null ? a : YieldReduction.markBothMover(a));
          if (site.isPresent() && sharedRegions.contains(site.get().region())) {
            // Shown in interleavings; an observation does not change the VC.
            AccessSite s = site.get();
            observe(
                s.isWrite() ? StepKind.WRITE : StepKind.READ,
                lifted.regions().get(s.region()).name(),
                s.location(),
                -1,
                a.pos(),
                out);
          }
        }
      }
      default -> out.add(c);
    }
  }

  private Optional<AccessSite> siteOf(Cmd c) {
    return Flattener.siteOf(lifted, c);
  }

  /**
   * An access to a checked region with its yield, and with its race check if {@code withCheck}
   * (without, only writes: {@link ProtectedAccesses.Treatment#WRITE_ONLY}).
   */
  private void checkedAccess(Cmd.Assign a, AccessSite site, boolean withCheck, List<Cmd> out) {
    String r = site.region();
    String addr = Names.address(thread);
    String regionName = lifted.regions().get(r).name();
    Expr current;
    Expr expected;
    // the last writer of the watched address right after the access: a write of the other thread
    // between the access and its check changes it even when it writes the value already there
    Expr writerSince;
    if (site.isWrite()) {
      Lhs.MapLhs m = (Lhs.MapLhs) a.lhs().get(0);
      String val = Names.value(thread);
      out.add(
          new Cmd.Assign(
              List.of(new Lhs.VarLhs(addr), new Lhs.VarLhs(val)),
              List.of(m.index(), a.rhs().get(0)),
              List.of(),
              a.pos()));
      out.add(
          new Cmd.Assign(
              List.of(new Lhs.MapLhs(m.variable(), var(addr))),
              List.of(var(val)),
              a.attrs(),
              a.pos()));
      lastWriter(r, eq(var(addr), var(Names.watched(r))), site, out);
      current = Expr.select(var(r), var(addr));
      expected = var(val);
      writerSince = Expr.num(Names.writerTag(site.id(), thread));
    } else {
      Expr.Select sel = (Expr.Select) a.rhs().get(0);
      String target = a.lhs().get(0).variable();
      out.add(new Cmd.Assign(List.of(new Lhs.VarLhs(addr)), List.of(sel.index()), List.of(), a.pos()));
      out.add(
          new Cmd.Assign(
              a.lhs(), List.of(Expr.select(sel.map(), var(addr))), a.attrs(), a.pos()));
      current = Expr.select(var(r), var(addr));
      expected = var(target);
      if (withCheck) {
        out.add(Cmd.Assign.of(Names.writerAtRead(thread), var(Names.lastWriter(r))));
      }
      writerSince = var(Names.writerAtRead(thread));
    }
    SourceLoc loc = site.location();
    observe(site.isWrite() ? StepKind.WRITE : StepKind.READ, regionName, loc, -1, a.pos(), out);
    if (beforeRegistration) {
      return;
    }
    if (!withCheck) {
      yieldHere(YieldReduction.AFTER_UNCHECKED_WRITE, loc, a.pos(), out);
      return;
    }
    yieldHere(YieldReduction.AFTER_ACCESS, loc, a.pos(), out);
    int id = tables.checks.size();
    tables.checks.add(new CheckSite(id, thread, site));
    Expr nd = var(Names.NONDET);
    out.add(
        new Cmd.Assign(
            List.of(new Lhs.VarLhs(Names.CHECK_FAILS), new Lhs.VarLhs(Names.CHECK_WRITER)),
            List.of(
                and(
                    otherInstances
                        ? and(
                            eq(var(addr), var(Names.watched(r))),
                            new Expr.Binary(
                                Expr.BinOp.NEQ,
                                var(Names.lastWriter(r)),
                                Expr.num(Names.OTHER_INSTANCE)))
                        : eq(var(addr), var(Names.watched(r))),
                    Expr.or(
                        new Expr.Binary(Expr.BinOp.NEQ, current, expected),
                        new Expr.Binary(
                            Expr.BinOp.NEQ, var(Names.lastWriter(r)), writerSince))),
                var(Names.lastWriter(r))),
            List.of(),
            a.pos()));
    out.add(new Cmd.Havoc(List.of(Names.NONDET), List.of(), a.pos()));
    out.add(
        Cmd.Assign.of(
            Names.NONDET,
            and(
                and(nd, eq(var(Names.PICKED_CHECK), Expr.num(-1))),
                var(Names.CHECK_FAILS))));
    out.add(
        new Cmd.Assign(
            List.of(new Lhs.VarLhs(Names.PICKED_CHECK), new Lhs.VarLhs(Names.PICKED_WRITER)),
            List.of(
                new Expr.Ite(nd, Expr.num(id), var(Names.PICKED_CHECK)),
                new Expr.Ite(nd, var(Names.lastWriter(r)), var(Names.PICKED_WRITER))),
            List.of(),
            a.pos()));
    observe(StepKind.CHECK, regionName, loc, id, a.pos(), out);
  }

  private void lastWriter(String r, Expr hit, AccessSite site, List<Cmd> out) {
    String lw = Names.lastWriter(r);
    Expr tag = Expr.num(Names.writerTag(site.id(), thread));
    out.add(Cmd.Assign.of(lw, hit.equals(Expr.TRUE) ? tag : new Expr.Ite(hit, tag, var(lw))));
  }

  private void call(Cmd.Call call, List<Cmd> out) {
    String p = call.procedure();
    SourceLoc loc = Attribute.sourceLocOf(call.attrs()).orElse(null);
    switch (p) {
      case LiftedProgram.UNRESOLVED -> tables.unresolvedLocks = true;
      case LiftedProgram.ACQUIRE, LiftedProgram.ACQUIRE_READ, LiftedProgram.RELEASE,
          LiftedProgram.TRY_ACQUIRE -> {
        if (call.args().size() != 1) {
          tables.unresolvedLocks = true;
          return;
        }
        lockOperation(call, out);
        StepKind kind =
            switch (p) {
              case LiftedProgram.ACQUIRE -> StepKind.ACQUIRE;
              case LiftedProgram.ACQUIRE_READ -> StepKind.ACQUIRE_READ;
              case LiftedProgram.RELEASE -> StepKind.RELEASE;
              default -> StepKind.TRY_ACQUIRE;
            };
        observe(kind, lockName(call.args().get(0)), loc, -1, call.pos(), out);
        yieldHere(
            kind == StepKind.RELEASE ? YieldReduction.AFTER_RELEASE : YieldReduction.AFTER_ACQUIRE,
            loc,
            call.pos(),
            out);
      }
      default -> {
        out.add(call);
        Attribute.find(call.attrs(), JoinedInstances.RUNS)
            .ifPresent(
                a ->
                    observe(
                        StepKind.JOIN,
                        a.args().get(0) instanceof AttrValue.Str(String v) ? v : "",
                        loc,
                        -1,
                        call.pos(),
                        out));
        if (captureStartArg) {
          captureStartArg(call, out);
        }
        boolean registering = registers(call);
        if (registering) {
          // with a captured start argument, the other thread is the instance this create started
          // when it captured it: it starts from the capture on
          out.add(
              Cmd.Assign.of(
                  Names.registered(thread), captureStartArg ? var(Names.CAPTURED) : Expr.TRUE));
          observe(StepKind.REGISTRATION, p, loc, -1, call.pos(), out);
        }
        List<AccessSite> ext =
            Flattener.extSitesOf(lifted, call).stream()
                .filter(s -> checkedRegions.contains(s.region()))
                .toList();
        if (!ext.isEmpty()) {
          for (AccessSite s : ext) {
            lastWriter(s.region(), Expr.TRUE, s, out);
            observe(
                StepKind.EXTERNAL_WRITE,
                lifted.regions().get(s.region()).name() + " (" + p + ")",
                loc,
                -1,
                call.pos(),
                out);
          }
          yieldHere(YieldReduction.AFTER_EXTERNAL, loc, call.pos(), out);
        } else if (registering) {
          // the other thread may run from here on: a switch point before the next access
          yieldHere(YieldReduction.AFTER_REGISTRATION, loc, call.pos(), out);
        }
      }
    }
  }

  private String lockName(Expr arg) {
    if (arg instanceof Expr.Var v && lifted.locks().containsKey(v.name())) {
      return lifted.locks().get(v.name()).name();
    }
    return "?";
  }

  private void lockOperation(Cmd.Call call, List<Cmd> out) {
    Expr arg = call.args().get(0);
    String p = call.procedure();
    int other = 3 - thread;
    List<Lhs> lhs = new ArrayList<>();
    List<Expr> rhs = new ArrayList<>();
    List<Expr> freeIfThis = new ArrayList<>();
    String ok = Names.ok(thread);
    if (p.equals(LiftedProgram.TRY_ACQUIRE)) {
      out.add(new Cmd.Havoc(List.of(ok), List.of(), call.pos()));
    }
    for (LockConst l : locks) {
      Expr isThis =
          arg instanceof Expr.Var v && lifted.locks().containsKey(v.name())
              ? new Expr.BoolLit(v.name().equals(l.constant()))
              : eq(arg, var(l.constant()));
      if (isThis.equals(Expr.FALSE)) {
        continue;
      }
      String own = Names.owner(l.constant());
      Expr free = eq(var(own), Expr.num(0));
      Expr exclusiveFree = readMode ? and(free, not(var(Names.reader(l.constant(), other)))) : free;
      switch (p) {
        case LiftedProgram.ACQUIRE -> {
          out.add(new Cmd.Assume(implies(isThis, exclusiveFree), List.of(), call.pos()));
          set(lhs, rhs, own, isThis, Expr.num(thread));
        }
        case LiftedProgram.ACQUIRE_READ -> {
          out.add(new Cmd.Assume(implies(isThis, free), List.of(), call.pos()));
          if (readMode) {
            set(lhs, rhs, Names.reader(l.constant(), thread), isThis, Expr.TRUE);
          }
        }
        case LiftedProgram.RELEASE -> {
          set(lhs, rhs, own, and(isThis, eq(var(own), Expr.num(thread))), Expr.num(0));
          if (readMode) {
            set(lhs, rhs, Names.reader(l.constant(), thread), isThis, Expr.FALSE);
          }
        }
        default -> {
          freeIfThis.add(implies(isThis, exclusiveFree));
          set(lhs, rhs, own, and(var(ok), isThis), Expr.num(thread));
        }
      }
    }
    if (p.equals(LiftedProgram.TRY_ACQUIRE)) {
      out.add(Cmd.Assign.of(ok, and(var(ok), Expr.conj(freeIfThis))));
    }
    if (!lhs.isEmpty()) {
      out.add(new Cmd.Assign(lhs, rhs, call.attrs(), call.pos()));
    }
    if (p.equals(LiftedProgram.TRY_ACQUIRE) && !call.outs().isEmpty()) {
      out.add(Cmd.Assign.of(call.outs().get(0), var(ok)));
    }
  }

  private static Expr implies(Expr a, Expr b) {
    return a.equals(Expr.TRUE) ? b : Expr.implies(a, b);
  }

  private static void set(List<Lhs> lhs, List<Expr> rhs, String v, Expr cond, Expr value) {
    lhs.add(new Lhs.VarLhs(v));
    rhs.add(cond.equals(Expr.TRUE) ? value : new Expr.Ite(cond, value, var(v)));
  }

  /** A yield after an operation of kind {@code after} ({@link YieldReduction#AFTER}). */
  private void yieldHere(String after, SourceLoc loc, Pos pos, List<Cmd> out) {
    if (beforeRegistration) {
      return; // it could not switch
    }
    tables.yields++;
    out.add(yieldMarker(after));
    observe(StepKind.YIELD, "", loc, -1, pos, out);
  }

  private Cmd yieldMarker(String after) {
    return new Cmd.Call(
        List.of(),
        Names.YIELD,
        List.of(),
        List.of(
            Attrs.thread(thread),
            Attribute.str(YieldReduction.AFTER, after)),
        Pos.NONE);
  }

  private void observe(
      StepKind kind, String detail, SourceLoc loc, int checkId, Pos pos, List<Cmd> out) {
    int id = tables.steps.size();
    tables.steps.add(new StepSite(id, thread, kind, detail, loc, checkId));
    List<Attribute> attrs = new ArrayList<>();
    attrs.add(Attribute.flag(dev.pairlock.ivl.verify.Observation.ATTRIBUTE));
    attrs.add(Attribute.of(Names.STEP, new AttrValue.Ex(Expr.num(id))));
    if (loc != null) {
      attrs.add(Attribute.sourceLoc(loc));
    }
    out.add(new Cmd.Assume(Expr.TRUE, attrs, pos));
  }
}

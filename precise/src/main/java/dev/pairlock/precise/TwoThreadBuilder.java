package dev.pairlock.precise;

import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.PointerParameters;
import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.LockConst;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Builds the sequentialized two-thread program of one entry-point pair: {@code $global_init}, the
 * driver's {@code module_init} up to its registration call (unless it is one of the threads), then
 * thread 1 and thread 2 ({@link ThreadInstrumenter}), flattened ({@link Flattener}) and
 * sequentialized with K rounds ({@link WorkingCopies}, {@link Rounds}): the slots of rounds 1..K-1
 * start from guessed values, and at the end each round's final state must equal the next round's
 * guess. In a pair of two POSIX threads that main starts, main is the prefix and binds their
 * parameters ({@link StartBinding}). The race assertions come last: {@code assert $pl.PC != c}
 * per check c (up to excluded writers).
 */
final class TwoThreadBuilder {
  private final LiftedProgram lifted;
  private final PreciseOptions options;
  private final PointerParameters pointerParams;
  private final boolean reduceYields;
  private final boolean slice;

  TwoThreadBuilder(LiftedProgram lifted, PreciseOptions options) {
    this(lifted, options, true, true);
  }

  /**
   * {@code reduceYields}: drop the lock yields {@link YieldReduction} proves redundant; {@code
   * slice}: drop the assignments nothing checked depends on ({@link ConeOfInfluence}).
   */
  TwoThreadBuilder(
      LiftedProgram lifted, PreciseOptions options, boolean reduceYields, boolean slice) {
    this.lifted = lifted;
    this.options = options;
    this.pointerParams = new PointerParameters(lifted);
    this.reduceYields = reduceYields;
    this.slice = slice;
  }

  /**
   * A built pair program, without its final assertions ({@link #program}).
   *
   * @param thread1 entry point of thread 1
   * @param thread2 entry point of thread 2
   * @param tables the step and check tables (observations and race checks)
   * @param notes bounds hit (loops unrolled, calls cut) and other notes, sorted
   * @param assumed library results the runs checked take to be their success ({@link
   *     Flattener#assumed}): a race only on a run where such a call fails is not searched for
   * @param tainted the pair reaches constructs not modelled soundly
   * @param loopsCut some loop of the threads' code (or of a prefix unrolled as far) has runs
   *     that take more back edges than the unrolling bound: they were cut
   */
  record Built(
      EntryPoint thread1,
      EntryPoint thread2,
      Program base,
      String main,
      List<Block> blocks,
      List<Body.LocalVar> locals,
      List<Cmd> endCmds,
      ThreadInstrumenter.Tables tables,
      Set<String> notes,
      Set<String> assumed,
      boolean tainted,
      boolean loopsCut) {

    /**
     * The program with one assertion per race check: {@code assert !(PC == id && !closed(id) &&
     * !reported(id, PW))}, over two uninterpreted functions ({@link Names#REPORTED}, {@link
     * Names#CLOSED_CHECK}) that the checker assumes true where a race was already reported or a
     * check closed ({@link RaceExclusions#drain}), so one VC serves every query of the pair.
     */
    Program program() {
      List<Cmd> end = new ArrayList<>(endCmds);
      for (ThreadInstrumenter.CheckSite c : tables.checks) {
        Expr id = Expr.num(c.id());
        Expr bad =
            Expr.conj(
                List.of(
                    eq(var(Names.PICKED_CHECK), id),
                    Expr.not(new Expr.FunApp(Names.CLOSED_CHECK, List.of(id))),
                    Expr.not(
                        new Expr.FunApp(Names.REPORTED, List.of(id, var(Names.PICKED_WRITER))))));
        List<Attribute> attrs = new ArrayList<>();
        attrs.add(Attribute.of(Names.CHECK, new AttrValue.Ex(id)));
        if (c.site().location() != null) {
          attrs.add(Attribute.sourceLoc(c.site().location()));
        }
        end.add(new Cmd.Assert(Expr.not(bad), attrs, Pos.NONE));
      }
      List<Block> all = new ArrayList<>(blocks);
      all.add(new Block("$end", end, new Transfer.Return(Pos.NONE)));
      List<Decl> decls = new ArrayList<>(base.decls());
      decls.add(
          new Decl.Function(
              Names.REPORTED,
              List.of(new Param("check", Type.INT), new Param("writer", Type.INT)),
              Type.BOOL,
              null,
              List.of(),
              Pos.NONE));
      decls.add(
          new Decl.Function(
              Names.CLOSED_CHECK,
              List.of(new Param("check", Type.INT)),
              Type.BOOL,
              null,
              List.of(),
              Pos.NONE));
      List<String> globals = base.globals().stream().map(Decl.GlobalVar::name).toList();
      decls.add(
          new Decl.Procedure(
              main,
              List.of(),
              List.of(),
              List.of(new Spec.Modifies(globals, Pos.NONE)),
              new Body(locals, all),
              List.of(),
              Pos.NONE));
      return new Program(decls);
    }
  }

  /**
   * Builds the program of threads {@code e1}, {@code e2} with race checks on {@code
   * checkedRegions}; accesses to {@code sharedRegions} are observed (shown in interleavings).
   */
  Built build(
      EntryPoint e1, EntryPoint e2, Set<String> checkedRegions, Set<String> sharedRegions) {
    return new Build(e1, e2, checkedRegions, sharedRegions).run();
  }

  /** The state of one build, step by step ({@link #run}). */
  private final class Build {
    final int k = options.csb();
    final Program program = lifted.program();
    final Flattener fl = new Flattener(lifted, options.unroll(), options.recursionBound());
    final Map<String, Type> localTypes = new LinkedHashMap<>();
    final EntryPoint e1;
    final EntryPoint e2;
    final EntryPoint[] eps;
    final Set<String> checkedRegions;
    final Set<String> sharedRegions;
    final Set<String> notes = new TreeSet<>();

    // flatten()
    Optional<Flattener.Flat> gi;
    SequentialPrefix.Flats prefixFlats;
    Optional<EntryPoint> init;
    Optional<Flattener.Flat> pre;
    final List<Flattener.Flat> flats = new ArrayList<>();
    // bindStarts()
    boolean creator;
    Optional<StartBinding> binding;
    // runJoinedInstances()
    JoinedInstances joined;
    JoinedInstances prefixJoined;
    boolean captureForJoins;
    // prefixBlocks(), instrumentThreads(): the cells a fresh object reads zero at
    final Map<String, Set<BigInteger>> zeroed = Allocations.accessedCells(program);
    // prefixBlocks()
    String afterGi;
    List<Block> giBlocks;
    List<Block> preBlocks;
    // instrumentThreads()
    final List<LockConst> locks = new ArrayList<>(lifted.locks().values());
    boolean readMode;
    final ThreadInstrumenter.Tables tables = new ThreadInstrumenter.Tables();
    final List<List<Block>> threads = new ArrayList<>();
    final boolean[] guarded = new boolean[3];
    List<Param> t2params;
    boolean capture;
    final String[] threadEntries = new String[3];
    // ghostState(), roundedVariables()
    final Map<String, Type> stateTypes = new LinkedHashMap<>();
    final Map<String, Type> ghostState = new LinkedHashMap<>();
    final Set<String> rounded = new TreeSet<>();
    // reduceAndCopy()
    WorkingCopies wc = null;
    final List<Set<String>> live = new ArrayList<>();
    final List<Set<String>> dirty = new ArrayList<>();
    // sequentialize()
    final Set<String> havocTemps = new TreeSet<>();
    Rounds rounds;
    List<Block> blocks = new ArrayList<>();
    List<Cmd> end;

    Build(EntryPoint e1, EntryPoint e2, Set<String> checkedRegions, Set<String> sharedRegions) {
      this.e1 = e1;
      this.e2 = e2;
      this.eps = new EntryPoint[] {null, e1, e2};
      this.checkedRegions = checkedRegions;
      this.sharedRegions = sharedRegions;
    }

    Built run() {
      flatten();
      bindStarts();
      runJoinedInstances();
      prefixBlocks();
      instrumentThreads();
      ghostState();
      roundedVariables();
      reduceAndCopy();
      sequentialize();
      end = endCmds();
      List<Body.LocalVar> localDecls = localDecls();
      List<Decl> decls = new ArrayList<>();
      for (Decl d : program.decls()) {
        if (!(d instanceof Decl.Procedure p) || p.body() == null) {
          decls.add(d);
        }
      }
      notes.addAll(fl.notes());
      notes.addAll(prefixFlats.notes());
      Set<String> loopsUnrolled = new TreeSet<>(fl.loopsUnrolled());
      if (prefixFlats.unroll() == options.unroll()) {
        loopsUnrolled.addAll(prefixFlats.loopsUnrolled());
      } else if (!prefixFlats.loopsUnrolled().isEmpty()) {
        notes.add(
            "loops before the threads start unrolled to "
                + prefixFlats.unroll()
                + " back edges per activation in "
                + String.join(", ", prefixFlats.loopsUnrolled()));
      }
      if (!loopsUnrolled.isEmpty()) {
        notes.add(
            "loops unrolled to "
                + options.unroll()
                + " back edges per activation in "
                + String.join(", ", loopsUnrolled));
      }
      // the prefix (main or init, run before the threads) counts too: what it computes with code
      // not modelled soundly (an extern's result) feeds the threads' runs
      boolean tainted =
          tables.unresolvedLocks
              || !lifted.taintsReachable(e1.procedure()).isEmpty()
              || !lifted.taintsReachable(e2.procedure()).isEmpty()
              || init.map(e -> !lifted.taintsReachable(e.procedure()).isEmpty()).orElse(false);
      String main = "$precise$" + e1.procedure() + "$" + e2.procedure();
      simplify();
      return new Built(
          e1,
          e2,
          new Program(decls),
          main,
          blocks,
          localDecls,
          end,
          tables,
          notes,
          new TreeSet<>(fl.assumed()),
          tainted,
          !loopsUnrolled.isEmpty());
    }

    /** $global_init, the prefix entry point (init or main) and the two threads, flattened. */
    private void flatten() {
      Optional<String> giProc =
          program.procedures().stream()
              .filter(p -> p.body() != null && Attrs.isGlobalInit(p.attrs()))
              .findFirst()
              .map(Decl.Procedure::name);
      gi = giProc.map(p -> fl.flatten(p, "$gi."));
      init =
          lifted.entryPoints().stream()
              .filter(EntryPoint::isProgramInit)
              .filter(e -> lifted.reachesRegistration(e.procedure()))
              .filter(e -> !e.equals(e1) && !e.equals(e2))
              .findFirst();
      pre = init.map(e -> fl.flatten(e.procedure(), "$p."));
      // the prefix runs alone: its loops may run longer (SequentialPrefix)
      prefixFlats =
          SequentialPrefix.choose(
              lifted,
              options,
              giProc,
              init.map(EntryPoint::procedure),
              gi,
              pre,
              fl.takeLoopsUnrolled());
      gi = prefixFlats.gi();
      pre = prefixFlats.pre();
      gi.ifPresent(f -> f.locals().forEach(l -> localTypes.put(l.name(), l.type())));
      pre.ifPresent(f -> f.locals().forEach(l -> localTypes.put(l.name(), l.type())));
      for (int t = 1; t <= 2; t++) {
        Flattener.Flat f = fl.flatten(eps[t].procedure(), "$t" + t + ".");
        f.locals().forEach(l -> localTypes.put(l.name(), l.type()));
        flats.add(f);
      }
    }

    /**
     * Two threads of a POSIX-threads program: main is the prefix and starts them (their
     * parameters are what main passed), or main starts thread 1 and thread 1 starts thread 2
     * (thread 1 is then guarded: thread 2 runs from its create on). A thread that neither starts
     * is created by a third thread, whose code before that create is not modelled: no run.
     */
    private void bindStarts() {
      boolean mainPrefix = pre.isPresent() && init.get().kind().equals(EntryPoint.MAIN);
      creator =
          mainPrefix
              && !e1.isInitLike()
              && !anyCall(pre.get().blocks(), c -> Attrs.starts(c, e2.procedure()))
              && anyCall(flats.get(0).blocks(), c -> Attrs.starts(c, e2.procedure()));
      binding =
          mainPrefix
              ? Optional.of(
                  StartBinding.of(
                      pre.get().blocks(),
                      e1.procedure(),
                      firstParam(e1),
                      e2.procedure(),
                      firstParam(e2),
                      !creator))
              : Optional.empty();
    }

    /**
     * main as thread 1: a join certain to be of an instance that is not thread 2's runs that
     * instance to its end there ({@link JoinedInstances}); to tell thread 2's instance from the
     * others of its start function, thread 1 records the create site that started it.
     */
    private void runJoinedInstances() {
      if (binding.isPresent()) {
        // main as the prefix of two threads: a join of a third start function runs its thread
        JoinedInstances inPrefix =
            JoinedInstances.prefix(
                lifted, fl, new TreeSet<>(List.of(e1.procedure(), e2.procedure())));
        Flattener.Flat p = pre.get();
        pre = Optional.of(new Flattener.Flat(inPrefix.apply(p.blocks()), p.locals(), p.ins(), p.outs()));
        localTypes.putAll(inPrefix.locals());
        prefixJoined = inPrefix;
        return;
      }
      if (!e1.kind().equals(EntryPoint.MAIN)) {
        return;
      }
      String partner = e2.procedure();
      Flattener.Flat main = flats.get(0);
      captureForJoins =
          (anyCall(main.blocks(), c -> Attrs.joins(c, partner))
                  || anyCall(main.blocks(), JoinedInstances::joinsByHandle))
              && anyCall(main.blocks(), c -> Attrs.starts(c, partner));
      joined = JoinedInstances.thread1(lifted, fl, partner, captureForJoins, checkedRegions);
      List<Block> blocks = joined.apply(main.blocks());
      flats.set(0, new Flattener.Flat(blocks, main.locals(), main.ins(), main.outs()));
      localTypes.putAll(joined.locals());
    }

    /**
     * The prefix as it runs: $global_init, then init up to its registration (or main up to the
     * creates of both threads).
     */
    private void prefixBlocks() {
      afterGi = pre.isPresent() ? pre.get().entry() : "$threads";
      giBlocks =
          gi.map(f -> Allocations.separate(redirectReturns(f.blocks(), afterGi)))
              .orElse(List.of());
      preBlocks =
          pre.map(
                  f ->
                      Allocations.separate(
                          binding.isPresent()
                              ? binding.get().prefix(f.blocks(), "$threads", "$noreg")
                              : cutWhereThreadsStart(f.blocks()),
                          zeroed))
              .orElse(List.of());
    }

    /** The threads the prefix must have started where it ends ({@link #cutWhereThreadsStart}). */
    final boolean[] startInPrefix = new boolean[3];

    /**
     * The init code up to the first point where it has started each thread it starts at all
     * ({@link LiftedProgram#starts}: an operation from a kernel registration on, a callback
     * only init hands over or arms from that call), then on to the threads; a path that never
     * gets there ends ({@code $noreg}). Before, the threads started at init's first kernel
     * registration, also a callback that init arms only later: its thread ran in a state init
     * had not yet left (a mode init sets before its mod_timer), and the checker confirmed races
     * of runs that do not exist. A thread init never starts (one the other thread starts) does
     * not hold the cut back; without any, the cut is at the first kernel registration as before.
     */
    private List<Block> cutWhereThreadsStart(List<Block> blocks) {
      String root = init.get().procedure();
      for (int t = 1; t <= 2; t++) {
        String p = eps[t].procedure();
        startInPrefix[t] = anyCall(blocks, c -> lifted.starts(root, c, p));
      }
      if (!startInPrefix[1] && !startInPrefix[2]) {
        return cutAtRegistration(blocks);
      }
      Expr all = Expr.TRUE;
      for (int t = 1; t <= 2; t++) {
        if (startInPrefix[t]) {
          all = all.equals(Expr.TRUE) ? var(Names.startedInPrefix(t)) : Expr.and(all, var(Names.startedInPrefix(t)));
        }
      }
      List<Block> out = new ArrayList<>();
      for (Block b : blocks) {
        String label = b.label();
        List<Cmd> cmds = new ArrayList<>();
        int part = 0;
        for (Cmd c : b.cmds()) {
          cmds.add(c);
          if (!(c instanceof Cmd.Call call)) {
            continue;
          }
          boolean any = false;
          for (int t = 1; t <= 2; t++) {
            if (startInPrefix[t] && lifted.starts(root, call, eps[t].procedure())) {
              cmds.add(Cmd.Assign.of(Names.startedInPrefix(t), Expr.TRUE));
              any = true;
            }
          }
          if (!any) {
            continue;
          }
          // both started: the threads run from here; else init goes on
          String cut = label + "$cut" + part;
          String on = label + "$on" + part;
          part++;
          out.add(new Block(label, cmds, new Transfer.Goto(List.of(cut, on), Pos.NONE), b.pos()));
          out.add(
              new Block(
                  cut,
                  List.of(Cmd.Assume.of(all)),
                  new Transfer.Goto(List.of("$threads"), Pos.NONE)));
          label = on;
          cmds = new ArrayList<>();
          cmds.add(Cmd.Assume.of(Expr.not(all)));
        }
        Transfer tr =
            b.transfer() instanceof Transfer.Return r
                ? new Transfer.Goto(List.of("$noreg"), r.pos())
                : b.transfer();
        out.add(new Block(label, cmds, tr, b.pos()));
      }
      return out;
    }

    /**
     * Each thread's body with the locks held around it, without dead branches, guarded when it
     * must register first, instrumented ({@link ThreadInstrumenter}).
     */
    private void instrumentThreads() {
      readMode =
          flats.stream()
              .anyMatch(
                  f ->
                      anyCall(
                          f.blocks(), c -> c.procedure().equals(LiftedProgram.ACQUIRE_READ)));
      // main as thread 1 starts thread 2's instance: thread 2's first parameter is what main
      // passed
      t2params = lifted.procedure(e2.procedure()).map(Decl.Procedure::ins).orElse(List.of());
      capture =
          (e1.kind().equals(EntryPoint.MAIN) || creator)
              && (!t2params.isEmpty() || captureForJoins);
      List<List<Block>> bodies = new ArrayList<>();
      for (int t = 1; t <= 2; t++) {
        bodies.add(holding(flats.get(t - 1).blocks(), lifted.heldLocks(eps[t]), eps[t], t));
      }
      bodies = guardedBodies(bodies);
      instrument(bodies);
    }

    /**
     * The bodies without dead branches; a thread guarded (it must register, or create the other,
     * first) with a note where the other never runs; each body's entry label kept.
     */
    private List<List<Block>> guardedBodies(List<List<Block>> holding) {
      String prefixName = init.map(EntryPoint::procedure).orElse("$global_init");
      List<List<Block>> bodies =
          withoutDeadBranches(holding, giBlocks, preBlocks, prefixName, notes);
      for (int t = 1; t <= 2; t++) {
        guarded[t] =
            eps[t].isInitLike() && lifted.reachesRegistration(eps[t].procedure())
                || t == 1 && creator;
        String partner = eps[3 - t].procedure();
        String self = eps[t].procedure();
        if (guarded[t]
            && !anyCall(bodies.get(t - 1), c -> lifted.starts(self, c, partner))) {
          // the other entry point never runs: no race of the pair can be found
          notes.add(
              eps[t].procedure()
                  + " reaches no registration within the bounds: "
                  + partner
                  + " never runs in this pair");
        }
      }
      // Fresh objects read zero where nothing wrote them (Allocations#accessedCells), the
      // threads' as the prefix's.
      for (int t = 1; t <= 2; t++) {
        threadEntries[t] = bodies.get(t - 1).get(0).label();
        bodies.set(t - 1, Allocations.separate(bodies.get(t - 1), zeroed));
      }
      return bodies;
    }

    /** The threads' bodies instrumented ({@link ThreadInstrumenter}). */
    private void instrument(List<List<Block>> bodies) {
      // Yield-MR also leaves out the accesses each thread's locks protect (ProtectedAccesses)
      ProtectedAccesses protectedAccesses =
          options.yieldPolicy() == YieldPolicy.MR && !checkedRegions.isEmpty()
              ? ProtectedAccesses.of(lifted, bodies.get(0), bodies.get(1), checkedRegions)
              : null;
      for (int t = 1; t <= 2; t++) {
        ThreadInstrumenter ti =
            new ThreadInstrumenter(
                    lifted,
                    t,
                    checkedRegions,
                    sharedRegions,
                    locks,
                    readMode,
                    eps[t].procedure(),
                    guarded[t],
                    tables,
                    protectedAccesses)
                .withOtherInstances(joined != null && joined.inlined());
        // a thread ends where it joins a thread that may be the other one: it waits there until
        // the other has ended, and runs on only after the other can no longer race
        threads.add(
            ti.instrument(
                bodies.get(t - 1),
                eps[3 - t].procedure(),
                t == 1 ? "$t2start" : "$end",
                capture && t == 1));
      }
    }

    /** Ghost state and its types. */
    private void ghostState() {
      program.globals().forEach(g -> stateTypes.put(g.name(), g.type()));
      for (LockConst l : locks) {
        ghostState.put(Names.owner(l.constant()), Type.INT);
        if (readMode) {
          ghostState.put(Names.reader(l.constant(), 1), Type.BOOL);
          ghostState.put(Names.reader(l.constant(), 2), Type.BOOL);
        }
      }
      for (String r : new TreeSet<>(checkedRegions)) {
        ghostState.put(Names.lastWriter(r), Type.INT);
      }
      stateTypes.putAll(ghostState);
      // The bump allocator's next address starts anywhere (not initialized).
      stateTypes.put(Allocations.HEAP, Type.INT);
    }

    /** The state both threads mention and one writes: it gets a copy per round. */
    private void roundedVariables() {
      List<Set<String>> mentioned = new ArrayList<>();
      Set<String> written = new TreeSet<>();
      for (List<Block> bs : threads) {
        Set<String> m = new TreeSet<>();
        uses(bs, m, written);
        mentioned.add(m);
      }
      for (String v : stateTypes.keySet()) {
        if (mentioned.get(0).contains(v) && mentioned.get(1).contains(v) && written.contains(v)) {
          rounded.add(v);
        }
      }
    }

    /** Redundant yields dropped ({@link YieldReduction}); the threads on working copies. */
    private void reduceAndCopy() {
      if (reduceYields && k > 1) {
        for (int t = 1; t <= 2; t++) {
          YieldReduction red = new YieldReduction(lifted, rounded, checkedRegions, t);
          threads.set(t - 1, red.reduce(threads.get(t - 1)));
          tables.yields -= red.removed();
        }
      }
      if (options.encoding() == PreciseOptions.Encoding.WORKING_COPIES) {
        wc = new WorkingCopies(k, rounded, lifted);
      }
      String[] exits = {"$t2start", "$end"};
      for (int t = 1; t <= 2; t++) {
        threads.set(t - 1, redirectReturns(stopAtCuts(threads.get(t - 1)), exits[t - 1]));
        if (wc != null) {
          threads.set(t - 1, wc.instrument(threads.get(t - 1)));
          live.add(wc.liveAtStart());
          dirty.add(wc.dirtyAtEnd());
        }
      }
    }

    /** $entry, the prefix, $threads, thread 1, $t2start, thread 2, in K rounds. */
    private void sequentialize() {
      String sectionOwner =
          locks.stream()
              .filter(l -> l.name().equals(LiftedProgram.SECTION_LOCK))
              .map(l -> Names.owner(l.constant()))
              .findFirst()
              .orElse(null);
      rounds =
          new Rounds(k, wc != null ? Set.of() : rounded, program, havocTemps, sectionOwner);
      String first = gi.isPresent() ? gi.get().entry() : afterGi;
      blocks.addAll(
          rounds.prefix(
              List.of(
                  new Block("$entry", entryCmds(), new Transfer.Goto(List.of(first), Pos.NONE)))));
      blocks.addAll(rounds.prefix(giBlocks));
      if (pre.isPresent()) {
        blocks.addAll(rounds.prefix(preBlocks));
        blocks.add(
            new Block(
                "$noreg",
                List.of(
                    new Cmd.Assume(
                        Expr.FALSE,
                        List.of(Attrs.note("the driver did not register")),
                        Pos.NONE)),
                new Transfer.Return(Pos.NONE)));
      }
      blocks.add(
          new Block(
              "$threads", startCmds(), new Transfer.Goto(List.of(threadEntries[1]), Pos.NONE)));
      blocks.addAll(rounds.thread(threads.get(0), 1, guarded[1]));
      List<Cmd> start2 = new ArrayList<>();
      if (wc != null) {
        start2.addAll(wc.save(dirty.get(0)));
      }
      start2.add(Cmd.Assign.of(Names.T1_LAST_ROUND, var(Names.ROUND)));
      start2.add(Cmd.Assign.of(Names.ROUND, Expr.num(0)));
      start2.addAll(rounds.yieldCmds(guarded[2], 2));
      start2.add(Rounds.endCheck());
      if (wc != null) {
        start2.addAll(wc.load(live.get(1)));
      }
      blocks.add(
          new Block("$t2start", start2, new Transfer.Goto(List.of(threadEntries[2]), Pos.NONE)));
      blocks.addAll(rounds.thread(threads.get(1), 2, guarded[2]));
    }

    /** $entry: the initial state of the ghosts. */
    private List<Cmd> entryCmds() {
      List<Cmd> entry = new ArrayList<>();
      entry.add(Cmd.Assign.of(Names.ROUND, Expr.num(0)));
      entry.add(Cmd.Assign.of(Names.END_SLOT, Expr.num(2L * k)));
      entry.add(Cmd.Assign.of(Names.PICKED_CHECK, Expr.num(-1)));
      entry.add(Cmd.Assign.of(Names.PICKED_WRITER, Expr.num(-1)));
      if (capture) {
        entry.add(Cmd.Assign.of(Names.CAPTURED, Expr.FALSE));
        entry.add(Cmd.Assign.of(Names.CAPTURED_SITE, Expr.num(-1)));
      }
      for (JoinedInstances j : new JoinedInstances[] {joined, prefixJoined}) {
        if (j != null) {
          j.createdFlags().forEach(f -> entry.add(Cmd.Assign.of(f, Expr.FALSE)));
          if (j.numbersHandles()) {
            entry.add(Cmd.Assign.of(JoinedInstances.CREATED, Expr.num(0)));
          }
        }
      }
      binding.ifPresent(b -> entry.addAll(b.init()));
      for (int t = 1; t <= 2; t++) {
        if (startInPrefix[t]) {
          entry.add(Cmd.Assign.of(Names.startedInPrefix(t), Expr.FALSE));
        }
      }
      for (Map.Entry<String, Type> g : ghostState.entrySet()) {
        Expr initial =
            g.getValue().equals(Type.BOOL)
                ? Expr.FALSE
                : Expr.num(g.getKey().startsWith("$pl.LW.") ? -1 : 0);
        entry.add(Cmd.Assign.of(g.getKey(), initial));
      }
      for (int t = 1; t <= 2; t++) {
        if (guarded[t]) {
          entry.add(Cmd.Assign.of(Names.registered(t), Expr.FALSE));
        }
      }
      return entry;
    }

    /** $threads: save the guesses, set up the arguments, start thread 1. */
    private List<Cmd> startCmds() {
      List<Cmd> start = new ArrayList<>();
      binding.ifPresent(b -> start.addAll(b.bindings()));
      for (String v : rounded) {
        if (wc != null) {
          start.add(Cmd.Assign.of(Names.copy(v, 0), var(v)));
        }
        for (int j = 1; j < k; j++) {
          start.add(Cmd.Assign.of(Names.guess(v, j), var(Names.copy(v, j))));
        }
      }
      if (!options.paramAliasing()) {
        for (int t = 1; t <= 2; t++) {
          start.addAll(pointerParams.distinctAssumptions(eps[t].procedure(), "$t" + t + "."));
        }
      }
      start.addAll(
          pointerParams.exclusiveAssumptions(
              eps[1].procedure(), "$t1.", eps[2].procedure(), "$t2."));
      start.addAll(rounds.yieldCmds(guarded[1], 1));
      if (wc != null) {
        start.addAll(wc.load(live.get(0)));
      }
      return start;
    }

    /** $end: consistency of the guesses. */
    private List<Cmd> endCmds() {
      List<Cmd> out = new ArrayList<>();
      if (wc != null) {
        out.addAll(wc.save(dirty.get(1)));
      }
      if (capture) {
        // only runs where main started the instance thread 2 stands for, with that argument
        out.add(
            new Cmd.Assume(
                t2params.isEmpty()
                    ? var(Names.CAPTURED)
                    : Expr.and(
                        var(Names.CAPTURED),
                        eq(var("$t2." + t2params.get(0).name()), var(Names.CAPTURED_ARG))),
                List.of(Attrs.startArgBinding()),
                Pos.NONE));
      }
      for (String v : rounded) {
        for (int j = 0; j + 1 < k; j++) {
          out.add(
              new Cmd.Assume(
                  eq(var(Names.copy(v, j)), var(Names.guess(v, j + 1))),
                  List.of(Attribute.flag(ConeOfInfluence.CONSISTENCY)),
                  Pos.NONE));
        }
      }
      return out;
    }

    /** Locals: flattened code, ghosts, copies. */
    private List<Body.LocalVar> localDecls() {
      Map<String, Type> locals = new LinkedHashMap<>(localTypes);
      locals.put(Names.ROUND, Type.INT);
      locals.put(Names.NEXT_ROUND, Type.INT);
      locals.put(Names.END_SLOT, Type.INT);
      locals.put(Names.T1_LAST_ROUND, Type.INT);
      locals.put(Names.NONDET, Type.BOOL);
      locals.put(Names.PICKED_CHECK, Type.INT);
      locals.put(Names.PICKED_WRITER, Type.INT);
      locals.put(Names.CHECK_FAILS, Type.BOOL);
      locals.put(Names.CHECK_WRITER, Type.INT);
      if (capture) {
        locals.put(Names.CAPTURED, Type.BOOL);
        locals.put(Names.CAPTURED_ARG, Type.INT);
        locals.put(Names.CAPTURED_SITE, Type.INT);
      }
      binding.ifPresent(b -> locals.putAll(b.locals()));
      for (int t = 1; t <= 2; t++) {
        if (startInPrefix[t]) {
          locals.put(Names.startedInPrefix(t), Type.BOOL);
        }
      }
      for (int t = 1; t <= 2; t++) {
        locals.put(Names.address(t), Type.INT);
        locals.put(Names.value(t), Type.INT);
        locals.put(Names.writerAtRead(t), Type.INT);
        locals.put(Names.ok(t), Type.BOOL);
        if (guarded[t]) {
          locals.put(Names.registered(t), Type.BOOL);
        }
      }
      for (String r : new TreeSet<>(checkedRegions)) {
        locals.put(Names.watched(r), Type.INT);
      }
      for (Map.Entry<String, Type> g : ghostState.entrySet()) {
        if (wc != null || !rounded.contains(g.getKey())) {
          locals.put(g.getKey(), g.getValue());
        }
      }
      if (wc != null || !rounded.contains(Allocations.HEAP)) {
        locals.put(Allocations.HEAP, Type.INT);
      }
      for (String v : rounded) {
        for (int j = 0; j < k; j++) {
          locals.put(Names.copy(v, j), stateTypes.get(v));
          if (j > 0) {
            locals.put(Names.guess(v, j), stateTypes.get(v));
          }
        }
      }
      for (String v : havocTemps) {
        locals.put(Names.havocTemp(v), stateTypes.get(v));
      }
      List<Body.LocalVar> localDecls = new ArrayList<>();
      locals.forEach((n, t) -> localDecls.add(new Body.LocalVar(n, t)));
      return localDecls;
    }

    /**
     * The sequentialized program runs alone: what its commands say may all be learnt (dead
     * branches pruned); then, unless disabled, only what the checks depend on is kept.
     */
    private void simplify() {
      blocks = new DeadBranches(lifted, Set.of()).prune(blocks, new DeadBranches.Facts()).blocks();
      if (slice) {
        // the consistency of the guesses ($end) is sliced with the rest, and roots it too
        List<Block> all = new ArrayList<>(blocks);
        all.add(new Block("$end", end, new Transfer.Return(Pos.NONE)));
        all = ConeOfInfluence.slice(lifted, all, Names.OBSERVED);
        blocks = all.subList(0, all.size() - 1);
        end = all.get(all.size() - 1).cmds();
      }
      // an over-approximated value no branch, check or race outcome depends on (a device
      // register's bits or'ed and written to a port) does not make a race inconclusive
      List<Block> all = new ArrayList<>(blocks);
      all.add(new Block("$end", end, new Transfer.Return(Pos.NONE)));
      all = Overapproximations.withoutImmaterial(lifted, all);
      blocks = all.subList(0, all.size() - 1);
      end = all.get(all.size() - 1).cmds();
    }
  }

  /**
   * The two threads' bodies without the branches no run takes ({@link DeadBranches}). A thread
   * starts from what the prefix ({@code giBlocks}, then {@code preBlocks}, on to {@code $threads})
   * leaves in the variables neither thread writes, and learns from its own commands all but the
   * variables the other thread writes. A prefix that never reaches the threads is noted in {@code
   * notes}.
   */
  private List<List<Block>> withoutDeadBranches(
      List<List<Block>> bodies,
      List<Block> giBlocks,
      List<Block> preBlocks,
      String prefixName,
      Set<String> notes) {
    List<Set<String>> writes = new ArrayList<>();
    Set<String> writtenByEither = new TreeSet<>();
    for (List<Block> body : bodies) {
      Set<String> w = new TreeSet<>();
      for (Block b : body) {
        b.cmds().forEach(c -> w.addAll(lifted.writtenBy(c)));
      }
      writes.add(w);
      writtenByEither.addAll(w);
    }
    List<Block> prefix = new ArrayList<>(giBlocks);
    prefix.addAll(preBlocks);
    DeadBranches.Facts start = new DeadBranches.Facts();
    if (!prefix.isEmpty()) {
      DeadBranches.Facts atThreads =
          new DeadBranches(lifted, Set.of()).prune(prefix, start).exits().get("$threads");
      if (atThreads == null) {
        // every path of the prefix is cut or infeasible: the pair has no run at all
        notes.add(
            prefixName
                + " reaches no registration within the bounds: neither entry point runs in this"
                + " pair");
      } else {
        start = atThreads.without(writtenByEither);
      }
    }
    List<List<Block>> out = new ArrayList<>();
    for (int t = 0; t < 2; t++) {
      out.add(new DeadBranches(lifted, writes.get(1 - t)).prune(bodies.get(t), start).blocks());
    }
    return out;
  }

  /** The name of the first parameter of an entry point's procedure, or null. */
  private String firstParam(EntryPoint e) {
    return lifted
        .procedure(e.procedure())
        .map(Decl.Procedure::ins)
        .filter(ins -> !ins.isEmpty())
        .map(ins -> ins.get(0).name())
        .orElse(null);
  }

  /** Whether some call of {@code blocks} satisfies {@code p}. */
  private static boolean anyCall(List<Block> blocks, Predicate<Cmd.Call> p) {
    for (Block b : blocks) {
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Call call && p.test(call)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A thread's blocks with the locks the kernel holds around its entry point ({@link
   * LiftedProgram#heldLocks}) acquired before its first block and released at its returns: as
   * lock operations of the thread, so it waits for them and the other thread's code that takes
   * them waits for it.
   */
  private static List<Block> holding(
      List<Block> blocks, List<LockConst> held, EntryPoint ep, int thread) {
    if (held.isEmpty()) {
      return blocks;
    }
    List<Attribute> attrs = new ArrayList<>();
    if (ep.location() != null) {
      attrs.add(Attribute.sourceLoc(ep.location()));
    }
    List<Cmd> acquire = new ArrayList<>();
    List<Cmd> release = new ArrayList<>();
    for (LockConst l : held) {
      acquire.add(
          new Cmd.Call(
              List.of(), LiftedProgram.ACQUIRE, List.of(var(l.constant())), attrs, Pos.NONE));
      release.add(
          new Cmd.Call(
              List.of(), LiftedProgram.RELEASE, List.of(var(l.constant())), attrs, Pos.NONE));
    }
    String in = "$t" + thread + ".held";
    String out = "$t" + thread + ".unheld";
    List<Block> result = new ArrayList<>();
    result.add(
        new Block(in, acquire, new Transfer.Goto(List.of(blocks.get(0).label()), Pos.NONE)));
    result.addAll(redirectReturns(blocks, out));
    result.add(new Block(out, release, new Transfer.Return(Pos.NONE)));
    return result;
  }

  /**
   * The thread's blocks where an {@code assume false} ends a path (a loop iteration or a call
   * beyond the bounds, a trap) returning there instead: the thread, whose run so far is real, stops
   * at that point and is never scheduled again (it holds its locks for ever). Without this a race
   * of a thread that never returns (a server loop, a call that does not return) could not be
   * confirmed: a run must reach the end of the program, where the guesses of the rounds are
   * checked. A branch that no run takes is an {@code assume e} with {@code e} not the literal
   * {@code false}, and stays.
   */
  private static List<Block> stopAtCuts(List<Block> blocks) {
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      int stop = -1;
      for (int i = 0; i < b.cmds().size() && stop < 0; i++) {
        if (b.cmds().get(i) instanceof Cmd.Assume a && a.expr().equals(Expr.FALSE)) {
          stop = i;
        }
      }
      out.add(
          stop < 0
              ? b
              : new Block(
                  b.label(),
                  b.cmds().subList(0, stop),
                  new Transfer.Return(b.cmds().get(stop).pos()),
                  b.pos()));
    }
    return out;
  }

  private static List<Block> redirectReturns(List<Block> blocks, String target) {
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      out.add(
          b.transfer() instanceof Transfer.Return r
              ? b.withTransfer(new Transfer.Goto(List.of(target), r.pos()))
              : b);
    }
    return out;
  }

  /**
   * The init code up to (and including) its first kernel registration call, then on to the
   * threads: where init starts neither thread ({@code Build#cutWhereThreadsStart}). A callback's
   * hand-over or arming ({@code request_irq}, {@code mod_timer}) is not where the threads start.
   */
  private static List<Block> cutAtRegistration(List<Block> blocks) {
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      int reg = -1;
      for (int i = 0; i < b.cmds().size(); i++) {
        if (b.cmds().get(i) instanceof Cmd.Call c && Attrs.isRegistration(c.attrs())
            && !Attrs.isCallbackRegistration(c.attrs())) {
          reg = i;
          break;
        }
      }
      if (reg >= 0) {
        out.add(
            new Block(
                b.label(),
                b.cmds().subList(0, reg + 1),
                new Transfer.Goto(List.of("$threads"), Pos.NONE),
                b.pos()));
      } else if (b.transfer() instanceof Transfer.Return r) {
        out.add(b.withTransfer(new Transfer.Goto(List.of("$noreg"), r.pos())));
      } else {
        out.add(b);
      }
    }
    return out;
  }

  /** Variables the commands name, and those they (or the bodiless callees) write. */
  private void uses(List<Block> blocks, Set<String> mentioned, Set<String> written) {
    for (Block b : blocks) {
      for (Cmd c : b.cmds()) {
        Set<String> w = lifted.writtenBy(c);
        mentioned.addAll(LiftedProgram.varsOf(c));
        mentioned.addAll(w);
        written.addAll(w);
      }
    }
  }
}

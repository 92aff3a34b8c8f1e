package dev.pairlock.precise;

import static dev.pairlock.ivl.ast.Expr.and;
import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.Layout;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * main (thread 1 of a pair with a thread) at a join certain to be of the thread started at one
 * create site ({@code {:join "f", k, n}}): the instance joined there, if it is not the one thread
 * 2 stands for, is a third thread, and it runs to its end at the join (inlined with the argument
 * its create passed), after which main goes on. That is a real schedule (the instance did nothing
 * until main waited for it, then ran alone up to its end, or interleaved with thread 2 at its lock
 * operations), so main's accesses after the join are explored with the effects of the thread it
 * joined. Before, a join of another instance of thread 2's start function ended main (its later
 * races with the still running instance were never confirmed), and a join of a third start
 * function let main go on as if that thread had never run (an execution that need not exist).
 *
 * <p>A join of the site thread 2 was captured at ({@link Names#CAPTURED_SITE}) still ends main
 * there ({@link ThreadInstrumenter}). The inlined instance is not a thread of the pair: its
 * accesses lose their access marks (no yield, no race check, no observation), and its writes to a
 * checked region tag the last writer {@link Names#OTHER_INSTANCE}, which no race check picks (a
 * race of thread 2 with that instance is not a race of the pair). A join of a site whose create
 * did not run is cut (joining a handle no create wrote), and the join returns 0.
 */
final class JoinedInstances {
  /**
   * On the join call of a joined instance that runs: {@code {:runs_joined "f (create site k)"}}
   * (an observation, {@link ThreadInstrumenter}).
   */
  static final String RUNS = "runs_joined";

  private final LiftedProgram lifted;
  private final Flattener fl;
  private final String partner;
  private final boolean partnerCaptured;
  private final Set<String> leftAlone;
  private final Set<String> checkedRegions;
  private final String names;
  private final Map<String, Type> locals = new LinkedHashMap<>();
  private final Set<String> createdFlags = new TreeSet<>();
  /**
   * Whether joins that are not certain ({@code {:thread_join}} without {@code {:join}}) are told
   * apart by the handle they join ({@link #byHandle}); false: they end main, as before.
   */
  private boolean byHandle;
  /** The start functions main creates, by their number in the handle records. */
  private final Map<String, Integer> templateIds = new LinkedHashMap<>();
  private int counter;
  /**
   * Blocks of the instances inlined so far: together they stay within one flattening's bound
   * ({@link Flattener#MAX_BLOCKS}; each flattening restarts its own count), so a thread that joins
   * many instances is not inlined without bound.
   */
  private int inlinedBlocks;

  /**
   * main as thread 1.
   *
   * @param partner thread 2's start function
   * @param partnerCaptured whether thread 1 records the create site that started thread 2 ({@link
   *     Names#CAPTURED_SITE}); without it a join of {@code partner} is left alone (it ends main)
   */
  static JoinedInstances thread1(
      LiftedProgram lifted,
      Flattener fl,
      String partner,
      boolean partnerCaptured,
      Set<String> checkedRegions) {
    return new JoinedInstances(
        lifted,
        fl,
        partner,
        partnerCaptured,
        partnerCaptured ? Set.of() : Set.of(partner),
        checkedRegions,
        "$t1.j");
  }

  /**
   * main as the sequential prefix of a pair of two threads ({@link StartBinding}): joins of the
   * pair's start functions are left to {@link StartBinding} (they are cut where they may end a
   * thread of the pair); a join of a third start function runs its instance. The prefix has no
   * race checks, so no last writer is tagged.
   */
  static JoinedInstances prefix(LiftedProgram lifted, Flattener fl, Set<String> threads) {
    return new JoinedInstances(lifted, fl, null, false, threads, Set.of(), "$p.j");
  }

  private JoinedInstances(
      LiftedProgram lifted,
      Flattener fl,
      String partner,
      boolean partnerCaptured,
      Set<String> leftAlone,
      Set<String> checkedRegions,
      String names) {
    this.lifted = lifted;
    this.fl = fl;
    this.partner = partner;
    this.partnerCaptured = partnerCaptured;
    this.leftAlone = leftAlone;
    this.checkedRegions = checkedRegions;
    this.names = names;
  }

  /** main's flattened blocks with the creates recorded and the joined instances inlined. */
  List<Block> apply(List<Block> blocks) {
    Set<String> joined = new TreeSet<>();
    boolean uncertain = false;
    for (Block b : blocks) {
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Call call) {
          joinOf(call).ifPresent(j -> joined.add(j.template()));
          uncertain |= joinsByHandle(call);
        }
      }
    }
    byHandle = uncertain && partnerCaptured && handlesKnown(blocks);
    if (joined.isEmpty() && !byHandle) {
      return blocks;
    }
    List<Block> out = new ArrayList<>();
    Deque<Block> work = new ArrayDeque<>();
    for (Block b : blocks) {
      work.add(recordCreates(b, joined));
    }
    while (!work.isEmpty()) {
      Block b = work.poll();
      int at = -1;
      for (int i = 0; i < b.cmds().size() && at < 0; i++) {
        if (b.cmds().get(i) instanceof Cmd.Call call
            && (joinOf(call).isPresent() || byHandle && joinsByHandle(call))) {
          at = i;
        }
      }
      if (at < 0) {
        out.add(b);
        continue;
      }
      Block cont =
          new Block(
              b.label() + "$jc" + (++counter),
              b.cmds().subList(at + 1, b.cmds().size()),
              b.transfer(),
              b.pos());
      Cmd.Call join = (Cmd.Call) b.cmds().get(at);
      out.addAll(
          joinOf(join).isPresent() ? split(b, at, cont.label()) : splitByHandle(b, at, cont.label()));
      work.addFirst(cont);
    }
    return out;
  }

  /**
   * Whether an instance was inlined at some join: each inlined join reads its create's record, and
   * creates are recorded only when some join is inlined.
   */
  boolean inlined() {
    return !createdFlags.isEmpty() || byHandle;
  }

  /**
   * Whether {@code call} is a join of main's that is not certain of its thread: in a loop over an
   * array of handles, of a handle several creates may store ({@code {:thread_join}} without {@code
   * {:join}}).
   */
  static boolean joinsByHandle(Cmd.Call call) {
    return Attrs.isThreadJoin(call.attrs()) && Attrs.joinOf(call.attrs()).isEmpty();
  }

  /**
   * Whether every thread's handle main may join is one main's creates stored, each recorded
   * ({@link #handleOf}): no thread but main creates threads (a handle another thread stored is
   * not numbered, and could equal a number main's records give), and each create of main's
   * stores its handle with one store of a fresh value.
   */
  private boolean handlesKnown(List<Block> blocks) {
    for (EntryPoint ep : lifted.entryPoints()) {
      if (!ep.kind().equals(EntryPoint.MAIN)
          && lifted.reachesCall(ep.procedure(), c -> Attrs.isRegistration(c.attrs()))) {
        return false;
      }
    }
    Set<String> slots = new TreeSet<>();
    for (Block b : blocks) {
      for (int i = 0; i < b.cmds().size(); i++) {
        if (b.cmds().get(i) instanceof Cmd.Call call
            && Attrs.isRegistration(call.attrs())) {
          if (Attrs.createSiteOf(call.attrs()).isEmpty() || handleOf(b, i).isEmpty()) {
            return false;
          }
          slots.add(((Cmd.Assign) b.cmds().get(i - 1)).lhs().get(0).variable());
        }
      }
    }
    // A handle is read back as it was stored: nothing havocs the memory of the handles (free,
    // memset, a library write: a whole region at once) before a join of main's, nor in another
    // thread. A handle made any value by a havoc could name a thread the join does not wait for.
    for (EntryPoint ep : lifted.entryPoints()) {
      if (ep.kind().equals(EntryPoint.MAIN)) {
        continue;
      }
      for (String proc : lifted.reachable(ep.procedure())) {
        var body = lifted.procedure(proc).map(Decl.Procedure::body).orElse(null);
        if (body == null) {
          continue;
        }
        for (Block b : body.blocks()) {
          for (Cmd c : b.cmds()) {
            if (havocs(c, slots)) {
              return false;
            }
          }
        }
      }
    }
    Map<String, Block> byLabel = new LinkedHashMap<>();
    blocks.forEach(b -> byLabel.put(b.label(), b));
    for (Block b : blocks) {
      for (int i = 0; i < b.cmds().size(); i++) {
        if (havocs(b.cmds().get(i), slots) && joinFollows(b, i + 1, byLabel)) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether {@code c} writes the handles' memory otherwise than by one store. */
  private boolean havocs(Cmd c, Set<String> slots) {
    if (c instanceof Cmd.Assign) {
      return false;
    }
    for (String w : lifted.writtenBy(c)) {
      if (slots.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a join by handle may come after command {@code from} of {@code b} (acyclic blocks). */
  private static boolean joinFollows(Block b, int from, Map<String, Block> byLabel) {
    Deque<Block> work = new ArrayDeque<>();
    Set<String> seen = new TreeSet<>();
    for (int i = from; i < b.cmds().size(); i++) {
      if (b.cmds().get(i) instanceof Cmd.Call call && joinsByHandle(call)) {
        return true;
      }
    }
    if (b.transfer() instanceof Transfer.Goto g) {
      g.targets().forEach(t -> {
        if (byLabel.containsKey(t) && seen.add(t)) {
          work.add(byLabel.get(t));
        }
      });
    }
    while (!work.isEmpty()) {
      Block x = work.poll();
      for (Cmd c : x.cmds()) {
        if (c instanceof Cmd.Call call && joinsByHandle(call)) {
          return true;
        }
      }
      if (x.transfer() instanceof Transfer.Goto g) {
        for (String t : g.targets()) {
          if (byLabel.containsKey(t) && seen.add(t)) {
            work.add(byLabel.get(t));
          }
        }
      }
    }
    return false;
  }

  /**
   * The variable holding the handle the create at {@code i} of {@code b} stored: the store right
   * before it ({@code M[&t] := v}, the frontend's handle store).
   */
  private static Optional<String> handleOf(Block b, int i) {
    if (i == 0
        || !(b.cmds().get(i - 1) instanceof Cmd.Assign a)
        || a.lhs().size() != 1
        || !(a.lhs().get(0) instanceof Lhs.MapLhs)
        || !(a.rhs().get(0) instanceof Expr.Var v)) {
      return Optional.empty();
    }
    return Optional.of(v.name());
  }

  /** The number of threads main created so far (their handles are 1, 2, ...). */
  static final String CREATED = "$pl.jn";

  /** By handle: the number of the start function of the thread, or -1 once it was joined. */
  private static final String TEMPLATE_OF = "$pl.jt";

  /** By handle: the argument its create passed. */
  private static final String ARGUMENT_OF = "$pl.jarg";

  /** The handle of the instance thread 2 stands for (main's create that captured it). */
  private static final String PARTNER_HANDLE = "$pl.jcap";

  /** Whether thread 2 was captured before the create being recorded. */
  private static final String CAPTURED_BEFORE = "$pl.jcapb";

  /** Whether joins are told apart by handle: {@link #CREATED} starts at 0. */
  boolean numbersHandles() {
    return byHandle;
  }

  /** The locals the inlined instances and the create records need. */
  Map<String, Type> locals() {
    return locals;
  }

  /** The records of the creates ({@link #created}), false at the start. */
  Set<String> createdFlags() {
    return createdFlags;
  }

  private Optional<Attrs.Join> joinOf(Cmd.Call call) {
    return Attrs.joinOf(call.attrs())
        .filter(j -> !leftAlone.contains(j.template()))
        .filter(j -> lifted.procedure(j.template()).map(p -> p.body() != null).orElse(false));
  }

  /** After each create of a joined start function: its site ran, with this argument. */
  private Block recordCreates(Block b, Set<String> joined) {
    List<Cmd> cmds = new ArrayList<>();
    for (int i = 0; i < b.cmds().size(); i++) {
      Cmd c = b.cmds().get(i);
      if (byHandle && c instanceof Cmd.Call call && Attrs.isRegistration(call.attrs())) {
        cmds.add(Cmd.Assign.of(CAPTURED_BEFORE, var(Names.CAPTURED)));
        cmds.add(c);
        Lhs.MapLhs slot = (Lhs.MapLhs) ((Cmd.Assign) b.cmds().get(i - 1)).lhs().get(0);
        numberHandle(call, handleOf(b, i).orElseThrow(), slot.index(), cmds);
      } else {
        cmds.add(c);
      }
      if (!(c instanceof Cmd.Call call)) {
        continue;
      }
      Optional<Attrs.CreateSite> site =
          Attrs.createSiteOf(call.attrs()).filter(s -> joined.contains(s.template()));
      if (site.isEmpty()) {
        continue;
      }
      String created = created(site.get().template(), site.get().site());
      locals.put(created, Type.BOOL);
      createdFlags.add(created);
      cmds.add(Cmd.Assign.of(created, Expr.TRUE));
      Optional<Attrs.StartArg> arg = Attrs.startArgOf(call.attrs());
      if (arg.isPresent() && arg.get().argument() < call.args().size()) {
        String a = argument(site.get().template(), site.get().site());
        locals.put(a, Type.INT);
        cmds.add(Cmd.Assign.of(a, call.args().get(arg.get().argument())));
      }
    }
    return b.withCmds(cmds);
  }

  /**
   * After main's create {@code call} (thread 2's capture, if this create made it, is instrumented
   * in place of the call, so it comes first): the handle it stored is the next number, and the
   * records say which start function and argument that thread has, and whether it is thread 2's.
   * The numbers are distinct, as the handles of live threads are; main compares handles only by
   * joining them (a program that computes with a pthread_t's value is not told apart).
   */
  private void numberHandle(Cmd.Call call, String handle, Expr slot, List<Cmd> out) {
    Attrs.CreateSite site = Attrs.createSiteOf(call.attrs()).orElseThrow();
    int id = templateIds.computeIfAbsent(site.template(), t -> templateIds.size());
    locals.put(CREATED, Type.INT);
    locals.put(TEMPLATE_OF, Type.map(Type.INT, Type.INT));
    locals.put(ARGUMENT_OF, Type.map(Type.INT, Type.INT));
    locals.put(PARTNER_HANDLE, Type.INT);
    locals.put(CAPTURED_BEFORE, Type.BOOL);
    // a handle stored below the first object's address (through a NULL object: a failed malloc)
    // faults in every real run; the memory model would let two such creates share one slot, and a
    // join read the other thread's handle from it
    out.add(
        new Cmd.Assume(
            Expr.bin(Expr.BinOp.GE, slot, Expr.num(Layout.FIRST_ADDRESS)),
            List.of(Attrs.note("a thread's handle is stored in an object")),
            call.pos()));
    Expr next = Expr.bin(Expr.BinOp.ADD, var(CREATED), Expr.num(1));
    out.add(Cmd.Assume.of(eq(var(handle), next)));
    out.add(Cmd.Assign.of(CREATED, next));
    out.add(
        new Cmd.Assign(
            List.of(new Lhs.MapLhs(TEMPLATE_OF, var(CREATED))), List.of(Expr.num(id)), List.of(),
            call.pos()));
    Optional<Attrs.StartArg> arg = Attrs.startArgOf(call.attrs());
    if (arg.isPresent() && arg.get().argument() < call.args().size()) {
      out.add(
          new Cmd.Assign(
              List.of(new Lhs.MapLhs(ARGUMENT_OF, var(CREATED))),
              List.of(call.args().get(arg.get().argument())),
              List.of(),
              call.pos()));
    }
    out.add(
        Cmd.Assign.of(
            PARTNER_HANDLE,
            new Expr.Ite(
                and(var(Names.CAPTURED), Expr.not(var(CAPTURED_BEFORE))),
                var(CREATED),
                var(PARTNER_HANDLE))));
  }

  /**
   * Block {@code b} up to its join at {@code at}, a join not certain of its thread: the handle
   * joined is thread 2's (main ends there: the join stays, and {@link ThreadInstrumenter} ends
   * the thread at it), or it is the handle of another thread main created and has not joined,
   * which runs to its end there (as at a certain join, {@link #split}), or no run goes on (a
   * handle no create of main's stored, or one joined already).
   */
  private List<Block> splitByHandle(Block b, int at, String cont) {
    Cmd.Call join = (Cmd.Call) b.cmds().get(at);
    int n = counter;
    List<Block> out = new ArrayList<>();
    if (join.args().isEmpty()) {
      // no handle to tell: the join stays (it ends main)
      out.add(
          new Block(
              b.label(), b.cmds().subList(0, at + 1), new Transfer.Goto(List.of(cont), join.pos()),
              b.pos()));
      return out;
    }
    Expr h = join.args().get(0);
    Expr isPartner = and(var(Names.CAPTURED), eq(h, var(PARTNER_HANDLE)));
    String ends = b.label() + "$je" + n;
    List<String> targets = new ArrayList<>(List.of(ends));
    List<Block> runs = new ArrayList<>();
    for (Map.Entry<String, Integer> t : templateIds.entrySet()) {
      String template = t.getKey();
      if (lifted.procedure(template).map(p -> p.body() == null).orElse(true)) {
        continue;
      }
      String label = b.label() + "$jh" + n + "." + t.getValue();
      targets.add(label);
      if (inlinedBlocks >= Flattener.MAX_BLOCKS) {
        fl.sizeBoundCut("join of " + template + " beyond the inlining size bound");
        runs.add(
            new Block(
                label,
                List.of(
                    Flattener.cut(
                        "join of " + template + " beyond the inlining size bound", join.pos())),
                new Transfer.Goto(List.of(cont), join.pos()),
                b.pos()));
        continue;
      }
      Flattener.Flat inst = fl.flatten(template, names + n + "." + t.getValue() + ".");
      inlinedBlocks += inst.blocks().size();
      inst.locals().forEach(l -> locals.put(l.name(), l.type()));
      List<Cmd> run = new ArrayList<>();
      run.add(Cmd.Assume.of(Expr.not(isPartner)));
      // a thread main created, of this start function, not joined yet
      run.add(
          new Cmd.Assume(
              and(
                  and(
                      Expr.bin(Expr.BinOp.LE, Expr.num(1), h),
                      Expr.bin(Expr.BinOp.LE, h, var(CREATED))),
                  eq(Expr.select(var(TEMPLATE_OF), h), Expr.num(t.getValue()))),
              List.of(Attrs.note("joins a thread main created")),
              join.pos()));
      List<Attribute> marks = new ArrayList<>();
      Attribute.find(join.attrs(), Attribute.SOURCELOC).ifPresent(marks::add);
      marks.add(Attribute.str(RUNS, template + ", which runs to its end here"));
      run.add(new Cmd.Call(join.outs(), join.procedure(), join.args(), marks, join.pos()));
      for (String o : join.outs()) {
        run.add(Cmd.Assign.of(o, Expr.num(0)));
      }
      if (!inst.ins().isEmpty()) {
        run.add(Cmd.Assign.of(inst.ins().get(0), Expr.select(var(ARGUMENT_OF), h)));
      }
      // after it: joined (a second join of the handle is undefined; no run is explored)
      run.add(
          new Cmd.Assign(
              List.of(new Lhs.MapLhs(TEMPLATE_OF, h)), List.of(Expr.num(-1)), List.of(),
              join.pos()));
      runs.add(new Block(label, run, new Transfer.Goto(List.of(inst.entry()), join.pos()), b.pos()));
      inlined(inst, cont, runs);
    }
    out.add(
        new Block(b.label(), b.cmds().subList(0, at), new Transfer.Goto(targets, join.pos()), b.pos()));
    out.add(
        new Block(
            ends,
            List.of(Cmd.Assume.of(isPartner), join),
            new Transfer.Goto(List.of(cont), join.pos()),
            b.pos()));
    out.addAll(runs);
    return out;
  }

  /**
   * Block {@code b} up to its join at {@code at}, then either main ends at the join (the joined
   * instance is thread 2's: the join stays, and {@link ThreadInstrumenter} ends the thread there)
   * or the joined instance runs to its end and main goes on at {@code cont}.
   */
  private List<Block> split(Block b, int at, String cont) {
    Cmd.Call join = (Cmd.Call) b.cmds().get(at);
    Attrs.Join j = joinOf(join).orElseThrow();
    int n = counter;
    String ends = b.label() + "$je" + n;
    String runs = b.label() + "$jr" + n;
    List<Block> out = new ArrayList<>();
    Expr isPartner =
        partnerCaptured && j.template().equals(partner)
            ? Expr.and(var(Names.CAPTURED), eq(var(Names.CAPTURED_SITE), Expr.num(j.site())))
            : Expr.FALSE;
    List<String> targets = isPartner.equals(Expr.FALSE) ? List.of(runs) : List.of(ends, runs);
    out.add(
        new Block(b.label(), b.cmds().subList(0, at), new Transfer.Goto(targets, join.pos()), b.pos()));
    if (!isPartner.equals(Expr.FALSE)) {
      out.add(
          new Block(
              ends,
              List.of(Cmd.Assume.of(isPartner), join),
              new Transfer.Goto(List.of(cont), join.pos()),
              b.pos()));
    }
    if (inlinedBlocks >= Flattener.MAX_BLOCKS) {
      // the instances inlined so far fill the inlining size bound: runs through this join are cut
      fl.sizeBoundCut("join of " + j.template() + " beyond the inlining size bound");
      out.add(
          new Block(
              runs,
              List.of(
                  Cmd.Assume.of(Expr.not(isPartner)),
                  new Cmd.Assume(
                      Expr.FALSE,
                      List.of(
                          Attribute.str(
                              Flattener.CUT,
                              "join of " + j.template() + " beyond the inlining size bound")),
                      join.pos())),
              new Transfer.Goto(List.of(cont), join.pos()),
              b.pos()));
      return out;
    }
    Flattener.Flat inst = fl.flatten(j.template(), names + n + ".");
    inlinedBlocks += inst.blocks().size();
    inst.locals().forEach(l -> locals.put(l.name(), l.type()));
    List<Cmd> run = new ArrayList<>();
    run.add(Cmd.Assume.of(Expr.not(isPartner)));
    // the join itself, no longer a join: an observation of the instance that runs here
    List<Attribute> marks = new ArrayList<>();
    Attribute.find(join.attrs(), Attribute.SOURCELOC).ifPresent(marks::add);
    marks.add(
        Attribute.str(
            RUNS, j.template() + " (create site " + j.site() + "), which runs to its end here"));
    run.add(new Cmd.Call(join.outs(), join.procedure(), join.args(), marks, join.pos()));
    String created = created(j.template(), j.site());
    createdFlags.add(created);
    locals.put(created, Type.BOOL);
    // a handle no create of the site wrote: no real run joins it
    run.add(
        new Cmd.Assume(
            var(created), List.of(Attrs.note("joins a thread not created")), join.pos()));
    for (String o : join.outs()) {
      run.add(Cmd.Assign.of(o, Expr.num(0)));
    }
    String a = argument(j.template(), j.site());
    if (!inst.ins().isEmpty()) {
      if (!locals.containsKey(a)) {
        // the create did not say which argument the thread receives: no run is explored
        run.add(Cmd.Assume.of(Expr.FALSE));
      } else {
        run.add(Cmd.Assign.of(inst.ins().get(0), var(a)));
      }
    }
    out.add(new Block(runs, run, new Transfer.Goto(List.of(inst.entry()), join.pos()), b.pos()));
    inlined(inst, cont, out);
    return out;
  }

  /**
   * The blocks of an inlined instance into {@code out}, its commands {@link #unmarked} and each
   * return a jump to {@code cont}.
   */
  private void inlined(Flattener.Flat inst, String cont, List<Block> out) {
    for (Block ib : inst.blocks()) {
      List<Cmd> cmds = new ArrayList<>();
      ib.cmds().forEach(c -> unmarked(c, cmds));
      out.add(
          new Block(
              ib.label(),
              cmds,
              ib.transfer() instanceof Transfer.Return r
                  ? new Transfer.Goto(List.of(cont), r.pos())
                  : ib.transfer(),
              ib.pos()));
    }
  }

  /**
   * A command of an inlined instance without the marks of an access or external write; a write
   * to a checked region (by the access or by a bodiless callee) tags the last writer as another
   * instance.
   */
  private void unmarked(Cmd c, List<Cmd> out) {
    Optional<AccessSite> site = Flattener.siteOf(lifted, c);
    List<AccessSite> ext = Flattener.extSitesOf(lifted, c);
    // an assignment also loses its source location (as in SequentialPrefix); a call keeps it
    boolean assign = c instanceof Cmd.Assign;
    List<Attribute> attrs =
        c.attrs().stream()
            .filter(
                x ->
                    !x.name().equals(Flattener.EXT_SITES)
                        && !(assign && Flattener.ACCESS_MARKS.contains(x.name())))
            .toList();
    Cmd bare =
        switch (c) {
          case Cmd.Assign a -> new Cmd.Assign(a.lhs(), a.rhs(), attrs, a.pos());
          case Cmd.Call call ->
              new Cmd.Call(call.outs(), call.procedure(), call.args(), attrs, call.pos());
          default -> c;
        };
    if (site.isPresent()
        && site.get().isWrite()
        && checkedRegions.contains(site.get().region())
        && bare instanceof Cmd.Assign a
        && a.lhs().size() == 1
        && a.lhs().get(0) instanceof Lhs.MapLhs m) {
      String r = site.get().region();
      String addr = Names.address(1);
      out.add(Cmd.Assign.of(addr, m.index()));
      out.add(
          new Cmd.Assign(
              List.of(new Lhs.MapLhs(m.variable(), var(addr))), a.rhs(), attrs, a.pos()));
      String lw = Names.lastWriter(r);
      out.add(
          Cmd.Assign.of(
              lw,
              new Expr.Ite(
                  eq(var(addr), var(Names.watched(r))),
                  Expr.num(Names.OTHER_INSTANCE),
                  var(lw))));
      return;
    }
    if (bare instanceof Cmd.Call call && Attrs.joinOf(call.attrs()).isPresent()) {
      // a certain join inside the joined instance: its thread is not modelled, main's path ends
      out.add(Flattener.cut("a join inside a joined thread", call.pos()));
      return;
    }
    out.add(bare);
    for (AccessSite s : ext) {
      if (checkedRegions.contains(s.region())) {
        out.add(Cmd.Assign.of(Names.lastWriter(s.region()), Expr.num(Names.OTHER_INSTANCE)));
      }
    }
  }

  /** Whether create site {@code site} of {@code template} ran. */
  private static String created(String template, int site) {
    return "$pl.jc." + template + "." + site;
  }

  /** The argument create site {@code site} of {@code template} passed. */
  private static String argument(String template, int site) {
    return "$pl.ja." + template + "." + site;
  }

}

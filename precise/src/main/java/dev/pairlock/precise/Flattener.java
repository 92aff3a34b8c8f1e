package dev.pairlock.precise;

import dev.pairlock.instrument.Inliner;
import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.Layout;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Bounded inlining and loop unrolling of one procedure into an acyclic list of blocks (an
 * under-approximation: paths beyond the bounds are cut with {@code assume false}).
 *
 * <p>Loops: each procedure's CFG is copied {@code unroll + 1} times; a DFS back edge of copy i goes
 * to copy i + 1, and from the last copy to a block {@code assume false}. So a procedure activation
 * takes at most {@code unroll} back edges, over all its loops together.
 *
 * <p>Calls to procedures with bodies are inlined; a procedure may occur at most {@code
 * recursionBound + 1} times on the inlined stack, and inlining stops at {@link #MAX_BLOCKS}; a
 * call beyond either bound is cut. Calls to bodiless procedures stay; a thread create ({@code
 * {:create_site}}) returns 0, since the thread it starts runs.
 *
 * <p>Access commands get the attribute {@code {:site id}} (the {@link AccessSite#id()}) and calls
 * writing regions through a bodiless callee {@code {:extsites id, ...}}, so that later passes and
 * counterexamples can name them.
 */
final class Flattener {
  static final String SITE = "site";

  /** The access site a flattened command carries ({@code {:site k}}), if any. */
  static java.util.Optional<dev.pairlock.ivl.lifted.AccessSite> siteOf(
      dev.pairlock.instrument.LiftedProgram lifted, dev.pairlock.ivl.ast.Cmd c) {
    return dev.pairlock.ivl.ast.Attribute.find(c.attrs(), SITE)
        .flatMap(
            a ->
                a.args().size() == 1
                        && a.args().get(0)
                            instanceof dev.pairlock.ivl.ast.AttrValue.Ex(
                                dev.pairlock.ivl.ast.Expr.IntLit(java.math.BigInteger i))
                    ? java.util.Optional.of(lifted.accesses().get(i.intValue()))
                    : java.util.Optional.empty());
  }
  static final String EXT_SITES = "extsites";

  /** The access sites a flattened call writes through a bodiless callee ({@code {:extsites ...}}). */
  static List<AccessSite> extSitesOf(LiftedProgram lifted, Cmd c) {
    List<AccessSite> out = new ArrayList<>();
    Attribute.find(c.attrs(), EXT_SITES)
        .ifPresent(
            a -> {
              for (AttrValue v : a.args()) {
                if (v instanceof AttrValue.Ex(Expr.IntLit(java.math.BigInteger i))) {
                  out.add(lifted.accesses().get(i.intValue()));
                }
              }
            });
    return out;
  }

  static final String CUT = "cut";

  /** {@code assume {:cut why} false}: the end of the path at {@code pos}, for the reason given. */
  static Cmd cut(String why, Pos pos) {
    return new Cmd.Assume(Expr.FALSE, List.of(Attribute.str(CUT, why)), pos);
  }

  /**
   * The marks of an access on a flattened command: its source location, {@code {:access}}, {@code
   * {:unpublished}} and {@code {:site}} (commands that lose them no longer name an access).
   */
  static final Set<String> ACCESS_MARKS =
      Set.of(Attribute.SOURCELOC, Attrs.ACCESS, Attrs.UNPUBLISHED, SITE);

  /**
   * Inlining stops (cutting further calls) once one flattened procedure has this many blocks
   * (counted before loop copies of callees are added).
   */
  static final int MAX_BLOCKS = 20_000;

  /**
   * A flattened procedure: blocks whose {@code return}s end the procedure, the first block the
   * entry.
   *
   * @param ins the renamed input parameters
   * @param outs the renamed output parameters
   */
  record Flat(List<Block> blocks, List<Body.LocalVar> locals, List<String> ins, List<String> outs) {
    Flat {
      blocks = List.copyOf(blocks);
      locals = List.copyOf(locals);
      ins = List.copyOf(ins);
      outs = List.copyOf(outs);
    }

    String entry() {
      return blocks.get(0).label();
    }
  }

  private final LiftedProgram lifted;
  private final int unroll;
  private final int recursionBound;
  private final Map<String, List<Block>> unrolled = new HashMap<>();
  private final Set<String> loopsUnrolled = new TreeSet<>();
  /** Procedures with a loop, as unrolled (cached) or not. */
  private final Set<String> withLoops = new HashSet<>();
  private boolean sizeBoundHit;
  private final Set<String> notes = new TreeSet<>();
  private final Set<String> assumed = new TreeSet<>();
  private final List<Body.LocalVar> locals = new ArrayList<>();
  private int counter;
  private int blockCount;

  Flattener(LiftedProgram lifted, int unroll, int recursionBound) {
    this.lifted = lifted;
    this.unroll = unroll;
    this.recursionBound = recursionBound;
  }

  /** Procedures whose loops were unrolled (their further iterations cut). */
  Set<String> loopsUnrolled() {
    return loopsUnrolled;
  }

  /**
   * The procedures whose loops were unrolled in the flattenings since the last call (all of them
   * before the first), forgotten here: a later flattening that inlines one again names it again.
   */
  Set<String> takeLoopsUnrolled() {
    Set<String> out = new TreeSet<>(loopsUnrolled);
    loopsUnrolled.clear();
    return out;
  }

  /** Whether a call was cut by the inlining size bound ({@link #MAX_BLOCKS}). */
  boolean sizeBoundHit() {
    return sizeBoundHit;
  }

  /** Records a cut by the inlining size bound made outside a flattening ({@link JoinedInstances}). */
  void sizeBoundCut(String why) {
    notes.add(why);
    sizeBoundHit = true;
  }

  /** Calls cut by the recursion or size bound, in words, sorted. */
  Set<String> notes() {
    return notes;
  }

  /**
   * The library results narrowed to the values every call may have ({@link #overapproximation}),
   * in words ("pthread_mutex_init returned 0"), sorted: the runs checked assume them, so a race
   * only on a run where such a call fails is not searched for.
   */
  Set<String> assumed() {
    return assumed;
  }

  /** Flattens {@code procedure}, naming its locals and labels with {@code prefix}. */
  Flat flatten(String procedure, String prefix) {
    Decl.Procedure p = lifted.procedure(procedure).orElseThrow();
    locals.clear();
    blockCount = 0;
    Deque<String> stack = new ArrayDeque<>();
    stack.push(procedure);
    List<Block> blocks = inline(p, prefix, stack);
    List<String> ins = p.ins().stream().map(x -> prefix + x.name()).toList();
    blocks = inTypeRanges(blocks, p, ins);
    List<String> outs = p.outs().stream().map(x -> prefix + x.name()).toList();
    return new Flat(blocks, new ArrayList<>(locals), ins, outs);
  }

  /**
   * {@code blocks} after an assumption that each integer in-parameter of {@code p} is in its type's
   * range ({@code {:param_widths}}): an entry point's parameters are free in the checked program,
   * and a run with {@code argc} above 2^31-1 or an ioctl {@code cmd} above 2^32-1 confirmed a race
   * no C execution has. Every run of the program has them in range (a caller passes lifted values,
   * each in its type's range), so only runs that are none of the program's are dropped.
   */
  private static List<Block> inTypeRanges(List<Block> blocks, Decl.Procedure p, List<String> ins) {
    List<Integer> widths = Attrs.paramWidthsOf(p.attrs());
    Expr all = null;
    for (int k = 0; k < widths.size() && k < ins.size(); k++) {
      Expr r = Attrs.typeRangeOf(Expr.var(ins.get(k)), widths.get(k));
      if (r != null) {
        all = all == null ? r : Expr.and(all, r);
      }
    }
    if (all == null || blocks.isEmpty()) {
      return blocks;
    }
    Block first = blocks.get(0);
    List<Cmd> cmds = new ArrayList<>();
    cmds.add(new Cmd.Assume(all, List.of(Attrs.typeRange()), Pos.NONE));
    cmds.addAll(first.cmds());
    List<Block> out = new ArrayList<>(blocks);
    out.set(0, new Block(first.label(), cmds, first.transfer(), first.pos()));
    return out;
  }

  /**
   * {@code c}, or the end of the path where it is a wait that may block until another thread acts
   * ({@code {:blocking_wait}}: {@code sem_wait}, {@code pthread_barrier_wait}). The checker does
   * not model what ends such a wait (a semaphore's count, a barrier's other threads), so no run
   * goes past it: a thread stops there for good ({@code TwoThreadBuilder.stopAtCuts}: blocked,
   * its run so far real), and the code before the threads, or a joined instance, is cut there. An
   * under-approximation: before, every wait returned at once, and a race behind a semaphore used
   * as a lock was confirmed. The same for a call that ends its thread ({@code {:no_return
   * "thread"}}: {@code pthread_exit}, which the lifted program lets return); a call that ends the
   * whole program is {@link #programEnd}.
   */
  private static Cmd blockingWait(Cmd c) {
    if (c instanceof Cmd.Assume a) {
      Optional<String> wait = Attrs.blockingWaitOf(a.attrs());
      if (wait.isPresent()) {
        return cut("a wait that may block (" + wait.get() + ")", a.pos());
      }
      Optional<String> threadEnd = Attrs.endsThreadOf(a.attrs());
      if (threadEnd.isPresent()) {
        return cut("the thread ends (" + threadEnd.get() + ")", a.pos());
      }
    }
    return c;
  }

  /**
   * After a call that ends the whole program ({@code {:no_return "program"}}: {@code exit},
   * {@code abort}, a failed {@code assert}; the marker itself stays, {@link Rounds} records there
   * where the program ended), the end of the path: the thread stops (as at a cut), and {@link
   * Rounds} lets no thread run after that point of the round robin; before the threads (the
   * prefix, where no thread stops) the run ends. Before, the call returned and the thread ran on
   * (SV-COMP's assume_abort_if_not: a race confirmed between writes that no execution reaches).
   */
  private static Optional<Cmd> programEnd(Cmd c) {
    if (!(c instanceof Cmd.Assume a)) {
      return Optional.empty();
    }
    return Attrs.endsProgramOf(a.attrs()).map(f -> cut("the program ends (" + f + ")", a.pos()));
  }

  /**
   * For an access ({@code {:access}}) of region memory, {@code assume a >= FIRST_ADDRESS} on its
   * address {@code a}: an access below it is one through a null pointer (or a field of one),
   * which faults and ends the program, so no run goes on past it, neither this thread nor the
   * other (the assumption is not the literal {@code false} that stops only this thread). Before,
   * two threads given a failed allocation's NULL each wrote "their" object at address 0, and the
   * checker confirmed a race between objects no two threads share.
   */
  private static Optional<Cmd> validAddress(Cmd c) {
    if (!(c instanceof Cmd.Assign a) || !Attribute.has(a.attrs(), Attrs.ACCESS)) {
      return Optional.empty();
    }
    Expr address = null;
    if (a.lhs().size() == 1 && a.lhs().get(0) instanceof Lhs.MapLhs m) {
      address = m.index();
    } else if (a.rhs().size() == 1 && a.rhs().get(0) instanceof Expr.Select s) {
      address = s.index();
    }
    return address == null
        ? Optional.empty()
        : Optional.of(
            Cmd.Assume.of(
                new Expr.Binary(
                    Expr.BinOp.GE, address, Expr.num(Layout.FIRST_ADDRESS))));
  }

  /**
   * After the mark of a library call whose pointer arguments must point to objects ({@code assume
   * {:valid_pointer "sem_init", p} true}: a lock, a semaphore, an attribute object), {@code assume
   * p >= FIRST_ADDRESS} for each: with NULL (or a field of NULL) there the call is undefined
   * behaviour, a crash in practice, so no run goes on past it, as after an access through such a
   * pointer ({@link #validAddress}). Before, the model's call succeeded on NULL, and a race on the
   * path where a failed {@code malloc}'s object was given to {@code sem_init} was confirmed. This
   * drops runs, never adds one: the precise checker only confirms.
   */
  private static List<Cmd> validPointers(Cmd c, Map<String, String> rename) {
    if (!(c instanceof Cmd.Assume a)) {
      return List.of();
    }
    // the attribute's expressions are the lifted procedure's: renamed as its commands are
    return Attrs.validPointersOf(a.attrs()).stream()
        .<Cmd>map(p -> new Cmd.Assume(
            new Expr.Binary(Expr.BinOp.GE, Exprs.rename(p, rename),
                Expr.num(Layout.FIRST_ADDRESS)),
            List.of(), a.pos()))
        .toList();
  }

  /**
   * After a value the lifted program over-approximates ({@code havoc {:overapprox "what"} x}: a
   * bitwise or of two variables, a shift by a variable, floating point), an observation {@code
   * assume {:observe} {:overapprox "what"} true}: a race whose counterexample passes there may
   * rest on a value no execution computes, and {@link TraceMapper} marks it inconclusive. Before,
   * such a race was confirmed ({@code i | (1 << step)} any value: a thread read a handle its
   * creator had not written yet). The observation names the havocked variables ({@link
   * Names#OVERAPPROX_OF}): where none of them can matter to the run ({@link
   * ConeOfInfluence#material}), {@link TwoThreadBuilder} drops it.
   *
   * <p>A library function's result with values every call may have ({@code {:possible_results
   * 0}}, {@code pthread_mutex_init}'s success) is instead narrowed to them, {@code assume x == 0}:
   * every run left is real at that call, so nothing to observe. This drops runs (its error
   * paths), never adds one; the precise checker only confirms races and proves nothing, so a
   * race it no longer finds there stays potential. The narrowing is recorded ({@link #assumed}):
   * a pair whose search finds nothing says that its runs assumed it.
   */
  private Optional<Cmd> overapproximation(Cmd c) {
    if (!(c instanceof Cmd.Havoc h)) {
      return Optional.empty();
    }
    List<Long> possible = Attrs.possibleResultsOf(h.attrs());
    if (!possible.isEmpty() && h.vars().size() == 1 && Attrs.overapproxOf(h.attrs()).isPresent()) {
      Expr v = Expr.var(h.vars().get(0));
      Expr any = possible.stream()
          .<Expr>map(k -> Expr.eq(v, Expr.num(k)))
          .reduce(Expr::or)
          .orElseThrow();
      String what = Attrs.overapproxOf(h.attrs()).get();
      String fn = what.startsWith("the result of ") ? what.substring("the result of ".length())
          : what;
      assumed.add(fn + " returned " + possible.stream().map(String::valueOf)
          .collect(java.util.stream.Collectors.joining(" or ")));
      return Optional.of(new Cmd.Assume(any, List.of(), h.pos()));
    }
    return Attrs.overapproxOf(h.attrs())
        .map(
            what ->
                new Cmd.Assume(
                    Expr.TRUE,
                    List.of(
                        Attribute.flag(dev.pairlock.ivl.verify.Observation.ATTRIBUTE),
                        Attrs.overapprox(what),
                        new Attribute(
                            Names.OVERAPPROX_OF,
                            h.vars().stream().<AttrValue>map(AttrValue.Str::new).toList())),
                    h.pos()));
  }

  private List<Block> inline(Decl.Procedure proc, String prefix, Deque<String> stack) {
    Map<String, String> rename = new HashMap<>();
    for (Param x : proc.ins()) {
      rename.put(x.name(), prefix + x.name());
      locals.add(new Body.LocalVar(prefix + x.name(), x.type()));
    }
    for (Param x : proc.outs()) {
      rename.put(x.name(), prefix + x.name());
      locals.add(new Body.LocalVar(prefix + x.name(), x.type()));
    }
    for (Body.LocalVar x : proc.body().locals()) {
      rename.put(x.name(), prefix + x.name());
      locals.add(new Body.LocalVar(prefix + x.name(), x.type(), x.attrs(), x.pos()));
    }
    List<Block> out = new ArrayList<>();
    for (Block b : unrolled(proc)) {
      if (Thread.currentThread().isInterrupted()) {
        throw new java.util.concurrent.CancellationException("flattening interrupted");
      }
      blockCount++;
      String label = prefix + b.label();
      List<Cmd> cmds = new ArrayList<>();
      for (Cmd c0 : b.cmds()) {
        Cmd c = renameCmd(c0, rename);
        if (!(c instanceof Cmd.Call call)) {
          validAddress(c).ifPresent(cmds::add);
          cmds.add(blockingWait(c));
          cmds.addAll(validPointers(c0, rename));
          programEnd(c).ifPresent(cmds::add);
          overapproximation(c).ifPresent(cmds::add);
          continue;
        }
        Decl.Procedure callee = lifted.procedure(call.procedure()).orElse(null);
        if (callee == null || callee.body() == null) {
          cmds.add(c);
          if (dev.pairlock.ivl.lifted.Attrs.createSiteOf(call.attrs()).isPresent()
              && !call.outs().isEmpty()) {
            // a create starts its thread in every run explored: it succeeded (returns 0)
            cmds.add(Cmd.Assign.of(call.outs().get(0), Expr.num(0)));
          }
          continue;
        }
        long depth = stack.stream().filter(callee.name()::equals).count();
        if (depth > recursionBound || blockCount > MAX_BLOCKS) {
          String why =
              depth > recursionBound
                  ? "recursive call to "
                      + callee.name()
                      + " beyond the recursion bound "
                      + recursionBound
                  : "call to " + callee.name() + " beyond the inlining size bound";
          notes.add(why);
          sizeBoundHit |= depth <= recursionBound;
          cmds.add(cut(why, call.pos()));
          continue;
        }
        String calleePrefix = prefix + "c" + (++counter) + ".";
        stack.push(callee.name());
        List<Block> inner = inline(callee, calleePrefix, stack);
        stack.pop();
        if (!callee.ins().isEmpty()) {
          List<Lhs> lhs = new ArrayList<>();
          for (Param x : callee.ins()) {
            lhs.add(new Lhs.VarLhs(calleePrefix + x.name()));
          }
          cmds.add(new Cmd.Assign(lhs, call.args(), call.attrs(), call.pos()));
        }
        String cont = label + "$r" + counter;
        out.add(
            new Block(label, cmds, new Transfer.Goto(List.of(inner.get(0).label()), call.pos())));
        for (Block ib : inner) {
          out.add(
              ib.transfer() instanceof Transfer.Return r
                  ? ib.withTransfer(new Transfer.Goto(List.of(cont), r.pos()))
                  : ib);
        }
        label = cont;
        cmds = new ArrayList<>();
        if (!call.outs().isEmpty()) {
          cmds.add(Inliner.results(call, callee, calleePrefix));
        }
      }
      Transfer t =
          switch (b.transfer()) {
            case Transfer.Return r -> r;
            case Transfer.Goto g ->
                new Transfer.Goto(g.targets().stream().map(x -> prefix + x).toList(), g.pos());
          };
      out.add(new Block(label, cmds, t, b.pos()));
    }
    return out;
  }

  /** The procedure's blocks with site attributes, loops unrolled, labels not yet prefixed. */
  private List<Block> unrolled(Decl.Procedure proc) {
    List<Block> known = unrolled.get(proc.name());
    if (known != null) {
      if (withLoops.contains(proc.name())) {
        loopsUnrolled.add(proc.name());
      }
      return known;
    }
    List<Block> annotated = new ArrayList<>();
    for (Block b : proc.body().blocks()) {
      List<Cmd> cmds = new ArrayList<>();
      for (int i = 0; i < b.cmds().size(); i++) {
        Cmd c = b.cmds().get(i);
        var site = lifted.accessAt(proc.name(), b.label(), i);
        List<AccessSite> ext = lifted.externalWritesAt(proc.name(), b.label(), i);
        if (site.isPresent()) {
          c = withAttr(c, Attribute.of(SITE, new AttrValue.Ex(Expr.num(site.get().id()))));
        } else if (!ext.isEmpty()) {
          List<AttrValue> ids = new ArrayList<>();
          ext.forEach(s -> ids.add(new AttrValue.Ex(Expr.num(s.id()))));
          c = withAttr(c, new Attribute(EXT_SITES, ids));
        }
        cmds.add(c);
      }
      annotated.add(b.withCmds(cmds));
    }
    List<Block> result = unrollLoops(proc.name(), annotated);
    unrolled.put(proc.name(), result);
    return result;
  }

  private List<Block> unrollLoops(String procName, List<Block> blocks) {
    Map<String, Block> byLabel = new LinkedHashMap<>();
    blocks.forEach(b -> byLabel.put(b.label(), b));
    Set<List<String>> backEdges = backEdges(blocks.get(0).label(), byLabel);
    if (backEdges.isEmpty()) {
      return blocks;
    }
    loopsUnrolled.add(procName);
    withLoops.add(procName);
    String cut = "$loopcut";
    List<Block> out = new ArrayList<>();
    for (long i = 0; i <= unroll; i++) { // long: unroll may be Integer.MAX_VALUE
      if (Thread.currentThread().isInterrupted()) {
        throw new java.util.concurrent.CancellationException("unrolling interrupted");
      }
      for (Block b : blocks) {
        Transfer t = b.transfer();
        if (t instanceof Transfer.Goto g) {
          List<String> targets = new ArrayList<>();
          for (String s : g.targets()) {
            if (backEdges.contains(List.of(b.label(), s))) {
              targets.add(i < unroll ? copy(s, i + 1) : cut);
            } else {
              targets.add(copy(s, i));
            }
          }
          t = new Transfer.Goto(targets.stream().distinct().toList(), g.pos());
        }
        out.add(new Block(copy(b.label(), i), b.cmds(), t, b.pos()));
      }
    }
    out.add(
        new Block(
            cut,
            List.of(cut("loop iterations beyond the unrolling bound", Pos.NONE)),
            new Transfer.Return(Pos.NONE)));
    return reachable(out);
  }

  private static String copy(String label, long i) {
    return label + "~" + i;
  }

  /** Edges to a block on the DFS stack, as [from, to]. */
  private static Set<List<String>> backEdges(String entry, Map<String, Block> byLabel) {
    Set<List<String>> back = new LinkedHashSet<>();
    Set<String> done = new HashSet<>();
    Set<String> onStack = new HashSet<>();
    Deque<Object[]> stack = new ArrayDeque<>();
    stack.push(new Object[] {entry, 0});
    onStack.add(entry);
    while (!stack.isEmpty()) {
      Object[] top = stack.peek();
      String label = (String) top[0];
      int next = (Integer) top[1];
      List<String> succs =
          byLabel.get(label).transfer() instanceof Transfer.Goto g ? g.targets() : List.of();
      if (next < succs.size()) {
        top[1] = next + 1;
        String s = succs.get(next);
        if (onStack.contains(s)) {
          back.add(List.of(label, s));
        } else if (!done.contains(s) && byLabel.containsKey(s)) {
          onStack.add(s);
          stack.push(new Object[] {s, 0});
        }
      } else {
        stack.pop();
        onStack.remove(label);
        done.add(label);
      }
    }
    return back;
  }

  private static List<Block> reachable(List<Block> blocks) {
    Map<String, Block> byLabel = new LinkedHashMap<>();
    blocks.forEach(b -> byLabel.put(b.label(), b));
    Set<String> seen = new LinkedHashSet<>();
    Deque<String> work = new ArrayDeque<>(List.of(blocks.get(0).label()));
    while (!work.isEmpty()) {
      String l = work.pop();
      if (seen.add(l) && byLabel.get(l).transfer() instanceof Transfer.Goto g) {
        g.targets().forEach(work::push);
      }
    }
    return blocks.stream().filter(b -> seen.contains(b.label())).toList();
  }

  private static Cmd withAttr(Cmd c, Attribute a) {
    List<Attribute> attrs = new ArrayList<>(c.attrs());
    attrs.add(a);
    return switch (c) {
      case Cmd.Assign x -> new Cmd.Assign(x.lhs(), x.rhs(), attrs, x.pos());
      case Cmd.Assume x -> new Cmd.Assume(x.expr(), attrs, x.pos());
      case Cmd.Assert x -> new Cmd.Assert(x.expr(), attrs, x.pos());
      case Cmd.Havoc x -> new Cmd.Havoc(x.vars(), attrs, x.pos());
      case Cmd.Call x -> new Cmd.Call(x.outs(), x.procedure(), x.args(), attrs, x.pos());
    };
  }

  static Cmd renameCmd(Cmd c, Map<String, String> m) {
    return switch (c) {
      case Cmd.Assign a -> {
        List<Lhs> lhs = new ArrayList<>();
        for (Lhs l : a.lhs()) {
          String v = m.getOrDefault(l.variable(), l.variable());
          lhs.add(
              switch (l) {
                case Lhs.VarLhs x -> new Lhs.VarLhs(v);
                case Lhs.MapLhs x -> new Lhs.MapLhs(v, Exprs.rename(x.index(), m));
              });
        }
        yield new Cmd.Assign(lhs, Exprs.renameAll(a.rhs(), m), a.attrs(), a.pos());
      }
      case Cmd.Assume a -> new Cmd.Assume(Exprs.rename(a.expr(), m), a.attrs(), a.pos());
      case Cmd.Assert a -> new Cmd.Assert(Exprs.rename(a.expr(), m), a.attrs(), a.pos());
      case Cmd.Havoc h ->
          new Cmd.Havoc(h.vars().stream().map(v -> m.getOrDefault(v, v)).toList(), h.attrs(), h.pos());
      case Cmd.Call k ->
          new Cmd.Call(
              k.outs().stream().map(v -> m.getOrDefault(v, v)).toList(),
              k.procedure(),
              Exprs.renameAll(k.args(), m),
              k.attrs(),
              k.pos());
    };
  }
}

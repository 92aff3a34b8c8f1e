package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.lifted.Attrs;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The loop bound of the code before the threads start: {@code $global_init}, then main up to its
 * creates of the two threads (or the driver's init up to its registration). That code runs alone
 * (the sequentialization starts thread 1 after it, and has no yield and no race check in it), so
 * its loops may take far more iterations than a thread's: an unrolling is an under-approximation
 * whatever its bound, every path it keeps is an execution, and all it costs is the size of the
 * pair's program. Initialisation loops need it: an allocation function of an environment model
 * that fills the new object, {@code for (i = 0; i < size; i++) p[i] = nondet()} with {@code size}
 * a {@code sizeof}, runs hundreds of times, and at the threads' bound (2) every path through it is
 * cut, so that the threads never start and no race can be confirmed.
 *
 * <p>The prefix is flattened again with {@link #UNROLL} back edges per procedure activation, and
 * that flattening replaces the one at the threads' bound when it reaches a thread start (a call
 * with {@code {:registration}}: a create or a registration) on some path the constants leave
 * ({@link DeadBranches}, from {@code $global_init} on), when inlining did not stop at its size
 * bound (which would cut calls the shorter unrolling keeps), and when either the shorter unrolling
 * reaches no thread start at all (it has no run to lose) or the longer one adds at most {@link
 * #MAX_NEW_BRANCHES} branch points that the constants leave open. A loop whose trip count the
 * constants decide (a constant, or an argument that is one) then becomes straight-line code; one
 * bounded by an unknown would add a branch per iteration to every solver query of the pair, for
 * runs the shorter unrolling mostly has already.
 *
 * <p>The longer flattening is given to the solver as the constants leave it: each right-hand side
 * and map index whose value is known where it runs is that value (the counter, the loop condition
 * and the wrap-around arithmetic of every iteration; {@link DeadBranches#folding}), and its memory
 * writes lose the marks of an access (source location, access site), which only the threads'
 * race checks and interleavings use and which would keep a write nothing reads from being sliced
 * ({@link ConeOfInfluence}). Both change no run: every path and every value stay as they were.
 * The threads' own loops keep the bound of {@link PreciseOptions#unroll}: a loop with a yield in
 * it multiplies with the rounds, and a longer bound there is a different trade-off.
 */
final class SequentialPrefix {
  /** Back edges per procedure activation in the prefix (loops of the threads keep theirs). */
  static final int UNROLL = 1024;

  /** Branch points (both ways open to the constants) the longer unrolling may add. */
  static final int MAX_NEW_BRANCHES = 64;

  /**
   * The prefix's flattened procedures.
   *
   * @param gi {@code $global_init}, if any
   * @param pre main or the driver's init, if either runs before the threads
   * @param unroll their loop bound: the threads' or {@link #UNROLL}
   * @param loopsUnrolled the procedures of the prefix with loops
   * @param notes calls cut while flattening them
   */
  record Flats(
      Optional<Flattener.Flat> gi,
      Optional<Flattener.Flat> pre,
      int unroll,
      Set<String> loopsUnrolled,
      Set<String> notes) {}

  private SequentialPrefix() {}

  /**
   * The prefix flattened at the threads' bound ({@code gi}, {@code pre}, of procedures {@code
   * giProc}, {@code preProc}, whose loops are in {@code loopsUnrolled}), or, when it pays (see the
   * class comment), flattened again with {@link #UNROLL}.
   */
  static Flats choose(
      LiftedProgram lifted,
      PreciseOptions options,
      Optional<String> giProc,
      Optional<String> preProc,
      Optional<Flattener.Flat> gi,
      Optional<Flattener.Flat> pre,
      Set<String> loopsUnrolled) {
    Flats shorter = new Flats(gi, pre, options.unroll(), loopsUnrolled, Set.of());
    if (loopsUnrolled.isEmpty() || options.unroll() >= UNROLL) {
      return shorter;
    }
    Flattener fl = new Flattener(lifted, UNROLL, options.recursionBound());
    Optional<Flattener.Flat> lgi = giProc.map(p -> fl.flatten(p, "$gi."));
    Optional<Flattener.Flat> lpre = preProc.map(p -> fl.flatten(p, "$p."));
    if (fl.sizeBoundHit()) {
      return shorter;
    }
    Shape before = shape(lifted, gi, pre);
    Shape after = shape(lifted, lgi, lpre);
    if (!after.startsThreads()
        || before.startsThreads() && after.branches() > before.branches() + MAX_NEW_BRANCHES) {
      return shorter;
    }
    // the iterations' counters and conditions as the constants they are: the solver need not
    // redo the arithmetic of every iteration (wrap-around by mod) to find them
    return new Flats(
        lgi.map(f -> folded(f, after.folded())),
        lpre.map(f -> folded(f, after.folded())),
        UNROLL,
        fl.takeLoopsUnrolled(),
        fl.notes());
  }

  /**
   * {@code flat} with the commands of {@code folded} (by block label) where it has them, and its
   * memory writes unmarked: the source location and access site of a write serve the threads'
   * race checks and interleavings, and in the prefix they would only keep the write from being
   * sliced when nothing reads what it wrote ({@link ConeOfInfluence}: hundreds of writes of an
   * object nothing reads, each a store the solver carries through every query).
   */
  private static Flattener.Flat folded(Flattener.Flat flat, Map<String, List<Cmd>> folded) {
    List<Block> blocks = new ArrayList<>();
    for (Block b : flat.blocks()) {
      List<Cmd> cmds = folded.get(b.label());
      // a block cut inside is folded only up to the cut
      if (cmds == null || cmds.size() != b.cmds().size()) {
        cmds = b.cmds();
      }
      blocks.add(b.withCmds(cmds.stream().map(SequentialPrefix::unmarked).toList()));
    }
    return new Flattener.Flat(blocks, flat.locals(), flat.ins(), flat.outs());
  }

  /** An assignment to memory without the marks of an access ({@link #folded}). */
  private static Cmd unmarked(Cmd c) {
    if (!(c instanceof Cmd.Assign a)
        || a.lhs().stream().noneMatch(l -> l instanceof Lhs.MapLhs)
        || a.attrs().stream().noneMatch(x -> Flattener.ACCESS_MARKS.contains(x.name()))) {
      return c;
    }
    List<Attribute> attrs =
        a.attrs().stream().filter(x -> !Flattener.ACCESS_MARKS.contains(x.name())).toList();
    return new Cmd.Assign(a.lhs(), a.rhs(), attrs, a.pos());
  }

  /**
   * What the constants leave of a prefix: whether a thread start is reached, and how many
   * branches stay open both ways.
   */
  private record Shape(boolean startsThreads, int branches, Map<String, List<Cmd>> folded) {}

  private static Shape shape(
      LiftedProgram lifted, Optional<Flattener.Flat> gi, Optional<Flattener.Flat> pre) {
    List<Block> blocks = new ArrayList<>();
    String afterGi = pre.map(Flattener.Flat::entry).orElse(null);
    for (Block b : gi.map(Flattener.Flat::blocks).orElse(List.of())) {
      blocks.add(
          afterGi != null && b.transfer() instanceof Transfer.Return
              ? b.withTransfer(new Transfer.Goto(List.of(afterGi), Pos.NONE))
              : b);
    }
    pre.ifPresent(f -> blocks.addAll(f.blocks()));
    if (blocks.isEmpty()) {
      return new Shape(false, 0, Map.of());
    }
    Map<String, Block> original = new HashMap<>();
    blocks.forEach(b -> original.put(b.label(), b));
    DeadBranches db = new DeadBranches(lifted, Set.of()).folding();
    List<Block> pruned = db.prune(blocks, new DeadBranches.Facts()).blocks();
    // a block the pruning kept whole runs on; one it cut ends its paths
    Set<String> live = new HashSet<>();
    boolean starts = false;
    for (Block b : pruned) {
      if (b.equals(original.get(b.label()))) {
        live.add(b.label());
      }
      for (Cmd c : b.cmds()) {
        starts |= c instanceof Cmd.Call call && Attrs.isRegistration(call.attrs());
      }
    }
    int branches = 0;
    for (Block b : pruned) {
      if (live.contains(b.label()) && b.transfer() instanceof Transfer.Goto g) {
        if (g.targets().stream().distinct().filter(live::contains).count() > 1) {
          branches++;
        }
      }
    }
    return new Shape(starts, branches, db.folded());
  }
}

package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.Attrs;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Drops the lock-operation yields of one instrumented thread that Lipton's reduction makes
 * redundant (a yield only matters where the other thread's steps do not commute with ours).
 *
 * <p>Steps of the thread are classified by the shared state they touch (the <em>rounded</em>
 * variables: state both threads use and one writes): a step touching none is local; an access to a
 * region that is shared but not checked (proved race-free for the pair by the lockset analysis:
 * every conflicting access of the other thread holds a lock we hold), or an access to a checked
 * region protected from every conflicting access of the other thread ({@link ProtectedAccesses},
 * marked by the instrumenter), is a <em>both-mover</em>; an
 * acquire (also read and try-acquire) is a <em>right mover</em> (the other thread cannot touch the
 * lock while we hold it); a release is a <em>left mover</em>; anything else touching shared state
 * (checked accesses and their checks, external writes, allocation, other globals, registration) is
 * a non-mover.
 *
 * <ul>
 *   <li>Rule 1: the yield after an acquire is dropped when, on every path from the previous kept
 *       yield (or the thread's start), the thread made only local, both-mover and right-mover
 *       steps: a switch there is equivalent to a switch at that earlier yield (the steps in between
 *       move right past the other thread's context).
 *   <li>Rule 2 (after rule 1): the yield after a release, or after a write that has no race check
 *       ({@link ProtectedAccesses.Treatment#WRITE_ONLY}), is dropped when, on every path to the next
 *       kept yield (or the thread's end), the thread makes only local, both-mover and left-mover
 *       steps: a switch there is equivalent to one at that later point (the steps in between move
 *       left past the other thread's context; what precedes the yield does not matter).
 * </ul>
 *
 * <p>So every context of the reduced thread is a Lipton transaction (right movers, at most one
 * non-mover, left movers) and every interleaving of the original yields is equivalent to one of
 * the reduced yields with no more context switches: the same race checks fail. The yields after
 * checked accesses (between the access and its check) and after external writes are never dropped.
 * The flattened threads are acyclic, so both analyses are one pass over the blocks in order.
 */
final class YieldReduction {
  /** Attribute of a yield marker: what it follows ({@code acquire}, {@code release}, ...). */
  static final String AFTER = "after";

  static final String AFTER_ACQUIRE = "acquire";
  static final String AFTER_RELEASE = "release";
  static final String AFTER_ACCESS = "access";
  static final String AFTER_EXTERNAL = "external";
  /** After the registration call of an init-like thread (the other thread may run from then on). */
  static final String AFTER_REGISTRATION = "registration";
  /** After a write that needs no check ({@link ProtectedAccesses.Treatment#WRITE_ONLY}). */
  static final String AFTER_UNCHECKED_WRITE = "unchecked-write";

  /** Attribute of an access to a checked region that is a both-mover ({@link ProtectedAccesses}). */
  private static final String BOTH_MOVER = "both_mover";

  /** Prefix of the kind of a marker a rule dropped (removed at the end). */
  private static final String DROPPED = "dropped-";

  private enum Mover {
    LOCAL,
    BOTH,
    RIGHT,
    LEFT,
    NON,
    YIELD
  }

  private final LiftedProgram lifted;
  private final Set<String> rounded;
  private final Set<String> checkedRegions;
  private final String registered;
  private int removed;

  /**
   * @param rounded the rounded variables of the two-thread program
   * @param checkedRegions the region variables with race checks (the other shared regions are
   *     proved race-free for the pair)
   * @param thread the thread (1 or 2)
   */
  YieldReduction(
      LiftedProgram lifted, Set<String> rounded, Set<String> checkedRegions, int thread) {
    this.lifted = lifted;
    this.rounded = rounded;
    this.checkedRegions = checkedRegions;
    this.registered = Names.registered(thread);
  }

  /** {@code access} marked as a both-mover although its region has race checks. */
  static Cmd.Assign markBothMover(Cmd.Assign access) {
    List<Attribute> attrs = new ArrayList<>(access.attrs());
    attrs.add(Attribute.flag(BOTH_MOVER));
    return new Cmd.Assign(access.lhs(), access.rhs(), attrs, access.pos());
  }

  /** How many yields the last {@link #reduce} dropped. */
  int removed() {
    return removed;
  }

  /** The thread's blocks (first block the entry, acyclic) without the redundant yields. */
  List<Block> reduce(List<Block> blocks) {
    removed = 0;
    List<Block> afterRule1 = rule1(blocks);
    List<Block> out = new ArrayList<>();
    for (Block b : rule2(afterRule1)) {
      out.add(b.withCmds(b.cmds().stream().filter(c -> !dropped(c)).toList()));
    }
    return out;
  }

  private List<Block> rule1(List<Block> blocks) {
    Map<String, List<String>> preds = predecessors(blocks);
    Map<String, Boolean> cleanOut = new HashMap<>();
    List<Block> out = new ArrayList<>();
    boolean first = true;
    for (Block b : topological(blocks)) {
      boolean clean;
      if (first) {
        clean = true; // the thread starts with a yield
        first = false;
      } else {
        clean = true;
        for (String p : preds.getOrDefault(b.label(), List.of())) {
          clean &= cleanOut.getOrDefault(p, false);
        }
      }
      List<Cmd> cmds = new ArrayList<>();
      List<Mover> kinds = classify(b.cmds());
      for (int i = 0; i < b.cmds().size(); i++) {
        Cmd c = b.cmds().get(i);
        switch (kinds.get(i)) {
          case YIELD -> {
            if (dropped(c)) {
              break;
            }
            if (clean && AFTER_ACQUIRE.equals(after(c))) {
              // (its yield observation stays: an observation without a yield is no step)
              removed++;
              cmds.add(drop(c));
              continue;
            }
            clean = true;
          }
          case LOCAL, BOTH, RIGHT -> {}
          case LEFT, NON -> clean = false;
        }
        cmds.add(c);
      }
      cleanOut.put(b.label(), clean);
      out.add(b.withCmds(cmds));
    }
    return inOriginalOrder(blocks, out);
  }

  private List<Block> rule2(List<Block> blocks) {
    Map<String, Boolean> cleanIn = new HashMap<>();
    List<Block> topo = topological(blocks);
    List<Block> out = new ArrayList<>();
    for (int bi = topo.size() - 1; bi >= 0; bi--) {
      Block b = topo.get(bi);
      boolean clean = true; // the thread's end is a switch point
      if (b.transfer() instanceof Transfer.Goto g) {
        for (String s : g.targets()) {
          clean &= cleanIn.getOrDefault(s, false);
        }
      }
      List<Mover> kinds = classify(b.cmds());
      List<Cmd> rev = new ArrayList<>();
      for (int i = b.cmds().size() - 1; i >= 0; i--) {
        Cmd c = b.cmds().get(i);
        switch (kinds.get(i)) {
          case YIELD -> {
            if (dropped(c)) {
              break;
            }
            if (clean
                && (AFTER_RELEASE.equals(after(c)) || AFTER_UNCHECKED_WRITE.equals(after(c)))) {
              removed++;
              rev.add(drop(c));
              continue;
            }
            clean = true;
          }
          case LOCAL, BOTH, LEFT -> {}
          case RIGHT, NON -> clean = false;
        }
        rev.add(c);
      }
      cleanIn.put(b.label(), clean);
      List<Cmd> cmds = new ArrayList<>();
      for (int i = rev.size() - 1; i >= 0; i--) {
        cmds.add(rev.get(i));
      }
      out.add(b.withCmds(cmds));
    }
    return inOriginalOrder(blocks, out);
  }

  /** The marker {@code c}, dropped (kept until the end so that lock operations keep their kind). */
  private static Cmd drop(Cmd c) {
    Cmd.Call y = (Cmd.Call) c;
    List<Attribute> attrs = new ArrayList<>();
    for (Attribute a : y.attrs()) {
      attrs.add(a.name().equals(AFTER) ? Attribute.str(AFTER, DROPPED + after(c)) : a);
    }
    return new Cmd.Call(y.outs(), y.procedure(), y.args(), attrs, y.pos());
  }

  private static boolean dropped(Cmd c) {
    return c instanceof Cmd.Call y
        && y.procedure().equals(Names.YIELD)
        && after(c).startsWith(DROPPED);
  }

  private static String after(Cmd c) {
    return Attribute.find(c.attrs(), AFTER)
        .flatMap(a -> a.args().isEmpty() ? Optional.empty() : Optional.of(a.args().get(0)))
        .map(v -> v instanceof AttrValue.Str s ? s.value() : "")
        .orElse("");
  }

  /** The mover kind of each command of a block. */
  private List<Mover> classify(List<Cmd> cmds) {
    List<Mover> out = new ArrayList<>();
    for (int i = 0; i < cmds.size(); i++) {
      out.add(kind(cmds, i));
    }
    return out;
  }

  private Mover kind(List<Cmd> cmds, int i) {
    Cmd c = cmds.get(i);
    if (c instanceof Cmd.Call call) {
      if (call.procedure().equals(Names.YIELD)) {
        return Mover.YIELD;
      }
      if (Attrs.isRegistration(call.attrs())) {
        return Mover.NON;
      }
      Set<String> touched = new TreeSet<>(call.outs());
      call.args().forEach(e -> touched.addAll(Exprs.freeVars(e)));
      lifted.procedure(call.procedure()).ifPresent(p -> touched.addAll(p.modifies()));
      return touched.stream().anyMatch(rounded::contains) || touched.contains(registered)
          ? Mover.NON
          : Mover.LOCAL;
    }
    Set<String> touched = LiftedProgram.varsOf(c);
    if (touched.contains(registered)) {
      return Mover.NON;
    }
    Set<String> shared = new TreeSet<>(touched);
    shared.retainAll(rounded);
    if (shared.isEmpty()) {
      return Mover.LOCAL;
    }
    if (shared.stream().allMatch(YieldReduction::isLockGhost)) {
      // A lock operation: the kind of the yield that follows it in the block.
      for (int j = i + 1; j < cmds.size(); j++) {
        if (cmds.get(j) instanceof Cmd.Call y && y.procedure().equals(Names.YIELD)) {
          return switch (after(y).replace(DROPPED, "")) {
            case AFTER_ACQUIRE -> Mover.RIGHT;
            case AFTER_RELEASE -> Mover.LEFT;
            default -> Mover.NON;
          };
        }
      }
      return Mover.NON;
    }
    Optional<AccessSite> site = siteOf(c);
    if (site.isPresent()
        && (!checkedRegions.contains(site.get().region()) || Attribute.has(c.attrs(), BOTH_MOVER))
        && shared.equals(Set.of(site.get().region()))) {
      return Mover.BOTH;
    }
    return Mover.NON;
  }

  private static boolean isLockGhost(String v) {
    return v.startsWith("$pl.own.") || v.startsWith("$pl.rd");
  }

  private Optional<AccessSite> siteOf(Cmd c) {
    return Flattener.siteOf(lifted, c);
  }

  private static Map<String, List<String>> predecessors(List<Block> blocks) {
    Map<String, List<String>> preds = new HashMap<>();
    for (Block b : blocks) {
      if (b.transfer() instanceof Transfer.Goto g) {
        for (String s : g.targets()) {
          preds.computeIfAbsent(s, x -> new ArrayList<>()).add(b.label());
        }
      }
    }
    return preds;
  }

  /**
   * The blocks in a topological order (the flattened thread is acyclic), entry first; jumps to
   * labels outside them (the thread's end) are ignored.
   */
  static List<Block> topological(List<Block> blocks) {
    List<Block> order = DeadBranches.topological(blocks);
    if (order == null) {
      throw new IllegalStateException("the flattened thread is not acyclic with its entry first");
    }
    return order;
  }

  private static List<Block> inOriginalOrder(List<Block> original, List<Block> reduced) {
    Map<String, Block> byLabel = new HashMap<>();
    reduced.forEach(b -> byLabel.put(b.label(), b));
    return original.stream().map(b -> byLabel.get(b.label())).toList();
  }
}

package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.precise.HeldLocks.Held;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Yield-MR at the granularity of accesses: which accesses to a checked region (one the lockset
 * analysis did not prove race-free for the pair) still need a race check and a yield, from the
 * locks each flattened thread certainly holds at each of its accesses.
 *
 * <p>{@link HeldLocks} gives, at every command of each flattened thread, the locks the thread
 * certainly holds exclusively and those it certainly holds in read mode. Two accesses of the two
 * threads are <em>protected</em> from each other when one holds exclusively a lock the other holds
 * in any mode: they can never be adjacent in a run, since neither thread gives the lock up between
 * its access and the access's check.
 *
 * <p>For an access {@code a} of thread t to a checked region r, with the uses of r by the other
 * thread (its accesses, writes through bodiless callees and any other command naming r):
 *
 * <ul>
 *   <li>{@link Treatment#CHECK}: some write of the other thread is not protected from {@code a};
 *       its check can fail. Yield and check as before.
 *   <li>{@link Treatment#NONE}: every conflicting access of the other thread (a write, or any
 *       access if {@code a} is a write) is protected from {@code a}: {@code a} is a both-mover, as
 *       an access to a proved region is, and gets neither yield nor check (nor a last-writer tag:
 *       it never lies between another access and its check).
 *   <li>{@link Treatment#WRITE_ONLY}: a write that only reads of the other thread may interleave
 *       with: its check cannot fail, so it has none, but it stays a non-mover with its last-writer
 *       tag and its yield ({@link YieldReduction} may drop that yield where the thread only moves
 *       left until its next yield).
 * </ul>
 *
 * <p>Every race of the program is still found: a failing check of {@code a} needs a write of the
 * other thread between {@code a} and its check, while the thread holds the locks it held at
 * {@code a}; that write is not protected from {@code a}, so {@code a} keeps its check, and the
 * write keeps its yield and tag (it is not a both-mover).
 */
final class ProtectedAccesses {
  /** What an access to a checked region gets. */
  enum Treatment {
    CHECK,
    WRITE_ONLY,
    NONE
  }

  /** An access of a thread to a region, with the locks held there. */
  private record Use(String region, boolean write, Held held) {}

  private final LiftedProgram lifted;
  private final Set<String> checkedRegions;
  /** Per thread (index 1, 2): the locks held before each command, by {@link HeldLocks#key}. */
  private final List<Map<String, Held>> held = new ArrayList<>();
  /** Per thread (index 1, 2): its uses of checked regions (distinct). */
  private final List<Set<Use>> uses = new ArrayList<>();

  private ProtectedAccesses(LiftedProgram lifted, Set<String> checkedRegions) {
    this.lifted = lifted;
    this.checkedRegions = checkedRegions;
  }

  /**
   * The analysis of two flattened threads (each acyclic, entry first) as {@link
   * ThreadInstrumenter} receives them.
   */
  static ProtectedAccesses of(
      LiftedProgram lifted, List<Block> thread1, List<Block> thread2, Set<String> checkedRegions) {
    ProtectedAccesses p = new ProtectedAccesses(lifted, checkedRegions);
    p.held.add(Map.of());
    p.uses.add(Set.of());
    for (List<Block> t : List.of(thread1, thread2)) {
      Map<String, Held> h = HeldLocks.of(lifted, t);
      p.held.add(h);
      p.uses.add(p.uses(t, h));
    }
    return p;
  }

  /** How the access at command {@code index} of block {@code label} of {@code thread} is treated. */
  Treatment treatment(int thread, String label, int index, AccessSite site) {
    Held mine = held.get(thread).getOrDefault(HeldLocks.key(label, index), Held.NONE);
    boolean check = false;
    boolean mover = true;
    for (Use u : uses.get(3 - thread)) {
      if (!u.region().equals(site.region()) || !(u.write() || site.isWrite())) {
        continue;
      }
      if (!mine.excludes(u.held())) {
        mover = false;
        check |= u.write();
      }
    }
    return check ? Treatment.CHECK : mover ? Treatment.NONE : Treatment.WRITE_ONLY;
  }

  /**
   * The thread's uses of checked regions, with the locks held: its access commands, and every other
   * command that names a checked region or writes one (through a bodiless callee, say).
   */
  private Set<Use> uses(List<Block> blocks, Map<String, Held> heldAt) {
    Set<Use> out = new LinkedHashSet<>();
    for (Block b : blocks) {
      for (int i = 0; i < b.cmds().size(); i++) {
        Cmd c = b.cmds().get(i);
        Held h = heldAt.getOrDefault(HeldLocks.key(b.label(), i), Held.NONE);
        Optional<AccessSite> site = Flattener.siteOf(lifted, c);
        if (site.isPresent()) {
          out.add(new Use(site.get().region(), site.get().isWrite(), h));
          continue;
        }
        Set<String> written = lifted.writtenBy(c);
        Set<String> named = new TreeSet<>(LiftedProgram.varsOf(c));
        named.addAll(written);
        for (String v : named) {
          if (checkedRegions.contains(v)) {
            out.add(new Use(v, written.contains(v), h));
          }
        }
      }
    }
    return out;
  }
}

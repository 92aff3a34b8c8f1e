package dev.pairlock.instrument;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.ivl.lifted.Region;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The sequential program checking one entry-point pair (WHOOP §III, Fig. 6): side copies of both
 * entry points and their callees, instrumented, and a main procedure calling them one after the
 * other and asserting, per shared region, that the two picked accesses cannot race.
 *
 * @param pair the entry points
 * @param program the pair program: the lifted program's globals, constants, functions, axioms and
 *     bodiless procedures, the ghost variables, the side copies and {@code mainProcedure}
 * @param mainProcedure the procedure to verify ({@link GhostNames#pairMain})
 * @param sharedRegions the regions both sides access, one race assertion each, in order
 * @param instrumentedRegions the regions either side's accesses are instrumented for, in order: the
 *     shared ones and those an entry point shares with other partners (a side's instrumentation
 *     does not depend on its partner; see {@link PairProgramBuilder})
 * @param locks the locks either side may take
 * @param sideLocks the locks side 1 and side 2 may take (their lockset ghosts exist)
 * @param sideKeys for side 1 and side 2, what its side copies depend on: equal keys (on the same
 *     side of two pair programs of one lifted program) mean equal side copies, up to their
 *     modifies clauses. The entry point's procedure, and for an init function that picks only
 *     after registering, the calls that enable or join the partner.
 * @param readLocks the locks (constants) with read-mode lockset ghosts ({@code $CLSR}, {@code
 *     $PICK_LSR}): those some entry point may take in read mode
 * @param unsoundness why a proof of this pair would not be sound (unresolved locks, {@code
 *     {:unsound}} commands, shared regions used outside access commands); empty if none
 */
public record PairProgram(
    EntryPointPair pair,
    Program program,
    String mainProcedure,
    List<Region> sharedRegions,
    List<Region> instrumentedRegions,
    List<LockConst> locks,
    List<List<LockConst>> sideLocks,
    List<String> sideKeys,
    Set<String> readLocks,
    List<Diagnostic> unsoundness) {
  public PairProgram {
    sharedRegions = List.copyOf(sharedRegions);
    instrumentedRegions = List.copyOf(instrumentedRegions);
    locks = List.copyOf(locks);
    sideLocks = sideLocks.stream().map(List::copyOf).toList();
    sideKeys = List.copyOf(sideKeys);
    readLocks = Set.copyOf(readLocks);
    unsoundness = List.copyOf(unsoundness);
  }

  /** The ghost variables a counterexample must report to name the racing accesses. */
  public Set<String> observedVariables() {
    Set<String> out = new LinkedHashSet<>();
    for (Region r : sharedRegions) {
      for (int side = 1; side <= 2; side++) {
        out.add(GhostNames.picked(r.variable(), side));
        out.add(GhostNames.pickWrite(r.variable(), side));
        out.add(GhostNames.pickLoc(r.variable(), side));
        for (LockConst l : locksOf(side)) {
          out.add(GhostNames.pickLockset(r.variable(), side, l.constant()));
          if (tracksReadMode(l)) {
            out.add(GhostNames.pickReadLockset(r.variable(), side, l.constant()));
          }
        }
      }
    }
    return out;
  }

  /** Whether some lock has read-mode lockset ghosts. */
  public boolean readModeTracked() {
    return !readLocks.isEmpty();
  }

  /** Whether lock {@code l} has read-mode lockset ghosts. */
  public boolean tracksReadMode(LockConst l) {
    return readLocks.contains(l.constant());
  }

  /** The locks side 1 or 2 may take. */
  public List<LockConst> locksOf(int side) {
    return sideLocks.get(side - 1);
  }

  /** The entry point of side 1 or 2. */
  public EntryPoint side(int side) {
    return side == 1 ? pair.first() : pair.second();
  }

  /** Names of the shared regions' variables. */
  public List<String> sharedRegionVariables() {
    List<String> out = new ArrayList<>();
    sharedRegions.forEach(r -> out.add(r.variable()));
    return out;
  }
}

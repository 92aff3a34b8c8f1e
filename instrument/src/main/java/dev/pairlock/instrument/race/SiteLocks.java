package dev.pairlock.instrument.race;

import dev.pairlock.instrument.GhostNames;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.LockConst;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a checked pair program proves about the locks each side held at an access site it may
 * pick: the names a race report gives. A failing race check's model is one valuation of the pick
 * ghosts that the side procedures' summaries allow, not the lockset of the access: where no fact
 * pins a pick lockset, the model's value is arbitrary (a lock the side never takes can be shown
 * held). So a lock is named held, or not held, only when one of two things proves it:
 *
 * <ul>
 *   <li>the program: every pick assignment of the site writes the same known value into the pick
 *       lockset, and nothing else writes that ghost. Known: a literal, or a current lockset whose
 *       value there a forward dataflow over the procedure establishes (from its literal
 *       preconditions, the lock operations before the site, and the callees' literal and frame
 *       postconditions): what names the locks of an inlined pair program, and of the sites in an
 *       entry procedure's own body;
 *   <li>the summary of the side's entry procedure, which the main procedure assumes after calling
 *       it: {@code NoPick || (PICKED && φ)} with φ {@code PICK_LS} (every pick of the side holds the
 *       lock), {@code PICK_LOC == id ==> PICK_LS} or {@code PICK_LOC == id ==> !PICK_LS} (the
 *       per-site facts). In a failing race check the side picked, so φ holds.
 * </ul>
 *
 * Any other lock is not known at that site: held on some paths to it and not on others, or not
 * summarised per site ({@code HoudiniOptions.maxSiteFacts}).
 */
final class SiteLocks {
  /** What is proved of one pick lockset ghost at one site. */
  enum Status {
    HELD,
    NOT_HELD,
    UNKNOWN
  }

  /** Per pick lockset ghost: the literal value per site, or null where a site writes another. */
  private final Map<String, Map<BigInteger, Boolean>> literals = new HashMap<>();
  /** Pick lockset ghosts some command other than a pick assignment may write. */
  private final Set<String> written = new HashSet<>();
  /** Per pick lockset ghost: proved held at every pick of its side. */
  private final Set<String> heldEverywhere = new HashSet<>();
  /** Per pick lockset ghost and site: proved held (true) or not held (false) there. */
  private final Map<String, Map<BigInteger, Boolean>> perSite = new HashMap<>();

  private SiteLocks() {}

  /**
   * The facts of {@code checked}, the pair program of {@code pp} as its race checks were
   * verified (summaries applied, or inlined).
   */
  static SiteLocks of(Program checked, PairProgram pp) {
    SiteLocks s = new SiteLocks();
    Set<String> uniques = LockValues.uniques(checked);
    for (Decl.Procedure p : checked.procedures()) {
      if (p.body() == null) {
        for (Spec spec : p.specs()) {
          if (spec instanceof Spec.Modifies m) {
            m.vars().stream().filter(SiteLocks::isPickLockset).forEach(s.written::add);
          }
        }
        continue;
      }
      // the dataflow only where a pick assignment needs its values; every procedure is still
      // scanned for other writes of a pick ghost
      boolean picks =
          p.body().blocks().stream()
              .flatMap(b -> b.cmds().stream())
              .anyMatch(c -> Attribute.find(c.attrs(), Attrs.PICK).isPresent());
      Map<String, Map<String, Object>> before =
          picks ? new LockValues(checked, p).run(uniques) : Map.of();
      for (Block b : p.body().blocks()) {
        Map<String, Object> state = before.get(b.label());
        for (Cmd c : b.cmds()) {
          s.scan(c, state, uniques);
          if (state != null) {
            state = LockValues.after(checked, uniques, c, state);
          }
        }
      }
    }
    for (int side = 1; side <= 2; side++) {
      String entry = GhostNames.sideCopy(pp.side(side).procedure(), side);
      Optional<Decl.Procedure> p = checked.procedure(entry);
      if (p.isEmpty()) {
        continue; // inlined: only the program's literals name locks
      }
      for (Spec spec : p.get().specs()) {
        if (spec instanceof Spec.Ensures e) {
          s.fact(e.expr());
        }
      }
    }
    return s;
  }

  private static boolean isPickLockset(String v) {
    return v.startsWith("$PICK_LS_") || v.startsWith("$PICK_LSR_");
  }

  /**
   * Records the values a pick assignment writes, known from {@code state} (the current locksets'
   * known values before {@code c}; null: unreachable), or that {@code c} writes otherwise.
   */
  private void scan(Cmd c, Map<String, Object> state, Set<String> uniques) {
    switch (c) {
      case Cmd.Assign a -> {
        Optional<BigInteger> site = pickSite(a);
        for (int i = 0; i < a.lhs().size(); i++) {
          if (!(a.lhs().get(i) instanceof Lhs.VarLhs(String v)) || !isPickLockset(v)) {
            continue;
          }
          if (site.isEmpty()
              || !(a.rhs().get(i) instanceof Expr.Ite(Expr cond, Expr value, Expr.Var(String old)))
              || !old.equals(v)) {
            written.add(v);
            continue;
          }
          Map<BigInteger, Boolean> m = literals.computeIfAbsent(v, k -> new HashMap<>());
          Boolean lit =
              state != null && LockValues.value(value, state, uniques) instanceof Boolean b
                  ? b
                  : null;
          if (m.containsKey(site.get()) && !java.util.Objects.equals(m.get(site.get()), lit)) {
            lit = null;
          }
          m.put(site.get(), lit);
        }
      }
      case Cmd.Havoc h -> h.vars().stream().filter(SiteLocks::isPickLockset).forEach(written::add);
      default -> {}
    }
  }

  /**
   * The site of a pick assignment ({@code {:pick id}}, writing {@code PICK_LOC := if c then id else
   * PICK_LOC} with its pick locksets), or empty.
   */
  private static Optional<BigInteger> pickSite(Cmd.Assign a) {
    if (Attribute.find(a.attrs(), Attrs.PICK).isEmpty()) {
      return Optional.empty();
    }
    for (int i = 0; i < a.lhs().size(); i++) {
      if (a.lhs().get(i) instanceof Lhs.VarLhs(String v)
          && v.startsWith("$PICK_LOC_")
          && a.rhs().get(i) instanceof Expr.Ite(Expr c, Expr.IntLit(BigInteger id), Expr.Var o)
          && o.name().equals(v)) {
        return Optional.of(id);
      }
    }
    return Optional.empty();
  }

  /** Records an ensures clause of a side's entry procedure, if it is a pick fact. */
  private void fact(Expr e) {
    if (!(e instanceof Expr.Binary(Expr.BinOp op, Expr noPick, Expr picked))
        || op != Expr.BinOp.OR
        || !(picked instanceof Expr.Binary(Expr.BinOp and, Expr.Var flag, Expr phi))
        || and != Expr.BinOp.AND
        || !flag.name().startsWith("$PICKED_")
        || !conjuncts(noPick).contains(Expr.eq(flag, new Expr.Old(flag)))) {
      return;
    }
    if (phi instanceof Expr.Var(String v) && isPickLockset(v)) {
      heldEverywhere.add(v);
    } else if (phi instanceof Expr.Binary(Expr.BinOp imp, Expr at, Expr held)
        && imp == Expr.BinOp.IMPLIES
        && at instanceof Expr.Binary(Expr.BinOp eq, Expr.Var loc, Expr.IntLit(BigInteger id))
        && eq == Expr.BinOp.EQ
        && loc.name().startsWith("$PICK_LOC_")) {
      if (held instanceof Expr.Var(String v) && isPickLockset(v)) {
        perSite.computeIfAbsent(v, k -> new HashMap<>()).merge(id, true, (a, b) -> a && b);
      } else if (held instanceof Expr.Unary(Expr.UnOp not, Expr.Var(String v))
          && not == Expr.UnOp.NOT
          && isPickLockset(v)) {
        perSite.computeIfAbsent(v, k -> new HashMap<>()).merge(id, false, (a, b) -> a && b);
      }
    }
  }

  private static List<Expr> conjuncts(Expr e) {
    List<Expr> out = new ArrayList<>();
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr l, Expr r) && op == Expr.BinOp.AND) {
      out.addAll(conjuncts(l));
      out.addAll(conjuncts(r));
    } else {
      out.add(e);
    }
    return out;
  }

  /** What is proved of pick lockset ghost {@code ghost} when the side picked site {@code site}. */
  Status status(String ghost, long site) {
    BigInteger id = BigInteger.valueOf(site);
    if (!written.contains(ghost)) {
      Map<BigInteger, Boolean> m = literals.getOrDefault(ghost, Map.of());
      if (m.get(id) != null) {
        return m.get(id) ? Status.HELD : Status.NOT_HELD;
      }
    }
    if (heldEverywhere.contains(ghost)) {
      return Status.HELD;
    }
    Boolean b = perSite.getOrDefault(ghost, Map.of()).get(id);
    return b == null ? Status.UNKNOWN : b ? Status.HELD : Status.NOT_HELD;
  }

  /**
   * The locks side {@code side} is proved to hold at {@code site} of {@code region}, and those not
   * known there (C names, sorted; a lock held in read mode is {@code name (read)}).
   */
  Named named(PairProgram pp, String region, int side, long site) {
    List<String> held = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    for (LockConst l : pp.locksOf(side)) {
      Status w = status(GhostNames.pickLockset(region, side, l.constant()), site);
      Status r =
          pp.tracksReadMode(l)
              ? status(GhostNames.pickReadLockset(region, side, l.constant()), site)
              : Status.NOT_HELD;
      if (w == Status.HELD) {
        held.add(l.name());
      } else if (r == Status.HELD) {
        held.add(l.name() + " (read)");
      } else if (w == Status.UNKNOWN || r == Status.UNKNOWN) {
        unknown.add(l.name());
      }
    }
    held.sort(null);
    unknown.sort(null);
    return new Named(held, unknown);
  }

  /**
   * Whether the two sides are proved to hold a common lock when side 1 picked {@code site1} and
   * side 2 {@code site2} of {@code region}: both hold it, at least one exclusively (read-mode
   * holders of a reader-writer lock run concurrently). Only locks of one instance: for a lock
   * location that may be several locks, holding it at both sites says nothing of which.
   */
  boolean protects(PairProgram pp, String region, long site1, long site2) {
    for (LockConst l : pp.locksOf(1)) {
      if (l.isMultiInstance() || !pp.locksOf(2).contains(l)) {
        continue;
      }
      boolean w1 = status(GhostNames.pickLockset(region, 1, l.constant()), site1) == Status.HELD;
      boolean w2 = status(GhostNames.pickLockset(region, 2, l.constant()), site2) == Status.HELD;
      boolean r1 =
          pp.tracksReadMode(l)
              && status(GhostNames.pickReadLockset(region, 1, l.constant()), site1) == Status.HELD;
      boolean r2 =
          pp.tracksReadMode(l)
              && status(GhostNames.pickReadLockset(region, 2, l.constant()), site2) == Status.HELD;
      if ((w1 || r1) && (w2 || r2) && (w1 || w2)) {
        return true;
      }
    }
    return false;
  }

  /** The locks named held at an access, and those whose state there is not known. */
  record Named(List<String> held, List<String> unknown) {}
}

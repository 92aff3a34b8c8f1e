package dev.pairlock.instrument.race;

import dev.pairlock.instrument.GhostNames;
import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.verify.Failure;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Mapping counterexamples back to races (Corral's {@code mapBackTrace} for the pair program), and
 * the race assertions of a round of race enumeration.
 */
final class RaceRecovery {
  private RaceRecovery() {}

  /** A race read off a counterexample, with the access ids the two sides picked. */
  record Recovered(Race race, long loc1, long loc2) {}

  /**
   * The race a failing race check of {@code region} reports, from the final values of the pick
   * ghosts; empty if they do not name two accesses of the region, at least one a write. The locks
   * each access held come from {@code siteLocks}, not from the model (see there).
   */
  static Optional<Recovered> recover(
      LiftedProgram lifted,
      PairProgram pp,
      SiteLocks siteLocks,
      String region,
      Failure f,
      boolean inconclusive) {
    Map<String, Expr> v = f.finalValues();
    Optional<Long> loc1 = intValue(v.get(GhostNames.pickLoc(region, 1)));
    Optional<Long> loc2 = intValue(v.get(GhostNames.pickLoc(region, 2)));
    if (loc1.isEmpty() || loc2.isEmpty()) {
      return Optional.empty();
    }
    List<Access> accesses = new ArrayList<>();
    for (int side = 1; side <= 2; side++) {
      long id = side == 1 ? loc1.get() : loc2.get();
      if (id < 0 || id >= lifted.accesses().size()) {
        return Optional.empty();
      }
      AccessSite site = lifted.accesses().get((int) id);
      Expr write = v.get(GhostNames.pickWrite(region, side));
      if (!site.region().equals(region)
          || write != null && !write.equals(new Expr.BoolLit(site.isWrite()))) {
        return Optional.empty();
      }
      SiteLocks.Named locks = siteLocks.named(pp, region, side, id);
      accesses.add(
          new Access(
              pp.side(side).procedure(),
              site.isWrite(),
              site.location(),
              locks.held(),
              locks.unknown(),
              site.procedure(),
              site.callee()));
    }
    if (!accesses.get(0).isWrite() && !accesses.get(1).isWrite()) {
      return Optional.empty();
    }
    Race.Kind kind =
        accesses.get(0).isWrite() && accesses.get(1).isWrite()
            ? Race.Kind.WRITE_WRITE
            : Race.Kind.READ_WRITE;
    Race race = new Race(kind, lifted.regions().get(region).name(), region, accesses, inconclusive);
    return Optional.of(new Recovered(race, loc1.get(), loc2.get()));
  }

  /** Two races are the same if they are on the same region by the same two accesses. */
  static List<Object> key(Race r) {
    List<Object> key = new ArrayList<>();
    key.add(r.regionVariable());
    for (Access a : r.accesses()) {
      key.add(List.of(a.entryPoint(), a.isWrite(), String.valueOf(a.location()), a.procedure()));
    }
    return key;
  }

  private static Optional<Long> intValue(Expr e) {
    if (e instanceof Expr.IntLit(BigInteger i)) {
      return Optional.of(i.longValue());
    }
    return Optional.empty();
  }

  /**
   * The program of a race enumeration ({@link PairCheck}): the race assertions of {@code main} of
   * regions in {@code done} are removed, and each of the others, of region {@code R}, holds also
   * when {@code $RACE_CLOSED_R} or {@code $RACE_REPORTED_R($PICK_LOC_R_1, $PICK_LOC_R_2)} does
   * ({@link GhostNames#raceClosed}, {@link GhostNames#raceReported}; declared here, uninterpreted).
   * Assuming the function true of the access pairs already reported (and the constant true once R
   * is done) excludes them as a disjunct {@code PICK_LOC_R_1 == a && PICK_LOC_R_2 == b} per pair
   * would, without changing the program: one VC and one solver serve the whole enumeration. A
   * model may make the function true elsewhere too (a check then holds that the disjuncts would
   * fail), but the same model with it false there fails that check: a query is unsatisfiable
   * exactly when the one with the disjuncts is, so what it proves is the same.
   */
  static Program withRaceEnumeration(Program program, String main, Set<String> done) {
    List<Decl> decls = new ArrayList<>();
    Set<String> kept = new LinkedHashSet<>();
    for (Decl d : program.decls()) {
      if (d instanceof Decl.Procedure p && p.name().equals(main) && p.body() != null) {
        List<Block> blocks = new ArrayList<>();
        for (Block b : p.body().blocks()) {
          List<Cmd> cmds = new ArrayList<>();
          for (Cmd c : b.cmds()) {
            Optional<String> r = Attribute.stringOf(c.attrs(), Attrs.RACE_CHECK);
            if (c instanceof Cmd.Assert a && r.isPresent()) {
              if (done.contains(r.get())) {
                continue;
              }
              kept.add(r.get());
              Expr reported =
                  new Expr.FunApp(
                      GhostNames.raceReported(r.get()),
                      List.of(
                          Expr.var(GhostNames.pickLoc(r.get(), 1)),
                          Expr.var(GhostNames.pickLoc(r.get(), 2))));
              cmds.add(
                  new Cmd.Assert(
                      Expr.disj(
                          List.of(Expr.var(GhostNames.raceClosed(r.get())), reported, a.expr())),
                      a.attrs(),
                      a.pos()));
            } else {
              cmds.add(c);
            }
          }
          blocks.add(b.withCmds(cmds));
        }
        decls.add(p.withBody(new Body(p.body().locals(), blocks)));
      } else {
        decls.add(d);
      }
    }
    for (String r : kept) {
      decls.add(
          new Decl.Const(GhostNames.raceClosed(r), Type.BOOL, false, List.of(), Pos.NONE));
      decls.add(
          new Decl.Function(
              GhostNames.raceReported(r),
              List.of(new Param("loc1", Type.INT), new Param("loc2", Type.INT)),
              Type.BOOL,
              null,
              List.of(),
              Pos.NONE));
    }
    return new Program(decls);
  }

  /** The fact that excludes access pair {@code (loc1, loc2)} from region {@code r}'s check. */
  static Expr reported(String r, long loc1, long loc2) {
    return new Expr.FunApp(
        GhostNames.raceReported(r), List.of(Expr.num(loc1), Expr.num(loc2)));
  }

  /** The fact that closes region {@code r}'s check. */
  static Expr closed(String r) {
    return Expr.var(GhostNames.raceClosed(r));
  }
}

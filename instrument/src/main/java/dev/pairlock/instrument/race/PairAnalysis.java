package dev.pairlock.instrument.race;

import dev.pairlock.instrument.AccessSite;
import dev.pairlock.instrument.EntryPoint;
import dev.pairlock.instrument.EntryPointPair;
import dev.pairlock.instrument.GhostNames;
import dev.pairlock.instrument.Inliner;
import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.LockConst;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.instrument.PairProgramBuilder;
import dev.pairlock.instrument.PickDomain;
import dev.pairlock.instrument.Region;
import dev.pairlock.instrument.SerializationRule;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Symbolic pairwise lockset analysis (WHOOP §III): for every pair of entry points the kernel may
 * run concurrently, builds the {@link PairProgram}, inlines it ({@link Inliner}) and verifies it;
 * each failing race assertion is a potential race, recovered from the counterexample's final values
 * of the pick ghosts. To report every racing pair of accesses (up to {@link
 * PairAnalysisOptions#maxRacesPerRegion()}), a found pair is excluded from its region's assertion
 * and the pair verified again, until it verifies.
 *
 * <p>A pair is never reported verified when the proof would not be sound: an unresolved lock, an
 * {@code {:unsound}} command, a shared region used outside an access command, recursion, the
 * inlining bound, a failing assertion that is not a race check, a timeout or an unknown answer make
 * it {@link Verdict#UNVERIFIED} (or {@link Verdict#RACY} when races were found all the same).
 */
public final class PairAnalysis {
  private final ProgramVerifier verifier;
  private final PairAnalysisOptions options;
  private final PairProgramPreparer preparer;

  public PairAnalysis(ProgramVerifier verifier, PairAnalysisOptions options) {
    this(verifier, options, PairProgramPreparer.INLINED);
  }

  /** An analysis that verifies what {@code preparer} makes of each inlined pair program. */
  public PairAnalysis(
      ProgramVerifier verifier, PairAnalysisOptions options, PairProgramPreparer preparer) {
    this.verifier = verifier;
    this.options = options;
    this.preparer = preparer;
  }

  /**
   * Analyses a lifted program.
   *
   * @throws IvlException if the program does not follow the lifted-program conventions
   */
  public PairAnalysisResult analyze(Program program) throws IvlException {
    LiftedProgram lifted = LiftedProgram.of(program);
    PairProgramBuilder builder = new PairProgramBuilder(lifted, options.paramAliasing());
    Set<Diagnostic> diagnostics = new TreeSet<>();
    Map<List<Object>, Race> races = new LinkedHashMap<>();
    List<PairResult> results = new ArrayList<>();
    if (lifted.entryPoints().isEmpty()) {
      diagnostics.add(
          Diagnostic.warning(
              "no-entry-points", null, "the program has no {:entrypoint} procedure: nothing to check"));
    }
    for (EntryPoint ep : lifted.entryPoints()) {
      if (ep.isInitLike() && !lifted.reachesRegistration(ep.procedure())) {
        diagnostics.add(
            new Diagnostic(
                Diagnostic.Severity.NOTE,
                "no-registration",
                ep.location(),
                ep.procedure()
                    + " reaches no {:registration} call: all of it is checked against the other"
                    + " entry points"));
      }
    }
    for (EntryPointPair pair : EntryPointPair.all(lifted.entryPoints())) {
      Optional<SerializationRule> rule =
          options.serializationRules().stream()
              .filter(r -> r.serializes(pair.first(), pair.second()))
              .findFirst();
      if (rule.isPresent()) {
        results.add(
            new PairResult(
                pair.first(),
                pair.second(),
                Verdict.SERIALIZED,
                rule.get().reason() + " (rule " + rule.get().name() + ")",
                List.of(),
                List.of(),
                0,
                Duration.ZERO));
        continue;
      }
      results.add(checkPair(lifted, builder.build(pair), races, diagnostics));
    }
    List<Race> sorted = new ArrayList<>(races.values());
    sorted.sort(null);
    return new PairAnalysisResult(
        lifted.entryPoints(),
        results,
        sorted,
        lifted.regions().size(),
        new ArrayList<>(diagnostics));
  }

  private PairResult checkPair(
      LiftedProgram lifted,
      PairProgram pp,
      Map<List<Object>, Race> allRaces,
      Set<Diagnostic> diagnostics) {
    long start = System.nanoTime();
    EntryPointPair pair = pp.pair();
    List<String> unsound = new ArrayList<>();
    for (Diagnostic d : pp.unsoundness()) {
      diagnostics.add(d);
      unsound.add(describe(d));
    }
    List<String> shared = pp.sharedRegions().stream().map(Region::name).sorted().toList();
    Inliner.Inlined inlined =
        Inliner.inline(
            pp.program(),
            pp.mainProcedure(),
            options.inlineDepth(),
            g -> !g.startsWith("$PICK") && !g.startsWith("$WATCHED"));
    for (Diagnostic d : inlined.problems()) {
      diagnostics.add(d);
      unsound.add(describe(d));
    }
    Program checked = PickDomain.addToLoopHeads(inlined.program(), pp.mainProcedure(), pp, lifted);
    try {
      PairProgramPreparer.Prepared prepared = preparer.prepare(pp, checked);
      checked = prepared.program();
      for (Diagnostic d : prepared.problems()) {
        diagnostics.add(d);
        unsound.add(describe(d));
      }
    } catch (IvlException e) {
      diagnostics.addAll(e.diagnostics());
      return unverified(
          pp, shared, "the pair program could not be prepared: " + e.getMessage(), start);
    }
    Map<String, List<long[]>> excluded = new LinkedHashMap<>();
    Map<String, int[]> found = new LinkedHashMap<>();
    Set<String> done = new LinkedHashSet<>();
    Set<String> racy = new TreeSet<>();
    String inconclusive = null;
    int calls = 0;
    long deadline =
        options.timeoutPerPair().isZero()
            ? Long.MAX_VALUE
            : start + options.timeoutPerPair().toNanos();
    List<List<String>> phases = new ArrayList<>();
    if (options.regionAtATime()) {
      pp.sharedRegions().forEach(r -> phases.add(List.of(r.variable())));
    } else {
      phases.add(pp.sharedRegionVariables());
    }
    phases:
    for (List<String> phase : phases) {
      Set<String> others = new LinkedHashSet<>(pp.sharedRegionVariables());
      others.removeAll(phase);
      while (!done.containsAll(phase)) {
        long remaining = deadline - System.nanoTime();
        if (remaining <= 0) {
          inconclusive = "timeout after " + options.timeoutPerPair().toSeconds() + " s";
          break phases;
        }
        Set<String> skip = new LinkedHashSet<>(done);
        skip.addAll(others);
        List<String> active = phase.stream().filter(r -> !done.contains(r)).toList();
        Program p = withRaceChecks(checked, pp.mainProcedure(), excluded, skip);
        int limit = active.size() + 1;
        VerifyOptions vo =
            new VerifyOptions(
                deadline == Long.MAX_VALUE ? Duration.ZERO : Duration.ofNanos(remaining),
                options.smtDumpDir(),
                options.randomSeed(),
                limit,
                pp.observedVariables());
        Outcome outcome;
        calls++;
        try {
          outcome = verifier.verify(p, pp.mainProcedure(), vo);
        } catch (IvlException e) {
          diagnostics.addAll(e.diagnostics());
          inconclusive = "the pair program could not be verified: " + e.getMessage();
          break phases;
        }
        if (outcome instanceof Outcome.Verified) {
          done.addAll(active);
          continue;
        } else if (outcome instanceof Outcome.Timeout) {
          inconclusive = "the solver timed out";
          break phases;
        } else if (outcome instanceof Outcome.Unknown u) {
          inconclusive = "the solver answered unknown: " + u.reason();
          break phases;
        }
        List<Failure> failures = ((Outcome.Failed) outcome).failures();
        Set<String> failed = new LinkedHashSet<>();
        String other = null;
        for (Failure f : failures) {
          Optional<String> region = Attribute.stringOf(f.attrs(), GhostNames.RACE_CHECK);
          if (region.isEmpty() || !active.contains(region.get())) {
            if (other == null) {
              other =
                  f.kind().message
                      + Attribute.sourceLocOf(f.attrs())
                          .map(l -> " (" + l + ")")
                          .orElse(f.pos().isKnown() ? " (" + f.pos() + ")" : "");
            }
            continue;
          }
          String r = region.get();
          failed.add(r);
          racy.add(lifted.regions().get(r).name());
          Optional<Recovered> rec = recover(lifted, pp, r, f);
          if (rec.isEmpty()) {
            diagnostics.add(
                Diagnostic.warning(
                    "race-unrecovered",
                    pair.first().location(),
                    "pair "
                        + pair.label()
                        + ": a race on "
                        + lifted.regions().get(r).name()
                        + " was found but the counterexample does not name its accesses"));
            done.add(r);
            continue;
          }
          Recovered x = rec.get();
          allRaces.putIfAbsent(raceKey(x.race()), x.race());
          List<long[]> ex = excluded.computeIfAbsent(r, k -> new ArrayList<>());
          ex.add(new long[] {x.loc1(), x.loc2()});
          if (pair.isSelfPair() && x.loc1() != x.loc2()) {
            // The sides of a self pair are copies: the swapped pair is the same race.
            ex.add(new long[] {x.loc2(), x.loc1()});
          }
          if (++found.computeIfAbsent(r, k -> new int[1])[0] >= options.maxRacesPerRegion()) {
            done.add(r);
          }
        }
        if (other != null) {
          inconclusive = "not a race check: " + other;
          break phases;
        }
        if (failed.isEmpty()) {
          inconclusive = "the verifier reported no race check although the pair did not verify";
          break phases;
        }
        if (failures.size() < limit) {
          // The last query was unsatisfiable: every active region that did not fail is proved
          // (picks of different regions are independent, so assuming one region's check does
          // not hide another's race).
          for (String r : active) {
            if (!failed.contains(r)) {
              done.add(r);
            }
          }
        }
      }
    }
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    Verdict verdict;
    String reason;
    if (!racy.isEmpty()) {
      verdict = Verdict.RACY;
      reason = "potential race on " + String.join(", ", racy);
      if (inconclusive != null) {
        reason += "; other races may be missing: " + inconclusive;
      } else if (!unsound.isEmpty()) {
        reason += "; not modelled soundly: " + String.join("; ", unsound);
      }
    } else if (inconclusive != null) {
      verdict = Verdict.UNVERIFIED;
      reason = inconclusive;
    } else if (!unsound.isEmpty()) {
      verdict = Verdict.UNVERIFIED;
      reason = "not modelled soundly: " + String.join("; ", unsound);
    } else {
      verdict = Verdict.VERIFIED;
      reason =
          shared.isEmpty()
              ? "no memory region accessed by both"
              : "no race on the shared regions " + String.join(", ", shared);
    }
    return new PairResult(
        pair.first(),
        pair.second(),
        verdict,
        reason,
        shared,
        new ArrayList<>(racy),
        calls,
        elapsed);
  }

  private static PairResult unverified(
      PairProgram pp, List<String> shared, String reason, long start) {
    return new PairResult(
        pp.pair().first(),
        pp.pair().second(),
        Verdict.UNVERIFIED,
        reason,
        shared,
        List.of(),
        0,
        Duration.ofNanos(System.nanoTime() - start));
  }

  private static String describe(Diagnostic d) {
    return d.where().map(l -> d.message() + " (" + l + ")").orElse(d.message());
  }

  private record Recovered(Race race, long loc1, long loc2) {}

  private Optional<Recovered> recover(
      LiftedProgram lifted, PairProgram pp, String region, Failure f) {
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
      List<String> locks = new ArrayList<>();
      for (LockConst l : pp.locks()) {
        if (isTrue(v.get(GhostNames.pickLockset(region, side, l.constant())))) {
          locks.add(l.name());
        } else if (pp.readModeTracked()
            && isTrue(v.get(GhostNames.pickReadLockset(region, side, l.constant())))) {
          locks.add(l.name() + " (read)");
        }
      }
      locks.sort(null);
      accesses.add(
          new Access(
              pp.side(side).procedure(),
              site.isWrite(),
              site.location(),
              locks,
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
    Race race = new Race(kind, lifted.regions().get(region).name(), region, accesses);
    return Optional.of(new Recovered(race, loc1.get(), loc2.get()));
  }

  /** Two races are the same if they are on the same region by the same two accesses. */
  private static List<Object> raceKey(Race r) {
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

  private static boolean isTrue(Expr e) {
    return e instanceof Expr.BoolLit(boolean b) && b;
  }

  /**
   * The program with the race assertions of {@code main} adjusted: those of regions in {@code done}
   * are removed, and each of the others holds trivially for the access pairs already reported
   * ({@code PICK_LOC_R_1 == a && PICK_LOC_R_2 == b}).
   */
  static Program withRaceChecks(
      Program program, String main, Map<String, List<long[]>> excluded, Set<String> done) {
    if (excluded.isEmpty() && done.isEmpty()) {
      return program;
    }
    List<Decl> decls = new ArrayList<>();
    for (Decl d : program.decls()) {
      if (d instanceof Decl.Procedure p && p.name().equals(main) && p.body() != null) {
        List<Block> blocks = new ArrayList<>();
        for (Block b : p.body().blocks()) {
          List<Cmd> cmds = new ArrayList<>();
          for (Cmd c : b.cmds()) {
            Optional<String> r = Attribute.stringOf(c.attrs(), GhostNames.RACE_CHECK);
            if (c instanceof Cmd.Assert a && r.isPresent()) {
              if (done.contains(r.get())) {
                continue;
              }
              List<Expr> alts = new ArrayList<>();
              for (long[] ex : excluded.getOrDefault(r.get(), List.of())) {
                alts.add(
                    Expr.and(
                        Expr.eq(Expr.var(GhostNames.pickLoc(r.get(), 1)), Expr.num(ex[0])),
                        Expr.eq(Expr.var(GhostNames.pickLoc(r.get(), 2)), Expr.num(ex[1]))));
              }
              alts.add(a.expr());
              cmds.add(new Cmd.Assert(Expr.disj(alts), a.attrs(), a.pos()));
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
    return new Program(decls);
  }
}

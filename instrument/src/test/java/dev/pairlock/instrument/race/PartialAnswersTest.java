package dev.pairlock.instrument.race;

import dev.pairlock.instrument.Fixtures;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An inconclusive solver answer at every query position of a pair's check: no region is proved that
 * no unsatisfiable query covered, no pair is verified, and the races found before are kept. The
 * verifier is the real one, with query {@code k} of each pair (counted over all of its verifier
 * calls, first and second check) answered timeout or unknown, as {@link VcVerifier} would report it:
 * {@link Outcome.Timeout} / {@link Outcome.Unknown} at the first query of a call, a {@link
 * Outcome.Partial} with the failures found before it at a later one.
 */
class PartialAnswersTest {
  private static final PairAnalysisOptions OPTIONS =
      PairAnalysisOptions.defaults().withTimeoutPerPair(Duration.ofSeconds(60));

  /** Two steps, as with Houdini: a first check, then a second of the racy regions. */
  private static final PairProgramPreparer CHEAP =
      (pp, inlined) -> new PairProgramPreparer.Prepared(inlined, List.of());

  private static final PairProgramPreparer TWO_STEPS =
      new PairProgramPreparer() {
        @Override
        public Prepared prepare(PairProgram pairProgram, Program inlined) {
          return new Prepared(inlined, List.of());
        }

        @Override
        public PairProgramPreparer withoutReportFacts() {
          return CHEAP;
        }
      };

  private enum Answer {
    TIMEOUT,
    UNKNOWN
  }

  /**
   * The real verifier, but query {@code at} of each pair answers {@code answer} (with {@code
   * onward}, every later call's first query too: a second check that runs out as well).
   */
  private static final class Injecting implements ProgramVerifier {
    private final ProgramVerifier real = new VcVerifier();
    private final int at;
    private final Answer answer;
    private final boolean onward;
    /** Per pair (its main procedure): queries made so far. */
    final Map<String, Integer> queries = new HashMap<>();
    /** Per pair: region variables an unsatisfiable answer covered. */
    final Map<String, Set<String>> covered = new HashMap<>();
    /** Per pair: region variables of the failures passed on. */
    final Map<String, Set<String>> failed = new HashMap<>();
    /** Pairs that got the inconclusive answer. */
    final Set<String> injected = new TreeSet<>();

    Injecting(int at, Answer answer) {
      this(at, answer, false);
    }

    Injecting(int at, Answer answer, boolean onward) {
      this.at = at;
      this.answer = answer;
      this.onward = onward;
    }

    @Override
    public synchronized Outcome verify(Program program, String procedure, VerifyOptions options)
        throws IvlException {
      Outcome o = real.verify(program, procedure, options);
      int first = queries.getOrDefault(procedure, 0);
      int n = queries(o);
      queries.put(procedure, first + n);
      if (at >= 0 && (at >= first || onward) && at < first + n) {
        injected.add(procedure);
        o = inconclusiveAt(o, Math.max(0, at - first));
      }
      Set<String> active = raceChecks(program, procedure);
      Set<String> failing = new LinkedHashSet<>();
      switch (o) {
        case Outcome.Verified v -> covered(procedure).addAll(active);
        case Outcome.Failed f -> {
          failing.addAll(regions(f.failures()));
          active.stream().filter(r -> !failing.contains(r)).forEach(covered(procedure)::add);
        }
        case Outcome.Partial p -> failing.addAll(regions(p.failures()));
        case Outcome.Timeout t -> {}
        case Outcome.Unknown u -> {}
      }
      failed.computeIfAbsent(procedure, k -> new TreeSet<>()).addAll(failing);
      return o;
    }

    private Set<String> covered(String procedure) {
      return covered.computeIfAbsent(procedure, k -> new TreeSet<>());
    }

    /** What the verifier answers when query {@code j} of this call is inconclusive. */
    private Outcome inconclusiveAt(Outcome real, int j) {
      List<Failure> found =
          switch (real) {
            case Outcome.Failed f -> f.failures();
            case Outcome.Partial p -> p.failures();
            default -> List.of();
          };
      if (j == 0) {
        return answer == Answer.TIMEOUT
            ? new Outcome.Timeout()
            : new Outcome.Unknown("incomplete quantifiers");
      }
      return new Outcome.Partial(
          found.subList(0, j),
          answer == Answer.TIMEOUT
              ? new Outcome.Stop.SolverTimeout()
              : new Outcome.Stop.SolverUnknown("incomplete quantifiers"));
    }

    /** How many queries {@link VcVerifier} made to answer {@code o}. */
    private static int queries(Outcome o) {
      return switch (o) {
        case Outcome.Verified v -> 1;
        case Outcome.Timeout t -> 1;
        case Outcome.Unknown u -> 1;
        case Outcome.Failed f -> f.failures().size() + 1; // the last one unsatisfiable
        case Outcome.Partial p ->
            p.failures().size() + (p.stop() instanceof Outcome.Stop.FailureLimit ? 0 : 1);
      };
    }
  }

  /** The region variables of the race checks asserted in {@code procedure}. */
  private static Set<String> raceChecks(Program program, String procedure) {
    Set<String> out = new TreeSet<>();
    Decl.Procedure p = program.procedure(procedure).orElseThrow();
    for (Block b : p.body().blocks()) {
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Assert) {
          Attribute.stringOf(c.attrs(), Attrs.RACE_CHECK).ifPresent(out::add);
        }
      }
    }
    return out;
  }

  private static List<String> regions(List<Failure> failures) {
    return failures.stream()
        .map(f -> Attribute.stringOf(f.attrs(), Attrs.RACE_CHECK).orElseThrow())
        .toList();
  }

  /** Region variable to name, from the fixture's declarations. */
  private static Map<String, String> regionNames(Program lifted) {
    Map<String, String> out = new TreeMap<>();
    for (Decl.GlobalVar g : lifted.globals()) {
      Attribute.stringOf(g.attrs(), "region").ifPresent(n -> out.put(g.name(), n));
    }
    return out;
  }

  private static String main(PairResult p) {
    return "$pair$" + p.first().procedure() + "$" + p.second().procedure();
  }

  private static PairAnalysisResult analyze(
      Program lifted, ProgramVerifier v, PairProgramPreparer prep) throws Exception {
    return new PairAnalysis(v, OPTIONS, prep).analyze(lifted);
  }

  /** Every query position of every pair of {@code fixture}, one and two steps. */
  private static void everyPosition(String fixture, List<Answer> answers) throws Exception {
    Program lifted = Fixtures.lifted("race/" + fixture);
    Map<String, String> names = regionNames(lifted);
    for (PairProgramPreparer prep : List.of(PairProgramPreparer.INLINED, TWO_STEPS)) {
      Injecting none = new Injecting(-1, Answer.TIMEOUT);
      analyze(lifted, none, prep);
      int most = none.queries.values().stream().mapToInt(Integer::intValue).max().orElse(0);
      assertTrue(most > 0, fixture);
      for (int k = 0; k <= most; k++) {
        for (Answer a : answers) {
          for (boolean onward : prep == TWO_STEPS ? List.of(false, true) : List.of(false)) {
            Injecting v = new Injecting(k, a, onward);
            PairAnalysisResult r = analyze(lifted, v, prep);
            String what =
                fixture
                    + (prep == TWO_STEPS ? " (two steps)" : "")
                    + ", query "
                    + k
                    + " "
                    + a
                    + (onward ? " and onward" : "")
                    + ":\n"
                    + PairAnalysisTest.render(r);
            for (PairResult p : r.pairs()) {
              check(p, v, names, what);
            }
            if (k == most) {
              assertTrue(v.injected.isEmpty(), what); // past every pair's last query
            }
          }
        }
      }
    }
  }

  private static void check(PairResult p, Injecting v, Map<String, String> names, String what) {
    proofsCovered(p, v, names, what);
    racesKept(p, v, names, what);
  }

  /** Not verified if an answer was inconclusive; proved only what an unsatisfiable answer covered. */
  private static void proofsCovered(
      PairResult p, Injecting v, Map<String, String> names, String what) {
    String main = main(p);
    String pair = p.first().procedure() + "/" + p.second().procedure() + ": ";
    if (v.injected.contains(main)) {
      assertNotEquals(Verdict.VERIFIED, p.verdict(), pair + what);
    }
    Set<String> covered = v.covered.getOrDefault(main, Set.of());
    for (String name : p.provedRegions()) {
      for (Map.Entry<String, String> e : names.entrySet()) {
        if (e.getValue().equals(name)) {
          assertTrue(
              covered.contains(e.getKey()),
              pair + name + " proved but no unsatisfiable answer covered it\n" + what);
        }
      }
    }
  }

  /** Every region with a failure passed on to the check is racy in its result. */
  private static void racesKept(
      PairResult p, Injecting v, Map<String, String> names, String what) {
    String pair = p.first().procedure() + "/" + p.second().procedure() + ": ";
    for (String r : v.failed.getOrDefault(main(p), Set.of())) {
      assertTrue(
          p.racyRegions().contains(names.get(r)),
          pair + "the race found on " + names.get(r) + " was dropped\n" + what);
    }
  }

  @Test
  void mixedRegions() throws Exception {
    everyPosition("mixed_regions.bpl", List.of(Answer.values()));
  }

  @Test
  void unlockedCounter() throws Exception {
    everyPosition("unlocked_counter_race.bpl", List.of(Answer.TIMEOUT));
  }

  @Test
  void twoLocks() throws Exception {
    everyPosition("two_locks_race.bpl", List.of(Answer.TIMEOUT));
  }

  @Test
  void consistentLock() throws Exception {
    everyPosition("consistent_lock_safe.bpl", List.of(Answer.TIMEOUT));
  }

  /**
   * The case of the review: the first query finds the race on counter, the second (which would
   * find the one on flags) times out. Before, that read as "the last query was unsatisfiable" and
   * closed flags and stats as proved.
   */
  @Test
  void timeoutAfterARaceProvesNothing() throws Exception {
    Program lifted = Fixtures.lifted("race/mixed_regions.bpl");
    PairAnalysisResult all = analyze(lifted, new Injecting(-1, Answer.TIMEOUT), TWO_STEPS);
    PairResult full = pair(all, "dev_read", "dev_write");
    assertEquals(Verdict.RACY, full.verdict());
    assertEquals(List.of("counter", "flags"), full.racyRegions());
    assertEquals(List.of("stats"), full.provedRegions());
    // one step; two steps; two steps where the second runs out too (the first's race stands)
    record Run(PairProgramPreparer prep, boolean onward) {}
    for (Run run :
        List.of(
            new Run(PairProgramPreparer.INLINED, false),
            new Run(TWO_STEPS, false),
            new Run(TWO_STEPS, true))) {
      PairAnalysisResult r =
          analyze(lifted, new Injecting(1, Answer.TIMEOUT, run.onward()), run.prep());
      PairResult p = pair(r, "dev_read", "dev_write");
      assertEquals(Verdict.RACY, p.verdict(), PairAnalysisTest.render(r));
      assertEquals(1, p.racyRegions().size(), PairAnalysisTest.render(r));
      long withRead =
          r.races().stream()
              .filter(x -> x.accesses().stream().anyMatch(y -> y.entryPoint().equals("dev_read")))
              .count();
      assertEquals(1, withRead, PairAnalysisTest.render(r)); // the race found, reported
      assertEquals(List.of(), p.provedRegions(), PairAnalysisTest.render(r));
      assertTrue(
          p.reason().endsWith("; other races may be missing: the solver timed out"), p.reason());
    }
  }

  /**
   * A second check more precise than the first (here: one that proves whatever it checks) adds its
   * proofs of the racy regions, but the regions the first left open when it stopped stay open.
   */
  @Test
  void secondCheckAddsOnlyWhatItProved() throws Exception {
    PairProgramPreparer provesAll =
        new PairProgramPreparer() {
          @Override
          public Prepared prepare(PairProgram pairProgram, Program inlined) {
            return new Prepared(assumeFalse(inlined, pairProgram.mainProcedure()), List.of());
          }

          @Override
          public PairProgramPreparer withoutReportFacts() {
            return CHEAP;
          }
        };
    Program lifted = Fixtures.lifted("race/mixed_regions.bpl");
    Map<String, String> names = regionNames(lifted);
    PairResult all =
        pair(analyze(lifted, new Injecting(-1, Answer.TIMEOUT), provesAll), "dev_read", "dev_write");
    assertEquals(Verdict.VERIFIED, all.verdict(), all.toString());
    for (Answer a : Answer.values()) {
      Injecting v = new Injecting(1, a);
      PairAnalysisResult r = analyze(lifted, v, provesAll);
      PairResult p = pair(r, "dev_read", "dev_write");
      proofsCovered(p, v, names, PairAnalysisTest.render(r));
      assertEquals(Verdict.UNVERIFIED, p.verdict(), PairAnalysisTest.render(r));
      assertEquals(
          a == Answer.TIMEOUT
              ? "the solver timed out"
              : "the solver answered unknown: incomplete quantifiers",
          p.reason());
      assertEquals(1, p.provedRegions().size(), p.toString()); // the racy one, proved second
      assertTrue(!p.provedRegions().contains("stats"), p.toString());
    }
  }

  /** {@code program} with {@code assume false;} at the start of {@code procedure}. */
  private static Program assumeFalse(Program program, String procedure) {
    List<Decl> decls = new java.util.ArrayList<>();
    for (Decl d : program.decls()) {
      if (d instanceof Decl.Procedure p && p.name().equals(procedure)) {
        List<Block> blocks = new java.util.ArrayList<>(p.body().blocks());
        List<Cmd> cmds = new java.util.ArrayList<>();
        cmds.add(new Cmd.Assume(dev.pairlock.ivl.ast.Expr.FALSE, List.of(), dev.pairlock.ivl.ast.Pos.NONE));
        cmds.addAll(blocks.get(0).cmds());
        blocks.set(0, blocks.get(0).withCmds(cmds));
        decls.add(p.withBody(new dev.pairlock.ivl.ast.Body(p.body().locals(), blocks)));
      } else {
        decls.add(d);
      }
    }
    return new Program(decls);
  }

  private static PairResult pair(PairAnalysisResult r, String first, String second) {
    return r.pairs().stream()
        .filter(p -> p.first().procedure().equals(first) && p.second().procedure().equals(second))
        .findFirst()
        .orElseThrow();
  }
}

package dev.pairlock.instrument.race;

import dev.pairlock.instrument.PairProgram;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The step between building a pair program and verifying it: returns the program whose {@link
 * PairProgram#mainProcedure()} the analysis verifies. The default ({@link #INLINED}) verifies the
 * inlined program with loops cut (all modified state havocked). A later stage (Houdini) can return
 * the pair program strengthened with proved loop invariants and procedure summaries instead.
 *
 * <p>Contract: the returned main procedure must over-approximate the executions of the pair
 * program's (only facts proved of it may be added), must keep the race assertions (attribute {@code
 * race_check}) and the pick ghosts, and any problem it returns makes the pair unverified.
 */
@FunctionalInterface
public interface PairProgramPreparer {
  /**
   * The program to verify and the reasons it is not sound (empty if none).
   *
   * @param pairProgram the pair program with side copies as separate procedures
   * @param inlined {@code pairProgram}'s main procedure with every call inlined, pick-domain facts
   *     at loop heads
   */
  Prepared prepare(PairProgram pairProgram, Program inlined) throws IvlException;

  /**
   * Whether {@link #prepare} uses its {@code inlined} argument. A preparer that does not (it
   * summarizes the side procedures instead) is given the pair program itself there, and the
   * inliner's problems (recursion, the inlining bounds) do not concern its pairs.
   */
  default boolean usesInlined() {
    return true;
  }

  /**
   * A cheaper preparer for a first attempt that can prove a pair race-free but may name the locks
   * of a race less precisely; a pair where races are found is checked again with this one. By
   * default this preparer itself.
   */
  default PairProgramPreparer withoutReportFacts() {
    return this;
  }

  /**
   * The preparer for checking again the regions where the first attempt found races, with the
   * facts that pin the locks a race report names. {@code regionsByEntry} gives, per
   * entry-point procedure, the region variables to summarise on its side: at least the racy ones
   * of the pair, possibly those of its other pairs too (so that a side's summaries serve them
   * all). {@code sitesByEntry} gives, per entry-point procedure, the access sites (access ids) the
   * first attempt's races named on its side: their facts come first. By default this preparer
   * itself.
   */
  default PairProgramPreparer withReportFactsFor(
      Map<String, Set<String>> regionsByEntry, Map<String, Set<Long>> sitesByEntry) {
    return this;
  }

  /**
   * The preparer for one analysis (one lifted program), called once before its first pair: it may
   * keep what it learns of one pair for the others (the side copies of an entry point are the same
   * in all its pair programs). By default this preparer itself.
   */
  default PairProgramPreparer forAnalysis() {
    return this;
  }

  /**
   * This preparer, stopping its work at {@code deadline} (a driver's time budget): what it has not
   * finished by then it reports as a problem of the pair, as it does when its own limits run out.
   * By default this preparer itself (it has no work of its own to stop).
   */
  default PairProgramPreparer withDeadline(Deadline deadline) {
    return this;
  }

  /**
   * Does ahead of time the part of {@link #prepare} that pairs share: here, whatever concerns side
   * {@code side} of {@code pairProgram} alone (a side's summaries serve every pair with that entry
   * point on either side). The analysis calls it once per side, the largest first, before the
   * pairs, so that no pair thread waits for another's side. Problems are left for {@link #prepare}
   * to report. By default nothing.
   */
  default void prepareSide(PairProgram pairProgram, int side) {}

  record Prepared(Program program, List<Diagnostic> problems) {
    public Prepared {
      problems = List.copyOf(problems);
    }
  }

  PairProgramPreparer INLINED = (pp, inlined) -> new Prepared(inlined, List.of());
}

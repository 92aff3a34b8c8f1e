package dev.pairlock.precise;

import dev.pairlock.instrument.AccessSite;
import dev.pairlock.instrument.EntryPoint;
import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Observation;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Maps a counterexample of the sequentialized program back to a race on source lines (Corral's
 * {@code mapBackTrace}): the failing assertion names the race check and the final value of {@code
 * $pl.PW} the last writer; the observations on the path, each tagged with its step and the round
 * it ran in, are put back in the order the threads really ran them (round by round, thread 1
 * before thread 2 within a round), and a context switch is inserted wherever the thread changes.
 * Flattening and sequentialization keep every observation's {@code sourceloc}, so the steps name
 * the user's lines.
 */
final class TraceMapper {
  private TraceMapper() {}

  /** Parses an integer attribute argument {@code {:name n}}. */
  static Optional<Integer> intAttr(List<Attribute> attrs, String name) {
    return Attribute.find(attrs, name)
        .flatMap(
            a ->
                !a.args().isEmpty()
                        && a.args().get(0) instanceof AttrValue.Ex(Expr.IntLit(BigInteger i))
                    ? Optional.of(i.intValue())
                    : Optional.empty());
  }

  static Optional<Long> intValue(Expr e) {
    return e instanceof Expr.IntLit(BigInteger i) ? Optional.of(i.longValue()) : Optional.empty();
  }

  /**
   * The race of failing check {@code checkId} whose last writer has tag {@code writer}; empty if
   * the writer is not an access of the other thread.
   */
  static Optional<ConfirmedRace> map(
      LiftedProgram lifted, TwoThreadBuilder.Built b, Failure f, int checkId, long writer) {
    ThreadInstrumenter.CheckSite cs = b.tables().checks.get(checkId);
    if (writer < 0 || writer / 2 >= lifted.accesses().size()) {
      return Optional.empty();
    }
    int wThread = (int) (writer % 2) + 1;
    AccessSite wSite = lifted.accesses().get((int) (writer / 2));
    if (wThread == cs.thread() || !wSite.isWrite() || !wSite.region().equals(cs.site().region())) {
      return Optional.empty();
    }
    RaceAccess mine = access(b, cs.thread(), cs.site());
    RaceAccess theirs = access(b, wThread, wSite);
    Race.Kind kind = mine.isWrite() ? Race.Kind.WRITE_WRITE : Race.Kind.READ_WRITE;
    String region = cs.site().region();
    return Optional.of(
        new ConfirmedRace(
            kind,
            lifted.regions().get(region).name(),
            region,
            List.of(mine, theirs),
            interleaving(b, f, checkId),
            b.tainted()));
  }

  private static RaceAccess access(TwoThreadBuilder.Built b, int thread, AccessSite s) {
    return new RaceAccess(
        thread,
        entryPoint(b, thread).procedure(),
        s.isWrite(),
        s.location(),
        s.procedure(),
        s.callee());
  }

  private static EntryPoint entryPoint(TwoThreadBuilder.Built b, int thread) {
    return thread == 1 ? b.thread1() : b.thread2();
  }

  private record Obs(
      int seq, ThreadInstrumenter.StepSite site, int round, long picked, Expr taken) {}

  static List<Step> interleaving(TwoThreadBuilder.Built b, Failure f, int checkId) {
    List<Obs> obs = new ArrayList<>();
    List<Observation> os = f.observations();
    for (int i = 0; i < os.size(); i++) {
      Observation o = os.get(i);
      Optional<Integer> id = intAttr(o.attrs(), Names.STEP);
      if (id.isEmpty()) {
        continue;
      }
      int round = intValue(o.values().get(Names.ROUND)).orElse(0L).intValue();
      long picked = intValue(o.values().get(Names.PICKED_CHECK)).orElse(-1L);
      ThreadInstrumenter.StepSite site = b.tables().steps.get(id.get());
      obs.add(new Obs(i, site, round, picked, o.values().get(Names.ok(site.thread()))));
    }
    Obs racePoint = null;
    for (Obs o : obs) {
      if (o.site().kind() == ThreadInstrumenter.StepKind.CHECK
          && o.site().checkId() == checkId
          && o.picked() == checkId) {
        racePoint = o;
        break;
      }
    }
    obs.sort(
        Comparator.comparingInt(Obs::round)
            .thenComparingInt(o -> o.site().thread())
            .thenComparingInt(Obs::seq));
    List<Step> steps = new ArrayList<>();
    int last = 0;
    for (Obs o : obs) {
      ThreadInstrumenter.StepSite s = o.site();
      boolean isRacePoint = o == racePoint;
      if (s.kind() == ThreadInstrumenter.StepKind.YIELD
          || s.kind() == ThreadInstrumenter.StepKind.CHECK && !isRacePoint) {
        continue;
      }
      String ep = entryPoint(b, s.thread()).procedure();
      if (last != 0 && last != s.thread()) {
        steps.add(new Step(s.thread(), ep, null, Step.Kind.CONTEXT_SWITCH, "", o.round()));
      }
      last = s.thread();
      String detail = s.detail();
      if (s.kind() == ThreadInstrumenter.StepKind.TRY_ACQUIRE
          && o.taken() instanceof Expr.BoolLit(boolean ok)) {
        detail += ok ? " (taken)" : " (failed)";
      }
      steps.add(new Step(s.thread(), ep, s.location(), kind(s.kind()), detail, o.round()));
      if (isRacePoint) {
        break;
      }
    }
    return steps;
  }

  private static Step.Kind kind(ThreadInstrumenter.StepKind k) {
    return switch (k) {
      case READ -> Step.Kind.READ;
      case WRITE -> Step.Kind.WRITE;
      case ACQUIRE -> Step.Kind.ACQUIRE;
      case ACQUIRE_READ -> Step.Kind.ACQUIRE_READ;
      case TRY_ACQUIRE -> Step.Kind.TRY_ACQUIRE;
      case RELEASE -> Step.Kind.RELEASE;
      case EXTERNAL_WRITE -> Step.Kind.EXTERNAL_WRITE;
      case CHECK -> Step.Kind.RACE_CHECK;
      case YIELD -> throw new IllegalArgumentException("yields are not steps");
    };
  }
}

package dev.pairlock.precise;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.instrument.race.Race;
import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.EntryPoint;
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
   * A race check that fails on a counterexample's path: its id, the tag of the last writer of the
   * watched address there, and the index of its observation in {@link Failure#observations()}.
   */
  record FailingCheck(int checkId, long writer, int observation) {}

  /**
   * The failing check the counterexample picked ({@code $pl.PC} at its observation), then every
   * other check that fails on the same path ({@code $pl.CF} at its observation), in path order.
   * All are races of the one execution the model describes (its guesses are consistent).
   */
  static List<FailingCheck> failingChecks(TwoThreadBuilder.Built b, Failure f, int pickedId) {
    List<FailingCheck> picked = new ArrayList<>();
    List<FailingCheck> others = new ArrayList<>();
    for (StepObservation so : steps(b, f)) {
      Observation o = so.observation();
      ThreadInstrumenter.StepSite site = so.site();
      int i = so.index();
      if (site.kind() != ThreadInstrumenter.StepKind.CHECK
          || !(o.values().get(Names.CHECK_FAILS) instanceof Expr.BoolLit(boolean fails))
          || !fails) {
        continue;
      }
      long writer = intValue(o.values().get(Names.CHECK_WRITER)).orElse(-1L);
      boolean isPick =
          picked.isEmpty()
              && site.checkId() == pickedId
              && intValue(o.values().get(Names.PICKED_CHECK)).orElse(-1L) == pickedId;
      (isPick ? picked : others).add(new FailingCheck(site.checkId(), writer, i));
    }
    picked.addAll(others);
    return picked;
  }

  /**
   * The race of failing check {@code c}; empty if its writer is not an access of the other
   * thread. The interleaving ends at the check's observation.
   */
  static Optional<ConfirmedRace> map(
      LiftedProgram lifted, TwoThreadBuilder.Built b, Failure f, FailingCheck c) {
    return race(
        lifted,
        b,
        c.checkId(),
        c.writer(),
        interleaving(b, f, c.observation()),
        b.tainted() || overapproximated(f));
  }

  /**
   * Whether the counterexample passes a value the lifted program over-approximates ({@code
   * {:overapprox}}, observed by {@link Flattener}): its execution may not exist.
   */
  static boolean overapproximated(Failure f) {
    return f.observations().stream()
        .anyMatch(o -> Attrs.overapproxOf(o.attrs()).isPresent());
  }

  /**
   * The race check {@code checkId} reports when it fails with last writer {@code writer}, with
   * {@code steps} as its interleaving; empty if the writer is not a write of the other thread to
   * the check's region.
   */
  static Optional<ConfirmedRace> race(
      LiftedProgram lifted, TwoThreadBuilder.Built b, int checkId, long writer, List<Step> steps) {
    return race(lifted, b, checkId, writer, steps, b.tainted());
  }

  /**
   * As {@link #race(LiftedProgram, TwoThreadBuilder.Built, int, long, List)}; {@code
   * inconclusive}: the race may not be a real execution ({@link ConfirmedRace#inconclusive()}).
   */
  static Optional<ConfirmedRace> race(
      LiftedProgram lifted,
      TwoThreadBuilder.Built b,
      int checkId,
      long writer,
      List<Step> steps,
      boolean inconclusive) {
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
            steps,
            inconclusive));
  }

  static RaceAccess access(TwoThreadBuilder.Built b, int thread, AccessSite s) {
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

  /** An observation of a step (index in the counterexample's observations, and its site). */
  private record StepObservation(
      int index, Observation observation, ThreadInstrumenter.StepSite site) {}

  private static List<StepObservation> steps(TwoThreadBuilder.Built b, Failure f) {
    List<StepObservation> r = new ArrayList<>();
    List<Observation> os = f.observations();
    for (int i = 0; i < os.size(); i++) {
      Optional<Integer> id = intAttr(os.get(i).attrs(), Names.STEP);
      if (id.isPresent()) {
        r.add(new StepObservation(i, os.get(i), b.tables().steps.get(id.get())));
      }
    }
    return r;
  }

  private record Obs(int seq, ThreadInstrumenter.StepSite site, int round, Expr taken) {}

  static List<Step> interleaving(TwoThreadBuilder.Built b, Failure f, int raceObservation) {
    List<Obs> obs = new ArrayList<>();
    for (StepObservation so : steps(b, f)) {
      Observation o = so.observation();
      int round = intValue(o.values().get(Names.ROUND)).orElse(0L).intValue();
      ThreadInstrumenter.StepSite site = so.site();
      obs.add(new Obs(so.index(), site, round, o.values().get(Names.ok(site.thread()))));
    }
    Obs racePoint = null;
    for (Obs o : obs) {
      if (o.seq() == raceObservation) {
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
      case REGISTRATION -> Step.Kind.REGISTRATION;
      case JOIN -> Step.Kind.JOIN;
      case CHECK -> Step.Kind.RACE_CHECK;
      case YIELD -> throw new IllegalArgumentException("yields are not steps");
    };
  }
}

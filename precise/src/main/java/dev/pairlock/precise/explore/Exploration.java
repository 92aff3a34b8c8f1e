package dev.pairlock.precise.explore;

import dev.pairlock.instrument.race.PairAnalysisResult;
import dev.pairlock.instrument.race.PairResult;
import dev.pairlock.instrument.race.Verdict;
import dev.pairlock.precise.ConfirmedRace;
import dev.pairlock.precise.PairOutcome;
import dev.pairlock.precise.PreciseResult;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What an {@link Explorer} run found: a proof that no execution of the program has a data race
 * (only when every interleaving was explored and every construct met is modelled exactly), a race
 * on an execution it found, or neither, with the reason.
 */
public sealed interface Exploration {
  /** States visited. */
  long states();

  /** One line for the report. */
  String describe();

  /**
   * Every reachable state of the program was visited, and in none do two threads have conflicting
   * accesses to one location enabled at once. Only {@link Explorer} makes one, and only when its
   * search ended by itself (no budget, no construct it does not model exactly): the type is the
   * only way an exploration turns pairs verified ({@link #apply}).
   */
  final class RaceFree implements Exploration {
    private final long states;
    private final int threads;

    RaceFree(long states, int threads) {
      this.states = states;
      this.threads = threads;
    }

    @Override
    public long states() {
      return states;
    }

    public int threads() {
      return threads;
    }

    @Override
    public String describe() {
      return "every interleaving explored (" + states + " states, " + threads
          + " threads): no two conflicting accesses are ever enabled at once";
    }

    /** Why a pair is race-free by this proof. */
    public String reason() {
      return "race-free on every interleaving of the program (explored all " + states
          + " states)";
    }

    /**
     * The lockset result with every racy or unverified pair verified by this proof and no
     * potential race left. Serialized pairs stay as they are.
     */
    public PairAnalysisResult apply(PairAnalysisResult r) {
      List<PairResult> pairs = new ArrayList<>();
      for (PairResult p : r.pairs()) {
        if (p.verdict() == Verdict.RACY || p.verdict() == Verdict.UNVERIFIED) {
          pairs.add(new PairResult(p.first(), p.second(), Verdict.VERIFIED, reason(),
              p.sharedRegions(), List.of(), p.sharedRegions(), p.verifierCalls(), p.elapsed()));
        } else {
          pairs.add(p);
        }
      }
      return new PairAnalysisResult(r.entryPoints(), pairs, List.of(), r.regionCount(), r.diagnostics());
    }

    /**
     * The precise checker's result without the races it found on executions that may not exist
     * ({@link ConfirmedRace#inconclusive()}): every interleaving was explored and none has a race,
     * so none of them is real. A pair left with no race has no race within its bounds.
     */
    public PreciseResult apply(PreciseResult r) {
      List<ConfirmedRace> real = r.races().stream().filter(c -> !c.inconclusive()).toList();
      Set<String> keys = new HashSet<>();
      real.forEach(c -> keys.add(c.key()));
      List<PairOutcome> pairs = new ArrayList<>();
      for (PairOutcome p : r.pairs()) {
        List<String> left = p.races().stream().filter(keys::contains).toList();
        if (left.size() == p.races().size()) {
          pairs.add(p);
        } else {
          boolean none = left.isEmpty() && p.status() == PairOutcome.Status.RACES;
          pairs.add(new PairOutcome(p.thread1(), p.thread2(),
              none ? PairOutcome.Status.NO_RACES_WITHIN_BOUNDS : p.status(),
              none ? "its races were on executions that do not exist: " + reason() : p.reason(),
              p.yields(), p.raceChecks(), p.checkedRegions(), left, p.solverCalls(), p.elapsed()));
        }
      }
      return new PreciseResult(r.options(), pairs, real, r.diagnostics());
    }
  }

  /**
   * A data race on an execution the search found (the race's interleaving); {@code chosen}: the
   * values it picked for results of any value on that execution ({@code "main.c:12 = 2"}), empty
   * when it picked none; {@code threadBound}: the most threads the search that found it let run at
   * once, 0 for no bound.
   */
  record RaceFound(ConfirmedRace race, long states, List<String> chosen, int threadBound)
      implements Exploration {
    public RaceFound {
      chosen = List.copyOf(chosen);
    }

    /**
     * The precise checker's result with this race among its confirmed races, and the pair of its
     * two entry points saying so.
     */
    public PreciseResult addTo(PreciseResult r) {
      // the same race found on an execution that may not exist (an over-approximated value on
      // its way) gives way to this one, on a real execution
      if (r.races().stream().anyMatch(c -> c.key().equals(race.key()) && !c.inconclusive())) {
        return r;
      }
      String a = race.accesses().get(0).entryPoint();
      String b = race.accesses().get(1).entryPoint();
      List<PairOutcome> pairs = new ArrayList<>();
      for (PairOutcome p : r.pairs()) {
        String x = p.thread1().procedure();
        String y = p.thread2().procedure();
        if ((x.equals(a) && y.equals(b)) || (x.equals(b) && y.equals(a))) {
          List<String> keys = new ArrayList<>(p.races());
          if (!keys.contains(race.key())) {
            keys.add(race.key());
          }
          pairs.add(new PairOutcome(p.thread1(), p.thread2(), PairOutcome.Status.RACES,
              "race confirmed by exploring the program's interleavings", p.yields(),
              p.raceChecks(), p.checkedRegions(), keys.stream().sorted().toList(),
              p.solverCalls(), p.elapsed()));
        } else {
          pairs.add(p);
        }
      }
      List<ConfirmedRace> races = new ArrayList<>(r.races());
      races.removeIf(c -> c.key().equals(race.key()));
      races.add(race);
      return new PreciseResult(r.options(), pairs, races.stream().sorted().toList(), r.diagnostics());
    }

    @Override
    public String describe() {
      return "a race found on an execution (" + states + " states visited"
          + (threadBound == 0 ? "" : "; at most " + threadBound + " threads at once")
          + (chosen.isEmpty() ? "" : "; nondeterministic values chosen: "
              + String.join(", ", chosen)) + "): "
          + race.kind().label + " race on " + race.regionName();
    }
  }

  /** The search ended without a verdict: budget, time, or a construct not modelled exactly. */
  record Incomplete(String reason, long states) implements Exploration {
    @Override
    public String describe() {
      return "no proof: " + reason + " (" + states + " states visited)";
    }
  }
}

package dev.pairlock.ivl.diag;

import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Debug information a pass offers to its caller, line by line (CPAchecker's {@code
 * StatisticsProvider}, as a listener): library code never prints; it hands each line of a topic
 * the caller asked for to the trace it was given, and only the command line decides whether and
 * where to show it ({@code analyze --trace=TOPIC}). Lines carry timings, so they are for people,
 * never compared by tests.
 */
public interface DebugTrace {
  /** What a line is about; {@link #optionName()} is its name on the command line. */
  enum Topic {
    /** Each verification session's VC sizes and preparation times. */
    VC,
    /** Why each points-to node collapses (where the analysis was, and the call path). */
    COLLAPSE,
    /**
     * Each pair's shared regions, preparation time, verifier calls and solver units; each Houdini
     * run's figures, and its slow queries.
     */
    PAIRS,
    /** The precise checker's encoding sizes per pair. */
    PRECISE;

    public String optionName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** A trace that wants nothing. */
  DebugTrace OFF =
      new DebugTrace() {
        @Override
        public Set<Topic> topics() {
          return Set.of();
        }

        @Override
        public boolean on(Topic topic) {
          return false;
        }

        @Override
        public void line(Topic topic, String text) {}
      };

  /** The topics wanted. */
  Set<Topic> topics();

  /** Whether lines of {@code topic} are wanted (compute them only then). */
  boolean on(Topic topic);

  /** One line of {@code topic} (ignored unless {@link #on} it). */
  void line(Topic topic, String text);

  /** A trace that hands the lines of {@code topics} to {@code sink} (called from any thread). */
  static DebugTrace of(Set<Topic> topics, Consumer<String> sink) {
    if (topics.isEmpty()) {
      return OFF;
    }
    Set<Topic> wanted = EnumSet.copyOf(topics);
    return new DebugTrace() {
      @Override
      public Set<Topic> topics() {
        return Set.copyOf(wanted);
      }

      @Override
      public boolean on(Topic topic) {
        return wanted.contains(topic);
      }

      @Override
      public void line(Topic topic, String text) {
        if (wanted.contains(topic)) {
          synchronized (sink) {
            sink.accept(text);
          }
        }
      }
    };
  }
}

package dev.pairlock.precise;

import dev.pairlock.ivl.ast.SourceLoc;

/**
 * One step of a confirmed race's interleaving, in the order the two threads executed them.
 *
 * @param thread 1 or 2; for {@link Kind#CONTEXT_SWITCH}, the thread that gets control
 * @param entryPoint the entry point that thread runs
 * @param location the source location of the step (null for a context switch, or if unknown)
 * @param kind what happens
 * @param detail the region or lock concerned (C name), or a short note
 * @param round the context (round of the sequentialization, from 0) the step runs in
 */
public record Step(
    int thread, String entryPoint, SourceLoc location, Kind kind, String detail, int round) {

  public enum Kind {
    READ("read"),
    WRITE("write"),
    ACQUIRE("acquire"),
    ACQUIRE_READ("acquire (read)"),
    TRY_ACQUIRE("try-acquire"),
    RELEASE("release"),
    /** A POSIX semaphore's {@code sem_init}, {@code sem_wait} (once its count is positive), {@code sem_post}. */
    SEMAPHORE_INIT("initialise"),
    SEMAPHORE_WAIT("wait"),
    SEMAPHORE_POST("post"),
    EXTERNAL_WRITE("external write"),
    /** An init-like entry point registers the driver: the other entry point may run from then on. */
    REGISTRATION("registration"),
    /**
     * main joins a thread that is not the other one of the pair: that thread runs to its end
     * here (its steps follow, under main's name), then main goes on.
     */
    JOIN("joins"),
    /** The race check that failed: the value read or written has changed. */
    RACE_CHECK("race check fails"),
    CONTEXT_SWITCH("context switch");

    public final String label;

    Kind(String label) {
      this.label = label;
    }
  }

  /** One line: {@code [T1 buf_llseek] drv.c:21:2 write file.f_pos}. */
  public String render() {
    if (kind == Kind.CONTEXT_SWITCH) {
      return "-- context switch to thread " + thread + " (" + entryPoint + ")";
    }
    return "[T"
        + thread
        + " "
        + entryPoint
        + "] "
        + (location == null ? "?" : location.toString())
        + " "
        + kind.label
        + (detail == null || detail.isEmpty() ? "" : " " + detail);
  }
}

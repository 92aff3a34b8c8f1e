package dev.pairlock.models;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Lock operations by function name. Loaded from {@code locks.xml} (kernel) or {@code
 * pthread/locks.xml} (user space).
 */
public record LockTable(Map<String, LockOp> ops) {
  public LockTable {
    ops = Map.copyOf(ops);
  }

  /** What a lock function does. */
  public enum Op {
    ACQUIRE,
    ACQUIRE_READ,
    RELEASE,
    TRY_ACQUIRE,
    /**
     * A condition variable's wait on its mutex: releases the mutex, waits, and takes it again
     * before it returns (also on a spurious wake-up).
     */
    WAIT
  }

  /**
   * One lock function.
   *
   * @param argument 0-based index of the lock argument; -1 for a global lock
   * @param kind one of {@code mutex}, {@code spinlock}, {@code rwlock}, {@code rwsem}, {@code
   *     semaphore}, {@code atomic}
   * @param success the return value when a try-acquire took the lock (null otherwise)
   * @param failure the return value when it did not
   * @param global the name of the one global lock the function operates on (no lock argument,
   *     e.g. {@code __VERIFIER_atomic_begin}), or null
   */
  public record LockOp(
      String function,
      Op op,
      int argument,
      String kind,
      Long success,
      Long failure,
      String global) {
    public LockOp(String function, Op op, int argument, String kind, Long success, Long failure) {
      this(function, op, argument, kind, success, failure, null);
    }

    /** Whether the function operates on one global lock rather than on an argument. */
    public boolean isGlobal() {
      return global != null;
    }
  }

  /** The kernel's lock functions ({@code locks.xml}). */
  public static LockTable load() {
    return load("locks.xml");
  }

  /** The lock functions of a table resource of this package. */
  public static LockTable load(String resource) {
    XmlBindings.LocksXml x = XmlBindings.read(resource, XmlBindings.LocksXml.class);
    Map<String, LockOp> ops = new LinkedHashMap<>();
    for (XmlBindings.LockXml l : x.locks) {
      Op op =
          switch (l.op) {
            case "acquire" -> Op.ACQUIRE;
            case "acquire-read" -> Op.ACQUIRE_READ;
            case "release" -> Op.RELEASE;
            case "try-acquire" -> Op.TRY_ACQUIRE;
            case "wait" -> Op.WAIT;
            default -> throw new ModelException(resource + ": unknown op " + l.op);
          };
      if (op == Op.TRY_ACQUIRE && (l.success == null || l.failure == null)) {
        throw new ModelException(resource + ": " + l.function + " needs success and failure");
      }
      if ((l.arg == null) == (l.global == null)) {
        throw new ModelException(resource + ": " + l.function + " needs arg or global (one)");
      }
      int arg = l.arg == null ? -1 : l.arg;
      ops.put(l.function,
          new LockOp(l.function, op, arg, l.kind, l.success, l.failure, l.global));
    }
    return new LockTable(ops);
  }

  /** These lock functions, with those of {@code over} added and replacing any of the same name. */
  public LockTable with(LockTable over) {
    Map<String, LockOp> m = new LinkedHashMap<>(ops);
    m.putAll(over.ops);
    return new LockTable(m);
  }

  public Optional<LockOp> lookup(String function) {
    return Optional.ofNullable(ops.get(function));
  }
}

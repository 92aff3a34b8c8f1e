package dev.pairlock.models;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Lock operations by function name. Loaded from {@code locks.xml}. */
public record LockTable(Map<String, LockOp> ops) {
  public LockTable {
    ops = Map.copyOf(ops);
  }

  /** What a lock function does. */
  public enum Op {
    ACQUIRE,
    ACQUIRE_READ,
    RELEASE,
    TRY_ACQUIRE
  }

  /**
   * One lock function.
   *
   * @param argument 0-based index of the lock argument
   * @param kind one of {@code mutex}, {@code spinlock}, {@code rwlock}, {@code rwsem}, {@code
   *     semaphore}, {@code atomic}
   * @param success the return value when a try-acquire took the lock (null otherwise)
   * @param failure the return value when it did not
   */
  public record LockOp(
      String function, Op op, int argument, String kind, Long success, Long failure) {}

  public static LockTable load() {
    XmlBindings.LocksXml x = XmlBindings.read("locks.xml", XmlBindings.LocksXml.class);
    Map<String, LockOp> ops = new LinkedHashMap<>();
    for (XmlBindings.LockXml l : x.locks) {
      Op op =
          switch (l.op) {
            case "acquire" -> Op.ACQUIRE;
            case "acquire-read" -> Op.ACQUIRE_READ;
            case "release" -> Op.RELEASE;
            case "try-acquire" -> Op.TRY_ACQUIRE;
            default -> throw new ModelException("locks.xml: unknown op " + l.op);
          };
      if (op == Op.TRY_ACQUIRE && (l.success == null || l.failure == null)) {
        throw new ModelException("locks.xml: " + l.function + " needs success and failure");
      }
      ops.put(l.function, new LockOp(l.function, op, l.arg, l.kind, l.success, l.failure));
    }
    return new LockTable(ops);
  }

  public Optional<LockOp> lookup(String function) {
    return Optional.ofNullable(ops.get(function));
  }
}

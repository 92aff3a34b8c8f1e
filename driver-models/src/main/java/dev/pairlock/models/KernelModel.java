package dev.pairlock.models;

import java.util.List;
import java.util.Map;

/**
 * A program's environment: entry-point, lock and function tables (used by the frontend) and the
 * serialization rules (used by the pair analysis). {@link #standard()} is the Linux kernel's;
 * {@link #pthread()} is user space's (the C library and POSIX threads), whose entry points are
 * found from {@code pthread_create} calls rather than from tables.
 */
public record KernelModel(
    EntryPointTable entryPoints,
    LockTable locks,
    FunctionModels functions,
    SerializationTable serialization) {
  private static volatile KernelModel defaultModel;
  private static volatile KernelModel pthreadModel;

  /** The kernel tables bundled with pairlock (read once). */
  public static KernelModel standard() {
    KernelModel m = defaultModel;
    if (m == null) {
      m =
          new KernelModel(
              EntryPointTable.load(),
              LockTable.load(),
              FunctionModels.load(),
              SerializationTable.load());
      defaultModel = m;
    }
    return m;
  }

  /**
   * The user-space tables ({@code pthread/locks.xml}, {@code pthread/functions.xml}; read once):
   * no operation tables and no serialization rules.
   */
  public static KernelModel pthread() {
    KernelModel m = pthreadModel;
    if (m == null) {
      m =
          new KernelModel(
              new EntryPointTable(Map.of(), Map.of(), List.of()),
              LockTable.load("pthread/locks.xml"),
              FunctionModels.load("pthread/functions.xml"),
              new SerializationTable(List.of(), List.of()));
      pthreadModel = m;
    }
    return m;
  }

  /** Whether this is the user-space model (threads are found from thread-create calls). */
  public boolean isUserSpace() {
    return functions.models().values().stream()
        .anyMatch(f -> f instanceof FunctionModels.ThreadCreate);
  }
}

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
    SerializationTable serialization,
    boolean kernelTree) {
  private static volatile KernelModel defaultModel;
  private static volatile KernelModel kernelTreeModel;

  public KernelModel(
      EntryPointTable entryPoints,
      LockTable locks,
      FunctionModels functions,
      SerializationTable serialization) {
    this(entryPoints, locks, functions, serialization, false);
  }
  private static volatile KernelModel pthreadModel;

  /** The kernel tables bundled with pairlock (read once, also by threads asking at once). */
  public static synchronized KernelModel standard() {
    KernelModel m = defaultModel;
    if (m == null) {
      m =
          new KernelModel(
              EntryPointTable.load(),
              LockTable.load(),
              FunctionModels.load().with(FunctionModels.load(FunctionModels.KERNEL_OPS)),
              SerializationTable.load());
      defaultModel = m;
    }
    return m;
  }

  /**
   * The kernel tables for a real, configured kernel tree compiled with its own headers: the
   * standard tables with {@code kernel-tree/locks.xml} and {@code kernel-tree/functions.xml}
   * added over them (the kernel's out-of-line functions and the inline helpers whose bodies are
   * assembly, by symbol; read once). In this model every function a table names is modelled
   * even where the tree's headers define it: its body is never lifted ({@link #intercepts}).
   */
  public static synchronized KernelModel forKernelTree() {
    KernelModel m = kernelTreeModel;
    if (m == null) {
      KernelModel s = standard();
      m =
          new KernelModel(
              s.entryPoints(),
              s.locks().with(LockTable.load("kernel-tree/locks.xml")),
              s.functions().with(FunctionModels.load("kernel-tree/functions.xml")),
              s.serialization(),
              true);
      kernelTreeModel = m;
    }
    return m;
  }

  /**
   * Whether a call of {@code function} is lowered by its model even where the program defines
   * it: in the kernel-tree model, every function of the lock and function tables (the tree's
   * headers define spin_lock, kmalloc, atomic_inc and the arch helpers as inline functions).
   */
  public boolean intercepts(String function) {
    return kernelTree
        && (locks.lookup(function).isPresent() || functions.lookup(function).isPresent());
  }

  /**
   * The user-space tables ({@code pthread/locks.xml}, {@code pthread/functions.xml}; read once):
   * no operation tables and no serialization rules; the calls through the kernel's ops tables
   * ({@link FunctionModels#KERNEL_OPS}) too, for kernel code in a user-space harness (SV-COMP's
   * LDV tasks).
   */
  public static synchronized KernelModel pthread() {
    KernelModel m = pthreadModel;
    if (m == null) {
      m =
          new KernelModel(
              new EntryPointTable(Map.of(), Map.of(), List.of()),
              LockTable.load("pthread/locks.xml"),
              FunctionModels.load("pthread/functions.xml")
                  .with(FunctionModels.load(FunctionModels.KERNEL_OPS)),
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

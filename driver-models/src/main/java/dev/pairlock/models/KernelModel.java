package dev.pairlock.models;

/** The driver environment the frontend uses: entry-point, lock and function tables. */
public record KernelModel(EntryPointTable entryPoints, LockTable locks, FunctionModels functions) {
  private static volatile KernelModel defaultModel;

  /** The tables bundled with pairlock (read once). */
  public static KernelModel standard() {
    KernelModel m = defaultModel;
    if (m == null) {
      m = new KernelModel(EntryPointTable.load(), LockTable.load(), FunctionModels.load());
      defaultModel = m;
    }
    return m;
  }
}

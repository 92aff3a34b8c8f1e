package dev.pairlock.models;

/**
 * The driver environment: entry-point, lock and function tables (used by the frontend) and the
 * kernel's serialization rules (used by the pair analysis).
 */
public record KernelModel(
    EntryPointTable entryPoints,
    LockTable locks,
    FunctionModels functions,
    SerializationTable serialization) {
  private static volatile KernelModel defaultModel;

  /** The tables bundled with pairlock (read once). */
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
}

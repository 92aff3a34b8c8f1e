package dev.pairlock.instrument;

import dev.pairlock.ivl.ast.SourceLoc;
import java.util.Optional;

/**
 * A procedure the environment may call, from {@code procedure {:entrypoint "kind"} name(...)}.
 *
 * @param procedure the procedure's name in the lifted program (the C function name)
 * @param kind the attribute's argument: {@code file_operations.llseek}, {@code module_init}, ...
 * @param location the procedure's {@code {:sourceloc}}, or null
 */
public record EntryPoint(String procedure, String kind, SourceLoc location)
    implements Comparable<EntryPoint> {
  public static final String MODULE_INIT = "module_init";
  public static final String MODULE_EXIT = "module_exit";

  public Optional<SourceLoc> where() {
    return Optional.ofNullable(location);
  }

  /**
   * Whether this entry point sets the driver up (module init or a bus probe): other entry points
   * can run concurrently with it only from its {@code {:registration}} call on.
   */
  public boolean isInitLike() {
    return kind.equals(MODULE_INIT) || kind.endsWith(".probe");
  }

  @Override
  public int compareTo(EntryPoint o) {
    return procedure.compareTo(o.procedure);
  }
}

package dev.pairlock.instrument;

import dev.pairlock.ivl.ast.SourceLoc;
import java.util.Optional;

/**
 * A procedure the environment may call, from {@code procedure {:entrypoint "kind"} name(...)}.
 *
 * @param procedure the procedure's name in the lifted program (the C function name)
 * @param kind the attribute's argument: {@code file_operations.llseek}, {@code module_init}, ...
 * @param location the procedure's {@code {:sourceloc}}, or null
 * @param singleInstance the procedure is marked {@code {:single_instance}}: it never runs
 *     concurrently with itself (a program's {@code main}, a thread created once)
 */
public record EntryPoint(String procedure, String kind, SourceLoc location, boolean singleInstance)
    implements Comparable<EntryPoint> {
  public static final String MODULE_INIT = "module_init";
  public static final String MODULE_EXIT = "module_exit";
  /** The initial thread of a user-space program. */
  public static final String MAIN = "main";

  public EntryPoint(String procedure, String kind, SourceLoc location) {
    this(procedure, kind, location, false);
  }

  public Optional<SourceLoc> where() {
    return Optional.ofNullable(location);
  }

  /**
   * Whether this entry point sets the program up (module init, a bus probe, a program's main):
   * other entry points can run concurrently with it only from its {@code {:registration}} call on
   * (for a call naming {@code {:threads}}, only those threads).
   */
  public boolean isInitLike() {
    return kind.equals(MODULE_INIT) || kind.endsWith(".probe") || kind.equals(MAIN);
  }

  /**
   * Whether this entry point runs first, alone, before any other can (module init, main): the
   * precise checker runs its code up to its first registration as the sequential prefix.
   */
  public boolean isProgramInit() {
    return kind.equals(MODULE_INIT) || kind.equals(MAIN);
  }

  @Override
  public int compareTo(EntryPoint o) {
    return procedure.compareTo(o.procedure);
  }
}

package dev.pairlock.ivl.lifted;

import dev.pairlock.ivl.ast.SourceLoc;
import java.util.Optional;

/**
 * A procedure the environment may call: {@code procedure {:entrypoint "kind"} name(...)}. The
 * frontend finds it (in an ops table, an init section, a thread create) and writes the attribute;
 * every analysis reads it back from the program ({@link Attrs#entryPointOf}).
 *
 * @param procedure the procedure's name in the lifted program (the C function name)
 * @param kind the attribute's argument: {@code file_operations.llseek}, {@code module_init},
 *     {@code pthread_create}, ...
 * @param location the procedure's {@code {:sourceloc}}, or null
 * @param singleInstance the procedure is marked {@code {:single_instance}}: it never runs
 *     concurrently with itself (a program's {@code main}, a thread created once)
 * @param holdsModule the kernel holds a reference to the module around its calls ({@code
 *     {:holds_module}}: its table's owner is {@code THIS_MODULE}; see driver-models' {@code
 *     module-ref})
 * @param table where the frontend found it: the global whose initializer holds it ({@code fops}),
 *     the init variable, a thread's creators; null when read from a program (the IVL does not
 *     record it)
 */
public record EntryPoint(
    String procedure,
    String kind,
    SourceLoc location,
    boolean singleInstance,
    boolean holdsModule,
    String table)
    implements Comparable<EntryPoint> {
  public static final String MODULE_INIT = "module_init";
  public static final String MODULE_EXIT = "module_exit";
  /** The initial thread of a user-space program. */
  public static final String MAIN = "main";

  public EntryPoint(String procedure, String kind, SourceLoc location) {
    this(procedure, kind, location, false);
  }

  public EntryPoint(String procedure, String kind, SourceLoc location, boolean singleInstance) {
    this(procedure, kind, location, singleInstance, false, null);
  }

  /** An entry point the frontend found in {@code table} (no location or instance facts yet). */
  public static EntryPoint found(String procedure, String kind, String table, boolean holdsModule) {
    return new EntryPoint(procedure, kind, null, false, holdsModule, table);
  }

  /** This entry point with {@code singleInstance} and {@code location} as lifted. */
  public EntryPoint lifted(SourceLoc loc, boolean single) {
    return new EntryPoint(procedure, kind, loc, single, holdsModule, table);
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

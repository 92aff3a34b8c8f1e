package dev.pairlock.frontend;

/**
 * A driver entry point found in an ops table or a module init/exit section.
 *
 * @param procedure the C function (and IVL procedure)
 * @param role {@code file_operations.read}, {@code module_init}, ...
 * @param table the global whose initializer holds it ({@code fops}), or the init variable
 * @param holdsModule the kernel holds a reference to the module around its calls (its table's
 *     owner is {@code THIS_MODULE}; see driver-models' {@code module-ref})
 */
public record EntryPoint(String procedure, String role, String table, boolean holdsModule) {
  public EntryPoint(String procedure, String role, String table) {
    this(procedure, role, table, false);
  }
}

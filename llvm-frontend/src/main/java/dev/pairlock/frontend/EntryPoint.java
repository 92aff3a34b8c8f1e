package dev.pairlock.frontend;

/**
 * A driver entry point found in an ops table or a module init/exit section.
 *
 * @param procedure the C function (and IVL procedure)
 * @param role {@code file_operations.read}, {@code module_init}, ...
 * @param table the global whose initializer holds it ({@code fops}), or the init variable
 */
public record EntryPoint(String procedure, String role, String table) {}

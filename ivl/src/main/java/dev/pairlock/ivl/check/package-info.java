/**
 * Name resolution and type checking of IVL programs: {@link dev.pairlock.ivl.check.TypeChecker}
 * reports undeclared and duplicate names, type errors, misuse of {@code old}, and writes to globals
 * outside a procedure's {@code modifies} clause, as sorted {@code Diagnostic}s located at the
 * enclosing node's position (expressions carry no position of their own).
 */
package dev.pairlock.ivl.check;

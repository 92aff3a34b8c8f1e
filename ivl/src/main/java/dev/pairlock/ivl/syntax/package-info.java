/**
 * Concrete syntax of the IVL (Boogie's unstructured subset with attributes on every command, see
 * {@code docs/ivl-conventions.md}): {@link dev.pairlock.ivl.syntax.Parser} reads {@code .bpl} text
 * into the AST, filling positions; {@link dev.pairlock.ivl.syntax.Printer} writes the AST back
 * deterministically with minimal parentheses, so that {@code parse(print(p)).equals(p)}.
 */
package dev.pairlock.ivl.syntax;

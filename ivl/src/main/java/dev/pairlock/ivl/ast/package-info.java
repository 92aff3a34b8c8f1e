/**
 * The IVL abstract syntax: sealed interfaces with records as leaves, immutable, structural
 * equality ({@link dev.pairlock.ivl.ast.Pos} excluded). Passes build new programs; nothing stores
 * phase state on nodes.
 */
package dev.pairlock.ivl.ast;

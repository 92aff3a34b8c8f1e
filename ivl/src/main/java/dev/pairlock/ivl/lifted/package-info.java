/**
 * The vocabulary of lifted programs (docs/ivl-conventions.md): what the frontend produces and every
 * analysis consumes. {@link dev.pairlock.ivl.lifted.Attrs} names every attribute and writes and
 * reads them; {@link dev.pairlock.ivl.lifted.EntryPoint}, {@link dev.pairlock.ivl.lifted.Region},
 * {@link dev.pairlock.ivl.lifted.LockConst} and {@link dev.pairlock.ivl.lifted.AccessSite} are the
 * concepts the attributes describe.
 *
 * <p>It lives in {@code ivl} because that is the one module both the producer ({@code
 * llvm-frontend}) and the consumers ({@code instrument}, {@code houdini}, {@code precise}, {@code
 * cli}) depend on, and it needs nothing but {@code ivl.ast}: a module of its own would add a
 * module to the graph for five classes without changing any edge.
 */
package dev.pairlock.ivl.lifted;

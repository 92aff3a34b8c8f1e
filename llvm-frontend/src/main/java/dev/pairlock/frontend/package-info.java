/**
 * The LLVM frontend: compiles C drivers with the bundled clang ({@link
 * dev.pairlock.frontend.Clang}), reads and links the bitcode, runs {@code mem2reg}, computes a
 * unification-based field-sensitive points-to analysis ({@link dev.pairlock.frontend.PointsTo},
 * with {@link dev.pairlock.frontend.KernelObjects}, {@link dev.pairlock.frontend.MemoryCopies}
 * and {@link dev.pairlock.frontend.LayoutChecks}) that partitions memory into
 * regions ({@link dev.pairlock.frontend.Regions}), and lowers everything to IVL ({@link
 * dev.pairlock.frontend.ModuleLowering}).
 *
 * <p><b>Entry points are found here</b>: a kernel driver's in its ops tables and init sections
 * ({@link dev.pairlock.frontend.EntryPoints}, from driver-models' {@code entry-points.xml}), a
 * POSIX-threads program's as main and the start functions of its thread creates ({@link
 * dev.pairlock.frontend.Threads}); {@link dev.pairlock.frontend.Lifter} adds those named on the
 * command line and writes them as {@code {:entrypoint}} attributes (the vocabulary of {@code
 * dev.pairlock.ivl.lifted}, docs/ivl-conventions.md).
 *
 * <p>The public API is {@link dev.pairlock.frontend.Lifter} and {@link
 * dev.pairlock.frontend.LiftResult}. The only module that touches the JavaCPP LLVM bindings.
 */
package dev.pairlock.frontend;

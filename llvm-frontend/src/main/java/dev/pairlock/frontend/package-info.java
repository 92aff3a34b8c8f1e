/**
 * The LLVM frontend: compiles C drivers with the bundled clang ({@link
 * dev.pairlock.frontend.Clang}), reads and links the bitcode, runs {@code mem2reg}, computes a
 * unification-based field-sensitive points-to analysis ({@link dev.pairlock.frontend.PointsTo})
 * that partitions memory into regions, finds entry points ({@link
 * dev.pairlock.frontend.EntryPoints}) and lowers everything to IVL ({@link
 * dev.pairlock.frontend.ModuleLowering}). The public API is {@link dev.pairlock.frontend.Lifter}
 * and {@link dev.pairlock.frontend.LiftResult}. The only module that touches the JavaCPP LLVM
 * bindings.
 */
package dev.pairlock.frontend;

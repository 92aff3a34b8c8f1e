package dev.pairlock.frontend;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.LockConst;
import java.util.List;

/**
 * What lifting a driver produces.
 *
 * @param program the IVL program (docs/ivl-conventions.md)
 * @param regions memory regions, shared ones first then local ones, in id order
 * @param entryPoints entry points found in ops tables and init sections
 * @param locks lock constants
 * @param diagnostics sorted; warnings mark constructs modelled unsoundly (also in the program as
 *     {@code {:unsound}})
 * @param sources source line text for reports
 * @param stats measured figures
 */
public record LiftResult(
    Program program,
    List<RegionInfo> regions,
    List<EntryPoint> entryPoints,
    List<LockConst> locks,
    List<Diagnostic> diagnostics,
    SourceText sources,
    Stats stats) {
  public LiftResult {
    regions = List.copyOf(regions);
    entryPoints = List.copyOf(entryPoints);
    locks = List.copyOf(locks);
    diagnostics = List.copyOf(diagnostics);
  }

  /**
   * Figures for the benchmark note.
   *
   * @param compileMillis clang time
   * @param liftMillis bitcode to IVL (load, link, mem2reg, points-to, lowering)
   * @param functions defined functions
   * @param sharedRegions regions that are IVL globals
   * @param localRegions regions that became procedure-local maps
   * @param pointsToNodes nodes the points-to analysis created
   */
  public record Stats(
      long compileMillis,
      long liftMillis,
      int functions,
      int sharedRegions,
      int localRegions,
      int pointsToNodes) {}
}

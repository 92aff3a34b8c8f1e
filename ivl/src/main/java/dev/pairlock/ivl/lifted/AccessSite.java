package dev.pairlock.ivl.lifted;

import dev.pairlock.ivl.ast.SourceLoc;

/**
 * One memory access command of the lifted program ({@code {:access "read"} v := $M.3[p];} or {@code
 * {:access "write"} $M.3[p] := v;}), numbered: the pair program records the number of the access it
 * picks, and race reports map it back through this table.
 *
 * @param id the access's number, unique in the program
 * @param procedure the (original) procedure holding it
 * @param block the label of its block
 * @param index its position in the block
 * @param region the region's variable ({@code $M.3})
 * @param isWrite write or read
 * @param location its {@code {:sourceloc}} (or the command's position if it has none)
 * @param callee for a call to a bodiless procedure whose {@code modifies} names the region (an
 *     external function writing driver memory, at addresses the analysis does not know): the
 *     callee's name; null for an access command
 */
public record AccessSite(
    int id,
    String procedure,
    String block,
    int index,
    String region,
    boolean isWrite,
    SourceLoc location,
    String callee) {
  public AccessSite(
      int id,
      String procedure,
      String block,
      int index,
      String region,
      boolean isWrite,
      SourceLoc location) {
    this(id, procedure, block, index, region, isWrite, location, null);
  }

  public boolean isExternalWrite() {
    return callee != null;
  }
}

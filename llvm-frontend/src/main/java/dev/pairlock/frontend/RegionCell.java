package dev.pairlock.frontend;

import dev.pairlock.ivl.lifted.Region;

/**
 * Where a memory region comes from: a points-to node (and, unless the node is collapsed, one cell
 * offset of it), mapped to the {@link Region} of the lifted program.
 *
 * @param region the region ({@code $M.3}, or {@code $L.3} for a function-local one)
 * @param offset the cell's offset in the node, negative for a collapsed node (one region)
 * @param exactValues loads return what was stored (the node's accesses agree on extents)
 */
record RegionCell(int id, Region region, PtGraph.Node node, long offset, boolean exactValues) {
  String variable() {
    return region.variable();
  }

  /** Readable name from debug info ({@code file.f_pos}, {@code mydev.ring[]}). */
  String name() {
    return region.name();
  }

  String owner() {
    return region.owner();
  }

  boolean threadLocal() {
    return region.threadLocal();
  }

  boolean local() {
    return region.local();
  }
}

package dev.pairlock.frontend;

/**
 * One memory region: a points-to node (and, unless the node is collapsed, one cell offset of it).
 *
 * @param variable the IVL map variable ({@code $M.3}, or {@code $L.3} for a function-local one)
 * @param name readable name from debug info ({@code file.f_pos}, {@code mydev.ring[]})
 * @param owner the function a local region belongs to, null for shared regions
 * @param exactValues loads return what was stored (the node's accesses agree on extents)
 * @param threadLocal stack objects whose addresses never reach memory: no other thread can
 *     access them
 */
record Region(
    int id,
    String variable,
    String name,
    PtGraph.Node node,
    long offset,
    String owner,
    boolean exactValues,
    boolean threadLocal) {
  boolean local() {
    return owner != null;
  }
}

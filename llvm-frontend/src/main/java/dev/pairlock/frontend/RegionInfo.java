package dev.pairlock.frontend;

import java.util.List;

/**
 * A memory region of the lifted program.
 *
 * @param variable the IVL map ({@code $M.3}; {@code $L.3} for a region local to {@code owner})
 * @param name readable name from debug info
 * @param readers procedures that read it (directly), sorted
 * @param writers procedures that write it (directly), sorted
 * @param collapsed the region is a whole object whose accesses did not agree on a layout
 * @param owner the procedure a local region belongs to, null for shared regions
 * @param threadLocal only stack objects whose addresses never reach memory live here (an IVL
 *     global marked {@code {:thread_local}}, or a local map): no other thread can access it
 */
public record RegionInfo(
    String variable,
    String name,
    List<String> readers,
    List<String> writers,
    boolean collapsed,
    String owner,
    boolean threadLocal) {
  public RegionInfo {
    readers = List.copyOf(readers);
    writers = List.copyOf(writers);
  }
}

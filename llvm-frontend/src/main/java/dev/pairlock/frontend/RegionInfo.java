package dev.pairlock.frontend;

import dev.pairlock.ivl.lifted.Region;
import java.util.List;

/**
 * What lifting found out about a memory region: who reads and writes it, and whether its layout
 * was given up. The region itself is the program's ({@link Region}); these facts are not in the
 * IVL (the {@code lift} command and the frontend's tests show them).
 *
 * @param readers procedures that read it (directly), sorted
 * @param writers procedures that write it (directly), sorted
 * @param collapsed the region is a whole object whose accesses did not agree on a layout
 */
public record RegionInfo(
    Region region, List<String> readers, List<String> writers, boolean collapsed) {
  public RegionInfo {
    readers = List.copyOf(readers);
    writers = List.copyOf(writers);
  }

  public String variable() {
    return region.variable();
  }

  public String name() {
    return region.name();
  }

  public String owner() {
    return region.owner();
  }

  public boolean threadLocal() {
    return region.threadLocal();
  }
}

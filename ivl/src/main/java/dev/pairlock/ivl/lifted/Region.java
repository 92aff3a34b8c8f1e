package dev.pairlock.ivl.lifted;

/**
 * A memory region of a lifted program: {@code var $M.3: [int]int {:region "file.f_pos"};}, one per
 * points-to class; two regions never alias.
 *
 * @param variable the IVL map variable ({@code $M.3}; {@code $L.3} for a region local to {@code
 *     owner})
 * @param name the readable name from the {@code {:region}} attribute ({@code file.f_pos})
 * @param owner the procedure a local region belongs to, null for shared regions (IVL globals)
 * @param threadLocal only stack objects whose addresses never reach memory live here ({@code
 *     {:thread_local}} on the global, or a local map): no other thread can access it
 */
public record Region(String variable, String name, String owner, boolean threadLocal) {
  /** A shared region (an IVL global). */
  public Region(String variable, String name) {
    this(variable, name, null, false);
  }

  /** Whether the region is a procedure-local map. */
  public boolean local() {
    return owner != null;
  }
}

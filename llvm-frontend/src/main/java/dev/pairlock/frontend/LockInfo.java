package dev.pairlock.frontend;

import java.util.Map;

/**
 * A lock the driver uses: the IVL constant ({@code $lock.nvram_mutex}), the readable name of its
 * abstract location ({@code nvram_mutex}, {@code mydev.lock}) and its kind ({@code mutex},
 * {@code spinlock}, ...).
 *
 * @param instances null when the location is one lock per run ({@link LockInstances}); else why
 *     it may be several locks at once
 * @param regionOffsets for a lock of several instances: per region variable of the lock's object,
 *     where its data lies from the lock in one object: {@code "e"}, an access at {@code w} is
 *     protected by the instance at {@code w - e}; {@code "lo..hi"}, by the instance {@code a} with
 *     {@code a + lo <= w < a + hi} (an array in the object)
 * @param field the lock's offset in its object
 */
public record LockInfo(
    String constant,
    String name,
    String kind,
    String instances,
    Map<String, String> regionOffsets,
    long field) {
  public LockInfo {
    regionOffsets = regionOffsets == null ? Map.of() : Map.copyOf(regionOffsets);
  }

  public LockInfo(String constant, String name, String kind) {
    this(constant, name, kind, null, Map.of(), 0);
  }

  /** Whether the location may be several locks at once. */
  public boolean isMultiInstance() {
    return instances != null;
  }
}

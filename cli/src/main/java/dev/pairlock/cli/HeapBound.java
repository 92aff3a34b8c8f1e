package dev.pairlock.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryNotificationInfo;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.management.NotificationEmitter;

/**
 * Keeps the JVM's old generation near what the analysis holds live. With the serial collector
 * (the launcher's), the old generation fills with objects that survived a few young collections
 * and died since (a Houdini run's VCs, a pair's programs), and it grows toward the heap's cap
 * before a full collection: on r8169 of the WHOOP suite it grew to 780 MB of which 105 MB were
 * live, and resident memory with it. Here a full collection runs (on a thread of its own) when
 * the old generation's use passes twice what the last collection left, at least {@link
 * #FLOOR_BYTES}; after it the collector returns the free space beyond {@code
 * -XX:MaxHeapFreeRatio} to the system. The bound moves with the live data, so a large analysis
 * still has the whole heap; it costs one full collection per that much garbage (a few tenths of
 * a second on r8169's 150 MB live). Installed once per JVM; where the JVM has no pool with a
 * usage threshold (another collector), nothing is done.
 */
final class HeapBound {
  private HeapBound() {}

  /** The least bound: below it the old generation is left alone. */
  static final long FLOOR_BYTES = 192L << 20;

  private static final AtomicBoolean INSTALLED = new AtomicBoolean();

  /**
   * Installs the bound a few seconds from now, on a daemon thread: a small program's run is over
   * before then and does not pay for loading the management classes.
   */
  static void install() {
    if (!INSTALLED.compareAndSet(false, true)) {
      return;
    }
    Thread later =
        new Thread(
            () -> {
              try {
                Thread.sleep(DELAY_MILLIS);
              } catch (InterruptedException e) {
                return;
              }
              installNow();
            },
            "pairlock-heap-bound");
    later.setDaemon(true);
    later.start();
  }

  static final long DELAY_MILLIS = 3000;

  private static void installNow() {
    MemoryPoolMXBean old = null;
    for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
      if (p.getType() == MemoryType.HEAP && p.isUsageThresholdSupported()
          && p.isCollectionUsageThresholdSupported()) {
        old = p; // the tenured generation: the only heap pool with both thresholds
      }
    }
    if (old == null
        || !(ManagementFactory.getMemoryMXBean() instanceof NotificationEmitter emitter)) {
      return;
    }
    MemoryPoolMXBean pool = old;
    Object signal = new Object();
    boolean[] due = {false};
    Thread collector =
        new Thread(
            () -> {
              while (true) {
                synchronized (signal) {
                  while (!due[0]) {
                    try {
                      signal.wait();
                    } catch (InterruptedException e) {
                      return;
                    }
                  }
                  due[0] = false;
                }
                System.gc();
                pool.setUsageThreshold(bound(pool));
              }
            },
            "pairlock-heap-collector");
    collector.setDaemon(true);
    collector.start();
    emitter.addNotificationListener(
        (n, h) -> {
          if (MemoryNotificationInfo.MEMORY_THRESHOLD_EXCEEDED.equals(n.getType())) {
            synchronized (signal) {
              due[0] = true;
              signal.notifyAll();
            }
          }
        },
        null,
        null);
    pool.setUsageThreshold(bound(pool));
  }

  /** Twice what the last collection of {@code pool} left, at least the floor, within its cap. */
  private static long bound(MemoryPoolMXBean pool) {
    var after = pool.getCollectionUsage();
    long live = after == null ? 0 : after.getUsed();
    long b = Math.max(FLOOR_BYTES, 2 * live);
    long max = pool.getUsage().getMax();
    return max > 0 ? Math.min(b, max) : b;
  }
}

package dev.pairlock.ivl.vc;

import java.util.concurrent.CancellationException;

/**
 * Cooperative cancellation of VC generation: the per-block loops of desugaring, passification and
 * weakest-precondition generation stop with a {@link CancellationException} once the calling
 * thread is interrupted (a caller that runs {@link VcVerifier#verify} on a worker thread under a
 * time budget interrupts it when the budget is spent). Z3's own queries are bounded by their
 * timeout instead.
 */
final class Interruption {
  private Interruption() {}

  static void check() {
    if (Thread.currentThread().isInterrupted()) {
      throw new CancellationException("VC generation interrupted");
    }
  }
}

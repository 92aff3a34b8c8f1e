package dev.pairlock.cli;

/**
 * Loads what every analysis needs on background threads, while the command line is parsed and
 * the drivers are found: LLVM's natives and the bundled clang (javacpp), Z3's natives (z3-turnkey
 * unpacks and loads them on the first use of {@code com.microsoft.z3.Native}) and the kernel
 * tables. Each takes 0.1-0.3 s of CPU and, done one after the other on the way, a run of a small
 * program waited for them in turn; on a machine with a core to spare they now overlap. Each is
 * loaded once whoever asks first (the others wait for it); a failure here is ignored: the
 * analysis meets it again where it reports it.
 */
final class Prewarm {
  private Prewarm() {}

  private static boolean tables;
  private static boolean natives;

  /** Starts reading the kernel tables (once per JVM): every analyze command needs them. */
  static synchronized void tables() {
    if (!tables) {
      tables = true;
      daemon("pairlock-prewarm-tables", dev.pairlock.models.KernelModel::standard);
    }
  }

  /**
   * Starts loading LLVM's and Z3's natives (once per JVM): only where drivers are analysed (not
   * in the parent of a batch, whose children analyse them).
   */
  static synchronized void natives() {
    if (natives) {
      return;
    }
    natives = true;
    daemon(
        "pairlock-prewarm-llvm",
        () -> {
          dev.pairlock.frontend.Natives.clang();
          dev.pairlock.frontend.Natives.loadLlvm();
        });
    daemon("pairlock-prewarm-z3", () -> Class.forName("com.microsoft.z3.Native"));
  }

  private interface Load {
    void run() throws Exception;
  }

  private static void daemon(String name, Load load) {
    Thread t =
        new Thread(
            () -> {
              try {
                load.run();
              } catch (Exception | LinkageError e) {
                // reported where the analysis needs it
              }
            },
            name);
    t.setDaemon(true);
    t.start();
  }
}

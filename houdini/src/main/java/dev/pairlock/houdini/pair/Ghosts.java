package dev.pairlock.houdini.pair;

/**
 * Names of the ghost variables of a pair program, as {@code instrument}'s {@code GhostNames}
 * writes them. {@code k} is a region or lock key: the variable or constant name without its
 * leading {@code $} ({@code M.3}, {@code lock.m}); {@code i} the side, 1 or 2.
 */
final class Ghosts {
  private Ghosts() {}

  static final String WATCHED = "$WATCHED_";
  static final String CLS = "$CLS_";
  static final String CLSR = "$CLSR_";
  static final String LOGGING = "$LOGGING_";

  static String watched(String k) {
    return WATCHED + k;
  }

  static String picked(String k, int i) {
    return "$PICKED_" + k + "_" + i;
  }

  static String pickWrite(String k, int i) {
    return "$PICK_WRITE_" + k + "_" + i;
  }

  static String pickLoc(String k, int i) {
    return "$PICK_LOC_" + k + "_" + i;
  }

  static String pickLockset(String k, int i, String l) {
    return "$PICK_LS_" + k + "_" + i + "_" + l;
  }

  static String pickReadLockset(String k, int i, String l) {
    return "$PICK_LSR_" + k + "_" + i + "_" + l;
  }

  static String cls(int i, String l) {
    return CLS + i + "_" + l;
  }

  static String clsr(int i, String l) {
    return CLSR + i + "_" + l;
  }

  static String logging(int i) {
    return LOGGING + i;
  }

  /** The local holding nondeterministic choices in instrumented procedures. */
  static final String NONDET = "$nd";

  /** The attribute of a pick assignment, with the access site's id. */
  static final String PICK = "pick";

  /** Side of a side copy {@code proc$1} / {@code proc$2}; 0 if the name is not one. */
  static int sideOf(String procedure) {
    if (procedure.endsWith("$1")) {
      return 1;
    }
    if (procedure.endsWith("$2")) {
      return 2;
    }
    return 0;
  }
}

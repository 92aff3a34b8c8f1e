package dev.pairlock.houdini.pair;

import dev.pairlock.instrument.GhostNames;

/**
 * Names of the ghost variables of a pair program, from {@link GhostNames}, with the prefixes that
 * recognise them in a program. {@code k} is a region or lock key: the variable or constant name
 * without its leading {@code $} ({@code M.3}, {@code lock.m}); {@code i} the side, 1 or 2.
 */
final class Ghosts {
  private Ghosts() {}

  static final String WATCHED = "$WATCHED_";
  static final String CLS = "$CLS_";
  static final String CLSR = "$CLSR_";
  static final String LOGGING = "$LOGGING_";

  static String watched(String k) {
    return GhostNames.watched(k);
  }

  static String picked(String k, int i) {
    return GhostNames.picked(k, i);
  }

  static String pickWrite(String k, int i) {
    return GhostNames.pickWrite(k, i);
  }

  static String pickLoc(String k, int i) {
    return GhostNames.pickLoc(k, i);
  }

  static String pickLockset(String k, int i, String l) {
    return GhostNames.pickLockset(k, i, l);
  }

  static String pickReadLockset(String k, int i, String l) {
    return GhostNames.pickReadLockset(k, i, l);
  }

  static String cls(int i, String l) {
    return GhostNames.currentLockset(i, l);
  }

  static String clsr(int i, String l) {
    return GhostNames.currentReadLockset(i, l);
  }

  static String cla(int i, String l) {
    return GhostNames.currentLockAddress(i, l);
  }

  static String clar(int i, String l) {
    return GhostNames.currentReadLockAddress(i, l);
  }

  static String logging(int i) {
    return GhostNames.logging(i);
  }

  static String joined(int i, int site) {
    return GhostNames.joined(i, site);
  }

  static String stopped(int i) {
    return GhostNames.stopped(i);
  }

  /** The local holding nondeterministic choices in instrumented procedures. */
  static final String NONDET = GhostNames.NONDET;

  /** Side of a side copy {@code proc$1} / {@code proc$2}; 0 if the name is not one. */
  static int sideOf(String procedure) {
    for (int side = 1; side <= 2; side++) {
      if (procedure.endsWith(GhostNames.sideCopy("", side))) {
        return side;
      }
    }
    return 0;
  }
}

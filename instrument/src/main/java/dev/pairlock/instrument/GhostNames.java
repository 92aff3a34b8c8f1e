package dev.pairlock.instrument;

import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.LockConst;

/**
 * Names of the ghost variables of a pair program (WHOOP §III). {@code R} is a region variable
 * without its {@code $} ({@code M.3}), {@code i} the side (1 or 2), {@code l} a lock constant
 * without its {@code $} ({@code lock.m}).
 *
 * <ul>
 *   <li>{@code $WATCHED_R: int} the symbolic watched address of region R
 *   <li>{@code $PICKED_R_i: bool} side i picked an access to the watched address
 *   <li>{@code $PICK_WRITE_R_i: bool} that access is a write
 *   <li>{@code $PICK_LOC_R_i: int} the {@link AccessSite#id()} of that access
 *   <li>{@code $PICK_LS_R_i_l}, {@code $PICK_LSR_R_i_l: bool} lock l was held (exclusively / in
 *       read mode) at that access
 *   <li>{@code $CLS_i_l}, {@code $CLSR_i_l: bool} side i holds lock l now (exclusively / in read
 *       mode)
 *   <li>{@code $CLA_i_l}, {@code $CLAR_i_l: int} for a lock of several instances ({@link
 *       LockConst#isMultiInstance}): the address of the instance side i holds (exclusively / in
 *       read mode) when {@code $CLS_i_l} ({@code $CLSR_i_l}); its {@code $PICK_LS} then records
 *       that side i held the instance of the object holding the watched address
 *   <li>{@code $LOGGING_i: bool} side i, an init function, has registered the driver
 *   <li>{@code $STOPPED_i: bool} side i has stopped: right after a pick, its thread may run no
 *       further (it loops forever, exits, traps, or is simply not scheduled again), so the race
 *       checks see that pick; every side procedure returns at once and side 2 (or the race
 *       checks) runs next
 *   <li>{@code $RACE_REPORTED_R(loc1: int, loc2: int): bool}, {@code $RACE_CLOSED_R: bool} the
 *       race enumeration's exclusions (uninterpreted, so free to be false): the race check of R
 *       holds for an access pair the function is assumed true of (a race already found), and for
 *       every pair once R is assumed closed
 * </ul>
 */
public final class GhostNames {
  private GhostNames() {}

  static String key(String name) {
    return name.startsWith("$") ? name.substring(1) : name;
  }

  public static String watched(String region) {
    return "$WATCHED_" + key(region);
  }

  public static String picked(String region, int side) {
    return "$PICKED_" + key(region) + "_" + side;
  }

  public static String pickWrite(String region, int side) {
    return "$PICK_WRITE_" + key(region) + "_" + side;
  }

  public static String pickLoc(String region, int side) {
    return "$PICK_LOC_" + key(region) + "_" + side;
  }

  public static String raceReported(String region) {
    return "$RACE_REPORTED_" + key(region);
  }

  public static String raceClosed(String region) {
    return "$RACE_CLOSED_" + key(region);
  }

  public static String pickLockset(String region, int side, String lock) {
    return "$PICK_LS_" + key(region) + "_" + side + "_" + key(lock);
  }

  public static String pickReadLockset(String region, int side, String lock) {
    return "$PICK_LSR_" + key(region) + "_" + side + "_" + key(lock);
  }

  public static String currentLockset(int side, String lock) {
    return "$CLS_" + side + "_" + key(lock);
  }

  public static String currentReadLockset(int side, String lock) {
    return "$CLSR_" + side + "_" + key(lock);
  }

  public static String currentLockAddress(int side, String lock) {
    return "$CLA_" + side + "_" + key(lock);
  }

  public static String currentReadLockAddress(int side, String lock) {
    return "$CLAR_" + side + "_" + key(lock);
  }

  public static String logging(int side) {
    return "$LOGGING_" + side;
  }

  /** Whether side {@code side} has stopped (see the class comment). */
  public static String stopped(int side) {
    return "$STOPPED_" + side;
  }

  /** Whether side {@code side} has joined the partner's thread of create site {@code site}. */
  public static String joined(int side, int site) {
    return "$JOINED_" + side + "_" + site;
  }

  /** The copy of procedure {@code p} for side {@code side}: {@code buf_llseek$1}. */
  public static String sideCopy(String procedure, int side) {
    return procedure + "$" + side;
  }

  /** The procedure checking pair (first, second): {@code $pair$buf_llseek$buf_read}. */
  public static String pairMain(EntryPointPair pair) {
    return "$pair$" + pair.first().procedure() + "$" + pair.second().procedure();
  }

  /** The local holding the nondeterministic choices of an instrumented procedure. */
  public static final String NONDET = "$nd";

}

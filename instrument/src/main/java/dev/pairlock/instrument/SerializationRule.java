package dev.pairlock.instrument;

import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.models.KernelModel;
import dev.pairlock.models.SerializationTable;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * A rule saying the kernel never runs two entry points concurrently, by their kinds (the argument
 * of {@code {:entrypoint}}). Rules are data: the analysis takes a list of them; {@link #DEFAULTS}
 * holds the rules of driver-models' {@code serialization.xml}.
 *
 * @param name a short identifier, e.g. {@code init-exit}
 * @param reason why the kernel serializes the two, shown as the pair's reason
 * @param kinds applies to entry points of kinds (a, b); tested in both orders
 */
public record SerializationRule(
    String name, String reason, BiPredicate<String, String> kinds, boolean self) {

  public SerializationRule(String name, String reason, BiPredicate<String, String> kinds) {
    this(name, reason, kinds, false);
  }

  /**
   * Whether this rule serializes the pair of entry points (either order). A {@code self} rule
   * serializes only an entry point of its kinds with itself, and only when it is one object's
   * callback ({@link EntryPoint#singleInstance()}: the frontend found it handed over for one
   * kernel object only).
   */
  public boolean serializes(EntryPoint a, EntryPoint b) {
    if (self) {
      return a.equals(b) && a.singleInstance() && kinds.test(a.kind(), a.kind());
    }
    return kinds.test(a.kind(), b.kind()) || kinds.test(b.kind(), a.kind());
  }

  /** A rule for the pair of the two given kinds (equal kinds: the entry point with itself). */
  public static SerializationRule ofKinds(String name, String reason, String a, String b) {
    return new SerializationRule(name, reason, (x, y) -> x.equals(a) && y.equals(b));
  }

  /**
   * The kernel's serialization rules of driver-models ({@code serialization.xml}) that hold without
   * an assumption beyond the analysis' own: module lifetime, RTNL, TX lock, netpoll, device lock,
   * system sleep, runtime PM, bd_mutex, usb-serial setup, termios, dtr_rts, NFC device lock.
   */
  public static final List<SerializationRule> DEFAULTS =
      fromTable(KernelModel.standard().serialization().unconditionalOnly());

  /**
   * All rules of {@code serialization.xml}, including those that reproduce WHOOP's assumptions
   * (single open file for file release and mmap, single opener for block release and revalidate,
   * the usb-serial open/teardown/read-URB/tiocm groups): for comparisons with the paper only.
   */
  public static final List<SerializationRule> WHOOP_COMPATIBLE =
      fromTable(KernelModel.standard().serialization());

  /** The rules of a driver-models serialization table, in its order. */
  public static List<SerializationRule> fromTable(SerializationTable table) {
    return table.rules().stream()
        .map(r -> new SerializationRule(r.name(), r.reason(), r::serializes, r.self()))
        .toList();
  }
}

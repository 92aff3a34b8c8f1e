package dev.pairlock.instrument;

import java.util.List;
import java.util.function.BiPredicate;

/**
 * A rule saying the kernel never runs two entry points concurrently, by their kinds (the argument
 * of {@code {:entrypoint}}). Rules are data: the analysis takes a list of them; {@link #DEFAULTS}
 * holds the module-lifetime rules that hold for every driver.
 *
 * @param name a short identifier, e.g. {@code init-exit}
 * @param reason why the kernel serializes the two, shown as the pair's reason
 * @param kinds applies to entry points of kinds (a, b); tested in both orders
 */
public record SerializationRule(String name, String reason, BiPredicate<String, String> kinds) {

  /** Whether this rule serializes the pair of entry points (either order). */
  public boolean serializes(EntryPoint a, EntryPoint b) {
    return kinds.test(a.kind(), b.kind()) || kinds.test(b.kind(), a.kind());
  }

  /** A rule for the pair of the two given kinds (equal kinds: the entry point with itself). */
  public static SerializationRule ofKinds(String name, String reason, String a, String b) {
    return new SerializationRule(name, reason, (x, y) -> x.equals(a) && y.equals(b));
  }

  public static final List<SerializationRule> DEFAULTS =
      List.of(
          ofKinds(
              "init-exit",
              "module_exit cannot run before module_init has returned",
              EntryPoint.MODULE_INIT,
              EntryPoint.MODULE_EXIT),
          ofKinds(
              "init-self",
              "module_init runs once, when the module is loaded",
              EntryPoint.MODULE_INIT,
              EntryPoint.MODULE_INIT),
          ofKinds(
              "exit-self",
              "module_exit runs once, when the module is unloaded",
              EntryPoint.MODULE_EXIT,
              EntryPoint.MODULE_EXIT));
}

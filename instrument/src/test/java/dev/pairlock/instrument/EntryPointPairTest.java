package dev.pairlock.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.lifted.EntryPoint;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntryPointPairTest {
  private static EntryPoint ep(String name, String kind) {
    return new EntryPoint(name, kind, null);
  }

  @Test
  void allUnorderedPairsWithSelfPairsSorted() {
    EntryPoint c = ep("c", "k"), a = ep("a", "k"), b = ep("b", "k");
    List<String> labels =
        EntryPointPair.all(List.of(c, a, b)).stream().map(EntryPointPair::label).toList();
    assertEquals(List.of("a/a", "a/b", "a/c", "b/b", "b/c", "c/c"), labels);
    assertEquals("a/c", new EntryPointPair(c, a).label());
    assertTrue(new EntryPointPair(b, b).isSelfPair());
  }

  @Test
  void defaultSerializationRules() {
    EntryPoint init = ep("i", EntryPoint.MODULE_INIT);
    EntryPoint exit = ep("e", EntryPoint.MODULE_EXIT);
    EntryPoint read = ep("r", "file_operations.read");
    List<SerializationRule> rules = SerializationRule.DEFAULTS;
    assertEquals("init-exit", serializing(rules, exit, init));
    assertEquals("init-exit", serializing(rules, init, exit));
    assertEquals("init-self", serializing(rules, init, init));
    assertEquals("exit-self", serializing(rules, exit, exit));
    assertEquals(null, serializing(rules, init, read));
    assertEquals(null, serializing(rules, read, read));
    assertEquals(null, serializing(rules, exit, read));
  }

  @Test
  void rulesAreData() {
    SerializationRule rtnl =
        new SerializationRule(
            "rtnl",
            "both run under the RTNL lock",
            (x, y) -> x.startsWith("net_device_ops.") && y.startsWith("net_device_ops."));
    assertTrue(
        rtnl.serializes(ep("a", "net_device_ops.ndo_open"), ep("b", "net_device_ops.ndo_stop")));
    assertFalse(
        rtnl.serializes(ep("a", "net_device_ops.ndo_open"), ep("b", "file_operations.read")));
  }

  private static String serializing(List<SerializationRule> rules, EntryPoint a, EntryPoint b) {
    return rules.stream()
        .filter(r -> r.serializes(a, b))
        .map(SerializationRule::name)
        .findFirst()
        .orElse(null);
  }
}

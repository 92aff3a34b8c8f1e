package dev.pairlock.models;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Pairs of entry-point kinds the kernel never runs concurrently, each rule with its kernel reason,
 * and the kernel's pseudo-locks it holds around calls of entry points of given kinds. Loaded from
 * {@code serialization.xml}. Kinds are {@code struct.field} (as the frontend names entry points),
 * {@code module_init} or {@code module_exit}; a pattern {@code struct.*} matches every field of a
 * table.
 *
 * @param rules in file order
 * @param held in file order
 */
public record SerializationTable(List<Rule> rules, List<Held> held) {
  public SerializationTable {
    rules = List.copyOf(rules);
    held = List.copyOf(held);
  }

  /**
   * A lock the kernel holds (exclusively) while it calls the entry points of some kinds: RTNL
   * around ndo_open and the ethtool operations, the TX lock around ndo_start_xmit, the device's
   * runtime PM state around its runtime callbacks. It is one of the headers' pseudo-locks, which a
   * driver takes itself too ({@code rtnl_lock()}, {@code netif_tx_lock()}, {@code
   * pm_runtime_get_sync()}), so code that takes it excludes those entry points.
   *
   * @param name short identifier, e.g. {@code rtnl-held}
   * @param lock the C name of the pseudo-lock ({@code __pairlock_rtnl_mutex})
   * @param reason why the kernel holds it
   * @param kinds kind patterns of the entry points it is held around
   */
  public record Held(String name, String lock, String reason, List<String> kinds) {
    public Held {
      kinds = List.copyOf(kinds);
      if (kinds.isEmpty()) {
        throw new ModelException("held lock " + name + " names no entry-point kind");
      }
    }

    /** Whether the kernel holds the lock around entry points of {@code kind}. */
    public boolean heldAround(String kind) {
      return Rule.matchesAny(kinds, kind);
    }
  }

  /**
   * One rule.
   *
   * @param name short identifier, e.g. {@code rtnl}
   * @param reason why the kernel serializes the two (shown as the pair's reason)
   * @param assumption empty when the rule holds in the kernel as stated; otherwise the assumption
   *     it needs (e.g. {@code single open file}), also stated in the reason
   * @param left kind patterns of one side
   * @param right kind patterns of the other side (for a group rule, equal to {@code left})
   * @param self a {@code <self>} rule: it serializes an entry point of one of its kinds only with
   *     itself, and only when the entry point is one kernel object's callback ({@code
   *     {:single_instance}}: a timer, work item, tasklet, ... the driver hands over once)
   */
  public record Rule(
      String name,
      String reason,
      String assumption,
      List<String> left,
      List<String> right,
      boolean self) {
    public Rule {
      left = List.copyOf(left);
      right = List.copyOf(right);
      if (left.isEmpty() || right.isEmpty()) {
        throw new ModelException("serialization rule " + name + " has an empty side");
      }
    }

    /** Whether the rule holds without an assumption beyond the analysis' own. */
    public boolean unconditional() {
      return assumption.isEmpty();
    }

    /**
     * Whether the rule serializes entry points of kinds {@code a} and {@code b} (either order); a
     * {@link #self} rule only an entry point with itself, which its caller checks.
     */
    public boolean serializes(String a, String b) {
      return (matchesAny(left, a) && matchesAny(right, b))
          || (matchesAny(left, b) && matchesAny(right, a));
    }

    static boolean matchesAny(List<String> patterns, String kind) {
      for (String p : patterns) {
        if (matches(p, kind)) {
          return true;
        }
      }
      return false;
    }
  }

  /** {@code struct.*} matches {@code struct.anything}; any other pattern matches itself. */
  public static boolean matches(String pattern, String kind) {
    if (pattern.endsWith(".*")) {
      String prefix = pattern.substring(0, pattern.length() - 1);
      return kind.startsWith(prefix) && kind.length() > prefix.length();
    }
    return pattern.equals(kind);
  }

  /** The rules bundled with pairlock. */
  public static SerializationTable load() {
    XmlBindings.SerializationXml x =
        XmlBindings.read("serialization.xml", XmlBindings.SerializationXml.class);
    List<Rule> rules = new ArrayList<>();
    for (XmlBindings.RuleXml r : x.rules) {
      List<String> self = kinds(r.self);
      List<String> group = self.isEmpty() ? kinds(r.group) : self;
      List<String> left = group.isEmpty() ? kinds(r.left) : group;
      List<String> right = group.isEmpty() ? kinds(r.right) : group;
      if (!group.isEmpty() && (!kinds(r.left).isEmpty() || !kinds(r.right).isEmpty())
          || !self.isEmpty() && !kinds(r.group).isEmpty()) {
        throw new ModelException("serialization rule " + r.name + ": more than one of"
            + " group, self and left/right");
      }
      rules.add(
          new Rule(
              r.name,
              XmlBindings.oneLine(r.reason),
              r.assumption == null ? "" : r.assumption.strip(),
              left,
              right,
              !self.isEmpty()));
    }
    List<Held> held = new ArrayList<>();
    for (XmlBindings.HeldXml h : x.held) {
      held.add(new Held(h.name, h.lock, XmlBindings.oneLine(h.reason), kinds(h.kinds)));
    }
    return new SerializationTable(rules, held);
  }

  private static List<String> kinds(String text) {
    if (text == null || text.isBlank()) {
      return List.of();
    }
    return Arrays.stream(text.strip().split("\\s+")).toList();
  }

  /** The rules that need no assumption beyond the analysis' own (see {@link Rule#assumption}). */
  public SerializationTable unconditionalOnly() {
    return new SerializationTable(rules.stream().filter(Rule::unconditional).toList(), held);
  }
}

package dev.pairlock.cli;

import java.util.List;
import java.util.Map;

/**
 * A minimal deterministic JSON writer: maps keep their insertion order (use {@link
 * java.util.LinkedHashMap}), lists their order. Values: null, Boolean, Number, String, Map, List.
 */
final class Json {
  private Json() {}

  static String write(Object value) {
    StringBuilder sb = new StringBuilder();
    write(sb, value, 0);
    sb.append('\n');
    return sb.toString();
  }

  private static void write(StringBuilder sb, Object v, int indent) {
    switch (v) {
      case null -> sb.append("null");
      case Boolean b -> sb.append(b);
      case Number n -> sb.append(n);
      case String s -> quote(sb, s);
      case Map<?, ?> m -> {
        if (m.isEmpty()) {
          sb.append("{}");
          return;
        }
        sb.append("{\n");
        int i = 0;
        for (Map.Entry<?, ?> e : m.entrySet()) {
          pad(sb, indent + 1);
          quote(sb, String.valueOf(e.getKey()));
          sb.append(": ");
          write(sb, e.getValue(), indent + 1);
          sb.append(++i < m.size() ? ",\n" : "\n");
        }
        pad(sb, indent);
        sb.append('}');
      }
      case List<?> l -> {
        if (l.isEmpty()) {
          sb.append("[]");
          return;
        }
        sb.append("[\n");
        for (int i = 0; i < l.size(); i++) {
          pad(sb, indent + 1);
          write(sb, l.get(i), indent + 1);
          sb.append(i + 1 < l.size() ? ",\n" : "\n");
        }
        pad(sb, indent);
        sb.append(']');
      }
      default -> throw new IllegalArgumentException("not a JSON value: " + v.getClass());
    }
  }

  private static void pad(StringBuilder sb, int indent) {
    sb.append("  ".repeat(indent));
  }

  private static void quote(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append('"');
  }
}

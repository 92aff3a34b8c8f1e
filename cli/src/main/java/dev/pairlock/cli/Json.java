package dev.pairlock.cli;

import java.util.List;
import java.util.Map;

/**
 * A minimal deterministic JSON writer and reader: maps keep their insertion order (use {@link
 * java.util.LinkedHashMap}), lists their order. Values: null, Boolean, Number, String, Map, List.
 * The reader returns {@link java.util.LinkedHashMap}, {@link java.util.ArrayList}, {@link Long}
 * for integers, {@link Double} for other numbers.
 */
final class Json {
  private Json() {}

  /** Thrown for text that is not JSON. */
  static final class ParseException extends RuntimeException {
    ParseException(String message) {
      super(message);
    }
  }

  static Object parse(String text) {
    Reader r = new Reader(text);
    r.ws();
    Object v = r.value();
    r.ws();
    if (r.i != text.length()) {
      throw r.error("trailing characters");
    }
    return v;
  }

  private static final class Reader {
    final String s;
    int i;

    Reader(String s) {
      this.s = s;
    }

    ParseException error(String what) {
      return new ParseException(what + " at offset " + i);
    }

    void ws() {
      while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
        i++;
      }
    }

    char peek() {
      if (i >= s.length()) {
        throw error("unexpected end");
      }
      return s.charAt(i);
    }

    void expect(String lit) {
      if (!s.startsWith(lit, i)) {
        throw error("expected " + lit);
      }
      i += lit.length();
    }

    Object value() {
      char c = peek();
      switch (c) {
        case '{' -> {
          i++;
          java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
          ws();
          if (peek() == '}') {
            i++;
            return m;
          }
          while (true) {
            ws();
            if (peek() != '"') {
              throw error("expected a key");
            }
            String k = string();
            ws();
            expect(":");
            ws();
            m.put(k, value());
            ws();
            if (peek() == ',') {
              i++;
            } else {
              expect("}");
              return m;
            }
          }
        }
        case '[' -> {
          i++;
          java.util.List<Object> l = new java.util.ArrayList<>();
          ws();
          if (peek() == ']') {
            i++;
            return l;
          }
          while (true) {
            ws();
            l.add(value());
            ws();
            if (peek() == ',') {
              i++;
            } else {
              expect("]");
              return l;
            }
          }
        }
        case '"' -> {
          return string();
        }
        case 't' -> {
          expect("true");
          return Boolean.TRUE;
        }
        case 'f' -> {
          expect("false");
          return Boolean.FALSE;
        }
        case 'n' -> {
          expect("null");
          return null;
        }
        default -> {
          return number();
        }
      }
    }

    String string() {
      expect("\"");
      StringBuilder sb = new StringBuilder();
      while (true) {
        char c = peek();
        i++;
        if (c == '"') {
          return sb.toString();
        }
        if (c != '\\') {
          sb.append(c);
          continue;
        }
        char e = peek();
        i++;
        switch (e) {
          case '"', '\\', '/' -> sb.append(e);
          case 'n' -> sb.append('\n');
          case 'r' -> sb.append('\r');
          case 't' -> sb.append('\t');
          case 'b' -> sb.append('\b');
          case 'f' -> sb.append('\f');
          case 'u' -> {
            if (i + 4 > s.length()) {
              throw error("bad \\u escape");
            }
            try {
              sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
            } catch (NumberFormatException x) {
              throw error("bad \\u escape");
            }
            i += 4;
          }
          default -> throw error("bad escape");
        }
      }
    }

    Object number() {
      int start = i;
      while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
        i++;
      }
      String n = s.substring(start, i);
      if (n.isEmpty()) {
        throw error("unexpected character");
      }
      try {
        if (n.matches("-?\\d+")) {
          return Long.parseLong(n);
        }
        return Double.parseDouble(n);
      } catch (NumberFormatException x) {
        throw error("bad number " + n);
      }
    }
  }

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

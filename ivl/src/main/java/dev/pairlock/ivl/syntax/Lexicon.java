package dev.pairlock.ivl.syntax;

import java.util.Set;

/** Keywords and identifier characters of the IVL, shared by the lexer and the printer. */
final class Lexicon {
  private Lexicon() {}

  static final Set<String> KEYWORDS =
      Set.of(
          "var",
          "const",
          "unique",
          "function",
          "returns",
          "axiom",
          "procedure",
          "requires",
          "ensures",
          "modifies",
          "free",
          "assert",
          "assume",
          "havoc",
          "call",
          "goto",
          "return",
          "old",
          "forall",
          "exists",
          "if",
          "then",
          "else",
          "true",
          "false",
          "int",
          "bool",
          "div",
          "mod");

  /** Boogie's extra identifier characters besides letters, digits and {@code _}. */
  static boolean isIdentStart(char c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || c == '_'
        || c == '.'
        || c == '$'
        || c == '#'
        || c == '\''
        || c == '`'
        || c == '?'
        || c == '^'
        || c == '~';
  }

  static boolean isIdentPart(char c) {
    return isIdentStart(c) || (c >= '0' && c <= '9');
  }

  /** Whether {@code name} can be written as an identifier (possibly escaped as {@code \kw}). */
  static boolean isIdentifier(String name) {
    if (name.isEmpty() || !isIdentStart(name.charAt(0))) {
      return false;
    }
    for (int i = 1; i < name.length(); i++) {
      if (!isIdentPart(name.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** Escapes {@code "} and {@code \} (and line breaks) for a string literal. */
  static String escape(String s) {
    StringBuilder b = new StringBuilder(s.length() + 2);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\t' -> b.append("\\t");
        case '\r' -> b.append("\\r");
        default -> b.append(c);
      }
    }
    return b.toString();
  }
}

package dev.pairlock.ivl.syntax;

/**
 * One lexical token. {@code text} is the identifier (without a leading escape backslash), the
 * keyword or symbol, the decimal digits of a number, or the decoded contents of a string.
 */
record Token(Kind kind, String text, int line, int column) {

  enum Kind {
    IDENT,
    KEYWORD,
    NUMBER,
    STRING,
    SYMBOL,
    EOF
  }

  boolean is(String symbolOrKeyword) {
    return (kind == Kind.SYMBOL || kind == Kind.KEYWORD) && text.equals(symbolOrKeyword);
  }

  /** How the token is quoted in error messages: {@code 'goto'}, {@code end of file}. */
  String describe() {
    return switch (kind) {
      case EOF -> "end of file";
      case STRING -> "string \"" + Lexicon.escape(text) + "\"";
      case IDENT -> "'" + text + "'";
      default -> "'" + text + "'";
    };
  }
}

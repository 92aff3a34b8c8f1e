package dev.pairlock.ivl.syntax;

import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits IVL text into tokens, skipping whitespace and {@code //} and {@code /* *}{@code /}
 * comments. Identifiers follow Boogie: letters, digits and {@code _ . $ # ' ` ? ^ ~}, not starting
 * with a digit; a leading backslash makes a keyword usable as an identifier ({@code \old}).
 */
final class Lexer {
  /** Symbols, longest first so that the first match is the longest. */
  private static final String[] SYMBOLS = {
    "<==>", "==>", "==", "!=", "<=", ">=", "&&", "||", ":=", "::", "{:", "<", ">", "!", "+", "-",
    "*", ":", ";", ",", "(", ")", "[", "]", "{", "}"
  };

  private final String text;
  private final String fileName;
  private int pos;
  private int line = 1;
  private int lineStart;

  private Lexer(String text, String fileName) {
    this.text = text;
    this.fileName = fileName;
  }

  static List<Token> tokenize(String text, String fileName) throws IvlException {
    return new Lexer(text, fileName).run();
  }

  private List<Token> run() throws IvlException {
    List<Token> out = new ArrayList<>(text.length() / 4 + 16);
    if (text.startsWith("\uFEFF")) { // byte order mark
      pos = 1;
      lineStart = 1;
    }
    int n = text.length();
    while (true) {
      skipBlanks();
      if (pos >= n) {
        out.add(new Token(Token.Kind.EOF, "", line, col(pos)));
        return out;
      }
      char c = text.charAt(pos);
      int startCol = col(pos);
      if (c >= '0' && c <= '9') {
        int s = pos;
        while (pos < n && Character.isDigit(text.charAt(pos)) && text.charAt(pos) < 128) {
          pos++;
        }
        out.add(new Token(Token.Kind.NUMBER, text.substring(s, pos), line, startCol));
      } else if (Lexicon.isIdentStart(c)) {
        String id = identifier();
        Token.Kind k = Lexicon.KEYWORDS.contains(id) ? Token.Kind.KEYWORD : Token.Kind.IDENT;
        out.add(new Token(k, id, line, startCol));
      } else if (c == '\\' && pos + 1 < n && Lexicon.isIdentStart(text.charAt(pos + 1))) {
        pos++;
        out.add(new Token(Token.Kind.IDENT, identifier(), line, startCol));
      } else if (c == '"') {
        out.add(string(startCol));
      } else {
        String sym = symbolAt();
        if (sym == null) {
          throw error(line, startCol, "unexpected character " + describeChar(c));
        }
        pos += sym.length();
        out.add(new Token(Token.Kind.SYMBOL, sym, line, startCol));
      }
    }
  }

  private String identifier() {
    int s = pos;
    while (pos < text.length() && Lexicon.isIdentPart(text.charAt(pos))) {
      pos++;
    }
    return text.substring(s, pos);
  }

  private Token string(int startCol) throws IvlException {
    int startLine = line;
    pos++;
    StringBuilder b = new StringBuilder();
    while (true) {
      if (pos >= text.length() || text.charAt(pos) == '\n') {
        throw error(startLine, startCol, "unterminated string literal");
      }
      char c = text.charAt(pos++);
      if (c == '"') {
        return new Token(Token.Kind.STRING, b.toString(), startLine, startCol);
      }
      if (c == '\\') {
        if (pos >= text.length()) {
          throw error(startLine, startCol, "unterminated string literal");
        }
        char e = text.charAt(pos++);
        switch (e) {
          case '"' -> b.append('"');
          case '\\' -> b.append('\\');
          case 'n' -> b.append('\n');
          case 't' -> b.append('\t');
          case 'r' -> b.append('\r');
          default ->
              throw error(line, col(pos - 2), "unknown escape sequence '\\" + e + "' in string");
        }
      } else {
        b.append(c);
      }
    }
  }

  private String symbolAt() {
    for (String s : SYMBOLS) {
      if (text.startsWith(s, pos)) {
        return s;
      }
    }
    return null;
  }

  private void skipBlanks() throws IvlException {
    int n = text.length();
    while (pos < n) {
      char c = text.charAt(pos);
      if (c == '\n') {
        pos++;
        line++;
        lineStart = pos;
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
        pos++;
      } else if (c == '/' && pos + 1 < n && text.charAt(pos + 1) == '/') {
        while (pos < n && text.charAt(pos) != '\n') {
          pos++;
        }
      } else if (c == '/' && pos + 1 < n && text.charAt(pos + 1) == '*') {
        int startLine = line;
        int startCol = col(pos);
        pos += 2;
        while (true) {
          if (pos + 1 >= n) {
            throw error(startLine, startCol, "unterminated comment");
          }
          char d = text.charAt(pos);
          if (d == '*' && text.charAt(pos + 1) == '/') {
            pos += 2;
            break;
          }
          if (d == '\n') {
            line++;
            lineStart = pos + 1;
          }
          pos++;
        }
      } else {
        return;
      }
    }
  }

  private int col(int p) {
    return p - lineStart + 1;
  }

  private static String describeChar(char c) {
    if (c < 32 || c == 127) {
      return String.format("U+%04X", (int) c);
    }
    return "'" + c + "'";
  }

  private IvlException error(int l, int c, String message) {
    return new IvlException(Diagnostic.error("parse", new SourceLoc(fileName, l, c), message));
  }
}

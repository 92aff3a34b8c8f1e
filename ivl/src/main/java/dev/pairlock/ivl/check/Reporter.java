package dev.pairlock.ivl.check;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.syntax.Printer;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Collects diagnostics, sorted and without repeats. A node without a known position (built in code)
 * is reported without a location, its message prefixed by the enclosing declaration.
 */
final class Reporter {
  static final String CODE_RESOLVE = "resolve";
  static final String CODE_TYPE = "type";
  private static final int MAX_SHOWN = 60;

  private final TreeSet<Diagnostic> diags = new TreeSet<>();
  private String where = "";

  /** The declaration being checked, for messages about nodes without a position. */
  void enter(String description) {
    where = description;
  }

  void resolve(Pos pos, String message) {
    add(CODE_RESOLVE, pos, message);
  }

  void type(Pos pos, String message) {
    add(CODE_TYPE, pos, message);
  }

  private void add(String code, Pos pos, String message) {
    if (pos.isKnown()) {
      diags.add(Diagnostic.error(code, SourceLoc.of(pos), message));
    } else {
      diags.add(Diagnostic.error(code, null, where.isEmpty() ? message : where + ": " + message));
    }
  }

  List<Diagnostic> diagnostics() {
    return new ArrayList<>(diags);
  }

  /** An expression quoted for a message, shortened if long. */
  static String show(Expr e) {
    String s;
    try {
      s = Printer.print(e);
    } catch (IllegalArgumentException invalidName) {
      s = e.toString();
    }
    if (s.length() > MAX_SHOWN) {
      s = s.substring(0, MAX_SHOWN - 3) + "...";
    }
    return "'" + s + "'";
  }

  static String show(Type t) {
    return Printer.print(t);
  }
}

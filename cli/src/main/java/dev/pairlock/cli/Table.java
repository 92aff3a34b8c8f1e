package dev.pairlock.cli;

import java.util.ArrayList;
import java.util.List;

/** Text columns separated by two spaces, left-aligned unless set otherwise; trailing blanks trimmed. */
final class Table {
  private final String indent;
  private final List<String[]> rows = new ArrayList<>();
  private final java.util.Set<Integer> right = new java.util.HashSet<>();

  /** Right-aligns the given columns (numbers). */
  Table alignRight(int... columns) {
    for (int c : columns) {
      right.add(c);
    }
    return this;
  }

  Table(String indent) {
    this.indent = indent;
  }

  /** Adds a row; control characters in a cell are escaped first, so that the columns line up. */
  void row(String... cells) {
    String[] escaped = new String[cells.length];
    for (int i = 0; i < cells.length; i++) {
      escaped[i] = cells[i] == null ? null : Terminal.escape(cells[i]);
    }
    rows.add(escaped);
  }

  String render() {
    int cols = rows.stream().mapToInt(r -> r.length).max().orElse(0);
    int[] width = new int[cols];
    for (String[] r : rows) {
      for (int i = 0; i < r.length; i++) {
        width[i] = Math.max(width[i], r[i].length());
      }
    }
    StringBuilder sb = new StringBuilder();
    for (String[] r : rows) {
      StringBuilder line = new StringBuilder(indent);
      for (int i = 0; i < r.length; i++) {
        String pad = " ".repeat(width[i] - r[i].length());
        if (right.contains(i)) {
          line.append(pad).append(r[i]);
          if (i + 1 < r.length) {
            line.append("  ");
          }
        } else {
          line.append(r[i]);
          if (i + 1 < r.length) {
            line.append(pad).append("  ");
          }
        }
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
    return sb.toString();
  }
}

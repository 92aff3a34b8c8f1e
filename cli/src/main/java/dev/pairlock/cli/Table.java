package dev.pairlock.cli;

import java.util.ArrayList;
import java.util.List;

/** Left-aligned text columns separated by two spaces; trailing blanks trimmed. */
final class Table {
  private final String indent;
  private final List<String[]> rows = new ArrayList<>();

  Table(String indent) {
    this.indent = indent;
  }

  void row(String... cells) {
    rows.add(cells);
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
        line.append(r[i]);
        if (i + 1 < r.length) {
          line.append(" ".repeat(width[i] - r[i].length() + 2));
        }
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
    return sb.toString();
  }
}

package dev.pairlock.ivl.ast;

import java.util.Objects;

/**
 * Where a node was read from (a {@code .bpl} file, or {@link #NONE} for nodes built in code).
 *
 * <p>Positions are metadata, not structure: every two {@code Pos} values are {@link #equals equal},
 * so two programs that differ only in where they were parsed from are equal, and
 * {@code parse(print(p)).equals(p)} holds. Use {@link #sameAs} to compare positions themselves.
 */
public final class Pos {
  public static final Pos NONE = new Pos("", 0, 0);

  private final String file;
  private final int line;
  private final int column;

  private Pos(String file, int line, int column) {
    this.file = Objects.requireNonNull(file);
    this.line = line;
    this.column = column;
  }

  public static Pos of(String file, int line, int column) {
    return new Pos(file, line, column);
  }

  public String file() {
    return file;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  public boolean isKnown() {
    return line > 0;
  }

  public boolean sameAs(Pos other) {
    return file.equals(other.file) && line == other.line && column == other.column;
  }

  /** Always true: positions do not take part in structural equality (see class comment). */
  @Override
  public boolean equals(Object o) {
    return o instanceof Pos;
  }

  @Override
  public int hashCode() {
    return 0;
  }

  @Override
  public String toString() {
    return isKnown() ? file + ":" + line + ":" + column : "<unknown>";
  }
}

package dev.pairlock.ivl.ast;

/** A location in the user's source (C file, or a {@code .bpl} file), 1-based line and column. */
public record SourceLoc(String file, int line, int column) implements Comparable<SourceLoc> {
  @Override
  public int compareTo(SourceLoc o) {
    int c = file.compareTo(o.file);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(line, o.line);
    return c != 0 ? c : Integer.compare(column, o.column);
  }

  public static SourceLoc of(Pos pos) {
    return new SourceLoc(pos.file(), pos.line(), pos.column());
  }

  @Override
  public String toString() {
    return file + ":" + line + ":" + column;
  }
}

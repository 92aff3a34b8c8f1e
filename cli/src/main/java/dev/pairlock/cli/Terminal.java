package dev.pairlock.cli;

import java.io.File;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * What reaches a terminal: text in which no name (a directory, a file, a function) can send
 * control sequences (a file named {@code \e]0;title\a} would retitle the window, {@code \e[31m}
 * recolour it, a bidirectional override reorder what is shown), source lines cut to a readable
 * length, and the terminal's width.
 */
final class Terminal {
  private Terminal() {}

  /** Longest source line shown whole in a text report; longer ones show a window around the column. */
  static final int MAX_EXCERPT = 160;

  /**
   * Whether {@code c} must not reach a terminal raw: C0 controls but tab, newline and carriage
   * return (the progress line's), DEL, C1 controls, and Unicode's bidirectional overrides and
   * isolates.
   */
  static boolean isUnsafe(int c) {
    return (c < 0x20 && c != '\n' && c != '\t' && c != '\r')
        || (c >= 0x7f && c <= 0x9f)
        || (c >= 0x202a && c <= 0x202e)
        || (c >= 0x2066 && c <= 0x2069);
  }

  /** {@code s} with every {@linkplain #isUnsafe unsafe} character written as {@code \xNN} or {@code \\uNNNN}. */
  static String escape(String s) {
    StringBuilder b = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (isUnsafe(c)) {
        if (b == null) {
          b = new StringBuilder(s.length() + 8).append(s, 0, i);
        }
        b.append(c <= 0xff ? String.format("\\x%02x", (int) c) : String.format("\\u%04x", (int) c));
      } else if (b != null) {
        b.append(c);
      }
    }
    return b == null ? s : b.toString();
  }

  /** A writer that {@linkplain #escape escapes} what goes through it. */
  static PrintWriter escaping(PrintWriter w) {
    return new PrintWriter(
        new FilterWriter(w) {
          @Override
          public void write(int c) throws IOException {
            if (isUnsafe(c)) {
              out.write(escape(String.valueOf((char) c)));
            } else {
              out.write(c);
            }
          }

          @Override
          public void write(char[] cbuf, int off, int len) throws IOException {
            out.write(escape(new String(cbuf, off, len)));
          }

          @Override
          public void write(String str, int off, int len) throws IOException {
            out.write(escape(str.substring(off, off + len)));
          }
        },
        true);
  }

  /**
   * A source line as a text report shows it: stripped, and if longer than {@link #MAX_EXCERPT}
   * characters, the part around {@code column} (1-based; 0 or less: the start) between ellipses.
   */
  static String excerpt(String line, int column) {
    String s = line.strip();
    if (s.length() <= MAX_EXCERPT) {
      return s;
    }
    int lead = line.length() - line.stripLeading().length();
    int at = Math.max(0, Math.min(s.length(), column - 1 - lead));
    int from = Math.max(0, Math.min(at - MAX_EXCERPT / 2, s.length() - MAX_EXCERPT));
    int to = Math.min(s.length(), from + MAX_EXCERPT);
    return (from > 0 ? "..." : "") + s.substring(from, to) + (to < s.length() ? "..." : "");
  }

  /**
   * The width of the terminal on stderr: {@code stty size} on {@code /dev/tty}, else {@code
   * $COLUMNS}, else 80.
   */
  static int columns() {
    try {
      Process p =
          new ProcessBuilder("stty", "size")
              .redirectInput(new File("/dev/tty"))
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      if (p.waitFor(2, TimeUnit.SECONDS) && p.exitValue() == 0) {
        String[] rc = out.split("\\s+");
        if (rc.length == 2 && Integer.parseInt(rc[1]) > 0) {
          return Integer.parseInt(rc[1]);
        }
      }
    } catch (IOException | RuntimeException e) {
      // no terminal, or no stty
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try {
      int c = Integer.parseInt(System.getenv().getOrDefault("COLUMNS", ""));
      if (c > 0) {
        return c;
      }
    } catch (NumberFormatException e) {
      // fall through
    }
    return 80;
  }
}

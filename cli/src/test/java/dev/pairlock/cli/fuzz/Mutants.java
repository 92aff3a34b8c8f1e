package dev.pairlock.cli.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Fixed-seed mutants of pairlock's own inputs, as a hostile tester would write them: IVL programs
 * and C drivers with tokens deleted, duplicated or swapped, lines cut, bytes flipped, and the
 * constructs that broke pairlock before (deep nesting, long operator chains, long lines, control
 * characters, huge numbers, huge loop bounds). The same seed gives the same mutants on every
 * machine: a failure names its index, and {@code bench/fuzz --only N} repeats it.
 */
public final class Mutants {
  private Mutants() {}

  /** One generated input: its index, the mutations applied (for a failure's report) and its text. */
  public record Mutant(int index, String seedFile, String mutations, String text) {}

  /** The seed programs: {@code regression/ivl/*.bpl} and {@code examples/ivl/*.bpl}, sorted. */
  public static List<Path> ivlSeeds(Path root) throws IOException {
    return files(root, List.of("regression/ivl", "examples/ivl"), ".bpl");
  }

  /** The seed drivers: the one-file drivers of {@code regression/analyze}, sorted. */
  public static List<Path> cSeeds(Path root) throws IOException {
    return files(root, List.of("regression/analyze"), ".c");
  }

  private static List<Path> files(Path root, List<String> dirs, String suffix) throws IOException {
    List<Path> out = new ArrayList<>();
    for (String d : dirs) {
      Path dir = root.resolve(d);
      if (!Files.isDirectory(dir)) {
        continue;
      }
      try (Stream<Path> s = Files.list(dir)) {
        s.filter(p -> p.toString().endsWith(suffix)).forEach(out::add);
      }
    }
    out.sort(null);
    return out;
  }

  /** The {@code index}th IVL mutant of {@code seeds} under {@code seed}. */
  public static Mutant ivl(List<Path> seeds, long seed, int index) throws IOException {
    return mutant(seeds, new Random(seed * 1_000_003L + index), index, 3, IVL_KINDS, Mutants::ivlMutation);
  }

  /** What one kind of mutation makes of a text. */
  private interface Mutation {
    String apply(int kind, String text, Random r);
  }

  /** One to {@code most} mutations of a seed drawn by {@code r}, of the kinds {@code kinds}. */
  private static Mutant mutant(
      List<Path> seeds, Random r, int index, int most, String[] kinds, Mutation mutation)
      throws IOException {
    Path s = seeds.get(r.nextInt(seeds.size()));
    String text = Files.readString(s, StandardCharsets.UTF_8);
    StringBuilder what = new StringBuilder();
    int n = 1 + r.nextInt(most);
    for (int i = 0; i < n; i++) {
      int kind = r.nextInt(kinds.length);
      what.append(what.isEmpty() ? "" : ",").append(kinds[kind]);
      text = mutation.apply(kind, text, r);
    }
    return new Mutant(index, s.getFileName().toString(), what.toString(), text);
  }

  private static final String[] IVL_KINDS = {
    "delete-token", "duplicate-token", "swap-tokens", "cut-line", "flip-byte", "deep-parens",
    "long-chain", "deep-unary", "deep-select", "huge-number", "control-chars", "splice-expr"
  };

  private static String ivlMutation(int kind, String text, Random r) {
    List<String> tokens = tokens(text);
    return switch (kind) {
      case 0 -> join(remove(tokens, r));
      case 1 -> join(duplicate(tokens, r));
      case 2 -> join(swap(tokens, r));
      case 3 -> cutLine(text, r);
      case 4 -> flipByte(text, r);
      case 5 -> replaceExpr(text, r, e -> "(".repeat(depth(r)) + e + ")".repeat(lastDepth));
      case 6 -> replaceExpr(text, r, e -> chain(e, r));
      case 7 -> replaceExpr(text, r, e -> "!".repeat(depth(r)) + "(" + e + ")");
      case 8 -> replaceExpr(text, r, e -> "m[".repeat(depth(r)) + "0" + "]".repeat(lastDepth) + " == 0 || " + e);
      case 9 -> text.replaceFirst("\\b(\\d+)\\b", "9".repeat(1 + r.nextInt(4000)));
      case 10 -> insertAt(text, r, "\u001b]0;title\u0007\u001b[31m\u202e");
      default -> replaceExpr(text, r, e -> e + " && " + e);
    };
  }

  /** The {@code index}th C mutant of {@code seeds} under {@code seed}. */
  public static Mutant c(List<Path> seeds, long seed, int index) throws IOException {
    return mutant(seeds, new Random(seed * 2_000_003L + index), index, 2, C_KINDS, Mutants::cMutation);
  }

  private static final String[] C_KINDS = {
    "delete-token", "duplicate-token", "swap-tokens", "cut-line", "nested-ifs", "long-line",
    "long-expression", "control-chars", "empty"
  };

  private static String cMutation(int kind, String text, Random r) {
    List<String> tokens = tokens(text);
    return switch (kind) {
      case 0 -> join(remove(tokens, r));
      case 1 -> join(duplicate(tokens, r));
      case 2 -> join(swap(tokens, r));
      case 3 -> cutLine(text, r);
      case 4 -> text + "\nint pairlock_fuzz_nested(int x) {\n" + "if (x) ".repeat(50 + r.nextInt(400)) + "return 1;\nreturn 0;\n}\n";
      case 5 -> text + "\nint pairlock_fuzz_long = 0" + " + 1".repeat(2000 + r.nextInt(8000)) + ";\n";
      case 6 -> {
        int k = 100 + r.nextInt(150);
        yield text + "\nint pairlock_fuzz_expr(int x) { return " + "(x + ".repeat(k) + "x" + ")".repeat(k) + "; }\n";
      }
      case 7 -> text + "\n/* \u001b]0;title\u0007\u001b[31m */\nint pairlock_fuzz_\u00e9 = 1;\n";
      default -> r.nextInt(4) == 0 ? "" : text;
    };
  }

  // ---------------------------------------------------------------- helpers

  private static int lastDepth;

  /** A nesting depth: mostly moderate, sometimes far beyond pairlock's limit. */
  private static int depth(Random r) {
    lastDepth =
        switch (r.nextInt(4)) {
          case 0 -> 1 + r.nextInt(50);
          case 1 -> 100 + r.nextInt(2000);
          case 2 -> 5_000 + r.nextInt(15_000);
          default -> 20_000 + r.nextInt(40_000);
        };
    return lastDepth;
  }

  private static String chain(String e, Random r) {
    String op = List.of(" + ", " && ", " ==> ", " || ", " * ").get(r.nextInt(5));
    String leaf = op.equals(" + ") || op.equals(" * ") ? "1" : "true";
    int n = depth(r);
    StringBuilder b = new StringBuilder("(");
    for (int i = 0; i < n; i++) {
      b.append(i == 0 ? "" : op).append(leaf);
    }
    b.append(")");
    return op.equals(" + ") || op.equals(" * ") ? "(" + b + " >= 0) && " + e : b + " && " + e;
  }

  /** Replaces the first expression after an {@code assert}, {@code assume} or {@code ensures} at random. */
  private static String replaceExpr(String text, Random r, java.util.function.UnaryOperator<String> f) {
    List<Integer> at = new ArrayList<>();
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("\\b(assert|assume|ensures|requires|invariant) ([^;{]+);").matcher(text);
    while (m.find()) {
      at.add(m.start(2));
    }
    if (at.isEmpty()) {
      return text;
    }
    int start = at.get(r.nextInt(at.size()));
    int end = text.indexOf(';', start);
    String e = text.substring(start, end);
    return text.substring(0, start) + f.apply(e) + text.substring(end);
  }

  private static List<String> tokens(String text) {
    List<String> out = new ArrayList<>();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\s+|\\w+|.").matcher(text);
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }

  private static String join(List<String> ts) {
    return String.join("", ts);
  }

  private static List<String> remove(List<String> ts, Random r) {
    if (!ts.isEmpty()) {
      ts.remove(r.nextInt(ts.size()));
    }
    return ts;
  }

  private static List<String> duplicate(List<String> ts, Random r) {
    if (!ts.isEmpty()) {
      int i = r.nextInt(ts.size());
      ts.add(i, ts.get(i));
    }
    return ts;
  }

  private static List<String> swap(List<String> ts, Random r) {
    if (ts.size() > 1) {
      int i = r.nextInt(ts.size());
      int j = r.nextInt(ts.size());
      String t = ts.get(i);
      ts.set(i, ts.get(j));
      ts.set(j, t);
    }
    return ts;
  }

  private static String cutLine(String text, Random r) {
    String[] lines = text.split("\n", -1);
    int i = r.nextInt(lines.length);
    StringBuilder b = new StringBuilder();
    for (int k = 0; k < lines.length; k++) {
      if (k != i) {
        b.append(lines[k]).append('\n');
      }
    }
    return b.toString();
  }

  private static String flipByte(String text, Random r) {
    if (text.isEmpty()) {
      return text;
    }
    char[] cs = text.toCharArray();
    int i = r.nextInt(cs.length);
    cs[i] = (char) (32 + r.nextInt(95));
    return new String(cs);
  }

  private static String insertAt(String text, Random r, String what) {
    int i = text.isEmpty() ? 0 : r.nextInt(text.length());
    return text.substring(0, i) + what + text.substring(i);
  }
}

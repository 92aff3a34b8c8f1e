package dev.pairlock.cli.fuzz;

import dev.pairlock.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs {@link Mutants} through the command line in this JVM ({@code ivl verify} and {@code
 * analyze --isolation none}) and sorts each run into a verdict (exit 0, 1 or 3), a clean
 * rejection (exit 2 with diagnostics and no stack trace) or a failure: an internal error (exit
 * 4), a stack trace in the output, or a run longer than twice its deadline. {@code bench/fuzz}
 * is its command line; {@code FuzzTest} runs a slice in CI.
 */
public final class Fuzz {
  /**
   * @param ivlTimeoutSeconds {@code ivl verify --timeout}
   * @param cTimeoutSeconds {@code analyze --timeout} (per pair)
   * @param driverTimeoutSeconds {@code analyze --driver-timeout}
   */
  public record Settings(long seed, int ivlTimeoutSeconds, int cTimeoutSeconds, int driverTimeoutSeconds) {}

  /** The end of one run. */
  public enum Kind {
    VERDICT,
    REJECTED,
    INTERNAL_ERROR,
    STACK_TRACE,
    OVERTIME
  }

  /** One run: the mutant, how it ended, its exit code, time, deadline and the first error line. */
  public record Result(
      String what, Mutants.Mutant mutant, Kind kind, int exit, long millis, long deadlineMillis, String firstError) {
    public boolean failed() {
      return kind != Kind.VERDICT && kind != Kind.REJECTED;
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "%s #%d (%s: %s): %s, exit %d, %d ms of %d ms%s",
          what,
          mutant.index(),
          mutant.seedFile(),
          mutant.mutations(),
          kind,
          exit,
          millis,
          deadlineMillis,
          firstError.isEmpty() ? "" : ": " + firstError);
    }
  }

  private final Path root;
  private final Path work;
  private final Settings settings;

  public Fuzz(Path root, Path work, Settings settings) {
    this.root = root;
    this.work = work;
    this.settings = settings;
  }

  public Result ivl(int index) throws IOException {
    Mutants.Mutant m = Mutants.ivl(Mutants.ivlSeeds(root), settings.seed(), index);
    Path f = work.resolve("ivl-" + index + ".bpl");
    Files.writeString(f, m.text(), StandardCharsets.UTF_8);
    int procedures = Math.max(1, count(m.text(), "\\bprocedure\\b"));
    long budget = settings.ivlTimeoutSeconds() * 1250L + 1000; // IvlVerifyCommand's grace
    long deadline = procedures * budget + 3000; // parsing, type checking, JVM warm-up
    try {
      return run("ivl", m, deadline, "ivl", "verify", "--timeout", String.valueOf(settings.ivlTimeoutSeconds()), f.toString());
    } finally {
      Files.deleteIfExists(f);
    }
  }

  public Result c(int index) throws IOException {
    Mutants.Mutant m = Mutants.c(Mutants.cSeeds(root), settings.seed(), index);
    Path dir = Files.createDirectories(work.resolve("c-" + index));
    Path f = dir.resolve(m.seedFile());
    Files.writeString(f, m.text(), StandardCharsets.UTF_8);
    long deadline = settings.driverTimeoutSeconds() * 1000L + 3000;
    try {
      return run(
          "c",
          m,
          deadline,
          "analyze",
          "--no-cache",
          "--no-progress",
          "--isolation",
          "none",
          "-j",
          "1",
          "--timeout",
          String.valueOf(settings.cTimeoutSeconds()),
          "--driver-timeout",
          String.valueOf(settings.driverTimeoutSeconds()),
          f.toString());
    } finally {
      Files.deleteIfExists(f);
      Files.deleteIfExists(dir);
    }
  }

  private static final Pattern STACK = Pattern.compile("(?m)^\\s+at [\\w$.]+\\(|Exception in thread|^java\\.lang\\.\\w+(Error|Exception)");

  private Result run(String what, Mutants.Mutant m, long deadline, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    FutureTask<Integer> task =
        new FutureTask<>(() -> Main.run(args, new PrintWriter(out), new PrintWriter(err)));
    Thread t = new Thread(task, "fuzz-run");
    t.setDaemon(true);
    long t0 = System.nanoTime();
    t.start();
    int exit;
    try {
      exit = task.get(2 * deadline, TimeUnit.MILLISECONDS);
    } catch (java.util.concurrent.TimeoutException e) {
      t.interrupt();
      return new Result(what, m, Kind.OVERTIME, -1, (System.nanoTime() - t0) / 1_000_000, deadline, "");
    } catch (Exception e) {
      return new Result(what, m, Kind.STACK_TRACE, -1, (System.nanoTime() - t0) / 1_000_000, deadline, String.valueOf(e));
    }
    long ms = (System.nanoTime() - t0) / 1_000_000;
    String text = out + "\n" + err;
    String first = err.toString().lines().filter(l -> l.contains("error")).findFirst().orElse("");
    first = first.length() > 200 ? first.substring(0, 200) + "..." : first;
    Kind kind;
    if (STACK.matcher(text).find()) {
      kind = Kind.STACK_TRACE;
    } else if (exit == 4) {
      kind = Kind.INTERNAL_ERROR;
    } else if (ms > 2 * deadline) {
      kind = Kind.OVERTIME;
    } else if (exit == 2) {
      kind = err.toString().isBlank() ? Kind.INTERNAL_ERROR : Kind.REJECTED;
    } else if (exit == 0 || exit == 1 || exit == 3) {
      kind = Kind.VERDICT;
    } else {
      kind = Kind.INTERNAL_ERROR;
    }
    return new Result(what, m, kind, exit, ms, deadline, first);
  }

  private static int count(String text, String regex) {
    Matcher mt = Pattern.compile(regex).matcher(text);
    int n = 0;
    while (mt.find()) {
      n++;
    }
    return n;
  }

  /**
   * {@code Fuzz ROOT [--ivl N] [--c M] [--seed S] [--from K] [--only K] [--ivl-timeout S]
   * [--timeout S] [--driver-timeout S]}: runs mutants K.. K+N-1 of each kind, prints one line per
   * failure and a summary; exit 1 if any failed.
   */
  public static void main(String[] args) throws IOException {
    Path root = Path.of(args[0]);
    int ivl = 10_000;
    int c = 1_000;
    long seed = 29;
    int from = 0;
    int ivlTimeout = 2;
    int cTimeout = 5;
    int driverTimeout = 30;
    for (int i = 1; i < args.length; i++) {
      switch (args[i]) {
        case "--ivl" -> ivl = Integer.parseInt(args[++i]);
        case "--c" -> c = Integer.parseInt(args[++i]);
        case "--seed" -> seed = Long.parseLong(args[++i]);
        case "--from" -> from = Integer.parseInt(args[++i]);
        case "--only" -> {
          from = Integer.parseInt(args[++i]);
          ivl = 1;
          c = 1;
        }
        case "--ivl-timeout" -> ivlTimeout = Integer.parseInt(args[++i]);
        case "--timeout" -> cTimeout = Integer.parseInt(args[++i]);
        case "--driver-timeout" -> driverTimeout = Integer.parseInt(args[++i]);
        default -> {
          System.err.println("bench/fuzz: unknown argument " + args[i]);
          System.exit(2);
        }
      }
    }
    Path work = Files.createTempDirectory("pairlock-fuzz");
    Fuzz fuzz = new Fuzz(root, work, new Settings(seed, ivlTimeout, cTimeout, driverTimeout));
    List<Result> results = new ArrayList<>();
    long t0 = System.nanoTime();
    for (int i = from; i < from + ivl; i++) {
      Result r = fuzz.ivl(i);
      results.add(r);
      if (r.failed()) {
        System.out.println(r);
      }
    }
    for (int i = from; i < from + c; i++) {
      Result r = fuzz.c(i);
      results.add(r);
      if (r.failed()) {
        System.out.println(r);
      }
    }
    Files.deleteIfExists(work);
    for (String what : List.of("ivl", "c")) {
      List<Result> rs = results.stream().filter(r -> r.what().equals(what)).toList();
      StringBuilder b = new StringBuilder(what + ": " + rs.size() + " mutants");
      for (Kind k : Kind.values()) {
        b.append(", ").append(rs.stream().filter(r -> r.kind() == k).count()).append(' ').append(k.name().toLowerCase(Locale.ROOT));
      }
      long maxRatio = rs.stream().mapToLong(r -> r.millis() * 100 / Math.max(1, r.deadlineMillis())).max().orElse(0);
      b.append(", longest ").append(maxRatio).append("% of its deadline");
      System.out.println(b);
    }
    System.out.printf(Locale.ROOT, "seed %d, %.0f s%n", seed, (System.nanoTime() - t0) / 1e9);
    System.exit(results.stream().anyMatch(Result::failed) ? 1 : 0);
  }
}

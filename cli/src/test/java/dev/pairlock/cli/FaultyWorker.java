package dev.pairlock.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A child JVM's worker for the isolation tests: {@code FaultyWorker KIND:DRIVER REQUEST RESULT}
 * and {@code FaultyWorker KIND:DRIVER --serve} behave like {@link Worker}, except that when they
 * analyse DRIVER they run out of heap ({@code oom}), overflow the stack ({@code stack}), die
 * abruptly like a native crash ({@code halt}) or hang ({@code hang}). KIND {@code once-halt}
 * dies so only in a worker that has analysed another driver before (a crash that depends on
 * what the worker did before: a fresh worker analyses DRIVER normally). KIND {@code retire}
 * (serving only) makes the worker exit after every driver as if it had grown past its memory.
 */
public final class FaultyWorker {
  private FaultyWorker() {}

  /** The worker command ({@link ChildJvm.Limits#worker}) that injects {@code fault}. */
  static List<String> command(String fault) {
    return List.of(FaultyWorker.class.getName(), fault);
  }

  public static void main(String[] args) throws Exception {
    String fault = args[0];
    int colon = fault.indexOf(':');
    String kind = fault.substring(0, colon);
    String target = fault.substring(colon + 1);
    int[] served = {0};
    Consumer<Drivers.Spec> before =
        spec -> {
          boolean hit =
              spec.name().equals(target) && !kind.equals("retire") && (!kind.equals("once-halt") || served[0] > 0);
          served[0]++;
          if (!hit) {
            return;
          }
          try {
            inject(kind);
          } catch (Throwable t) {
            // as if the analysis had failed so: inside the worker
            Worker.exitFailed(t);
          }
        };
    if (args.length == 2 && args[1].equals(Worker.SERVE)) {
      Worker.serve(before, kind.equals("retire") ? -1 : Worker.retireMb());
      return;
    }
    String request = Files.readString(Path.of(args[1]), StandardCharsets.UTF_8);
    Map<?, ?> m = (Map<?, ?>) Json.parse(request);
    before.accept(Worker.spec((Map<?, ?>) m.get("driver")));
    Worker.main(new String[] {args[1], args[2]});
  }

  private static void inject(String kind) throws InterruptedException {
    switch (kind) {
      case "oom" -> {
        List<long[]> hog = new ArrayList<>();
        while (true) {
          hog.add(new long[1 << 20]);
        }
      }
      case "stack" -> recurse(0);
      case "halt", "once-halt" -> Runtime.getRuntime().halt(134);
      case "hang" -> Thread.sleep(Long.MAX_VALUE);
      default -> throw new IllegalArgumentException("unknown fault " + kind);
    }
  }

  private static int recurse(int n) {
    return recurse(n + 1) + 1;
  }
}

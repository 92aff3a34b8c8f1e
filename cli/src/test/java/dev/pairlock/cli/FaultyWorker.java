package dev.pairlock.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A child JVM's worker for the isolation tests: {@code FaultyWorker KIND:DRIVER REQUEST RESULT}
 * behaves like {@link Worker}, except that when it analyses DRIVER it runs out of heap ({@code
 * oom}), overflows its stack ({@code stack}), dies abruptly like a native crash ({@code halt}) or
 * hangs ({@code hang}).
 */
public final class FaultyWorker {
  private FaultyWorker() {}

  /** The worker command ({@link ChildJvm.Limits#worker}) that injects {@code fault}. */
  static List<String> command(String fault) {
    return List.of(FaultyWorker.class.getName(), fault);
  }

  public static void main(String[] args) throws Exception {
    String fault = args[0];
    String request = Files.readString(Path.of(args[1]), StandardCharsets.UTF_8);
    Map<?, ?> m = (Map<?, ?>) Json.parse(request);
    String driver = Worker.spec((Map<?, ?>) m.get("driver")).name();
    int colon = fault.indexOf(':');
    if (fault.substring(colon + 1).equals(driver)) {
      try {
        inject(fault.substring(0, colon));
      } catch (Throwable t) {
        // as if the analysis had failed so: inside the worker
        Worker.exitFailed(t);
      }
    }
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
      case "halt" -> Runtime.getRuntime().halt(134);
      case "hang" -> Thread.sleep(Long.MAX_VALUE);
      default -> throw new IllegalArgumentException("unknown fault " + kind);
    }
  }

  private static int recurse(int n) {
    return recurse(n + 1) + 1;
  }
}

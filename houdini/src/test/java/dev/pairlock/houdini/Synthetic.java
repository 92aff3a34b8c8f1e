package dev.pairlock.houdini;

/**
 * Synthetic lifted drivers for the benchmark (docs/ivl-conventions.md shape), all race-free: a
 * writer entry point whose accesses to {@code dev.count} are spread over helpers, loops or
 * recursion, always under {@code dev.lock}, and a locked reader.
 */
final class Synthetic {
  private Synthetic() {}

  private static final String HEADER =
      """
      var $M.0: [int]int {:region "dev.count"};
      const unique $lock.l: int {:lock "dev.lock", "mutex"};

      procedure {:entrypoint "file_operations.read"} dev_read(dev: int) returns (r: int)
        modifies $M.0;
      {
        L0:
          call {:sourceloc "drv.c", 1, 1} $lock_acquire($lock.l);
          {:sourceloc "drv.c", 2, 1} {:access "read"} r := $M.0[dev + 4];
          call {:sourceloc "drv.c", 3, 1} $lock_release($lock.l);
          return;
      }
      """;

  private static String locked(int line, String indent) {
    return indent + "call {:sourceloc \"drv.c\", " + line + ", 1} $lock_acquire($lock.l);\n"
        + indent + "{:sourceloc \"drv.c\", " + line + ", 2} {:access \"read\"} s := $M.0[dev + 4];\n"
        + indent + "{:sourceloc \"drv.c\", " + line + ", 3} {:access \"write\"} $M.0[dev + 4] := s + 1;\n"
        + indent + "call {:sourceloc \"drv.c\", " + line + ", 4} $lock_release($lock.l);\n";
  }

  /** A binary call tree of depth {@code d}: each helper locks, updates, calls the next twice. */
  static String tree(int d) {
    StringBuilder sb = new StringBuilder(HEADER);
    for (int k = 0; k < d; k++) {
      sb.append("procedure h").append(k).append("(dev: int)\n  modifies $M.0;\n{\n  var s: int;\n  L0:\n");
      sb.append(locked(10 + k, "    "));
      if (k + 1 < d) {
        sb.append("    call h").append(k + 1).append("(dev);\n");
        sb.append("    call h").append(k + 1).append("(dev);\n");
      }
      sb.append("    return;\n}\n\n");
    }
    sb.append(
        """
        procedure {:entrypoint "file_operations.write"} dev_write(dev: int)
          modifies $M.0;
        {
          L0:
            call h0(dev);
            return;
        }
        """);
    return sb.toString();
  }

  /** {@code n} loops one after the other, each locking and updating in every iteration. */
  static String loops(int n) {
    StringBuilder sb = new StringBuilder(HEADER);
    sb.append(
        """
        procedure {:entrypoint "file_operations.write"} dev_write(dev: int, m: int)
          modifies $M.0;
        {
          var i: int;
          var s: int;
          L0:
            goto H0;
        """);
    for (int k = 0; k < n; k++) {
      sb.append("  H").append(k).append(":\n    i := 0;\n    goto C").append(k).append(";\n");
      sb.append("  C").append(k).append(":\n    goto B").append(k).append(", E").append(k).append(";\n");
      sb.append("  B").append(k).append(":\n    assume i < m;\n").append(locked(100 + k, "    "));
      sb.append("    i := i + 1;\n    goto C").append(k).append(";\n");
      sb.append("  E").append(k).append(":\n    assume i >= m;\n    goto ")
          .append(k + 1 < n ? "H" + (k + 1) : "X").append(";\n");
    }
    sb.append("  X:\n    return;\n}\n");
    return sb.toString();
  }

  /** Lock and unlock in helpers, {@code n} critical sections in sequence. */
  static String helpers(int n) {
    StringBuilder sb = new StringBuilder(HEADER);
    sb.append(
        """
        procedure lock_dev()
        {
          L0:
            call {:sourceloc "drv.c", 5, 1} $lock_acquire($lock.l);
            return;
        }

        procedure unlock_dev()
        {
          L0:
            call {:sourceloc "drv.c", 6, 1} $lock_release($lock.l);
            return;
        }

        procedure {:entrypoint "file_operations.write"} dev_write(dev: int)
          modifies $M.0;
        {
          var s: int;
          L0:
        """);
    for (int k = 0; k < n; k++) {
      sb.append("    call lock_dev();\n");
      sb.append("    {:sourceloc \"drv.c\", ").append(200 + k).append(", 2} {:access \"read\"} s := $M.0[dev + 4];\n");
      sb.append("    {:sourceloc \"drv.c\", ").append(200 + k).append(", 3} {:access \"write\"} $M.0[dev + 4] := s + 1;\n");
      sb.append("    call unlock_dev();\n");
    }
    sb.append("    return;\n}\n");
    return sb.toString();
  }

  /** A recursive walk of depth-bounded recursion under the lock. */
  static String recursion() {
    return HEADER
        + """
        procedure walk(dev: int, d: int)
          modifies $M.0;
        {
          var s: int;
          L0:
            goto Rec, Stop;
          Rec:
            assume d > 0;
            {:sourceloc "drv.c", 300, 2} {:access "read"} s := $M.0[dev + 4];
            {:sourceloc "drv.c", 300, 3} {:access "write"} $M.0[dev + 4] := s + 1;
            call walk(dev, d - 1);
            return;
          Stop:
            assume d <= 0;
            return;
        }

        procedure {:entrypoint "file_operations.write"} dev_write(dev: int)
          modifies $M.0;
        {
          L0:
            call {:sourceloc "drv.c", 310, 1} $lock_acquire($lock.l);
            call walk(dev, 5);
            call {:sourceloc "drv.c", 311, 1} $lock_release($lock.l);
            return;
        }
        """;
  }
}

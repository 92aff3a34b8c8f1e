package dev.pairlock.ivl.ast;

import java.util.List;

/** How a block ends. */
public sealed interface Transfer {
  Pos pos();

  /** Nondeterministic jump to one of the targets. */
  record Goto(List<String> targets, Pos pos) implements Transfer {
    public Goto {
      targets = List.copyOf(targets);
      if (targets.isEmpty()) {
        throw new IllegalArgumentException("goto needs a target");
      }
    }
  }

  record Return(Pos pos) implements Transfer {}
}

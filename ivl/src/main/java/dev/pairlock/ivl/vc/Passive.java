package dev.pairlock.ivl.vc;

import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Type;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A passive (SSA) acyclic program: no assignments, only assumptions and checks over incarnations
 * ({@code x@n}) of the variables.
 */
public final class Passive {
  private Passive() {}

  public sealed interface Cmd {
    record Assume(Expr expr) implements Cmd {}

    /**
     * Checked obligation.
     *
     * @param observed the observed variables' incarnations at this point
     */
    record Check(Expr expr, int obligation, Map<String, Expr> observed) implements Cmd {
      public Check {
        observed = Collections.unmodifiableMap(new LinkedHashMap<>(observed));
      }
    }

    /** An observation point with the observed variables' incarnations there. */
    record Observe(int site, Map<String, Expr> observed) implements Cmd {
      public Observe {
        observed = Collections.unmodifiableMap(new LinkedHashMap<>(observed));
      }
    }
  }

  public record Block(String name, String origin, List<Cmd> cmds, List<String> succs) {
    public Block {
      cmds = List.copyOf(cmds);
      succs = List.copyOf(succs);
    }
  }

  /**
   * @param blocks in topological order, start first
   * @param incarnations the type of every incarnation
   */
  public record Program(List<Block> blocks, Map<String, Type> incarnations) {
    public Program {
      blocks = List.copyOf(blocks);
      incarnations = Collections.unmodifiableMap(new LinkedHashMap<>(incarnations));
    }

    /** Number of commands, a measure of the passive program's size. */
    public int commandCount() {
      int n = 0;
      for (Block b : blocks) {
        n += b.cmds().size();
      }
      return n;
    }
  }
}

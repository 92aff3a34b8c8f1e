package dev.pairlock.ivl.vc;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.verify.Failure;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The acyclic core language between desugaring and passification: loops are cut, calls and
 * contracts are replaced by asserts, assumes and havocs. Synthetic names contain {@code @}, which
 * IVL identifiers cannot, so they never clash with the program's names.
 */
public final class Core {
  private Core() {}

  /**
   * A proof obligation, identified by {@code id}, with what a failure report needs.
   *
   * @param block the original block it belongs to (for a loop invariant: the loop head)
   */
  public record Obligation(
      int id, Failure.Kind kind, Pos pos, Pos related, List<Attribute> attrs, String block) {
    public Obligation {
      attrs = List.copyOf(attrs);
    }
  }

  /** An {@code assume {:observe}} site. */
  public record ObservationSite(String block, List<Attribute> attrs, Pos pos) {
    public ObservationSite {
      attrs = List.copyOf(attrs);
    }
  }

  public sealed interface Cmd {
    /** Parallel assignment; {@code old(e)} in right-hand sides means the entry state. */
    record Assign(List<String> vars, List<Expr> rhs) implements Cmd {
      public Assign {
        vars = List.copyOf(vars);
        rhs = List.copyOf(rhs);
      }
    }

    record Havoc(List<String> vars) implements Cmd {
      public Havoc {
        vars = List.copyOf(vars);
      }
    }

    record Assume(Expr expr) implements Cmd {}

    /** Checked obligation {@code obligation}; assumed afterwards. */
    record Check(Expr expr, int obligation) implements Cmd {}

    /** Observation point number {@code site}. */
    record Observe(int site) implements Cmd {}
  }

  /**
   * A block of the core program.
   *
   * @param origin label of the block of the original procedure it comes from, or null if it is
   *     synthetic (procedure start, invariant checks on loop entry or back edges)
   */
  public record Block(String name, String origin, List<Cmd> cmds, List<String> succs) {
    public Block {
      cmds = List.copyOf(cmds);
      succs = List.copyOf(succs);
    }
  }

  /**
   * An acyclic program; {@code blocks.get(0)} is the start.
   *
   * @param vars every mutable variable, in a deterministic order (globals, parameters, locals,
   *     temporaries) with its type
   */
  public record Program(
      List<Block> blocks,
      Map<String, Type> vars,
      List<Obligation> obligations,
      List<ObservationSite> sites) {
    public Program {
      blocks = List.copyOf(blocks);
      vars = Collections.unmodifiableMap(new LinkedHashMap<>(vars));
      obligations = List.copyOf(obligations);
      sites = List.copyOf(sites);
    }
  }
}

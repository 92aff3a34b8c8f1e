package dev.pairlock.ivl.verify;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import java.util.List;
import java.util.Map;

/**
 * Values of the observed variables at an observation point that a counterexample passes through.
 * Observation points are commands {@code assume {:observe} e;} (any {@code assume} carrying the
 * attribute {@code observe}); their other attributes (e.g. {@code sourceloc}) are reported here
 * so that later stages can say what happened where.
 *
 * @param values literal values ({@link Expr.IntLit}, {@link Expr.BoolLit}); a variable the model
 *     does not constrain is absent
 */
public record Observation(String block, List<Attribute> attrs, Pos pos, Map<String, Expr> values) {
  public static final String ATTRIBUTE = "observe";

  public Observation {
    attrs = List.copyOf(attrs);
    values = Map.copyOf(values);
  }
}

package dev.pairlock.ivl.ast;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * The deepest nesting of expressions and types the IVL accepts. Every pass over expressions
 * (type checking, substitution, passification, SMT translation, printing, and the records' own
 * {@code equals} and {@code hashCode}) recurses once per level, so an unbounded depth is a stack
 * overflow waiting for a large enough input; the parser rejects deeper text with a parse error
 * instead, and the command line runs on a stack sized for this depth.
 */
public final class Nesting {
  private Nesting() {}

  /**
   * The maximum number of levels of an expression tree (a leaf is one level), and of the
   * parser's nesting of parentheses, brackets and map types. A chain of one binary operator
   * ({@code a && b && c}, left-nested; {@code a ==> b ==> c}, right-nested) counts as one level
   * however long it is: generated programs have long ones (conjunctions of candidates, of
   * frame conditions), and the printer and type checker walk them without recursion.
   */
  public static final int MAX_DEPTH = 20_000;

  /**
   * The maximum number of operators in one chain of a binary operator: the passes that do recurse
   * along a chain (substitution, passification, SMT translation, the records' {@code hashCode})
   * use a few hundred bytes of stack per link, which the command line's stack holds for this
   * many.
   */
  public static final int MAX_CHAIN = 200_000;

  /**
   * Why {@code e} is beyond the limits ({@link #MAX_DEPTH}, {@link #MAX_CHAIN}), or null if it is
   * not; computed without recursion.
   */
  public static String check(Expr e) {
    int max = 0;
    Deque<Expr> todo = new ArrayDeque<>();
    Deque<Integer> levels = new ArrayDeque<>();
    Deque<Integer> chains = new ArrayDeque<>();
    todo.push(e);
    levels.push(1);
    chains.push(0);
    while (!todo.isEmpty()) {
      Expr x = todo.pop();
      int d = levels.pop();
      int chain = chains.pop();
      max = Math.max(max, d);
      if (max > MAX_DEPTH) {
        return "expression nested more than " + MAX_DEPTH + " levels deep";
      }
      switch (x) {
        case Expr.IntLit i -> {}
        case Expr.BoolLit b -> {}
        case Expr.Var v -> {}
        case Expr.Old o -> push(todo, levels, chains, d + 1, o.expr());
        case Expr.Select s -> push(todo, levels, chains, d + 1, s.map(), s.index());
        case Expr.Store s -> push(todo, levels, chains, d + 1, s.map(), s.index(), s.value());
        case Expr.Unary u -> push(todo, levels, chains, d + 1, u.operand());
        case Expr.Binary b -> {
          int links = chain + 1; // operators of b's chain from its top down to b
          if (links > MAX_CHAIN) {
            return "chain of more than " + MAX_CHAIN + " operators";
          }
          for (Expr side : List.of(b.left(), b.right())) {
            if (side instanceof Expr.Binary c && c.op() == b.op()) {
              todo.push(side); // the same chain: the same level, one more link
              levels.push(d);
              chains.push(links);
            } else {
              push(todo, levels, chains, d + 1, side);
            }
          }
        }
        case Expr.Ite i -> push(todo, levels, chains, d + 1, i.cond(), i.thenExpr(), i.elseExpr());
        case Expr.FunApp f -> f.args().forEach(a -> push(todo, levels, chains, d + 1, a));
        case Expr.Quant q -> push(todo, levels, chains, d + 1, q.body());
      }
    }
    return null;
  }

  private static void push(
      Deque<Expr> todo, Deque<Integer> levels, Deque<Integer> chains, int level, Expr... es) {
    for (Expr e : es) {
      todo.push(e);
      levels.push(level);
      chains.push(0);
    }
  }
}

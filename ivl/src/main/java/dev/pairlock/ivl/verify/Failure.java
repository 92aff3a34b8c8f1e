package dev.pairlock.ivl.verify;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import java.util.List;
import java.util.Map;

/**
 * A failed proof obligation with its counterexample.
 *
 * @param kind which kind of obligation failed
 * @param pos where the obligation is written (the assert, the call for a precondition, the
 *     ensures clause for a postcondition; {@code related} gives the other end)
 * @param related the second location: the {@code requires} clause of a failing call, the {@code
 *     return} reaching a failing {@code ensures}; {@link Pos#NONE} if none
 * @param attrs the attributes of the failed assert / requires / ensures clause
 * @param path labels of the blocks the counterexample runs through, in order, in the procedure
 *     as the user wrote it (before loop cutting and passification)
 * @param observations the values of the observed variables at each observation point on the path
 * @param finalValues the values of the observed variables where the obligation fails
 */
public record Failure(
    Kind kind,
    Pos pos,
    Pos related,
    List<Attribute> attrs,
    List<String> path,
    List<Observation> observations,
    Map<String, Expr> finalValues) {

  public enum Kind {
    ASSERTION("this assertion could not be proved"),
    PRECONDITION("a precondition for this call could not be proved"),
    POSTCONDITION("a postcondition could not be proved on this return path"),
    INVARIANT_ENTRY("this loop invariant could not be proved on entry"),
    INVARIANT_MAINTAINED("this loop invariant could not be proved to be maintained by the loop");

    public final String message;

    Kind(String message) {
      this.message = message;
    }
  }

  public Failure {
    attrs = List.copyOf(attrs);
    path = List.copyOf(path);
    observations = List.copyOf(observations);
    finalValues = Map.copyOf(finalValues);
  }
}

package dev.pairlock.frontend;

/** The bitcode could not be read, linked or transformed (an internal or environment problem). */
public class LiftException extends RuntimeException {
  public LiftException(String message) {
    super(message);
  }

  public LiftException(String message, Throwable cause) {
    super(message, cause);
  }
}

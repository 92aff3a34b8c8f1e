package dev.pairlock.models;

/** A driver-model resource is missing or malformed (a build problem, not a user error). */
public class ModelException extends RuntimeException {
  public ModelException(String message, Throwable cause) {
    super(message, cause);
  }

  public ModelException(String message) {
    super(message);
  }
}

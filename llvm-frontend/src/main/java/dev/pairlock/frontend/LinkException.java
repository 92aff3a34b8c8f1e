package dev.pairlock.frontend;

/**
 * The compiled files of a driver cannot be linked into one module (two files define the same
 * symbol): bad input, reported like a compile error.
 */
public final class LinkException extends LiftException {
  private final int fileIndex;

  public LinkException(int fileIndex, String message) {
    super(message);
    this.fileIndex = fileIndex;
  }

  /** The position, in the list linked, of the file that could not be linked with those before. */
  public int fileIndex() {
    return fileIndex;
  }
}

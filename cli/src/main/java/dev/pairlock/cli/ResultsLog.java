package dev.pairlock.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code --results-log FILE}: each driver's result written as soon as it is there, one JSON object
 * per line ({@link Reports#json} with {@code millis}, {@code cached} and, when a worker JVM analysed it,
 * {@code peakKb}: that worker's resident-memory peak during the driver), flushed line by line, so
 * a long batch that is interrupted (killed, out of time) keeps the drivers it finished. The lines
 * come in the order drivers finish; the report itself keeps the order of the drivers.
 */
final class ResultsLog implements AutoCloseable {
  private final Path file;
  private final Writer out;
  private boolean failed;

  private ResultsLog(Path file, Writer out) {
    this.file = file;
    this.out = out;
  }

  /** Creates (or empties) {@code file}. */
  static ResultsLog create(Path file) {
    if (Files.isDirectory(file)) {
      throw new UserError(file + ": is a directory, expected a file");
    }
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      return new ResultsLog(file, Files.newBufferedWriter(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UserError(file + ": cannot write: " + e.getMessage());
    }
  }

  /** Appends the line of {@code o} (a failed write is reported once, at the end). */
  synchronized void add(Batch.Outcome o) {
    if (failed) {
      return;
    }
    Map<String, Object> line = new LinkedHashMap<>(Reports.json(o.report()));
    line.put("millis", o.report().millis());
    line.put("cached", o.cached());
    if (o.peakKb() >= 0) {
      line.put("peakKb", o.peakKb());
    }
    try {
      out.write(Json.writeLine(line));
      out.flush();
    } catch (IOException e) {
      failed = true;
    }
  }

  @Override
  public synchronized void close() {
    try {
      out.close();
    } catch (IOException e) {
      failed = true;
    }
    if (failed) {
      throw new UserError(file + ": cannot write the results log");
    }
  }
}

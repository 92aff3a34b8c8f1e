package dev.pairlock.ivl.lifted;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/ivl-conventions.md is the contract: its tables name exactly the attributes of {@link Attrs}. */
class AttrsDocTest {
  private static final Path DOC = Path.of("..", "docs", "ivl-conventions.md");
  private static final Pattern ATTR = Pattern.compile("\\{:([a-z_]+)");

  /** The attribute names in the rows of the table that follows heading {@code section}. */
  private static Set<String> attributesOfTable(String doc, String section) {
    int at = doc.indexOf("\n## " + section + "\n");
    if (at < 0) {
      throw new AssertionError("no section '" + section + "' in " + DOC);
    }
    int end = doc.indexOf("\n## ", at + 1);
    Set<String> out = new TreeSet<>();
    for (String line : doc.substring(at, end < 0 ? doc.length() : end).split("\n")) {
      if (line.startsWith("| ") && !line.startsWith("| what ")) {
        Matcher m = ATTR.matcher(line);
        while (m.find()) {
          out.add(m.group(1));
        }
      }
    }
    return out;
  }

  @Test
  void liftedProgramTableNamesExactlyTheLiftedAttributes() throws Exception {
    Set<String> expected = new TreeSet<>(Attrs.LIFTED);
    expected.add(Attrs.SOURCELOC);
    assertEquals(expected, attributesOfTable(Files.readString(DOC), "Lifted programs"));
  }

  @Test
  void analysisTableNamesTheAnalysisAttributes() throws Exception {
    Set<String> documented = attributesOfTable(Files.readString(DOC), "Analysis programs");
    Set<String> expected = new TreeSet<>(Attrs.ANALYSIS);
    // the analysis table's examples reuse lifted attributes ({:region} on a race assertion)
    documented.removeAll(Attrs.LIFTED);
    assertEquals(expected, documented);
  }

  @Test
  void everyConstantIsListed() throws Exception {
    Set<String> declared = new TreeSet<>();
    for (var f : Attrs.class.getFields()) {
      if (f.getType() == String.class && !f.getName().equals("READ")
          && !f.getName().equals("WRITE")) {
        declared.add((String) f.get(null));
      }
    }
    Set<String> listed = new TreeSet<>(Attrs.LIFTED);
    listed.addAll(Attrs.ANALYSIS);
    listed.add(Attrs.SOURCELOC);
    assertEquals(declared, listed);
  }
}

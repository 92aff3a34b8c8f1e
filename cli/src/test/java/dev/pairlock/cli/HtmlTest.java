package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The HTML report: well-formed pages, an index row per driver, a page per driver with its matrix and races. */
class HtmlTest {
  @TempDir static Path tmp;
  static Path out;

  @BeforeAll
  static void analyse() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), true, true, "global_counter_race", "inline_asm_unverified");
    out = tmp.resolve("html");
    Suite.Run r = Suite.run("analyze", "--no-cache", "--format", "html", "-o", out.toString(), root.toString());
    assertEquals(ExitCode.PROBLEM, r.code(), r.err());
    assertEquals("", r.out());
  }

  static Document parse(Path p) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    return f.newDocumentBuilder().parse(p.toFile());
  }

  static List<Element> byClass(Document d, String tag, String cls) {
    List<Element> r = new ArrayList<>();
    NodeList nl = d.getElementsByTagName(tag);
    for (int i = 0; i < nl.getLength(); i++) {
      Element e = (Element) nl.item(i);
      if (List.of(e.getAttribute("class").split(" ")).contains(cls)) {
        r.add(e);
      }
    }
    return r;
  }

  @Test
  void indexHasARowPerDriverLinkingItsPage() throws Exception {
    Document index = parse(out.resolve("index.html"));
    NodeList rows = ((Element) index.getElementsByTagName("tbody").item(0)).getElementsByTagName("tr");
    assertEquals(4, rows.getLength());
    List<String> names = new ArrayList<>();
    for (int i = 0; i < rows.getLength(); i++) {
      Element a = (Element) ((Element) rows.item(i)).getElementsByTagName("a").item(0);
      names.add(a.getTextContent());
      assertTrue(Files.isRegularFile(out.resolve(a.getAttribute("href"))), a.getAttribute("href"));
    }
    assertEquals(List.of("broken/syntax", "char/global_counter_race", "char/inline_asm_unverified", "misc/ringbuf"), names);
    assertEquals(1, byClass(index, "span", "b-error").size());
    assertEquals(2, byClass(index, "span", "b-racy").size());
  }

  @Test
  void driverPageHasTheMatrixAndTheRaces() throws Exception {
    Document d = parse(out.resolve("drivers/char_global_counter_race.html"));
    // 4 entry points: 10 pairs in the upper triangle
    int cells = 0;
    for (String v : List.of("verified", "racy", "unverified", "serialized")) {
      cells += byClass(d, "td", "v-" + v).size();
    }
    assertEquals(10, cells);
    assertEquals(2, byClass(d, "td", "v-racy").size());
    assertEquals(5, byClass(d, "td", "v-serialized").size()); // incl. module_exit with the fops (module-ref)
    List<Element> races = byClass(d, "div", "race");
    assertEquals(3, races.size());
    // each side shows its source line highlighted and the locks held
    List<Element> hl = byClass(d, "span", "hl");
    assertEquals(6, hl.size());
    assertTrue(hl.get(0).getTextContent().contains("return counter;"), hl.get(0).getTextContent());
    assertTrue(byClass(d, "div", "locks").get(0).getTextContent().startsWith("locks held:"));

    Document u = parse(out.resolve("drivers/char_inline_asm_unverified.html"));
    assertTrue(byClass(u, "td", "v-unverified").size() > 0);
    Document b = parse(out.resolve("drivers/broken_syntax.html"));
    assertTrue(byClass(b, "pre", "err").get(0).getTextContent().contains("expected expression"));
  }

  @Test
  void lockedRacesShowTheirLocks() throws Exception {
    Document d = parse(out.resolve("drivers/misc_ringbuf.html"));
    boolean some = byClass(d, "div", "locks").stream().anyMatch(e -> !e.getTextContent().contains("none"));
    assertTrue(some, "ringbuf has races where one side holds a lock");
  }
}

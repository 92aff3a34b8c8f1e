package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;

/** The one JSON format of reports, cache entries and worker requests ({@link Json}). */
class JsonTest {
  /**
   * DEL, C1 controls, bidirectional overrides and line separators in a name are escaped, so a
   * report shown with {@code cat} cannot reorder or recolour the terminal. Before: written raw.
   */
  @Test
  void terminalControllingCharactersAreEscaped() {
    String name = "a\u007fb\u0085c\u009bd\u202ee\u2066f\u2028g \u00e9";
    String out = Json.write(Map.of("name", name));
    assertEquals(
        "{\n  \"name\": \"a\\u007fb\\u0085c\\u009bd\\u202ee\\u2066f\\u2028g \u00e9\"\n}\n", out);
    assertEquals(Map.of("name", name), Json.parse(out));
  }

  @Test
  void writesTwoSpaceIndentedJsonInInsertionOrder() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("z", 1L);
    m.put("empty list", List.of());
    m.put("empty map", Map.of());
    List<Object> l = new ArrayList<>();
    l.add("tab\there \"q\" \\ \u0001 \u00e9");
    l.add(2.5);
    l.add(true);
    l.add(null);
    m.put("a", l);
    assertEquals(
        "{\n"
            + "  \"z\": 1,\n"
            + "  \"empty list\": [],\n"
            + "  \"empty map\": {},\n"
            + "  \"a\": [\n"
            + "    \"tab\\there \\\"q\\\" \\\\ \\u0001 \u00e9\",\n"
            + "    2.5,\n"
            + "    true,\n"
            + "    null\n"
            + "  ]\n"
            + "}\n",
        Json.write(m));
    assertEquals(m, Json.parse(Json.write(m)));
  }

  @Test
  void readsIntegersAsLongs() {
    assertEquals(List.of(1L, 2.0), Json.parse("[1, 2.0]"));
  }

  @Test
  void rejectsWhatIsNotOneJsonValue() {
    assertThrows(JacksonException.class, () -> Json.parse("{} {}"));
    assertThrows(JacksonException.class, () -> Json.parse("{\"a\": }"));
  }
}

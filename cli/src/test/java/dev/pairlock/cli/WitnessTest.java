package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code analyze --property} (SV-COMP's no-data-race.prp, others refused with exit 5) and {@code
 * --witness} (violation witnesses, format 2.0). The witness is checked against
 * pairlock's transcription of the format's structure ({@code
 * schema/violation-witness-2.0.pairlock.schema.json}; the official schema is not bundled).
 */
class WitnessTest {
  private static final Path ROOT = Golden.repoRoot();
  private static final Path FIXTURE = ROOT.resolve("regression/soundness/atomic_mixed_race.c");
  private static final Path SAFE = ROOT.resolve("regression/soundness/atomic_counter_safe.c");

  private static String run(String... args) {
    return Golden.run(ROOT, args);
  }

  @Test
  void theNoDataRacePropertyIsChecked(@TempDir Path tmp) throws Exception {
    Path prp = tmp.resolve("no-data-race.prp");
    Files.writeString(prp, "CHECK( init(main()), LTL(G ! data-race) )\n\n");
    String text = run("analyze", "--property", prp.toString(), SAFE.toString());
    assertTrue(text.endsWith("exit: 0\n"), text);
  }

  @Test
  void otherPropertiesAreRefusedWithTheirOwnExitCode(@TempDir Path tmp) throws Exception {
    Path prp = tmp.resolve("unreach-call.prp");
    Files.writeString(prp, "CHECK( init(main()), LTL(G ! call(reach_error())) )\n");
    String text = run("analyze", "--property", prp.toString(), SAFE.toString());
    assertTrue(text.endsWith("exit: 5\n"), text);
    assertEquals(2, text.lines().count(), text); // one line, then the exit code
    assertTrue(text.startsWith("pairlock: unsupported property in "), text);
  }

  @Test
  void aWitnessNeedsThePreciseChecker(@TempDir Path tmp) {
    String text = run("analyze", "--witness", tmp.resolve("w.yml").toString(), FIXTURE.toString());
    assertTrue(text.endsWith("exit: 2\n"), text);
    assertFalse(Files.exists(tmp.resolve("w.yml")));
  }

  @Test
  void noWitnessWithoutAConfirmedRace(@TempDir Path tmp) {
    Path w = tmp.resolve("w.yml");
    String text =
        run("analyze", "--precise", "--no-cache", "--witness", w.toString(), SAFE.toString());
    assertTrue(text.endsWith("exit: 0\n"), text);
    assertTrue(text.contains("no witness written: no race confirmed"), text);
    assertFalse(Files.exists(w));
  }

  @Test
  void aConfirmedRaceGivesAValidViolationWitness(@TempDir Path tmp) throws Exception {
    Path w = tmp.resolve("w.yml");
    String text =
        run("analyze", "--precise", "--no-cache", "--data-model", "LP64", "--witness",
            w.toString(), FIXTURE.toString());
    assertTrue(text.endsWith("exit: 1\n"), text);
    assertTrue(text.contains("confirmed read-write race on total"), text);
    JsonNode doc = new ObjectMapper(new YAMLFactory()).readTree(Files.readString(w));
    JsonSchema schema;
    try (InputStream in =
        WitnessTest.class.getResourceAsStream("/schema/violation-witness-2.0.pairlock.schema.json")) {
      assertNotNull(in);
      schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in);
    }
    assertEquals(Set.of(), schema.validate(doc));
    JsonNode entry = doc.get(0);
    JsonNode task = entry.get("metadata").get("task");
    assertEquals("G ! data-race", task.get("specification").asText());
    assertEquals("LP64", task.get("data_model").asText());
    String file = task.get("input_files").get(0).asText();
    assertEquals(FIXTURE.toString(), file);
    String hash =
        HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(FIXTURE)));
    assertEquals(hash, task.get("input_file_hashes").get(file).asText());
    // the first confirmed race: main reads `total` (21:15), the thread's atomic add completes it
    JsonNode target = entry.get("content").get(0).get("segment").get(0).get("waypoint");
    assertEquals("target", target.get("type").asText());
    assertEquals(13, target.get("location").get("line").asInt());
    assertEquals(3, target.get("location").get("column").asInt());
    assertEquals("work", target.get("location").get("function").asText());
    // the schema does catch violations
    ((com.fasterxml.jackson.databind.node.ObjectNode) target).putObject("constraint").put("value", "x");
    assertFalse(schema.validate(doc).isEmpty());
  }
}

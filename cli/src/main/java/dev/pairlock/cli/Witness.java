package dev.pairlock.cli;

import dev.pairlock.frontend.CompileOptions;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.precise.ConfirmedRace;
import dev.pairlock.precise.PreciseResult;
import dev.pairlock.precise.RaceAccess;
import dev.pairlock.precise.Step;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * SV-COMP's property file and violation witnesses (witness format 2.0, YAML) for {@code analyze
 * --property} and {@code --witness}.
 *
 * <p>Format 2.0 has no notion of threads: a violation witness is a {@code violation_sequence}
 * entry whose content is a list of segments of waypoints ({@code assumption}, {@code branching},
 * {@code function_enter}, {@code function_return}, {@code target}), the last segment ending in the
 * {@code target} waypoint where the property is violated. An interleaving cannot be written in
 * it, so the witness of a data race is the one final segment the format allows: a {@code target}
 * waypoint ({@code action: follow}) at the access that completes the race, the access of the
 * thread that ran second in the confirmed execution (the one between the other thread's access
 * and its failing race check). A witness is written only for a race the precise checker
 * confirmed on an execution (never for a potential race, nor for one it marks inconclusive).
 */
final class Witness {
  private Witness() {}

  /** The one property pairlock checks, as SV-COMP's no-data-race.prp states it. */
  static final String NO_DATA_RACE = "CHECK( init(main()), LTL(G ! data-race) )";

  /** The specification a witness names (the LTL formula of the property). */
  static final String SPECIFICATION = "G ! data-race";

  /** Whether {@code text} (a property file's contents) is the no-data-race property. */
  static boolean isNoDataRace(String text) {
    return squeeze(text).equals(squeeze(NO_DATA_RACE));
  }

  private static String squeeze(String s) {
    return s.replaceAll("//[^\n]*", "").replaceAll("\\s+", "");
  }

  /** A race a witness can show, and its {@link #target} access (located in the input). */
  record WitnessRace(ConfirmedRace race, RaceAccess target) {}

  /** The first race of {@code precise} that can be a witness: confirmed, conclusive, located. */
  static Optional<WitnessRace> witnessRace(PreciseResult precise, Path input) {
    if (precise == null) {
      return Optional.empty();
    }
    return precise.races().stream()
        .filter(r -> !r.inconclusive())
        .flatMap(r -> target(r).filter(a -> inInput(a.location(), input))
            .map(a -> new WitnessRace(r, a)).stream())
        .findFirst();
  }

  /**
   * The access that completes {@code race}: the one of the thread that did not fail the race
   * check (the check ends the interleaving; the other thread's access came between).
   */
  static Optional<RaceAccess> target(ConfirmedRace race) {
    List<Step> steps = race.interleaving();
    if (steps.isEmpty() || steps.get(steps.size() - 1).kind() != Step.Kind.RACE_CHECK) {
      return Optional.empty();
    }
    int checking = steps.get(steps.size() - 1).thread();
    return race.accesses().stream()
        .filter(a -> a.thread() != checking && a.location() != null)
        .findFirst();
  }

  private static boolean inInput(SourceLoc loc, Path input) {
    return loc != null && loc.line() > 0
        && Path.of(loc.file()).getFileName().equals(input.getFileName());
  }

  /**
   * The witness (a YAML list of one {@code violation_sequence} entry) of {@code w} in the
   * program {@code input}; {@code now} and the race make its uuid and creation time.
   */
  static String violation(
      WitnessRace w, Path input, CompileOptions.DataModel model, OffsetDateTime now) {
    ConfirmedRace race = w.race();
    RaceAccess a = w.target();
    String file = input.toString();
    String hash = sha256(input);
    String dataModel = model == CompileOptions.DataModel.ILP32 ? "ILP32" : "LP64";
    UUID uuid =
        UUID.nameUUIDFromBytes((hash + "\n" + race.key()).getBytes(StandardCharsets.UTF_8));
    StringBuilder y = new StringBuilder();
    y.append("- entry_type: violation_sequence\n");
    y.append("  metadata:\n");
    y.append("    format_version: \"2.0\"\n");
    y.append("    uuid: ").append(q(uuid.toString())).append('\n');
    y.append("    creation_time: ")
        .append(q(java.time.format.DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(
            now.withOffsetSameInstant(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS))))
        .append('\n');
    y.append("    producer:\n");
    y.append("      name: pairlock\n");
    y.append("      version: ").append(q(Main.Version.version())).append('\n');
    y.append("      description: ")
        .append(q("confirmed " + race.kind().label + " race on " + race.regionName() + " ("
            + race.accesses().get(0).describe() + "; " + race.accesses().get(1).describe() + ")"))
        .append('\n');
    y.append("    task:\n");
    y.append("      input_files:\n");
    y.append("        - ").append(q(file)).append('\n');
    y.append("      input_file_hashes:\n");
    y.append("        ").append(q(file)).append(": ").append(q(hash)).append('\n');
    y.append("      specification: ").append(q(SPECIFICATION)).append('\n');
    y.append("      data_model: ").append(dataModel).append('\n');
    y.append("      language: C\n");
    y.append("  content:\n");
    y.append("    - segment:\n");
    y.append("        - waypoint:\n");
    y.append("            type: target\n");
    y.append("            action: follow\n");
    y.append("            location:\n");
    y.append("              file_name: ").append(q(file)).append('\n');
    y.append("              line: ").append(a.location().line()).append('\n');
    if (a.location().column() > 0) {
      y.append("              column: ").append(a.location().column()).append('\n');
    }
    if (a.procedure() != null && a.procedure().matches("[A-Za-z_][A-Za-z0-9_]*")) {
      y.append("              function: ").append(q(a.procedure())).append('\n');
    }
    return y.toString();
  }

  /** A YAML double-quoted scalar (JSON's string syntax is YAML's). */
  private static String q(String s) {
    return Json.write(s).strip();
  }

  private static String sha256(Path f) {
    try {
      return HexFormat.of()
          .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
    } catch (IOException e) {
      throw new UserError(f + ": cannot read: " + e.getMessage());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}

package dev.pairlock.models;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which fields of which kernel operation structs are entry points, and which sections hold
 * module init/exit functions. Loaded from {@code entry-points.xml}.
 *
 * @param opsStructs C struct name (e.g. {@code file_operations}) to its entry-point fields; a
 *     struct with no entry fields is still a table that is followed (e.g. {@code miscdevice})
 * @param initSections ELF section name to entry-point name ({@code module_init})
 */
public record EntryPointTable(
    Map<String, List<String>> opsStructs, Map<String, String> initSections) {
  public EntryPointTable {
    opsStructs = Map.copyOf(opsStructs);
    initSections = Map.copyOf(initSections);
  }

  public static EntryPointTable load() {
    XmlBindings.EntryPointsXml x =
        XmlBindings.read("entry-points.xml", XmlBindings.EntryPointsXml.class);
    Map<String, List<String>> ops = new LinkedHashMap<>();
    for (XmlBindings.OpsStructXml s : x.opsStructs) {
      ops.put(s.type, s.entries.stream().map(e -> e.field).toList());
    }
    Map<String, String> sections = new LinkedHashMap<>();
    for (XmlBindings.InitSectionXml s : x.initSections) {
      sections.put(s.section, s.entrypoint);
    }
    return new EntryPointTable(ops, sections);
  }

  public boolean isOpsStruct(String cStructName) {
    return opsStructs.containsKey(cStructName);
  }

  public boolean isEntryField(String cStructName, String field) {
    return opsStructs.getOrDefault(cStructName, List.of()).contains(field);
  }

  public Optional<String> entryPointOfSection(String section) {
    return Optional.ofNullable(initSections.get(section));
  }
}

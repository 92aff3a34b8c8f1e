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
 * @param paramLinks objects the kernel links before it calls entry points
 * @param moduleRefFields ops struct to its owner field: when that field holds {@code
 *     THIS_MODULE}, the kernel holds a module reference around every call of the table's entry
 *     points (module_exit cannot run meanwhile)
 * @param exclusiveArgs entry kind ({@code file_operations.open}) to the 0-based argument that is
 *     an object no other entry point can be operating on meanwhile (the {@code struct file} being
 *     opened or released: the kernel calls nothing else on it until open returns, nor once the
 *     last reference is dropped)
 * @param ownedFields pointer fields of kernel structs that only the driver (or pairlock's model)
 *     writes ({@code net_device.__pairlock_priv}, {@code file.private_data}): what they point to
 *     is the driver's, not the kernel's, even in an object the kernel passes
 * @param ownDevices devices embedded in a kernel struct that are a device of their own (a class
 *     device the core creates, {@code tpm_chip.dev}), not the bus device the kernel passes to the
 *     driver's callbacks: their owned fields ({@code device.driver_data}) are not the bus
 *     device's
 */
public record EntryPointTable(
    Map<String, List<String>> opsStructs,
    Map<String, String> initSections,
    List<ParamLink> paramLinks,
    Map<String, String> moduleRefFields,
    Map<String, Integer> exclusiveArgs,
    List<OwnedField> ownedFields,
    List<OwnDevice> ownDevices) {
  public EntryPointTable {
    opsStructs = Map.copyOf(opsStructs);
    initSections = Map.copyOf(initSections);
    paramLinks = List.copyOf(paramLinks);
    moduleRefFields = Map.copyOf(moduleRefFields);
    exclusiveArgs = Map.copyOf(exclusiveArgs);
    ownedFields = List.copyOf(ownedFields);
    ownDevices = List.copyOf(ownDevices);
  }

  public EntryPointTable(
      Map<String, List<String>> opsStructs,
      Map<String, String> initSections,
      List<ParamLink> paramLinks) {
    this(opsStructs, initSections, paramLinks, Map.of(), Map.of(), List.of(), List.of());
  }

  /** The exclusive argument of an entry kind ({@code struct.field}), if it has one. */
  public Optional<Integer> exclusiveArg(String kind) {
    return Optional.ofNullable(exclusiveArgs.get(kind));
  }

  /** The owner field of an ops struct whose owner pins the module, if it has one. */
  public Optional<String> moduleRefField(String cStructName) {
    return Optional.ofNullable(moduleRefFields.get(cStructName));
  }

  /**
   * The field {@code field} of the {@code struct} objects the kernel passes to entry points points
   * to the {@code target} object it passes to them (tty_struct.driver_data is the usb_serial_port).
   */
  public record ParamLink(String struct, String field, String target) {}

  /** A pointer field {@code struct.field} only the driver writes, with the kernel's reason. */
  public record OwnedField(String struct, String field, String reason) {}

  /** Whether {@code struct.field} is a pointer field only the driver writes. */
  public boolean isOwnedField(String struct, String field) {
    return ownedFields.stream().anyMatch(o -> o.struct().equals(struct) && o.field().equals(field));
  }

  /** An embedded device {@code struct.field} that is a device of its own, with the reason. */
  public record OwnDevice(String struct, String field, String reason) {}

  /** Whether member {@code field} of {@code struct} is an embedded device of its own. */
  public boolean isOwnDevice(String struct, String field) {
    return ownDevices.stream().anyMatch(o -> o.struct().equals(struct) && o.field().equals(field));
  }

  public static EntryPointTable load() {
    XmlBindings.EntryPointsXml x =
        XmlBindings.read("entry-points.xml", XmlBindings.EntryPointsXml.class);
    Map<String, List<String>> ops = new LinkedHashMap<>();
    Map<String, String> refs = new LinkedHashMap<>();
    Map<String, Integer> exclusive = new LinkedHashMap<>();
    for (XmlBindings.OpsStructXml s : x.opsStructs) {
      ops.put(s.type, s.entries.stream().map(e -> e.field).toList());
      for (XmlBindings.EntryXml e : s.entries) {
        if (e.exclusiveArg != null) {
          exclusive.put(s.type + "." + e.field, e.exclusiveArg);
        }
      }
      if (s.moduleRef != null) {
        refs.put(s.type, s.moduleRef);
      }
    }
    Map<String, String> sections = new LinkedHashMap<>();
    for (XmlBindings.InitSectionXml s : x.initSections) {
      sections.put(s.section, s.entrypoint);
    }
    List<ParamLink> links =
        x.paramLinks.stream().map(l -> new ParamLink(l.struct, l.field, l.target)).toList();
    List<OwnedField> owned =
        x.ownedFields.stream().map(o -> new OwnedField(o.struct, o.field, o.reason)).toList();
    List<OwnDevice> own =
        x.ownDevices.stream().map(o -> new OwnDevice(o.struct, o.field, o.reason)).toList();
    return new EntryPointTable(ops, sections, links, refs, exclusive, owned, own);
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

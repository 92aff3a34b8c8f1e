package dev.pairlock.models;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Models of kernel functions that drivers call but do not define ({@code functions.xml}). */
public record FunctionModels(Map<String, Model> models) {
  public FunctionModels {
    models = Map.copyOf(models);
  }

  /** What is known about a function. */
  public sealed interface Model {
    String name();
  }

  /** Returns a fresh object per call site; NULL too when {@code mayFail}. */
  public record Alloc(String name, boolean mayFail) implements Model {}

  /** No effect on driver memory; the result is a fresh value. */
  public record Pure(String name) implements Model {}

  /** Reads and writes the memory its pointer arguments point to; the result is fresh. */
  public record Effect(String name, List<Access> reads, List<Access> writes) implements Model {
    public Effect {
      reads = List.copyOf(reads);
      writes = List.copyOf(writes);
    }
  }

  /**
   * Makes the driver's entry points callable (e.g. {@code misc_register}). {@code flows} say where
   * the kernel later hands a pointer argument back to the driver.
   */
  public record Registration(String name, List<Flow> flows) implements Model {
    public Registration {
      flows = List.copyOf(flows);
    }
  }

  /**
   * The kernel stores pointer argument {@code argument} into field {@code field} of the {@code
   * struct} objects it passes to entry points (misc_open sets {@code file.private_data} to the
   * registered {@code miscdevice}).
   */
  public record Flow(int argument, String struct, String field) {}

  /**
   * Memory reached through argument {@code argument}, {@code sizeArgument} bytes from it (-1:
   * size unknown).
   */
  public record Access(int argument, int sizeArgument) {}

  public static FunctionModels load() {
    XmlBindings.FunctionsXml x = XmlBindings.read("functions.xml", XmlBindings.FunctionsXml.class);
    Map<String, Model> m = new LinkedHashMap<>();
    for (XmlBindings.AllocXml a : x.allocs) {
      m.put(a.name, new Alloc(a.name, a.mayFail));
    }
    for (XmlBindings.NamedXml p : x.pures) {
      m.put(p.name, new Pure(p.name));
    }
    for (XmlBindings.EffectXml e : x.effects) {
      m.put(e.name, new Effect(e.name, accesses(e.reads), accesses(e.writes)));
    }
    for (XmlBindings.RegistrationXml r : x.registrations) {
      m.put(r.name, new Registration(r.name,
          r.flows.stream().map(f -> new Flow(f.arg, f.struct, f.field)).toList()));
    }
    return new FunctionModels(m);
  }

  private static List<Access> accesses(List<XmlBindings.AccessXml> xs) {
    return xs.stream().map(a -> new Access(a.arg, a.sizeArg == null ? -1 : a.sizeArg)).toList();
  }

  public Optional<Model> lookup(String function) {
    return Optional.ofNullable(models.get(function));
  }
}

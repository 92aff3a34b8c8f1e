package dev.pairlock.models;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Models of functions a program calls but does not define: kernel functions ({@code
 * functions.xml}) or C library and POSIX threads functions ({@code pthread/functions.xml}).
 */
public record FunctionModels(Map<String, Model> models, Map<String, String> callbackStructs) {
  public FunctionModels {
    models = Map.copyOf(models);
    callbackStructs = Map.copyOf(callbackStructs);
  }

  /** What is known about a function. */
  public sealed interface Model {
    String name();
  }

  /** Returns a fresh object per call site; NULL too when {@code mayFail}. */
  public record Alloc(String name, boolean mayFail) implements Model {}

  /** No effect on driver memory; the result is a fresh value. */
  public record Pure(String name) implements Model {}

  /**
   * Frees the object argument {@code argument} points to ({@code kfree(p)}): ends its lifetime,
   * which conflicts with every other access of the object, so a write to the whole object; nothing
   * when the pointer is NULL. The result is fresh.
   */
  public record Free(String name, int argument) implements Model {}

  /**
   * An atomic operation of the kernel ({@code atomic_inc}, {@code set_bit}): reads and/or writes
   * {@code size} bytes at argument {@code argument} inside the global atomic section, so atomic
   * operations never race with each other while a plain access to the same word still races with
   * them. For bit operations, {@code bitArgument} names the bit number: the word is {@code
   * size} bytes at {@code argument + nr / (8 * size) * size} (any word from the pointer on when
   * the number is not a constant). The result is fresh.
   *
   * @param bitArgument the argument holding the bit number, or -1
   */
  public record Atomic(
      String name, int argument, int size, int bitArgument, boolean read, boolean write)
      implements Model {}

  /**
   * Returns an object of the kernel (external memory the driver does not own: {@code
   * get_current()}'s task) and has no effect on driver memory.
   */
  public record KernelObject(String name) implements Model {}

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
   * Starts a thread ({@code pthread_create(&t, attr, f, arg)}): argument {@code routineArg} is the
   * start function, called with argument {@code argArg}; the thread's handle is stored where
   * argument {@code handleArg} points. A registration too: the threads of a program are its entry
   * points, and they run concurrently with their creator from here on.
   */
  public record ThreadCreate(String name, int handleArg, int routineArg, int argArg)
      implements Model {}

  /**
   * Waits for the thread whose handle is argument {@code handleArg} to end ({@code
   * pthread_join(t, &ret)}), then stores its result where argument {@code resultArg} points (-1:
   * none).
   */
  public record ThreadJoin(String name, int handleArg, int resultArg) implements Model {}

  /**
   * Hands driver functions to the kernel, which calls them later in a context of its own
   * ({@code request_irq}'s handler, a timer or work function): arguments {@code fnArgs} are the
   * functions, each a {@code kind} ("interrupt handler"). These callbacks are not entry points of
   * the pair analysis (as in WHOOP), so a call is reported; otherwise no effect on driver memory.
   */
  public record Callback(String name, List<Integer> fnArgs, String kind) implements Model {
    public Callback {
      fnArgs = List.copyOf(fnArgs);
    }
  }

  /**
   * The kernel stores pointer argument {@code argument} into field {@code field} of the {@code
   * struct} objects it passes to entry points (misc_open sets {@code file.private_data} to the
   * registered {@code miscdevice}). An empty {@code field} means the argument is itself the {@code
   * struct} object entry points receive (register_netdev: every net_device_ops callback gets the
   * registered net_device).
   */
  public record Flow(int argument, String struct, String field) {
    public Flow {
      field = field == null ? "" : field;
    }

    /** Whether the registered object itself is handed to entry points. */
    public boolean isSelf() {
      return field.isEmpty();
    }
  }

  /**
   * Memory reached through argument {@code argument}, {@code sizeArgument} bytes from it (-1:
   * size unknown).
   */
  public record Access(int argument, int sizeArgument) {}

  /** The kernel's functions ({@code functions.xml}). */
  public static FunctionModels load() {
    return load("functions.xml");
  }

  /** The function models of a table resource of this package. */
  public static FunctionModels load(String resource) {
    XmlBindings.FunctionsXml x = XmlBindings.read(resource, XmlBindings.FunctionsXml.class);
    Map<String, Model> m = new LinkedHashMap<>();
    for (XmlBindings.AllocXml a : x.allocs) {
      m.put(a.name, new Alloc(a.name, a.mayFail));
    }
    for (XmlBindings.NamedXml p : x.pures) {
      m.put(p.name, new Pure(p.name));
    }
    for (XmlBindings.AtomicXml a : x.atomics) {
      boolean read = a.op.equals("read") || a.op.equals("rmw");
      boolean write = a.op.equals("write") || a.op.equals("rmw");
      if (!read && !write) {
        throw new ModelException(resource + ": " + a.name + ": op must be read, write or rmw");
      }
      m.put(a.name, new Atomic(a.name, a.arg, a.size, a.bitArg == null ? -1 : a.bitArg, read, write));
    }
    for (XmlBindings.NamedXml k : x.kernelObjects) {
      m.put(k.name, new KernelObject(k.name));
    }
    for (XmlBindings.FreeXml f : x.frees) {
      m.put(f.name, new Free(f.name, f.arg));
    }
    for (XmlBindings.EffectXml e : x.effects) {
      m.put(e.name, new Effect(e.name, accesses(e.reads), accesses(e.writes)));
    }
    for (XmlBindings.RegistrationXml r : x.registrations) {
      m.put(r.name, new Registration(r.name,
          r.flows.stream().map(f -> new Flow(f.arg, f.struct, f.field)).toList()));
    }
    for (XmlBindings.ThreadCreateXml t : x.threadCreates) {
      m.put(t.name, new ThreadCreate(t.name, t.handleArg, t.routineArg, t.argArg));
    }
    for (XmlBindings.ThreadJoinXml j : x.threadJoins) {
      m.put(j.name, new ThreadJoin(j.name, j.handleArg, j.resultArg == null ? -1 : j.resultArg));
    }
    for (XmlBindings.CallbackXml c : x.callbacks) {
      m.put(c.name, new Callback(c.name, c.fnArgs, c.kind));
    }
    Map<String, String> structs = new LinkedHashMap<>();
    for (XmlBindings.CallbackStructXml c : x.callbackStructs) {
      structs.put(c.struct, c.kind);
    }
    return new FunctionModels(m, structs);
  }

  /**
   * What a function stored in a statically initialised object of {@code struct} is ("timer
   * function" for {@code DEFINE_TIMER}'s {@code timer_list}), when it is a callback the kernel
   * calls later (see {@link Callback}).
   */
  public Optional<String> callbackStruct(String struct) {
    return Optional.ofNullable(callbackStructs.get(struct));
  }

  private static List<Access> accesses(List<XmlBindings.AccessXml> xs) {
    return xs.stream().map(a -> new Access(a.arg, a.sizeArg == null ? -1 : a.sizeArg)).toList();
  }

  /** These models, with those of {@code over} added and replacing any of the same name. */
  public FunctionModels with(FunctionModels over) {
    Map<String, Model> m = new LinkedHashMap<>(models);
    m.putAll(over.models);
    Map<String, String> structs = new LinkedHashMap<>(callbackStructs);
    structs.putAll(over.callbackStructs);
    return new FunctionModels(m, structs);
  }

  public Optional<Model> lookup(String function) {
    return Optional.ofNullable(models.get(function));
  }
}

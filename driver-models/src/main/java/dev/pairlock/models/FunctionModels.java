package dev.pairlock.models;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Models of functions a program calls but does not define: kernel functions ({@code
 * functions.xml}) or C library and POSIX threads functions ({@code pthread/functions.xml}).
 */
public record FunctionModels(
    Map<String, Model> models,
    Map<String, CallbackStruct> callbackStructs,
    Map<String, String> inPlaceCallbacks,
    Map<String, String> inPlaceLibraries,
    Map<String, String> callsNothing,
    List<Library> libraries,
    Map<String, KernelOp> kernelOps,
    Map<String, String> unpublishedAllocs,
    Map<String, String> keepsNoPointer) {
  public FunctionModels {
    models = Map.copyOf(models);
    callbackStructs = Map.copyOf(callbackStructs);
    inPlaceCallbacks = Map.copyOf(inPlaceCallbacks);
    inPlaceLibraries = Map.copyOf(inPlaceLibraries);
    callsNothing = Map.copyOf(callsNothing);
    libraries = List.copyOf(libraries);
    kernelOps = Map.copyOf(kernelOps);
    unpublishedAllocs = Map.copyOf(unpublishedAllocs);
    keepsNoPointer = Map.copyOf(keepsNoPointer);
  }

  public FunctionModels(Map<String, Model> models, Map<String, CallbackStruct> callbackStructs) {
    this(models, callbackStructs, Map.of(), Map.of(), Map.of(), List.of(), Map.of(), Map.of(),
        Map.of());
  }

  /**
   * Whether {@code function} is an allocator ({@link Alloc}) whose new object no one but the
   * caller holds a pointer to when it returns ({@code <unpublished-alloc>}: {@code kzalloc},
   * {@code malloc}; not {@code krealloc}, which may return its argument, nor an allocator that
   * registers or hands its object to the kernel, nor a slab cache's, whose objects RCU readers
   * may still reach): until the caller lets the pointer escape, no other thread can access the
   * object (docs/llvm-frontend.md, publication).
   */
  public boolean allocatesUnpublished(String function) {
    return unpublishedAllocs.containsKey(function) && models.get(function) instanceof Alloc;
  }

  /**
   * Whether a call of {@code function} keeps no copy of its pointer arguments once it returns and
   * gives them to no one meanwhile ({@code <keeps-no-pointer>}: {@code memset}, {@code
   * mutex_init}, {@code init_waitqueue_head}): passing a pointer to it does not publish the
   * object it points to.
   */
  public boolean keepsNoPointer(String function) {
    return keepsNoPointer.containsKey(function);
  }

  /**
   * A function pointer field of a kernel ops table ({@code pv_cpu_ops.io_delay}) that the kernel
   * fills at boot and a module only calls through: a call through it, from a table the program
   * only declares and never writes, is the function model {@code model} names ({@code
   * native_io_delay}), an assumption about the kernel the program runs on ({@code reason}).
   */
  public record KernelOp(String struct, String field, String model, String reason) {}

  /**
   * The model of a call through field {@code field} of kernel ops table struct {@code struct}
   * ({@link KernelOp}), if the tables have one.
   */
  /**
   * Whether the tables name struct {@code struct} as the kernel's: a callback struct (its
   * function field is called by the kernel) or an ops table ({@code <op>}). A program that
   * declares such a struct itself (a user-space harness, a test) still declares the kernel's.
   */
  public boolean namesKernelStruct(String struct) {
    if (callbackStructs.containsKey(struct)) {
      return true;
    }
    for (String k : kernelOps.keySet()) {
      if (k.startsWith(struct + ".")) {
        return true;
      }
    }
    return false;
  }

  public Optional<Model> kernelOp(String struct, String field) {
    KernelOp op = kernelOps.get(struct + "." + field);
    return op == null ? Optional.empty() : lookup(op.model());
  }

  /**
   * Kernel-tree mode: a library of the kernel whose out-of-line functions call the driver's
   * functions back in place (in the caller's thread, with the caller's locks: the MII library's
   * {@code mii_ethtool_gset} calls {@code mii_if_info.mdio_read}). Its code is compiled from the
   * tree ({@code source}, relative to the tree's root) and linked into a driver that calls one of
   * its {@code symbols}, so those calls are lifted as the kernel's own code, not modelled.
   *
   * <p>{@code bundled}: {@code source} is instead a C model pairlock ships among its stub headers
   * (relative to their directory, {@code <library model=...>}), for kernel functions that call a
   * function they are given in place, before they return (ACPI's {@code acpi_walk_resources},
   * {@code stop_machine}): it declares what it needs itself (no header of the tree), is compiled
   * with the driver's flags, and its functions are inlined at the driver's calls, so the
   * callback becomes a direct call in the caller's thread, with the caller's locks.
   */
  public record Library(String source, List<String> symbols, String reason, boolean bundled) {
    public Library {
      symbols = List.copyOf(symbols);
    }

    public Library(String source, List<String> symbols, String reason) {
      this(source, symbols, reason, false);
    }
  }

  /**
   * Whether a modelled function provably calls no function, neither one it is given nor one
   * stored in memory its arguments reach (device register accessors: {@code ioread32} reads the
   * device at the address given), so that what its arguments reach is handed to nobody.
   */
  public boolean callsNothing(String function) {
    return callsNothing.containsKey(function);
  }

  /**
   * The library source (kernel-tree mode, {@link Library#source}) whose code is the only caller
   * of a function stored in {@code struct.field} ({@link #calledBackInPlace}), or null.
   */
  public String inPlaceLibrary(String struct, String field) {
    return inPlaceLibraries.get(struct + "." + field);
  }

  /**
   * Whether a function stored in field {@code field} of kernel struct {@code struct} is called
   * back in place: only by the library functions the driver calls, inside those calls, in the
   * caller's thread (the stub headers model them as those calls: mii.h's mii_if_info.mdio_read),
   * so it is not handed to the kernel for later.
   */
  public boolean calledBackInPlace(String struct, String field) {
    return inPlaceCallbacks.containsKey(struct + "." + field);
  }

  /** What is known about a function. */
  public sealed interface Model {
    String name();
  }

  /**
   * Returns a fresh object per call site; NULL too when {@code mayFail}. {@code reads}: driver
   * memory the call reads through its arguments before (what it copies into the new object:
   * {@code platform_device_register_simple}'s resources); none for most. {@code writes}: driver
   * memory it writes through its arguments (an out-parameter: {@code dma_alloc_attrs}'s DMA
   * handle). With {@code areaAfter} (a struct name), the allocation also holds an area the driver
   * sized for its own struct, {@code sizeof(struct areaAfter)} rounded up to {@code areaAlign}
   * bytes in ({@code alloc_etherdev_mqs}: the private area {@code netdev_priv} returns): an object
   * of its own, the driver's memory, which the kernel neither reads nor writes (an {@link Effect}
   * with the same {@code resultAfter} finds it).
   */
  public record Alloc(String name, boolean mayFail, List<Access> reads, List<Access> writes,
      String areaAfter, int areaAlign)
      implements Model {
    public Alloc(String name, boolean mayFail) {
      this(name, mayFail, List.of(), List.of());
    }

    public Alloc(String name, boolean mayFail, List<Access> reads) {
      this(name, mayFail, reads, List.of());
    }

    public Alloc(String name, boolean mayFail, List<Access> reads, List<Access> writes) {
      this(name, mayFail, reads, writes, null, 1);
    }

    public Alloc {
      reads = List.copyOf(reads);
      writes = List.copyOf(writes);
    }
  }

  /**
   * No effect on driver memory; the result is a fresh value. {@code blocks}: a wait that may block
   * until another thread acts ({@code sem_wait}, {@code pthread_barrier_wait}; not a condition
   * variable's, which may wake spuriously): it orders threads, which the lockset analysis does not
   * use, and the precise checker stops a thread there. {@code ends}: the call does not return
   * and ends the whole program ({@link Ends#PROGRAM}: {@code exit}, {@code abort}, a failed
   * {@code assert}) or its thread ({@link Ends#THREAD}: {@code pthread_exit}); null when it
   * returns. The lockset analysis lets the path return (only more behaviours); the precise checker
   * ends the run or the thread there. {@code anyValue}: every value of the result type is a
   * possible result ({@code __VERIFIER_nondet_int}), so an execution with any one of them is real;
   * without it the result is only some value (a library's result may have fewer real values).
   * {@code assumes}: the program's runs are those on which the first argument is not zero
   * ({@code __VERIFIER_assume}): an assumption of it. {@code possibleResults}: results that every
   * call may have, together with any of them at every other call ({@code pthread_mutex_init}'s 0,
   * success): an execution that has one of them at each call is real, though the result stays
   * any value to the analyses that prove (its error codes are not modelled); empty for an
   * any-value model, which needs none. {@code semaphore}: a POSIX semaphore operation on the
   * first argument ({@code sem_init}'s count is the third), which the exploration of interleavings
   * runs exactly; null for any other function. {@code validArgs}: the pointer arguments that must
   * point to an object (a lock, a semaphore, an attribute object): a call with NULL there is
   * undefined behaviour, so no run goes on past such a call (the precise checker and the
   * exploration of interleavings never confirm a race on one).
   */
  public record Pure(String name, boolean blocks, Ends ends, boolean anyValue, boolean assumes,
      List<Long> possibleResults, Semaphore semaphore, List<Integer> validArgs) implements Model {
    public Pure {
      possibleResults = List.copyOf(possibleResults);
      validArgs = List.copyOf(validArgs);
    }

    public Pure(String name) {
      this(name, false, null, false, false, List.of(), null, List.of());
    }
  }

  /** A POSIX semaphore's operations: set its count, wait for it to be positive and take one, add one. */
  public enum Semaphore {
    INIT,
    WAIT,
    POST
  }

  /** What a call that does not return ends. */
  public enum Ends {
    PROGRAM,
    THREAD
  }

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
   * get_current()}'s task) and has no effect on driver memory. With {@code perThread} (the
   * kernel's reason, else null) the object is the running thread's own: one object for every
   * call, which two threads running at once never share ({@code get_current()}: each CPU runs
   * its own task), so what only it and its callers reach is thread-local.
   */
  public record KernelObject(String name, String perThread) implements Model {
    public KernelObject(String name) {
      this(name, null);
    }
  }

  /**
   * Returns NULL or the value of field {@code field} of an element of one of the driver's match
   * tables, the constant arrays of {@code struct} it defines ({@code of_device_get_match_data}:
   * the {@code data} of the matched {@code of_device_id}), and has no other effect on driver
   * memory. The tables must be constant (the call reads them); a table the driver may write makes
   * the call unmodelled.
   */
  public record MatchData(String name, List<MatchTable> tables) implements Model {
    public MatchData {
      tables = List.copyOf(tables);
    }
  }

  /** The tables of {@link MatchData}: arrays of {@code struct}, the value in {@code field}. */
  public record MatchTable(String struct, String field) {}

  /**
   * Reads and writes the memory its pointer arguments point to; the result is fresh, or, with
   * {@code resultArg} (not -1), NULL or a pointer into the object argument {@code resultArg}
   * points to ({@code of_match_node(matches, np)}: the matching entry of the driver's table;
   * {@code strnstr}: a place in the string searched), whose value stays any value. With {@code
   * resultAfter} (a struct name), the result points {@code sizeof(struct resultAfter)}, rounded
   * up to {@code resultAlign}, bytes into that object: the area the kernel allocates after a
   * struct of its own ({@code netdev_priv(dev)}: the driver's private area behind the
   * {@code net_device}).
   */
  public record Effect(String name, List<Access> reads, List<Access> writes, int resultArg,
      String resultAfter, int resultAlign)
      implements Model {
    public Effect(String name, List<Access> reads, List<Access> writes) {
      this(name, reads, writes, -1);
    }

    public Effect(String name, List<Access> reads, List<Access> writes, int resultArg) {
      this(name, reads, writes, resultArg, null, 1);
    }

    public Effect {
      reads = List.copyOf(reads);
      writes = List.copyOf(writes);
    }
  }

  /**
   * Makes the driver's entry points callable (e.g. {@code misc_register}). {@code flows} say where
   * the kernel later hands a pointer argument back to the driver; {@code reads} and {@code writes}
   * what the call itself accesses through its arguments (most registrations: nothing).
   */
  public record Registration(String name, List<Flow> flows, boolean allocates, List<Access> reads,
      List<Access> writes) implements Model {
    public Registration(String name, List<Flow> flows) {
      this(name, flows, false, List.of(), List.of());
    }

    public Registration {
      flows = List.copyOf(flows);
      reads = List.copyOf(reads);
      writes = List.copyOf(writes);
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
   * functions, each a {@code kind} ("interrupt handler"); no effect on driver memory.
   *
   * <p>With {@code entryKinds} (one per function argument: {@code irq}, {@code irq_thread},
   * {@code timer}, {@code work}, {@code tasklet}, {@code napi}, {@code urb}) each function is an
   * entry point of that kind, live from this call on; the kernel calls it with argument {@code
   * contextArg} of the call as its parameter {@code contextParam} ({@code request_irq}'s {@code
   * dev_id}; -1: none), and {@code objectArg} is the kernel object whose callback it is (the
   * {@code timer_list}, {@code work_struct}, ...: the kernel never runs one object's callback
   * concurrently with itself; -1: the call itself, an interrupt line). Without entry kinds the
   * functions are not entry points and the call is reported. With {@code disarmedUntilArmed} (the
   * kernel's reason, or null) the functions are live only from an arming call ({@link
   * CallbackControl.Control#ARM}: {@code netif_napi_add} leaves NAPI disabled until {@code
   * napi_enable}) or a kernel registration, not from the hand-over. {@code writes}: what the call
   * itself writes of driver memory through its arguments ({@code __platform_driver_probe} sets
   * fields of the driver's {@code platform_driver}); none for most. {@code exclusiveParams}: for
   * an entry kind, the parameters through which the kernel passes objects of that call's own (a
   * buffer or out-parameter on its stack, fresh per call: {@code read_proc}'s {@code page},
   * {@code start} and {@code eof}), which no other entry point operates on meanwhile.
   */
  public record Callback(
      String name,
      List<Integer> fnArgs,
      String kind,
      List<String> entryKinds,
      int contextArg,
      int contextParam,
      int objectArg,
      String disarmedUntilArmed,
      List<Access> writes,
      Map<String, List<Integer>> exclusiveParams)
      implements Model {
    public Callback(
        String name,
        List<Integer> fnArgs,
        String kind,
        List<String> entryKinds,
        int contextArg,
        int contextParam,
        int objectArg,
        String disarmedUntilArmed) {
      this(name, fnArgs, kind, entryKinds, contextArg, contextParam, objectArg, disarmedUntilArmed,
          List.of(), Map.of());
    }

    public Callback {
      fnArgs = List.copyOf(fnArgs);
      entryKinds = List.copyOf(entryKinds);
      writes = List.copyOf(writes);
      exclusiveParams = Map.copyOf(exclusiveParams);
      if (!entryKinds.isEmpty() && entryKinds.size() != fnArgs.size()) {
        throw new ModelException("callback " + name + ": one entry kind per function argument");
      }
    }

    /** Whether the functions it hands over run only once armed ({@link #disarmedUntilArmed}). */
    public boolean startsDisarmed() {
      return disarmedUntilArmed != null;
    }

    /** Whether the functions it hands over are entry points. */
    public boolean makesEntryPoints() {
      return !entryKinds.isEmpty();
    }

    /** The entry kind of the function in argument {@code fnArg}. */
    public String entryKind(int fnArg) {
      return entryKinds.get(fnArgs.indexOf(fnArg));
    }
  }

  /**
   * Starts or ends the runs of the callbacks of kinds {@code entryKinds} whose kernel object is
   * argument {@code objectArg} (-1: the driver's interrupt line): {@link Control#ARM} ({@code
   * mod_timer}, {@code schedule_work}, {@code enable_irq}: it may run from here on), {@link
   * Effect#END} ({@code del_timer_sync}, {@code cancel_work_sync}, {@code free_irq}: it has
   * finished and does not run again until armed or handed over again, also when it re-arms
   * itself) or {@link Control#END_UNLESS_SELF_ARMED} ({@code flush_work}: the same, unless its own
   * code arms it again). No effect on driver memory. {@code reason}: the kernel's.
   */
  public record CallbackControl(
      String name, List<String> entryKinds, int objectArg, Control effect, String reason)
      implements Model {
    public enum Control {
      ARM,
      END,
      END_UNLESS_SELF_ARMED
    }

    public CallbackControl {
      entryKinds = List.copyOf(entryKinds);
    }
  }

  /**
   * A call that looks like protection but protects nothing between entry points on two CPUs
   * ({@code local_irq_save}): no effect, and a note says so ({@code what}: the driver's name for
   * it; {@code reason}: why).
   */
  public record NoProtection(String name, String what, String reason) implements Model {}

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
   * size unknown); with {@code reachable}, also every object reachable from there through
   * pointers (a function that follows the argument's pointer fields). With {@code member}, a
   * pointer into a member of a larger object reaches that member's bytes only, and with {@code
   * reachable} what they point to: the function knows only the member's type (a {@code struct
   * __kfifo} embedded in the driver's device struct), not the object around it.
   */
  public record Access(int argument, int sizeArgument, boolean reachable, boolean member) {
    public Access(int argument, int sizeArgument) {
      this(argument, sizeArgument, false, false);
    }
  }

  /**
   * The calls through the kernel's ops tables and the models they name ({@link KernelOp}), read
   * with every table of functions (kernel, kernel-tree and user-space).
   */
  public static final String KERNEL_OPS = "kernel-ops.xml";

  /** The kernel's functions ({@code functions.xml}). */
  public static FunctionModels load() {
    return load("functions.xml");
  }

  /** The function models of a table resource of this package. */
  public static FunctionModels load(String resource) {
    XmlBindings.FunctionsXml x = XmlBindings.read(resource, XmlBindings.FunctionsXml.class);
    Map<String, Model> m = new LinkedHashMap<>();
    for (XmlBindings.AllocXml a : x.allocs) {
      m.put(a.name, new Alloc(a.name, a.mayFail, accesses(a.reads), accesses(a.writes),
          a.areaAfter, a.areaAlign == null ? 1 : a.areaAlign));
    }
    for (XmlBindings.PureXml p : x.pures) {
      Ends ends = null;
      if (p.ends != null) {
        ends = switch (p.ends) {
          case "program" -> Ends.PROGRAM;
          case "thread" -> Ends.THREAD;
          default -> throw new ModelException(
              resource + ": " + p.name + ": ends must be program or thread");
        };
      }
      List<Long> possible = new ArrayList<>();
      if (p.possibleResults != null) {
        for (String v : p.possibleResults.trim().split("\\s+")) {
          long n;
          try {
            n = Long.decode(v);
          } catch (NumberFormatException e) {
            n = -1;
          }
          if (n < 0) {
            throw new ModelException(resource + ": " + p.name
                + ": possible-results must be integers of at least 0: " + v);
          }
          possible.add(n);
        }
      }
      Semaphore sem = null;
      if (p.semaphore != null) {
        sem = switch (p.semaphore) {
          case "init" -> Semaphore.INIT;
          case "wait" -> Semaphore.WAIT;
          case "post" -> Semaphore.POST;
          default -> throw new ModelException(
              resource + ": " + p.name + ": semaphore must be init, wait or post");
        };
      }
      List<Integer> valid = new ArrayList<>();
      if (p.validArgs != null) {
        for (String v : p.validArgs.trim().split("\\s+")) {
          int n;
          try {
            n = Integer.parseInt(v);
          } catch (NumberFormatException e) {
            n = -1;
          }
          if (n < 0) {
            throw new ModelException(resource + ": " + p.name
                + ": valid-args must be argument indices (from 0): " + v);
          }
          valid.add(n);
        }
      }
      m.put(p.name, new Pure(p.name, Boolean.TRUE.equals(p.blocks), ends,
          Boolean.TRUE.equals(p.anyValue), Boolean.TRUE.equals(p.assumes), possible, sem, valid));
    }
    for (XmlBindings.AtomicXml a : x.atomics) {
      boolean read = a.op.equals("read") || a.op.equals("rmw");
      boolean write = a.op.equals("write") || a.op.equals("rmw");
      if (!read && !write) {
        throw new ModelException(resource + ": " + a.name + ": op must be read, write or rmw");
      }
      m.put(a.name, new Atomic(a.name, a.arg, a.size, a.bitArg == null ? -1 : a.bitArg, read, write));
    }
    for (XmlBindings.KernelObjectXml k : x.kernelObjects) {
      m.put(k.name, new KernelObject(k.name,
          k.perThread == null || k.perThread.isBlank() ? null : k.perThread.strip()));
    }
    for (XmlBindings.MatchDataXml d : x.matchData) {
      if (d.tables.isEmpty()) {
        throw new ModelException(resource + ": match-data " + d.name + ": no table");
      }
      m.put(d.name, new MatchData(d.name,
          d.tables.stream().map(t -> new MatchTable(t.struct, t.field)).toList()));
    }
    for (XmlBindings.FreeXml f : x.frees) {
      m.put(f.name, new Free(f.name, f.arg));
    }
    for (XmlBindings.EffectXml e : x.effects) {
      m.put(e.name, new Effect(e.name, accesses(e.reads), accesses(e.writes),
          e.resultArg == null ? -1 : e.resultArg, e.resultAfter,
          e.resultAlign == null ? 1 : e.resultAlign));
    }
    for (XmlBindings.RegistrationXml r : x.registrations) {
      m.put(r.name, new Registration(r.name,
          r.flows.stream().map(f -> new Flow(f.arg, f.struct, f.field)).toList(),
          Boolean.TRUE.equals(r.alloc), accesses(r.reads), accesses(r.writes)));
    }
    for (XmlBindings.ThreadCreateXml t : x.threadCreates) {
      m.put(t.name, new ThreadCreate(t.name, t.handleArg, t.routineArg, t.argArg));
    }
    for (XmlBindings.ThreadJoinXml j : x.threadJoins) {
      m.put(j.name, new ThreadJoin(j.name, j.handleArg, j.resultArg == null ? -1 : j.resultArg));
    }
    for (XmlBindings.CallbackXml c : x.callbacks) {
      m.put(c.name, new Callback(c.name, c.fnArgs, c.kind, c.entry,
          c.contextArg == null ? -1 : c.contextArg, c.contextParam == null ? -1 : c.contextParam,
          c.objectArg == null ? -1 : c.objectArg, c.disarmedUntilArmed, accesses(c.writes),
          exclusive(c)));
    }
    for (XmlBindings.CallbackControlXml c : x.callbackControls) {
      m.put(c.name, new CallbackControl(c.name, c.entry, c.objectArg == null ? -1 : c.objectArg,
          switch (c.effect) {
            case "arm" -> CallbackControl.Control.ARM;
            case "end" -> CallbackControl.Control.END;
            case "end-unless-self-armed" -> CallbackControl.Control.END_UNLESS_SELF_ARMED;
            default -> throw new ModelException("callback-control " + c.name + ": effect "
                + c.effect);
          }, XmlBindings.oneLine(c.reason)));
    }
    for (XmlBindings.NoProtectionXml n : x.noProtections) {
      m.put(n.name, new NoProtection(n.name, n.what, XmlBindings.oneLine(n.reason)));
    }
    Map<String, CallbackStruct> structs = new LinkedHashMap<>();
    for (XmlBindings.CallbackStructXml c : x.callbackStructs) {
      structs.put(c.struct, new CallbackStruct(c.struct, c.kind,
          c.entry == null ? "" : c.entry, c.contextField == null ? "" : c.contextField,
          c.functionField == null ? "" : c.functionField));
    }
    Map<String, String> inPlace = new LinkedHashMap<>();
    Map<String, String> inPlaceLibraries = new LinkedHashMap<>();
    for (XmlBindings.InPlaceXml i : x.inPlaceCallbacks) {
      inPlace.put(i.struct + "." + i.field, XmlBindings.oneLine(i.reason));
      if (i.library != null) {
        inPlaceLibraries.put(i.struct + "." + i.field, i.library);
      }
    }
    Map<String, String> callsNothing = new LinkedHashMap<>();
    for (XmlBindings.CallsNothingXml c : x.callsNothing) {
      for (String n : c.names) {
        callsNothing.put(n, XmlBindings.oneLine(c.reason));
      }
    }
    Map<String, String> unpublished =
        names(resource, x.unpublishedAllocs, m, "unpublished-alloc");
    for (String n : unpublished.keySet()) {
      if (!(m.get(n) instanceof Alloc)) {
        throw new ModelException(
            resource + ": unpublished-alloc " + n + " is no alloc of this table");
      }
    }
    Map<String, String> noPointer = names(resource, x.keepsNoPointer, m, "keeps-no-pointer");
    List<Library> libraries = new java.util.ArrayList<>();
    for (XmlBindings.LibraryXml l : x.libraries) {
      if ((l.source == null) == (l.model == null)) {
        throw new ModelException("library " + l.symbols + ": exactly one of source and model");
      }
      libraries.add(new Library(l.source != null ? l.source : l.model, l.symbols,
          XmlBindings.oneLine(l.reason), l.model != null));
    }
    Map<String, KernelOp> ops = new LinkedHashMap<>();
    for (XmlBindings.OpXml o : x.ops) {
      if (!m.containsKey(o.model)) {
        throw new ModelException(resource + ": op " + o.struct + "." + o.field + ": model "
            + o.model + " is not a function of this table");
      }
      ops.put(o.struct + "." + o.field,
          new KernelOp(o.struct, o.field, o.model, XmlBindings.oneLine(o.reason)));
    }
    return new FunctionModels(m, structs, inPlace, inPlaceLibraries, callsNothing, libraries, ops,
        unpublished, noPointer);
  }

  /** The names of a list element with their reason; each must be a model of this table. */
  private static Map<String, String> names(String resource, List<XmlBindings.CallsNothingXml> xs,
      Map<String, Model> models, String element) {
    Map<String, String> out = new LinkedHashMap<>();
    for (XmlBindings.CallsNothingXml c : xs) {
      for (String n : c.names) {
        if (!models.containsKey(n)) {
          throw new ModelException(resource + ": " + element + " " + n
              + " is no function of this table");
        }
        out.put(n, XmlBindings.oneLine(c.reason));
      }
    }
    return out;
  }

  /**
   * A kernel struct whose statically initialised function field is a callback ({@code
   * DEFINE_TIMER}'s {@code timer_list}): {@code kind} says what it is ("timer function"), {@code
   * entry} its entry kind (empty: not an entry point, reported), {@code contextField} the field
   * the kernel passes to it (the timer's {@code data}; empty: the object itself), {@code
   * functionField} the field holding the function (a driver's own store into it is a hand-over
   * too: {@code timer.function = f}; empty: none).
   */
  public record CallbackStruct(
      String struct, String kind, String entry, String contextField, String functionField) {}

  /**
   * What a function stored in a statically initialised object of {@code struct} is, when it is a
   * callback the kernel calls later (see {@link Callback}).
   */
  public Optional<CallbackStruct> callbackStruct(String struct) {
    return Optional.ofNullable(callbackStructs.get(struct));
  }

  private static Map<String, List<Integer>> exclusive(XmlBindings.CallbackXml c) {
    Map<String, List<Integer>> out = new LinkedHashMap<>();
    for (XmlBindings.ExclusiveXml e : c.exclusives) {
      if (!c.entry.contains(e.entry)) {
        throw new ModelException("callback " + c.name + ": exclusive names entry kind " + e.entry
            + ", which it does not hand over");
      }
      out.put(e.entry, List.copyOf(e.params));
    }
    return out;
  }

  /**
   * The exclusive parameters of callbacks of entry kind {@code entry} ({@link
   * Callback#exclusiveParams}); empty when none, or when two models of that kind disagree.
   */
  public List<Integer> exclusiveParams(String entry) {
    List<Integer> found = null;
    for (Model m : models.values()) {
      if (m instanceof Callback c && c.entryKinds().contains(entry)) {
        List<Integer> here = c.exclusiveParams().getOrDefault(entry, List.of());
        if (found != null && !found.equals(here)) {
          return List.of();
        }
        found = here;
      }
    }
    return found == null ? List.of() : found;
  }

  private static List<Access> accesses(List<XmlBindings.AccessXml> xs) {
    return xs.stream().map(a -> new Access(a.arg, a.sizeArg == null ? -1 : a.sizeArg, a.reachable,
        a.member)).toList();
  }

  /** These models, with those of {@code over} added and replacing any of the same name. */
  public FunctionModels with(FunctionModels over) {
    Map<String, Model> m = new LinkedHashMap<>(models);
    m.putAll(over.models);
    Map<String, CallbackStruct> structs = new LinkedHashMap<>(callbackStructs);
    structs.putAll(over.callbackStructs);
    Map<String, String> inPlace = new LinkedHashMap<>(inPlaceCallbacks);
    inPlace.putAll(over.inPlaceCallbacks);
    Map<String, String> inPlaceLibs = new LinkedHashMap<>(inPlaceLibraries);
    inPlaceLibs.putAll(over.inPlaceLibraries);
    Map<String, String> nothing = new LinkedHashMap<>(callsNothing);
    nothing.putAll(over.callsNothing);
    List<Library> libs = new java.util.ArrayList<>(libraries);
    libs.addAll(over.libraries);
    Map<String, KernelOp> ops = new LinkedHashMap<>(kernelOps);
    ops.putAll(over.kernelOps);
    Map<String, String> unpublished = new LinkedHashMap<>(unpublishedAllocs);
    unpublished.putAll(over.unpublishedAllocs);
    Map<String, String> noPointer = new LinkedHashMap<>(keepsNoPointer);
    noPointer.putAll(over.keepsNoPointer);
    return new FunctionModels(m, structs, inPlace, inPlaceLibs, nothing, libs, ops, unpublished,
        noPointer);
  }

  public Optional<Model> lookup(String function) {
    return Optional.ofNullable(models.get(function));
  }
}

package dev.pairlock.models;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlList;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlValue;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Mirrors of the XML tables, bound by their JAXB annotations ({@link XmlBinder} reads them).
 * Mutable by necessity (the binder fills fields); the public API converts them at once into
 * immutable records and never hands them out.
 */
final class XmlBindings {
  private XmlBindings() {}

  /** A reason as one line: stripped, every run of white space one blank. */
  static String oneLine(String text) {
    return text.strip().replaceAll("\\s+", " ");
  }

  /** Reads {@code resource} (relative to this package) and binds it to {@code root}. */
  static <T> T read(String resource, Class<T> root) {
    try (InputStream in = XmlBindings.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new ModelException("missing driver-model resource " + resource);
      }
      return XmlBinder.read(in, root, resource);
    } catch (IOException e) {
      throw new ModelException("cannot read driver-model resource " + resource + ": " + e, e);
    }
  }

  @XmlRootElement(name = "entry-points")
  @XmlAccessorType(XmlAccessType.FIELD)
  static final class EntryPointsXml {
    @XmlElement(name = "ops-struct")
    List<OpsStructXml> opsStructs = new ArrayList<>();

    @XmlElement(name = "init-section")
    List<InitSectionXml> initSections = new ArrayList<>();

    @XmlElement(name = "param-link")
    List<ParamLinkXml> paramLinks = new ArrayList<>();

    @XmlElement(name = "owned-field")
    List<OwnedFieldXml> ownedFields = new ArrayList<>();

    @XmlElement(name = "own-device")
    List<OwnedFieldXml> ownDevices = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class OwnedFieldXml {
    @XmlAttribute(name = "struct", required = true)
    String struct;

    @XmlAttribute(required = true)
    String field;

    @XmlAttribute(required = true)
    String reason;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class ParamLinkXml {
    @XmlAttribute(name = "struct", required = true)
    String struct;

    @XmlAttribute(required = true)
    String field;

    @XmlAttribute(required = true)
    String target;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class OpsStructXml {
    @XmlAttribute(required = true)
    String type;

    @XmlAttribute(name = "module-ref")
    String moduleRef;

    @XmlElement(name = "entry")
    List<EntryXml> entries = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class EntryXml {
    @XmlAttribute(required = true)
    String field;

    @XmlAttribute(name = "exclusive-arg")
    Integer exclusiveArg;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class InitSectionXml {
    @XmlAttribute(required = true)
    String section;

    @XmlAttribute(required = true)
    String entrypoint;
  }

  @XmlRootElement(name = "serialization")
  @XmlAccessorType(XmlAccessType.FIELD)
  static final class SerializationXml {
    @XmlElement(name = "rule")
    List<RuleXml> rules = new ArrayList<>();

    @XmlElement(name = "held")
    List<HeldXml> held = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class HeldXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(required = true)
    String lock;

    @XmlAttribute(required = true)
    String reason;

    @XmlValue String kinds;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class RuleXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(required = true)
    String reason;

    @XmlAttribute String assumption;

    @XmlElement String group;
    @XmlElement String left;
    @XmlElement String right;
    @XmlElement String self;
  }

  @XmlRootElement(name = "locks")
  @XmlAccessorType(XmlAccessType.FIELD)
  static final class LocksXml {
    @XmlElement(name = "lock")
    List<LockXml> locks = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class LockXml {
    @XmlAttribute(required = true)
    String function;

    @XmlAttribute(required = true)
    String op;

    @XmlAttribute Integer arg;

    @XmlAttribute(required = true)
    String kind;

    @XmlAttribute String global;
    @XmlAttribute Long success;
    @XmlAttribute Long failure;
  }

  @XmlRootElement(name = "functions")
  @XmlAccessorType(XmlAccessType.FIELD)
  static final class FunctionsXml {
    @XmlElement(name = "alloc")
    List<AllocXml> allocs = new ArrayList<>();

    @XmlElement(name = "pure")
    List<PureXml> pures = new ArrayList<>();

    @XmlElement(name = "free")
    List<FreeXml> frees = new ArrayList<>();

    @XmlElement(name = "effect")
    List<EffectXml> effects = new ArrayList<>();

    @XmlElement(name = "registration")
    List<RegistrationXml> registrations = new ArrayList<>();

    @XmlElement(name = "thread-create")
    List<ThreadCreateXml> threadCreates = new ArrayList<>();

    @XmlElement(name = "thread-join")
    List<ThreadJoinXml> threadJoins = new ArrayList<>();

    @XmlElement(name = "callback")
    List<CallbackXml> callbacks = new ArrayList<>();

    @XmlElement(name = "callback-struct")
    List<CallbackStructXml> callbackStructs = new ArrayList<>();

    @XmlElement(name = "callback-control")
    List<CallbackControlXml> callbackControls = new ArrayList<>();

    @XmlElement(name = "in-place-callback")
    List<InPlaceXml> inPlaceCallbacks = new ArrayList<>();

    @XmlElement(name = "op")
    List<OpXml> ops = new ArrayList<>();

    @XmlElement(name = "calls-nothing")
    List<CallsNothingXml> callsNothing = new ArrayList<>();

    @XmlElement(name = "unpublished-alloc")
    List<CallsNothingXml> unpublishedAllocs = new ArrayList<>();

    @XmlElement(name = "keeps-no-pointer")
    List<CallsNothingXml> keepsNoPointer = new ArrayList<>();

    @XmlElement(name = "library")
    List<LibraryXml> libraries = new ArrayList<>();

    @XmlElement(name = "no-protection")
    List<NoProtectionXml> noProtections = new ArrayList<>();

    @XmlElement(name = "atomic")
    List<AtomicXml> atomics = new ArrayList<>();

    @XmlElement(name = "kernel-object")
    List<KernelObjectXml> kernelObjects = new ArrayList<>();

    @XmlElement(name = "match-data")
    List<MatchDataXml> matchData = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class MatchDataXml {
    @XmlAttribute(required = true)
    String name;

    @XmlElement(name = "table")
    List<MatchTableXml> tables = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class MatchTableXml {
    @XmlAttribute(required = true)
    String struct;

    @XmlAttribute(required = true)
    String field;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class NoProtectionXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(required = true)
    String what;

    @XmlAttribute(required = true)
    String reason;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class CallbackControlXml {
    @XmlAttribute(required = true)
    String name;

    @XmlList
    @XmlAttribute(name = "entry", required = true)
    List<String> entry = new ArrayList<>();

    @XmlAttribute(name = "object-arg")
    Integer objectArg;

    @XmlAttribute(required = true)
    String effect;

    @XmlAttribute(required = true)
    String reason;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class AtomicXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(required = true)
    int arg;

    @XmlAttribute(required = true)
    int size;

    @XmlAttribute(name = "bit-arg")
    Integer bitArg;

    @XmlAttribute(required = true)
    String op;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class FreeXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(required = true)
    int arg;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class CallbackStructXml {
    @XmlAttribute(required = true)
    String struct;

    @XmlAttribute(required = true)
    String kind;

    @XmlAttribute String entry;

    @XmlAttribute(name = "context-field")
    String contextField;

    @XmlAttribute(name = "function-field")
    String functionField;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class CallbackXml {
    @XmlAttribute(required = true)
    String name;

    @XmlList
    @XmlAttribute(name = "fn-args", required = true)
    List<Integer> fnArgs = new ArrayList<>();

    @XmlAttribute(required = true)
    String kind;

    @XmlList
    @XmlAttribute(name = "entry")
    List<String> entry = new ArrayList<>();

    @XmlAttribute(name = "context-arg")
    Integer contextArg;

    @XmlAttribute(name = "context-param")
    Integer contextParam;

    @XmlAttribute(name = "object-arg")
    Integer objectArg;

    /** The reason the callback cannot run before one of its arming calls, if it cannot. */
    @XmlAttribute(name = "disarmed-until-armed")
    String disarmedUntilArmed;

    /** What the call itself writes through its arguments. */
    @XmlElement(name = "write")
    List<AccessXml> writes = new ArrayList<>();

    /** Parameters of an entry kind's callbacks that are objects of the kernel's own call. */
    @XmlElement(name = "exclusive")
    List<ExclusiveXml> exclusives = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class OpXml {
    @XmlAttribute(required = true)
    String struct;

    @XmlAttribute(required = true)
    String field;

    /** The function model (a name of this table) a call through the field is. */
    @XmlAttribute(required = true)
    String model;

    @XmlAttribute(required = true)
    String reason;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class InPlaceXml {
    @XmlAttribute(required = true)
    String struct;

    @XmlAttribute(required = true)
    String field;

    @XmlAttribute(required = true)
    String reason;

    /** Kernel-tree mode: the library (its source in the tree) whose code makes the calls. */
    @XmlAttribute
    String library;
  }

  /** A list of function names with the reason they share a property (calls-nothing, ...). */
  @XmlAccessorType(XmlAccessType.FIELD)
  static final class CallsNothingXml {
    @XmlList
    @XmlAttribute(required = true)
    List<String> names = new ArrayList<>();

    @XmlAttribute(required = true)
    String reason;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class LibraryXml {
    /** The library's source in the tree (relative to its root); or {@link #model}. */
    @XmlAttribute
    String source;

    /** A C model pairlock ships instead (relative to the stub include directory). */
    @XmlAttribute
    String model;

    @XmlList
    @XmlAttribute(required = true)
    List<String> symbols = new ArrayList<>();

    @XmlAttribute(required = true)
    String reason;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class ExclusiveXml {
    @XmlAttribute(required = true)
    String entry;

    @XmlList
    @XmlAttribute(name = "params", required = true)
    List<Integer> params = new ArrayList<>();

    @XmlAttribute(required = true)
    String reason;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class ThreadCreateXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(name = "handle-arg", required = true)
    int handleArg;

    @XmlAttribute(name = "routine-arg", required = true)
    int routineArg;

    @XmlAttribute(name = "arg-arg", required = true)
    int argArg;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class ThreadJoinXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(name = "handle-arg", required = true)
    int handleArg;

    @XmlAttribute(name = "result-arg")
    Integer resultArg;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class RegistrationXml {
    @XmlAttribute(required = true)
    String name;

    @XmlElement(name = "flows-to")
    List<FlowXml> flows = new ArrayList<>();

    /** The call returns the object it creates and registers (NULL on failure, or an error). */
    @XmlAttribute
    Boolean alloc;

    /** Driver memory the call reads (what it copies: a name, a properties struct). */
    @XmlElement(name = "read")
    List<AccessXml> reads = new ArrayList<>();

    /** Driver memory the call writes (raw3270_add_view: the view it links). */
    @XmlElement(name = "write")
    List<AccessXml> writes = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class FlowXml {
    @XmlAttribute(required = true)
    int arg;

    @XmlAttribute(name = "struct", required = true)
    String struct;

    @XmlAttribute String field;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class NamedXml {
    @XmlAttribute(required = true)
    String name;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class KernelObjectXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(name = "per-thread")
    String perThread;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class PureXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute Boolean blocks;

    /** {@code program} or {@code thread}: the call does not return and ends that. */
    @XmlAttribute String ends;

    /** Every value of the result type is a possible result (SV-COMP's nondeterministic values). */
    @XmlAttribute(name = "any-value") Boolean anyValue;

    /** The runs are those on which the first argument is not zero ({@code __VERIFIER_assume}). */
    @XmlAttribute Boolean assumes;

    /**
     * Results (space-separated integers) every call may have, jointly with these at every other
     * call: {@code "0"} for a POSIX function's success.
     */
    @XmlAttribute(name = "possible-results") String possibleResults;

    /** {@code init}, {@code wait} or {@code post}: a POSIX semaphore operation on argument 0. */
    @XmlAttribute String semaphore;

    /**
     * Pointer arguments (space-separated 0-based indices) that must point to an object: a call
     * with NULL there is undefined behaviour ({@code pthread_mutex_init}'s mutex).
     */
    @XmlAttribute(name = "valid-args") String validArgs;
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class AllocXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(name = "may-fail")
    boolean mayFail;

    @XmlAttribute(name = "area-after")
    String areaAfter;

    @XmlAttribute(name = "area-align")
    Integer areaAlign;

    @XmlElement(name = "read")
    List<AccessXml> reads = new ArrayList<>();

    @XmlElement(name = "write")
    List<AccessXml> writes = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class EffectXml {
    @XmlAttribute(required = true)
    String name;

    @XmlAttribute(name = "result-arg")
    Integer resultArg;

    @XmlAttribute(name = "result-after")
    String resultAfter;

    @XmlAttribute(name = "result-align")
    Integer resultAlign;

    @XmlElement(name = "read")
    List<AccessXml> reads = new ArrayList<>();

    @XmlElement(name = "write")
    List<AccessXml> writes = new ArrayList<>();
  }

  @XmlAccessorType(XmlAccessType.FIELD)
  static final class AccessXml {
    @XmlAttribute(required = true)
    int arg;

    @XmlAttribute(name = "size-arg")
    Integer sizeArg;

    @XmlAttribute
    boolean reachable;

    @XmlAttribute
    boolean member;
  }
}

package dev.pairlock.ivl.lifted;

import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The attribute names of lifted programs and of the programs the analyses build from them, with
 * their typed writers (for the frontend and the passes that add them) and readers (for every
 * consumer). docs/ivl-conventions.md is the contract; {@code AttrsDocTest} checks that its tables
 * name exactly the constants declared here. No module spells an attribute name itself.
 */
public final class Attrs {
  private Attrs() {}

  // ---- lifted programs (docs/ivl-conventions.md, "Lifted programs")

  public static final String SOURCELOC = Attribute.SOURCELOC;
  public static final String REGION = "region";
  public static final String THREAD_LOCAL = "thread_local";
  public static final String ACCESS = "access";
  /**
   * {@code {:width n}} on an access of more than one byte in a collapsed region (one whose
   * accesses need not start at the same places or have the same sizes): it touches bytes {@code
   * a .. a + n - 1}, and a race check watches every one of them.
   */
  public static final String WIDTH = "width";
  /**
   * On an access command: it accesses an object the running thread allocated and has not yet let
   * any other thread reach (the allocation's call site, {@code "kzalloc@drv.c:12"}): it races with
   * nothing, and no race check picks it.
   */
  public static final String UNPUBLISHED = "unpublished";
  public static final String GLOBAL = "global";
  public static final String FUNCTION = "function";
  public static final String LOCK = "lock";
  public static final String INSTANCES = "instances";
  public static final String INSTANCE_OFFSETS = "instance_offsets";
  public static final String UNRESOLVED_LOCK = "unresolved_lock";
  public static final String COVERED_BY_ACCESS = "covered_by_access";
  public static final String UNSOUND = "unsound";
  /**
   * On the atomic-access lock's acquisition of an atomic access whose C11 ordering is weaker than
   * sequentially consistent (relaxed, acquire, release, acq_rel): the lock gives the access its
   * atomicity only, not an order with the thread's other accesses.
   */
  public static final String WEAK_ATOMIC = "weak_atomic";
  public static final String ENTRYPOINT = "entrypoint";
  public static final String EXCLUSIVE_PARAM = "exclusive_param";
  public static final String HOLDS_MODULE = "holds_module";
  public static final String SINGLE_INSTANCE = "single_instance";
  public static final String REGISTRATION = "registration";
  public static final String THREADS = "threads";
  public static final String CREATE_SITE = "create_site";
  public static final String START_ARG = "start_arg";
  public static final String THREAD_JOIN = "thread_join";
  public static final String JOIN = "join";
  public static final String BLOCKING_WAIT = "blocking_wait";
  public static final String NO_RETURN = "no_return";
  public static final String OVERAPPROX = "overapprox";
  /**
   * With {@link #OVERAPPROX}: the instruction the havoc stands for, for an analysis that runs the
   * program on concrete values ({@code {:exact "or", 32, a, b}}).
   */
  public static final String EXACT = "exact";
  public static final String ANY_VALUE = "any_value";
  /**
   * With {@link #OVERAPPROX}, on the havoc of a library function's result: values every call may
   * return, each jointly with these at every other call ({@code {:possible_results 0}}).
   */
  public static final String POSSIBLE_RESULTS = "possible_results";
  /**
   * On the {@code assume lo <= v && v <= hi} right after the havoc of a value of a w-bit integer
   * type (an any-value result): the value stays in the signed range of its type, as every lifted
   * w-bit value does. No run of the program is dropped by it.
   */
  public static final String TYPE_RANGE = "type_range";
  /**
   * On a procedure: the bit width of each in-parameter, in order (0: not an integer of 2 to 64
   * bits, a pointer or a bool): what the precise checker assumes of an entry point's parameters,
   * whose values come from outside the program ({@code argc}, an ioctl's {@code cmd}).
   */
  public static final String PARAM_WIDTHS = "param_widths";
  /**
   * On the {@code assume true} of a POSIX semaphore operation: {@code {:semaphore "wait", p}},
   * {@code {:semaphore "post", p}}, {@code {:semaphore "init", p, count}}.
   */
  public static final String SEMAPHORE = "semaphore";
  /**
   * On an {@code assume true} before a library call whose pointer arguments must point to an
   * object ({@code {:valid_pointer "sem_init", p}}): with any other value (NULL, a field of NULL)
   * the call is undefined behaviour, a crash in practice, and no run goes on past it.
   */
  public static final String VALID_POINTER = "valid_pointer";
  /**
   * On a lock operation whose lock is an object: the operation and the lock's address ({@code
   * {:lock_at "acquire", p}}).
   */
  public static final String LOCK_AT = "lock_at";
  public static final String FREES = "frees";
  /**
   * On the havoc of a fresh object's address (an {@code alloca}, a {@code malloc}): the shared
   * memory maps its bytes may lie in, as the points-to analysis found them ({@code {:object_maps
   * "$M.3", "$M.7"}}; none: no shared map holds them, a local object's are in its procedure's
   * {@code $L} maps). Without it any map may hold them.
   */
  public static final String OBJECT_MAPS = "object_maps";
  public static final String ENDS = "ends";
  public static final String CALLBACK = "callback";
  public static final String ENDS_BEFORE = "ends_before";
  public static final String CFUNCTION = "cfunction";
  public static final String EXTERN = "extern";
  public static final String GLOBAL_INIT = "global_init";
  public static final String PER_THREAD = "per_thread";

  /** The arguments of {@code {:access}}. */
  public static final String READ = "read";

  public static final String WRITE = "write";

  /** The attributes of lifted programs, in the order of the contract's table. */
  public static final List<String> LIFTED =
      List.of(
          REGION, THREAD_LOCAL, ACCESS, UNPUBLISHED, GLOBAL, FUNCTION, LOCK, INSTANCES,
          INSTANCE_OFFSETS, UNRESOLVED_LOCK, COVERED_BY_ACCESS, UNSOUND, ENTRYPOINT, EXCLUSIVE_PARAM, HOLDS_MODULE,
          SINGLE_INSTANCE, REGISTRATION, THREADS, CREATE_SITE, START_ARG, THREAD_JOIN, JOIN,
          BLOCKING_WAIT, NO_RETURN, OVERAPPROX, EXACT, ENDS_BEFORE, CALLBACK, ENDS, CFUNCTION,
          EXTERN, GLOBAL_INIT,
          WEAK_ATOMIC, PER_THREAD, ANY_VALUE, POSSIBLE_RESULTS, TYPE_RANGE, PARAM_WIDTHS,
          SEMAPHORE, VALID_POINTER, FREES, OBJECT_MAPS, WIDTH, LOCK_AT);

  // ---- programs the analyses build (docs/ivl-conventions.md, "Analysis programs")

  /** On a pair program's procedure: the first and second entry point it runs. */
  public static final String PAIR_FIRST = "pair_first";

  public static final String PAIR_SECOND = "pair_second";
  /** On the access command a pair program watches: the access's number. */
  public static final String PICK = "pick";
  /** On the assumption that restricts the picked access to its domain. */
  public static final String PICK_DOMAIN = "pick_domain";
  /** On a ghost variable of the instrumentation. */
  public static final String GHOST = "ghost";
  /** On the assumption that two sides' pointer parameters do not alias. */
  public static final String NON_ALIASING = "non_aliasing";
  /** On the assumption that an exclusive parameter differs from the other side's. */
  public static final String EXCLUSIVE = "exclusive";
  /** On a pair program's race assertion: the region variable it checks. */
  public static final String RACE_CHECK = "race_check";
  /** A human-readable reason on a generated command. */
  public static final String NOTE = "note";
  /** On a call of the two-thread program: the thread (0 or 1) that makes it. */
  public static final String THREAD = "thread";

  /** The attributes analyses add (besides reusing lifted ones). */
  public static final List<String> ANALYSIS =
      List.of(PAIR_FIRST, PAIR_SECOND, PICK, PICK_DOMAIN, GHOST, NON_ALIASING, EXCLUSIVE,
          RACE_CHECK, NOTE, THREAD);

  // ---- generic readers

  /** The string arguments of the first attribute called {@code name}, if there is one. */
  public static Optional<List<String>> stringsOf(List<Attribute> attrs, String name) {
    return Attribute.find(attrs, name)
        .map(a -> a.args().stream()
            .filter(v -> v instanceof AttrValue.Str)
            .map(v -> ((AttrValue.Str) v).value())
            .toList());
  }

  /** Whether the first attribute called {@code name} has the string argument {@code value}. */
  public static boolean names(List<Attribute> attrs, String name, String value) {
    return Attribute.find(attrs, name)
        .map(a -> a.args().stream()
            .anyMatch(v -> v instanceof AttrValue.Str s && s.value().equals(value)))
        .orElse(false);
  }

  private static Attribute strings(String name, List<String> values) {
    List<AttrValue> args = new ArrayList<>();
    values.forEach(v -> args.add(new AttrValue.Str(v)));
    return new Attribute(name, args);
  }

  private static AttrValue num(long n) {
    return new AttrValue.Ex(Expr.num(n));
  }

  private static Optional<Integer> intArg(Attribute a, int k) {
    return a.args().size() > k && a.args().get(k) instanceof AttrValue.Ex(Expr.IntLit(BigInteger v))
        ? Optional.of(v.intValue())
        : Optional.empty();
  }

  private static Optional<String> strArg(Attribute a, int k) {
    return a.args().size() > k && a.args().get(k) instanceof AttrValue.Str(String s)
        ? Optional.of(s)
        : Optional.empty();
  }

  // ---- regions and globals

  /** {@code {:region "name"}} and, for a thread-local region, {@code {:thread_local}}. */
  public static List<Attribute> region(String name, boolean threadLocal) {
    return threadLocal
        ? List.of(Attribute.str(REGION, name), Attribute.flag(THREAD_LOCAL))
        : List.of(Attribute.str(REGION, name));
  }

  /** The region a global declares, if it is one. */
  public static Optional<Region> regionOf(Decl.GlobalVar g) {
    return Attribute.stringOf(g.attrs(), REGION)
        .map(n -> new Region(g.name(), n, null, Attribute.has(g.attrs(), THREAD_LOCAL)));
  }

  // ---- accesses

  /** {@code {:access "read"}} or {@code {:access "write"}}. */
  public static Attribute access(boolean write) {
    return Attribute.str(ACCESS, write ? WRITE : READ);
  }

  /** The argument of a command's {@code {:access}}, if it has one. */
  public static Optional<String> accessOf(List<Attribute> attrs) {
    return Attribute.stringOf(attrs, ACCESS);
  }

  // ---- locks

  /** The attributes of a lock constant. */
  public static List<Attribute> lock(LockConst l) {
    List<Attribute> attrs = new ArrayList<>();
    attrs.add(strings(LOCK, List.of(l.name(), l.kind())));
    if (l.isMultiInstance()) {
      attrs.add(strings(INSTANCES, List.of(l.instances(), Long.toString(l.field()))));
      List<String> offs = new ArrayList<>();
      new TreeMap<>(l.regionOffsets()).forEach((v, d) -> {
        offs.add(v);
        offs.add(d.text());
      });
      if (!offs.isEmpty()) {
        attrs.add(strings(INSTANCE_OFFSETS, offs));
      }
    }
    return attrs;
  }

  /** The lock a constant declares, if it is one. */
  public static Optional<LockConst> lockOf(Decl.Const c) {
    return Attribute.find(c.attrs(), LOCK).map(a -> {
      String name = strArg(a, 0).orElse(c.name());
      String kind = strArg(a, 1).orElse("mutex");
      Optional<Attribute> inst = Attribute.find(c.attrs(), INSTANCES);
      String instances = inst.flatMap(i -> strArg(i, 0)).orElse(null);
      long field = instanceFieldOf(c.attrs()).orElse(0L);
      Map<String, LockConst.Range> offsets = new java.util.LinkedHashMap<>();
      Attribute.find(c.attrs(), INSTANCE_OFFSETS).ifPresent(o -> {
        for (int k = 0; k + 1 < o.args().size(); k += 2) {
          if (o.args().get(k) instanceof AttrValue.Str v
              && o.args().get(k + 1) instanceof AttrValue.Str d) {
            offsets.put(v.value(), LockConst.Range.parse(d.value()));
          }
        }
      });
      return new LockConst(c.name(), name, kind, instances, offsets, field);
    });
  }

  /** The reason a lock constant may be several locks, if it says one ({@code {:instances}}). */
  public static Optional<String> instancesOf(List<Attribute> attrs) {
    return Attribute.stringOf(attrs, INSTANCES);
  }

  /** The offset of a lock of several instances in its object ({@code {:instances "why", "16"}}). */
  public static Optional<Long> instanceFieldOf(List<Attribute> attrs) {
    return Attribute.find(attrs, INSTANCES).flatMap(a -> strArg(a, 1)).map(Long::parseLong);
  }

  /** {@code {:unresolved_lock "why"}}. */
  public static Attribute unresolvedLock(String why) {
    return Attribute.str(UNRESOLVED_LOCK, why);
  }

  public static Optional<String> unresolvedLockOf(List<Attribute> attrs) {
    return Attribute.stringOf(attrs, UNRESOLVED_LOCK);
  }

  // ---- soundness

  /** {@code {:unsound "kind", "message"}}. */
  public static Attribute unsound(String kind, String message) {
    return strings(UNSOUND, List.of(kind, message));
  }

  /** A command's {@code {:unsound}}: its kind and message, if it has one. */
  public record Unsound(String kind, String message) {}

  public static Optional<Unsound> unsoundOf(List<Attribute> attrs) {
    return Attribute.find(attrs, UNSOUND).map(a -> {
      String what = a.args().stream()
          .filter(v -> v instanceof AttrValue.Str)
          .map(v -> ((AttrValue.Str) v).value())
          .reduce((x, y) -> x + ": " + y)
          .orElse("construct not modelled soundly");
      return new Unsound(strArg(a, 0).orElse(UNSOUND), what);
    });
  }

  /** {@code {:covered_by_access}} on a range havoc. */
  /** {@code {:unpublished "kzalloc@drv.c:12"}}: see {@link #UNPUBLISHED}. */
  public static Attribute unpublished(String allocation) {
    return strings(UNPUBLISHED, List.of(allocation));
  }

  /** Whether an access command is of an object not yet published ({@link #UNPUBLISHED}). */
  public static boolean isUnpublished(List<Attribute> attrs) {
    return Attribute.find(attrs, UNPUBLISHED).isPresent();
  }

  public static Attribute coveredByAccess() {
    return Attribute.flag(COVERED_BY_ACCESS);
  }

  public static boolean isCoveredByAccess(List<Attribute> attrs) {
    return Attribute.has(attrs, COVERED_BY_ACCESS);
  }

  /**
   * {@code {:frees}} beside {@code {:covered_by_access}} on the range havoc of a {@code free}: the
   * range is the freed object, all of it (its contents end; the write after it stands for the
   * free's write of every byte).
   */
  public static Attribute frees() {
    return Attribute.flag(FREES);
  }

  public static boolean isFrees(List<Attribute> attrs) {
    return Attribute.has(attrs, FREES);
  }

  /** {@code {:object_maps "$M.3", ...}}: see {@link #OBJECT_MAPS}. */
  public static Attribute objectMaps(List<String> maps) {
    return strings(OBJECT_MAPS, maps);
  }

  /** The maps of {@link #OBJECT_MAPS} on a fresh address's havoc; empty when it has none. */
  public static Optional<List<String>> objectMapsOf(List<Attribute> attrs) {
    return Attribute.find(attrs, OBJECT_MAPS).map(a -> a.args().stream()
        .filter(v -> v instanceof AttrValue.Str)
        .map(v -> ((AttrValue.Str) v).value())
        .toList());
  }

  // ---- procedures

  /**
   * The attributes of an entry point's procedure (after its {@code {:cfunction}}): one {@code
   * {:entrypoint}} per kind (a function in several tables), then the facts about it (none for a
   * procedure that is no entry point).
   */
  public static List<Attribute> entryPoint(
      List<String> kinds, List<String> exclusiveParams, boolean holdsModule,
      boolean singleInstance, List<String> endsBefore) {
    List<Attribute> attrs = new ArrayList<>();
    for (String kind : kinds) {
      attrs.add(Attribute.str(ENTRYPOINT, kind));
    }
    if (!exclusiveParams.isEmpty()) {
      attrs.add(strings(EXCLUSIVE_PARAM, exclusiveParams));
    }
    if (holdsModule) {
      attrs.add(Attribute.flag(HOLDS_MODULE));
    }
    if (singleInstance) {
      attrs.add(Attribute.flag(SINGLE_INSTANCE));
    }
    if (!endsBefore.isEmpty()) {
      attrs.add(strings(ENDS_BEFORE, endsBefore));
    }
    return attrs;
  }

  /** The entry point a procedure declares, if it is one. */
  public static Optional<EntryPoint> entryPointOf(Decl.Procedure p) {
    return Attribute.stringOf(p.attrs(), ENTRYPOINT)
        .map(k -> new EntryPoint(p.name(), k,
            Attribute.sourceLocOf(p.attrs()).orElse(null),
            Attribute.has(p.attrs(), SINGLE_INSTANCE),
            Attribute.has(p.attrs(), HOLDS_MODULE), null));
  }

  /**
   * The exclusive parameters of an entry point ({@code {:exclusive_param "file"}}, several for a
   * callback the kernel passes several objects of its own call: {@code {:exclusive_param "page",
   * "start", "eof"}}).
   */
  public static List<String> exclusiveParamsOf(List<Attribute> attrs) {
    List<String> out = new ArrayList<>();
    for (Attribute a : attrs) {
      if (a.name().equals(EXCLUSIVE_PARAM)) {
        for (AttrValue v : a.args()) {
          if (v instanceof AttrValue.Str s) {
            out.add(s.value());
          }
        }
      }
    }
    return out;
  }

  /** Whether {@code {:ends_before}} of a procedure names {@code other}. */
  public static boolean endsBefore(List<Attribute> attrs, String other) {
    return names(attrs, ENDS_BEFORE, other);
  }

  public static boolean holdsModule(List<Attribute> attrs) {
    return Attribute.has(attrs, HOLDS_MODULE);
  }

  /** {@code {:cfunction "name"}}. */
  public static Attribute cfunction(String name) {
    return Attribute.str(CFUNCTION, name);
  }

  /**
   * On a global's address constant: a {@code _Thread_local} variable, one object per thread; on a
   * thread-local region's map: it holds such objects (every thread's at the global's one address).
   */
  public static Attribute perThread() {
    return Attribute.flag(PER_THREAD);
  }

  public static boolean isPerThread(List<Attribute> attrs) {
    return Attribute.has(attrs, PER_THREAD);
  }

  /** {@code {:global_init}} on the procedure that initializes globals. */
  public static boolean isGlobalInit(List<Attribute> attrs) {
    return Attribute.has(attrs, GLOBAL_INIT);
  }

  // ---- registrations and threads

  /** {@code {:registration "fn"}}. */
  public static Attribute registration(String fn) {
    return Attribute.str(REGISTRATION, fn);
  }

  public static boolean isRegistration(List<Attribute> attrs) {
    return Attribute.has(attrs, REGISTRATION);
  }

  /** {@code {:threads "t1", ...}}: the entry points a thread create enables. */
  public static Attribute threads(List<String> names) {
    return strings(THREADS, names);
  }

  /** Whether a registration names the threads it enables. */
  public static boolean namesThreads(List<Attribute> attrs) {
    return Attribute.has(attrs, THREADS);
  }

  /** Whether a registration enables {@code partner}: it names no threads, or names it. */
  public static boolean enablesThread(List<Attribute> attrs, String partner) {
    return !namesThreads(attrs) || names(attrs, THREADS, partner);
  }

  /**
   * Whether a {@code {:registration}} call lets entry point {@code partner} run: it names no
   * {@code {:threads}} (a kernel registration enables every entry point), or names it.
   */
  public static boolean enables(Cmd.Call call, String partner) {
    return isRegistration(call.attrs()) && enablesThread(call.attrs(), partner);
  }

  /**
   * Whether the call starts a thread running {@code partner} itself: a {@code {:registration}}
   * that names no {@code {:threads}} (a kernel registration), or a create whose start function is
   * {@code partner} ({@code {:create_site "partner", k}}; not a thread that may create one later).
   */
  public static boolean starts(Cmd.Call call, String partner) {
    if (!isRegistration(call.attrs())) {
      return false;
    }
    if (!namesThreads(call.attrs())) {
      return true;
    }
    return createSiteOf(call.attrs()).map(c -> c.template().equals(partner)).orElse(false);
  }

  /**
   * {@code {:ends "cb", ...}}: the call ends the concurrency of these callbacks (free_irq,
   * del_timer_sync, cancel_work_sync, ...): once it returns they no longer run until handed over
   * or armed again.
   */
  public static Attribute ends(List<String> callbacks) {
    return strings(ENDS, callbacks);
  }

  /**
   * {@code {:callback "h", ...}} on a registration that hands callbacks to the kernel or arms them
   * ({@code request_irq}, {@code mod_timer}): the callbacks it hands over or arms itself (its
   * {@code {:threads}} may name more: those their code hands over in turn); it is no kernel
   * registration.
   */
  public static Attribute callbackRegistration(List<String> direct) {
    return strings(CALLBACK, direct);
  }

  /** Whether the call hands over or arms callback {@code cb} itself ({@code {:callback}}). */
  public static boolean armsCallback(Cmd.Call call, String cb) {
    return names(call.attrs(), CALLBACK, cb);
  }

  public static boolean isCallbackRegistration(List<Attribute> attrs) {
    return Attribute.has(attrs, CALLBACK);
  }

  /** Whether the call ends callback {@code partner} ({@code {:ends}}). */
  public static boolean endsCallback(Cmd.Call call, String partner) {
    return names(call.attrs(), ENDS, partner);
  }

  /** Whether the call certainly joins a thread of entry point {@code partner}. */
  public static boolean joins(Cmd.Call call, String partner) {
    return joinOf(call.attrs()).map(j -> j.template().equals(partner)).orElse(false);
  }

  /** Create site {@code site} of thread template {@code template} ({@code {:create_site}}). */
  public record CreateSite(String template, int site) {}

  public static Attribute createSite(CreateSite c) {
    return new Attribute(CREATE_SITE, List.of(new AttrValue.Str(c.template()), num(c.site())));
  }

  /** The {@code {:create_site "f", k}} of a thread-create call, if it has one. */
  public static Optional<CreateSite> createSiteOf(List<Attribute> attrs) {
    return Attribute.find(attrs, CREATE_SITE)
        .filter(a -> a.args().size() == 2)
        .flatMap(a -> strArg(a, 0).flatMap(t -> intArg(a, 1).map(k -> new CreateSite(t, k))));
  }

  /**
   * The call argument (0-based) a started thread's first parameter receives ({@code
   * {:start_arg}}).
   */
  public record StartArg(String template, int argument) {}

  public static Attribute startArg(StartArg s) {
    return new Attribute(START_ARG, List.of(new AttrValue.Str(s.template()), num(s.argument())));
  }

  /** The {@code {:start_arg "f", k}} of a thread-create call, if it has one. */
  public static Optional<StartArg> startArgOf(List<Attribute> attrs) {
    return Attribute.find(attrs, START_ARG)
        .filter(a -> a.args().size() == 2)
        .flatMap(a -> strArg(a, 0).flatMap(t -> intArg(a, 1).map(k -> new StartArg(t, k))));
  }

  /** {@code {:start_arg}} as a flag: the assumption binding a started thread's argument. */
  public static Attribute startArgBinding() {
    return Attribute.flag(START_ARG);
  }

  /** {@code {:thread_join}}: every join, certain or not. */
  public static Attribute threadJoin() {
    return Attribute.flag(THREAD_JOIN);
  }

  public static boolean isThreadJoin(List<Attribute> attrs) {
    return Attribute.has(attrs, THREAD_JOIN);
  }

  /**
   * {@code {:blocking_wait "sem_wait"}} on an {@code assume true} where the program calls a wait
   * that may block until another thread acts ({@code sem_wait}, {@code pthread_barrier_wait}); no
   * effect for the lockset analysis (the wait orders threads, it protects nothing).
   */
  public static Attribute blockingWait(String function) {
    return Attribute.str(BLOCKING_WAIT, function);
  }

  /**
   * {@code {:no_return "program", "abort"}} ({@code "thread"} for {@code pthread_exit}) on an
   * {@code assume true} where the program calls a function that does not return and ends the
   * whole program or its thread; no effect for the lockset analysis (the path returns, which only
   * adds behaviours).
   */
  public static Attribute noReturn(boolean program, String function) {
    return strings(NO_RETURN, List.of(program ? "program" : "thread", function));
  }

  /** The function of a {@code {:no_return}} that ends the whole program, if {@code attrs} have one. */
  public static Optional<String> endsProgramOf(List<Attribute> attrs) {
    return Attribute.find(attrs, NO_RETURN)
        .filter(a -> strArg(a, 0).map("program"::equals).orElse(false))
        .flatMap(a -> strArg(a, 1));
  }

  /** The function of a {@code {:no_return}} that ends its thread, if {@code attrs} have one. */
  public static Optional<String> endsThreadOf(List<Attribute> attrs) {
    return Attribute.find(attrs, NO_RETURN)
        .filter(a -> strArg(a, 0).map("thread"::equals).orElse(false))
        .flatMap(a -> strArg(a, 1));
  }

  /**
   * {@code {:overapprox "a bitwise or"}} on the {@code havoc} of a value the lifted program does
   * not compute exactly: any value, more than the instruction gives.
   */
  public static Attribute overapprox(String what) {
    return Attribute.str(OVERAPPROX, what);
  }

  /**
   * The integer instruction an over-approximated value stands for: {@code op} ({@code and},
   * {@code or}, {@code xor}, {@code shl}, {@code lshr}, {@code ashr}, {@code mul}) of {@code a} and
   * {@code b}, signed values of {@code width} bits, the result wrapped to {@code width} bits
   * (signed); a shift by {@code width} or more, or by a negative amount, has no value. {@code ffs}
   * of {@code a} ({@code b} unused): 0 for 0, else the index from 1 of its lowest set bit.
   */
  public record Exact(String op, int width, Expr a, Expr b) {}

  /** {@code {:exact "op", width, a, b}} ({@link Exact}), beside a {@code {:overapprox}}. */
  public static Attribute exact(Exact e) {
    return Attribute.of(EXACT, new AttrValue.Str(e.op()), num(e.width()),
        new AttrValue.Ex(e.a()), new AttrValue.Ex(e.b()));
  }

  /** The {@link Exact} of a {@code {:exact}}, if {@code attrs} have a well-formed one. */
  public static Optional<Exact> exactOf(List<Attribute> attrs) {
    return Attribute.find(attrs, EXACT)
        .filter(a -> a.args().size() == 4
            && a.args().get(2) instanceof AttrValue.Ex
            && a.args().get(3) instanceof AttrValue.Ex)
        .flatMap(a -> strArg(a, 0).flatMap(op -> intArg(a, 1).map(w -> new Exact(op, w,
            ((AttrValue.Ex) a.args().get(2)).expr(), ((AttrValue.Ex) a.args().get(3)).expr()))));
  }

  /** {@code {:width n}}: the bytes an access in a collapsed region touches ({@link #WIDTH}). */
  public static Attribute width(long n) {
    return Attribute.of(WIDTH, num(n));
  }

  /** The width of a {@code {:width n}}, if {@code attrs} have a well-formed one. */
  public static Optional<Integer> widthOf(List<Attribute> attrs) {
    return Attribute.find(attrs, WIDTH).flatMap(a -> intArg(a, 0));
  }

  /** What a {@code {:overapprox}} says, if {@code attrs} have one. */
  public static Optional<String> overapproxOf(List<Attribute> attrs) {
    return Attribute.find(attrs, OVERAPPROX).flatMap(a -> strArg(a, 0));
  }

  /**
   * {@code {:any_value "__VERIFIER_nondet_int"}} on the {@code havoc} of the result of a call whose
   * every value of the type is possible (SV-COMP's nondeterministic values): a search may pick any
   * one value and have a real execution, which a havoc without it does not promise (a library
   * result modelled as any value may have fewer real values).
   */
  public static Attribute anyValue(String function) {
    return Attribute.str(ANY_VALUE, function);
  }

  /**
   * {@code {:possible_results 0}} beside the {@code {:overapprox}} of a library function's result
   * ({@link #POSSIBLE_RESULTS}): a run that has one of them there is real.
   */
  public static Attribute possibleResults(List<Long> values) {
    return new Attribute(POSSIBLE_RESULTS, values.stream().map(Attrs::num).toList());
  }

  /** {@code {:type_range}} ({@link #TYPE_RANGE}). */
  public static Attribute typeRange() {
    return Attribute.flag(TYPE_RANGE);
  }

  public static boolean isTypeRange(List<Attribute> attrs) {
    return Attribute.find(attrs, TYPE_RANGE).isPresent();
  }

  /**
   * {@code lo <= v && v <= hi}, the signed range of a {@code width}-bit integer (2 to 64 bits;
   * null for other widths: a bool, a wider integer).
   */
  public static Expr typeRangeOf(Expr v, int width) {
    if (width < 2 || width > 64) {
      return null;
    }
    BigInteger hi = BigInteger.ONE.shiftLeft(width - 1).subtract(BigInteger.ONE);
    BigInteger lo = BigInteger.ONE.shiftLeft(width - 1).negate();
    return Expr.and(Expr.bin(Expr.BinOp.LE, new Expr.IntLit(lo), v),
        Expr.bin(Expr.BinOp.LE, v, new Expr.IntLit(hi)));
  }

  /** {@code {:param_widths w1, w2, ...}} ({@link #PARAM_WIDTHS}). */
  public static Attribute paramWidths(List<Integer> widths) {
    return new Attribute(PARAM_WIDTHS, widths.stream().map(w -> num(w)).toList());
  }

  /** The widths of a {@code {:param_widths}}; empty if {@code attrs} have none. */
  public static List<Integer> paramWidthsOf(List<Attribute> attrs) {
    return Attribute.find(attrs, PARAM_WIDTHS)
        .map(a -> a.args().stream()
            .<Integer>map(v -> v instanceof AttrValue.Ex(Expr.IntLit(BigInteger n))
                ? n.intValue() : 0)
            .toList())
        .orElse(List.of());
  }

  /** The values of a {@code {:possible_results}}; empty if {@code attrs} have none. */
  public static List<Long> possibleResultsOf(List<Attribute> attrs) {
    return Attribute.find(attrs, POSSIBLE_RESULTS)
        .map(a -> a.args().stream()
            .<Long>mapMulti((v, out) -> {
              if (v instanceof AttrValue.Ex(Expr.IntLit(BigInteger n))) {
                out.accept(n.longValueExact());
              }
            })
            .toList())
        .orElse(List.of());
  }

  /**
   * A POSIX semaphore operation ({@link #SEMAPHORE}): {@code op} is {@code init}, {@code wait} or
   * {@code post}, {@code semaphore} its address, {@code count} {@code init}'s count (else null).
   */
  public record SemaphoreOp(String op, Expr semaphore, Expr count) {}

  public static Attribute semaphore(SemaphoreOp s) {
    List<AttrValue> args = new ArrayList<>();
    args.add(new AttrValue.Str(s.op()));
    args.add(new AttrValue.Ex(s.semaphore()));
    if (s.count() != null) {
      args.add(new AttrValue.Ex(s.count()));
    }
    return new Attribute(SEMAPHORE, args);
  }

  /**
   * {@code {:valid_pointer "function", p, ...}}: the call of {@code function} needs each {@code
   * p} to point to an object ({@link #VALID_POINTER}).
   */
  public static Attribute validPointer(String function, List<Expr> pointers) {
    List<AttrValue> args = new ArrayList<>();
    args.add(new AttrValue.Str(function));
    pointers.forEach(p -> args.add(new AttrValue.Ex(p)));
    return new Attribute(VALID_POINTER, args);
  }

  /** The pointers of a command's {@code {:valid_pointer}} (none without one). */
  public static List<Expr> validPointersOf(List<Attribute> attrs) {
    return Attribute.find(attrs, VALID_POINTER)
        .map(a -> a.args().stream()
            .<Expr>mapMulti((v, out) -> {
              if (v instanceof AttrValue.Ex(Expr e)) {
                out.accept(e);
              }
            })
            .toList())
        .orElse(List.of());
  }

  /** The function of a command's {@code {:valid_pointer}}, if it has one. */
  public static Optional<String> validPointerFunctionOf(List<Attribute> attrs) {
    return Attribute.find(attrs, VALID_POINTER).flatMap(a -> strArg(a, 0));
  }

  /** The {@code {:semaphore}} of a command, if it has a well-formed one. */
  public static Optional<SemaphoreOp> semaphoreOf(List<Attribute> attrs) {
    return Attribute.find(attrs, SEMAPHORE).flatMap(a -> {
      Optional<String> op = strArg(a, 0);
      if (op.isEmpty() || a.args().size() < 2 || !(a.args().get(1) instanceof AttrValue.Ex(Expr p))) {
        return Optional.empty();
      }
      Expr count = a.args().size() > 2 && a.args().get(2) instanceof AttrValue.Ex(Expr k) ? k : null;
      if (op.get().equals("init") != (count != null)) {
        return Optional.empty();
      }
      return Optional.of(new SemaphoreOp(op.get(), p, count));
    });
  }

  /**
   * A lock operation on the lock object at {@code address} ({@link #LOCK_AT}): {@code op} is
   * {@code acquire}, {@code acquire_read}, {@code release} or {@code tryacquire}.
   */
  public record LockAt(String op, Expr address) {}

  public static Attribute lockAt(String op, Expr address) {
    return new Attribute(LOCK_AT, List.of(new AttrValue.Str(op), new AttrValue.Ex(address)));
  }

  /** The {@code {:lock_at}} of a command, if it has a well-formed one. */
  public static Optional<LockAt> lockAtOf(List<Attribute> attrs) {
    return Attribute.find(attrs, LOCK_AT).flatMap(a -> {
      Optional<String> op = strArg(a, 0);
      if (op.isEmpty() || a.args().size() != 2 || !(a.args().get(1) instanceof AttrValue.Ex(Expr p))) {
        return Optional.empty();
      }
      return Optional.of(new LockAt(op.get(), p));
    });
  }

  /** The function of a {@code {:any_value}}, if {@code attrs} have one. */
  public static Optional<String> anyValueOf(List<Attribute> attrs) {
    return Attribute.find(attrs, ANY_VALUE).flatMap(a -> strArg(a, 0));
  }

  /** The function of a {@code {:blocking_wait}}, if {@code attrs} have one. */
  public static Optional<String> blockingWaitOf(List<Attribute> attrs) {
    return Attribute.find(attrs, BLOCKING_WAIT).flatMap(a -> strArg(a, 0));
  }

  /**
   * A call that certainly waits for the end of the thread started at create site {@code site} of
   * the {@code sites} create sites of {@code template} ({@code {:join "f", k, n}}).
   */
  public record Join(String template, int site, int sites) {}

  public static Attribute join(Join j) {
    return new Attribute(JOIN,
        List.of(new AttrValue.Str(j.template()), num(j.site()), num(j.sites())));
  }

  /** The {@code {:join}} of a call, if it has one. */
  public static Optional<Join> joinOf(List<Attribute> attrs) {
    return Attribute.find(attrs, JOIN)
        .filter(a -> a.args().size() == 3)
        .flatMap(a -> strArg(a, 0).flatMap(t -> intArg(a, 1).flatMap(k -> intArg(a, 2)
            .map(n -> new Join(t, k, n)))));
  }

  // ---- analysis programs

  /** {@code {:note "why"}}. */
  public static Attribute note(String why) {
    return Attribute.str(NOTE, why);
  }

  /** {@code {:thread k}} on a call of the two-thread program. */
  public static Attribute thread(int k) {
    return Attribute.of(THREAD, num(k));
  }

  public static Optional<Integer> threadOf(List<Attribute> attrs) {
    return Attribute.find(attrs, THREAD).flatMap(a -> intArg(a, 0));
  }

  /** {@code {:pick n}} on the access command a pair program watches. */
  public static Attribute pick(int access) {
    return Attribute.of(PICK, num(access));
  }
}

package dev.pairlock.ivl.smt;

import com.microsoft.z3.AST;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Global;
import com.microsoft.z3.Native;
import com.microsoft.z3.Quantifier;
import com.microsoft.z3.Z3Exception;
import dev.pairlock.ivl.ast.Type;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Owns one Z3 {@link Context} and everything made from it. Not thread-safe: use one per thread.
 * Closing it closes its provers and the context.
 *
 * <pre>{@code
 * try (SolverContext sc = SolverContext.create(SmtOptions.defaults());
 *     Prover p = sc.newProver()) {
 *   ExprTranslator tr = sc.translator(Signature.of(program));
 *   p.addConstraint(tr.formula(e));
 *   SatResult r = p.check();
 * }
 * }</pre>
 */
public final class SolverContext implements AutoCloseable {
  /**
   * System property: Z3's memory limit in MB for the whole process ({@code memory_max_size}); a
   * query that needs more answers unknown ("out of memory"), which the analyses treat as
   * inconclusive. 0 means no limit. Without a limit one query on a large driver (r8169 of the
   * WHOOP suite) grew past 24 GB of native memory and was killed by the kernel.
   */
  public static final String MAX_MEMORY_PROPERTY = "pairlock.z3.maxMemoryMb";

  /** The default of {@link #MAX_MEMORY_PROPERTY}. */
  public static final long DEFAULT_MAX_MEMORY_MB = 6144;

  /** Z3's memory limit in MB as this JVM set it ({@link #MAX_MEMORY_PROPERTY}), 0 for none. */
  private static final long MAX_MEMORY_MB =
      Long.getLong(MAX_MEMORY_PROPERTY, DEFAULT_MAX_MEMORY_MB);

  static {
    if (MAX_MEMORY_MB > 0) {
      Global.setParameter("memory_max_size", Long.toString(MAX_MEMORY_MB));
    }
    // Houdini and the race rounds read a model after every satisfiable query; compacting it
    // (Z3's default) took a third of the time on the WHOOP suite's large drivers
    Global.setParameter("model.compact", "false");
  }

  private final Context ctx;
  private final SmtOptions options;
  private final List<Prover> provers = new ArrayList<>();
  private int queries;
  private boolean closed;
  private boolean outOfMemory;

  private final boolean retaining;

  private SolverContext(SmtOptions options, boolean retain) {
    this.options = options;
    this.ctx = new Context();
    this.retaining = retain && retainAll(ctx);
  }

  /**
   * A context that frees each Z3 object once Java no longer refers to it, for long-lived contexts
   * with many queries (Houdini's, one per procedure). Its models may depend on when the garbage
   * collector ran ({@link #createRetaining}).
   */
  public static SolverContext create(SmtOptions options) {
    return new SolverContext(options, false);
  }

  /**
   * A context that keeps every Z3 object it makes until it is closed, so that the same calls give
   * the same answers and models in every run. Z3's Java binding frees an object's term when the
   * garbage collector has collected its Java wrapper, and Z3 then reuses the term's id for the next
   * term it makes; ids order Z3's internal tables, so a query posed after a collection at another
   * moment can get another model. On r8169 of the WHOOP suite that changed which racing access
   * pairs of a region were listed (the first eight found) from run to run. For short-lived contexts
   * (one verification); memory is released at {@link #close}.
   */
  public static SolverContext createRetaining(SmtOptions options) {
    return new SolverContext(options, true);
  }

  /** Whether this context keeps every object until it closes ({@link #createRetaining}). */
  public boolean isRetaining() {
    return retaining;
  }

  /**
   * Makes the binding's reference queue of {@code ctx} never report a collected wrapper, so no
   * term is freed before {@link Context#close} (which frees them all). Reflection on the binding's
   * internals (z3-turnkey 4.14.1); false if they have changed, which {@code SolverContextTest}
   * catches.
   */
  private static boolean retainAll(Context ctx) {
    try {
      Field outer = Context.class.getDeclaredField("m_RefQueue");
      outer.setAccessible(true);
      Object queue = outer.get(ctx);
      Field inner = queue.getClass().getDeclaredField("referenceQueue");
      inner.setAccessible(true);
      inner.set(queue, new NeverPolled());
      return true;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }

  /** A reference queue whose references are never taken out (they are released at close). */
  private static final class NeverPolled extends ReferenceQueue<Object> {
    @Override
    public Reference<?> poll() {
      return null;
    }
  }

  public SmtOptions options() {
    return options;
  }

  /**
   * The underlying Z3 context, for building terms directly. Terms belong to this context only and
   * must not outlive it.
   */
  public Context z3() {
    checkOpen();
    return ctx;
  }

  /** A translator of IVL expressions over the given signature. */
  public ExprTranslator translator(Signature sig) {
    checkOpen();
    return new ExprTranslator(ctx, sig);
  }

  /**
   * A translator over {@code sig} with {@code more} symbols (replacing any of the same name); unlike
   * {@code translator(sig.with(more))} it does not copy {@code sig}, which matters when one large
   * signature serves many translators (one per procedure). {@code more} must not change afterwards.
   */
  public ExprTranslator translator(Signature sig, Map<String, Type> more) {
    checkOpen();
    return new ExprTranslator(ctx, sig, more);
  }

  /** A fresh prover (its own Z3 solver with this context's seed and timeout). */
  public Prover newProver() {
    checkOpen();
    Prover p = new Prover(this, ctx);
    provers.add(p);
    return p;
  }

  /** A fresh boolean constant, e.g. an assumption literal or a labelled obligation. */
  public BoolExpr boolConst(String name) {
    checkOpen();
    return ctx.mkBoolConst(name);
  }

  /** Next number for a dumped query (deterministic: query order within this context). */
  int nextQueryNumber() {
    return ++queries;
  }

  /**
   * Number of distinct nodes of the DAG formed by {@code terms} (shared subterms counted once); a
   * measure of VC size.
   */
  public static long dagSize(List<? extends com.microsoft.z3.Expr<?>> terms) {
    Set<Integer> seen = new HashSet<>();
    Deque<com.microsoft.z3.Expr<?>> todo = new ArrayDeque<>(terms);
    while (!todo.isEmpty()) {
      com.microsoft.z3.Expr<?> t = todo.pop();
      if (!seen.add(((AST) t).getId())) {
        continue;
      }
      if (t.isQuantifier()) {
        todo.push(((Quantifier) t).getBody());
      } else if (t.isApp()) {
        for (com.microsoft.z3.Expr<?> a : t.getArgs()) {
          todo.push(a);
        }
      }
    }
    return seen.size();
  }

  private void checkOpen() {
    if (closed) {
      throw new IllegalStateException("solver context is closed");
    }
  }

  void forget(Prover p) {
    provers.remove(p);
  }

  /**
   * Records that Z3 ran out of memory ({@link #MAX_MEMORY_PROPERTY}) in this context. Z3's state
   * after a memory-out is not safe to tear down (deleting its terms crashed the JVM in native code
   * on r8169), so {@link #close} then abandons the context instead of deleting it.
   */
  void outOfMemory() {
    outOfMemory = true;
  }

  /** Whether Z3 ran out of memory in this context. */
  public boolean isOutOfMemory() {
    return outOfMemory;
  }

  @Override
  public void close() {
    if (closed) {
      return;
    }
    for (Prover p : List.copyOf(provers)) {
      p.close();
    }
    closed = true;
    if (!outOfMemory && !nearMemoryLimit()) {
      ctx.close();
    }
  }

  /**
   * What a user is told of a Z3 error: its message, and where it is Z3 running out of its memory
   * limit ({@link #MAX_MEMORY_PROPERTY}; Z3 says "Object allocation failed" or "max. memory
   * exceeded"), that limit and what sets it, so that the reason names what to raise.
   */
  public static String errorReason(Z3Exception e) {
    String msg = e.getMessage() == null ? e.toString() : e.getMessage();
    boolean memory =
        msg.contains("memory") || msg.contains("allocation failed") || nearMemoryLimit();
    if (!memory || MAX_MEMORY_MB <= 0) {
      return msg;
    }
    return msg + " (Z3 ran out of its memory limit of " + MAX_MEMORY_MB + " MB: "
        + MAX_MEMORY_PROPERTY + ", three eighths of --memory in a batch's child JVM)";
  }

  /**
   * Whether Z3's allocations are within 10% of the memory limit: a memory-out may then have been
   * raised from any call (term construction too), not only from a check, and tearing the context
   * down is not safe.
   */
  private static boolean nearMemoryLimit() {
    return MAX_MEMORY_MB > 0
        && Native.getEstimatedAllocSize() >= MAX_MEMORY_MB * 1024 * 1024 / 10 * 9;
  }
}

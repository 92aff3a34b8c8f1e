package dev.pairlock.ivl.smt;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;
import dev.pairlock.ivl.ast.Expr;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * An incremental satisfiability checker (JavaSMT's {@code ProverEnvironment}): a stack of
 * constraints, {@link #check}, {@link #checkUnderAssumptions} with {@link
 * #unsatCoreOverAssumptions}, and model evaluation after a satisfiable check. Every query uses the
 * context's timeout and random seed and is dumped as SMT-LIB if the context asks for it.
 *
 * <p>Two limits may bound a query: a wall-clock timeout (an outer deadline: its answers depend on
 * the machine's load) and a deterministic one in Z3's resource units ({@link #setBudget}, {@link
 * #setQueryUnits}), which gives the same answer in every run.
 */
public final class Prover implements AutoCloseable {
  private final SolverContext owner;
  private final Context ctx;
  private final Solver solver;
  private Model model;
  private boolean closed;

  private Duration timeout;
  private boolean smtCoreOnly;
  /** The budget every query is charged to (null: none). */
  private SolverBudget budget;
  /** The limit of one query in resource units (0: none). */
  private long queryUnits;
  /** The {@code rlimit} parameter the solver has (0: none). */
  private long rlimit;
  /** The resource units the last query used. */
  private long lastUnits;

  Prover(SolverContext owner, Context ctx) {
    this.owner = owner;
    this.ctx = ctx;
    this.solver = ctx.mkSolver();
    this.timeout = owner.options().timeout();
    configure();
  }

  private void configure() {
    Params p = ctx.mkParams();
    // The solver accepts the SMT core's parameters unprefixed: this is smt.random_seed. Z3's
    // sat.random_seed cannot be set per solver (only process-wide); its default (0) is fixed.
    p.add("random_seed", owner.options().randomSeed());
    // No limit is Integer.MAX_VALUE ms (about 24 days): the parameter is an unsigned int.
    long ms = timeout.isZero() ? Integer.MAX_VALUE : Math.max(1, timeout.toMillis());
    p.add("timeout", (int) Math.min(ms, Integer.MAX_VALUE));
    // an unsigned int as well: the cast keeps its 32 bits (0: none)
    p.add("rlimit", (int) rlimit);
    if (smtCoreOnly) {
      p.add("ignore_solver1", true);
    }

    solver.setParameters(p);
  }

  /**
   * Answers every later check with Z3's incremental SMT core, never with its tactic pipeline. Z3's
   * default solver answers a check without assumptions or pushes with the tactic pipeline, whose
   * preprocessing ran for over 140 s (and then gave up) on a large VC of r8169 of the WHOOP suite
   * that the SMT core answers in under a second; on small queries the two differ only in which
   * model they find. For large queries.
   */
  public void useSmtCoreOnly() {
    checkOpen();
    if (!smtCoreOnly) {
      smtCoreOnly = true;
      configure();
    }
  }

  /** The time limit of each later query on this prover ({@link Duration#ZERO}: none). */
  public void setTimeout(Duration t) {
    checkOpen();
    if (t.isNegative()) {
      throw new IllegalArgumentException("negative timeout " + t);
    }
    timeout = t;
    configure();
  }

  public Duration timeout() {
    return timeout;
  }

  /**
   * Charges every later query on this prover to {@code b} (null: none): a query may use what is
   * left of it, and once it is used up a query is answered inconclusive ({@link
   * SatResult.Unknown#budget()}) without asking Z3.
   */
  public void setBudget(SolverBudget b) {
    checkOpen();
    budget = b;
  }

  /** The limit of each later query in Z3's resource units (0: none), besides the budget. */
  public void setQueryUnits(long units) {
    checkOpen();
    if (units < 0) {
      throw new IllegalArgumentException("negative query limit " + units);
    }
    queryUnits = units;
  }

  /** The resource units (Z3's {@code rlimit count}) the last query used. */
  public long lastUnits() {
    return lastUnits;
  }

  /** The limit of the next query in resource units (0: none). */
  private long nextLimit() {
    long units = queryUnits;
    if (budget != null) {
      long left = budget.remaining();
      units = units == 0 ? left : Math.min(units, left);
    }
    return Math.min(units, SolverBudget.MAX_QUERY_UNITS);
  }

  /** Z3's count of resource units of this prover's context so far. */
  private long unitCount() {
    for (com.microsoft.z3.Statistics.Entry e : solver.getStatistics().getEntries()) {
      if (e.Key.equals("rlimit count")) {
        return (long) Double.parseDouble(e.getValueString());
      }
    }
    return 0;
  }

  public void push() {
    checkOpen();
    model = null;
    solver.push();
  }

  public void pop() {
    checkOpen();
    model = null;
    solver.pop();
  }

  public void addConstraint(BoolExpr c) {
    checkOpen();
    model = null;
    solver.add(c);
  }

  /** Checks the conjunction of all constraints on the stack. */
  public SatResult check() {
    return checkUnderAssumptions(List.of());
  }

  /** Whether the constraints are unsatisfiable; an inconclusive answer throws. */
  public boolean isUnsat() {
    SatResult r = check();
    if (r instanceof SatResult.Unknown u) {
      throw new SolverUnknownException(u);
    }
    return r.isUnsat();
  }

  /**
   * Checks the constraints together with the given assumption literals (boolean constants or their
   * negations); after UNSAT, {@link #unsatCoreOverAssumptions} says which of them were needed.
   */
  public SatResult checkUnderAssumptions(List<BoolExpr> assumptions) {
    checkOpen();
    model = null;
    lastUnits = 0;
    long limit = nextLimit();
    boolean limited = queryUnits > 0 || budget != null;
    if (budget != null && limit == 0) {
      return budgetSpent();
    }
    if (limit != rlimit) {
      rlimit = limit;
      configure();
    }
    BoolExpr[] as = assumptions.toArray(new BoolExpr[0]);
    dump(as);
    Status s;
    long started = System.nanoTime();
    long before = limited ? unitCount() : 0;
    try {
      s = solver.check(as);
    } catch (Z3Exception e) {
      // The SMT core reports a memory-out (memory_max_size) as an error rather than unknown.
      String msg = e.getMessage() == null ? "" : e.getMessage();
      if (msg.contains("memory")) {
        owner.outOfMemory();
        return new SatResult.Unknown(SolverContext.errorReason(e), false);
      }
      throw e;
    } finally {
      if (limited) {
        lastUnits = Math.max(0, unitCount() - before);
        if (budget != null) {
          budget.charge(lastUnits);
        }
      }
    }
    return switch (s) {
      case SATISFIABLE -> {
        model = solver.getModel();
        yield SatResult.SAT;
      }
      case UNSATISFIABLE -> SatResult.UNSAT;
      case UNKNOWN -> {
        String reason = solver.getReasonUnknown();
        if (reason != null && reason.contains("memory")) {
          owner.outOfMemory();
        }
        if (limit > 0 && lastUnits >= limit) {
          // ran out of its resource units (Z3 says "max. resource limit exceeded", or "canceled"
          // when a tactic was interrupted): the count decides, not the wording
          if (budget != null && budget.exhausted()) {
            yield budgetSpent();
          }
          yield new SatResult.Unknown(
              "the query's solver limit (" + limit + " rlimit units) ran out", false, true);
        }
        // Z3 gives other reasons (e.g. "(incomplete quantifiers)") when the limit interrupts it
        boolean timeout =
            reason != null && (reason.contains("timeout") || reason.contains("canceled"))
                || !timeout().isZero()
                    && System.nanoTime() - started >= timeout().toNanos() / 10 * 9;
        yield new SatResult.Unknown(reason == null ? "unknown" : reason, timeout);
      }
    };
  }

  private SatResult budgetSpent() {
    return new SatResult.Unknown(budget.exhaustedMessage(), false, true);
  }

  /** After an UNSAT {@link #checkUnderAssumptions}: a subset of the assumptions that is UNSAT. */
  public List<BoolExpr> unsatCoreOverAssumptions() {
    checkOpen();
    return List.of(solver.getUnsatCore());
  }

  /**
   * The value of {@code term} in the model of the last satisfiable check, as an IVL literal ({@link
   * Expr.IntLit} or {@link Expr.BoolLit}); empty if the term is not of int or bool sort or (without
   * {@code completion}) the model leaves it unconstrained.
   */
  public Optional<Expr> evaluate(com.microsoft.z3.Expr<?> term, boolean completion) {
    com.microsoft.z3.Expr<?> v = model().eval(term, completion);
    if (v instanceof IntNum n) {
      return Optional.of(new Expr.IntLit(new BigInteger(n.toString())));
    }
    if (v.isTrue()) {
      return Optional.of(Expr.TRUE);
    }
    if (v.isFalse()) {
      return Optional.of(Expr.FALSE);
    }
    return Optional.empty();
  }

  /** The truth value of a formula in the model (with model completion). */
  public boolean isTrue(BoolExpr f) {
    return model().eval(f, true).isTrue();
  }

  private Model model() {
    checkOpen();
    if (model == null) {
      throw new IllegalStateException("no model: the last check was not satisfiable");
    }
    return model;
  }

  /** The current assertions as SMT-LIB, with a final {@code check-sat}. */
  public String toSmtLib(List<BoolExpr> assumptions) {
    StringBuilder sb = new StringBuilder();
    sb.append("(set-option :smt.random_seed ").append(owner.options().randomSeed()).append(")\n");
    sb.append("(set-option :sat.random_seed ").append(owner.options().randomSeed()).append(")\n");
    if (!timeout.isZero()) {
      sb.append("(set-option :timeout ").append(timeout.toMillis()).append(")\n");
    }
    if (rlimit != 0) {
      sb.append("(set-option :rlimit ").append(rlimit).append(")\n");
    }
    // the assertions as added, printed by a fresh solver: after a check, the solver's own text
    // shows its preprocessed state, which Z3 cannot parse back (a large distinct becomes an
    // injection into a sort distinct-elems!0 that is never declared)
    Solver fresh = ctx.mkSolver();
    fresh.add(solver.getAssertions());
    String asserted = fresh.toString();
    sb.append(asserted);
    for (BoolExpr a : assumptions) {
      // an assumption literal no assertion mentions is declared nowhere else
      String name = a.isConst() ? a.getFuncDecl().getName().toString() : null;
      if (name != null && !asserted.contains("(declare-fun " + name + " ")
          && !asserted.contains("(declare-fun |" + name + "| ")) {
        sb.append(a.getFuncDecl()).append('\n');
      }
    }
    if (assumptions.isEmpty()) {
      sb.append("(check-sat)\n");
    } else {
      sb.append("(check-sat");
      for (BoolExpr a : assumptions) {
        sb.append(' ').append(a);
      }
      sb.append(")\n");
    }
    return sb.toString();
  }

  private void dump(BoolExpr[] assumptions) {
    Path dir = owner.options().dumpDir();
    if (dir == null) {
      return;
    }
    int n = owner.nextQueryNumber();
    String name = String.format("%s-%04d.smt2", sanitize(owner.options().dumpPrefix()), n);
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(name), toSmtLib(List.of(assumptions)));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write SMT-LIB dump " + dir.resolve(name), e);
    }
  }

  private static String sanitize(String s) {
    return s.replaceAll("[^A-Za-z0-9_.-]", "_");
  }

  private void checkOpen() {
    if (closed) {
      throw new IllegalStateException("prover is closed");
    }
  }

  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    model = null;
    owner.forget(this);
    if (!owner.isOutOfMemory()) {
      solver.reset();
    }
  }
}

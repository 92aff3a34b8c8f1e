package dev.pairlock.ivl.vc;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Z3Exception;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.DebugTrace;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.smt.ExprTranslator;
import dev.pairlock.ivl.smt.Prover;
import dev.pairlock.ivl.smt.SatResult;
import dev.pairlock.ivl.smt.Signature;
import dev.pairlock.ivl.smt.SmtOptions;
import dev.pairlock.ivl.smt.SolverContext;
import dev.pairlock.ivl.verify.Failure;
import dev.pairlock.ivl.verify.Observation;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.ProgramVerifier;
import dev.pairlock.ivl.verify.VerificationSession;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@link ProgramVerifier} by VC generation: {@link Desugarer}, {@link Passifier}, {@link
 * VcGenerator}, then Z3 through {@link dev.pairlock.ivl.smt}. Each call uses its own solver context
 * (so instances may be shared between threads, one verification per thread).
 *
 * <p>Up to {@code maxFailures} failures are reported: after each, its obligation is assumed to hold
 * and a fresh solver is asked again (Boogie's error limit). The list is {@link Outcome.Failed}
 * (complete) only when the last query was unsatisfiable; if a later query is inconclusive, or the
 * limit is reached, the failures found so far are an {@link Outcome.Partial}. Counterexample paths
 * are read off the model's block booleans.
 */
public final class VcVerifier implements ProgramVerifier {
  /**
   * Passive commands from which a query goes to Z3's SMT core directly ({@link
   * Prover#useSmtCoreOnly}): on large VCs Z3's default tactic pipeline can take minutes where the
   * core takes a second; on small ones it is often faster.
   */
  static final int SMT_CORE_THRESHOLD = 1000;

  /** Sizes of one procedure's VC, for tests and benchmarks. */
  public record Stats(int blocks, int commands, int passiveCommands, long vcNodes) {}

  /**
   * Who answers the queries: the prover, or in tests a stand-in for it at chosen queries (to see
   * what an inconclusive answer at query {@code k} makes of the outcome).
   */
  @FunctionalInterface
  interface Queries {
    /**
     * The answer to query {@code query} (0 for the first of a {@link #verify} call or session) of
     * {@code prover}, whose constraints are all given.
     */
    SatResult answer(int query, Prover prover);
  }

  private final Queries queries;
  private final DebugTrace trace;

  public VcVerifier() {
    this(DebugTrace.OFF);
  }

  /** A verifier that reports each session's VC sizes and times to {@code trace} ({@code VC}). */
  public VcVerifier(DebugTrace trace) {
    this((query, prover) -> prover.check(), trace);
  }

  /** A verifier whose queries {@code queries} answers (tests). */
  VcVerifier(Queries queries) {
    this(queries, DebugTrace.OFF);
  }

  private VcVerifier(Queries queries, DebugTrace trace) {
    this.queries = queries;
    this.trace = trace;
  }

  @Override
  public Outcome verify(Program program, String procedure, VerifyOptions options)
      throws IvlException {
    Prepared p = prepare(program, procedure, options.observed());
    List<Failure> failures = new ArrayList<>();
    int limit = Math.max(1, options.maxFailures());
    try (SolverContext sc = SolverContext.createRetaining(smtOptions(options, procedure))) {
      ExprTranslator tr = translator(sc, program, p.passive);
      Set<Integer> found = new HashSet<>();
      for (int query = 0; failures.size() < limit; query++) {
        // A fresh solver per query, with the failures found so far assumed: Z3 preprocesses a
        // one-shot query much better than an incremental one.
        try (Prover prover = newProver(sc, p)) {
          prover.setBudget(options.budget());
          VcGenerator.Vc vc = generate(program, p, sc, tr, prover, found);
          switch (queries.answer(query, prover)) {
            case SatResult.Unsat u -> {
              return failures.isEmpty() ? new Outcome.Verified() : new Outcome.Failed(failures);
            }
            case SatResult.Unknown u -> {
              return inconclusive(failures, u.timeout(), u.reason());
            }
            case SatResult.Sat s -> {
              Trace t = reconstruct(p, vc, prover, tr, found);
              failures.add(t.failure);
              found.add(t.obligation);
            }
          }
        }
      }
    } catch (Z3Exception e) {
      return inconclusive(failures, false, "solver error: " + SolverContext.errorReason(e));
    }
    // Stopped at the limit: the obligations not listed were not searched.
    return new Outcome.Partial(failures, new Outcome.Stop.FailureLimit(limit));
  }

  /**
   * The outcome of a search that stopped at an inconclusive query: what it found so far, and that
   * it found no more.
   */
  private static Outcome inconclusive(List<Failure> failures, boolean timeout, String reason) {
    if (failures.isEmpty()) {
      return timeout ? new Outcome.Timeout() : new Outcome.Unknown(reason);
    }
    return new Outcome.Partial(
        failures,
        timeout ? new Outcome.Stop.SolverTimeout() : new Outcome.Stop.SolverUnknown(reason));
  }

  /**
   * An incremental session: the VC is generated and given to one prover once, and each check
   * reuses what the solver learned in the ones before (where {@link #verify} starts over), under
   * the assumptions added since.
   */
  @Override
  public VerificationSession open(Program program, String procedure, VerifyOptions options)
      throws IvlException {
    long t0 = System.nanoTime();
    Prepared p = prepare(program, procedure, options.observed());
    long t1 = System.nanoTime();
    SolverContext sc = SolverContext.createRetaining(smtOptions(options, procedure));
    try {
      ExprTranslator tr = translator(sc, program, p.passive);
      Prover prover = newProver(sc, p);
      prover.setBudget(options.budget());
      VcGenerator.Vc vc = generate(program, p, sc, tr, prover, Set.of());
      if (trace.on(DebugTrace.Topic.VC)) {
        trace.line(
            DebugTrace.Topic.VC,
            String.format(
            "vc %s: prepare %d ms (%d core blocks, %d vars, %d passive cmds, %d incarnations),"
                + " generate+assert %d ms",
            procedure,
            (t1 - t0) / 1_000_000,
            p.core.blocks().size(),
            p.core.vars().size(),
            p.passive.commandCount(),
            p.passive.incarnations().size(),
            (System.nanoTime() - t1) / 1_000_000));
      }
      return new Session(p, sc, tr, prover, vc, queries);
    } catch (Z3Exception e) {
      // as in verify: a solver error (e.g. out of memory while the VC is asserted) is an
      // inconclusive answer, here to every check of the session
      sc.close();
      return new Unanswered("solver error: " + SolverContext.errorReason(e));
    } catch (IvlException | RuntimeException | Error e) {
      sc.close();
      throw e;
    }
  }

  private static SmtOptions smtOptions(VerifyOptions o, String procedure) {
    return new SmtOptions(o.timeout(), o.randomSeed(), o.smtDumpDir(), procedure);
  }

  /** A prover for the procedure's VC: large ones go to Z3's SMT core directly. */
  private static Prover newProver(SolverContext sc, Prepared p) {
    Prover prover = sc.newProver();
    if (p.passive.commandCount() >= SMT_CORE_THRESHOLD) {
      prover.useSmtCoreOnly();
    }
    return prover;
  }

  /** {@link #open}'s session. Not thread-safe. */
  private static final class Session implements VerificationSession {
    private final Prepared prepared;
    private final SolverContext sc;
    private final ExprTranslator tr;
    private final Prover prover;
    private final VcGenerator.Vc vc;
    private final Queries queries;
    private int checks;

    private Session(
        Prepared prepared,
        SolverContext sc,
        ExprTranslator tr,
        Prover prover,
        VcGenerator.Vc vc,
        Queries queries) {
      this.prepared = prepared;
      this.sc = sc;
      this.tr = tr;
      this.prover = prover;
      this.vc = vc;
      this.queries = queries;
    }

    @Override
    public void assume(Expr formula) {
      prover.addConstraint(tr.formula(formula));
    }

    @Override
    public Outcome check(Duration timeout) {
      int query = checks++;
      try {
        prover.setTimeout(timeout);
        return switch (queries.answer(query, prover)) {
          case SatResult.Unsat u -> new Outcome.Verified();
          case SatResult.Unknown u -> inconclusive(List.of(), u.timeout(), u.reason());
          // one failure: whether there are others is the next check's question
          case SatResult.Sat s ->
              new Outcome.Partial(
                  List.of(reconstruct(prepared, vc, prover, tr, Set.of()).failure),
                  new Outcome.Stop.FailureLimit(1));
        };
      } catch (Z3Exception e) {
        return new Outcome.Unknown("solver error: " + SolverContext.errorReason(e));
      }
    }

    @Override
    public int checks() {
      return checks;
    }

    @Override
    public void close() {
      sc.close();
    }
  }

  /** The session of a VC the solver could not take: every check is inconclusive. */
  private static final class Unanswered implements VerificationSession {
    private final String reason;
    private int checks;

    private Unanswered(String reason) {
      this.reason = reason;
    }

    @Override
    public void assume(Expr formula) {}

    @Override
    public Outcome check(Duration timeout) {
      checks++;
      return new Outcome.Unknown(reason);
    }

    @Override
    public int checks() {
      return checks;
    }

    @Override
    public void close() {}
  }

  /** Generates (without solving) the VC of a procedure and reports its size. */
  public Stats measure(Program program, String procedure) throws IvlException {
    Prepared p = prepare(program, procedure, Set.of());
    try (SolverContext sc = SolverContext.create(SmtOptions.defaults());
        Prover prover = sc.newProver()) {
      ExprTranslator tr = translator(sc, program, p.passive);
      VcGenerator.Vc vc = generate(program, p, sc, tr, prover, Set.of());
      int cmds = 0;
      for (Core.Block b : p.core.blocks()) {
        cmds += b.cmds().size();
      }
      return new Stats(p.core.blocks().size(), cmds, p.passive.commandCount(), vc.size());
    }
  }

  private record Prepared(
      Decl.Procedure proc, Core.Program core, Passive.Program passive, List<String> observed) {}

  private static Prepared prepare(Program program, String procedure, Set<String> obs)
      throws IvlException {
    Decl.Procedure proc =
        program
            .procedure(procedure)
            .orElseThrow(
                () ->
                    new IvlException(
                        Diagnostic.error(
                            "unknown-procedure", null, "no procedure '" + procedure + "'")));
    Core.Program core = Desugarer.desugar(program, proc);
    List<String> observed = new ArrayList<>(new TreeSet<>(obs));
    try {
      return new Prepared(proc, core, Passifier.passify(core, observed), observed);
    } catch (IllegalArgumentException e) {
      throw new IvlException(Diagnostic.error("vc", loc(proc.pos()), e.getMessage()));
    }
  }

  private static ExprTranslator translator(
      SolverContext sc, Program program, Passive.Program passive) {
    Map<String, Type> syms = new LinkedHashMap<>(passive.incarnations());
    return sc.translator(Signature.of(program).with(syms));
  }

  private static VcGenerator.Vc generate(
      Program program,
      Prepared p,
      SolverContext sc,
      ExprTranslator tr,
      Prover prover,
      Set<Integer> assumed)
      throws IvlException {
    try {
      for (Decl.Axiom a : program.axioms()) {
        prover.addConstraint(tr.formula(Subst.stripOld(a.expr())));
      }
      Map<Type, List<com.microsoft.z3.Expr<?>>> unique = new LinkedHashMap<>();
      for (Decl.Const c : program.constants()) {
        if (c.unique()) {
          unique.computeIfAbsent(c.type(), k -> new ArrayList<>()).add(tr.symbol(c.name()));
        }
      }
      for (List<com.microsoft.z3.Expr<?>> group : unique.values()) {
        if (group.size() > 1) {
          prover.addConstraint(sc.z3().mkDistinct(group.toArray(new com.microsoft.z3.Expr<?>[0])));
        }
      }
      VcGenerator.Vc vc = VcGenerator.generate(p.passive, sc, tr, assumed, false);
      for (BoolExpr c : vc.constraints()) {
        Interruption.check();
        prover.addConstraint(c);
      }
      return vc;
    } catch (IllegalArgumentException e) {
      throw new IvlException(
          Diagnostic.error(
              "vc",
              loc(p.proc.pos()),
              "cannot translate procedure '" + p.proc.name() + "': " + e.getMessage()));
    }
  }

  private static SourceLoc loc(Pos pos) {
    return pos.isKnown() ? SourceLoc.of(pos) : null;
  }

  private record Trace(int obligation, Failure failure) {}

  /** Walks the model from the start block to the first failing check. */
  private static Trace reconstruct(
      Prepared p, VcGenerator.Vc vc, Prover prover, ExprTranslator tr, Set<Integer> assumed) {
    Map<String, Passive.Block> byName = new LinkedHashMap<>();
    for (Passive.Block b : p.passive.blocks()) {
      byName.put(b.name(), b);
    }
    List<String> path = new ArrayList<>();
    List<Observation> observations = new ArrayList<>();
    Passive.Block b = p.passive.blocks().get(0);
    while (true) {
      if (b.origin() != null) {
        path.add(b.origin());
      }
      for (Passive.Cmd c : b.cmds()) {
        switch (c) {
          case Passive.Cmd.Assume a -> {}
          case Passive.Cmd.Observe o -> {
            Core.ObservationSite site = p.core.sites().get(o.site());
            observations.add(
                new Observation(
                    site.block(), site.attrs(), site.pos(), values(o.observed(), prover, tr)));
          }
          case Passive.Cmd.Check k -> {
            if (!assumed.contains(k.obligation()) && !prover.isTrue(tr.formula(k.expr()))) {
              Core.Obligation ob = p.core.obligations().get(k.obligation());
              if (ob.kind() == Failure.Kind.INVARIANT_ENTRY
                  || ob.kind() == Failure.Kind.INVARIANT_MAINTAINED) {
                // The invariant is checked on arrival at the loop head.
                path.add(ob.block());
              }
              Failure f =
                  new Failure(
                      ob.kind(),
                      ob.pos(),
                      ob.related(),
                      ob.attrs(),
                      path,
                      observations,
                      values(k.observed(), prover, tr));
              return new Trace(k.obligation(), f);
            }
          }
        }
      }
      Passive.Block next = null;
      for (String s : b.succs()) {
        if (!prover.isTrue(vc.wp().get(s))) {
          next = byName.get(s);
          break;
        }
      }
      if (next == null) {
        throw new IllegalStateException(
            "counterexample model does not lead to a failing check (block " + b.name() + ")");
      }
      b = next;
    }
  }

  private static Map<String, Expr> values(
      Map<String, Expr> observed, Prover prover, ExprTranslator tr) {
    Map<String, Expr> r = new LinkedHashMap<>();
    for (Map.Entry<String, Expr> e : observed.entrySet()) {
      prover.evaluate(tr.term(e.getValue()), false).ifPresent(v -> r.put(e.getKey(), v));
    }
    return r;
  }
}

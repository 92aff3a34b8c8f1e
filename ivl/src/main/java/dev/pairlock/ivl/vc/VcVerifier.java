package dev.pairlock.ivl.vc;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Z3Exception;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.ast.Type;
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
import java.util.function.Consumer;

/**
 * {@link ProgramVerifier} by VC generation: {@link Desugarer}, {@link Passifier}, {@link
 * VcGenerator}, then Z3 through {@link dev.pairlock.ivl.smt}. Each call uses its own solver context
 * (so instances may be shared between threads, one verification per thread).
 *
 * <p>Up to {@code maxFailures} failures are reported: after each, its obligation is assumed to hold
 * and a fresh solver is asked again (Boogie's error limit). If a later query is inconclusive, the
 * failures found so far are reported. Counterexample paths are read off the model's block booleans.
 */
public final class VcVerifier implements ProgramVerifier {
  /** Debug aid: {@code -Dpairlock.debug.vc=true} prints each session's VC sizes and preparation times. */
  private static final boolean TRACE = Boolean.getBoolean("pairlock.debug.vc");

  /**
   * Passive commands from which a query goes to Z3's SMT core directly ({@link
   * Prover#useSmtCoreOnly}): on large VCs Z3's default tactic pipeline can take minutes where the
   * core takes a second; on small ones it is often faster.
   */
  static final int SMT_CORE_THRESHOLD = 1000;

  /**
   * A session's later check restarts after this many times the resources of its first check
   * ({@link #open}).
   */
  static final long LEASH_FACTOR = 4;

  /** The least resource units a session's later check gets before it restarts (about 0.3 s). */
  static final long LEASH_MIN_UNITS = 500_000;

  /** Sizes of one procedure's VC, for tests and benchmarks. */
  public record Stats(int blocks, int commands, int passiveCommands, long vcNodes) {}

  @Override
  public Outcome verify(Program program, String procedure, VerifyOptions options)
      throws IvlException {
    Prepared p = prepare(program, procedure, options.observed());
    try (SolverContext sc = SolverContext.createRetaining(smtOptions(options, procedure))) {
      ExprTranslator tr = translator(sc, program, p.passive);
      List<Failure> failures = new ArrayList<>();
      Set<Integer> found = new HashSet<>();
      int limit = Math.max(1, options.maxFailures());
      while (failures.size() < limit) {
        // A fresh solver per query, with the failures found so far assumed: Z3 preprocesses a
        // one-shot query much better than an incremental one.
        try (Prover prover = newProver(sc, p)) {
          VcGenerator.Vc vc = generate(program, p, sc, tr, prover::addConstraint, found);
          SatResult r = prover.check();
          switch (r) {
            case SatResult.Unsat u -> {
              return failures.isEmpty() ? new Outcome.Verified() : new Outcome.Failed(failures);
            }
            case SatResult.Unknown u -> {
              if (!failures.isEmpty()) {
                return new Outcome.Failed(failures);
              }
              return u.timeout() ? new Outcome.Timeout() : new Outcome.Unknown(u.reason());
            }
            case SatResult.Sat s -> {
              Trace t = reconstruct(p, vc, prover, tr, found);
              failures.add(t.failure);
              found.add(t.obligation);
            }
          }
        }
      }
      return new Outcome.Failed(failures);
    } catch (Z3Exception e) {
      return new Outcome.Unknown("solver error: " + e.getMessage());
    }
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
      List<BoolExpr> base = new ArrayList<>();
      VcGenerator.Vc vc =
          generate(
              program,
              p,
              sc,
              tr,
              c -> {
                base.add(c);
                prover.addConstraint(c);
              },
              Set.of());
      if (TRACE) {
        System.err.printf(
            "vc %s: prepare %d ms (%d core blocks, %d vars, %d passive cmds, %d incarnations),"
                + " generate+assert %d ms%n",
            procedure,
            (t1 - t0) / 1_000_000,
            p.core.blocks().size(),
            p.core.vars().size(),
            p.passive.commandCount(),
            p.passive.incarnations().size(),
            (System.nanoTime() - t1) / 1_000_000);
      }
      return new Session(p, sc, tr, prover, vc, base);
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

  /**
   * {@link #open}'s session. Not thread-safe.
   *
   * <p>Each check after the first runs on the same prover, which keeps what it learned, but on a
   * leash: if it has not answered within {@link #LEASH_FACTOR} times the resources the first check
   * used (at least {@link #LEASH_MIN_UNITS}; Z3's resource units, so that the same checks restart
   * in every run), it is asked again on a fresh prover with the VC and every assumption so far,
   * which then serves the later checks. Z3's incremental core was seen to take seconds on later
   * queries of a few hundred passive commands that a fresh solver answers in milliseconds; most
   * later queries take less than the first.
   */
  private static final class Session implements VerificationSession {
    private final Prepared prepared;
    private final SolverContext sc;
    private final ExprTranslator tr;
    private Prover prover;
    private final VcGenerator.Vc vc;
    /** The VC's constraints, and the assumptions so far (for a restart). */
    private final List<BoolExpr> constraints;
    /** The resource units of the first check; -1 before it. */
    private long firstCheckUnits = -1;
    private int checks;

    private Session(
        Prepared prepared,
        SolverContext sc,
        ExprTranslator tr,
        Prover prover,
        VcGenerator.Vc vc,
        List<BoolExpr> constraints) {
      this.prepared = prepared;
      this.sc = sc;
      this.tr = tr;
      this.prover = prover;
      this.vc = vc;
      this.constraints = constraints;
    }

    @Override
    public void assume(Expr formula) {
      BoolExpr f = tr.formula(formula);
      constraints.add(f);
      prover.addConstraint(f);
    }

    @Override
    public Outcome check(Duration timeout) {
      checks++;
      long started = System.nanoTime();
      try {
        prover.setTimeout(timeout);
        SatResult r;
        if (firstCheckUnits < 0) {
          long before = prover.resourcesUsed();
          r = prover.check();
          firstCheckUnits = prover.resourcesUsed() - before;
        } else {
          prover.setResourceLimit(Math.max(LEASH_MIN_UNITS, LEASH_FACTOR * firstCheckUnits));
          r = prover.check();
          prover.setResourceLimit(0);
          if (r instanceof SatResult.Unknown u && u.timeout()) {
            Duration left = timeout.minusNanos(System.nanoTime() - started);
            if (!timeout.isZero() && !left.isPositive()) {
              return new Outcome.Timeout();
            }
            prover.close();
            prover = newProver(sc, prepared);
            constraints.forEach(prover::addConstraint);
            prover.setTimeout(timeout.isZero() ? Duration.ZERO : left);
            r = prover.check();
          }
        }
        return switch (r) {
          case SatResult.Unsat u -> new Outcome.Verified();
          case SatResult.Unknown u ->
              u.timeout() ? new Outcome.Timeout() : new Outcome.Unknown(u.reason());
          case SatResult.Sat s ->
              new Outcome.Failed(List.of(reconstruct(prepared, vc, prover, tr, Set.of()).failure));
        };
      } catch (Z3Exception e) {
        return new Outcome.Unknown("solver error: " + e.getMessage());
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

  /** Generates (without solving) the VC of a procedure and reports its size. */
  public Stats measure(Program program, String procedure) throws IvlException {
    Prepared p = prepare(program, procedure, Set.of());
    try (SolverContext sc = SolverContext.create(SmtOptions.defaults());
        Prover prover = sc.newProver()) {
      ExprTranslator tr = translator(sc, program, p.passive);
      VcGenerator.Vc vc = generate(program, p, sc, tr, prover::addConstraint, Set.of());
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
      Consumer<BoolExpr> prover,
      Set<Integer> assumed)
      throws IvlException {
    try {
      for (Decl.Axiom a : program.axioms()) {
        prover.accept(tr.formula(Subst.stripOld(a.expr())));
      }
      Map<Type, List<com.microsoft.z3.Expr<?>>> unique = new LinkedHashMap<>();
      for (Decl.Const c : program.constants()) {
        if (c.unique()) {
          unique.computeIfAbsent(c.type(), k -> new ArrayList<>()).add(tr.symbol(c.name()));
        }
      }
      for (List<com.microsoft.z3.Expr<?>> group : unique.values()) {
        if (group.size() > 1) {
          prover.accept(sc.z3().mkDistinct(group.toArray(new com.microsoft.z3.Expr<?>[0])));
        }
      }
      VcGenerator.Vc vc = VcGenerator.generate(p.passive, sc, tr, assumed, false);
      for (BoolExpr c : vc.constraints()) {
        Interruption.check();
        prover.accept(c);
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

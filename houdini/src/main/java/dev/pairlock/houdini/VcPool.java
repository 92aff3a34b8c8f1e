package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.diag.IvlException;
import com.microsoft.z3.Z3Exception;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.smt.SmtOptions;
import dev.pairlock.ivl.smt.SolverContext;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The procedure VCs of one Houdini run, generated on first use and kept while their total size
 * (passive commands) stays within a budget: beyond it the least recently used VCs are freed (each
 * has its own prover in the run's one solver context) and generated again when next needed. Without the bound a pair
 * program of a large driver (r8169 of the WHOOP suite: about 300 procedures, some of them with
 * ten thousand passive commands) kept every VC alive and grew past 20 GB of Z3 memory.
 *
 * <p>Regenerating a VC gives the same formula, so the fixpoint's result does not depend on the
 * budget (only its statistics and time do).
 */
final class VcPool implements AutoCloseable {

  private final ProcedureVc.Prelude prelude;
  private final SmtOptions smt;
  /** The solver context of every VC of the run (made on first use). */
  private SolverContext sc;
  private final Set<String> guards;
  private final long budget;
  /** Live VCs, least recently used first. */
  private final LinkedHashMap<String, ProcedureVc> live = new LinkedHashMap<>(16, 0.75f, true);
  private long size;
  private int builds;
  private int evictions;
  private long largest;

  VcPool(ProcedureVc.Prelude prelude, SmtOptions smt, Set<String> guards, long budget) {
    this.prelude = prelude;
    this.smt = smt;
    this.guards = guards;
    this.budget = budget;
  }

  /**
   * The VC of {@code proc}, generated if it is not alive (without the clauses of the candidates
   * {@code refuted} says are refuted: they must stay refuted); may free other VCs.
   */
  ProcedureVc get(String proc, Predicate<String> refuted) throws IvlException {
    ProcedureVc vc = live.get(proc);
    if (vc != null) {
      return vc;
    }
    Decl.Procedure decl = prelude.procedures().get(proc);
    if (decl == null) {
      throw new IllegalArgumentException("no procedure '" + proc + "'");
    }
    if (sc == null) {
      try {
        sc = SolverContext.create(smt);
      } catch (Z3Exception e) {
        // Z3 is out of memory (another query of the process may hold it)
        throw new IvlException(
            Diagnostic.error(
                "houdini", null, "cannot make a solver context: " + SolverContext.errorReason(e)));
      }
    }
    vc = ProcedureVc.build(prelude, decl, sc, guards, refuted);
    builds++;
    largest = Math.max(largest, vc.size());
    live.put(proc, vc);
    size += vc.size();
    evictBeyondBudget(proc);
    return vc;
  }

  /** Frees the VC of {@code proc} if it is alive. */
  void release(String proc) {
    ProcedureVc vc = live.remove(proc);
    if (vc != null) {
      size -= vc.size();
      vc.close();
    }
  }

  private void evictBeyondBudget(String keep) {
    Iterator<Map.Entry<String, ProcedureVc>> it = live.entrySet().iterator();
    while (size > budget && it.hasNext()) {
      Map.Entry<String, ProcedureVc> e = it.next();
      if (e.getKey().equals(keep)) {
        continue;
      }
      size -= e.getValue().size();
      e.getValue().close();
      it.remove();
      evictions++;
    }
  }

  /** How many VCs were generated (more than the procedures when some were freed and needed again). */
  int builds() {
    return builds;
  }

  /** How many VCs the budget freed (not counting {@link #release}). */
  int evictions() {
    return evictions;
  }

  /** The size of the largest VC generated. */
  long largest() {
    return largest;
  }

  /** Total size of the live VCs. */
  long size() {
    return size;
  }

  @Override
  public void close() {
    List<ProcedureVc> all = new ArrayList<>(live.values());
    live.clear();
    size = 0;
    RuntimeException first = null;
    for (ProcedureVc vc : all) {
      try {
        vc.close();
      } catch (RuntimeException e) {
        if (first == null) {
          first = e;
        }
      }
    }
    if (sc != null) {
      sc.close();
    }
    if (first != null) {
      throw first;
    }
  }
}

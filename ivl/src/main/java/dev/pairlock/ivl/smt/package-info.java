/**
 * A small solver interface in the shape of JavaSMT, over Z3's Java API: a {@link
 * dev.pairlock.ivl.smt.SolverContext} owns one Z3 context (never shared between threads) and makes
 * {@link dev.pairlock.ivl.smt.Prover}s (push/pop, check, check under assumptions, unsat core over
 * assumptions, model evaluation back to IVL literals). {@link dev.pairlock.ivl.smt.ExprTranslator}
 * turns IVL expressions into solver terms. Every object is {@link java.lang.AutoCloseable}; queries
 * use a fixed random seed and can be dumped as SMT-LIB.
 */
package dev.pairlock.ivl.smt;

package dev.pairlock.houdini.pair;

import static dev.pairlock.ivl.ast.Expr.and;
import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.implies;
import static dev.pairlock.ivl.ast.Expr.not;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.houdini.CallGraph;
import dev.pairlock.houdini.Candidates;
import dev.pairlock.houdini.Frames;
import dev.pairlock.houdini.HoudiniOptions;
import dev.pairlock.instrument.GhostNames;
import dev.pairlock.ivl.ast.AttrValue;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Param;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.vc.Cfg;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Candidate summaries of a pair program's side procedures (WHOOP §III, adapted to the pick
 * encoding of {@code instrument}), each guarded by its own existential constant {@code $hN}:
 *
 * <ul>
 *   <li><b>current lockset</b>, per lock and read mode of the procedure's side, for a procedure
 *       that changes it: {@code CLS == old(CLS)}, {@code CLS}, {@code !CLS} as postconditions and
 *       loop invariants, and per result {@code r}: {@code r ==> CLS}, {@code !r ==> CLS ==
 *       old(CLS)} (try-lock wrappers); {@code CLS} and {@code !CLS} as preconditions of
 *       procedures with callers that change a lockset or pick an access; the same for the
 *       registration flag {@code $LOGGING_i} and the joined flags {@code $JOINED_i_k} (with
 *       {@code r ==> φ} and {@code !r ==> φ} per result for each of these three φ), and {@code
 *       old(LOGGING) ==> LOGGING};
 *   <li><b>picks</b>, per shared region the procedure may pick in: nothing picked ({@code
 *       PICKED}, {@code PICK_WRITE}, {@code PICK_LOC} and the pick locksets equal to their {@code
 *       old} values: NoPick); and "an access picked here has property φ", written {@code NoPick ||
 *       (PICKED && φ)}, for φ: lock l held ({@code PICK_LS_l}), held in some mode, not a
 *       write, not a read, and the pick domain (the picked location is one of the accesses the
 *       procedure reaches, with its kind: what race reports name); per access site and lock,
 *       {@code PICK_LOC == id ==> PICK_LS_l} and its negation (the locks a report names), and
 *       {@code PICK_LOC == id ==> WATCHED == a} where the site's address is known;
 *   <li><b>instances</b> of a lock that may be several locks: {@code CLA == p + field} and {@code
 *       CLA == p} for each parameter {@code p} (the instance held is the lock of the object, or
 *       the lock, {@code p} points to) as preconditions, postconditions and loop invariants, and
 *       {@code CLA == old(CLA)};
 *   <li><b>offsets</b>, for each address {@code a} of an access of the procedure's own body that
 *       can be written over its entry state: {@code WATCHED == a ==>} each of the above "picked
 *       under l / not written / not read" facts; and {@code (WATCHED != a1 && ... ) ==>} nothing
 *       picked, when all of them can and no callee picks in the region;
 * </ul>
 *
 * <p>In a procedure that may stop ({@code $STOPPED_i}, see {@link GhostNames#stopped}) the
 * current-lockset and registration postconditions are {@code $STOPPED_i || φ}: where the side
 * stopped its locks are whatever they were, and the caller returns at once; the pick facts hold
 * there unguarded (the race checks rely on them).
 *
 * <p>Definite facts about regions and ghosts a procedure never touches come from {@link
 * Frames#narrowModifies}, which {@link PairSummaries} applies first. The main procedure gets no
 * candidates (it is the property).
 */
public final class PairCandidates {
  /** Prefix of the existential constants' names; the n-th is {@code $h<n>}. */
  public static final String PREFIX = "$h";

  private final Program program;
  private final PairShape shape;
  private final Map<String, List<String>> modified;
  private final CallGraph calls;
  private final Set<String> globals = new HashSet<>();
  private final Set<String> constants = new HashSet<>();
  /** Per lock key of a lock of several instances: the lock's offset in its object. */
  private final Map<String, Long> instanceFields = new LinkedHashMap<>();
  private final List<Decl.Const> guards = new ArrayList<>();

  private final int maxSiteFacts;
  /**
   * The access sites (ids) whose per-site lockset candidates come first, within {@link
   * #maxSiteFacts}: those a first check's races named.
   */
  private final Set<BigInteger> preferred;
  /** Only the per-site lockset candidates ({@link #generateSiteFacts}). */
  private final boolean onlySiteFacts;
  /** The per-site lockset candidates made so far (for {@link #onlySiteFacts}). */
  private final Set<Expr> siteFacts = new HashSet<>();
  /**
   * The pick-domain facts made so far that hold by construction ({@link #domainByConstruction}):
   * free contracts and invariants, not candidates.
   */
  private final Set<Expr> domainFacts = new HashSet<>();
  /**
   * Per side (index 1, 2), the regions whose pick domain holds by construction: the side's code
   * assigns their pick ghosts only in pick assignments ({@link #domainByConstruction}).
   */
  private final List<Set<String>> constructedDomains = new ArrayList<>();

  private PairCandidates(
      Program program,
      PairShape shape,
      int maxSiteFacts,
      Set<Long> preferred,
      boolean onlySiteFacts) {
    this.program = program;
    this.shape = shape;
    this.maxSiteFacts = maxSiteFacts;
    this.preferred = new HashSet<>();
    preferred.forEach(id -> this.preferred.add(BigInteger.valueOf(id)));
    this.onlySiteFacts = onlySiteFacts;
    this.modified = Frames.modified(program);
    this.calls = CallGraph.of(program);
    program.globals().forEach(g -> globals.add(g.name()));
    program.constants().forEach(c -> constants.add(c.name()));
    constructedDomains.add(Set.of());
    for (int side = 1; side <= 2; side++) {
      constructedDomains.add(domainByConstruction(side));
    }
    for (Decl.Const c : program.constants()) {
      Attrs.instanceFieldOf(c.attrs())
          .ifPresent(
              f ->
                  instanceFields.put(
                      c.name().startsWith("$") ? c.name().substring(1) : c.name(), f));
    }
  }

  /**
   * {@code program} with the candidates of every side procedure added, and their existential
   * constants declared before the first procedure.
   *
   * @throws IvlException if a body has irreducible control flow
   */
  public static Program generate(Program program, PairShape shape) throws IvlException {
    return generate(program, shape, HoudiniOptions.DEFAULT_MAX_SITE_FACTS);
  }

  /**
   * As {@link #generate(Program, PairShape)}, with at most {@code maxSiteFacts} per-site lockset
   * candidates per region and procedure ({@link HoudiniOptions#maxSiteFacts}); 0: none (they only
   * pin the locks a race report names, and cost most of the queries on large drivers).
   */
  public static Program generate(Program program, PairShape shape, int maxSiteFacts)
      throws IvlException {
    return generate(program, shape, maxSiteFacts, Set.of());
  }

  /**
   * As {@link #generate(Program, PairShape, int)}, the per-site candidates of the sites {@code
   * preferred} first.
   */
  public static Program generate(
      Program program, PairShape shape, int maxSiteFacts, Set<Long> preferred)
      throws IvlException {
    return new PairCandidates(program, shape, maxSiteFacts, preferred, false).run();
  }

  /**
   * Only the per-site lockset candidates of {@link #generate(Program, PairShape)}, for a program
   * whose side procedures carry, as free contracts and loop invariants, what Houdini proved of
   * every other candidate already (the first check's summaries): the facts a race report's lock
   * names need, at a fraction of the candidates.
   *
   * @throws IvlException if a body has irreducible control flow
   */
  public static Program generateSiteFacts(
      Program program, PairShape shape, int maxSiteFacts, Set<Long> preferred)
      throws IvlException {
    return new PairCandidates(program, shape, maxSiteFacts, preferred, true).run();
  }

  private Program run() throws IvlException {
    List<Decl> procs = new ArrayList<>();
    for (Decl d : program.decls()) {
      if (d instanceof Decl.Procedure proc
          && proc.body() != null
          && !proc.name().equals(shape.mainProcedure())
          && Ghosts.sideOf(proc.name()) != 0) {
        procs.add(procedure(proc, Ghosts.sideOf(proc.name())));
      } else {
        procs.add(d);
      }
    }
    List<Decl> out = new ArrayList<>();
    boolean placed = false;
    for (Decl d : procs) {
      if (!placed && d instanceof Decl.Procedure) {
        out.addAll(guards);
        placed = true;
      }
      out.add(d);
    }
    if (!placed) {
      out.addAll(guards);
    }
    return new Program(out);
  }

  /** Pick site of a side procedure: region key, site id, kind, address (null: unknown). */
  private record Site(
      String procedure, String block, String region, BigInteger id, boolean write, Expr address) {}

  /**
   * The candidates of one procedure: requires, ensures and loop invariants over its state
   * variables ({@link #stateFacts}), instance facts, distinct arguments and pick facts.
   */
  private final class Facts {
    final Set<Expr> ens = new LinkedHashSet<>();
    final Set<Expr> req = new LinkedHashSet<>();
    final Set<Expr> inv = new LinkedHashSet<>();
    /** Facts about the current state at a return, which need not hold where the side stopped. */
    final Set<Expr> stateEns = new HashSet<>();
  }

  /**
   * A side procedure with its candidate contracts and loop invariants: the facts of its lock and
   * thread state, its instances, its arguments and its picks, as free-to-refute specs ({@link
   * #withContracts}) and loop-head assertions ({@link #loopInvariants}).
   */
  private Decl.Procedure procedure(Decl.Procedure proc, int side) throws IvlException {
    Set<String> mod = new LinkedHashSet<>(modified.getOrDefault(proc.name(), List.of()));
    boolean hasCallers = !calls.callers(proc.name()).isEmpty();
    List<String> lockVars = lockVars(side);
    List<String> picked = new ArrayList<>();
    for (String k : shape.regions()) {
      if (mod.contains(Ghosts.picked(k, side))) {
        picked.add(k);
      }
    }
    Facts f = new Facts();
    String logging = shape.logging().contains(side) ? Ghosts.logging(side) : null;
    stateFacts(proc, side, mod, lockVars, logging, hasCallers, !picked.isEmpty(), f);
    instanceFacts(
        proc, side, mod, hasCallers && !picked.isEmpty(), hasCallers, f.req, f.ens, f.inv);
    if (hasCallers) {
      distinctArguments(proc, f.req);
    }
    if (logging != null && globals.contains(logging) && mod.contains(logging)) {
      f.ens.add(implies(new Expr.Old(var(logging)), var(logging)));
      f.stateEns.add(implies(new Expr.Old(var(logging)), var(logging)));
    }
    List<Site> own = sites(proc);
    List<Site> reachable = sitesOf(List.of(proc.name()));
    EntryExprs entry = new EntryExprs(program, proc, mod);
    for (String k : picked) {
      f.ens.addAll(
          pickFacts(proc, entry, k, side, reachable, reachable, own, calls.callees(proc.name())));
      if (logging != null && globals.contains(logging)) {
        f.ens.add(implies(not(var(logging)), noPick(k, side)));
      }
    }
    if (onlySiteFacts) {
      f.req.clear();
      f.ens.retainAll(siteFacts);
    }
    Decl.Procedure r = withContracts(proc, side, mod, f);
    Map<String, Set<Expr>> heads = loopInvariants(proc, side, own, picked, entry, f.inv);
    return heads.isEmpty() ? r : withInvariants(proc, r, heads);
  }

  /** The lockset variables of a side: its current lockset, and its read-mode lockset. */
  private List<String> lockVars(int side) {
    List<String> lockVars = new ArrayList<>();
    for (String l : shape.locks()) {
      addIfGlobal(lockVars, Ghosts.cls(side, l));
      if (shape.readMode()) {
        addIfGlobal(lockVars, Ghosts.clsr(side, l));
      }
    }
    return lockVars;
  }

  /**
   * Facts over the side's state variables (its locksets, and its logging flag and the joins it is
   * recomputed from): kept, set or cleared, per result and per lock argument; and, for a
   * procedure with callers, their value on entry.
   */
  private void stateFacts(
      Decl.Procedure proc,
      int side,
      Set<String> mod,
      List<String> lockVars,
      String logging,
      boolean hasCallers,
      boolean picks,
      Facts f) {
    Set<Expr> comparisons = new HashSet<>();
    for (Block b : proc.body().blocks()) {
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Assign a) {
          a.rhs().forEach(e -> equalities(e, comparisons));
        }
      }
    }
    List<String> stateVars = new ArrayList<>(lockVars);
    if (logging != null && globals.contains(logging)) {
      stateVars.add(logging);
      // which of the partner's create sites are joined (what the flag is recomputed from)
      for (int k = 0; globals.contains(Ghosts.joined(side, k)); k++) {
        stateVars.add(Ghosts.joined(side, k));
      }
    }
    for (String v : stateVars) {
      Expr x = var(v);
      if (mod.contains(v)) {
        int before = f.ens.size();
        for (Expr e : List.of(eq(x, new Expr.Old(x)), x, not(x))) {
          f.ens.add(e);
          f.inv.add(e);
        }
        if (!lockVars.contains(v)) {
          threadStateFacts(proc, x, f.ens);
        } else {
          lockStateFacts(proc, v, x, comparisons, f.ens);
        }
        f.stateEns.addAll(new ArrayList<>(f.ens).subList(before, f.ens.size()));
      }
      if (hasCallers && (mod.contains(v) || picks)) {
        f.req.add(x);
        f.req.add(not(x));
      }
    }
  }

  /** Thread state (a create on one path, a join on another): per result, either way. */
  private static void threadStateFacts(Decl.Procedure proc, Expr x, Set<Expr> ens) {
    for (Param o : proc.outs()) {
      Expr cond = resultTrue(o);
      if (cond != null) {
        for (Expr c : List.of(cond, negate(cond))) {
          ens.add(implies(c, eq(x, new Expr.Old(x))));
          ens.add(implies(c, x));
          ens.add(implies(c, not(x)));
        }
      }
    }
  }

  /** A lockset variable: set where the result says so, and per lock argument it is compared to. */
  private void lockStateFacts(
      Decl.Procedure proc, String v, Expr x, Set<Expr> comparisons, Set<Expr> ens) {
    for (Param o : proc.outs()) {
      Expr cond = resultTrue(o);
      if (cond != null) {
        ens.add(implies(cond, x));
        ens.add(implies(negate(cond), eq(x, new Expr.Old(x))));
      }
    }
    Expr lock = lockConstantOf(v);
    for (Param in : lock == null ? List.<Param>of() : proc.ins()) {
      if (in.type().equals(Type.INT) && comparisons.contains(eq(var(in.name()), lock))) {
        Expr same = eq(var(in.name()), lock);
        ens.add(implies(same, x));
        ens.add(implies(same, not(x)));
        ens.add(implies(negate(same), eq(x, new Expr.Old(x))));
      }
    }
  }

  /**
   * Distinct arguments (the pair program assumes an entry point's pointer parameters pairwise
   * distinct unless --param-aliasing): refuted at any call that may pass equal values.
   */
  private static void distinctArguments(Decl.Procedure proc, Set<Expr> req) {
    List<Param> ints = proc.ins().stream().filter(q -> q.type().equals(Type.INT)).toList();
    for (int i = 0; i < ints.size(); i++) {
      for (int j = i + 1; j < ints.size(); j++) {
        req.add(not(eq(var(ints.get(i).name()), var(ints.get(j).name()))));
      }
    }
  }

  /** The procedure with its requires and ensures candidates (each with a fresh guard). */
  private Decl.Procedure withContracts(Decl.Procedure proc, int side, Set<String> mod, Facts f) {
    List<Spec> specs = new ArrayList<>(proc.specs());
    for (Expr e : f.req) {
      specs.add(new Spec.Requires(false, Candidates.guarded(fresh(), e), List.of(), Pos.NONE));
    }
    String stopped = Ghosts.stopped(side);
    boolean stops = globals.contains(stopped) && mod.contains(stopped);
    for (Expr e : f.ens) {
      if (domainFacts.contains(e)) {
        // holds by construction, as every pick-domain fact (domainByConstruction): assumed by the
        // callers, never a candidate to prove (they all survived: Houdini spent queries on them)
        specs.add(new Spec.Ensures(true, e, List.of(), Pos.NONE));
        continue;
      }
      if (stops && f.stateEns.contains(e)) {
        // a caller learns them only where the call did not stop (it returns at once otherwise)
        e = Expr.or(var(stopped), e);
      }
      specs.add(new Spec.Ensures(false, Candidates.guarded(fresh(), e), List.of(), Pos.NONE));
    }
    return proc.withSpecs(specs);
  }

  /** Per loop head's label: the invariant candidates there ({@code inv} and pick facts). */
  private Map<String, Set<Expr>> loopInvariants(
      Decl.Procedure proc, int side, List<Site> own, List<String> picked, EntryExprs entry,
      Set<Expr> inv) throws IvlException {
    Cfg cfg = Cfg.of(proc.body());
    Map<String, Set<Expr>> heads = new LinkedHashMap<>();
    for (int h : cfg.loopHeads()) {
      // only the accesses that can have been picked on arrival at the head
      Set<String> before = new HashSet<>();
      Set<String> callees = new LinkedHashSet<>();
      Deque<Integer> todo = new ArrayDeque<>(List.of(h));
      Set<Integer> seen = new HashSet<>();
      while (!todo.isEmpty()) {
        int b = todo.pop();
        if (seen.add(b)) {
          before.add(cfg.block(b).label());
          for (Cmd c : cfg.block(b).cmds()) {
            if (c instanceof Cmd.Call call
                && program.procedure(call.procedure()).map(q -> q.body() != null).orElse(false)) {
              callees.add(call.procedure());
            }
          }
          todo.addAll(cfg.predecessors(b));
        }
      }
      List<Site> ownBefore = own.stream().filter(x -> before.contains(x.block())).toList();
      List<Site> sitesBefore = new ArrayList<>(ownBefore);
      sitesBefore.addAll(sitesOf(new ArrayList<>(callees)));
      List<Site> loopSites = loopSites(cfg, h, own, callees);
      Set<Expr> at = new LinkedHashSet<>(inv);
      for (String k : picked) {
        at.addAll(pickFacts(proc, entry, k, side, sitesBefore, loopSites, ownBefore, callees));
      }
      if (onlySiteFacts) {
        at.retainAll(siteFacts);
      }
      if (!at.isEmpty()) {
        heads.put(cfg.block(h).label(), at);
      }
    }
    return heads;
  }

  /**
   * The loop's own access sites and those of the callees it calls: per-site facts only for these,
   * linear, not quadratic, in the number of loops (picks before the loop keep their kind and
   * domain, not their per-site locks).
   */
  private List<Site> loopSites(Cfg cfg, int h, List<Site> own, Set<String> callees) {
    BitSet loop = cfg.naturalLoop(h);
    Set<String> inLoop = new HashSet<>();
    Set<String> loopCallees = new LinkedHashSet<>();
    for (int b = loop.nextSetBit(0); b >= 0; b = loop.nextSetBit(b + 1)) {
      inLoop.add(cfg.block(b).label());
      for (Cmd c : cfg.block(b).cmds()) {
        if (c instanceof Cmd.Call call && callees.contains(call.procedure())) {
          loopCallees.add(call.procedure());
        }
      }
    }
    List<Site> loopSites = new ArrayList<>();
    own.stream().filter(x -> inLoop.contains(x.block())).forEach(loopSites::add);
    loopSites.addAll(sitesOf(new ArrayList<>(loopCallees)));
    return loopSites;
  }

  /** {@code r} with the loop-head candidates asserted at the top of their heads. */
  private Decl.Procedure withInvariants(
      Decl.Procedure proc, Decl.Procedure r, Map<String, Set<Expr>> heads) {
    List<Block> blocks = new ArrayList<>();
    for (Block b : proc.body().blocks()) {
      if (!heads.containsKey(b.label())) {
        blocks.add(b);
        continue;
      }
      List<Cmd> cmds = new ArrayList<>();
      List<Cmd> free = new ArrayList<>();
      for (Expr e : heads.get(b.label())) {
        if (domainFacts.contains(e)) {
          // a free invariant (by construction): assumed after the head's asserts, once the loop
          // cut havocked what the loop assigns
          free.add(new Cmd.Assume(e, List.of(), Pos.NONE));
        } else {
          cmds.add(new Cmd.Assert(Candidates.guarded(fresh(), e), List.of(), Pos.NONE));
        }
      }
      int lead = 0;
      while (lead < b.cmds().size() && b.cmds().get(lead) instanceof Cmd.Assert) {
        lead++;
      }
      cmds.addAll(b.cmds().subList(0, lead));
      cmds.addAll(free);
      cmds.addAll(b.cmds().subList(lead, b.cmds().size()));
      blocks.add(b.withCmds(cmds));
    }
    return r.withBody(new Body(proc.body().locals(), blocks));
  }

  /**
   * Where the instance held of a lock of several instances is ({@code $CLA}, {@code $CLAR}): at a
   * parameter plus the lock's offset in its object (a pointer to the object) or at the parameter
   * itself (a pointer to the lock), as preconditions of a procedure with callers that picks or
   * changes it, and as postconditions and loop invariants of one that changes it (with {@code CLA
   * == old(CLA)}). A callee then knows that the lock its caller took is the one of the object it
   * accesses.
   */
  private void instanceFacts(
      Decl.Procedure proc,
      int side,
      Set<String> mod,
      boolean picks,
      boolean hasCallers,
      Set<Expr> req,
      Set<Expr> ens,
      Set<Expr> inv) {
    for (String l : shape.locks()) {
      Long field = instanceFields.get(l);
      if (field == null) {
        continue;
      }
      for (String a : List.of(Ghosts.cla(side, l), Ghosts.clar(side, l))) {
        if (!globals.contains(a)) {
          continue;
        }
        Expr x = var(a);
        List<Expr> at = new ArrayList<>();
        for (Param in : proc.ins()) {
          if (in.type().equals(Type.INT)) {
            at.add(eq(x, dev.pairlock.ivl.ast.Exprs.plus(var(in.name()), field)));
            if (field != 0) {
              at.add(eq(x, var(in.name())));
            }
          }
        }
        if (hasCallers && (picks || mod.contains(a))) {
          req.addAll(at);
        }
        if (mod.contains(a)) {
          ens.add(eq(x, new Expr.Old(x)));
          ens.addAll(at);
          inv.add(eq(x, new Expr.Old(x)));
          inv.addAll(at);
        }
      }
    }
  }

  /**
   * The pick facts of region {@code k}: nothing picked; a pick made here has property φ for each
   * φ over {@code sites} (lock held, kind, domain) and per site of {@code perSite} (locks and
   * address); the watched-offset forms over the addresses of {@code own} sites.
   */
  private Set<Expr> pickFacts(
      Decl.Procedure proc,
      EntryExprs entry,
      String k,
      int side,
      List<Site> sites,
      List<Site> perSite,
      List<Site> own,
      Set<String> callees) {
    Set<Expr> out = new LinkedHashSet<>();
    Expr noPick = noPick(k, side);
    out.add(noPick);
    if (sites.stream().noneMatch(x -> x.region().equals(k))
        && callees.stream()
            .noneMatch(
                c -> modified.getOrDefault(c, List.of()).contains(Ghosts.picked(k, side)))) {
      return out;
    }
    List<Expr> phis = phis(k, side, sites);
    for (Expr phi : phis) {
      out.add(preserved(k, side, phi));
    }
    if (constructedDomains.get(side).contains(k)) {
      domainFacts.add(preserved(k, side, phis.get(phis.size() - 1)));
    }
    for (Expr phi : siteAddresses(proc, entry, k, side, perSite)) {
      out.add(preserved(k, side, phi));
    }
    for (Expr phi : siteLocksets(k, side, perSite)) {
      Expr fact = preserved(k, side, phi);
      out.add(fact);
      siteFacts.add(fact);
    }
    List<Expr> addresses = new ArrayList<>();
    boolean allKnown = true;
    for (Site s : own) {
      if (!s.region().equals(k)) {
        continue;
      }
      Expr a = s.address() == null ? null : entry.entry(s.address()).orElse(null);
      if (a == null) {
        allKnown = false;
      } else if (!addresses.contains(a)) {
        addresses.add(a);
      }
    }
    Expr w = var(Ghosts.watched(k));
    for (Expr a : addresses) {
      for (Expr phi : phis.subList(0, phis.size() - 1)) { // all but the pick domain
        out.add(implies(eq(w, a), preserved(k, side, phi)));
      }
    }
    boolean calleePicks = false;
    for (String c : callees) {
      calleePicks |= modified.getOrDefault(c, List.of()).contains(Ghosts.picked(k, side));
    }
    if (allKnown && !addresses.isEmpty() && !calleePicks) {
      List<Expr> differs = new ArrayList<>();
      for (Expr a : addresses) {
        differs.add(new Expr.Binary(Expr.BinOp.NEQ, w, a));
      }
      out.add(implies(Expr.conj(differs), noPick));
    }
    return out;
  }

  /**
   * The regions of side {@code side} whose pick-domain facts ({@code NoPick || (PICKED && (PICK_LOC
   * == id1 && kind1 || ...))} over the access sites a procedure or loop head can have picked) hold
   * by construction: every command of the side's procedures that changes one of the region's pick
   * ghosts is a pick assignment that {@link #sites} reads (the site id in both its {@code {:pick}}
   * attribute and its {@code PICK_LOC} value, its kind in its {@code PICK_WRITE} value), none
   * havocs them, and no procedure without a body that the side calls may modify them. A region
   * with any other change keeps its domain facts as candidates.
   */
  private Set<String> domainByConstruction(int side) {
    Map<String, String> ghostRegion = new LinkedHashMap<>();
    for (String k : shape.regions()) {
      for (String v : pickVars(k, side)) {
        ghostRegion.put(v, k);
      }
    }
    Set<String> other = new HashSet<>();
    for (Decl.Procedure proc : program.procedures()) {
      if (proc.name().equals(shape.mainProcedure()) || Ghosts.sideOf(proc.name()) != side) {
        continue;
      }
      if (proc.body() == null) {
        continue; // a side copy always has a body; never called as such
      }
      for (Block b : proc.body().blocks()) {
        for (Cmd c : b.cmds()) {
          switch (c) {
            case Cmd.Assign a -> {
              Set<String> touched = new LinkedHashSet<>();
              for (Lhs l : a.lhs()) {
                String k = ghostRegion.get(l.variable());
                if (k != null) {
                  touched.add(k);
                }
              }
              for (String k : touched) {
                if (!isPickAssignment(a, k, side)) {
                  other.add(k);
                }
              }
            }
            case Cmd.Havoc h ->
                h.vars().stream().map(ghostRegion::get).filter(k -> k != null).forEach(other::add);
            case Cmd.Call call -> {
              Decl.Procedure callee = program.procedure(call.procedure()).orElse(null);
              if (callee == null || callee.body() == null) {
                List<String> mods =
                    callee == null
                        ? new ArrayList<>(ghostRegion.keySet())
                        : callee.specs().stream()
                            .filter(x -> x instanceof Spec.Modifies)
                            .flatMap(x -> ((Spec.Modifies) x).vars().stream())
                            .toList();
                mods.stream().map(ghostRegion::get).filter(k -> k != null).forEach(other::add);
              }
            }
            default -> {}
          }
        }
      }
    }
    Set<String> out = new LinkedHashSet<>(shape.regions());
    out.removeAll(other);
    return out;
  }

  /**
   * Whether {@code a} is a pick assignment of region {@code k} on side {@code side} as {@link
   * #sites} reads it: a {@code {:pick id}} attribute, {@code PICK_LOC := if g then id else PICK_LOC}
   * and {@code PICK_WRITE := if g then kind else PICK_WRITE}, one guard {@code g}.
   */
  private static boolean isPickAssignment(Cmd.Assign a, String k, int side) {
    var pick = Attribute.find(a.attrs(), Attrs.PICK);
    if (pick.isEmpty()
        || pick.get().args().isEmpty()
        || !(pick.get().args().get(0) instanceof AttrValue.Ex(Expr.IntLit(BigInteger id)))) {
      return false;
    }
    int loc = lhsIndex(a, Ghosts.pickLoc(k, side));
    int write = lhsIndex(a, Ghosts.pickWrite(k, side));
    if (loc < 0 || write < 0) {
      return false;
    }
    return a.rhs().get(loc) instanceof Expr.Ite(Expr g, Expr.IntLit(BigInteger v), Expr.Var(String o))
        && v.equals(id)
        && o.equals(Ghosts.pickLoc(k, side))
        && a.rhs().get(write)
            instanceof Expr.Ite(Expr g2, Expr.BoolLit(boolean w), Expr.Var(String o2))
        && g2.equals(g)
        && o2.equals(Ghosts.pickWrite(k, side));
  }

  /** The sites of {@code procs} and their transitive callees. */
  private List<Site> sitesOf(List<String> procs) {
    List<Site> r = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (String p : procs) {
      for (String q : reach(p)) {
        if (seen.add(q)) {
          program.procedure(q).filter(d -> d.body() != null).ifPresent(d -> r.addAll(sites(d)));
        }
      }
    }
    return r;
  }

  private void addIfGlobal(List<String> out, String v) {
    if (globals.contains(v)) {
      out.add(v);
    }
  }

  private String fresh() {
    String name = PREFIX + guards.size();
    guards.add(Candidates.declare(name));
    return name;
  }

  /** Collects the equalities inside {@code e} (conditions of lock updates through a parameter). */
  private static void equalities(Expr e, Set<Expr> out) {
    switch (e) {
      case Expr.Binary b -> {
        if (b.op() == Expr.BinOp.EQ) {
          out.add(b);
          out.add(eq(b.right(), b.left()));
        }
        equalities(b.left(), out);
        equalities(b.right(), out);
      }
      case Expr.Unary u -> equalities(u.operand(), out);
      case Expr.Ite i -> {
        equalities(i.cond(), out);
        equalities(i.thenExpr(), out);
        equalities(i.elseExpr(), out);
      }
      default -> {}
    }
  }

  /** The lock constant a current-lockset ghost is about, if declared. */
  private Expr lockConstantOf(String lockVar) {
    for (String l : shape.locks()) {
      for (int i = 1; i <= 2; i++) {
        if (lockVar.equals(Ghosts.cls(i, l)) || lockVar.equals(Ghosts.clsr(i, l))) {
          String c = constants.contains("$" + l) ? "$" + l : l;
          return constants.contains(c) ? var(c) : null;
        }
      }
    }
    return null;
  }

  /** {@code !e}, with comparisons flipped. */
  private static Expr negate(Expr e) {
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr l, Expr r)) {
      if (op == Expr.BinOp.EQ) {
        return new Expr.Binary(Expr.BinOp.NEQ, l, r);
      }
      if (op == Expr.BinOp.NEQ) {
        return eq(l, r);
      }
    }
    return not(e);
  }

  /** {@code o} read as a success flag: {@code o} for bool, {@code o != 0} for int. */
  private static Expr resultTrue(Param o) {
    if (o.type().equals(Type.BOOL)) {
      return var(o.name());
    }
    if (o.type().equals(Type.INT)) {
      return new Expr.Binary(Expr.BinOp.NEQ, var(o.name()), Expr.num(0));
    }
    return null;
  }

  /** The pick ghosts of region {@code k}, side {@code i}, that exist. */
  private List<String> pickVars(String k, int i) {
    List<String> vs = new ArrayList<>();
    addIfGlobal(vs, Ghosts.picked(k, i));
    addIfGlobal(vs, Ghosts.pickWrite(k, i));
    addIfGlobal(vs, Ghosts.pickLoc(k, i));
    for (String l : shape.locks()) {
      addIfGlobal(vs, Ghosts.pickLockset(k, i, l));
      if (shape.readMode()) {
        addIfGlobal(vs, Ghosts.pickReadLockset(k, i, l));
      }
    }
    return vs;
  }

  private Expr noPick(String k, int i) {
    List<Expr> eqs = new ArrayList<>();
    for (String v : pickVars(k, i)) {
      eqs.add(eq(var(v), new Expr.Old(var(v))));
    }
    return Expr.conj(eqs);
  }

  /**
   * {@code NoPick || (PICKED && phi)}: nothing picked here, or the current pick (made here)
   * satisfies phi. Unlike {@code old(PICKED ==> phi) ==> (PICKED ==> phi)} it composes across calls
   * whose callees have different phi (the pick domain of a callee is smaller than its caller's).
   */
  private Expr preserved(String k, int i, Expr phi) {
    return Expr.or(noPick(k, i), and(var(Ghosts.picked(k, i)), phi));
  }

  /** Properties of a pick; the last is the pick domain over {@code reachable}. */
  private List<Expr> phis(String k, int i, List<Site> reachable) {
    List<Expr> r = new ArrayList<>();
    for (String l : shape.locks()) {
      String ls = Ghosts.pickLockset(k, i, l);
      if (!globals.contains(ls)) {
        continue;
      }
      r.add(var(ls));
      String lsr = Ghosts.pickReadLockset(k, i, l);
      if (shape.readMode() && globals.contains(lsr)) {
        r.add(Expr.or(var(ls), var(lsr)));
      }
    }
    Expr w = var(Ghosts.pickWrite(k, i));
    r.add(not(w));
    r.add(w);
    List<Expr> dom = new ArrayList<>();
    Set<BigInteger> seen = new HashSet<>();
    for (Site s : reachable) {
      if (s.region().equals(k) && seen.add(s.id())) {
        Expr at = eq(var(Ghosts.pickLoc(k, i)), new Expr.IntLit(s.id()));
        dom.add(and(at, s.write() ? w : not(w)));
      }
    }
    r.add(Expr.disj(dom));
    return r;
  }

  /**
   * Per access site and lock: {@code PICK_LOC == id ==> PICK_LS_l} and its negation (and the same
   * for read mode). Rarely needed for proofs, but they pin the locks a race report says each access
   * held (without them a report names none: {@code SiteLocks}), and they remove false alarms at
   * sites where the side holds different locks at different accesses. At most {@link
   * #maxSiteFacts} per region and procedure, the sites of {@link #preferred} first (as many
   * candidates as without preferences: more cost more than their precision gave back on the
   * watchdog drivers, where larger second checks ran out of their limits and the first check's
   * coarser races stood).
   */
  private List<Expr> siteLocksets(String k, int i, List<Site> reachable) {
    List<Site> ordered = new ArrayList<>();
    reachable.stream().filter(s -> preferred.contains(s.id())).forEach(ordered::add);
    reachable.stream().filter(s -> !preferred.contains(s.id())).forEach(ordered::add);
    List<Expr> r = new ArrayList<>();
    Set<BigInteger> seen = new HashSet<>();
    for (Site s : ordered) {
      if (!s.region().equals(k) || !seen.add(s.id())) {
        continue;
      }
      Expr at = eq(var(Ghosts.pickLoc(k, i)), new Expr.IntLit(s.id()));
      for (String l : shape.locks()) {
        for (String ls : List.of(Ghosts.pickLockset(k, i, l), Ghosts.pickReadLockset(k, i, l))) {
          if (globals.contains(ls) && r.size() + 2 <= maxSiteFacts) {
            r.add(implies(at, var(ls)));
            r.add(implies(at, not(var(ls))));
          }
        }
      }
    }
    return r;
  }

  /**
   * Per access site whose address is known here: {@code PICK_LOC == id ==> WATCHED == a}, for the
   * sites of {@code proc} itself (over its entry state) and those of callees whose address is a
   * constant expression. They tell apart picks at different offsets of one region.
   */
  private List<Expr> siteAddresses(
      Decl.Procedure proc, EntryExprs entry, String k, int i, List<Site> reachable) {
    List<Expr> r = new ArrayList<>();
    Set<BigInteger> seen = new HashSet<>();
    for (Site s : reachable) {
      if (!s.region().equals(k) || s.address() == null || !seen.add(s.id())) {
        continue;
      }
      Expr a;
      if (s.procedure().equals(proc.name())) {
        a = entry.entry(s.address()).orElse(null);
      } else {
        Decl.Procedure q = program.procedure(s.procedure()).orElseThrow();
        a = new EntryExprs(program, q, new HashSet<>(modified.get(q.name())))
            .entry(s.address())
            .filter(this::isConstant)
            .orElse(null);
      }
      if (a != null && r.size() < MAX_SITE_ADDRESSES) {
        Expr at = eq(var(Ghosts.pickLoc(k, i)), new Expr.IntLit(s.id()));
        r.add(implies(at, eq(var(Ghosts.watched(k)), a)));
      }
    }
    return r;
  }

  /** Whether {@code e} mentions only declared constants. */
  private boolean isConstant(Expr e) {
    return switch (e) {
      case Expr.IntLit i -> true;
      case Expr.BoolLit b -> true;
      case Expr.Var v -> constants.contains(v.name());
      case Expr.Unary u -> isConstant(u.operand());
      case Expr.Binary b -> isConstant(b.left()) && isConstant(b.right());
      case Expr.Ite t ->
          isConstant(t.cond()) && isConstant(t.thenExpr()) && isConstant(t.elseExpr());
      case Expr.FunApp f -> f.args().stream().allMatch(this::isConstant);
      default -> false;
    };
  }

  /**
   * Bound on the per-site address candidates of one region in one procedure (few on r8169; they
   * tell apart picks at different offsets, which proofs may need).
   */
  static final int MAX_SITE_ADDRESSES = 256;

  /** {@code proc} and its transitive callees with bodies, in discovery order. */
  private List<String> reach(String proc) {
    Set<String> seen = new LinkedHashSet<>();
    Deque<String> todo = new ArrayDeque<>(List.of(proc));
    while (!todo.isEmpty()) {
      String p = todo.pop();
      if (seen.add(p)) {
        calls.callees(p).stream().sorted().forEach(todo::add);
      }
    }
    return new ArrayList<>(seen);
  }

  /** The pick assignments ({@code {:pick id}}) of {@code proc}'s body. */
  private List<Site> sites(Decl.Procedure proc) {
    List<Site> r = new ArrayList<>();
    for (Block b : proc.body().blocks()) {
      Map<String, Expr> ndDefs = new LinkedHashMap<>();
      for (Cmd c : b.cmds()) {
        if (!(c instanceof Cmd.Assign a)) {
          if (c instanceof Cmd.Havoc h && h.vars().contains(Ghosts.NONDET)) {
            ndDefs.remove(Ghosts.NONDET);
          }
          continue;
        }
        if (a.lhs().size() == 1 && a.lhs().get(0).variable().equals(Ghosts.NONDET)) {
          ndDefs.put(Ghosts.NONDET, a.rhs().get(0));
          continue;
        }
        var pick = Attribute.find(a.attrs(), Attrs.PICK);
        if (pick.isEmpty()
            || pick.get().args().isEmpty()
            || !(pick.get().args().get(0) instanceof AttrValue.Ex(Expr.IntLit(BigInteger id)))) {
          continue;
        }
        for (String k : shape.regions()) {
          int side = Ghosts.sideOf(proc.name());
          int at = lhsIndex(a, Ghosts.pickWrite(k, side));
          if (at < 0) {
            continue;
          }
          boolean write =
              a.rhs().get(at) instanceof Expr.Ite(Expr g, Expr.BoolLit(boolean v), Expr e) && v;
          Expr nd = ndDefs.get(Ghosts.NONDET);
          Expr address = nd == null ? null : addressIn(nd, var(Ghosts.watched(k)));
          r.add(new Site(proc.name(), b.label(), k, id, write, address));
        }
      }
    }
    return r;
  }

  private static int lhsIndex(Cmd.Assign a, String v) {
    for (int i = 0; i < a.lhs().size(); i++) {
      if (a.lhs().get(i) instanceof Lhs.VarLhs l && l.variable().equals(v)) {
        return i;
      }
    }
    return -1;
  }

  /** The {@code a} of a conjunct {@code a == watched} (or {@code watched == a}) of {@code e}. */
  private static Expr addressIn(Expr e, Expr watched) {
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr l, Expr r)) {
      if (op == Expr.BinOp.EQ) {
        if (r.equals(watched)) {
          return l;
        }
        if (l.equals(watched)) {
          return r;
        }
      } else if (op == Expr.BinOp.AND) {
        Expr a = addressIn(l, watched);
        return a != null ? a : addressIn(r, watched);
      }
    }
    return null;
  }
}

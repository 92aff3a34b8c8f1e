package dev.pairlock.houdini.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.houdini.Candidate;
import dev.pairlock.houdini.Candidates;
import dev.pairlock.houdini.Houdini;
import dev.pairlock.houdini.HoudiniOptions;
import dev.pairlock.houdini.HoudiniAccess;
import dev.pairlock.houdini.HoudiniResult;
import dev.pairlock.houdini.TestFixtures;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import dev.pairlock.ivl.syntax.Printer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Planted false candidates are always refuted, without disturbing the others; results do not
 * depend on the order of the procedures or on the run.
 */
class PlantedAndDeterminismTest {
  static List<String> pairPrograms() throws Exception {
    return PairSummariesTest.pairPrograms().map(a -> (String) a.get()[0]).toList();
  }

  private static Set<String> guards(List<Candidate> cs) {
    return cs.stream().map(Candidate::guard).collect(Collectors.toCollection(TreeSet::new));
  }

  /**
   * Adds, for every surviving candidate, a planted candidate claiming its negation, and a planted
   * {@code false} postcondition to every side procedure.
   */
  private static Program plant(Program p, List<Candidate> surviving, List<String> planted) {
    List<Decl> decls = new ArrayList<>();
    List<Decl> consts = new ArrayList<>();
    for (Decl d : p.decls()) {
      if (!(d instanceof Decl.Procedure proc) || proc.body() == null || PairShape.of(p, null)
          .orElseThrow().mainProcedure().equals(proc.name())) {
        decls.add(d);
        continue;
      }
      List<Spec> specs = new ArrayList<>(proc.specs());
      List<Block> blocks = new ArrayList<>(proc.body().blocks());
      String f = "$planted" + planted.size();
      planted.add(f);
      consts.add(Candidates.declare(f));
      specs.add(new Spec.Ensures(false, Candidates.guarded(f, Expr.FALSE), List.of(), Pos.NONE));
      for (Candidate c : surviving) {
        if (!c.procedure().equals(proc.name())) {
          continue;
        }
        String g = "$planted" + planted.size();
        planted.add(g);
        consts.add(Candidates.declare(g));
        Expr neg = Candidates.guarded(g, Expr.not(c.expr()));
        switch (c.kind()) {
          case REQUIRES -> specs.add(new Spec.Requires(false, neg, List.of(), Pos.NONE));
          case ENSURES -> specs.add(new Spec.Ensures(false, neg, List.of(), Pos.NONE));
          case LOOP_INVARIANT, ASSERT -> {
            for (int i = 0; i < blocks.size(); i++) {
              Block b = blocks.get(i);
              if (b.label().equals(c.block())) {
                List<Cmd> cmds = new ArrayList<>(b.cmds());
                cmds.add(0, new Cmd.Assert(neg, List.of(), Pos.NONE));
                blocks.set(i, b.withCmds(cmds));
              }
            }
          }
        }
      }
      decls.add(proc.withSpecs(specs).withBody(new Body(proc.body().locals(), blocks)));
    }
    List<Decl> out = new ArrayList<>(consts);
    out.addAll(decls);
    return new Program(out);
  }

  @ParameterizedTest
  @MethodSource("pairPrograms")
  void plantedFalseCandidatesAreAlwaysRefuted(String name) throws Exception {
    Program p = TestFixtures.program("pair/" + name);
    String main = PairShape.of(p, null).orElseThrow().mainProcedure();
    Program cands = PairSummaries.candidates(p, main);
    HoudiniOptions o = HoudiniOptions.defaults().withDeferred(Set.of(main));
    HoudiniResult before = Houdini.run(cands, o);
    List<String> planted = new ArrayList<>();
    HoudiniResult after = Houdini.run(plant(cands, before.surviving(), planted), o);
    assertFalse(planted.isEmpty());
    Set<String> survivors = guards(after.surviving());
    for (String g : planted) {
      assertFalse(survivors.contains(g), name + ": planted " + g + " survived");
    }
    assertEquals(guards(before.surviving()), survivors, name);
    assertEquals(before.stats().refuted() + planted.size(), after.stats().refuted());
  }

  @ParameterizedTest
  @MethodSource("pairPrograms")
  void sameResultEveryRunAndProcedureOrder(String name) throws Exception {
    Program p = TestFixtures.program("pair/" + name);
    String main = PairShape.of(p, null).orElseThrow().mainProcedure();
    Program cands = PairSummaries.candidates(p, main);
    HoudiniOptions o = PairSummaries.defaultOptions().withDeferred(Set.of(main));
    HoudiniResult a = Houdini.run(cands, o);
    HoudiniResult b = Houdini.run(cands, o);
    assertEquals(Printer.print(a.summarized()), Printer.print(b.summarized()));
    assertEquals(a.stats().queries(), b.stats().queries());
    // procedures in reverse order: a different worklist order, the same greatest fixpoint
    List<Decl> procs = new ArrayList<>();
    List<Decl> rest = new ArrayList<>();
    for (Decl d : cands.decls()) {
      (d instanceof Decl.Procedure ? procs : rest).add(d);
    }
    Collections.reverse(procs);
    rest.addAll(procs);
    HoudiniResult c = Houdini.run(new Program(rest), o);
    assertEquals(guards(a.surviving()), guards(c.surviving()), name);
    assertTrue(a.stats().candidates() > 0);
  }

  @ParameterizedTest
  @MethodSource("pairPrograms")
  void unsatCoreDependenciesGiveTheSameFixpointAsMentions(String name) throws Exception {
    Program p = TestFixtures.program("pair/" + name);
    String main = PairShape.of(p, null).orElseThrow().mainProcedure();
    Program cands = PairSummaries.candidates(p, main);
    HoudiniOptions o = HoudiniOptions.defaults().withDeferred(Set.of(main));
    HoudiniResult cores = Houdini.run(cands, o);
    HoudiniResult mentions = HoudiniAccess.runWithMentions(cands, o);
    assertEquals(guards(cores.surviving()), guards(mentions.surviving()), name);
    assertTrue(cores.stats().queries() <= mentions.stats().queries(), name);
  }
}

package dev.pairlock.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.check.TypeChecker;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every fixture is a well-typed lifted program, and so is every pair program built from it, before
 * and after inlining.
 */
class WellTypedTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "llseek.bpl",
        "race/unlocked_counter_race.bpl",
        "race/consistent_lock_safe.bpl",
        "race/two_locks_race.bpl",
        "race/read_read_safe.bpl",
        "race/release_before_access_race.bpl",
        "race/trylock_race.bpl",
        "race/rwlock.bpl",
        "race/unresolved_lock_unverified.bpl",
        "race/init_registration.bpl",
        "race/param_aliasing.bpl",
        "race/helper_lock_safe.bpl",
        "race/recursion_unverified.bpl",
        "race/external_write.bpl",
        "race/scalar_global_unverified.bpl",
        "race/failing_assert_unverified.bpl",
        "race/probe_registration.bpl",
        "race/inline_asm_unverified.bpl",
        "race/unannotated_unverified.bpl"
      })
  void pairProgramsAreWellTyped(String fixture) throws Exception {
    Program program = Fixtures.lifted(fixture);
    assertEquals(List.of(), TypeChecker.check(program), "fixture");
    LiftedProgram lp = LiftedProgram.of(program);
    PairProgramBuilder builder = new PairProgramBuilder(lp, false);
    for (EntryPointPair pair : EntryPointPair.all(lp.entryPoints())) {
      PairProgram pp = builder.build(pair);
      assertEquals(List.of(), TypeChecker.check(pp.program()), pair.label());
      Inliner.Inlined in = Inliner.inline(pp.program(), pp.mainProcedure(), 16);
      Program checked = PickDomain.addToLoopHeads(in.program(), pp.mainProcedure(), pp, lp);
      assertEquals(List.of(), TypeChecker.check(checked), pair.label() + " inlined");
    }
  }
}

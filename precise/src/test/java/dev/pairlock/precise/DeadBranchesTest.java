package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.syntax.Parser;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which blocks {@link DeadBranches} keeps, cuts and drops on small bodies. */
class DeadBranchesTest {
  private static final String DECLS =
      """
      var $M.0: [int]int;
      var $M.1: [int]int;
      var g: int;
      const unique $g.a: int;
      const unique $g.b: int;
      procedure ext() returns (r: int);
        modifies $M.1;
      """;

  private static List<Block> body(Program p) {
    return p.procedures().stream()
        .filter(d -> d.name().equals("p"))
        .map(Decl.Procedure::body)
        .findFirst()
        .orElseThrow()
        .blocks();
  }

  /** The labels kept, a cut block as {@code label!}. */
  private static String pruned(String procedure, Set<String> unlearnable) throws Exception {
    Program p = Parser.parse(DECLS + procedure, "test.bpl");
    DeadBranches.Result r =
        new DeadBranches(LiftedProgram.of(p), unlearnable)
            .prune(body(p), new DeadBranches.Facts());
    StringBuilder sb = new StringBuilder();
    for (Block b : r.blocks()) {
      sb.append(b.label());
      if (b.transfer() instanceof Transfer.Return && !b.label().equals("End")) {
        sb.append('!');
      }
      sb.append(' ');
    }
    return sb.toString().trim();
  }

  @Test
  void cellsAtConstantAddressesAreTrackedUntilAWriteMayAliasThem() throws Exception {
    String proc =
        """
        procedure p(x: int) modifies $M.0, $M.1;
        {
          L0:
            $M.0[$g.a + 8] := 0;
            $M.0[$g.a] := 5;
            goto A, B;
          A:
            assume $M.0[$g.a + 8] != 0;
            goto End;
          B:
            $M.0[$g.b] := 1;
            goto C, D;
          C:
            assume $M.0[$g.a + 8] != 0;
            goto End;
          D:
            goto End;
          End:
            return;
        }
        """;
    // A: the cell at $g.a + 8 is 0 (a write at $g.a, same base, other offset, leaves it);
    // C: a write at another base may alias it, so its value is no longer known
    assertEquals("L0 A! B C D End", pruned(proc, Set.of()));
  }

  @Test
  void blocksReachedOnlyThroughDeadPathsAreDropped() throws Exception {
    String proc =
        """
        procedure p(x: int) modifies g;
        {
          L0:
            g := 3;
            goto A, B;
          A:
            assume g == 4;
            goto A2;
          A2:
            x := 1;
            goto End;
          B:
            assume g == 3;
            goto End;
          End:
            return;
        }
        """;
    assertEquals("L0 A! B End", pruned(proc, Set.of()));
    // a variable another thread writes is never known: nothing is cut on it
    assertEquals("L0 A A2 B End", pruned(proc, Set.of("g")));
  }

  @Test
  void assumptionsAndCallsTeachAndForget() throws Exception {
    String proc =
        """
        procedure p(x: int) modifies $M.1;
        {
          var t: int;
          L0:
            assume $M.1[$g.a] == 0 && x == 2;
            goto A, B;
          A:
            assume x != 2;
            goto End;
          B:
            call t := ext();
            goto C, D;
          C:
            assume $M.1[$g.a] != 0;
            goto End;
          D:
            assume x + 1 == 4;
            goto End;
          End:
            return;
        }
        """;
    // x == 2 is learnt from the assumption and kept; ext may write $M.1, so C stays
    assertEquals("L0 A! B C D! End", pruned(proc, Set.of()));
  }

  @Test
  void aBodyWithACycleIsLeftAsItIs() throws Exception {
    String proc =
        """
        procedure p(x: int) modifies g;
        {
          L0:
            g := 0;
            goto L1;
          L1:
            assume g == 1;
            goto L0;
        }
        """;
    Program p = Parser.parse(DECLS + proc, "test.bpl");
    List<Block> blocks = body(p);
    assertSame(
        blocks,
        new DeadBranches(LiftedProgram.of(p), Set.of())
            .prune(blocks, new DeadBranches.Facts())
            .blocks());
  }
}

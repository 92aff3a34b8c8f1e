package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pairlock.instrument.LiftedProgram;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which commands {@link ConeOfInfluence} keeps and drops on small bodies. */
class ConeOfInfluenceTest {
  private static final String DECLS =
      """
      var $M.0: [int]int;
      var $M.1: [int]int;
      procedure havocs(a: int) returns (r: int);
        modifies $M.1;
      procedure checks(a: int) returns (r: int);
        requires a > 0;
      """;

  /** The commands of procedure {@code p} after slicing, one per line. */
  private static String sliced(String procedure, Set<String> observed) throws Exception {
    Program p = Parser.parse(DECLS + procedure, "test.bpl");
    List<Block> body =
        p.procedures().stream()
            .filter(d -> d.name().equals("p"))
            .map(Decl.Procedure::body)
            .findFirst()
            .orElseThrow()
            .blocks();
    List<String> out = new ArrayList<>();
    for (Block b : ConeOfInfluence.slice(LiftedProgram.of(p), body, observed)) {
      for (Cmd c : b.cmds()) {
        out.add(Printer.print(c).trim());
      }
    }
    return String.join("\n", out);
  }

  @Test
  void whatNoAssertionOrAssumptionReadsIsDropped() throws Exception {
    String proc =
        """
        procedure p(x: int) modifies $M.0, $M.1;
        {
          var a: int; var b: int; var c: int; var d: int; var o: int;
          L0:
            a := x + 1;
            b := a * a;
            c := b div 3;
            $M.0[a] := c;
            d := $M.1[x];
            havoc d, o;
            o := d;
            assume $M.0[x] > 0;
            goto End;
          End:
            return;
        }
        """;
    // $M.0 is read by the assumption: its cell assignment, and the index and value it reads, stay;
    // d feeds nothing but o, which nothing reads unless it is observed
    assertEquals(
        """
        a := x + 1;
        b := a * a;
        c := b div 3;
        $M.0[a] := c;
        assume $M.0[x] > 0;""",
        sliced(proc, Set.of()));
    assertEquals(
        """
        a := x + 1;
        b := a * a;
        c := b div 3;
        $M.0[a] := c;
        d := $M.1[x];
        havoc d, o;
        o := d;
        assume $M.0[x] > 0;""",
        sliced(proc, Set.of("o")));
  }

  @Test
  void roundConsistencyRootsNothingButKeepsWhatIsRelevant() throws Exception {
    String proc =
        """
        procedure p() modifies $M.0, $M.1;
        {
          var c0: int; var g1: int; var k0: int; var h1: int; var w: int;
          L0:
            havoc g1, h1;
            c0 := 1;
            k0 := 2;
            w := g1 + 1;
            assert w > 0;
            goto End;
          End:
            assume {:round_consistency} c0 == g1;
            assume {:round_consistency} k0 == h1;
            return;
        }
        """;
    // g1 is read by the assertion, so c0, its round's final value, is relevant; k0 and h1 are not
    assertEquals(
        """
        havoc g1;
        c0 := 1;
        w := g1 + 1;
        assert w > 0;
        assume {:round_consistency} c0 == g1;""",
        sliced(proc, Set.of()));
  }

  @Test
  void callsAreKeptAndTheirArgumentsMatterOnlyWithABodyOrAContract() throws Exception {
    String proc =
        """
        procedure p(x: int) modifies $M.0, $M.1;
        {
          var a: int; var b: int; var r: int; var s: int;
          L0:
            a := x + 1;
            b := x + 2;
            call r := havocs(a);
            call s := checks(b);
            assume {:step 1} true;
            goto End;
          End:
            return;
        }
        """;
    assertEquals(
        """
        b := x + 2;
        call r := havocs(a);
        call s := checks(b);
        assume {:step 1} true;""",
        sliced(proc, Set.of()));
  }
}

package dev.pairlock.ivl.vc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.syntax.Parser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link DeadDefinitions}: what no check depends on goes, every constraint on the paths stays. */
class DeadDefinitionsTest {
  private static Passive.Program passive(String src) throws Exception {
    Program p = Parser.parse(src, "t.bpl");
    return Passifier.passify(Desugarer.desugar(p, p.procedures().get(0)), List.of());
  }

  private static List<String> assumes(Passive.Program p) {
    List<String> out = new ArrayList<>();
    for (Passive.Block b : p.blocks()) {
      for (Passive.Cmd c : b.cmds()) {
        if (c instanceof Passive.Cmd.Assume a) {
          out.add(a.expr().toString());
        }
      }
    }
    return out;
  }

  private static boolean mentions(List<String> assumes, String var) {
    return assumes.stream().anyMatch(a -> a.contains(var));
  }

  @Test
  void aChainOfDefinitionsNothingReadsGoes() throws Exception {
    Passive.Program p =
        passive(
            """
            procedure P(x: int) returns (r: int) {
              var t: int; var u: int;
              L:
                t := x * 2;
                u := t + 1;
                r := x + 3;
                assert r > x;
                return;
            }
            """);
    Passive.Program d = DeadDefinitions.drop(p);
    List<String> before = assumes(p);
    List<String> after = assumes(d);
    assertTrue(mentions(before, "t@") && mentions(before, "u@"), before.toString());
    assertFalse(mentions(after, "t@") || mentions(after, "u@"), after.toString());
    assertTrue(mentions(after, "r@"), "r is read by the assertion: " + after);
    assertEquals(p.commandCount() - 2, d.commandCount());
  }

  @Test
  void branchConditionsAndWhatTheyReadStay() throws Exception {
    Passive.Program p =
        passive(
            """
            procedure P(x: int) returns (r: int) {
              var t: int;
              L:
                t := x * 2;
                goto A, B;
              A:
                assume t > 4;
                r := 1;
                goto J;
              B:
                assume !(t > 4);
                r := 2;
                goto J;
              J:
                assert r >= 1;
                return;
            }
            """);
    Passive.Program d = DeadDefinitions.drop(p);
    List<String> after = assumes(d);
    assertTrue(mentions(after, "t@"), "t is read by the branch conditions: " + after);
    assertSame(p, DeadDefinitions.drop(p), "nothing to drop: the same program");
  }

  @Test
  void twoEqualitiesOnOnePathStay() throws Exception {
    // y is constrained twice on the one path (an infeasible path): dropping both would make it
    // feasible, so neither goes
    Passive.Program p =
        passive(
            """
            procedure P(x: int) returns (r: int) {
              var y: int;
              L:
                havoc y;
                assume y == x + 1;
                assume y == x + 2;
                assert false;
                return;
            }
            """);
    assertSame(p, DeadDefinitions.drop(p));
  }

  @Test
  void joinsOfADeadVariableGoWithTheirDefinitions() throws Exception {
    Passive.Program p =
        passive(
            """
            procedure P(x: int) returns (r: int) {
              var t: int; var u: int;
              L:
                r := x;
                goto A, B;
              A:
                t := x * 3;
                goto J;
              B:
                t := x * 5;
                goto J;
              J:
                u := t + 1;
                assert r == x;
                return;
            }
            """);
    Passive.Program d = DeadDefinitions.drop(p);
    // t is merged at J (u reads it there): two join equalities, one per side, and two definitions
    assertTrue(assumes(p).stream().filter(a -> a.contains("left=Var[name=t@")).count() >= 4, assumes(p).toString());
    assertFalse(mentions(assumes(d), "t@") || mentions(assumes(d), "u@"), assumes(d).toString());
  }

  @Test
  void variablesInChecksAndOtherAssumptionsAreKept() throws Exception {
    Passive.Program p =
        passive(
            """
            procedure P(x: int) returns (r: int) {
              var t: int;
              L:
                t := x * 2;
                assume t != 6;
                r := t;
                assert r != 6;
                return;
            }
            """);
    assertSame(p, DeadDefinitions.drop(p));
  }
}

package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A file of varied C: the result must type-check, round-trip and model what it cannot. */
class BreadthTest {
  private static final String F = "misc/stress.c";

  @Test
  void liftsTypeChecksAndRoundTrips() throws Exception {
    LiftResult r = Fixtures.lift(F);
    List<Diagnostic> tc = TypeChecker.check(r.program());
    assertTrue(tc.isEmpty(), tc.toString());
    assertEquals(r.program(), Parser.parse(Printer.print(r.program()), "stress.bpl"));
  }

  @Test
  void unionPunningCollapses() {
    LiftResult r = Fixtures.lift(F);
    RegionInfo pun = r.regions().stream().filter(g -> g.name().startsWith("gpun"))
        .findFirst().orElseThrow();
    assertTrue(pun.collapsed(), pun.toString());
  }

  @Test
  void indirectCallsThroughTablesDispatchToBothTargets() {
    LiftResult r = Fixtures.lift(F);
    String t = Printer.print(r.program().procedure("tables").orElseThrow());
    assertTrue(t.contains("call$ := inc(k)") || t.contains(":= inc("), t);
    assertTrue(t.contains(":= dec("), t);
    assertTrue(t.contains("call {:sourceloc \"stress.c\""), t);
    assertTrue(t.contains("nothing()"), t);
  }

  @Test
  void variadicDefinitionIsReported() {
    LiftResult r = Fixtures.lift(F);
    assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("varargs")),
        r.diagnostics().toString());
  }

  @Test
  void stackArrayIsALocalMap() {
    LiftResult r = Fixtures.lift(F);
    assertTrue(r.regions().stream().anyMatch(g -> "stack_array".equals(g.owner())),
        r.regions().toString());
    for (Block b : r.program().procedure("stack_array").orElseThrow().body().blocks()) {
      for (Cmd c : b.cmds()) {
        assertTrue(!Attribute.has(c.attrs(), "access"), c.toString());
      }
    }
  }

  @Test
  void constantAddressesGoToOneRegion() {
    LiftResult r = Fixtures.lift(F);
    assertTrue(r.regions().stream().anyMatch(g -> g.name().equals("<constant address>")),
        r.regions().toString());
  }
}

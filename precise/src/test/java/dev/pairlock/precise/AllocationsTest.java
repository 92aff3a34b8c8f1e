package dev.pairlock.precise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which cells of a thread's fresh object {@link Allocations#separate} assumes zero. */
class AllocationsTest {
  private static final String DECLS =
      """
      var $M.1: [int]int;
      var $M.2: [int]int;
      const unique $g.a: int;
      procedure ext();
      """;

  /** The zero assumptions {@code separate} adds to procedure p's body, one per line. */
  private static String zeroed(String procedure) throws Exception {
    Program program = Parser.parse(DECLS + procedure, "test.bpl");
    List<Block> body =
        program.procedures().stream()
            .filter(d -> d.name().equals("p"))
            .map(Decl.Procedure::body)
            .findFirst()
            .orElseThrow()
            .blocks();
    List<String> out = new ArrayList<>();
    for (Block b : Allocations.separate(body, Allocations.accessedCells(program))) {
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Assume a && Attribute.has(a.attrs(), Names.FRESH_ZERO)) {
          out.add(Printer.print(a.expr()));
        }
      }
    }
    return String.join("\n", out);
  }

  @Test
  void everyAccessedCellOfEveryMapWithoutObjectMaps() throws Exception {
    String proc =
        """
        procedure p() modifies $M.1, $M.2;
        {
          var o: int; var x: int;
          entry:
            havoc o;
            assume o >= 1048576;
            x := $M.1[o + 8];
            $M.2[$g.a] := x;
            return;
        }
        """;
    assertEquals(
        """
        o == 0 || $M.1[o + 8] == 0
        o == 0 || $M.2[o] == 0""",
        zeroed(proc));
  }

  @Test
  void onlyTheObjectsMapsAndNotCellsWrittenBeforeAnyRead() throws Exception {
    // the object lies in $M.1 only; its cell 0 is written first (past an assumption), cell 8 is
    // written only after a read of memory, so it may be read before it is written
    String proc =
        """
        procedure p() modifies $M.1, $M.2;
        {
          var o: int; var x: int;
          entry:
            havoc {:object_maps "$M.1"} o;
            assume o >= 1048576;
            assume o > 4096;
            $M.1[o] := 1;
            x := $M.2[$g.a];
            $M.1[o + 8] := x;
            x := $M.1[o + 16];
            return;
        }
        """;
    assertEquals(
        """
        o == 0 || $M.1[o + 8] == 0
        o == 0 || $M.1[o + 16] == 0""",
        zeroed(proc));
  }

  @Test
  void aStoreOfTheAddressPublishesTheObjectBeforeItsWrites() throws Exception {
    // q := o + 0 derives from o; storing q lets another thread read cell 0 before its write
    String proc =
        """
        procedure p() modifies $M.1, $M.2;
        {
          var o: int; var q: int;
          entry:
            havoc {:object_maps "$M.1"} o;
            assume o >= 1048576;
            q := o + 0;
            $M.2[$g.a] := q;
            $M.1[o] := 1;
            return;
        }
        """;
    assertEquals("o == 0 || $M.1[o] == 0", zeroed(proc));
  }

  @Test
  void aCallEndsTheWritesThatCountAsFirst() throws Exception {
    String proc =
        """
        procedure p() modifies $M.1, $M.2;
        {
          var o: int;
          entry:
            havoc {:object_maps "$M.1"} o;
            assume o >= 1048576;
            call ext();
            $M.1[o] := 1;
            return;
        }
        """;
    assertEquals("o == 0 || $M.1[o] == 0", zeroed(proc));
  }

  @Test
  void anObjectNeverAccessedGetsNoAssumption() throws Exception {
    String proc =
        """
        procedure p() modifies $M.1, $M.2;
        {
          var o: int; var x: int;
          entry:
            havoc {:object_maps} o;
            assume o >= 1048576;
            x := $M.1[$g.a + 4];
            return;
        }
        """;
    assertEquals("", zeroed(proc));
  }
}

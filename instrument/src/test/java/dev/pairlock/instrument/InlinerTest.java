package dev.pairlock.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import java.util.List;
import org.junit.jupiter.api.Test;

class InlinerTest {
  private static final String NESTED =
      """
      var g: int;
      procedure ext(x: int) returns (y: int);
      procedure inc(n: int) returns (r: int)
        modifies g;
      {
        var t: int;
        L0:
          t := n + 1;
          g := t;
          call r := ext(t);
          return;
      }
      procedure twice(n: int) returns (r: int)
        modifies g;
      {
        var t: int;
        L0:
          call t := inc(n);
          call r := inc(t);
          return;
      }
      procedure main()
        modifies g;
      {
        var a: int;
        L0:
          call a := twice(1);
          assert a > 0;
          return;
      }
      """;

  @Test
  void nestedCallsGolden() throws Exception {
    Program p = Parser.parse(NESTED, "nested.bpl");
    Inliner.Inlined in = Inliner.inline(p, "main", 16);
    assertEquals(List.of(), in.problems());
    Fixtures.golden("inline_nested.expect", Printer.print(in.program()));
    Decl.Procedure main = in.program().procedure("main").orElseThrow();
    assertTrue(
        main.body().blocks().stream()
            .flatMap(b -> b.cmds().stream())
            .noneMatch(c -> c instanceof Cmd.Call k && !k.procedure().equals("ext")),
        "only calls to the bodiless ext remain");
    assertEquals(
        List.of("ext", "main"),
        in.program().procedures().stream().map(Decl.Procedure::name).toList());
  }

  @Test
  void depthBoundHavocsAndReports() throws Exception {
    Program p = Parser.parse(NESTED, "nested.bpl");
    Inliner.Inlined in = Inliner.inline(p, "main", 1);
    assertEquals(2, in.problems().size(), in.problems().toString());
    assertEquals("inline-depth", in.problems().get(0).code());
    String printed = Printer.print(in.program());
    assertTrue(printed.contains("havoc $in1.t, g;"), printed);
  }

  @Test
  void recursionIsReportedNotUnrolled() throws Exception {
    Program p =
        Parser.parse(
            """
            var g: int;
            procedure f(n: int)
              modifies g;
            {
              L0:
                g := n;
                call f(n - 1);
                return;
            }
            procedure main()
              modifies g;
            {
              L0:
                call f(3);
                return;
            }
            """,
            "rec.bpl");
    Inliner.Inlined in = Inliner.inline(p, "main", 16, v -> true);
    assertEquals(1, in.problems().size());
    assertEquals("recursion", in.problems().get(0).code());
    assertTrue(Printer.print(in.program()).contains("havoc g;"));
  }

  @Test
  void oldInACalleeIsReported() throws Exception {
    Program p =
        Parser.parse(
            """
            var g: int;
            procedure f()
              modifies g;
            {
              L0:
                g := old(g) + 1;
                return;
            }
            procedure main()
              modifies g;
            {
              L0:
                call f();
                return;
            }
            """,
            "old.bpl");
    Inliner.Inlined in = Inliner.inline(p, "main", 16);
    assertEquals(List.of("old-in-callee"), in.problems().stream().map(d -> d.code()).toList());
  }
}

package dev.pairlock.ivl.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Spec;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every node with a position points at its first token in the source text. */
class PositionsTest {
  private List<String> lines;
  private int checked;

  private void expectAt(Pos pos, String... startsWithOneOf) {
    assertTrue(pos.isKnown());
    assertEquals("f.bpl", pos.file());
    String rest = lines.get(pos.line() - 1).substring(pos.column() - 1);
    for (String s : startsWithOneOf) {
      if (rest.startsWith(s)) {
        checked++;
        return;
      }
    }
    throw new AssertionError(
        pos + " points at \"" + rest + "\", expected " + List.of(startsWithOneOf));
  }

  @Test
  void everyPositionPointsAtTheFirstTokenOfItsNode() throws Exception {
    String text =
        Files.readString(
            Path.of("src/test/resources/syntax/lifted_nvram.bpl"), StandardCharsets.UTF_8);
    lines = text.lines().toList();
    Program p = Parser.parse(text, "f.bpl");
    for (Decl d : p.decls()) {
      switch (d) {
        case Decl.GlobalVar v -> expectAt(v.pos(), "var ");
        case Decl.Const c -> expectAt(c.pos(), "const ");
        case Decl.Function f -> expectAt(f.pos(), "function ");
        case Decl.Axiom a -> expectAt(a.pos(), "axiom ");
        case Decl.Procedure pr -> {
          expectAt(pr.pos(), "procedure ");
          for (Spec s : pr.specs()) {
            switch (s) {
              case Spec.Requires r -> expectAt(r.pos(), r.free() ? "free requires" : "requires");
              case Spec.Ensures e -> expectAt(e.pos(), e.free() ? "free ensures" : "ensures");
              case Spec.Modifies m -> expectAt(m.pos(), "modifies");
            }
          }
          if (pr.body() != null) {
            for (Body.LocalVar l : pr.body().locals()) {
              expectAt(l.pos(), "var " + l.name() + ":");
            }
            for (Block b : pr.body().blocks()) {
              expectAt(b.pos(), b.label() + ":");
              for (Cmd c : b.cmds()) {
                switch (c) {
                  case Cmd.Assert a -> expectAt(a.pos(), "assert ");
                  case Cmd.Assume a -> expectAt(a.pos(), "assume ");
                  case Cmd.Havoc h -> expectAt(h.pos(), "havoc ");
                  case Cmd.Call k -> expectAt(k.pos(), "call ");
                  case Cmd.Assign a ->
                      expectAt(a.pos(), a.attrs().isEmpty() ? a.lhs().get(0).variable() : "{:");
                }
              }
              expectAt(b.transfer().pos(), "goto ", "return;");
            }
          }
        }
      }
    }
    assertTrue(checked > 60, "only " + checked + " positions checked");
  }
}

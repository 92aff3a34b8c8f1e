package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.syntax.Printer;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints a program in the subset of the IVL that Boogie itself reads, for cross-checking a
 * candidate program with {@code boogie /contractInfer}: attributes of variables and constants
 * before the name ({@code const {:existential true} b: bool;}), and no attributes on assignments
 * and havocs (IVL extensions Boogie does not have; they carry only source locations and pick ids).
 */
public final class BoogieText {
  private BoogieText() {}

  public static String print(Program p) {
    StringBuilder out = new StringBuilder();
    boolean previousWasProcedure = false;
    boolean first = true;
    for (Decl d : p.decls()) {
      boolean isProc = d instanceof Decl.Procedure q && (q.body() != null || !q.specs().isEmpty());
      if (!first && (isProc || previousWasProcedure)) {
        out.append('\n');
      }
      out.append(decl(d));
      first = false;
      previousWasProcedure = isProc;
    }
    return out.toString();
  }

  private static String decl(Decl d) {
    return switch (d) {
      case Decl.GlobalVar v when !v.attrs().isEmpty() ->
          "var "
              + attributes(v.attrs())
              + Printer.name(v.name())
              + ": "
              + Printer.print(v.type())
              + ";\n";
      case Decl.Const c when !c.attrs().isEmpty() ->
          "const "
              + attributes(c.attrs())
              + (c.unique() ? "unique " : "")
              + Printer.name(c.name())
              + ": "
              + Printer.print(c.type())
              + ";\n";
      case Decl.Procedure proc when proc.body() != null ->
          Printer.print(proc.withBody(strip(proc.body())));
      default -> Printer.print(d);
    };
  }

  private static String attributes(List<Attribute> attrs) {
    StringBuilder sb = new StringBuilder();
    for (Attribute a : attrs) {
      sb.append(Printer.print(a)).append(' ');
    }
    return sb.toString();
  }

  private static Body strip(Body body) {
    List<Block> blocks = new ArrayList<>();
    for (Block b : body.blocks()) {
      List<Cmd> cmds = new ArrayList<>();
      for (Cmd c : b.cmds()) {
        cmds.add(
            switch (c) {
              case Cmd.Assign a -> new Cmd.Assign(a.lhs(), a.rhs(), List.of(), a.pos());
              case Cmd.Havoc h -> new Cmd.Havoc(h.vars(), List.of(), h.pos());
              default -> c;
            });
      }
      blocks.add(b.withCmds(cmds));
    }
    return new Body(body.locals(), blocks);
  }

}

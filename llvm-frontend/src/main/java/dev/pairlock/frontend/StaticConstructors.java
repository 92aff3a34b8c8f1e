package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Body;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Program;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Functions that run outside every entry point: constructors (before {@code main}; one may start
 * threads) and destructors (at {@code exit}, beside threads still running), from {@code
 * __attribute__((constructor))}, {@code destructor} or C++-style static initialisation
 * ({@code llvm.global_ctors}, {@code llvm.global_dtors}). They are not modelled: every entry point
 * of a program that has them starts with {@code assume {:unsound "constructor", …} true;}, so all
 * its pairs are unverified and say why.
 */
final class StaticConstructors {
  private StaticConstructors() {}

  static final String CODE = "constructor";

  /** The constructors and destructors of the module, by name, sorted. */
  static Set<String> find(IrModule ir) {
    Set<String> out = new TreeSet<>();
    for (String list : List.of("llvm.global_ctors", "llvm.global_dtors")) {
      LLVMValueRef g = LLVMGetNamedGlobal(ir.module, list);
      if (Ir.isNull(g)) {
        continue;
      }
      LLVMValueRef init = LLVMGetInitializer(g);
      if (Ir.isNull(init)) {
        continue;
      }
      for (int k = 0; k < LLVMGetNumOperands(init); k++) {
        LLVMValueRef entry = LLVMGetOperand(init, k);
        LLVMValueRef fn =
            LLVMGetNumOperands(entry) > 1 ? EntryPoints.stripCasts(LLVMGetOperand(entry, 1)) : null;
        out.add(fn != null && !Ir.isNull(LLVMIsAFunction(fn)) ? Ir.name(fn) : "<unknown>");
      }
    }
    return out;
  }

  /** The message of the diagnostic and of the {@code {:unsound}} commands. */
  static String message(Set<String> functions) {
    return "constructors or destructors (" + String.join(", ", functions) + ") run before main or"
        + " at exit, beside the threads: not modelled";
  }

  /** {@code program} with every procedure of {@code entryPoints} starting with the unsound note. */
  static Program taint(Program program, Set<String> entryPoints, String message) {
    return taint(program, entryPoints, CODE, message);
  }

  /** {@code program} with every procedure of {@code entryPoints} starting with an unsound note. */
  static Program taint(Program program, Set<String> entryPoints, String code, String message) {
    Cmd note =
        new Cmd.Assume(
            Expr.TRUE, List.of(FunctionLowering.unsound(code, message)), Pos.NONE);
    List<Decl> decls = new ArrayList<>();
    for (Decl d : program.decls()) {
      if (d instanceof Decl.Procedure p && entryPoints.contains(p.name()) && p.body() != null
          && !p.body().blocks().isEmpty()) {
        List<Block> blocks = new ArrayList<>(p.body().blocks());
        Block first = blocks.get(0);
        List<Cmd> cmds = new ArrayList<>();
        cmds.add(note);
        cmds.addAll(first.cmds());
        blocks.set(0, new Block(first.label(), cmds, first.transfer(), first.pos()));
        decls.add(
            new Decl.Procedure(
                p.name(), p.ins(), p.outs(), p.specs(), new Body(p.body().locals(), blocks),
                p.attrs(), p.pos()));
      } else {
        decls.add(d);
      }
    }
    return new Program(decls);
  }
}

package dev.pairlock.ivl.smt;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Type;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What the free symbols of translated expressions are: the type of every variable or constant, and
 * the declared functions (uninterpreted ones become Z3 function declarations, defined ones are
 * expanded at each application).
 */
public record Signature(Map<String, Type> symbols, Map<String, Decl.Function> functions) {
  public Signature {
    symbols = Map.copyOf(symbols);
    functions = Map.copyOf(functions);
  }

  /** The globals, constants and functions of {@code program}. */
  public static Signature of(Program program) {
    Map<String, Type> syms = new LinkedHashMap<>();
    for (Decl.GlobalVar g : program.globals()) {
      syms.put(g.name(), g.type());
    }
    for (Decl.Const c : program.constants()) {
      syms.put(c.name(), c.type());
    }
    Map<String, Decl.Function> funs = new LinkedHashMap<>();
    for (Decl.Function f : program.functions()) {
      funs.put(f.name(), f);
    }
    return new Signature(syms, funs);
  }

  /** This signature with more symbols (replacing any of the same name). */
  public Signature with(Map<String, Type> more) {
    Map<String, Type> syms = new LinkedHashMap<>(symbols);
    syms.putAll(more);
    return new Signature(syms, functions);
  }

  public Optional<Type> typeOf(String symbol) {
    return Optional.ofNullable(symbols.get(symbol));
  }
}

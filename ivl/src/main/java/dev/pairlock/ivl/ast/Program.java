package dev.pairlock.ivl.ast;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** An IVL program: an ordered list of declarations. Immutable. */
public record Program(List<Decl> decls) {
  public Program {
    decls = List.copyOf(decls);
  }

  public List<Decl.Procedure> procedures() {
    return ofKind(Decl.Procedure.class);
  }

  public List<Decl.GlobalVar> globals() {
    return ofKind(Decl.GlobalVar.class);
  }

  public List<Decl.Const> constants() {
    return ofKind(Decl.Const.class);
  }

  public List<Decl.Function> functions() {
    return ofKind(Decl.Function.class);
  }

  public List<Decl.Axiom> axioms() {
    return ofKind(Decl.Axiom.class);
  }

  public Optional<Decl.Procedure> procedure(String name) {
    return procedures().stream().filter(p -> p.name().equals(name)).findFirst();
  }

  private <T extends Decl> List<T> ofKind(Class<T> kind) {
    List<T> r = new ArrayList<>();
    for (Decl d : decls) {
      if (kind.isInstance(d)) {
        r.add(kind.cast(d));
      }
    }
    return r;
  }
}

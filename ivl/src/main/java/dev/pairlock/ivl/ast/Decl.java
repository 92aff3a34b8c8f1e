package dev.pairlock.ivl.ast;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Top-level declarations of a program. */
public sealed interface Decl {
  List<Attribute> attrs();

  Pos pos();

  record GlobalVar(String name, Type type, List<Attribute> attrs, Pos pos) implements Decl {
    public GlobalVar {
      attrs = List.copyOf(attrs);
    }
  }

  record Const(String name, Type type, boolean unique, List<Attribute> attrs, Pos pos)
      implements Decl {
    public Const {
      attrs = List.copyOf(attrs);
    }
  }

  /** An uninterpreted function, or one defined by {@code body} (may be null). */
  record Function(
      String name, List<Param> params, Type result, Expr body, List<Attribute> attrs, Pos pos)
      implements Decl {
    public Function {
      params = List.copyOf(params);
      attrs = List.copyOf(attrs);
    }

    public Optional<Expr> definition() {
      return Optional.ofNullable(body);
    }
  }

  record Axiom(Expr expr, List<Attribute> attrs, Pos pos) implements Decl {
    public Axiom {
      attrs = List.copyOf(attrs);
    }
  }

  /** A procedure; {@code body} is null for a procedure known only by its contract. */
  record Procedure(
      String name,
      List<Param> ins,
      List<Param> outs,
      List<Spec> specs,
      Body body,
      List<Attribute> attrs,
      Pos pos)
      implements Decl {
    public Procedure {
      ins = List.copyOf(ins);
      outs = List.copyOf(outs);
      specs = List.copyOf(specs);
      attrs = List.copyOf(attrs);
    }

    public Optional<Body> implementation() {
      return Optional.ofNullable(body);
    }

    public List<Spec.Requires> requires() {
      List<Spec.Requires> r = new ArrayList<>();
      for (Spec s : specs) {
        if (s instanceof Spec.Requires q) {
          r.add(q);
        }
      }
      return r;
    }

    public List<Spec.Ensures> ensures() {
      List<Spec.Ensures> r = new ArrayList<>();
      for (Spec s : specs) {
        if (s instanceof Spec.Ensures q) {
          r.add(q);
        }
      }
      return r;
    }

    /** The variables named in all {@code modifies} clauses, in order, without repeats. */
    public List<String> modifies() {
      List<String> r = new ArrayList<>();
      for (Spec s : specs) {
        if (s instanceof Spec.Modifies m) {
          for (String v : m.vars()) {
            if (!r.contains(v)) {
              r.add(v);
            }
          }
        }
      }
      return r;
    }

    public Procedure withBody(Body b) {
      return new Procedure(name, ins, outs, specs, b, attrs, pos);
    }

    public Procedure withSpecs(List<Spec> s) {
      return new Procedure(name, ins, outs, s, body, attrs, pos);
    }
  }
}

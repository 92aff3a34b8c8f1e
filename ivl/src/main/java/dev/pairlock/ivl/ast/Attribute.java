package dev.pairlock.ivl.ast;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * An attribute {@code {:name args}}, the way IVL is extended (Boogie's convention). Source
 * locations are {@code {:sourceloc "file", line, col}}.
 */
public record Attribute(String name, List<AttrValue> args) {
  public static final String SOURCELOC = "sourceloc";

  public Attribute {
    args = List.copyOf(args);
  }

  public static Attribute of(String name, AttrValue... args) {
    return new Attribute(name, List.of(args));
  }

  public static Attribute flag(String name) {
    return new Attribute(name, List.of());
  }

  public static Attribute str(String name, String value) {
    return new Attribute(name, List.of(new AttrValue.Str(value)));
  }

  public static Attribute sourceLoc(SourceLoc loc) {
    return new Attribute(
        SOURCELOC,
        List.of(
            new AttrValue.Str(loc.file()),
            new AttrValue.Ex(Expr.num(loc.line())),
            new AttrValue.Ex(Expr.num(loc.column()))));
  }

  /** The first attribute called {@code name}, if any. */
  public static Optional<Attribute> find(List<Attribute> attrs, String name) {
    return attrs.stream().filter(a -> a.name.equals(name)).findFirst();
  }

  public static boolean has(List<Attribute> attrs, String name) {
    return find(attrs, name).isPresent();
  }

  /** The string argument of the first attribute called {@code name}, if it has one. */
  public static Optional<String> stringOf(List<Attribute> attrs, String name) {
    return find(attrs, name)
        .flatMap(a -> a.args.isEmpty() ? Optional.empty() : Optional.of(a.args.get(0)))
        .flatMap(v -> v instanceof AttrValue.Str s ? Optional.of(s.value()) : Optional.empty());
  }

  /** The {@code {:sourceloc}} of a node, if it has a well-formed one. */
  public static Optional<SourceLoc> sourceLocOf(List<Attribute> attrs) {
    return find(attrs, SOURCELOC)
        .flatMap(
            a -> {
              if (a.args.size() == 3
                  && a.args.get(0) instanceof AttrValue.Str f
                  && a.args.get(1) instanceof AttrValue.Ex(Expr.IntLit(BigInteger l))
                  && a.args.get(2) instanceof AttrValue.Ex(Expr.IntLit(BigInteger c))) {
                return Optional.of(new SourceLoc(f.value(), l.intValue(), c.intValue()));
              }
              return Optional.empty();
            });
  }
}

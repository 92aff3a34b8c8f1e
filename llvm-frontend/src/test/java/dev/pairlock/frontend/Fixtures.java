package dev.pairlock.frontend;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.SourceLoc;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/** Test helpers: fixture paths, cached lifts, accesses by source line. */
final class Fixtures {
  private static final Map<String, LiftResult> CACHE = new ConcurrentHashMap<>();

  private Fixtures() {}

  static Path resource(String name) {
    try {
      return Path.of(Fixtures.class.getResource(name).toURI());
    } catch (URISyntaxException | NullPointerException e) {
      throw new IllegalArgumentException("missing test resource " + name, e);
    }
  }

  static LiftResult lift(String name) {
    return CACHE.computeIfAbsent(
        name,
        n -> {
          try {
            return Lifter.lift(List.of(resource(n)), CompileOptions.kernelDefaults());
          } catch (CompileException e) {
            throw new AssertionError(e.clangOutput(), e);
          }
        });
  }

  /** The 1-based line of the first line containing {@code marker}. */
  static int line(String resource, String marker) throws Exception {
    List<String> lines = Files.readAllLines(resource(resource));
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(marker)) {
        return i + 1;
      }
    }
    throw new AssertionError("no line with " + marker + " in " + resource);
  }

  /** Region variables read or written by user accesses on {@code line}. */
  static TreeSet<String> regionsAt(LiftResult r, int line) {
    TreeSet<String> s = new TreeSet<>();
    for (Decl.Procedure p : r.program().procedures()) {
      if (p.body() == null) {
        continue;
      }
      for (Block b : p.body().blocks()) {
        for (Cmd c : b.cmds()) {
          SourceLoc loc = Attribute.sourceLocOf(c.attrs()).orElse(null);
          if (loc == null || loc.line() != line || !(c instanceof Cmd.Assign a)) {
            continue;
          }
          if (!Attribute.has(a.attrs(), "access")) {
            continue;
          }
          for (Lhs l : a.lhs()) {
            if (l instanceof Lhs.MapLhs m) {
              s.add(m.variable());
            }
          }
          for (Expr e : a.rhs()) {
            if (e instanceof Expr.Select sel && sel.map() instanceof Expr.Var v) {
              s.add(v.name());
            }
          }
        }
      }
    }
    return s;
  }

  static String regionAt(LiftResult r, String resource, String marker) throws Exception {
    TreeSet<String> s = regionsAt(r, line(resource, marker));
    if (s.size() != 1) {
      throw new AssertionError("expected one region at " + marker + ", got " + s);
    }
    return s.first();
  }

  static RegionInfo info(LiftResult r, String variable) {
    return r.regions().stream()
        .filter(x -> x.variable().equals(variable))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no region " + variable));
  }
}

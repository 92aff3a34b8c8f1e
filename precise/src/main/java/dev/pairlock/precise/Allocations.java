package dev.pairlock.precise;

import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Exprs;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.Layout;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Keeps allocations of the two threads (and of the initialization) apart. The frontend lifts an
 * allocation as {@code havoc p; assume p >= HEAP;} (or {@code assume p == 0 || p >= HEAP;} if it
 * may fail): two allocations may then return the same address, which is harmless for the lockset
 * analysis but would let the precise checker "confirm" a race on two private objects. Each such
 * pair of commands gets a bump allocator: {@code assume p == 0 || p >= $pl.heap; $pl.heap := p +
 * 2^41}. Objects are taken to be smaller than 2^40 bytes ({@link Layout#MAX_OBJECT_SIZE}), and a
 * range of unknown size from a pointer into one ({@code free(p)}: {@code p <= a < p + 2^40}) ends
 * before the next allocation starts. {@code $pl.heap} is shared state, so it follows the rounds
 * like any other.
 */
final class Allocations {
  private Allocations() {}

  static final String HEAP = "$pl.heap";
  static final BigInteger STRIDE = Layout.MAX_OBJECT_SIZE.shiftLeft(1);

  /**
   * How many (map, offset) cells {@link #separate} zeroes per allocation at most; a program that
   * accesses more gets none zeroed (its fresh objects keep unconstrained contents, as before).
   */
  static final int MAX_ZEROED_CELLS = 256;

  /**
   * The cells of a fresh object that read zero: per memory map, the constant offsets from a
   * pointer at which {@code program} reads or writes it ({@code M[p]}, {@code M[p + 8]}).
   * Empty when there are more than {@link #MAX_ZEROED_CELLS}.
   */
  static Map<String, Set<BigInteger>> accessedCells(Program program) {
    Map<String, Set<BigInteger>> cells = new TreeMap<>();
    Type memory = new Type.Map(Type.INT, Type.INT);
    Set<String> maps = new HashSet<>();
    program.globals().forEach(g -> {
      if (g.type().equals(memory)) {
        maps.add(g.name());
      }
    });
    for (Decl.Procedure proc : program.procedures()) {
      if (proc.body() == null) {
        continue;
      }
      for (Block b : proc.body().blocks()) {
        for (Cmd c : b.cmds()) {
          switch (c) {
            case Cmd.Assign a -> {
              for (Lhs l : a.lhs()) {
                if (l instanceof Lhs.MapLhs(String m, Expr idx)) {
                  cell(m, idx, maps, cells);
                  cells(idx, maps, cells);
                }
              }
              a.rhs().forEach(e -> cells(e, maps, cells));
            }
            case Cmd.Assume a -> cells(a.expr(), maps, cells);
            case Cmd.Assert a -> cells(a.expr(), maps, cells);
            default -> {}
          }
        }
      }
    }
    int n = cells.values().stream().mapToInt(Set::size).sum();
    return n > MAX_ZEROED_CELLS ? Map.of() : cells;
  }

  private static void cells(Expr e, Set<String> maps, Map<String, Set<BigInteger>> out) {
    Exprs.forEach(e, x -> {
      if (x instanceof Expr.Select(Expr.Var(String m), Expr idx)) {
        cell(m, idx, maps, out);
      } else if (x instanceof Expr.Store(Expr.Var(String m), Expr idx, Expr v)) {
        cell(m, idx, maps, out);
      }
    });
  }

  /** Records the offset of {@code idx} ({@code p} or {@code p + c}) into map {@code m}. */
  private static void cell(
      String m, Expr idx, Set<String> maps, Map<String, Set<BigInteger>> out) {
    if (!maps.contains(m)) {
      return;
    }
    BigInteger off = offsetFrom(idx, null);
    if (off != null && off.signum() >= 0 && off.compareTo(Layout.MAX_OBJECT_SIZE) < 0) {
      out.computeIfAbsent(m, k -> new TreeSet<>()).add(off);
    }
  }

  /** The blocks with every allocation pattern followed by the bump-allocator commands. */
  static List<Block> separate(List<Block> blocks) {
    return separate(blocks, Map.of());
  }

  /**
   * The blocks with every allocation pattern followed by the bump-allocator commands and, for
   * each of {@code zeroed}'s cells, {@code assume p == 0 || M[p + off] == 0}: a fresh object reads
   * zero where nothing wrote it. That is what calloc, kzalloc and fresh pages give, and one value
   * a malloc may give (reading it before a write is undefined), so every execution the checker
   * can still find is real. Without it a field nothing wrote could hold any value, also the
   * address of an object the other thread allocates later, and the checker confirmed races
   * through it on race-free programs (a calloc'd interface whose private pointer is NULL read as
   * another thread's device). Cells at computed offsets (arrays) are not covered. An allocation
   * whose havoc names the object's maps ({@code {:object_maps}}) gets its cells in those maps
   * only: assumptions about maps the object has no bytes in constrain nothing but cost the solver
   * (each is a read through the map's whole history of stores).
   */
  static List<Block> separate(List<Block> blocks, Map<String, Set<BigInteger>> zeroed) {
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      List<Cmd> cmds = new ArrayList<>();
      List<Cmd> in = b.cmds();
      for (int i = 0; i < in.size(); i++) {
        Cmd c = in.get(i);
        cmds.add(c);
        if (c instanceof Cmd.Havoc h
            && h.vars().size() == 1
            && i + 1 < in.size()
            && in.get(i + 1) instanceof Cmd.Assume a
            && isFreshAddress(a.expr(), h.vars().get(0))) {
          String p = h.vars().get(0);
          cmds.add(a);
          i++;
          cmds.add(
              new Cmd.Assume(
                  Expr.or(
                      eq(var(p), Expr.num(0)),
                      new Expr.Binary(Expr.BinOp.GE, var(p), var(HEAP))),
                  List.of(),
                  a.pos()));
          cmds.add(
              new Cmd.Assign(
                  List.of(new dev.pairlock.ivl.ast.Lhs.VarLhs(HEAP)),
                  List.of(
                      new Expr.Ite(
                          eq(var(p), Expr.num(0)),
                          var(HEAP),
                          new Expr.Binary(Expr.BinOp.ADD, var(p), new Expr.IntLit(STRIDE)))),
                  List.of(),
                  a.pos()));
          Optional<List<String>> maps = Attrs.objectMapsOf(h.attrs());
          Set<String> initialized = writtenFirst(in, i + 1, p);
          zeroed.forEach(
              (m, offs) -> {
                if (maps.isPresent() && !maps.get().contains(m)) {
                  return; // the object has no bytes in m
                }
                for (BigInteger off : offs) {
                  if (initialized.contains(m + "+" + off)) {
                    continue; // written before anything can read it
                  }
                  Expr at =
                      off.signum() == 0
                          ? var(p)
                          : new Expr.Binary(Expr.BinOp.ADD, var(p), new Expr.IntLit(off));
                  cmds.add(
                      new Cmd.Assume(
                          Expr.or(
                              eq(var(p), Expr.num(0)),
                              eq(new Expr.Select(var(m), at), Expr.num(0))),
                          List.of(Attribute.flag(Names.FRESH_ZERO)),
                          a.pos()));
                }
              });
        }
      }
      out.add(b.withCmds(cmds));
    }
    return out;
  }

  /**
   * The cells {@code "M+off"} of the object at {@code p} that {@code cmds} from {@code from} on
   * write ({@code M[p + off] := e}) before anything may read them: the scan passes assignments and
   * assumptions, and stops at any other command (a call, a yield), at one reading a map, where
   * {@code p} is assigned, and where a value computed from {@code p} is stored (the object is
   * published: another thread may read it from then on). Its fresh contents there are never
   * observed.
   */
  private static Set<String> writtenFirst(List<Cmd> cmds, int from, String p) {
    Set<String> written = new HashSet<>();
    Set<String> fromP = new HashSet<>(Set.of(p));
    for (int k = from; k < cmds.size(); k++) {
      if (cmds.get(k) instanceof Cmd.Assume as && !readsMemory(as.expr())) {
        continue;
      }
      if (!(cmds.get(k) instanceof Cmd.Assign a)) {
        break;
      }
      boolean stop = false;
      for (int j = 0; j < a.lhs().size(); j++) {
        Expr e = a.rhs().get(j);
        stop |= readsMemory(e);
        boolean derived = Exprs.freeVars(e).stream().anyMatch(fromP::contains);
        switch (a.lhs().get(j)) {
          case Lhs.MapLhs(String m, Expr idx) -> stop |= readsMemory(idx) || derived;
          case Lhs.VarLhs(String v) -> {
            stop |= v.equals(p); // p changes: later offsets are from elsewhere
            if (derived) {
              fromP.add(v);
            }
          }
        }
      }
      if (stop) {
        break;
      }
      for (Lhs l : a.lhs()) {
        if (l instanceof Lhs.MapLhs(String m, Expr idx)) {
          BigInteger off = offsetFrom(idx, p);
          if (off != null) {
            written.add(m + "+" + off);
          }
        }
      }
    }
    return written;
  }

  /** Whether {@code e} reads a map ({@code M[i]}). */
  private static boolean readsMemory(Expr e) {
    return Exprs.anyMatch(e, x -> x instanceof Expr.Select || x instanceof Expr.Store);
  }

  /**
   * {@code c} when {@code idx} is {@code p} (0) or {@code p + c} (also {@code c + p}), else null;
   * with {@code p} null, any variable stands for {@code p}.
   */
  private static BigInteger offsetFrom(Expr idx, String p) {
    if (idx instanceof Expr.Var(String v) && (p == null || v.equals(p))) {
      return BigInteger.ZERO;
    }
    if (idx instanceof Expr.Binary(Expr.BinOp op, Expr l, Expr r) && op == Expr.BinOp.ADD) {
      if (l instanceof Expr.Var(String v) && (p == null || v.equals(p))
          && r instanceof Expr.IntLit(BigInteger c)) {
        return c;
      }
      if (r instanceof Expr.Var(String v) && (p == null || v.equals(p))
          && l instanceof Expr.IntLit(BigInteger c)) {
        return c;
      }
    }
    return null;
  }


  /** {@code p >= N} or {@code p == 0 || p >= N} for a positive literal N. */
  private static boolean isFreshAddress(Expr e, String p) {
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr.Var v, Expr.IntLit n)
        && op == Expr.BinOp.GE
        && v.name().equals(p)) {
      return n.value().signum() > 0;
    }
    if (e instanceof Expr.Binary(Expr.BinOp op, Expr l, Expr r) && op == Expr.BinOp.OR) {
      return l.equals(eq(var(p), Expr.num(0))) && isFreshAddress(r, p);
    }
    return false;
  }
}

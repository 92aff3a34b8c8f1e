package dev.pairlock.houdini.pair;

import dev.pairlock.instrument.PairProgram;
import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.lifted.Attrs;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The ghost state of a pair program, recognised from its global declarations.
 *
 * @param mainProcedure the procedure calling both sides and asserting race freedom
 * @param regions keys of the shared regions (one {@code $WATCHED_k} each), in declaration order
 * @param locks keys of the locks (one {@code $CLS_i_k} each), in declaration order
 * @param readMode whether read-mode locksets ({@code $CLSR}, {@code $PICK_LSR}) exist
 * @param logging sides (1, 2) with a {@code $LOGGING_i} flag
 */
public record PairShape(
    String mainProcedure,
    List<String> regions,
    List<String> locks,
    boolean readMode,
    Set<Integer> logging) {
  public PairShape {
    regions = List.copyOf(regions);
    locks = List.copyOf(locks);
    logging = Set.copyOf(logging);
  }

  /**
   * The ghost state of a pair program built by {@code instrument}: every region either side
   * instruments (a side's summaries serve all its pairs, where other regions are shared).
   */
  public static PairShape of(PairProgram pp) {
    List<String> regions = new ArrayList<>();
    pp.instrumentedRegions().forEach(r -> regions.add(key(r.variable())));
    List<String> locks = new ArrayList<>();
    pp.locks().forEach(l -> locks.add(key(l.constant())));
    Set<Integer> logging = new LinkedHashSet<>();
    Set<String> globals = new LinkedHashSet<>();
    pp.program().globals().forEach(g -> globals.add(g.name()));
    for (int side = 1; side <= 2; side++) {
      if (globals.contains(Ghosts.logging(side))) {
        logging.add(side);
      }
    }
    return new PairShape(pp.mainProcedure(), regions, locks, pp.readModeTracked(), logging);
  }

  /** This shape with only the regions whose variables are in {@code variables}. */
  public PairShape onlyRegions(Set<String> variables) {
    Set<String> keys = new LinkedHashSet<>();
    variables.forEach(v -> keys.add(key(v)));
    List<String> kept = regions.stream().filter(keys::contains).toList();
    return new PairShape(mainProcedure, kept, locks, readMode, logging);
  }

  private static String key(String name) {
    return name.startsWith("$") ? name.substring(1) : name;
  }

  /**
   * Recognises the ghost state of {@code p}; the main procedure is {@code main} if given, else the
   * procedure with a {@code {:pair_first}} attribute.
   */
  public static Optional<PairShape> of(Program p, String main) {
    String m = main;
    if (m == null) {
      for (Decl.Procedure proc : p.procedures()) {
        if (Attribute.has(proc.attrs(), Attrs.PAIR_FIRST)) {
          m = proc.name();
          break;
        }
      }
    }
    if (m == null || p.procedure(m).isEmpty()) {
      return Optional.empty();
    }
    Set<String> globals = new LinkedHashSet<>();
    p.globals().forEach(g -> globals.add(g.name()));
    List<String> regions = new ArrayList<>();
    Set<String> locks = new LinkedHashSet<>();
    boolean readMode = false;
    Set<Integer> logging = new LinkedHashSet<>();
    for (String g : globals) {
      if (g.startsWith(Ghosts.WATCHED)) {
        regions.add(g.substring(Ghosts.WATCHED.length()));
      } else if (g.startsWith(Ghosts.CLS) && g.length() > Ghosts.CLS.length() + 2) {
        locks.add(g.substring(Ghosts.CLS.length() + 2));
      } else if (g.startsWith(Ghosts.CLSR)) {
        readMode = true;
      } else if (g.startsWith(Ghosts.LOGGING)) {
        try {
          logging.add(Integer.parseInt(g.substring(Ghosts.LOGGING.length())));
        } catch (NumberFormatException e) {
          // not a logging flag
        }
      }
    }
    return Optional.of(new PairShape(m, regions, new ArrayList<>(locks), readMode, logging));
  }
}

package dev.pairlock.precise;

import static dev.pairlock.ivl.ast.Expr.and;
import static dev.pairlock.ivl.ast.Expr.eq;
import static dev.pairlock.ivl.ast.Expr.not;
import static dev.pairlock.ivl.ast.Expr.var;

import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Expr;
import dev.pairlock.ivl.ast.Lhs;
import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Transfer;
import dev.pairlock.ivl.ast.Type;
import dev.pairlock.ivl.lifted.Attrs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sequential prefix of a pair of two threads of a POSIX-threads program (neither is main),
 * with each thread's first parameter bound to an argument main passed. main runs (sequentially,
 * before the threads) from its start; each {@code pthread_create} that starts thread t's start
 * function itself ({@code {:create_site "f", k}}, {@code {:start_arg "f", k}}) may be the one that
 * created the instance thread t stands for: it then records the argument ({@code $pl.capArg<t>});
 * one create execution starts one instance, so the two threads are distinct instances (two
 * executions of one site, e.g. in a loop, are distinct). A thread without a parameter is enabled
 * by such a create. Right after a create, once every thread the prefix starts has its create, the
 * prefix may stop and the threads start, with {@code $t<t>.<param> == $pl.capArg<t>}. Thread 2 is
 * not the prefix's when thread 1 starts it (then thread 1 is guarded by its own create of it). A
 * thread that main does not start itself (a thread creates it) never gets its create: such a pair
 * has no run (the creating thread's code before its create is not modelled).
 *
 * <p>An under-approximation of the schedules (the threads start only once main has created both,
 * so main's code between the creates runs first), never an over-approximation: a path on which
 * main may join a started instance before stopping is cut (a join certain to be of another
 * template is not), as is a path on which main returns before both creates.
 */
final class StartBinding {
  /** The thread ({@code 1}, {@code 2}) whose instance a create may start. */
  static String captured(int t) {
    return "$pl.cap" + t;
  }

  static String capturedArg(int t) {
    return "$pl.capArg" + t;
  }

  private static String choice(int t) {
    return "$pl.capNow" + t;
  }

  private static String enabled(int t) {
    return "$pl.en" + t;
  }

  private final String[] templates;
  private final boolean[] bound;
  private final boolean[] required;
  private final String[] params;
  private int splits;

  private StartBinding(String[] templates, boolean[] bound, boolean[] required, String[] params) {
    this.templates = templates;
    this.bound = bound;
    this.required = required;
    this.params = params;
  }

  /**
   * The binding for threads running {@code proc1} and {@code proc2} (first parameters {@code
   * param1}, {@code param2}, null if none) after {@code prefix}, main's flattened blocks; {@code
   * second}: the prefix starts thread 2 too (else thread 1 does).
   */
  static StartBinding of(
      List<Block> prefix,
      String proc1,
      String param1,
      String proc2,
      String param2,
      boolean second) {
    String[] templates = {null, proc1, proc2};
    String[] params = {null, param1, param2};
    boolean[] required = {false, true, second};
    boolean[] bound = new boolean[3];
    for (Block b : prefix) {
      for (Cmd c : b.cmds()) {
        if (c instanceof Cmd.Call call) {
          for (int t = 1; t <= 2; t++) {
            if (required[t] && params[t] != null && startArg(call, templates[t]).isPresent()) {
              bound[t] = true;
            }
          }
        }
      }
    }
    return new StartBinding(templates, bound, required, params);
  }

  /** Whether thread {@code t}'s parameter is bound. */
  boolean bound(int t) {
    return bound[t];
  }

  /** The argument of a create that starts {@code template}, if {@code call} is one. */
  private static Optional<Expr> startArg(Cmd.Call call, String template) {
    if (!Attrs.starts(call, template)) {
      return Optional.empty();
    }
    return Attrs.startArgOf(call.attrs())
        .filter(a -> a.template().equals(template))
        .flatMap(
            a -> {
              int k = a.argument();
              return k >= 0 && k < call.args().size()
                  ? Optional.of(call.args().get(k))
                  : Optional.empty();
            });
  }

  /** The ghosts' initial values (at the program's entry). */
  List<Cmd> init() {
    List<Cmd> out = new ArrayList<>();
    for (int t = 1; t <= 2; t++) {
      if (required[t]) {
        out.add(Cmd.Assign.of(bound[t] ? captured(t) : enabled(t), Expr.FALSE));
      }
    }
    return out;
  }

  /** The ghosts' types. */
  Map<String, Type> locals() {
    Map<String, Type> out = new LinkedHashMap<>();
    for (int t = 1; t <= 2; t++) {
      if (bound[t]) {
        out.put(captured(t), Type.BOOL);
        out.put(capturedArg(t), Type.INT);
        out.put(choice(t), Type.BOOL);
      } else if (required[t]) {
        out.put(enabled(t), Type.BOOL);
      }
    }
    return out;
  }

  /** At the threads' start: each bound thread's parameter is the argument of its create. */
  List<Cmd> bindings() {
    List<Cmd> out = new ArrayList<>();
    for (int t = 1; t <= 2; t++) {
      if (bound[t]) {
        out.add(
            new Cmd.Assume(
                eq(var("$t" + t + "." + params[t]), var(capturedArg(t))),
                List.of(Attrs.startArgBinding()),
                Pos.NONE));
      }
    }
    return out;
  }

  /**
   * main's blocks: captures at the creates, a possible stop after each create (to {@code
   * threads}), cuts at joins of captured instances, and returns cut ({@code noreg}).
   */
  List<Block> prefix(List<Block> blocks, String threads, String noreg) {
    List<Block> out = new ArrayList<>();
    for (Block b : blocks) {
      Block rest = b.transfer() instanceof Transfer.Return r
          ? b.withTransfer(new Transfer.Goto(List.of(noreg), r.pos()))
          : b;
      split(rest, threads, out);
    }
    return out;
  }

  /** Adds {@code b}, split after each create into a possible stop and the rest. */
  private void split(Block b, String threads, List<Block> out) {
    List<Cmd> cmds = new ArrayList<>();
    List<Cmd> in = b.cmds();
    for (int i = 0; i < in.size(); i++) {
      Cmd c = in.get(i);
      if (c instanceof Cmd.Call jc
          && (Attrs.joinOf(jc.attrs()).isPresent() || Attrs.isThreadJoin(jc.attrs()))) {
        Expr cut = joinCut(jc);
        if (!cut.equals(Expr.FALSE)) {
          cmds.add(
              new Cmd.Assume(
                  not(cut), List.of(Attrs.note("joins a captured thread")), c.pos()));
        }
      }
      cmds.add(c);
      if (!(c instanceof Cmd.Call call) || !Attrs.isRegistration(call.attrs())) {
        continue;
      }
      capture(call, cmds);
      int n = splits++;
      String stop = b.label() + "$stop" + n;
      String cont = b.label() + "$cont" + n;
      out.add(new Block(b.label(), cmds, new Transfer.Goto(List.of(stop, cont), c.pos()), b.pos()));
      out.add(
          new Block(
              stop,
              List.of(Cmd.Assume.of(ready())),
              new Transfer.Goto(List.of(threads), c.pos()),
              b.pos()));
      split(
          new Block(cont, in.subList(i + 1, in.size()), b.transfer(), b.pos()), threads, out);
      return;
    }
    out.add(new Block(b.label(), cmds, b.transfer(), b.pos()));
  }

  /**
   * When a join call ends a started instance (conservatively: any join not certain to be of
   * another template).
   */
  private Expr joinCut(Cmd.Call call) {
    Optional<Attrs.Join> j = Attrs.joinOf(call.attrs());
    List<Expr> cuts = new ArrayList<>();
    for (int t = 1; t <= 2; t++) {
      if (required[t] && (j.isEmpty() || j.get().template().equals(templates[t]))) {
        cuts.add(var(bound[t] ? captured(t) : enabled(t)));
      }
    }
    return cuts.isEmpty() ? Expr.FALSE : Expr.disj(cuts);
  }

  private void capture(Cmd.Call call, List<Cmd> out) {
    List<Expr> now = new ArrayList<>();
    for (int t = 1; t <= 2; t++) {
      if (!required[t]) {
        continue;
      }
      if (!bound[t]) {
        if (Attrs.starts(call, templates[t])) {
          out.add(Cmd.Assign.of(enabled(t), Expr.TRUE));
        }
        continue;
      }
      Optional<Expr> arg = startArg(call, templates[t]);
      if (arg.isEmpty()) {
        continue;
      }
      String c = choice(t);
      out.add(new Cmd.Havoc(List.of(c), List.of(), call.pos()));
      // an instance is created once: a thread already captured is not captured again
      out.add(Cmd.Assume.of(Expr.implies(var(c), not(var(captured(t))))));
      out.add(
          new Cmd.Assign(
              List.of(new Lhs.VarLhs(capturedArg(t)), new Lhs.VarLhs(captured(t))),
              List.of(
                  new Expr.Ite(var(c), arg.get(), var(capturedArg(t))),
                  Expr.or(var(captured(t)), var(c))),
              List.of(),
              call.pos()));
      now.add(var(c));
    }
    if (now.size() == 2) {
      // one create execution starts one thread: the two threads are distinct instances
      out.add(Cmd.Assume.of(not(and(now.get(0), now.get(1)))));
    }
  }

  private Expr ready() {
    List<Expr> all = new ArrayList<>();
    for (int t = 1; t <= 2; t++) {
      if (required[t]) {
        all.add(var(bound[t] ? captured(t) : enabled(t)));
      }
    }
    return Expr.conj(all);
  }
}

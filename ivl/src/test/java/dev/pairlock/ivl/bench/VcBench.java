package dev.pairlock.ivl.bench;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.vc.VcVerifier;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;

/**
 * Benchmark of VC generation and solving on synthetic programs of growing size ({@code
 * bench/ivl-vc}). Prints one row per program: family, size parameter, blocks and commands after
 * desugaring, commands after passification, VC DAG nodes, time to generate the VC alone, and time
 * of the whole verification (generate + solve + counterexamples), summed over all procedures.
 */
public final class VcBench {
  private VcBench() {}

  public static void main(String[] args) throws Exception {
    boolean quick = List.of(args).contains("--quick");
    String only = null;
    for (String a : args) {
      if (!a.startsWith("--")) {
        only = a;
      }
    }
    PrintStream out = System.out;
    VcVerifier v = new VcVerifier();
    // Warm-up (JIT, native library load), not reported.
    run(v, "warmup", 0, Synthetic.diamondChain(50), null);
    out.printf(
        "%-18s %6s %7s %8s %9s %10s %8s %10s  %s%n",
        "family", "n", "blocks", "cmds", "passive", "vc-nodes", "gen-ms", "verify-ms", "outcome");
    int[] diamonds = quick ? new int[] {100, 200} : new int[] {100, 200, 400, 800, 1600, 3200};
    for (int n : diamonds) {
      if (only == null || only.equals("diamond-chain"))
        run(v, "diamond-chain", n, Synthetic.diamondChain(n), out);
    }
    for (int n : diamonds) {
      if (only == null || only.equals("diamond-local")) {
        run(v, "diamond-local", n, Synthetic.diamondChainLocal(n), out);
      }
    }
    int[] calls = quick ? new int[] {10} : new int[] {10, 50, 200, 500};
    for (int n : calls) {
      if (only == null || only.equals("call-chain"))
        run(v, "call-chain", n, Synthetic.callChain(n, true), out);
    }
    for (int n : calls) {
      if (only == null || only.equals("call-chain-nospec"))
        run(v, "call-chain-nospec", n, Synthetic.callChain(n, false), out);
    }
    int[] depths = quick ? new int[] {2, 4} : new int[] {2, 4, 8, 16, 32};
    for (int d : depths) {
      if (only == null || only.equals("loop-nest"))
        run(v, "loop-nest", d, Synthetic.loopNest(d), out);
    }
  }

  private static void run(VcVerifier v, String family, int n, Program p, PrintStream out)
      throws Exception {
    long blocks = 0;
    long cmds = 0;
    long passive = 0;
    long nodes = 0;
    long genNanos = 0;
    long verifyNanos = 0;
    String outcome = "verified";
    VerifyOptions opts = VerifyOptions.defaults().withTimeout(Duration.ofSeconds(120));
    List<Decl.Procedure> procs = p.procedures();
    for (Decl.Procedure proc : procs) {
      long t0 = System.nanoTime();
      VcVerifier.Stats s = v.measure(p, proc.name());
      long t1 = System.nanoTime();
      Outcome o = v.verify(p, proc.name(), opts);
      long t2 = System.nanoTime();
      blocks += s.blocks();
      cmds += s.commands();
      passive += s.passiveCommands();
      nodes += s.vcNodes();
      genNanos += t1 - t0;
      verifyNanos += t2 - t1;
      if (!(o instanceof Outcome.Verified)) {
        outcome = proc.name() + ": " + o;
      }
    }
    if (out != null) {
      out.printf(
          "%-18s %6d %7d %8d %9d %10d %8.1f %10.1f  %s%n",
          family, n, blocks, cmds, passive, nodes, genNanos / 1e6, verifyNanos / 1e6, outcome);
    }
  }
}

package dev.pairlock.ivl.vc;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.bench.Synthetic;
import dev.pairlock.ivl.verify.Outcome;
import dev.pairlock.ivl.verify.VerifyOptions;
import org.junit.jupiter.api.Test;

/** The VC is linear in the program (Barnett–Leino), and the synthetic families verify. */
class VcSizeTest {
  static final VcVerifier V = new VcVerifier();

  @Test
  void diamondChainVcGrowsLinearly() throws Exception {
    long s100 = V.measure(Synthetic.diamondChain(100), "Chain").vcNodes();
    long s200 = V.measure(Synthetic.diamondChain(200), "Chain").vcNodes();
    long s400 = V.measure(Synthetic.diamondChain(400), "Chain").vcNodes();
    double r1 = (double) s200 / s100;
    double r2 = (double) s400 / s200;
    assertTrue(r1 > 1.5 && r1 < 2.5, "200 vs 100 diamonds: " + s200 + " / " + s100);
    assertTrue(r2 > 1.5 && r2 < 2.5, "400 vs 200 diamonds: " + s400 + " / " + s200);
  }

  /**
   * {@code k} diamonds, each assigning its own local on one side that nothing reads after the
   * join, then one whose variable {@code r} is read by the final assertion ({@code r >= bound}).
   */
  static Program deadLocals(int k, int bound) throws Exception {
    StringBuilder b = new StringBuilder("procedure P(x: int) returns (r: int) {\n");
    for (int i = 0; i < k; i++) {
      b.append("  var t").append(i).append(": int;\n");
    }
    b.append("  L:\n    r := 0;\n    goto A0, B0;\n");
    for (int i = 0; i < k; i++) {
      b.append("  A").append(i).append(":\n    t").append(i).append(" := x * ").append(i + 2)
          .append(";\n    assume t").append(i).append(" != 7;\n    goto J").append(i).append(";\n");
      b.append("  B").append(i).append(":\n    goto J").append(i).append(";\n");
      b.append("  J").append(i).append(":\n    goto A").append(i + 1).append(", B").append(i + 1)
          .append(";\n");
    }
    b.append("  A").append(k).append(":\n    r := x * x + 1;\n    goto J;\n");
    b.append("  B").append(k).append(":\n    goto J;\n");
    b.append("  J:\n    assert r >= ").append(bound).append(";\n    return;\n}\n");
    return dev.pairlock.ivl.syntax.Parser.parse(b.toString(), "dead.bpl");
  }

  @Test
  void deadVariablesAreNotMergedAtJoins() throws Exception {
    // The A sides have two passive commands each (80). Without liveness each of the 40 joins
    // also merged its local (two equalities each, 80 more); only r, read by the assertion, is.
    int passive = V.measure(deadLocals(40, 0), "P").passiveCommands();
    assertTrue(passive < 40 * 2 + 10, "passive commands: " + passive);
    assertInstanceOf(
        Outcome.Verified.class, V.verify(deadLocals(40, 0), "P", VerifyOptions.defaults()));
    // r is 0 on the B side, x*x+1 >= 1 on the A side: r >= 1 fails (the merge of r is kept)
    assertInstanceOf(
        Outcome.Failed.class, V.verify(deadLocals(40, 1), "P", VerifyOptions.defaults()));
  }

  @Test
  void syntheticFamiliesVerify() throws Exception {
    assertInstanceOf(
        Outcome.Verified.class,
        V.verify(Synthetic.diamondChain(50), "Chain", VerifyOptions.defaults()));
    assertInstanceOf(
        Outcome.Verified.class, V.verify(Synthetic.loopNest(4), "Nest", VerifyOptions.defaults()));
    for (boolean contracts : new boolean[] {true, false}) {
      Program p = Synthetic.callChain(5, contracts);
      for (Decl.Procedure proc : p.procedures()) {
        assertInstanceOf(
            Outcome.Verified.class,
            V.verify(p, proc.name(), VerifyOptions.defaults()),
            proc.name());
      }
    }
  }
}

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

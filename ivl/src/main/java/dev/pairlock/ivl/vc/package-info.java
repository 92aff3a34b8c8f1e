/**
 * Verification-condition generation for IVL procedures, Boogie style: the control-flow graph and
 * its loops ({@link dev.pairlock.ivl.vc.Cfg}), loop cutting and contract desugaring into an acyclic
 * core program ({@link dev.pairlock.ivl.vc.Desugarer}), passification into SSA ({@link
 * dev.pairlock.ivl.vc.Passifier}), the linear-size weakest precondition of Barnett and Leino
 * ({@link dev.pairlock.ivl.vc.VcGenerator}), and the verifier that checks it and maps
 * counterexamples back to the procedure as written ({@link dev.pairlock.ivl.vc.VcVerifier}).
 */
package dev.pairlock.ivl.vc;

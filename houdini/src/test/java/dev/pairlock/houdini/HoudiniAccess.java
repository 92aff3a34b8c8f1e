package dev.pairlock.houdini;

import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.vc.VcVerifier;

/** Test access to package-private variants of the engine. */
public final class HoudiniAccess {
  private HoudiniAccess() {}

  /** Houdini with the original dependency tracking (re-check every procedure mentioning a drop). */
  public static HoudiniResult runWithMentions(Program p, HoudiniOptions o) throws IvlException {
    return Houdini.run(p, o, new VcVerifier(), Houdini.Dependencies.MENTIONS);
  }
}

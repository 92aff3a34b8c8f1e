package dev.pairlock.ivl.ast;

import java.util.List;

/** A labelled basic block. Loop invariants are the leading {@code assert}s of a loop head. */
public record Block(String label, List<Cmd> cmds, Transfer transfer, Pos pos) {
  public Block {
    cmds = List.copyOf(cmds);
  }

  public Block(String label, List<Cmd> cmds, Transfer transfer) {
    this(label, cmds, transfer, Pos.NONE);
  }

  public Block withCmds(List<Cmd> newCmds) {
    return new Block(label, newCmds, transfer, pos);
  }

  public Block withTransfer(Transfer t) {
    return new Block(label, cmds, t, pos);
  }
}

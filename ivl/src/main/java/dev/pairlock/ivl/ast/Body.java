package dev.pairlock.ivl.ast;

import java.util.List;

/** A procedure body: local variables and blocks; the first block is the entry. */
public record Body(List<LocalVar> locals, List<Block> blocks) {
  public Body {
    locals = List.copyOf(locals);
    blocks = List.copyOf(blocks);
    if (blocks.isEmpty()) {
      throw new IllegalArgumentException("a body needs at least one block");
    }
  }

  public record LocalVar(String name, Type type, List<Attribute> attrs, Pos pos) {
    public LocalVar {
      attrs = List.copyOf(attrs);
    }

    public LocalVar(String name, Type type) {
      this(name, type, List.of(), Pos.NONE);
    }
  }
}

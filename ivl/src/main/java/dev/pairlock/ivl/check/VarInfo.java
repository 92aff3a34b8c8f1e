package dev.pairlock.ivl.check;

import dev.pairlock.ivl.ast.Pos;
import dev.pairlock.ivl.ast.Type;

/** What a variable name resolves to. */
record VarInfo(String name, Type type, Kind kind, Pos declaredAt) {
  enum Kind {
    GLOBAL("global variable"),
    CONST("constant"),
    IN("in-parameter"),
    OUT("out-parameter"),
    LOCAL("local variable"),
    BOUND("bound variable"),
    FUNCTION_PARAM("function parameter");

    final String label;

    Kind(String label) {
      this.label = label;
    }
  }
}

package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.frontend.PtGraph.AbstractObject;
import dev.pairlock.frontend.PtGraph.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

class PtGraphTest {
  private static AbstractObject obj(String n) {
    return new AbstractObject(AbstractObject.Kind.GLOBAL, n, null, 0);
  }

  @Test
  void unifyWithOffsetsShiftsTheSmallerNode() {
    PtGraph g = new PtGraph();
    Cell a = g.object(obj("a"));
    Cell b = g.object(obj("b"));
    g.unify(g.shift(a, 8), b); // &a.field8 == &b
    Cell fa = g.find(g.shift(a, 8));
    Cell fb = g.find(b);
    assertSame(fa.node(), fb.node());
    assertEquals(fa.offset(), fb.offset());
    assertEquals(8L, fb.node().objects.get(obj("b")));
    assertFalse(fa.node().collapsed);
  }

  @Test
  void fieldsOfMergedNodesUnify() {
    PtGraph g = new PtGraph();
    Cell a = g.object(obj("a"));
    Cell b = g.object(obj("b"));
    Cell x = g.object(obj("x"));
    Cell y = g.object(obj("y"));
    g.unify(g.pointee(g.shift(a, 4)), x);
    g.unify(g.pointee(g.shift(b, 4)), y);
    g.unify(a, b);
    assertSame(g.find(x).node(), g.find(y).node());
  }

  @Test
  void differentOffsetsInOneNodeCollapseIt() {
    PtGraph g = new PtGraph();
    Cell a = g.object(obj("a"));
    g.unify(a, g.shift(a, 4));
    assertTrue(g.find(a).node().collapsed);
    assertEquals(0, g.find(g.shift(a, 4)).offset());
  }

  @Test
  void negativeShiftRebasesTheNode() {
    PtGraph g = new PtGraph();
    Cell member = g.object(obj("m"));
    Cell container = g.shift(member, -16); // container_of
    Cell f = g.find(container);
    assertEquals(0, f.offset());
    assertEquals(16, g.find(member).offset());
    assertFalse(f.node().collapsed);
  }

  @Test
  void pathsFromDebugTypes() {
    CType.Struct s = new CType.Struct("dev", 32, false);
    CType.Scalar i = new CType.Scalar("int", 4);
    s.members.addAll(List.of(new CType.Member("a", 0, i),
        new CType.Member("ring", 4, new CType.Array(i, 16)),
        new CType.Member("n", 20, i)));
    assertEquals(".a", CType.path(s, 0));
    assertEquals(".ring[]", CType.path(s, 12));
    assertEquals(".n", CType.path(s, 20));
    assertEquals("+28", CType.path(s, 28));
    CType.Struct anon = new CType.Struct("", 8, true);
    anon.members.addAll(List.of(new CType.Member("u", 0, i), new CType.Member("v", 0, i)));
    CType.Struct outer = new CType.Struct("o", 12, false);
    outer.members.addAll(List.of(new CType.Member("", 0, anon), new CType.Member("w", 8, i)));
    assertEquals(".u", CType.path(outer, 0));
    assertEquals(".w", CType.path(outer, 8));
  }
}

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

  @Test
  void aFoldedArrayMapsItsElementsToTheFirstAndKeepsTheRest() {
    PtGraph g = new PtGraph();
    Cell s = g.object(obj("s"));
    Cell x = g.object(obj("x"));
    Cell y = g.object(obj("y"));
    g.unify(g.pointee(g.shift(s, 8 + 16 + 4)), x); // a pointer in element 1 of the array
    g.unify(g.pointee(g.shift(s, 72)), y); // a field after the array
    g.addSpan(g.shift(s, 8), 64, 16); // struct { long a; struct { int k; void *p; } e[4]; ... }
    assertEquals(8 + 4, g.find(g.shift(s, 8 + 48 + 4)).offset());
    assertSame(g.find(x).node(), g.find(g.pointee(g.shift(s, 8 + 4))).node());
    assertEquals(72, g.find(g.shift(s, 72)).offset());
    assertFalse(g.find(s).node().collapsed);
    assertSame(g.find(y).node(), g.find(g.pointee(g.shift(s, 72))).node());
  }

  @Test
  void aNestedArrayFoldsInsideTheFirstElement() {
    PtGraph g = new PtGraph();
    Cell s = g.object(obj("s"));
    g.addSpan(s, 64, 16);
    g.addSpan(g.shift(s, 16 + 4), 8, 1); // the byte array of element 1 = that of element 0
    assertEquals(4, g.find(g.shift(s, 48 + 4 + 7)).offset());
    assertEquals(12, g.find(g.shift(s, 48 + 12)).offset());
    assertFalse(g.find(s).node().collapsed);
  }

  @Test
  void partiallyOverlappingArraysCollapseTheNode() {
    PtGraph g = new PtGraph();
    Cell s = g.object(obj("s"));
    g.addSpan(s, 32, 8);
    g.addSpan(g.shift(s, 24), 16, 4);
    assertTrue(g.find(s).node().collapsed);
  }

  @Test
  void aNodeMergedIntoAnArrayTakesItsFolding() {
    PtGraph g = new PtGraph();
    Cell s = g.object(obj("s"));
    Cell p = g.object(obj("param"));
    g.addSpan(g.shift(s, 8), 32, 1); // unsigned char perm[32] at 8
    Cell p4 = g.shift(p, 4); // param[4]
    g.unify(p, g.shift(s, 8)); // the parameter is s.perm
    assertEquals(8, g.find(p4).offset());
    assertFalse(g.find(s).node().collapsed);
  }
}

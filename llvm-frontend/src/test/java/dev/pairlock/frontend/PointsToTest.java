package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PointsToTest {
  private static final String F = "pointsto/fields.c";

  private static String at(String marker) throws Exception {
    return Fixtures.regionAt(Fixtures.lift(F), F, marker);
  }

  @Test
  void twoPointersToOneFieldShareARegion() throws Exception {
    assertEquals(at("XA"), at("YA"));
    assertNotEquals(at("XA"), at("GB"));
    assertEquals("gp.a", Fixtures.info(Fixtures.lift(F), at("XA")).name());
    assertEquals("gp.b", Fixtures.info(Fixtures.lift(F), at("GB")).name());
  }

  @Test
  void distinctGlobalsDoNotShare() throws Exception {
    assertNotEquals(at("GA"), at("GBB"));
    assertEquals("ga", Fixtures.info(Fixtures.lift(F), at("GA")).name());
  }

  @Test
  void pointerThroughStructFieldReachesItsTarget() throws Exception {
    assertEquals(at("GA"), at("THROUGH"));
  }

  @Test
  void arrayElementsShareOneRegion() throws Exception {
    assertEquals(at("AI"), at("A3"));
    assertEquals("arr[]", Fixtures.info(Fixtures.lift(F), at("AI")).name());
  }

  @Test
  void heapObjectsPerAllocationSite() throws Exception {
    assertNotEquals(at("HN"), at("HM"));
    // n->next->val reads m's object
    assertTrue(Fixtures.regionsAt(Fixtures.lift(F), Fixtures.line(F, "HNEXT")).contains(at("HM")));
    assertEquals("node.val", Fixtures.info(Fixtures.lift(F), at("HN")).name());
  }

  @Test
  void charPointerArithmeticCollapsesTheObject() throws Exception {
    assertEquals(at("CHAR"), at("QA"));
    assertEquals(at("QA"), at("QB"));
    assertTrue(Fixtures.info(Fixtures.lift(F), at("QA")).collapsed());
  }

  @Test
  void pointerStoredInGlobalAndLoadedElsewhere() throws Exception {
    assertEquals(at("GBB"), at("LOADG"));
  }

  @Test
  void readersAndWriters() throws Exception {
    RegionInfo ga = Fixtures.info(Fixtures.lift(F), at("GA"));
    assertTrue(ga.writers().contains("distinct_globals"));
    assertTrue(ga.writers().contains("through_struct_field"));
  }

  private static final String R = "pointsto/refine.c";

  private static String refined(String marker) throws Exception {
    return Fixtures.regionAt(Fixtures.lift(R), R, marker);
  }

  @Test
  void containerOfOutsideAFoldedArrayKeepsTheLayout() throws Exception {
    RegionInfo count = Fixtures.info(Fixtures.lift(R), refined("COUNT"));
    assertTrue(count.name().endsWith(".count"), count.toString());
    assertTrue(!count.collapsed(), count.toString());
  }

  @Test
  void elementArithmeticInAFoldedArrayKeepsTheLayout() throws Exception {
    RegionInfo other = Fixtures.info(Fixtures.lift(R), refined("OTHER"));
    assertEquals("other_dev.count", other.name());
    assertTrue(!other.collapsed(), other.toString());
  }

  @Test
  void maskingAnIntLoadedFromACollapsedObjectCollapsesNothing() throws Exception {
    RegionInfo state = Fixtures.info(Fixtures.lift(R), refined("STATE"));
    assertEquals("st.b", state.name());
    assertTrue(!state.collapsed(), state.toString());
  }

  @Test
  void byteArithmeticInsideAnArrayElementCollapses() throws Exception {
    RegionInfo third = Fixtures.info(Fixtures.lift(R), refined("THIRD"));
    assertTrue(third.collapsed(), third.toString());
  }

  @Test
  void aCopyBoundedByItsSourceArrayKeepsTheDestinationLayout() throws Exception {
    RegionInfo after = Fixtures.info(Fixtures.lift(R), refined("AFTER"));
    assertEquals("the_dev.after", after.name());
    assertTrue(!after.collapsed(), after.toString());
  }

  @Test
  void aVoidParameterUsedAsOneStructIsThatStructsObject() throws Exception {
    assertEquals(refined("FAMILY"), refined("TYPED"));
    assertTrue(Fixtures.info(Fixtures.lift(R), refined("FAMILY")).name().startsWith("addr"));
  }

  private static final String A = "pointsto/addrints.c";

  @Test
  void aWideFlagFromACollapsedObjectCollapsesNothing() throws Exception {
    RegionInfo state =
        Fixtures.info(Fixtures.lift(A), Fixtures.regionAt(Fixtures.lift(A), A, "WIDE"));
    assertEquals("st.b", state.name());
    assertTrue(!state.collapsed(), state.toString());
  }

  @Test
  void anAddressKeptInAnUnsignedLongIsFoundAgain() throws Exception {
    RegionInfo y = Fixtures.info(Fixtures.lift(A), Fixtures.regionAt(Fixtures.lift(A), A, "HIDDEN"));
    assertEquals("tg.y", y.name());
  }

  @Test
  void anAddressReadThroughAPointerToItsFieldIsFoundAgain() throws Exception {
    RegionInfo x = Fixtures.info(Fixtures.lift(A), Fixtures.regionAt(Fixtures.lift(A), A, "VIAPTR"));
    assertEquals("tg2.x", x.name());
  }
}

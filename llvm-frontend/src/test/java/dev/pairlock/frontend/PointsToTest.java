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

  private static final String ACC = "pointsto/accessors.c";

  private static String accessor(String marker) throws Exception {
    return Fixtures.regionAt(Fixtures.lift(ACC), ACC, marker);
  }

  /**
   * Small getters and setters are inlined into their direct callers (Accessors): each call
   * reaches its own caller's objects, where one context-insensitive parameter merged them all.
   */
  @Test
  void accessorsKeepTheObjectsOfTheirCallersApart() throws Exception {
    LiftResult r = Fixtures.lift(ACC);
    assertNotEquals(accessor("A_COUNT"), accessor("B_COUNT"));
    assertEquals("pa.count", Fixtures.info(r, accessor("A_COUNT")).name());
    assertEquals("pb.count", Fixtures.info(r, accessor("B_COUNT")).name());
    // the getter's read of x->p, once per inlined copy: a.p, b.p (through get_via), ...
    assertTrue(Fixtures.regionsAt(r, Fixtures.line(ACC, "GET")).size() >= 2,
        Fixtures.regionsAt(r, Fixtures.line(ACC, "GET")).toString());
    // a getter also called through a pointer keeps its body for that call: c's object there,
    // d's at the direct call
    assertEquals("pc.count", Fixtures.info(r, accessor("IND_C_COUNT")).name());
    assertEquals("pd.count", Fixtures.info(r, accessor("D_COUNT")).name());
  }

  /** Recursion and a global access are no accessor: one cell for all calls, as before. */
  @Test
  void recursiveAndGlobalReachingFunctionsAreNotInlined() throws Exception {
    assertEquals(accessor("RE_COUNT"), accessor("RF_COUNT"));
    assertEquals(accessor("CG_COUNT"), accessor("CH_COUNT"));
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
  void byteArithmeticInsideAnArrayElementStaysInsideTheElement() throws Exception {
    RegionInfo b = Fixtures.info(Fixtures.lift(R), refined("BYTE"));
    assertEquals("third_dev.slots[]+1", b.name());
    assertTrue(!b.collapsed(), b.toString());
    RegionInfo third = Fixtures.info(Fixtures.lift(R), refined("THIRD"));
    assertEquals("third_dev.count", third.name());
    assertTrue(!third.collapsed(), third.toString());
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

  private static final String S = "pointsto/spans.c";

  private static RegionInfo span(String marker) throws Exception {
    return Fixtures.info(Fixtures.lift(S), Fixtures.regionAt(Fixtures.lift(S), S, marker));
  }

  @Test
  void constantIndicesIntoAnEmbeddedArrayKeepTheStructLayout() throws Exception {
    // sum_addr(nd.perm) and sum_addr(nd.addr): m[4] lands inside the folded perm[]
    RegionInfo ndb = span("NDB");
    assertEquals("nd.b", ndb.name());
    assertTrue(!ndb.collapsed(), ndb.toString());
    RegionInfo mac = span("MAC");
    // one class: nd.perm and the buffer nd.addr points to (addr_store), named after the first
    // in clang's order of the globals (declaration order, with every static variable emitted)
    assertEquals("nd.perm[]", mac.name());
    assertTrue(Fixtures.regionsAt(Fixtures.lift(S), Fixtures.line(S, "ADDR"))
        .contains(mac.variable()));
    assertTrue(!mac.collapsed(), mac.toString());
  }

  @Test
  void nestedFoldedArraysKeepTheOuterLayout() throws Exception {
    RegionInfo tag = span("TAG");
    assertEquals("tbl.recs[].tag[]", tag.name());
    assertTrue(!tag.collapsed(), tag.toString());
    assertEquals("tbl.n", span("TBLN").name());
  }

  @Test
  void aFunctionCalledOnlyThroughAPointerTakesTheDriversArguments() throws Exception {
    LiftResult r = Fixtures.lift(S);
    assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
    assertEquals("the_priv.count", span("COUNT").name());
    assertTrue(r.locks().stream().anyMatch(l -> l.name().equals("the_priv.lock")),
        r.locks().toString());
  }
}

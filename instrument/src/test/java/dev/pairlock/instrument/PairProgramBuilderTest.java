package dev.pairlock.instrument;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.lifted.Attrs;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.Region;
import dev.pairlock.ivl.syntax.Parser;
import dev.pairlock.ivl.syntax.Printer;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PairProgramBuilderTest {

  private static PairProgram llseekPair() throws Exception {
    LiftedProgram lp = LiftedProgram.of(Fixtures.lifted("llseek.bpl"));
    EntryPointPair pair =
        new EntryPointPair(
            lp.entryPoint("buf_read").orElseThrow(), lp.entryPoint("buf_llseek").orElseThrow());
    return new PairProgramBuilder(lp, false).build(pair);
  }

  @Test
  void pairProgramGolden() throws Exception {
    PairProgram pp = llseekPair();
    Fixtures.golden("llseek_pair.expect", Printer.print(pp.program()));
  }

  @Test
  void inlinedPairProgramGolden() throws Exception {
    PairProgram pp = llseekPair();
    Inliner.Inlined in = Inliner.inline(pp.program(), pp.mainProcedure(), 16);
    assertEquals(List.of(), in.problems());
    Fixtures.golden("llseek_pair_inlined.expect", Printer.print(in.program()));
  }

  @Test
  void printedPairProgramParsesBack() throws Exception {
    PairProgram pp = llseekPair();
    Program back = Parser.parse(Printer.print(pp.program()), "pair.bpl");
    assertEquals(pp.program(), back);
  }

  @Test
  void onlyRegionsOfBothSidesAreShared() throws Exception {
    PairProgram pp = llseekPair();
    assertEquals("buf_llseek", pp.pair().first().procedure(), "pairs are ordered by name");
    assertEquals(List.of(new Region("$M.0", "file.f_pos")), pp.sharedRegions());
    assertEquals("$pair$buf_llseek$buf_read", pp.mainProcedure());
    List<String> globals = pp.program().globals().stream().map(Decl.GlobalVar::name).toList();
    assertTrue(globals.contains("$WATCHED_M.0"));
    // buf_data is not shared with buf_llseek, but with buf_read's own second instance: buf_read
    // instruments it in every pair, buf_llseek never does.
    assertTrue(globals.contains("$PICKED_M.1_2"));
    assertFalse(globals.contains("$PICKED_M.1_1"));
    assertEquals(List.of("$M.0", "$M.1"),
        pp.instrumentedRegions().stream().map(Region::variable).toList());
    Decl.Procedure read2 = pp.program().procedure("buf_read$2").orElseThrow();
    // every command of the copy (picks split blocks: the side may stop after each)
    List<Cmd> cmds = read2.body().blocks().stream().flatMap(b -> b.cmds().stream()).toList();
    assertFalse(
        cmds.stream().anyMatch(c -> Attribute.stringOf(c.attrs(), "access").isPresent()),
        "both accesses of buf_read are instrumented");
    assertTrue(
        cmds.stream().anyMatch(c -> c instanceof Cmd.Havoc h && h.vars().equals(List.of("pos"))));
    assertEquals(List.of(), pp.unsoundness());
  }

  @Test
  void regionsSharedWithNoConcurrentEntryPointAreNotInstrumented() throws Exception {
    LiftedProgram lp = LiftedProgram.of(Fixtures.lifted("llseek.bpl"));
    EntryPoint read = lp.entryPoint("buf_read").orElseThrow();
    EntryPoint llseek = lp.entryPoint("buf_llseek").orElseThrow();
    // buf_read never runs concurrently with itself: buf_data is its own
    PairProgram pp =
        new PairProgramBuilder(lp, false, (a, b) -> !a.equals(b) || a.equals(llseek))
            .build(new EntryPointPair(read, llseek));
    List<String> globals = pp.program().globals().stream().map(Decl.GlobalVar::name).toList();
    assertFalse(globals.contains("$WATCHED_M.1"));
    Decl.Procedure read2 = pp.program().procedure("buf_read$2").orElseThrow();
    // every command of the copy (picks split blocks: the side may stop after each)
    List<Cmd> cmds = read2.body().blocks().stream().flatMap(b -> b.cmds().stream()).toList();
    // The unshared write to buf_data stays; the shared read of f_pos became a havoc.
    assertTrue(
        cmds.stream()
            .anyMatch(c -> Attribute.stringOf(c.attrs(), "access").orElse("").equals("write")));
    assertFalse(
        cmds.stream()
            .anyMatch(c -> Attribute.stringOf(c.attrs(), "access").orElse("").equals("read")));
  }

  @Test
  void aSideIsTheSameInEveryPair() throws Exception {
    LiftedProgram lp = LiftedProgram.of(Fixtures.lifted("llseek.bpl"));
    EntryPoint read = lp.entryPoint("buf_read").orElseThrow();
    EntryPoint llseek = lp.entryPoint("buf_llseek").orElseThrow();
    PairProgramBuilder b = new PairProgramBuilder(lp, false);
    // buf_read is side 2 in both pairs; its partners share different regions with it
    Decl.Procedure withLlseek =
        b.build(new EntryPointPair(llseek, read)).program().procedure("buf_read$2").orElseThrow();
    Decl.Procedure withItself =
        b.build(new EntryPointPair(read, read)).program().procedure("buf_read$2").orElseThrow();
    // the same but for the modifies clause (every global of the pair program, narrowed later)
    assertEquals(
        Printer.print(withItself.withSpecs(List.of())),
        Printer.print(withLlseek.withSpecs(List.of())));
    // one body for both pair programs, the one a builder that made no other pair makes
    assertSame(withLlseek.body(), withItself.body());
    Decl.Procedure fresh =
        new PairProgramBuilder(lp, false)
            .build(new EntryPointPair(read, read))
            .program()
            .procedure("buf_read$2")
            .orElseThrow();
    assertEquals(fresh.body(), withItself.body());
  }

  @Test
  void raceAssertionPerSharedRegion() throws Exception {
    PairProgram pp = llseekPair();
    Decl.Procedure main = pp.program().procedure(pp.mainProcedure()).orElseThrow();
    List<Cmd.Assert> asserts =
        main.body().blocks().stream()
            .flatMap(b -> b.cmds().stream())
            .filter(c -> c instanceof Cmd.Assert)
            .map(c -> (Cmd.Assert) c)
            .toList();
    assertEquals(1, asserts.size());
    assertEquals(
        "$M.0", Attribute.stringOf(asserts.get(0).attrs(), Attrs.RACE_CHECK).orElseThrow());
    assertEquals("file.f_pos", Attribute.stringOf(asserts.get(0).attrs(), "region").orElseThrow());
  }

  @Test
  void pointerParametersAreAssumedDistinctUnlessAliasingIsAllowed() throws Exception {
    LiftedProgram lp = LiftedProgram.of(Fixtures.lifted("llseek.bpl"));
    assertEquals(List.of("file", "buf"), new PointerParameters(lp).of("buf_read"));
    assertEquals(List.of("file"), new PointerParameters(lp).of("buf_llseek"));
    EntryPoint read = lp.entryPoint("buf_read").orElseThrow();
    String strict =
        Printer.print(
            new PairProgramBuilder(lp, false).build(new EntryPointPair(read, read)).program());
    String loose =
        Printer.print(
            new PairProgramBuilder(lp, true).build(new EntryPointPair(read, read)).program());
    assertTrue(strict.contains("$a1.file != $a1.buf"), strict);
    assertTrue(strict.contains("$a2.file != $a2.buf"), strict);
    assertFalse(strict.contains("$a1.file != $a2.file"), "the two sides may share a file");
    assertFalse(loose.contains("!="), loose);
  }
}

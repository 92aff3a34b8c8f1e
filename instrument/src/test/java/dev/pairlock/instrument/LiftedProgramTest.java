package dev.pairlock.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.lifted.AccessSite;
import dev.pairlock.ivl.lifted.EntryPoint;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.ivl.lifted.Region;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LiftedProgramTest {

  @Test
  void readsEntryPointsRegionsLocksAndAccesses() throws Exception {
    LiftedProgram lp = LiftedProgram.of(Fixtures.lifted("llseek.bpl"));
    assertEquals(
        List.of(
            new EntryPoint("buf_llseek", "file_operations.llseek", new SourceLoc("drv.c", 18, 1)),
            new EntryPoint("buf_read", "file_operations.read", new SourceLoc("drv.c", 30, 1))),
        lp.entryPoints());
    assertEquals(
        List.of(new Region("$M.0", "file.f_pos"), new Region("$M.1", "buf_data")),
        List.copyOf(lp.regions().values()));
    assertEquals(
        List.of(new LockConst("$lock.buf_mutex", "buf_mutex", "mutex")),
        List.copyOf(lp.locks().values()));
    assertEquals(
        List.of(
            new AccessSite(0, "buf_llseek", "L0", 0, "$M.0", true, new SourceLoc("drv.c", 21, 2)),
            new AccessSite(1, "buf_read", "L0", 1, "$M.0", false, new SourceLoc("drv.c", 33, 8)),
            new AccessSite(2, "buf_read", "L0", 2, "$M.1", true, new SourceLoc("drv.c", 34, 2))),
        lp.accesses());
    assertEquals(Set.of("$M.0", "$M.1"), lp.regionsReachable("buf_read"));
    assertEquals(Set.of("$M.0"), lp.regionsReachable("buf_llseek"));
    assertEquals(Set.of("$lock.buf_mutex"), lp.locksReachable("buf_read"));
    assertEquals(List.of(), lp.taintsReachable("buf_read"));
  }

  @Test
  void taintsAndRegistrationAreTransitive() throws Exception {
    LiftedProgram lp =
        LiftedProgram.of(
            Fixtures.liftedText(
                """
                var $M.0: [int]int {:region "x"};
                procedure reg(p: int) returns (r: int);
                procedure helper()
                {
                  L0:
                    assume {:sourceloc "a.c", 3, 4} {:unsound "inline-asm", "asm volatile"} true;
                    call {:sourceloc "a.c", 4, 4} {:unresolved_lock "spin_lock: two objects"} $lock_unresolved();
                    return;
                }
                procedure setup() returns (r: int)
                {
                  L0:
                    call {:registration "reg"} r := reg(0);
                    return;
                }
                procedure {:entrypoint "module_init"} init() returns (r: int)
                {
                  L0:
                    call r := setup();
                    return;
                }
                procedure {:entrypoint "file_operations.open"} open()
                {
                  L0:
                    call helper();
                    return;
                }
                """));
    assertTrue(lp.reachesRegistration("init"));
    assertFalse(lp.reachesRegistration("open"));
    List<LiftedProgram.Taint> taints = lp.taintsReachable("open");
    assertEquals(2, taints.size());
    assertEquals("inline-asm", taints.get(0).diagnostic().code());
    assertEquals("inline-asm: asm volatile", taints.get(0).diagnostic().message());
    assertEquals(new SourceLoc("a.c", 3, 4), taints.get(0).diagnostic().location());
    assertEquals("unresolved-lock", taints.get(1).diagnostic().code());
    assertEquals(List.of(), lp.taintsReachable("init"));
    assertTrue(lp.entryPoint("init").orElseThrow().isInitLike());
    assertFalse(lp.entryPoint("open").orElseThrow().isInitLike());
  }

  @Test
  void malformedAccessIsRejected() {
    IvlException e =
        assertThrows(
            IvlException.class,
            () ->
                LiftedProgram.of(
                    Fixtures.liftedText(
                        """
                        var $M.0: [int]int {:region "x"};
                        procedure {:entrypoint "k"} f() returns (r: int)
                        {
                          L0:
                            {:sourceloc "a.c", 2, 3} {:access "read"} r := $M.0[1] + 1;
                            return;
                        }
                        """)));
    assertEquals("access", e.diagnostics().get(0).code());
    assertEquals(new SourceLoc("a.c", 2, 3), e.diagnostics().get(0).location());
  }

  @Test
  void externalWritesAreNumberedPerRegion() throws Exception {
    LiftedProgram lp = LiftedProgram.of(Fixtures.lifted("race/external_write.bpl"));
    List<AccessSite> ext = lp.externalWritesAt("dev_write", "L0", 0);
    assertEquals(1, ext.size());
    assertEquals("copy_from_user", ext.get(0).callee());
    assertTrue(ext.get(0).isWrite());
    assertEquals(new SourceLoc("drv.c", 18, 6), ext.get(0).location());
    assertEquals(ext.get(0), lp.accesses().get(ext.get(0).id()));
  }
}

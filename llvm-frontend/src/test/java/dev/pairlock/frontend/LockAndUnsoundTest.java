package dev.pairlock.frontend;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Block;
import dev.pairlock.ivl.ast.Cmd;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.ast.SourceLoc;
import dev.pairlock.ivl.diag.Diagnostic;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.ivl.syntax.Printer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LockAndUnsoundTest {
  private static List<Cmd> cmds(LiftResult r, String proc) {
    List<Cmd> out = new ArrayList<>();
    for (Block b : r.program().procedure(proc).orElseThrow().body().blocks()) {
      out.addAll(b.cmds());
    }
    return out;
  }

  private static List<String> codes(LiftResult r) {
    return r.diagnostics().stream().map(Diagnostic::code).toList();
  }

  @Test
  void locksResolveToReadableNames() {
    LiftResult r = Fixtures.lift("golden/locks.c");
    List<String> names = r.locks().stream().map(LockConst::name).sorted().toList();
    assertEquals(List.of("mydev.io", "mydev.lock", "stats_lock"), names);
    String count = Printer.print(r.program().procedure("count").orElseThrow());
    assertTrue(count.contains("$lock_acquire($lock.stats_lock)"), count);
    assertTrue(count.contains("$lock_release($lock.stats_lock)"), count);
    String tryIo = Printer.print(r.program().procedure("try_io").orElseThrow());
    assertTrue(tryIo.contains(":= $lock_tryacquire($lock.mydev.io)"), tryIo);
    assertEquals("spinlock", r.locks().stream()
        .filter(l -> l.name().equals("mydev.lock")).findFirst().orElseThrow().kind());
  }

  @Test
  void locationsWithTheSameNameAreDifferentLocks() {
    LiftResult r = Fixtures.lift("misc/samename.c");
    assertEquals(2, r.locks().size(), r.locks().toString());
    String p = Printer.print(r.program().procedure("via_param").orElseThrow());
    String h = Printer.print(r.program().procedure("via_heap").orElseThrow());
    String lp = r.locks().get(0).constant();
    String lh = r.locks().get(1).constant();
    assertTrue(p.contains("$lock_acquire(" + lp + ")") != h.contains("$lock_acquire(" + lp + ")"));
    assertTrue(p.contains("$lock_acquire(" + lh + ")") != h.contains("$lock_acquire(" + lh + ")"));
    assertTrue(r.locks().stream().allMatch(l -> l.name().startsWith("mydev.lock")));
  }

  @Test
  void lockLocationsThatMayBeSeveralLocksNameTheirInstance() {
    LiftResult r = Fixtures.lift("misc/instances.c");
    java.util.Map<String, LockConst> byName = new java.util.TreeMap<>();
    r.locks().forEach(l -> byName.put(l.name(), l));
    // a global and an object module_init allocates once: one lock each
    assertFalse(byName.get("global_lock").isMultiInstance());
    assertFalse(byName.get("port.lock").isMultiInstance());
    // allocated in a loop, per open, on the stack of an entry point: maybe several locks
    assertTrue(byName.get("port.lock#2").instances().contains("in a loop at instances.c:61"));
    assertTrue(byName.get("port.lock#3").instances().contains("in dev_open, which may run"));
    assertTrue(byName.get("dev_read.local").instances().contains("local variable of dev_read"));
    // count lies 4 bytes after the lock in its object
    assertEquals(4, byName.get("port.lock#3").field());
    assertEquals(List.of("4"), byName.get("port.lock#3").regionOffsets().values().stream()
        .map(LockConst.Range::text).toList());
    assertEquals(3, codes(r).stream().filter("lock-instances"::equals).count());
    // each operation on such a lock names its instance first
    List<Cmd> read = cmds(r, "dev_read");
    long instances = read.stream()
        .filter(c -> c instanceof Cmd.Call k && k.procedure().equals("$lock_instance")).count();
    assertEquals(6, instances);
    for (int i = 0; i < read.size(); i++) {
      if (read.get(i) instanceof Cmd.Call k && k.procedure().equals("$lock_instance")) {
        Cmd.Call op = (Cmd.Call) read.get(i + 1);
        assertEquals(k.args().get(0), op.args().get(0));
      }
    }
  }

  @Test
  void lockInArrayIsUnresolvedAndDiagnosed() {
    LiftResult r = Fixtures.lift("golden/locks.c");
    assertTrue(codes(r).contains("unresolved-lock"));
    boolean marked = cmds(r, "lock_any").stream().anyMatch(c -> c instanceof Cmd.Call call
        && call.procedure().equals("$lock_unresolved")
        && Attribute.has(call.attrs(), "unresolved_lock"));
    assertTrue(marked);
  }

  @Test
  void inlineAssemblyIsDiagnosedAndMarkedUnsound() throws Exception {
    LiftResult r = Fixtures.lift("misc/unsound.c");
    Diagnostic d = r.diagnostics().stream().filter(x -> x.code().equals("inline-asm"))
        .findFirst().orElseThrow();
    assertEquals(Fixtures.line("misc/unsound.c", "ASM"), d.location().line());
    assertTrue(d.message().contains("bswap"));
    assertTrue(cmds(r, "with_asm").stream().anyMatch(c -> Attribute.stringOf(c.attrs(),
        "unsound").orElse("").equals("inline-asm")));
  }

  @Test
  void externCallHavocsWhatItReaches() throws Exception {
    LiftResult r = Fixtures.lift("misc/unsound.c");
    assertTrue(codes(r).contains("extern-call"));
    Cmd.Havoc h = cmds(r, "calls_extern").stream()
        .filter(c -> c instanceof Cmd.Havoc hv && Attribute.has(hv.attrs(), "unsound"))
        .map(c -> (Cmd.Havoc) c).findFirst().orElseThrow();
    String sharedRegion = r.regions().stream().filter(g -> g.name().equals("shared"))
        .findFirst().orElseThrow().variable();
    assertTrue(h.vars().contains(sharedRegion), h.toString());
    Decl.Procedure p = r.program().procedure("calls_extern").orElseThrow();
    assertTrue(p.modifies().contains(sharedRegion));
    // callers inherit the effect in their modifies clause
    assertTrue(r.program().procedure("spill").orElseThrow().modifies().contains(sharedRegion));
  }

  @Test
  void unresolvedIndirectCallIsMarked() {
    LiftResult r = Fixtures.lift("misc/unsound.c");
    assertTrue(codes(r).contains("indirect-call"));
    assertTrue(cmds(r, "via_param").stream().anyMatch(c -> Attribute.stringOf(c.attrs(),
        "unsound").orElse("").equals("indirect-call")));
  }

  @Test
  void parameterSpillsAreNotUserAccesses() {
    LiftResult r = Fixtures.lift("misc/unsound.c");
    for (Cmd c : cmds(r, "spill")) {
      if (Attribute.has(c.attrs(), "access")) {
        assertTrue(Attribute.sourceLocOf(c.attrs()).isPresent(), c.toString());
      }
    }
    // the spill of x into its (escaping) stack slot has no location and no access attribute
    boolean spill = cmds(r, "spill").stream().anyMatch(c -> c instanceof Cmd.Assign a
        && a.lhs().get(0) instanceof dev.pairlock.ivl.ast.Lhs.MapLhs
        && !Attribute.has(a.attrs(), "access"));
    assertTrue(spill);
  }

  @Test
  void stackObjectPassedToAHelperIsThreadLocal() throws Exception {
    LiftResult r = Fixtures.lift("misc/unsound.c");
    String v = Fixtures.regionsAt(r, Fixtures.line("misc/unsound.c", "HELPER")).first();
    RegionInfo g = Fixtures.info(r, v);
    assertTrue(g.threadLocal() && g.owner() == null, g.toString());
    assertTrue(Printer.print(r.program()).contains("{:thread_local}"));
    RegionInfo shared = r.regions().stream().filter(x -> x.name().equals("shared"))
        .findFirst().orElseThrow();
    assertFalse(shared.threadLocal());
  }

  @Test
  void sourceTextGivesTheLine() throws Exception {
    LiftResult r = Fixtures.lift("misc/unsound.c");
    int line = Fixtures.line("misc/unsound.c", "EXTERN");
    assertEquals("\treturn mystery(&shared); /* EXTERN */",
        r.sources().line(new SourceLoc("unsound.c", line, 2)).orElseThrow());
    assertFalse(r.sources().line(new SourceLoc("unsound.c", 999, 1)).isPresent());
  }
}

package dev.pairlock.frontend;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Decl;
import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.lifted.LockConst;
import dev.pairlock.ivl.syntax.Printer;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Thread templates, creation and join attributes, and thread arguments of a pthread program. */
class ThreadsTest {
  private static final String FIXTURE = "pthread/threads.c";

  private static LiftResult lift() throws Exception {
    return Lifter.lift(
        List.of(Fixtures.resource(FIXTURE)), new CompileOptions(List.of(), List.of(), false));
  }

  @Test
  void mainAndStartFunctionsAreTheEntryPoints() throws Exception {
    LiftResult r = lift();
    assertTrue(TypeChecker.check(r.program()).isEmpty());
    assertEquals(
        r.program(), dev.pairlock.ivl.syntax.Parser.parse(Printer.print(r.program()), "t.bpl"));
    assertEquals(
        List.of(
            "main main ",
            "pthread_create leaf spawner",
            "pthread_create spawner main",
            "pthread_create boxer main",
            "pthread_create looped main"),
        r.entryPoints().stream()
            .map(e -> e.kind() + " " + e.procedure() + " " + (e.table() == null ? "" : e.table()))
            .toList());
  }

  @Test
  void singleInstancesAreCreatedAtOneSiteThatRunsOnce() throws Exception {
    LiftResult r = lift();
    // leaf: created once by spawner, itself created once by main
    for (String p : List.of("main", "spawner", "boxer", "leaf")) {
      assertTrue(single(r, p), p);
    }
    assertFalse(single(r, "looped"), "created in a loop");
  }

  @Test
  void createsNameTheThreadsTheyMayStartAndCertainJoinsTheirThread() throws Exception {
    String main = Printer.print(lift().program().procedure("main").orElseThrow());
    assertTrue(main.contains("{:registration \"pthread_create\"} {:threads \"spawner\", \"leaf\"}"), main);
    assertTrue(
        main.contains(
            "{:threads \"boxer\"} {:create_site \"boxer\", 0} {:start_arg \"boxer\", 3}"),
        main);
    assertTrue(main.contains("{:thread_join} {:join \"boxer\", 0, 1}"), main);
    assertTrue(main.contains("{:join \"boxer\", 0, 1}"), main);
    // l[0] is an array element, and looped has several instances: not a certain join
    assertEquals(1, main.split("\\{:join ", -1).length - 1, main);
  }

  @Test
  void theArgumentIsTheCreatorsObjectAndItsLockResolves() throws Exception {
    LiftResult r = lift();
    RegionInfo value =
        r.regions().stream().filter(x -> x.name().endsWith("value")).findFirst().orElseThrow();
    assertEquals(List.of("boxer", "main"), value.readers(), value.toString());
    assertEquals(List.of("boxer"), value.writers(), value.toString());
    assertEquals(
        List.of("box.lock"), r.locks().stream().map(LockConst::name).toList(), r.locks().toString());
  }

  @Test
  void pthreadModeDetection() {
    assertTrue(Lifter.looksLikePthreadProgram(List.of(Fixtures.resource(FIXTURE))));
    assertFalse(Lifter.looksLikePthreadProgram(List.of(Fixtures.resource("misc/nested.c"))));
  }

  private static boolean single(LiftResult r, String proc) {
    Decl.Procedure p = r.program().procedure(proc).orElseThrow();
    return Attribute.has(p.attrs(), "single_instance");
  }
}

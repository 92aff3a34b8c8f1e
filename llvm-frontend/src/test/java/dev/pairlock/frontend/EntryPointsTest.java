package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.ast.Attribute;
import dev.pairlock.ivl.ast.Decl;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntryPointsTest {
  @Test
  void tablesReachedThroughOtherTables() {
    LiftResult r = Fixtures.lift("misc/nested.c");
    List<String> found =
        r.entryPoints().stream().map(e -> e.kind() + " " + e.procedure()).sorted().toList();
    assertEquals(
        List.of(
            "file_operations.open b_open",
            "file_operations.read a_read",
            "file_operations.unlocked_ioctl a_ioctl",
            "file_operations.write a_write",
            "module_init drv_init"),
        found);
  }

  @Test
  void entryPointAttributesOnProcedures() {
    LiftResult r = Fixtures.lift("misc/nested.c");
    Decl.Procedure p = r.program().procedure("a_ioctl").orElseThrow();
    assertEquals(
        "file_operations.unlocked_ioctl",
        Attribute.stringOf(p.attrs(), "entrypoint").orElseThrow());
    assertTrue(Attribute.stringOf(
        r.program().procedure("not_an_entry").orElseThrow().attrs(), "entrypoint").isEmpty());
  }

  @Test
  void registrationCallsAreMarked() {
    LiftResult r = Fixtures.lift("misc/nested.c");
    String text = dev.pairlock.ivl.syntax.Printer.print(
        r.program().procedure("drv_init").orElseThrow());
    assertTrue(text.contains("{:registration \"misc_register\"}"), text);
  }
}

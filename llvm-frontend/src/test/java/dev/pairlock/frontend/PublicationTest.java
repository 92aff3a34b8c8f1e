package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.ivl.syntax.Printer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Publication: the accesses of a new object made before its address escapes are marked
 * {@code {:unpublished}}, and no other.
 */
class PublicationTest {
  private static final String FIXTURE = "pthread/publication.c";

  /** Per access command on the marker's line: "write"/"read", with " unpublished" if marked. */
  private static List<String> accessesAt(String text, String marker) throws Exception {
    int line = Fixtures.line(FIXTURE, marker);
    List<String> out = new ArrayList<>();
    for (String l : text.split("\n")) {
      if (l.contains("{:sourceloc \"publication.c\", " + line + ",") && l.contains("{:access")) {
        out.add((l.contains("{:access \"write\"}") ? "write" : "read")
            + (l.contains("{:unpublished \"") ? " unpublished" : ""));
      }
    }
    return out;
  }

  @Test
  void accessesBeforeTheFirstEscapeAreUnpublished() throws Exception {
    String text = Printer.print(Lifter.lift(List.of(Fixtures.resource(FIXTURE)),
        new CompileOptions(List.of(), List.of(), false)).program());
    // a comparison (after ptrtoint), memset and pthread_mutex_init keep the cell unpublished;
    // storing another pointer into it is an access of it, not an escape of it
    List<String> memset = accessesAt(text, "M_memset"); // one write per region of the cell
    assertTrue(!memset.isEmpty() && memset.stream().allMatch("write unpublished"::equals), text);
    assertEquals(List.of("write unpublished"), accessesAt(text, "M_init"));
    assertEquals(List.of("read", "write unpublished"), accessesAt(text, "M_store_into"));
    // passed to a function on one path: escaped on the join
    assertEquals(List.of("write"), accessesAt(text, "M_after_branch"));
    // an allocation wrapper's object, until its pointer is stored into a local slot
    assertEquals(List.of("write unpublished"), accessesAt(text, "M_wrapper"));
    assertEquals(List.of("write"), accessesAt(text, "M_after_local"));
    // a select mixing it with another pointer is an escape
    assertEquals(List.of("write"), accessesAt(text, "M_after_select"));
    // each iteration's allocation is a new object: unpublished until the store of its iteration
    assertEquals(List.of("write unpublished"), accessesAt(text, "M_loop_new"));
    assertEquals(List.of("write"), accessesAt(text, "M_loop_after"));
    // defined functions that keep no copy of the pointer (transitively, through recursion, a
    // variadic one that reads no va_list) are no escape; a returned field address is derived
    assertEquals(List.of("write unpublished"), accessesAt(text, "M_after_helpers"));
    assertEquals(List.of("write unpublished"), accessesAt(text, "M_through_field"));
    // a variadic function that starts a va_list, a function returning its argument on one path
    // only: escapes
    assertEquals(List.of("write"), accessesAt(text, "M_after_va"));
    assertEquals(List.of("write"), accessesAt(text, "M_after_either"));
    // a thread's argument its creator hands over (allocated, not escaped before the create, not
    // used after it) is the thread's own until it escapes; its free conflicts with nothing
    assertEquals(List.of("write unpublished"), accessesAt(text, "M_owned"));
    List<String> free = accessesAt(text, "M_owned_free");
    assertTrue(!free.isEmpty() && free.stream().allMatch("write unpublished"::equals), text);
    // the creator writes it after the create; the start function is also called directly
    assertEquals(List.of("write"), accessesAt(text, "M_kept"));
    assertEquals(List.of("write"), accessesAt(text, "M_direct"));
  }
}

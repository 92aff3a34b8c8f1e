package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompileTest {
  @Test
  void compileErrorCarriesClangOutputUnchanged(@TempDir Path dir) throws Exception {
    Path c = dir.resolve("broken.c");
    Files.writeString(c, "int f(void) { return undefined_name; }\n");
    CompileException e = assertThrows(CompileException.class,
        () -> Lifter.lift(List.of(c), CompileOptions.kernelDefaults()));
    assertTrue(e.clangOutput().contains("broken.c:1:22: error: use of undeclared identifier"),
        e.clangOutput());
  }

  /**
   * Each load holds one of JavaCPP's ten native slots for LLVM diagnostic handlers until its
   * context is disposed: more loads than slots in one JVM (tests, a batch worker) found none free
   * unless the garbage collector had run, and LLVM's default handler then ended the process on a
   * link conflict (status 1). Each slot is now released with its module.
   */
  @Test
  void linkConflictsAreReportedHoweverManyModulesWereLoaded(@TempDir Path dir) throws Exception {
    Path a = dir.resolve("a.c");
    Path b = dir.resolve("b.c");
    Files.writeString(a, "int helper(void) { return 1; }\nint f(void) { return helper(); }\n");
    Files.writeString(b, "int helper(void) { return 2; }\n");
    Path ok = dir.resolve("ok.c");
    Files.writeString(ok, "int g;\nvoid f(void) { g = 1; }\n");
    for (int i = 0; i < 12; i++) {
      Lifter.lift(List.of(ok), CompileOptions.kernelDefaults());
      CompileException e = assertThrows(CompileException.class,
          () -> Lifter.lift(List.of(a, b), CompileOptions.kernelDefaults()));
      assertTrue(e.getMessage().contains("helper"), e.getMessage());
    }
  }

  @Test
  void sonameLinksExistBesideTheLibraries() {
    Path clang = Natives.clang();
    assertTrue(Files.exists(clang.getParent().resolve("libLLVM.so.20.1")));
    assertTrue(Files.exists(clang.getParent().resolve("libclang-cpp.so.20.1")));
  }

  @Test
  void userIncludesAndDefines(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("inc"));
    Files.writeString(dir.resolve("inc/cfg.h"), "#define LIMIT 7\n");
    Path c = dir.resolve("d.c");
    Files.writeString(c, "#include <cfg.h>\nint g;\nvoid f(void) { g = LIMIT + EXTRA; }\n");
    LiftResult r = Lifter.lift(List.of(c),
        new CompileOptions(List.of(dir.resolve("inc")), List.of("EXTRA=5"), true));
    String text = dev.pairlock.ivl.syntax.Printer.print(r.program());
    assertTrue(text.contains(":= 12;"), text);
  }

  @Test
  void forcedIncludes(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("first.h"), "#define LIMIT 3\n");
    Files.writeString(dir.resolve("second.h"), "#define TWICE (LIMIT * 2)\n");
    Path c = dir.resolve("d.c");
    Files.writeString(c, "int g;\nvoid f(void) { g = TWICE; }\n");
    LiftResult r = Lifter.lift(List.of(c),
        new CompileOptions(List.of(), List.of(), true,
            List.of(dir.resolve("first.h"), dir.resolve("second.h"))));
    String text = dev.pairlock.ivl.syntax.Printer.print(r.program());
    assertTrue(text.contains(":= 6;"), text);
  }

  /** The data model decides the sizes of long and pointers: ILP32 compiles for i386. */
  @Test
  void dataModel(@TempDir Path dir) throws Exception {
    Path c = dir.resolve("d.c");
    Files.writeString(c, "int g;\nvoid f(void) { g = sizeof(long) + 10 * sizeof(void *); }\n");
    CompileOptions kernel = new CompileOptions(List.of(), List.of(), true);
    String host = dev.pairlock.ivl.syntax.Printer.print(Lifter.lift(List.of(c), kernel).program());
    assertTrue(host.contains(":= 88;"), host);
    String ilp32 = dev.pairlock.ivl.syntax.Printer.print(
        Lifter.lift(List.of(c), kernel.withDataModel(CompileOptions.DataModel.ILP32)).program());
    assertTrue(ilp32.contains(":= 44;"), ilp32);
    String lp64 = dev.pairlock.ivl.syntax.Printer.print(
        Lifter.lift(List.of(c), kernel.withDataModel(CompileOptions.DataModel.LP64)).program());
    assertTrue(lp64.contains(":= 88;"), lp64);
  }

  @Test
  void parallelLiftsUseSeparateContexts() throws Exception {
    var pool = java.util.concurrent.Executors.newFixedThreadPool(2);
    try {
      var a = pool.submit(() -> Lifter.lift(List.of(Fixtures.resource("golden/nvram.c")),
          CompileOptions.kernelDefaults()));
      var b = pool.submit(() -> Lifter.lift(List.of(Fixtures.resource("golden/ringbuf.c")),
          CompileOptions.kernelDefaults()));
      String pa = dev.pairlock.ivl.syntax.Printer.print(a.get().program());
      String pb = dev.pairlock.ivl.syntax.Printer.print(b.get().program());
      assertTrue(pa.contains("nvram_llseek") && !pa.contains("ring_read"));
      assertTrue(pb.contains("ring_read") && !pb.contains("nvram_llseek"));
      assertTrue(pa.equals(dev.pairlock.ivl.syntax.Printer.print(
          Fixtures.lift("golden/nvram.c").program())), "deterministic across lifts");
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void severalFilesAreLinked(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("a.c"), "int counter;\nint get(void);\n"
        + "void bump(void) { counter = get() + 1; }\n");
    Files.writeString(dir.resolve("b.c"), "extern int counter;\nint get(void) { return counter; }\n");
    LiftResult r = Lifter.lift(List.of(dir), CompileOptions.kernelDefaults());
    assertTrue(r.program().procedure("get").isPresent());
    assertTrue(r.program().procedure("bump").isPresent());
    assertEquals(List.of(Lifter.NO_ENTRY_POINTS), r.diagnostics().stream().map(d -> d.code()).toList());
  }
}

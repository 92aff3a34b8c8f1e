package dev.pairlock.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pairlock.frontend.KbuildFlags;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Kernel-tree mode on a fake tree ({@code regression/kernel-tree/tree}: a compile database as a
 * GCC-built kbuild writes it, a Makefile with obj-m and a composite module, and small headers
 * written for the test): the tree is found by looking upward from the directory given, the
 * database's flags are translated (GCC-only ones named), drivers are grouped by module
 * (KBUILD_MODNAME, else the Makefile's composition), the tree's headers are used instead of the
 * stub headers, and the inline wrappers and assembly helpers the tables model are not lifted.
 */
class KernelTreeTest {
  private static final Path DIR = Golden.repoRoot().resolve("regression/kernel-tree");
  private static final Path TREE = DIR.resolve("tree");

  /** What the user sees: the report and pairlock's lines on stderr (not the timing table). */
  private static String run(String... args) {
    return Golden.run(DIR, l -> l.startsWith("pairlock: "), args);
  }

  @Test
  void directoryInsideTheTreeIsAnalysedWithItsModules() {
    String actual = run("analyze", "--no-cache", "--no-progress", "--isolation", "none",
        TREE.resolve("drivers/demo").toString());
    Golden.check(DIR.resolve("demo.expected"), actual);
    // the fake headers' atomic_inc and spin_lock are inline wrappers over assembly and
    // out-of-line functions: modelled, never lifted (only the unmodelled helper's asm remains)
    assertTrue(actual.contains("outb"), actual);
    assertTrue(!actual.contains("lock; incl"), actual);
  }

  @Test
  void kernelTreeOptionNamesTheTreeForOneFile() {
    String actual = run("analyze", "--no-cache", "--kernel-tree", TREE.toString(),
        TREE.resolve("drivers/demo/counter.c").toString());
    Golden.check(DIR.resolve("counter.expected"), actual);
  }

  @Test
  void notATreeIsAUsageError() {
    String actual = run("analyze", "--kernel-tree", TREE.resolve("drivers").toString(),
        TREE.resolve("drivers/demo/counter.c").toString());
    assertTrue(actual.contains("not a configured, built kernel tree"), actual);
  }

  @Test
  void modulesComeFromModnameThenMakefile() {
    List<KernelTree.Entry> entries = KernelTree.read(TREE.resolve("compile_commands.json"));
    Map<String, String> modules = entries.stream().collect(Collectors.toMap(
        e -> e.file().getFileName().toString(),
        e -> KernelTree.moduleName(e.module())));
    assertEquals(Map.of("counter.c", "counter", "racy.c", "racy", "wdt.c", "wdt", "multi_main.c", "multi",
        "multi_hw.c", "multi"), modules); // multi.mod.c (modpost's) is no driver source
    assertEquals(Map.of("multi_main", "multi", "multi_hw", "multi"),
        KernelTree.composition(TREE.resolve("drivers/demo")));
    assertEquals(TREE.toAbsolutePath().normalize(),
        KernelTree.findRoot(TREE.resolve("drivers/demo/counter.c")));
    assertNull(KernelTree.findRoot(DIR));
  }

  @Test
  void gccFlagsAreTranslated() {
    KbuildFlags.Result r = KbuildFlags.translate(
        CompileCommands.split("gcc -Wp,-MMD,a/.x.o.d -nostdinc -I./include -isystem /opt/inc"
            + " -include ./include/k.h -D__KERNEL__ -DKBUILD_MODNAME='\"x\"' -std=gnu11 -O2"
            + " -fconserve-stack -mindirect-branch=thunk-extern -fsanitize=kernel-address"
            + " --param asan-globals=1 -fno-strict-aliasing -mcmodel=kernel -Werror -c -o a/x.o a/x.c"),
        Path.of("/t"), Path.of("/t/a/x.c"));
    assertEquals(List.of("-nostdinc", "-I", "/t/include", "-isystem", "/opt/inc", "-include",
        "/t/include/k.h", "-D__KERNEL__", "-DKBUILD_MODNAME=\"x\"", "-std=gnu11",
        "-fno-strict-aliasing", "-mcmodel=kernel"), r.flags());
    assertEquals(Set.of("-fconserve-stack", "-mindirect-branch", "--param"), r.gccOnly());
    assertEquals("gcc", r.compiler());
    KbuildFlags.Result c = KbuildFlags.translate(
        List.of("clang", "--target=x86_64-linux-gnu", "-mretpoline-external-thunk", "-DX"),
        Path.of("/t"), Path.of("/t/x.c"));
    assertEquals(List.of("--target=x86_64-linux-gnu", "-DX"), c.flags());
    assertTrue(c.gccOnly().isEmpty());
  }
}

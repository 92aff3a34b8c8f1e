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
  /**
   * The report of {@code args}, with the padding of each race's access lines collapsed to two
   * spaces: the text report aligns an access's location and source with its partner's, and a
   * location in a fake tree is an absolute path (its checkout's) until {@link Golden#run} strips
   * it, while a library model's ({@code <pairlock>/...}) is not: the columns would depend on
   * where the repository is checked out.
   */
  private static String run(String... args) {
    return Golden.run(DIR, l -> l.startsWith("pairlock: "), args)
        .lines()
        .map(l -> l.startsWith("  read in ") || l.startsWith("  write in ") ? l.replaceAll("  +", "  ") : l)
        .collect(java.util.stream.Collectors.joining("\n", "", "\n"));
  }

  /**
   * The report of {@code analyze} on directory {@code dir} of fake tree {@code tree}, checked
   * against {@code golden}.
   */
  private static String checkTree(String tree, String dir, String golden) {
    String actual = run("analyze", "--no-cache", "--no-progress", "--isolation", "none",
        DIR.resolve(tree).resolve(dir).toString());
    Golden.check(DIR.resolve(golden), actual);
    return actual;
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

  /**
   * A second fake tree ({@code cbtree}) with 6.1's callback shapes: a timer set up through the
   * out-of-line init_timer_key, an hrtimer whose function the driver stores, and a kernel thread
   * (kthread_run) are entry points, so the hrtimer's and the thread's races with a read are found;
   * an hrtimer that forwards itself (hrtimer_forward_now over the clock base's get_time) and
   * hrtimer_init write the timer member only (beat: the lock-protected field beside it is
   * race-free, the unprotected one races).
   */
  @Test
  void callbacksHandedOverThroughTheTreesFunctionsAreEntryPoints() {
    checkTree("cbtree", "drivers/cb", "cbtree.expected");
  }

  /**
   * A third fake tree ({@code modeltree}) with the out-of-line functions of 6.1 that blocked the
   * most watchdog drivers: register maps (a syscon's regmap calls nothing of the driver, so its
   * race is found with every pair checked; a config naming a driver function makes the driver
   * inconclusive, reported at the creating call), the pretimeout notification, dev_crit, SMBus
   * and GPIO calls, udelay's link-time check and WARN_ON's annotation assembly; match data
   * (of_device_get_match_data, device_get_match_data) points where the constant match tables'
   * values do (a race through it is found, constant variants are race-free), and a match table
   * that is not constant leaves the call unmodelled; a watchdog_device's driver_data is the
   * driver's, so a function pointer in the private struct it points to is resolved; the probe
   * function platform_driver_probe is given is an entry point (its race is found).
   */
  /**
   * A fourth fake tree ({@code chartree}) with the out-of-line functions of 6.1 that 32-bit x86's
   * character drivers call (sonypi, pc8736x_gpio): kfifo (a race through the fifo is found; the
   * fifo's functions reach the fifo member, not the device struct around it), cdev_init, the ACPI
   * embedded controller, and an ACPI driver's add/remove/notify as entry points; x86's xchg()
   * and cmpxchg() (assembly in macros) as atomic read-modify-writes whose result is the word's
   * old value (a race through the exchanged pointer is found), set_current_state (the task of
   * {@code current} is the running thread's own) and array_index_nospec's mask; kernel functions
   * that call the driver's function in place (acpi_walk_resources, stop_machine with a NULL mask:
   * pairlock's C models, linked and inlined), so the callbacks' races are found (inplace_race) and
   * the callbacks under the caller's mutex are race-free (inplace_safe), where before every pair
   * of their callers was unverified (callback-not-entry); stop_machine with a cpu mask stays
   * unmodelled (stop_machine_mask_unverified); device classes (__class_create reads the name it
   * keeps: a race with a write of the name is found, class_race; class_safe race-free), before
   * unmodelled calls; the TPM core (pairlock's C models of tpm.ko compiled with the tree's
   * linux/tpm.h): the chip tpmm_chip_alloc stores as the bus device's drvdata, the ops called with
   * the registered chip and never two at once (rule tpm-ops), tpm_chip_start in resume calling
   * request_locality in place (tpm_race: that race and remove's are found; tpm_safe race-free;
   * before, 18 of 26 pairs unverified in each); the I2C core's transfers (pairlock's C model: each
   * message's buffer for its length, i2c_race's unlocked read of a read message's buffer found,
   * i2c_safe race-free) and i2c_check_functionality; the IDA (its calls never race with each
   * other, a plain memset of it or ida_init's writes do: ida_race, ida_init_race, ida_safe); /dev/mem's helpers (kernel-only
   * queries and mappings, copy_from_kernel_nofault writing the driver's buffer: devmem_race); the
   * Kontron PLD's accessors and its one global lock (kempld_race, kempld_safe); dmi_check_system
   * calling the table's callbacks in place (dmi_race: the callback's unlocked write is found;
   * dmi_safe race-free). Before session 23 all of these were unmodelled or, for the DMI table, a
   * reported hand-over (3 to 11 pairs unverified in each).
   */
  @Test
  void kernelFunctionModelsOfCharDrivers() {
    checkTree("chartree", "drivers/kc", "chartree.expected");
  }

  /**
   * A fifth fake tree ({@code nettree}) with 6.1's MII library: its out-of-line functions
   * (drivers/net/mii.c, not in the compile database) are compiled from the tree and linked into
   * the driver that calls them, so the driver's mdio_read runs in the caller's thread with its
   * locks (the race of the unlocked caller is found, the locked callers are race-free), and the
   * device register accessors hand over nothing (before: every pair unverified); netdev_priv is
   * the area after the net_device, so a lock in the private struct is one location even where
   * the driver indexes dev->name (before: the net_device collapsed, every such lock unresolved).
   */
  @Test
  void kernelLibraryCallingBackInPlaceIsLinked() {
    String actual = checkTree("nettree", "drivers/nt", "nettree.expected");
    assertTrue(!actual.contains("callback-not-entry") && !actual.contains("extern-call"), actual);
  }

  /**
   * The same fake tree's {@code drivers/np}: the private area alloc_etherdev_mqs makes is the
   * driver's own object, which an unmodelled kernel function given the net_device (dev_addr_mod)
   * does not make external, so the MII library's call through the mii_if_info stored there
   * resolves to the driver's mdio_read (mdio: open/start_xmit racy, only init's pairs unverified
   * on dev_addr_mod; before: all three unverified on the indirect call); the area of a net_device
   * from a class allocator (alloc_candev_mqs, unmodelled) stays the kernel's (candev: all
   * unverified).
   */
  @Test
  void privateAreaOfADriverAllocatedNetDeviceIsTheDrivers() {
    checkTree("nettree", "drivers/np", "nettree-priv.expected");
  }

  /**
   * A sixth fake tree ({@code bltree}) with 6.1's backlight class and NFC digital layer:
   * backlight_device_register creates the device its ops get (a write of the registered device's
   * brightness after the registration races with update_status), and nfc_digital_ops are entry
   * points reaching the state of the device nfc_digital_register_device registered (before: the
   * one driver's pairs unverified on an unmodelled call, the other's ops no entry points).
   */
  @Test
  void backlightAndNfcDigitalDevicesAreRegistered() {
    checkTree("bltree", "drivers/bl", "bltree.expected");
  }

  /**
   * A sixth fake tree ({@code seqtree}) with 6.1's seq_file show functions: single_open (the open
   * of a DEFINE_SHOW_ATTRIBUTE debugfs file, whose data debugfs_create_file keeps in the inode's
   * i_private) and proc_create_single_data hand the show function over with a seq_file whose
   * private is the data (pairlock's C models in seq.c): the show is an entry point, its unlocked
   * read of the device is found racing with a locked write and with itself (debugfs_show_race,
   * proc_single_race: two opens' seq_files are two mutexes), and the locked variants are
   * race-free; debugfs_create_regset32's file reads the driver's regset in pairlock's show
   * (regset_race: an unlocked write of its size is found). Before: single_open,
   * debugfs_create_file and debugfs_create_regset32 unmodelled, proc_create_single_data a
   * registration, the show a reported hand-over (1 to 4 pairs unverified in each).
   */
  @Test
  void seqFileShowFunctionsAreEntryPoints() {
    checkTree("seqtree", "drivers/sq", "seqtree.expected");
  }

  /**
   * A seventh fake tree ({@code gluetree}) with the bus glue of core modules of 6.1's
   * drivers/char: a KCS BMC device's register accessors are entry points with the device
   * kcs_bmc_add_device registered, so their unlocked write is found (kcs_race); the core's event
   * handling is a read of the device and of the struct around it, which makes locked writes
   * race with it (kcs_falsealarm, accepted); the Xillybus glue's endpoint comes from the core and
   * goes back to it (xilly_glue_safe race-free); an MEI client driver's receive callback is an
   * entry point with the client device, whose driver data (pairlock's C models of the bus's
   * accessors) is the driver's state, so its unlocked count is found (mei_race); a device's
   * release function the driver stores is an entry point, so its write racing with an
   * interrupt handler is found (release_race); a PCMCIA card driver's probe and suspend are
   * entry points and pcmcia_loop_config calls its check in place, where its unlocked count is
   * found (pcmcia_race). Before: the cores' functions unmodelled and the release, the PCMCIA
   * driver's functions reported hand-overs (1 to 8 pairs unverified in each).
   */
  @Test
  void coreModuleApisOfBusGlueDrivers() {
    checkTree("gluetree", "drivers/gl", "gluetree.expected");
  }

  /**
   * The TPM TIS core's API for its phy drivers ({@code chartree/drivers/char/tpm}, pairlock's C
   * models in tpm_tis.c compiled with the tree's drivers/char/tpm/tpm_tis_core.h): the phy's bus
   * accessors are entry points with the driver's tpm_tis_data, and the core's own accesses to it
   * are an entry point of their own, so an unlocked counter of the accessors and a read of the
   * core's locality field are found racing (tis_race); tis_safe is race-free. Before:
   * tpm_tis_core_init unmodelled, the accessors a reported hand-over. An I2C TPM driver's
   * i2c_lock_bus/i2c_unlock_bus (inline calls through the adapter's lock_ops) take no lock here:
   * its writes under the bus lock are reported (lockbus_falsealarm, accepted), no longer
   * unresolved indirect calls.
   */
  @Test
  void tpmTisCoreCallsThePhyOps() {
    checkTree("chartree", "drivers/char/tpm", "chartree-tis.expected");
  }

  @Test
  void kernelFunctionModelsOfWatchdogDrivers() {
    checkTree("modeltree", "drivers/km", "modeltree.expected");
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
    // a cross GCC's tree (CROSS_COMPILE=s390x-linux-gnu-) is read for that target
    KbuildFlags.Result x = KbuildFlags.translate(
        List.of("/usr/bin/s390x-linux-gnu-gcc-12", "-m64", "-DX"), Path.of("/t"), Path.of("/t/x.c"));
    assertEquals(List.of("--target=s390x-linux-gnu", "-m64", "-DX"), x.flags());
    assertEquals("gcc", x.compiler());
  }

  // Before: --each-file inside a tree silently left the tree (stub headers, no kbuild flags).
  @Test
  void eachFileInATreeKeepsTheTreesFlags() {
    List<String> notes = new java.util.ArrayList<>();
    List<Drivers.Spec> specs = Drivers.find(List.of(TREE.resolve("drivers/demo")),
        dev.pairlock.frontend.CompileOptions.kernelDefaults(), true, null, notes);
    assertEquals(List.of("counter", "multi_hw", "multi_main", "racy", "wdt"),
        specs.stream().map(Drivers.Spec::name).toList());
    assertTrue(specs.stream().allMatch(s -> s.options().kernelTree() && s.files().size() == 1),
        specs.toString());
    assertTrue(notes.get(0).contains("--each-file: one driver per file"), notes.toString());
  }

  // Before: the key hashed every file of the driver's directory (the build's .o, .ko and .cmd
  // files, rewritten by every build) and the whole compile database.
  @Test
  void cacheKeyDependsOnSourcesHeadersConfigAndFlagsOnly(@org.junit.jupiter.api.io.TempDir Path tmp)
      throws Exception {
    Path tree = tmp.resolve("tree");
    try (var s = java.nio.file.Files.walk(TREE)) {
      for (Path p : s.toList()) {
        java.nio.file.Files.copy(p, tree.resolve(TREE.relativize(p).toString()));
      }
    }
    Path demo = tree.resolve("drivers/demo");
    java.nio.file.Files.writeString(demo.resolve(".counter.o.cmd"),
        "cmd_drivers/demo/counter.o := gcc -c drivers/demo/counter.c\n\n"
            + "deps_drivers/demo/counter.o := \\\n  include/linux/demo.h \\\n\n"
            + "drivers/demo/counter.o: $(deps_drivers/demo/counter.o)\n");
    var req = new DriverAnalysis.AnalysisRequest(List.of(),
        dev.pairlock.instrument.race.PairAnalysisOptions.defaults(), false, null);
    java.util.function.Supplier<String> key = () -> ResultCache.key(Drivers.find(
        List.of(demo.resolve("counter.c")), dev.pairlock.frontend.CompileOptions.kernelDefaults(),
        false, null, new java.util.ArrayList<>()).get(0), req);
    String k = key.get();
    java.nio.file.Files.writeString(demo.resolve("counter.o"), "object");
    java.nio.file.Files.writeString(demo.resolve("counter.ko"), "module");
    java.nio.file.Files.writeString(demo.resolve(".racy.o.cmd"), "another object's command");
    Path db = tree.resolve("compile_commands.json");
    java.nio.file.Files.writeString(db, java.nio.file.Files.readString(db)
        .replace("\"drivers/demo/racy.c\"", "\"drivers/demo/racy.c\" "));
    assertEquals(k, key.get(), "build outputs and other files' entries change no result");
    java.nio.file.Files.writeString(tree.resolve("include/linux/demo.h"), "\n", 
        java.nio.file.StandardOpenOption.APPEND);
    String k2 = key.get();
    assertTrue(!k.equals(k2), "a header kbuild lists changes the key");
    java.nio.file.Files.writeString(tree.resolve(".config"), "CONFIG_X=y\n");
    assertTrue(!k2.equals(key.get()), "the configuration changes the key");
  }

  // Before: the dropped-flags note came once per path of the tree.
  @Test
  void severalPathsOfOneTreeNameTheDroppedFlagsOnce() {
    List<String> notes = new java.util.ArrayList<>();
    Drivers.find(List.of(TREE.resolve("drivers/demo/counter.c"), TREE.resolve("drivers/demo/racy.c")),
        dev.pairlock.frontend.CompileOptions.kernelDefaults(), false, null, notes);
    assertEquals(1, notes.stream().filter(n -> n.startsWith("GCC-only flags dropped")).count(),
        notes.toString());
    assertEquals(2, notes.stream().filter(n -> n.startsWith("kernel tree")).count(), notes.toString());
  }
}

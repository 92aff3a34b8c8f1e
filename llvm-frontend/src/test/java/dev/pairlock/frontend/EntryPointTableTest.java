package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pairlock.models.KernelModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Entry-point discovery for every struct type of driver-models' entry-point table: a small C file
 * per type initialises every entry field of a global of that type (with the struct of our
 * headers where they define it, else a local definition of the same name), and the lifter must
 * report exactly those fields as entry points.
 */
class EntryPointTableTest {
  /** Where the stub headers define the struct; others are defined by the test file itself. */
  private static final Map<String, String> HEADERS =
      Map.ofEntries(
          Map.entry("file_operations", "linux/fs.h"),
          Map.entry("block_device_operations", "linux/blkdev.h"),
          Map.entry("cdrom_device_ops", "linux/cdrom.h"),
          Map.entry("net_device_ops", "linux/netdevice.h"),
          Map.entry("ethtool_ops", "linux/ethtool.h"),
          Map.entry("pci_driver", "linux/pci.h"),
          Map.entry("platform_driver", "linux/platform_device.h"),
          Map.entry("usb_driver", "linux/usb.h"),
          Map.entry("usb_serial_driver", "linux/usb/serial.h"),
          Map.entry("ps3_system_bus_driver", "asm/ps3.h"),
          Map.entry("cx_drv", "asm/sn/tiocx.h"),
          Map.entry("device_driver", "linux/device.h"),
          Map.entry("dev_pm_ops", "linux/pm.h"),
          Map.entry("nfc_ops", "net/nfc/nfc.h"),
          Map.entry("nsc_gpio_ops", "linux/nsc_gpio.h"),
          Map.entry("watchdog_ops", "linux/watchdog.h"),
          Map.entry("backlight_ops", "linux/backlight.h"));

  static Stream<String> structsWithEntries() {
    return KernelModel.standard().entryPoints().opsStructs().entrySet().stream()
        .filter(e -> !e.getValue().isEmpty())
        .map(Map.Entry::getKey)
        .sorted();
  }

  @ParameterizedTest
  @MethodSource("structsWithEntries")
  void everyEntryFieldIsDiscovered(String struct, @TempDir Path dir) throws Exception {
    List<String> fields = KernelModel.standard().entryPoints().opsStructs().get(struct);
    StringBuilder c = new StringBuilder("#include <linux/kernel.h>\n");
    String header = HEADERS.get(struct);
    if (header != null) {
      c.append("#include <").append(header).append(">\n");
    } else {
      c.append("struct ").append(struct).append(" {\n  int not_an_entry;\n");
      for (String f : fields) {
        c.append("  int (*").append(f).append(")(void *);\n");
      }
      c.append("};\n");
    }
    for (String f : fields) {
      c.append("static int ep_").append(f).append("(void *p) { return 0; }\n");
    }
    c.append("struct ").append(struct).append(" table = {\n");
    for (String f : fields) {
      c.append("  .").append(f).append(" = (void *)ep_").append(f).append(",\n");
    }
    c.append("};\n");
    Path file = dir.resolve(struct + ".c");
    Files.writeString(file, c);
    LiftResult r = Lifter.lift(List.of(file), CompileOptions.kernelDefaults());
    List<String> found =
        r.entryPoints().stream().map(e -> e.kind() + " " + e.procedure()).sorted().toList();
    List<String> expected =
        fields.stream().map(f -> struct + "." + f + " ep_" + f).sorted().toList();
    assertEquals(expected, found);
  }

  @Test
  void tablesAreFollowedThroughPointersAndEmbeddedStructs(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("follow.c");
    Files.writeString(
        file,
        """
        #include <linux/miscdevice.h>
        #include <linux/pci.h>
        #include <linux/watchdog.h>
        static ssize_t dev_read(struct file *f, char __user *b, size_t n, loff_t *p) { return 0; }
        static const struct file_operations fops = { .read = dev_read };
        struct miscdevice misc = { .minor = 1, .fops = &fops };
        static int dev_suspend(struct device *d) { return 0; }
        static const struct dev_pm_ops pm = { .suspend = dev_suspend };
        static int dev_probe(struct pci_dev *p, const struct pci_device_id *id) { return 0; }
        struct pci_driver drv = { .probe = dev_probe, .driver = { .pm = &pm } };
        static int wd_start(struct watchdog_device *w) { return 0; }
        static const struct watchdog_ops wops = { .start = wd_start };
        struct watchdog_device wdd = { .ops = &wops };
        """);
    LiftResult r = Lifter.lift(List.of(file), CompileOptions.kernelDefaults());
    List<String> found =
        r.entryPoints().stream().map(e -> e.kind() + " " + e.procedure()).sorted().toList();
    assertEquals(
        List.of(
            "dev_pm_ops.suspend dev_suspend",
            "file_operations.read dev_read",
            "pci_driver.probe dev_probe",
            "watchdog_ops.start wd_start"),
        found);
  }

  @Test
  void unreferencedStaticTablesAreKeptWhenNothingElseIs(@TempDir Path dir) throws Exception {
    // clang -fkeep-persistent-storage-variables: a table nothing refers to is still emitted
    Path file = dir.resolve("unreferenced.c");
    Files.writeString(
        file,
        """
        #include <linux/pci.h>
        static int shared;
        static int drv_probe(struct pci_dev *p, const struct pci_device_id *id) { shared = 1; return 0; }
        static void drv_remove(struct pci_dev *p) { shared = 0; }
        static struct pci_driver drv = { .probe = drv_probe, .remove = drv_remove };
        /* module_init(...) left out, as in the suite's 8139too */
        """);
    LiftResult r = Lifter.lift(List.of(file), CompileOptions.kernelDefaults());
    List<String> found =
        r.entryPoints().stream().map(e -> e.kind() + " " + e.procedure()).sorted().toList();
    assertEquals(List.of("pci_driver.probe drv_probe", "pci_driver.remove drv_remove"), found);
  }

  @Test
  void tablesAnInitDoesNotRegisterAreEntryPoints(@TempDir Path dir) throws Exception {
    // the init is kept, the table referenced by no kept code: clang used to drop it silently
    Path file = dir.resolve("unregistered.c");
    Files.writeString(
        file,
        """
        #include <linux/module.h>
        #include <linux/fs.h>
        static int v;
        static ssize_t r(struct file *f, char __user *b, size_t n, loff_t *o) { return v; }
        static ssize_t w(struct file *f, const char __user *b, size_t n, loff_t *o) { v++; return n; }
        static const struct file_operations fops = { .read = r };
        static struct file_operations other = { .write = w };
        static int __init start(void) { return 0; }
        module_init(start);
        """);
    LiftResult r = Lifter.lift(List.of(file), CompileOptions.kernelDefaults());
    List<String> found =
        r.entryPoints().stream().map(e -> e.kind() + " " + e.procedure()).sorted().toList();
    assertEquals(
        List.of("file_operations.read r", "file_operations.write w", "module_init start"), found);
    assertEquals(List.of(), r.diagnostics().stream().map(d -> d.code()).toList());
  }

  @Test
  void noEntryPointIsADiagnostic(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("none.c");
    Files.writeString(
        file,
        """
        #include <linux/module.h>
        int v;
        void touch(void) { v++; }
        """);
    LiftResult r = Lifter.lift(List.of(file), CompileOptions.kernelDefaults());
    assertEquals(List.of(), r.entryPoints());
    assertEquals(
        List.of(Lifter.NO_ENTRY_POINTS), r.diagnostics().stream().map(d -> d.code()).toList());
  }

  @Test
  void unusedModelBodiesOfTheHeadersAreNotLifted(@TempDir Path dir) throws Exception {
    // keeping unreferenced declarations (-femit-all-decls, used before) emitted every static
    // inline model body of the headers (down_read_trylock of rwsem.h warned about its lock
    // argument): unused, they are dropped
    Path file = dir.resolve("unreferenced_rwsem.c");
    Files.writeString(
        file,
        """
        #include <linux/module.h>
        #include <linux/fs.h>
        #include <linux/rwsem.h>
        static int v;
        static ssize_t r(struct file *f, char __user *b, size_t n, loff_t *o) { return v; }
        static const struct file_operations fops = { .read = r };
        """);
    LiftResult r = Lifter.lift(List.of(file), CompileOptions.kernelDefaults());
    assertEquals(1, r.stats().functions());
    assertEquals(List.of(), r.diagnostics().stream().map(d -> d.code()).toList());
  }
}

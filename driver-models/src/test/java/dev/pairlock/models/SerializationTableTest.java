package dev.pairlock.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SerializationTableTest {
  private static final SerializationTable T = KernelModel.standard().serialization();

  private static List<String> rulesFor(String a, String b) {
    return T.rules().stream().filter(r -> r.serializes(a, b)).map(r -> r.name()).toList();
  }

  @Test
  void everyRuleHasAReason() {
    assertTrue(T.rules().size() >= 20);
    for (SerializationTable.Rule r : T.rules()) {
      assertTrue(r.reason().length() > 30, r.name());
      assertFalse(r.reason().contains("  "), r.name());
    }
    assertEquals(
        T.rules().size(), T.rules().stream().map(SerializationTable.Rule::name).distinct().count());
  }

  @Test
  void rtnlCoversNdoAndEthtoolButNotTransmit() {
    assertEquals(
        List.of("rtnl", "netpoll"), rulesFor("net_device_ops.ndo_open", "net_device_ops.ndo_stop"));
    assertEquals(List.of("rtnl"), rulesFor("ethtool_ops.get_drvinfo", "net_device_ops.ndo_open"));
    assertEquals(List.of("rtnl"), rulesFor("ethtool_ops.set_wol", "ethtool_ops.set_wol"));
    // start_xmit runs under the TX lock, not RTNL; get_stats64 can run under RCU only
    assertEquals(List.of(), rulesFor("net_device_ops.ndo_start_xmit", "net_device_ops.ndo_open"));
    assertEquals(
        List.of("tx-lock"),
        rulesFor("net_device_ops.ndo_start_xmit", "net_device_ops.ndo_tx_timeout"));
    assertEquals(
        List.of(), rulesFor("net_device_ops.ndo_get_stats64", "net_device_ops.ndo_open"));
    assertEquals(
        List.of("netpoll"),
        rulesFor("net_device_ops.ndo_poll_controller", "net_device_ops.ndo_open"));
  }

  private static List<String> heldAround(String kind) {
    return T.held().stream().filter(h -> h.heldAround(kind)).map(h -> h.lock()).toList();
  }

  @Test
  void kernelHeldPseudoLocks() {
    assertEquals(List.of("__pairlock_rtnl_mutex"), heldAround("net_device_ops.ndo_open"));
    assertEquals(List.of("__pairlock_rtnl_mutex"), heldAround("ethtool_ops.get_link"));
    assertEquals(List.of("__pairlock_tx_lock"), heldAround("net_device_ops.ndo_start_xmit"));
    assertEquals(List.of("__pairlock_power_lock"), heldAround("dev_pm_ops.runtime_suspend"));
    assertEquals(List.of(), heldAround("dev_pm_ops.suspend"));
    assertEquals(List.of(), heldAround("net_device_ops.ndo_get_stats64"));
    for (SerializationTable.Held h : T.held()) {
      assertTrue(h.reason().length() > 30, h.name());
    }
  }

  @Test
  void deviceLockAndPowerManagement() {
    assertEquals(List.of("device-lock"), rulesFor("pci_driver.probe", "pci_driver.remove"));
    assertEquals(
        List.of("device-lock", "system-sleep"), rulesFor("dev_pm_ops.suspend", "pci_driver.resume"));
    assertEquals(
        List.of("system-sleep"), rulesFor("dev_pm_ops.suspend_noirq", "dev_pm_ops.resume_early"));
    assertEquals(
        List.of("runtime-pm"),
        rulesFor("dev_pm_ops.runtime_suspend", "dev_pm_ops.runtime_resume"));
    assertEquals(List.of(), rulesFor("dev_pm_ops.runtime_suspend", "dev_pm_ops.suspend"));
    assertEquals(List.of(), rulesFor("pci_driver.remove", "net_device_ops.ndo_start_xmit"));
  }

  @Test
  void fileAndBlockRulesAreMarkedAsAssumptions() {
    assertEquals(
        List.of("fops-release"), rulesFor("file_operations.read", "file_operations.release"));
    assertEquals(List.of("fops-mmap"), rulesFor("file_operations.mmap", "file_operations.mmap"));
    assertEquals(List.of(), rulesFor("file_operations.read", "file_operations.write"));
    assertEquals(
        List.of("bd-mutex", "block-release"),
        rulesFor("block_device_operations.open", "block_device_operations.release"));
    assertEquals(
        List.of("block-revalidate"),
        rulesFor("block_device_operations.ioctl", "block_device_operations.revalidate_disk"));
    SerializationTable sound = T.unconditionalOnly();
    assertTrue(sound.rules().stream().noneMatch(r -> r.name().equals("fops-release")));
    assertTrue(sound.rules().stream().anyMatch(r -> r.name().equals("bd-mutex")));
    assertTrue(sound.rules().stream().allMatch(SerializationTable.Rule::unconditional));
  }

  @Test
  void moduleLifetimeUsbSerialAndNfc() {
    assertEquals(List.of("init-exit"), rulesFor("module_exit", "module_init"));
    assertEquals(List.of("init-self"), rulesFor("module_init", "module_init"));
    assertEquals(List.of(), rulesFor("module_exit", "file_operations.read"));
    assertEquals(
        List.of("usb-serial-setup"),
        rulesFor("usb_serial_driver.attach", "usb_serial_driver.tiocmget"));
    assertEquals(
        List.of("usb-serial-tiocm"),
        rulesFor("usb_serial_driver.tiocmget", "usb_serial_driver.ioctl"));
    assertEquals(
        List.of("tty-termios"),
        rulesFor("usb_serial_driver.set_termios", "usb_serial_driver.set_termios"));
    assertEquals(List.of("nfc-device-lock"), rulesFor("nfc_ops.dev_up", "nfc_ops.tm_send"));
    assertEquals(List.of(), rulesFor("nfc_ops.dev_up", "nfc_ops.check_presence"));
  }

  @Test
  void wildcardsMatchFieldsOfOneTableOnly() {
    assertTrue(SerializationTable.matches("ethtool_ops.*", "ethtool_ops.get_link"));
    assertFalse(SerializationTable.matches("ethtool_ops.*", "ethtool_ops."));
    assertFalse(SerializationTable.matches("ethtool_ops.*", "ethtool_opsx.get_link"));
    assertFalse(SerializationTable.matches("ethtool_ops.*", "net_device_ops.ndo_open"));
    assertTrue(SerializationTable.matches("module_init", "module_init"));
  }
}

package dev.pairlock.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The entry-point table covers what WHOOP's extractor (Chauffeur: DriverInfo::IsDriverModule and
 * FindEntryPointsVisitor) knew: its 25 struct types and the field names it treated as entry
 * points, by the struct the field belongs to.
 */
class EntryPointTableCoverageTest {
  /** Chauffeur's field list, grouped by the struct its comments assign them to. */
  private static final Map<String, String> WHOOP_FIELDS =
      Map.ofEntries(
          Map.entry("pci_driver", "probe remove shutdown"),
          Map.entry("file_operations",
              "llseek write read ioctl unlocked_ioctl mmap poll open release"),
          Map.entry("block_device_operations", "getgeo revalidate_disk check_events media_changed"),
          Map.entry("cdrom_device_ops",
              "drive_status check_events get_last_session reset audio_ioctl"),
          Map.entry("dev_pm_ops",
              "suspend resume freeze thaw poweroff restore runtime_suspend runtime_resume"
                  + " runtime_idle prepare complete"),
          Map.entry("net_device_ops",
              "ndo_open ndo_stop ndo_get_stats64 ndo_start_xmit ndo_tx_timeout ndo_validate_addr"
                  + " ndo_change_mtu ndo_fix_features ndo_set_features ndo_set_mac_address"
                  + " ndo_do_ioctl ndo_set_rx_mode ndo_poll_controller"),
          Map.entry("ethtool_ops",
              "get_drvinfo get_regs_len get_link get_settings set_settings get_msglevel"
                  + " set_msglevel get_regs get_wol set_wol get_strings get_sset_count"
                  + " get_ethtool_stats get_ts_info"),
          Map.entry("nsc_gpio_ops",
              "gpio_config gpio_dump gpio_get gpio_set gpio_change gpio_current"),
          Map.entry("drm_i2c_encoder_driver", "encoder_init"),
          Map.entry("drm_encoder_slave_funcs",
              "set_config destroy dpms save restore mode_fixup mode_valid mode_set detect"
                  + " get_modes create_resources set_property"),
          Map.entry("drm_encoder_helper_funcs", "prepare commit"),
          Map.entry("nfc_ops",
              "dev_up dev_down dep_link_up dep_link_down start_poll stop_poll activate_target"
                  + " deactivate_target im_transceive tm_send"),
          Map.entry("super_operations",
              "alloc_inode destroy_inode write_inode evict_inode put_super statfs remount_fs"),
          // Chauffeur lists "minix_bmap", a function name; the field is bmap
          Map.entry("address_space_operations", "readpage writepage write_begin write_end bmap"),
          Map.entry("inode_operations", "readlink follow_link put_link getattr"),
          Map.entry("file_system_type", "mount kill_sb"),
          Map.entry("test_driver", "ep1 ep2 ep3 ep4 ep5"),
          Map.entry("platform_driver", "probe remove shutdown"),
          Map.entry("usb_serial_driver", "probe"),
          Map.entry("ps3_system_bus_driver", "probe remove shutdown"),
          Map.entry("cx_drv", "probe remove"));

  /** Chauffeur's IsDriverModule (its typo ps3_system_btda998x_opsus_driver left out). */
  private static final List<String> WHOOP_STRUCTS =
      List.of(
          "pci_driver", "cx_drv", "platform_driver", "dev_pm_ops", "file_operations",
          "block_device_operations", "cdrom_device_ops", "file_system_type", "inode_operations",
          "address_space_operations", "super_operations", "net_device_ops", "ethtool_ops",
          "nfc_ops", "usb_serial_driver", "ps3_system_bus_driver", "nsc_gpio_ops",
          "drm_i2c_encoder_driver", "drm_encoder_slave_funcs", "drm_encoder_helper_funcs",
          "drm_encoder_funcs", "drm_connector_helper_funcs", "test_driver");

  @Test
  void coversWhoopsStructsAndFields() {
    EntryPointTable t = KernelModel.standard().entryPoints();
    List<String> missing = new ArrayList<>();
    for (String s : WHOOP_STRUCTS) {
      if (!t.isOpsStruct(s)) {
        missing.add(s);
      }
    }
    TreeSet<String> whoopFieldNames = new TreeSet<>();
    for (var e : WHOOP_FIELDS.entrySet()) {
      for (String f : e.getValue().split(" ")) {
        whoopFieldNames.add(f);
        if (!t.isEntryField(e.getKey(), f)) {
          missing.add(e.getKey() + "." + f);
        }
      }
    }
    assertEquals(List.of(), missing);
    // the list adds usb_driver, watchdog_ops and miscdevice to Chauffeur's 23 real names
    for (String s : List.of("usb_driver", "watchdog_ops", "miscdevice")) {
      assertTrue(t.isOpsStruct(s), s);
    }
    assertTrue(t.opsStructs().size() >= 25);
    long fields = t.opsStructs().values().stream().mapToLong(List::size).sum();
    assertTrue(fields >= 122, "entry fields: " + fields);
    assertTrue(whoopFieldNames.size() >= 100, "distinct WHOOP field names " + whoopFieldNames.size());
  }

  @Test
  void busProbeAndRemoveAreEntryPoints() {
    EntryPointTable t = KernelModel.standard().entryPoints();
    for (String s : List.of("pci_driver", "platform_driver", "ps3_system_bus_driver", "cx_drv")) {
      assertTrue(t.isEntryField(s, "probe") && t.isEntryField(s, "remove"), s);
    }
    assertTrue(t.isEntryField("usb_driver", "probe") && t.isEntryField("usb_driver", "disconnect"));
    assertTrue(t.isEntryField("usb_serial_driver", "port_probe"));
    assertEquals(
        new EntryPointTable.ParamLink("tty_struct", "driver_data", "usb_serial_port"),
        t.paramLinks().get(0));
  }
}

/* pairlock stub kernel header: PCI bus. pci_driver probe/remove are init/exit-like entry points. */
#ifndef PAIRLOCK_LINUX_PCI_H
#define PAIRLOCK_LINUX_PCI_H
#include <linux/kernel.h>
#include <linux/device.h>
#include <linux/mod_devicetable.h>
#include <linux/dma-mapping.h>
#include <linux/pci_ids.h>
#include <linux/pci_regs.h>
typedef int pci_power_t;
#define PCI_D0 ((pci_power_t)0)
#define PCI_D1 ((pci_power_t)1)
#define PCI_D2 ((pci_power_t)2)
#define PCI_D3hot ((pci_power_t)3)
#define PCI_D3cold ((pci_power_t)4)
#define PCI_D3 PCI_D3hot
typedef unsigned int pci_ers_result_t;
struct pci_bus {
  unsigned char number;
  struct pci_dev *self;
};
struct pci_dev {
  struct pci_bus *bus;
  unsigned int devfn;
  unsigned short vendor;
  unsigned short device;
  unsigned short subsystem_vendor;
  unsigned short subsystem_device;
  unsigned int class;
  u8 revision;
  u8 pcie_cap;
  struct device dev;
  unsigned int irq;
  struct resource resource[12];
  unsigned int broken_parity_status : 1;
  unsigned int msi_enabled : 1;
  u64 dma_mask;
  pci_power_t current_state;
};
struct pci_driver {
  struct list_head node;
  const char *name;
  const struct pci_device_id *id_table;
  int (*probe)(struct pci_dev *dev, const struct pci_device_id *id);
  void (*remove)(struct pci_dev *dev);
  int (*suspend)(struct pci_dev *dev, pm_message_t state);
  int (*suspend_late)(struct pci_dev *dev, pm_message_t state);
  int (*resume_early)(struct pci_dev *dev);
  int (*resume)(struct pci_dev *dev);
  void (*shutdown)(struct pci_dev *dev);
  struct device_driver driver;
};
#define PCI_ANY_ID (~0)
#define PCI_DEVICE(vend, dev) \
  .vendor = (vend), .device = (dev), .subvendor = PCI_ANY_ID, .subdevice = PCI_ANY_ID
#define PCI_VDEVICE(vend, dev) \
  .vendor = PCI_VENDOR_ID_##vend, .device = (dev), .subvendor = PCI_ANY_ID, .subdevice = PCI_ANY_ID, 0, 0
#define PCI_DEVICE_SUB(vend, dev, svend, sdev) \
  .vendor = (vend), .device = (dev), .subvendor = (svend), .subdevice = (sdev)
#define DEFINE_PCI_DEVICE_TABLE(name) const struct pci_device_id name[]
#define PCI_DEVICE_TABLE(name) const struct pci_device_id name[]
#define to_pci_dev(n) container_of(n, struct pci_dev, dev)
#define pci_get_drvdata(p) dev_get_drvdata(&(p)->dev)
#define pci_set_drvdata(p, d) dev_set_drvdata(&(p)->dev, (d))
#define pci_resource_start(dev, bar) ((dev)->resource[(bar)].start)
#define pci_resource_end(dev, bar) ((dev)->resource[(bar)].end)
#define pci_resource_flags(dev, bar) ((dev)->resource[(bar)].flags)
#define pci_resource_len(dev, bar) \
  ((pci_resource_start((dev), (bar)) == 0 && pci_resource_end((dev), (bar)) == 0) ? 0 : \
   (pci_resource_end((dev), (bar)) - pci_resource_start((dev), (bar)) + 1))
#define pci_name(p) dev_name(&(p)->dev)
#define pci_is_pcie(p) ((p)->pcie_cap != 0)
int pci_register_driver(struct pci_driver *drv);
void pci_unregister_driver(struct pci_driver *drv);
#define module_pci_driver(drv) \
  static int __init drv##_pl_init(void) { return pci_register_driver(&(drv)); } \
  static void __exit drv##_pl_exit(void) { pci_unregister_driver(&(drv)); } \
  module_init(drv##_pl_init); module_exit(drv##_pl_exit)
int pci_enable_device(struct pci_dev *dev);
int pci_enable_device_mem(struct pci_dev *dev);
void pci_disable_device(struct pci_dev *dev);
void pci_set_master(struct pci_dev *dev);
void pci_clear_master(struct pci_dev *dev);
int pci_set_mwi(struct pci_dev *dev);
void pci_clear_mwi(struct pci_dev *dev);
int pci_request_regions(struct pci_dev *dev, const char *name);
void pci_release_regions(struct pci_dev *dev);
int pci_set_dma_mask(struct pci_dev *dev, u64 mask);
int pci_set_consistent_dma_mask(struct pci_dev *dev, u64 mask);
int pci_enable_msi(struct pci_dev *dev);
void pci_disable_msi(struct pci_dev *dev);
int pci_save_state(struct pci_dev *dev);
void pci_restore_state(struct pci_dev *dev);
int pci_set_power_state(struct pci_dev *dev, pci_power_t state);
pci_power_t pci_choose_state(struct pci_dev *dev, pm_message_t state);
int pci_wake_from_d3(struct pci_dev *dev, bool enable);
int pci_enable_wake(struct pci_dev *dev, pci_power_t state, bool enable);
bool pci_dev_run_wake(struct pci_dev *dev);
void pci_disable_link_state(struct pci_dev *dev, int state);
struct pci_dev *pci_get_device(unsigned int vendor, unsigned int device, struct pci_dev *from);
void pci_dev_put(struct pci_dev *dev);
#define pci_dev_get(d) (d)
void __iomem *pci_iomap(struct pci_dev *dev, int bar, unsigned long max);
void pci_iounmap(struct pci_dev *dev, void __iomem *p);
int pci_read_config_byte(const struct pci_dev *dev, int where, u8 *val);
int pci_read_config_word(const struct pci_dev *dev, int where, u16 *val);
int pci_read_config_dword(const struct pci_dev *dev, int where, u32 *val);
int pci_write_config_byte(const struct pci_dev *dev, int where, u8 val);
int pci_write_config_word(const struct pci_dev *dev, int where, u16 val);
int pci_write_config_dword(const struct pci_dev *dev, int where, u32 val);
int pcie_capability_read_word(struct pci_dev *dev, int pos, u16 *val);
int pcie_capability_write_word(struct pci_dev *dev, int pos, u16 val);
int pcie_capability_clear_and_set_word(struct pci_dev *dev, int pos, u16 clear, u16 set);
#define pcie_capability_set_word(dev, pos, set) pcie_capability_clear_and_set_word(dev, pos, 0, set)
#define pcie_capability_clear_word(dev, pos, clear) pcie_capability_clear_and_set_word(dev, pos, clear, 0)
int pci_find_capability(struct pci_dev *dev, int cap);
/* The pci_* DMA wrappers of the generic DMA API. */
#define PCI_DMA_BIDIRECTIONAL 0
#define PCI_DMA_TODEVICE 1
#define PCI_DMA_FROMDEVICE 2
#define PCI_DMA_NONE 3
#define pci_alloc_consistent(pdev, size, handle) dma_alloc_coherent(NULL, (size), (handle), 0)
void pci_free_consistent(struct pci_dev *dev, size_t size, void *vaddr, dma_addr_t dma);
dma_addr_t pci_map_single(struct pci_dev *dev, void *ptr, size_t size, int dir);
void pci_unmap_single(struct pci_dev *dev, dma_addr_t addr, size_t size, int dir);
int pci_map_sg(struct pci_dev *dev, struct scatterlist *sg, int nents, int dir);
void pci_unmap_sg(struct pci_dev *dev, struct scatterlist *sg, int nents, int dir);
int pci_dma_mapping_error(struct pci_dev *dev, dma_addr_t addr);
#endif

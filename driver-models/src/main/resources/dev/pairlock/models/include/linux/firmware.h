/* pairlock stub kernel header: firmware loading (the image is a fresh kernel buffer). */
#ifndef PAIRLOCK_LINUX_FIRMWARE_H
#define PAIRLOCK_LINUX_FIRMWARE_H
#include <pairlock/verifier.h>
#include <linux/kernel.h>
struct firmware {
  size_t size;
  const u8 *data;
  struct page **pages;
  void *priv;
};
/* A macro, so that the allocation site is the driver's line. */
#define request_firmware(fwp, name, device) \
  ({ struct firmware *__pl_fw = __pairlock_alloc_firmware(); \
     *(fwp) = __pl_fw; __pl_fw ? 0 : -ENOMEM; })
void release_firmware(const struct firmware *fw);
#endif

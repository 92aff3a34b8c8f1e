/* pairlock stub kernel header: firmware loading (the image is a fresh kernel buffer). */
#ifndef PAIRLOCK_LINUX_FIRMWARE_H
#define PAIRLOCK_LINUX_FIRMWARE_H
#include <linux/kernel.h>
struct firmware {
  size_t size;
  const u8 *data;
  struct page **pages;
  void *priv;
};
struct firmware *__pairlock_alloc_firmware(void);
static inline int request_firmware(const struct firmware **fw, const char *name,
                                   struct device *device) {
  struct firmware *f = __pairlock_alloc_firmware();
  *fw = f;
  return f ? 0 : -ENOMEM;
}
void release_firmware(const struct firmware *fw);
#endif

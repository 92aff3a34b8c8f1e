/* pairlock stub kernel header: CRC32 (reads its buffer). */
#ifndef PAIRLOCK_LINUX_CRC32_H
#define PAIRLOCK_LINUX_CRC32_H
#include <linux/types.h>
u32 crc32_le(u32 crc, unsigned char const *p, size_t len);
u32 crc32_be(u32 crc, unsigned char const *p, size_t len);
#define ether_crc(length, data) crc32_be(~0, (data), (length))
#define ether_crc_le(length, data) crc32_le(~0, (data), (length))
#endif

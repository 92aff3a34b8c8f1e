/* pairlock stub kernel header: little-endian host byte order (x86). */
#ifndef PAIRLOCK_LINUX_BYTEORDER_H
#define PAIRLOCK_LINUX_BYTEORDER_H
#include <linux/types.h>
#define __LITTLE_ENDIAN 1234
static inline u16 swab16(u16 x) { return (u16)((x << 8) | (x >> 8)); }
static inline u32 swab32(u32 x) {
  return ((x & 0xffU) << 24) | ((x & 0xff00U) << 8) | ((x >> 8) & 0xff00U) | (x >> 24);
}
static inline u64 swab64(u64 x) { return ((u64)swab32((u32)x) << 32) | swab32((u32)(x >> 32)); }
#define cpu_to_le16(x) ((__le16)(u16)(x))
#define cpu_to_le32(x) ((__le32)(u32)(x))
#define cpu_to_le64(x) ((__le64)(u64)(x))
#define le16_to_cpu(x) ((u16)(__le16)(x))
#define le32_to_cpu(x) ((u32)(__le32)(x))
#define le64_to_cpu(x) ((u64)(__le64)(x))
#define cpu_to_be16(x) ((__be16)swab16((u16)(x)))
#define cpu_to_be32(x) ((__be32)swab32((u32)(x)))
#define cpu_to_be64(x) ((__be64)swab64((u64)(x)))
#define be16_to_cpu(x) swab16((u16)(__be16)(x))
#define be32_to_cpu(x) swab32((u32)(__be32)(x))
#define be64_to_cpu(x) swab64((u64)(__be64)(x))
#define le16_to_cpus(p) do { } while (0)
#define le32_to_cpus(p) do { } while (0)
#define cpu_to_le16s(p) do { } while (0)
#define cpu_to_le32s(p) do { } while (0)
#define htons(x) cpu_to_be16(x)
#define ntohs(x) be16_to_cpu(x)
#define htonl(x) cpu_to_be32(x)
#define ntohl(x) be32_to_cpu(x)
static inline u16 le16_to_cpup(const __le16 *p) { return *p; }
static inline u32 le32_to_cpup(const __le32 *p) { return *p; }
static inline u16 get_unaligned_le16(const void *p) { return *(const u16 *)p; }
static inline u32 get_unaligned_le32(const void *p) { return *(const u32 *)p; }
#endif

/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_STDDEF_H
#define PAIRLOCK_LINUX_STDDEF_H
#include <linux/types.h>
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif

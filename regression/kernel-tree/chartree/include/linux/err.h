/* include/linux/err.h and the errno values the fake tree uses (written for the test) */
#ifndef _KC_ERR_H
#define _KC_ERR_H
#define ENODEV 19
#define ENOMEM 12
#define EIO 5
#define ETIME 62
#define ECANCELED 125
#define MAX_ERRNO 4095
#define IS_ERR_VALUE(x) ((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)
static __always_inline void *ERR_PTR(long error) { return (void *)error; }
static __always_inline long PTR_ERR(const void *ptr) { return (long)ptr; }
static __always_inline _Bool IS_ERR(const void *ptr) { return IS_ERR_VALUE((unsigned long)ptr); }
#endif

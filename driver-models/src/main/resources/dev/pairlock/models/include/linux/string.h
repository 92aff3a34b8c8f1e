/* pairlock stub kernel header: memory and string functions (clang lowers mem* to intrinsics). */
#ifndef PAIRLOCK_LINUX_STRING_H
#define PAIRLOCK_LINUX_STRING_H
#include <linux/types.h>
void *memcpy(void *dst, const void *src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *s, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
char *strcpy(char *dst, const char *src);
char *strncpy(char *dst, const char *src, size_t n);
#endif

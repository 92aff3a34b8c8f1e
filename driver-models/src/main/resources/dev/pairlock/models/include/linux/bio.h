/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_BIO_H
#define PAIRLOCK_LINUX_BIO_H
#include <linux/kernel.h>
#endif

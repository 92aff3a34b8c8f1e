/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_SEQ_FILE_H
#define PAIRLOCK_LINUX_SEQ_FILE_H
#include <linux/kernel.h>
#endif

/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_POLL_H
#define PAIRLOCK_LINUX_POLL_H
#include <linux/fs.h>
typedef struct poll_table_struct poll_table;
#define POLLIN 0x0001
#define POLLOUT 0x0004
#define POLLRDNORM 0x0040
#define POLLWRNORM 0x0100
#endif

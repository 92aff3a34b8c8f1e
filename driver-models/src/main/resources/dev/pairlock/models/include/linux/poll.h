/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_POLL_H
#define PAIRLOCK_LINUX_POLL_H
#include <linux/fs.h>
#include <linux/wait.h>
typedef struct poll_table_struct {
  int __pairlock_state;
} poll_table;
void poll_wait(struct file *filp, wait_queue_head_t *q, poll_table *p);
#define POLLIN 0x0001
#define POLLPRI 0x0002
#define POLLOUT 0x0004
#define POLLERR 0x0008
#define POLLHUP 0x0010
#define POLLNVAL 0x0020
#define POLLRDNORM 0x0040
#define POLLRDBAND 0x0080
#define POLLWRNORM 0x0100
#define POLLWRBAND 0x0200
#endif

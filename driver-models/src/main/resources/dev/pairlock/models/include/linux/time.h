/* pairlock stub kernel header: time. The clock is not driver memory. */
#ifndef PAIRLOCK_LINUX_TIME_H
#define PAIRLOCK_LINUX_TIME_H
#include <linux/kernel.h>
struct timeval {
  long tv_sec;
  long tv_usec;
};
struct timezone {
  int tz_minuteswest;
  int tz_dsttime;
};
void do_gettimeofday(struct timeval *tv);
void getnstimeofday(struct timespec *ts);
unsigned long get_seconds(void);
#define NSEC_PER_SEC 1000000000L
#define USEC_PER_SEC 1000000L
#define MSEC_PER_SEC 1000L
#endif

/*
 * pairlock stub kernel header: the RTNL pseudo-lock. rtnl_lock takes one global kernel mutex
 * (modelled as the mutex __pairlock_rtnl_mutex, a weak definition: the files of one driver share it); ASSERT_RTNL checks nothing. Entry points
 * the kernel calls under RTNL are serialized by rules (serialization.xml), not by holding it.
 */
#ifndef PAIRLOCK_LINUX_RTNETLINK_H
#define PAIRLOCK_LINUX_RTNETLINK_H
#include <linux/mutex.h>
struct mutex __pairlock_rtnl_mutex __attribute__((weak));
#define rtnl_lock() mutex_lock(&__pairlock_rtnl_mutex)
#define rtnl_unlock() mutex_unlock(&__pairlock_rtnl_mutex)
#define rtnl_trylock() mutex_trylock(&__pairlock_rtnl_mutex)
#define ASSERT_RTNL() do { } while (0)
#endif

/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_IN_H
#define PAIRLOCK_LINUX_IN_H
#define IPPROTO_IP 0
#define IPPROTO_ICMP 1
#define IPPROTO_TCP 6
#define IPPROTO_UDP 17
#define IPPROTO_IPV6 41
#endif

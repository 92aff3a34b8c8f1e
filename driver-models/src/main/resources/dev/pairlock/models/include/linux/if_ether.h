/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_IF_ETHER_H
#define PAIRLOCK_LINUX_IF_ETHER_H
#define ETH_ALEN 6
#define ETH_HLEN 14
#define ETH_ZLEN 60
#define ETH_DATA_LEN 1500
#define ETH_FRAME_LEN 1514
#define ETH_FCS_LEN 4
#define ETH_P_IP 0x0800
#define ETH_P_8021Q 0x8100
#define ETH_P_IPV6 0x86DD
#endif

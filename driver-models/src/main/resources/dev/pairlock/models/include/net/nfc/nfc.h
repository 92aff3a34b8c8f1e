/* pairlock stub kernel header. */
#ifndef PAIRLOCK_NET_NFC_NFC_H
#define PAIRLOCK_NET_NFC_NFC_H
#include <linux/kernel.h>
#endif

/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_SOCKIOS_H
#define PAIRLOCK_LINUX_SOCKIOS_H
#define SIOCGMIIPHY 0x8947
#define SIOCGMIIREG 0x8948
#define SIOCSMIIREG 0x8949
#define SIOCDEVPRIVATE 0x89F0
#endif

/* pairlock stub kernel header: BCD conversion. */
#ifndef PAIRLOCK_LINUX_BCD_H
#define PAIRLOCK_LINUX_BCD_H
#define bcd2bin(x) (((x) & 0x0f) + ((x) >> 4) * 10)
#define bin2bcd(x) ((((x) / 10) << 4) + (x) % 10)
#define BCD2BIN(x) bcd2bin(x)
#define BIN2BCD(x) bin2bcd(x)
#define BCD_TO_BIN(val) ((val) = bcd2bin(val))
#define BIN_TO_BCD(val) ((val) = bin2bcd(val))
#endif

/* pairlock stub kernel header: serial ioctl structures. */
#ifndef PAIRLOCK_LINUX_SERIAL_H
#define PAIRLOCK_LINUX_SERIAL_H
#include <linux/kernel.h>
struct serial_struct {
  int type;
  int line;
  unsigned int port;
  int irq;
  int flags;
  int xmit_fifo_size;
  int custom_divisor;
  int baud_base;
  unsigned short close_delay;
  char io_type;
  char reserved_char[1];
  int hub6;
  unsigned short closing_wait;
  unsigned short closing_wait2;
  unsigned char *iomem_base;
  unsigned short iomem_reg_shift;
  unsigned int port_high;
  unsigned long iomap_base;
};
struct serial_icounter_struct {
  int cts, dsr, rng, dcd;
  int rx, tx;
  int frame, overrun, parity, brk;
  int buf_overrun;
  int reserved[9];
};
#define PORT_16550A 4
#define ASYNC_SKIP_TEST (1U << 6)
#define ASYNC_AUTO_IRQ (1U << 7)
#endif

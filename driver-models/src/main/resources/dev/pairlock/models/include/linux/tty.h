/*
 * pairlock stub kernel header: ttys. A tty and its termios belong to the tty layer, which
 * serializes termios changes under the tty's termios_rwsem; the driver reads and writes them in
 * its callbacks.
 */
#ifndef PAIRLOCK_LINUX_TTY_H
#define PAIRLOCK_LINUX_TTY_H
#include <linux/kernel.h>
#include <linux/tty_driver.h>
#include <linux/termios.h>
struct tty_port;
struct tty_struct {
  int magic;
  struct tty_driver *driver;
  int index;
  struct ktermios termios;
  void *driver_data;
  struct tty_port *port;
  unsigned long flags;
  int hw_stopped;
};
#define TTY_NORMAL 0
#define TTY_BREAK 1
#define TTY_FRAME 2
#define TTY_PARITY 3
#define TTY_OVERRUN 4
#define TTY_IO_ERROR 1
#define C_BAUD(tty) ((tty)->termios.c_cflag & CBAUD)
#define C_CSIZE(tty) ((tty)->termios.c_cflag & CSIZE)
#define C_CRTSCTS(tty) ((tty)->termios.c_cflag & CRTSCTS)
#define C_CLOCAL(tty) ((tty)->termios.c_cflag & CLOCAL)
#define I_IXON(tty) ((tty)->termios.c_iflag & IXON)
#define I_IXOFF(tty) ((tty)->termios.c_iflag & IXOFF)
#define START_CHAR(tty) ((tty)->termios.c_cc[VSTART])
#define STOP_CHAR(tty) ((tty)->termios.c_cc[VSTOP])
struct tty_struct *get_current_tty(void);
void tty_kref_put(struct tty_struct *tty);
struct tty_struct *tty_port_tty_get(struct tty_port *port);
speed_t tty_get_baud_rate(struct tty_struct *tty);
void tty_encode_baud_rate(struct tty_struct *tty, speed_t ibaud, speed_t obaud);
void tty_termios_copy_hw(struct ktermios *new, struct ktermios *old);
void tty_wakeup(struct tty_struct *tty);
void tty_hangup(struct tty_struct *tty);
#endif

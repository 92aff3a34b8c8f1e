/* pairlock stub kernel header: floppy ioctl interface. */
#ifndef PAIRLOCK_LINUX_FD_H
#define PAIRLOCK_LINUX_FD_H
#include <linux/ioctl.h>
#include <linux/major.h>
struct floppy_struct {
  unsigned int size, sect, head, track, stretch;
  unsigned char gap, rate, spec1, fmt_gap;
  const char *name;
};
#define FDCLRPRM _IO(2, 0x41)
#define FDSETPRM _IOW(2, 0x42, struct floppy_struct)
#define FDDEFPRM _IOW(2, 0x43, struct floppy_struct)
#define FDGETPRM _IOR(2, 0x04, struct floppy_struct)
#define FDMSGON _IO(2, 0x45)
#define FDMSGOFF _IO(2, 0x46)
#define FDFMTBEG _IO(2, 0x47)
#define FDFLUSH _IO(2, 0x4b)
#define FDRESET _IO(2, 0x54)
#define FDEJECT _IO(2, 0x5a)
#endif

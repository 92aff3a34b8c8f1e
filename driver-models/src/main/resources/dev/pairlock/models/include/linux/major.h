/* pairlock stub kernel header: major numbers. */
#ifndef PAIRLOCK_LINUX_MAJOR_H
#define PAIRLOCK_LINUX_MAJOR_H
#define MISC_MAJOR 10
#define FLOPPY_MAJOR 2
#define SCSI_CDROM_MAJOR 11
#define GDROM_MAJOR 250
#define IBM_TTY3270_MAJOR 227
#define IBM_FS3270_MAJOR 228
#endif

/* pairlock stub kernel header. */
#ifndef PAIRLOCK_SCSI_SCSI_H
#define PAIRLOCK_SCSI_SCSI_H
#include <linux/kernel.h>
#endif

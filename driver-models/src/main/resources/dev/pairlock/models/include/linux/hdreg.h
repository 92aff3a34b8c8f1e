/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_HDREG_H
#define PAIRLOCK_LINUX_HDREG_H
struct hd_geometry {
  unsigned char heads;
  unsigned char sectors;
  unsigned short cylinders;
  unsigned long start;
};
#define HDIO_GETGEO 0x0301
#endif

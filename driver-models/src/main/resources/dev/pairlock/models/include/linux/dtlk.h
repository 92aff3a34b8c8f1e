/* pairlock stub kernel header: DoubleTalk PC speech synthesizer interface. */
#ifndef PAIRLOCK_LINUX_DTLK_H
#define PAIRLOCK_LINUX_DTLK_H
#include <linux/types.h>
#define DTLK_MINOR 0
#define DTLK_IO_EXTENT 0x02
#define DTLK_CLEAR 0x18
#define DTLK_MAX_RETRIES (loops_per_jiffy / (10000 / 100))
#define TTS_READABLE 0x80
#define TTS_SPEAKING 0x40
#define TTS_SPEAKING2 0x20
#define TTS_WRITABLE 0x10
#define TTS_ALMOST_FULL 0x08
#define TTS_ALMOST_EMPTY 0x04
#define LPC_FIFO_FULL 0x80
#define LPC_BUFFER_EMPTY 0x40
#define LPC_SPEAKING 0x20
#define DTLK_IOCTL_TYPE 0xa3
#define DTLK_INTERROGATE 0xa390
#define DTLK_STATUS 0xa391
struct dtlk_settings {
  unsigned short serial_number;
  unsigned char rom_version[24];
  unsigned char mode;
  unsigned char punc_level;
  unsigned char formant_freq;
  unsigned char pitch;
  unsigned char speed;
  unsigned char volume;
  unsigned char tone;
  unsigned char expression;
  unsigned char ext_dict_loaded;
  unsigned char ext_dict_status;
  unsigned char free_ram;
  unsigned char articulation;
  unsigned char reverb;
  unsigned char eob;
  unsigned char has_indexing;
};
#endif

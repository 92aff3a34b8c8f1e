/* pairlock stub kernel header: tty flip buffers (the tty layer's memory, its own lock). */
#ifndef PAIRLOCK_LINUX_TTY_FLIP_H
#define PAIRLOCK_LINUX_TTY_FLIP_H
#include <linux/tty.h>
struct tty_port;
int tty_insert_flip_char(struct tty_port *port, unsigned char ch, char flag);
int tty_insert_flip_string_fixed_flag(struct tty_port *port, const unsigned char *chars, char flag,
                                      size_t size);
int tty_insert_flip_string(struct tty_port *port, const unsigned char *chars, size_t size);
void tty_flip_buffer_push(struct tty_port *port);
#endif

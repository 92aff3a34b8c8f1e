/* A character-device ring buffer, written for pairlock's examples. */
#ifndef RINGBUF_H
#define RINGBUF_H

#include <linux/mutex.h>
#include <linux/types.h>

#define RING_SIZE 256

struct ringbuf {
	struct mutex lock;
	unsigned int head;
	unsigned int tail;
	unsigned int dropped;
	char data[RING_SIZE];
};

extern struct ringbuf *ring;

int ring_put(struct ringbuf *r, char c);
int ring_get(struct ringbuf *r, char *c);
void ring_reset(struct ringbuf *r);

#endif

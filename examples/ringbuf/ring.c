/* Ring operations. Callers hold r->lock, except ring_reset's caller (see ioctl in main.c). */
#include "ringbuf.h"

int ring_put(struct ringbuf *r, char c)
{
	unsigned int next = (r->head + 1) % RING_SIZE;

	if (next == r->tail) {
		r->dropped++;
		return -1;
	}
	r->data[r->head] = c;
	r->head = next;
	return 0;
}

int ring_get(struct ringbuf *r, char *c)
{
	if (r->tail == r->head)
		return -1;
	*c = r->data[r->tail];
	r->tail = (r->tail + 1) % RING_SIZE;
	return 0;
}

void ring_reset(struct ringbuf *r)
{
	r->head = 0;
	r->tail = 0;
}

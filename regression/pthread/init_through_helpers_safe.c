/*
 * Class: an object initialised through the program's own helpers before it is published. The
 * producer allocates a cell and passes it to defined functions that keep no copy of the pointer:
 * init_lock (which passes it on to pthread_mutex_init), is_ready (which only compares it) and
 * value_of (which returns the address of a field, through which the producer then writes). Only
 * after these does it store the cell's address into a global under the global's lock; the
 * consumer reaches the cell only through that global and updates it under the cell's lock. No
 * thread can reach the cell while the producer initialises it: no race. Before (session 28)
 * passing the pointer to any defined function counted as publishing it, and the producer's
 * unlocked writes were reported against the consumer's update.
 */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  pthread_mutex_t m;
  int value;
  int hits;
};

static struct cell *shared;
static pthread_mutex_t gm = PTHREAD_MUTEX_INITIALIZER;

static void init_lock(struct cell *c) {
  pthread_mutex_init(&c->m, NULL);
}

static int is_ready(struct cell *c) {
  return c != NULL;
}

static int *value_of(struct cell *c) {
  return &c->value;
}

void *producer(void *arg) {
  struct cell *c = malloc(sizeof *c);
  if (!is_ready(c))
    return NULL;
  init_lock(c);
  *value_of(c) = 10;
  c->hits = 0;
  pthread_mutex_lock(&gm);
  shared = c;
  pthread_mutex_unlock(&gm);
  return NULL;
}

void *consumer(void *arg) {
  pthread_mutex_lock(&gm);
  struct cell *c = shared;
  pthread_mutex_unlock(&gm);
  if (c) {
    pthread_mutex_lock(&c->m);
    c->value = c->value - 1;
    c->hits = c->hits + 1;
    pthread_mutex_unlock(&c->m);
  }
  return NULL;
}

int main(void) {
  pthread_t p, q;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&q, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(q, NULL);
  return 0;
}

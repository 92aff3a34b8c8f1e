/*
 * Class: an object initialised before it is published. The producer allocates a cell, writes its
 * fields without a lock and only then stores its address into a global, under the global's lock;
 * the consumer reaches the cell only through that global and updates it under the cell's own
 * lock. No thread can reach the cell while the producer initialises it: no race. Before
 * (session 27) the producer's unlocked writes were reported against the consumer's update.
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

void *producer(void *arg) {
  struct cell *c = malloc(sizeof *c);
  if (!c)
    return NULL;
  pthread_mutex_init(&c->m, NULL);
  c->value = 10;
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

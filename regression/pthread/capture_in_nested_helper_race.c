/*
 * Class: a defined helper that keeps the pointer through another helper. The producer passes
 * its new cell to prepare, which passes it to remember, which stores it into the global the
 * consumer reads; the producer then writes the cell's value without a lock while the consumer
 * may already update it under the cell's lock: a race (producer's c->value = 10 against the
 * consumer's update). The write after prepare must stay reported: prepare captures its parameter
 * because the function it passes it to does.
 */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  pthread_mutex_t m;
  int value;
};

static struct cell *shared;
static pthread_mutex_t gm = PTHREAD_MUTEX_INITIALIZER;

static void remember(struct cell *c) {
  pthread_mutex_lock(&gm);
  shared = c;
  pthread_mutex_unlock(&gm);
}

static void prepare(struct cell *c) {
  pthread_mutex_init(&c->m, NULL);
  remember(c);
}

void *producer(void *arg) {
  struct cell *c = malloc(sizeof *c);
  if (!c)
    return NULL;
  prepare(c);
  c->value = 10;
  return NULL;
}

void *consumer(void *arg) {
  pthread_mutex_lock(&gm);
  struct cell *c = shared;
  pthread_mutex_unlock(&gm);
  if (c) {
    pthread_mutex_lock(&c->m);
    c->value = c->value - 1;
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

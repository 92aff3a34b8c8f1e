/*
 * Class: a write after the object is published. The producer initialises a cell and stores its
 * address into a global (under the global's lock), then writes a field once more without the
 * cell's lock: the consumer, which reaches the cell through the global, may be updating that
 * field under the cell's lock at the same time. The write after the store must stay reported
 * (the store is where the cell escapes).
 */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  pthread_mutex_t m;
  int value;
};

static struct cell *shared;
static pthread_mutex_t gm = PTHREAD_MUTEX_INITIALIZER;

void *producer(void *arg) {
  struct cell *c = malloc(sizeof *c);
  if (!c)
    return NULL;
  pthread_mutex_init(&c->m, NULL);
  c->value = 10;
  pthread_mutex_lock(&gm);
  shared = c;
  pthread_mutex_unlock(&gm);
  c->value = 20;
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

/*
 * Class: a pointer passed to a helper before the caller writes through it. The producer hands
 * its new cell to a helper, which publishes it through a global; the producer's write after the
 * call races with the consumer's locked update. Passing the pointer to a function is where it
 * escapes, whatever the function does: the write must stay reported.
 */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  pthread_mutex_t m;
  int value;
};

static struct cell *shared;
static pthread_mutex_t gm = PTHREAD_MUTEX_INITIALIZER;

static void publish(struct cell *c) {
  pthread_mutex_lock(&gm);
  shared = c;
  pthread_mutex_unlock(&gm);
}

void *producer(void *arg) {
  struct cell *c = malloc(sizeof *c);
  if (!c)
    return NULL;
  pthread_mutex_init(&c->m, NULL);
  publish(c);
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

#include <pthread.h>
#include <stdlib.h>

struct box { pthread_mutex_t lock; int value; };

int total;

void *leaf(void *arg) { total = 1; return NULL; }

void *spawner(void *arg) {
  pthread_t t;
  pthread_create(&t, NULL, leaf, NULL);
  return NULL;
}

void *boxer(void *arg) {
  struct box *b = arg;
  pthread_mutex_lock(&b->lock);
  b->value++;
  pthread_mutex_unlock(&b->lock);
  return NULL;
}

void *looped(void *arg) { return NULL; }

int main(void) {
  pthread_t s, b, l[2];
  struct box *bx = malloc(sizeof *bx);
  pthread_create(&s, NULL, spawner, NULL);
  pthread_create(&b, NULL, boxer, bx);
  for (int i = 0; i < 2; i++)
    pthread_create(&l[i], NULL, looped, NULL);
  pthread_join(b, NULL);
  pthread_join(l[0], NULL);
  return bx->value;
}

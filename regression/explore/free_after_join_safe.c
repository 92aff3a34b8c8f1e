/* main hands a heap buffer to a worker through a flag, writes it only before it sets the flag,
 * and frees it after the join. Race-free through the flag and the join, which the lockset
 * analysis does not follow; the exploration of every interleaving proves it, with free(buf) a
 * write of the whole object (its bytes end there). */
#include <pthread.h>
#include <stdlib.h>

int *buf;
_Atomic int ready;

void *worker(void *arg) {
  while (!ready) {
  }
  buf[1] = buf[0] + 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  buf = malloc(2 * sizeof(int));
  if (buf == NULL) {
    return 0;
  }
  pthread_create(&t, NULL, worker, NULL);
  buf[0] = 1;
  ready = 1;
  pthread_join(t, NULL);
  free(buf);
  return 0;
}

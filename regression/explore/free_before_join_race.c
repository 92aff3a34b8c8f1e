/* free_after_join_safe.c, but main frees the buffer before the join: the free, a write of the
 * whole object, races with the worker's accesses of buf[0] and buf[1]. The exploration finds the
 * race on an execution. */
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
  free(buf);
  pthread_join(t, NULL);
  return 0;
}

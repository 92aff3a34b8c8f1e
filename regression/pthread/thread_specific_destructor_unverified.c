/* A key with a destructor: the C library calls it with the slot's value in each exiting thread,
 * code the model does not run (here it would race on freed), so thread-specific data is not
 * modelled and the pairs that reach it are unverified. */
#include <pthread.h>
#include <stdlib.h>

pthread_key_t key;
int freed;

static void release(void *p) {
  freed = freed + 1;
  free(p);
}

void *worker(void *arg) {
  pthread_setspecific(key, malloc(4));
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_key_create(&key, release);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

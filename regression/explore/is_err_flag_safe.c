/* The kernel's IS_ERR test, (unsigned long)p >= (unsigned long)-MAX_ERRNO, compares a pointer with
 * a constant above the largest signed 64-bit value (2^64 - 4095). The worker returns early on an
 * error pointer, otherwise waits for main's flag and then writes the data; main writes the data
 * before it sets the flag and reads it after the join. Race-free through the flag, which the
 * lockset analysis does not follow; the exploration of every interleaving proves it, computing
 * with the constant exactly. */
#include <pthread.h>

#define MAX_ERRNO 4095
#define IS_ERR_VALUE(x) ((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)

int data;
_Atomic int ready;

void *worker(void *arg) {
  if (IS_ERR_VALUE(arg)) {
    return NULL;
  }
  while (!ready) {
  }
  data = 2;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, &data);
  data = 1;
  ready = 1;
  pthread_join(t, NULL);
  return data;
}

/* main hands each worker the index of the lowest set bit of a mask of free slots (ffs), but never
 * clears the bit it handed out: both workers get slot 1 and write it at once, a race. The lifted
 * program over-approximates ffs (any value from 0 to 32); the exploration of interleavings
 * computes it (a call without a model used to end the search). */
#include <pthread.h>
#include <strings.h>

int mask = 6;
long slot[4];

void *worker(void *arg) {
  int j = (int)(long)arg;
  slot[j] = 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  int j = ffs(mask) - 1;
  pthread_create(&a, 0, worker, (void *)(long)j);
  j = ffs(mask) - 1;
  pthread_create(&b, 0, worker, (void *)(long)j);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

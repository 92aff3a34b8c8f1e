/* Class: values the lifted program over-approximates (see overapprox_or_safe.c). The thread
 * writes slot 1 | 4 == 5, which main writes too: a real race. The lockset analysis reports it;
 * the precise checker's execution passes the over-approximated i | 4, so the race is found but
 * marked inconclusive (it is not counted as confirmed); the exploration of interleavings computes
 * i | 4 and confirms it. */
#include <pthread.h>

int data[8];

void *worker(void *arg) {
  unsigned long i = (unsigned long)arg;
  data[i | 4] = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)1);
  data[5] = 2;
  pthread_join(t, 0);
  return 0;
}

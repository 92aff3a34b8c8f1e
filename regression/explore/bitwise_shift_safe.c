/* As bitwise_shift_race.c, with ids 0 and 2: bit is 1 or 4, (bit | 1) is 1 or 5, never 3, so no
 * worker writes x and main's write races with nothing. The lockset stage sees a possible write
 * in the workers; the exploration computes the shift and the or (32-bit, as LLVM does) and, with
 * every value known, proves the program race-free. */
#include <pthread.h>

int x;

void *worker(void *arg) {
  int id = (int)(long)arg;
  int bit = 1 << id;
  if ((bit | 1) == 3)
    x = 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)2L);
  x = 2;
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

/* Each worker computes its bit as 1 << id and writes x only when (bit | 1) == 3, which holds for
 * id 1 alone; main writes x without a lock. The lifted program over-approximates a shift by a
 * variable and a bitwise or of two variables (any value), so the exploration once took the branch
 * both ways and confirmed nothing; it now computes them (32-bit, as LLVM does) and confirms the
 * race of worker 1 with main. */
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
  pthread_create(&b, 0, worker, (void *)1L);
  x = 2;
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

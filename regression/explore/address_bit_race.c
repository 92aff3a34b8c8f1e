/* The worker writes x only when bit 12 of y's address, shifted by a variable amount, is 0: a bit
 * of the memory layout, which differs from run to run (ASLR), so on some runs the worker races
 * with main. The exploration places every object at one address of its own choosing; computing
 * the shift on that address "proved" the program for one layout. It computes no instruction
 * whose operand may be an address, and gives no proof. */
#include <pthread.h>
#include <stdint.h>

int x;
int y;

void *worker(void *arg) {
  uintptr_t s = (uintptr_t)arg;
  if ((((uintptr_t)&y >> s) & 1) == 0)
    x = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)(uintptr_t)12);
  x = 2;
  pthread_join(t, 0);
  return 0;
}

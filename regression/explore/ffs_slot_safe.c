/* As ffs_slot_race.c, but main clears the bit of each slot it hands out (mask &= ~(1 << j)):
 * the workers get slots 1 and 2 (8 bytes apart, no overlap), and no two accesses conflict. The
 * lockset stage sees the workers write one array; the exploration computes ffs, the shift and the
 * and, and proves the program race-free. */
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
  mask &= ~(1 << j);
  pthread_create(&a, 0, worker, (void *)(long)j);
  j = ffs(mask) - 1;
  mask &= ~(1 << j);
  pthread_create(&b, 0, worker, (void *)(long)j);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

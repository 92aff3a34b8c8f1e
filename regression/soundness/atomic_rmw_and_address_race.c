/* Class: an atomic fetch_and aligning an address down (a tagged pointer's tag cleared in place)
 * lands on an earlier field of the object; the write through it races with that field's write.
 * Was race-free: the atomicrmw did not count as arithmetic on the address. */
#include <pthread.h>
#include <stdint.h>
struct pair { int first; int second; };
static struct pair obj __attribute__((aligned(8)));
static void *worker(void *arg) {
  uintptr_t tagged = (uintptr_t)arg;
  __atomic_fetch_and(&tagged, ~(uintptr_t)7, __ATOMIC_SEQ_CST);
  *(int *)tagged = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &obj.second);
  obj.first = 2;
  pthread_join(t, 0);
  return 0;
}

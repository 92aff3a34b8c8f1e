/* Class: an elementwise max (llvm.umax) of an integer-held address and a constant is that
 * address; the write through it races with the pointee's write. Was race-free. */
#include <pthread.h>
#include <stdint.h>
struct pair { int first; int second; };
static struct pair obj __attribute__((aligned(8)));
static void *worker(void *arg) {
  int *p = (int *)__builtin_elementwise_max((uintptr_t)arg, (uintptr_t)16);
  *p = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &obj.second);
  obj.second = 2;
  pthread_join(t, 0);
  return 0;
}

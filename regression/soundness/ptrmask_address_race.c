/* Class: __builtin_align_down on a pointer (llvm.ptrmask) lands on an earlier field of the same
 * object; the write through it races with that field's write. The mask is arithmetic: the object
 * collapses (PointsTo) and the lowered address is unknown within it (CallLowering). Was
 * race-free: the mask was lowered as the pointer itself. */
#include <pthread.h>
struct pair { int first; int second; };
static struct pair obj __attribute__((aligned(8)));
static void *worker(void *arg) {
  int *p = __builtin_align_down((int *)arg, 8);
  *p = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &obj.second);
  obj.first = 2;
  pthread_join(t, 0);
  return 0;
}

/* Class: the result of integer arithmetic on an address stored into a union's integer member and
 * read back through its pointer member: the pointer load shares the field's pointee cell with the
 * stored result, whose node then holds a pointer-typed value, so the pending collapse fires. */
#include <pthread.h>
#include <stdint.h>
union u { uintptr_t i; int *p; };
static void *worker(void *arg) {
  union u r;
  r.i = (uintptr_t)arg + 4;
  *(r.p - 1) = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x[2];
  pthread_create(&t, 0, worker, &x[0]);
  x[0] = 2;
  pthread_join(t, 0);
  return 0;
}

/* Class: a struct of two pointers returned by value. clang returns it as one { ptr, ptr } value
 * loaded whole from the callee's struct (load { ptr, ptr }, ret), and the caller takes it from the
 * call's result with extractvalue. A load of a struct value and a call's struct result carried
 * no cells, so p.b pointed nowhere and the write through it had no object: race-free (exit 0).
 * A struct value's cell now stands for all its elements: loaded whole it is every element's
 * pointee, stored whole it is stored into every element, a call's struct result is linked to the
 * callee's return like a scalar's. */
#include <pthread.h>
struct pp { int *a; int *b; };
static __attribute__((noinline)) struct pp mk(int *v) { struct pp r; r.a = 0; r.b = v; return r; }
static void *worker(void *arg) {
  struct pp p = mk(arg);
  *p.b = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x;
  pthread_create(&t, 0, worker, &x);
  x = 2;
  pthread_join(t, 0);
  return 0;
}

/* Class: an address held in an integer passes through a union returned by value. mk stores the
 * integer into the union variable directly (its own bytes) and returns it loaded through the
 * union's first field (gep %union.u, 0, 0). AddressInts keyed the store by the variable and the
 * load by (union u, 0), so the returned integer was not taken to hold an address, the worker's
 * write through r.p had no object, and the program was reported race-free (exit 0). Keys are now
 * canonical: an address is followed into the first fields of what it points to. */
#include <pthread.h>
#include <stdint.h>
union u { uintptr_t i; int *p; };
static union u mk(uintptr_t v) { union u r; r.i = v; return r; }
static void *worker(void *arg) {
  union u r = mk((uintptr_t)arg);
  *r.p = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x;
  pthread_create(&t, 0, worker, &x);
  x = 2;
  pthread_join(t, 0);
  return 0;
}

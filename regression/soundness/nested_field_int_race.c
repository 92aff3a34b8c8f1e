/* Class: an address held in an integer field of a struct nested in another. It is stored through
 * the inner struct (o.i.v: key (struct in, 0)) and loaded through the outer one's field (key
 * (struct out, 8) before). The keys differed, the load was not taken to hold an address, and the
 * write through it had no object: reported race-free (exit 0). */
#include <pthread.h>
#include <stdint.h>
struct in { uintptr_t v; int k; };
struct out { int z; struct in i; };
static void *worker(void *arg) {
  struct out o;
  o.i.v = (uintptr_t)arg;
  struct in *pi = &o.i;
  uintptr_t *pv = (uintptr_t *)pi;
  *(int *)*pv = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x;
  pthread_create(&t, 0, worker, &x);
  x = 2;
  pthread_join(t, 0);
  return 0;
}

/* Class: a pointer stored into memory and read back as an integer (a union's other member). Only
 * integers stored were followed, so the integer read had no address and the write through it no
 * object: reported race-free (exit 0). A pointer stored under a key now makes the integer loads
 * under that key addresses. */
#include <pthread.h>
#include <stdint.h>
union u { int *p; uintptr_t i; };
static void *worker(void *arg) {
  union u r;
  r.p = arg;
  *(int *)r.i = 1;
  return 0;
}
int main(void) {
  pthread_t t; static int x;
  pthread_create(&t, 0, worker, &x);
  x = 2;
  pthread_join(t, 0);
  return 0;
}

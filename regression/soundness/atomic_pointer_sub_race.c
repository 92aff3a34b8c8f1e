/* Class: atomic_fetch_sub on an _Atomic pointer (an integer atomicrmw on a word where a pointer
 * was stored) moves it to another field; the write through it races with that field's write.
 * Was race-free. */
#include <pthread.h>
#include <stdatomic.h>
struct pair { int first; int second; };
static struct pair obj __attribute__((aligned(8)));
static _Atomic(char *) cursor;
static void *worker(void *arg) {
  atomic_fetch_sub(&cursor, sizeof(int));
  *(int *)atomic_load(&cursor) = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  cursor = (char *)&obj.second;
  pthread_create(&t, 0, worker, 0);
  obj.first = 2;
  pthread_join(t, 0);
  return 0;
}

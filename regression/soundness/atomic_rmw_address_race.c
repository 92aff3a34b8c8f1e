/* Class: an atomic read-modify-write (fetch_sub) on a word holding an integer-held address moves
 * it to another field of the same object; a write through the word then races with a write of
 * that field. Every atomicrmw but xchg is integer arithmetic on the old value: the object
 * collapses (PointsTo, pending arithmetic). Was race-free (only the field first stored was seen). */
#include <pthread.h>
#include <stdint.h>
struct pair { int first; int second; };
static struct pair obj __attribute__((aligned(8)));
static uintptr_t cursor;
static void *worker(void *arg) {
  __atomic_fetch_sub(&cursor, sizeof(int), __ATOMIC_SEQ_CST);
  int *p = (int *)__atomic_load_n(&cursor, __ATOMIC_SEQ_CST);
  *p = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  cursor = (uintptr_t)&obj.second;
  pthread_create(&t, 0, worker, 0);
  obj.first = 2;
  pthread_join(t, 0);
  return 0;
}

/* Peterson's mutual exclusion over C11 atomics: the plain counter is written only inside the
 * critical section, which the protocol's flags and turn keep to one thread at a time. No lock:
 * race-free only through the values of the protocol variables (explored interleavings). */
#include <pthread.h>
#include <stdatomic.h>

atomic_int want0, want1, turn;
int counter;

void *first(void *arg) {
  atomic_store(&want0, 1);
  atomic_store(&turn, 1);
  while (atomic_load(&want1) && atomic_load(&turn) == 1) {
  }
  counter = counter + 1;
  atomic_store(&want0, 0);
  return NULL;
}

void *second(void *arg) {
  atomic_store(&want1, 1);
  atomic_store(&turn, 0);
  while (atomic_load(&want0) && atomic_load(&turn) == 0) {
  }
  counter = counter + 1;
  atomic_store(&want1, 0);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, first, NULL);
  pthread_create(&b, NULL, second, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return counter;
}

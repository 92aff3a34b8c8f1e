/* Peterson over C11 atomics with a broken protocol: the second thread never raises its flag, so
 * the first enters its critical section while the second is in its own: both write the counter.
 * A real race, found on an execution of the explored interleavings. */
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

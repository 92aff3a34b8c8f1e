/* Peterson's protocol (C11 atomics) around a counter that each thread increments 100000 times:
 * race-free, but its interleavings have far more states than the exploration's budget
 * (--explore-states), so it ends without a proof: the lockset stage's potential races stand (an
 * accepted false alarm), never race-free. */
#include <pthread.h>
#include <stdatomic.h>

atomic_int want0, want1, turn;
int counter;

void *first(void *arg) {
  for (int i = 0; i < 100000; i++) {
    atomic_store(&want0, 1);
    atomic_store(&turn, 1);
    while (atomic_load(&want1) && atomic_load(&turn) == 1) {
    }
    counter = counter + 1;
    atomic_store(&want0, 0);
  }
  return NULL;
}

void *second(void *arg) {
  for (int i = 0; i < 100000; i++) {
    atomic_store(&want1, 1);
    atomic_store(&turn, 0);
    while (atomic_load(&want0) && atomic_load(&turn) == 0) {
    }
    counter = counter + 1;
    atomic_store(&want1, 0);
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, first, NULL);
  pthread_create(&b, NULL, second, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}

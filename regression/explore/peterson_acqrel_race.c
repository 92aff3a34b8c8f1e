/* peterson_atomic_safe with release stores and acquire loads: under C11 Peterson's protocol needs
 * sequentially consistent atomics (a thread's store of its flag may be ordered after its load of
 * the other's, so both enter), so the plain counter is written by both threads with no
 * happens-before between them: a data race, which no sequentially consistent interleaving shows.
 * The exploration (which runs atomics as sequentially consistent) must give no proof here; the
 * lockset stage's potential race on counter stands. */
#include <pthread.h>
#include <stdatomic.h>

atomic_int want0, want1, turn;
int counter;

void *first(void *arg) {
  atomic_store_explicit(&want0, 1, memory_order_release);
  atomic_store_explicit(&turn, 1, memory_order_release);
  while (atomic_load_explicit(&want1, memory_order_acquire)
         && atomic_load_explicit(&turn, memory_order_acquire) == 1) {
  }
  counter = counter + 1;
  atomic_store_explicit(&want0, 0, memory_order_release);
  return NULL;
}

void *second(void *arg) {
  atomic_store_explicit(&want1, 1, memory_order_release);
  atomic_store_explicit(&turn, 0, memory_order_release);
  while (atomic_load_explicit(&want0, memory_order_acquire)
         && atomic_load_explicit(&turn, memory_order_acquire) == 0) {
  }
  counter = counter + 1;
  atomic_store_explicit(&want1, 0, memory_order_release);
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

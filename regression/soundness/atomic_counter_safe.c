/* Class: C11/GCC atomics (issue #28). Two conflicting accesses are a data race only when at
   least one of them is not atomic (C11 5.1.2.4p25): `_Atomic` objects, <stdatomic.h>
   operations and GCC's __atomic and __sync builtins (load atomic, store atomic, atomicrmw,
   cmpxchg in LLVM IR) never race with each other. Before the fix pairlock lowered them as plain
   loads and stores and printed write-write and read-write races on `hits`, `flag` and `total`. */
#include <pthread.h>
#include <stdatomic.h>

_Atomic int hits;
atomic_int flag;
long total;

void *work(void *arg) {
  hits++;                                      /* atomicrmw add */
  atomic_fetch_add(&hits, 2);
  atomic_store_explicit(&flag, 1, memory_order_release);
  __atomic_fetch_add(&total, 5, __ATOMIC_RELAXED);
  __sync_fetch_and_sub(&total, 1);
  long expected = 4;
  __atomic_compare_exchange_n(&total, &expected, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, work, 0);
  pthread_create(&t2, 0, work, 0);
  int seen = atomic_load(&flag) + hits;
  long sum = __atomic_load_n(&total, __ATOMIC_ACQUIRE);
  __atomic_store_n(&total, sum + 1, __ATOMIC_SEQ_CST);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return seen;
}

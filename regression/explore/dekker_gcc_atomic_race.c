/* Dekker over GCC __atomic builtins, used wrongly: the consumer writes the buffer after leaving
 * its critical section, while the producer may be inside its own. A real race. */
#include <pthread.h>

int flag[2], turn;
int buffer;

static void enter(int me) {
  int other = 1 - me;
  __atomic_store_n(&flag[me], 1, __ATOMIC_SEQ_CST);
  while (__atomic_load_n(&flag[other], __ATOMIC_SEQ_CST)) {
    if (__atomic_load_n(&turn, __ATOMIC_SEQ_CST) != me) {
      __atomic_store_n(&flag[me], 0, __ATOMIC_SEQ_CST);
      while (__atomic_load_n(&turn, __ATOMIC_SEQ_CST) != me) {
      }
      __atomic_store_n(&flag[me], 1, __ATOMIC_SEQ_CST);
    }
  }
}

static void leave(int me) {
  __atomic_store_n(&turn, 1 - me, __ATOMIC_SEQ_CST);
  __atomic_store_n(&flag[me], 0, __ATOMIC_SEQ_CST);
}

void *producer(void *arg) {
  enter(0);
  buffer = 42;
  leave(0);
  return NULL;
}

void *consumer(void *arg) {
  enter(1);
  leave(1);
  buffer = buffer - 1;
  return NULL;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  return 0;
}

// Class: races whose writes store the value already in memory. The precise checker's race check
// (WHOOP's s := e; yield; check s == e) saw a write of the other thread only when it changed the
// value, so these races stayed potential: before, pairlock --precise printed "0 confirmed" for
// both (write-write on done: two readers of a rwlock set one flag to 1; read-write on mode: main
// reads it while reset() stores 0, its value already). The check now also fails when the watched
// address's last writer changed across the yield.
#include <pthread.h>

int done;
int mode;
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;

void *worker(void *arg) {
  pthread_rwlock_rdlock(&rw); // read mode: both workers hold it at once
  done = 1;
  pthread_rwlock_unlock(&rw);
  return 0;
}

void *reset(void *arg) {
  mode = 0;
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_create(&c, 0, reset, 0);
  int m = mode;
  return m;
}

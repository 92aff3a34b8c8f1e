/* A "reader" updates a statistic while holding only the read lock: two readers race. */
#include <pthread.h>

int config;
int lookups;
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;

void *reader(void *arg) {
  int v;
  pthread_rwlock_rdlock(&rw);
  v = config;
  lookups = lookups + 1;
  pthread_rwlock_unlock(&rw);
  return (void *)(long)v;
}

void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  config = config + 1;
  pthread_rwlock_unlock(&rw);
  return NULL;
}

int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, NULL, reader, NULL);
  pthread_create(&r2, NULL, reader, NULL);
  pthread_create(&w, NULL, writer, NULL);
  pthread_join(r1, NULL);
  pthread_join(r2, NULL);
  pthread_join(w, NULL);
  return 0;
}

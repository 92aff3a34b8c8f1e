/* Class: sscanf's results (see sscanf_safe.c): main parses into `limit` after it has started the
 * thread, which reads it unprotected: the write through sscanf's pointer argument races. */
#include <pthread.h>
#include <stdio.h>

int limit;

void *worker(void *arg) {
  return (void *)(long)limit;
}

int main(int argc, char *argv[]) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  if (argc > 1) {
    sscanf(argv[1], "%d", &limit);
  }
  pthread_join(t, 0);
  return 0;
}

/* The worker writes g only when rand() returns -1, which it never does; main writes g. Both
 * branches are enumerated (rand's value is only compared with a literal), but a value a library
 * function need not be able to return is no execution: the write-write race is potential, not
 * confirmed, and so is the one after a read of a collapsed region (calloc'd flags, zero). The
 * real race, main's write against the worker's first read, before either value, is confirmed. */
#include <pthread.h>
#include <stdlib.h>

int g;
int idx = 1;

void *worker(void *arg) {
  int *flags = arg;
  int seen = g;
  if (rand() == -1)
    g = 1;
  if (flags[idx])
    g = 3;
  return (void *)(long)seen;
}

int main(void) {
  pthread_t a;
  int *flags = calloc(4, sizeof(int));
  if (!flags)
    return 0;
  pthread_create(&a, 0, worker, flags);
  g = 2;
  pthread_join(a, 0);
  return 0;
}

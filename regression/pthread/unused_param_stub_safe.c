/* A function that never uses a parameter (a stub of a kernel call that does nothing) reaches
 * nothing through it: its calls with two fields of one object do not make the fields one cell.
 * The thread writes one field under one lock, main the other under another lock: race-free,
 * proved by the lockset stage (before, the object collapsed and the fields raced). */
#include <pthread.h>
#include <stdlib.h>

struct pair {
  int a;
  int b;
};

pthread_mutex_t la = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t lb = PTHREAD_MUTEX_INITIALIZER;

void note_field(int *field, int n) {
}

void *worker(void *arg) {
  struct pair *p = arg;
  note_field(&p->a, 1);
  pthread_mutex_lock(&la);
  p->a = 1;
  pthread_mutex_unlock(&la);
  return NULL;
}

int main(void) {
  pthread_t t;
  struct pair *p = malloc(sizeof *p);
  if (!p)
    return 1;
  pthread_create(&t, NULL, worker, p);
  note_field(&p->b, 2);
  pthread_mutex_lock(&lb);
  p->b = 2;
  pthread_mutex_unlock(&lb);
  pthread_join(t, NULL);
  return 0;
}

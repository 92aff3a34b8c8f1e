/*
 * Class: a thread-local step that crashes (undefined behaviour) after other threads were
 * started. When malloc fails, main starts two workers that race on g, then stores through NULL
 * into what would be its own stack variable: a thread-local step. On the runs where the workers
 * move before main's store, they race, before the undefined behaviour. The exploration dropped
 * the state after main's last visible step (the second pthread_create) when its next local step
 * crashed, so the workers never ran there and the program was proved race-free. Now the
 * crashed thread stands still and the others run on. The array of locks only makes the
 * pairwise stages inconclusive, so the exploration decides.
 */
#include <pthread.h>
#include <stdlib.h>
int g, failed;
pthread_mutex_t *locks;
void *w(void *a) {
  long i = (long)a;
  pthread_mutex_lock(&locks[i]);
  pthread_mutex_unlock(&locks[i]);
  if (failed)
    g = g + 1;
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  locks = malloc(2 * sizeof(pthread_mutex_t));
  if (!locks) return 0;
  pthread_mutex_init(&locks[0], 0);
  pthread_mutex_init(&locks[1], 0);
  int *p = malloc(sizeof(int));   /* no NULL check */
  failed = p == 0;
  pthread_create(&t1, 0, w, (void *)0);
  pthread_create(&t2, 0, w, (void *)1);
  int x = 0;
  int *q = p ? &x : 0;            /* NULL exactly when malloc failed */
  *q = 1;                         /* main's own stack variable: a thread-local step */
  free(p);
  return x;
}

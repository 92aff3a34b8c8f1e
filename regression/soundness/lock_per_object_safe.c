/* Class: lock identity. Objects of one allocation site (a malloc in a loop) each carry their own
   mutex; a thread only touches the object whose mutex it holds (directly, and through a helper
   that takes the object), so the threads never race: two accesses to one object hold that
   object's mutex. Before the fix pairlock proved it, but for a wrong reason (every mutex of the
   allocation site counted as one lock, which also "proved" lock_per_object_loop_race.c). */
#include <pthread.h>
#include <stdlib.h>

struct account {
  pthread_mutex_t lock;
  int balance;
  int ops;
};

static void deposit(struct account *a, int n) {
  a->balance = a->balance + n;
  a->ops = a->ops + 1;
}

void *client(void *arg) {
  struct account *a = arg;
  pthread_mutex_lock(&a->lock);
  deposit(a, 10);
  pthread_mutex_unlock(&a->lock);
  pthread_mutex_lock(&a->lock);
  if (a->balance > 5)
    a->balance = a->balance - 5;
  pthread_mutex_unlock(&a->lock);
  return NULL;
}

int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) {
    struct account *a = calloc(1, sizeof *a);
    if (!a)
      return 1;
    pthread_mutex_init(&a->lock, NULL);
    pthread_create(&t[i], NULL, client, a);
  }
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], NULL);
  return 0;
}

/* The object passed to both threads carries its own lock, held for every access. */
#include <pthread.h>
#include <stdlib.h>

struct account {
  pthread_mutex_t lock;
  int balance;
};

void *deposit(void *arg) {
  struct account *a = arg;
  pthread_mutex_lock(&a->lock);
  a->balance = a->balance + 10;
  pthread_mutex_unlock(&a->lock);
  return NULL;
}

void *withdraw(void *arg) {
  struct account *a = arg;
  pthread_mutex_lock(&a->lock);
  if (a->balance >= 5)
    a->balance = a->balance - 5;
  pthread_mutex_unlock(&a->lock);
  return NULL;
}

int main(void) {
  pthread_t d, w;
  struct account *a = malloc(sizeof *a);
  if (!a)
    return 1;
  pthread_mutex_init(&a->lock, NULL);
  a->balance = 0;
  pthread_create(&d, NULL, deposit, a);
  pthread_create(&w, NULL, withdraw, a);
  pthread_join(d, NULL);
  pthread_join(w, NULL);
  return 0;
}

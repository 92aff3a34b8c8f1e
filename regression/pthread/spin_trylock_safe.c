/* A spinlock, and a mutex taken with trylock: the access happens only when it succeeded. */
#include <pthread.h>

int a;
int b;
pthread_spinlock_t s;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *t1(void *arg) {
  pthread_spin_lock(&s);
  a = a + 1;
  pthread_spin_unlock(&s);
  if (pthread_mutex_trylock(&m) == 0) {
    b = b + 1;
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

void *t2(void *arg) {
  pthread_spin_lock(&s);
  a = a - 1;
  pthread_spin_unlock(&s);
  pthread_mutex_lock(&m);
  b = 0;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t x, y;
  pthread_spin_init(&s, 0);
  pthread_create(&x, NULL, t1, NULL);
  pthread_create(&y, NULL, t2, NULL);
  return 0;
}

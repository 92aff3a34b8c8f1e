/* Class: main never returns (it loops forever after starting a thread); the counterpart of
   main_never_returns_race.c with both sides' accesses under one mutex: race-free. */
#include <pthread.h>

int ticks;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *watchdog(void *arg) {
  pthread_mutex_lock(&m);
  ticks = 0;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, watchdog, NULL);
  for (;;) {
    pthread_mutex_lock(&m);
    ticks = ticks + 1;
    pthread_mutex_unlock(&m);
  }
}

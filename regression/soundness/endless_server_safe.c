/* Class: a thread that never returns (a server loop `while (1)`); the counterpart of
   endless_server_race.c with every access under one mutex: race-free. */
#include <pthread.h>

int requests;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *server(void *arg) {
  while (1) {
    pthread_mutex_lock(&m);
    requests++;
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

void *reset(void *arg) {
  pthread_mutex_lock(&m);
  requests = 0;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t s, r;
  pthread_create(&s, NULL, server, NULL);
  pthread_create(&r, NULL, reset, NULL);
  return 0;
}

/* Class: a thread that never returns (a server loop `while (1)`). The pair program checked its
   race assertions only after both sides returned, so every path through the endless thread was
   cut and its accesses were never checked. Before the fix pairlock printed "3 of 3 entry-point
   pairs race-free" (exit 0). */
#include <pthread.h>

int requests;

void *server(void *arg) {
  while (1) {
    requests++;
  }
  return NULL;
}

void *reset(void *arg) {
  requests = 0;
  return NULL;
}

int main(void) {
  pthread_t s, r;
  pthread_create(&s, NULL, server, NULL);
  pthread_create(&r, NULL, reset, NULL);
  return 0;
}

/* The start function is chosen at run time through a pointer the analysis does not resolve:
   the thread it starts is not analysed, so nothing about main may be called race-free. */
#include <pthread.h>

int shared;

void *fast(void *arg) {
  shared = 1;
  return NULL;
}

void *slow(void *arg) {
  shared = 2;
  return NULL;
}

void *(*pick(int n))(void *) {
  return n > 1 ? slow : fast;
}

int main(int argc, char **argv) {
  pthread_t t;
  pthread_create(&t, NULL, pick(argc), NULL);
  shared = 0;
  return 0;
}

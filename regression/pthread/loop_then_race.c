// Class: a race behind a loop that runs a fixed number of times. main computes in a loop of 10
// iterations, then reads what the thread writes. The precise checker unrolls loops to 2 back
// edges per activation, so the read lay beyond its bound: before, pairlock --precise printed
// "0 confirmed" (potential read-write race on total). A pair in which nothing was found but whose
// loops were cut is now built again with a larger bound while a share of its budget lasts.
#include <pthread.h>
#include <stdio.h>

int total;

void *worker(void *arg) {
  total = 1;
  return 0;
}

static int sum(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) {
    s += i;
  }
  return s;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int s = sum();
  printf("%d %d\n", s, total);
  return 0;
}

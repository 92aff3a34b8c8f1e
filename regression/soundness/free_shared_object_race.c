/* Class: a range of unknown size (free(p)) in the precise checker (see
 * free_own_object_safe_falsealarm.c): a free still writes the whole of its object, so when two
 * threads share one object, one writing it while the other frees it, the race is confirmed. */
#include <pthread.h>
#include <stdlib.h>

struct thread {
  int data;
};

void *writer(void *arg) {
  struct thread *t = arg;
  t->data = 1;
  return 0;
}

void *freer(void *arg) {
  free(arg);
  return 0;
}

int main(void) {
  pthread_t a, b;
  struct thread *t = malloc(sizeof(struct thread));
  pthread_create(&a, 0, writer, t);
  pthread_create(&b, 0, freer, t);
  return 0;
}

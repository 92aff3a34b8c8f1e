/* Class: freeing a shared object (issue #24, item 4): the race-free counterpart of
   free_while_used_race.c. main frees the object only after joining the thread that writes it,
   and frees a NULL pointer (no effect) while the thread runs; a free must not race with accesses
   it is ordered after, nor a free(NULL) with anything. */
#include <pthread.h>
#include <stdlib.h>

struct buf {
  int len;
  int data;
};

struct buf *spare;

void *user(void *arg) {
  struct buf *b = arg;
  b->len = 1;
  b->data = b->len;
  return 0;
}

int main(void) {
  pthread_t t;
  struct buf *b = malloc(sizeof *b);
  if (!b) {
    return 1;
  }
  b->len = 0;
  pthread_create(&t, 0, user, b);
  free(spare);
  free(0);
  pthread_join(t, 0);
  free(b);
  return 0;
}

/* Class: freeing a shared object (issue #24, item 4). One thread writes b->len while another
   frees b, with no lock and no join between them. free() had no effect on memory, so the free
   raced with nothing and pairlock printed "3 of 3 entry-point pairs race-free, 0 racy regions"
   (exit 0). Now a free is a write to the whole object. */
#include <pthread.h>
#include <stdlib.h>

struct buf {
  int len;
  int data;
};

void *user(void *arg) {
  struct buf *b = arg;
  b->len = 1;
  return 0;
}

void *reaper(void *arg) {
  free(arg);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  struct buf *b = malloc(sizeof *b);
  if (!b) {
    return 1;
  }
  b->len = 0;
  pthread_create(&t1, 0, user, b);
  pthread_create(&t2, 0, reaper, b);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

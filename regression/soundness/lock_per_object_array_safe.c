/* Class: lock identity. Objects of one allocation site (a malloc in a loop) each carry their own
   mutex, taken and released through helpers, and an array that the thread given the object
   updates under it: two accesses to one element are in one object, so both threads hold that
   object's mutex. Proved (before the fix too, for the wrong reason: every mutex of the site
   counted as one lock). The index must be known to stay in the array (here: unsigned % 4); with
   an index the analysis cannot bound (a signed remainder, a loop counter) it is a false alarm. */
#include <pthread.h>
#include <stdlib.h>

struct log {
  int used;
  pthread_mutex_t lock;
  unsigned count;
  int slots[4];
};

static void log_lock(struct log *l) { pthread_mutex_lock(&l->lock); }
static void log_unlock(struct log *l) { pthread_mutex_unlock(&l->lock); }

void *writer(void *arg) {
  struct log *l = arg;
  for (int i = 0; i < 3; i++) {
    log_lock(l);
    l->slots[l->count % 4u] = i;
    l->count = l->count + 1;
    log_unlock(l);
  }
  return NULL;
}

int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) {
    struct log *l = calloc(1, sizeof *l);
    if (!l)
      return 1;
    pthread_mutex_init(&l->lock, NULL);
    pthread_create(&t[i], NULL, writer, l);
  }
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], NULL);
  return 0;
}

/* Class: freeing an object that holds function pointers (issue #28; LDV's environment model in
   SV-COMP's ldv-linux-3.14-races frees, through one wrapper, the structures that hold the
   driver's callbacks). free() deallocates: it calls nothing stored in the object. Before the fix
   pairlock took free, a model without callbacks, to be handed `on_event` (stored in memory its
   argument reaches), which it might call later ("callback-not-entry"), and left the pairs
   unverified (exit 3). The threads update `count` under the mutex: race-free. */
#include <pthread.h>
#include <stdlib.h>

struct ops {
  void (*handler)(int);
  int arg;
};

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count;
static struct ops *table;

static void on_event(int v) {
  pthread_mutex_lock(&m);
  count += v;
  pthread_mutex_unlock(&m);
}

static void release(void *p) {
  free(p);
}

void *work(void *arg) {
  on_event(1);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  table = malloc(sizeof *table);
  if (!table)
    return 1;
  table->handler = on_event;
  table->arg = 2;
  pthread_create(&t1, 0, work, 0);
  pthread_create(&t2, 0, work, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  release(table);
  return count;
}

/* Which accesses of a new object are before its publication (PublicationTest). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct cell {
  pthread_mutex_t m;
  int a;
  int b;
  struct cell *next;
};

struct cell *shared;
int flag;

void keep(struct cell *c);

static struct cell *alloc_cell(void) {
  return malloc(sizeof(struct cell));
}

void *worker(void *arg) {
  struct cell *c = malloc(sizeof *c);
  if ((unsigned long)c == 0)
    return NULL;
  memset(c, 0, sizeof *c); /* M_memset */
  pthread_mutex_init(&c->m, NULL);
  c->a = 1; /* M_init */
  c->next = shared; /* M_store_into */
  if (flag)
    keep(c);
  c->b = 2; /* M_after_branch */
  return NULL;
}

void *local_slot(void *arg) {
  struct cell *c = alloc_cell();
  struct cell *volatile slot; /* stays a stack slot */
  if (!c)
    return NULL;
  c->a = 1; /* M_wrapper */
  slot = c;
  c->b = 2; /* M_after_local */
  shared = slot;
  return NULL;
}

void *selected(void *arg) {
  struct cell *c = malloc(sizeof *c);
  struct cell *d = flag ? c : shared;
  if (!c)
    return NULL;
  c->a = 1; /* M_after_select */
  d->b = 2;
  return NULL;
}

void *looped(void *arg) {
  for (int i = 0; i < 3; i++) {
    struct cell *c = malloc(sizeof *c);
    if (!c)
      return NULL;
    c->a = i; /* M_loop_new */
    shared = c;
    c->b = i; /* M_loop_after */
  }
  return NULL;
}

int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], NULL, worker, NULL);
  pthread_create(&t[1], NULL, local_slot, NULL);
  pthread_create(&t[2], NULL, selected, NULL);
  pthread_create(&t[3], NULL, looped, NULL);
  return 0;
}

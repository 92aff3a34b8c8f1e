/* Which accesses of a new object are before its publication (PublicationTest). */
#include <pthread.h>
#include <stdarg.h>
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

/* defined helpers (NoCapture): touch, walk, note and field keep no copy of the pointer */
static void touch(struct cell *c) {
  c->a = 0;
}

static void walk(struct cell *c, int n) {
  if (n > 0)
    walk(c, n - 1);
}

static int note(const char *fmt, ...) {
  return fmt != NULL;
}

static int *field(struct cell *c) {
  return &c->b;
}

/* reads its variadic arguments: may keep them */
static int note_va(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  shared = va_arg(ap, struct cell *);
  va_end(ap);
  return 0;
}

/* returns its argument on one path only: the caller could not tell */
static struct cell *either(struct cell *c) {
  if (flag)
    return c;
  return shared;
}

void *helped(void *arg) {
  struct cell *c = malloc(sizeof *c);
  if (!c)
    return NULL;
  touch(c);
  walk(c, 3);
  note("%p", c);
  c->a = 1; /* M_after_helpers */
  *field(c) = 2; /* M_through_field */
  note_va("%p", c);
  c->a = 3; /* M_after_va */
  struct cell *d = malloc(sizeof *d);
  if (!d)
    return NULL;
  either(d);
  d->a = 4; /* M_after_either */
  return NULL;
}

/* thread arguments: handed over (owned_worker), kept by the creator (kept_worker), or the start
   function also called directly (direct_worker) */
void *owned_worker(void *arg) {
  struct cell *c = arg;
  c->a = 1; /* M_owned */
  free(c); /* M_owned_free */
  return NULL;
}

void *kept_worker(void *arg) {
  struct cell *c = arg;
  c->a = 1; /* M_kept */
  return NULL;
}

void *direct_worker(void *arg) {
  struct cell *c = arg;
  if (flag) /* reads a global: no accessor, so the direct call below is not inlined */
    c->b = 2;
  c->a = 1; /* M_direct */
  return NULL;
}

static void start_all(void) {
  pthread_t u[3];
  struct cell *x = malloc(sizeof *x);
  struct cell *y = malloc(sizeof *y);
  struct cell *z = malloc(sizeof *z);
  if (!x || !y || !z)
    return;
  pthread_create(&u[0], NULL, owned_worker, x);
  pthread_create(&u[1], NULL, kept_worker, y);
  y->b = 1;
  pthread_create(&u[2], NULL, direct_worker, z);
  direct_worker(shared);
}

int main(void) {
  pthread_t t[5];
  start_all();
  pthread_create(&t[4], NULL, helped, NULL);
  pthread_create(&t[0], NULL, worker, NULL);
  pthread_create(&t[1], NULL, local_slot, NULL);
  pthread_create(&t[2], NULL, selected, NULL);
  pthread_create(&t[3], NULL, looped, NULL);
  return 0;
}

/* Two threads of one start function (own) given two objects of one allocation site (the lockset
   stage cannot tell them apart: a potential race on cell.value), and two threads (bump) given one
   object (a real race). The precise checker binds each thread's argument to what main passed at
   the create that started it, the two threads being distinct creates: it confirms the race of the
   bump threads on `shared`, and nothing between the own threads (cells[0], cells[1]); without the
   binding it confirmed both. */
#include <pthread.h>
#include <stdlib.h>

struct cell {
  int value;
};

void *own(void *arg) {
  struct cell *c = arg;
  c->value = c->value + 2;
  return NULL;
}

void *bump(void *arg) {
  struct cell *c = arg;
  c->value = c->value + 1;
  return NULL;
}

int main(void) {
  pthread_t t[4];
  struct cell *cells[2];
  for (int i = 0; i < 2; i++) {
    cells[i] = malloc(sizeof(struct cell));
    if (!cells[i])
      return 1;
    cells[i]->value = 0;
  }
  struct cell *shared = malloc(sizeof(struct cell));
  if (!shared)
    return 1;
  shared->value = 0;
  pthread_create(&t[0], NULL, own, cells[0]);
  pthread_create(&t[1], NULL, own, cells[1]);
  pthread_create(&t[2], NULL, bump, shared);
  pthread_create(&t[3], NULL, bump, shared);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], NULL);
  return 0;
}

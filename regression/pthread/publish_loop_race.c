/*
 * Class: one object published in a loop and written again. The node is allocated once, before
 * the loop; the first iteration publishes it, so the second iteration's unlocked write races
 * with the reader's write under the list's lock. The allocation is not executed again between
 * the publication and that write: it must stay reported.
 */
#include <pthread.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

static struct node *head;
static pthread_mutex_t lm = PTHREAD_MUTEX_INITIALIZER;

void *producer(void *arg) {
  struct node *n = malloc(sizeof *n);
  if (!n)
    return NULL;
  for (int i = 0; i < 3; i++) {
    n->value = i;
    pthread_mutex_lock(&lm);
    n->next = NULL;
    head = n;
    pthread_mutex_unlock(&lm);
  }
  return NULL;
}

void *reader(void *arg) {
  pthread_mutex_lock(&lm);
  for (struct node *n = head; n; n = n->next) {
    n->value = 0;
  }
  pthread_mutex_unlock(&lm);
  return NULL;
}

int main(void) {
  pthread_t p, r;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(p, NULL);
  pthread_join(r, NULL);
  return 0;
}

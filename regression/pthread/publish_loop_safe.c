/*
 * Class: objects allocated in a loop, each initialised before it is published. Every iteration
 * allocates a new node, fills it without a lock and then pushes it onto a list under the list's
 * lock; the reader walks the list under that lock. The node of an iteration is a new object, not
 * the one the previous iteration published: no race.
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
  for (int i = 0; i < 3; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n)
      return NULL;
    n->value = i;
    pthread_mutex_lock(&lm);
    n->next = head;
    head = n;
    pthread_mutex_unlock(&lm);
  }
  return NULL;
}

void *reader(void *arg) {
  int sum = 0;
  pthread_mutex_lock(&lm);
  for (struct node *n = head; n; n = n->next) {
    sum += n->value;
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

/*
 * Class: joins told apart by the handle they join, where the memory of the handles is written
 * otherwise than by a create (free: a write of its whole region) before a later join. main keeps
 * each thread's handle in the object the thread writes, joins each thread and frees its object:
 * race-free. The lockset stage keeps the false alarm (joins in a loop are not certain). Before the
 * fix: --precise confirmed a write-write race between free and the thread (free made the next
 * handle any value, and the join ran another thread than the one it waits for). Now such a
 * program's joins end main, as before joins were told apart by handle: nothing is confirmed.
 */
#include <pthread.h>
#include <stdlib.h>

struct job {
  pthread_t tid;
  int data;
};

void *worker(void *arg) {
  struct job *j = arg;
  j->data = 1;
  return 0;
}

int main(void) {
  struct job **jobs = malloc(2 * sizeof(struct job *));
  for (int i = 0; i < 2; i++) {
    struct job *j = malloc(sizeof(struct job));
    jobs[i] = j;
    pthread_create(&j->tid, 0, worker, j);
  }
  for (int i = 0; i < 2; i++) {
    pthread_join(jobs[i]->tid, 0);
    free(jobs[i]);
  }
  free(jobs);
  return 0;
}

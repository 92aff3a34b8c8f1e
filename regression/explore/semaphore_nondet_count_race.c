/* The semaphore's initial count is a nondeterministic value that the program otherwise only
 * compares with a literal. With a count of 1 or more (n = 1, say) the worker passes its sem_wait
 * and writes g while main writes g: a write-write race on a real execution. The count reaches the
 * search only through sem_init's {:semaphore} attribute: the value was taken to be only compared
 * with 5, the search ran the counts 5 and 0 alone and proved the program (a review found it). */
#include <pthread.h>
#include <semaphore.h>
extern int __VERIFIER_nondet_int(void);
int g;
sem_t s;
void *worker(void *arg) {
  sem_wait(&s);
  g = 1;
  return 0;
}
int main(void) {
  pthread_t a;
  int n = __VERIFIER_nondet_int();
  if (n == 5)
    return 0;
  sem_init(&s, 0, n);
  pthread_create(&a, 0, worker, 0);
  g = 2;
  return 0;
}
